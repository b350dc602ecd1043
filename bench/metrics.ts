/**
 * Speed of the sacrebleu-compatible metrics (src/eval/metrics) on 10,000 sentence pairs.
 * Run: npx tsx bench/metrics.ts --gate GATE_DIR [--runs N]   (or GENDERFAIR_GATE_DIR; where to get GATE:
 * README.md, "Test data and benchmarks")
 *
 * Data: the GATE 2-variant files of ES, FR and IT (hypothesis = masculine variant, reference =
 * feminine variant: realistic near-identical pairs), repeated up to 10,000 pairs with a
 * deterministic perturbation of every repeat (a word dropped, two neighbours swapped), plus a
 * second set whose hypotheses have their words shuffled, which makes TER search many shifts.
 * Goal: corpus BLEU + chrF + TER over 10,000 pairs in < 2 s on one core. Not part of the tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pyCsvDictRead } from '../src/eval/python.js';
import { bleu, chrf, ter } from '../src/eval/metrics/index.js';
import { benchData } from './data.js';

const N = 10_000;
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const GATE_DIR = benchData('--gate', 'GENDERFAIR_GATE_DIR');

function gatePairs(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const lang of ['ES', 'FR', 'IT']) {
    const file = join(GATE_DIR, 'data', lang, `${lang}_2_variants.tsv`);
    const { records } = pyCsvDictRead(readFileSync(file, 'utf8'), '\t');
    for (const r of records) if (r.m !== undefined && r.f !== undefined) pairs.push([r.m, r.f]);
  }
  return pairs;
}

/** A small deterministic generator (LCG), so that every run times the same data. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function perturb(sentence: string, rnd: () => number): string {
  const w = sentence.split(' ');
  if (w.length > 3) {
    const i = Math.floor(rnd() * (w.length - 1));
    if (rnd() < 0.5) w.splice(i, 1);
    else [w[i], w[i + 1]] = [w[i + 1]!, w[i]!];
  }
  return w.join(' ');
}

function shuffleWords(sentence: string, rnd: () => number): string {
  const w = sentence.split(' ');
  for (let i = w.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [w[i], w[j]] = [w[j]!, w[i]!];
  }
  return w.join(' ');
}

function build(shuffled: boolean): { hyps: string[]; refs: string[] } {
  const base = gatePairs();
  const rnd = lcg(shuffled ? 2 : 1);
  const hyps: string[] = [];
  const refs: string[] = [];
  for (let i = 0; i < N; i++) {
    const [m, f] = base[i % base.length]!;
    const h = i < base.length ? m : perturb(m, rnd);
    hyps.push(shuffled ? shuffleWords(h, rnd) : h);
    refs.push(f);
  }
  return { hyps, refs };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function time(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

for (const shuffled of [false, true]) {
  const { hyps, refs } = build(shuffled);
  const streams = [refs];
  const label = shuffled ? 'shuffled hypotheses (TER stress)' : 'GATE m->f, perturbed repeats';
  const t = { bleu: [] as number[], chrf: [] as number[], ter: [] as number[], all: [] as number[] };
  let scores = '';
  for (let r = 0; r < runs; r++) {
    // all three together first, so that the first run shows the cost of a cold start (JIT warm-up)
    t.all.push(
      time(() => {
        const b = bleu(hyps, streams);
        const c = chrf(hyps, streams);
        const e = ter(hyps, streams);
        scores = `${b.format({ signature: false, verbose: false })}, ${c.format({ signature: false })}, ${e.format({ signature: false })}`;
      }),
    );
    t.bleu.push(time(() => bleu(hyps, streams)));
    t.chrf.push(time(() => chrf(hyps, streams)));
    t.ter.push(time(() => ter(hyps, streams)));
  }
  const ms = (xs: number[]) => `${median(xs).toFixed(0)} ms`;
  console.log(`${label}: ${N} pairs; ${scores}`);
  console.log(`  median of ${runs} runs: BLEU ${ms(t.bleu)}, chrF ${ms(t.chrf)}, TER ${ms(t.ter)}, all three ${ms(t.all)}`);
  console.log(`  first run of all three (cold, JIT warm-up included): ${t.all[0]!.toFixed(0)} ms`);
}
