/**
 * Speed of the sacrebleu-compatible metrics (src/eval/metrics) on 10,000 sentence pairs.
 * Run: npx tsx bench/metrics.ts --gate GATE_DIR [--runs N]   (or GENDERFAIR_GATE_DIR; where to get GATE:
 * README.md, "Test data and benchmarks")
 *
 * Data: the dev rows of the GATE 2-variant files of ES, FR and IT (hypothesis = masculine variant, reference =
 * feminine variant: realistic near-identical pairs), repeated up to 10,000 pairs with a
 * deterministic perturbation of every repeat (a word dropped, two neighbours swapped), plus a
 * second set whose hypotheses have their words shuffled, which makes TER search many shifts.
 * Goal: corpus BLEU + chrF + TER over 10,000 pairs in < 2 s on one core. Not part of the tests.
 *
 * With GENDERFAIR_SACREBLEU (the sacrebleu 2.6.0 source; GENDERFAIR_PYTHON, default python3, must
 * import it; GENDERFAIR_PYTHONPATH may add its packages), each metric is also timed in sacrebleu, in one long-lived Python process
 * (bench/sacrebleu-timer.py), run for run interleaved with ours, and the median ratios are printed;
 * otherwise the ratios are taken against the sacrebleu times in README.md.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pyCsvDictRead } from '../src/eval/python.js';
import { bleu, chrf, ter } from '../src/eval/metrics/index.js';
import { benchData } from './data.js';

const N = 10_000;
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const GATE_DIR = benchData('--gate', 'GENDERFAIR_GATE_DIR');

/** The dev rows only (data_split dev; French has no split column: its even 0-based rows). */
function gatePairs(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const lang of ['ES', 'FR', 'IT']) {
    const file = join(GATE_DIR, 'data', lang, `${lang}_2_variants.tsv`);
    const { records } = pyCsvDictRead(readFileSync(file, 'utf8'), '\t');
    records.forEach((r, i) => {
      const dev = r.data_split === undefined ? i % 2 === 0 : r.data_split === 'dev';
      if (dev && r.m !== undefined && r.f !== undefined) pairs.push([r.m, r.f]);
    });
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

type Metric = 'bleu' | 'chrf' | 'ter';

/** A sacrebleu process answering timing requests, or undefined without GENDERFAIR_SACREBLEU. */
function sacrebleuTimer(): ((cmd: object) => Promise<[number, number]>) | undefined {
  const dir = process.env.GENDERFAIR_SACREBLEU;
  if (!dir) return undefined;
  const env = { ...process.env, PYTHONPATH: [dir, process.env.GENDERFAIR_PYTHONPATH, process.env.PYTHONPATH].filter(Boolean).join(':') };
  const py = spawn(process.env.GENDERFAIR_PYTHON || 'python3', [new URL('./sacrebleu-timer.py', import.meta.url).pathname], { env, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: py.stdout })[Symbol.asyncIterator]();
  process.on('exit', () => py.kill());
  return async (cmd) => {
    py.stdin.write(`${JSON.stringify(cmd)}\n`);
    const { value, done } = await lines.next();
    if (done) throw new Error('sacrebleu-timer.py ended');
    return JSON.parse(value as string) as [number, number];
  };
}

/** sacrebleu 2.6.0 on the same pairs, README.md (used for the ratios without Python). */
const README_SACREBLEU_MS: Record<Metric, number> = { bleu: 1900, chrf: 4300, ter: 2600 };
const timer = sacrebleuTimer();

for (const shuffled of [false, true]) {
  const { hyps, refs } = build(shuffled);
  const streams = [refs];
  const label = shuffled ? 'shuffled hypotheses (TER stress)' : 'GATE m->f, perturbed repeats';
  const t = { bleu: [] as number[], chrf: [] as number[], ter: [] as number[], all: [] as number[] };
  const theirs = { bleu: [] as number[], chrf: [] as number[], ter: [] as number[] };
  const sameScore: string[] = [];
  const metricsToCompare: Metric[] = shuffled ? ['bleu', 'chrf'] : ['bleu', 'chrf', 'ter']; // sacrebleu's TER needs minutes on shuffled words
  if (timer) await timer({ hyps, refs });
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
    const fns: Record<Metric, () => { score: number }> = { bleu: () => bleu(hyps, streams), chrf: () => chrf(hyps, streams), ter: () => ter(hyps, streams) };
    for (const m of ['bleu', 'chrf', 'ter'] as const) {
      let ours = 0;
      t[m].push(time(() => (ours = fns[m]().score)));
      if (timer && metricsToCompare.includes(m)) {
        const [pyMs, pyScore] = await timer({ metric: m });
        theirs[m].push(pyMs);
        if (r === 0) sameScore.push(`${m} ${pyScore === ours ? 'same score' : `score differs: ${pyScore} vs ${ours}`}`);
      }
    }
  }
  const ms = (xs: number[]) => `${median(xs).toFixed(0)} ms`;
  console.log(`${label}: ${N} pairs; ${scores}`);
  console.log(`  median of ${runs} runs: BLEU ${ms(t.bleu)}, chrF ${ms(t.chrf)}, TER ${ms(t.ter)}, all three ${ms(t.all)}`);
  console.log(`  first run of all three (cold, JIT warm-up included): ${t.all[0]!.toFixed(0)} ms`);
  if (timer) {
    const ratios = metricsToCompare.map((m) => {
      const perRun = theirs[m].map((x, i) => x / t[m][i]!);
      return `${m.toUpperCase()} ${median(theirs[m]).toFixed(0)} ms, ${median(perRun).toFixed(1)}× (per-run ratios ${perRun.map((x) => x.toFixed(1)).join(' ')})`;
    });
    console.log(`  sacrebleu 2.6.0 interleaved, median: ${ratios.join('; ')}; ${sameScore.join(', ')}`);
  } else if (!shuffled) {
    const ratios = (['bleu', 'chrf', 'ter'] as const).map((m) => `${m.toUpperCase()} ${(README_SACREBLEU_MS[m] / median(t[m])).toFixed(1)}×`);
    console.log(`  vs sacrebleu's times in README.md (GENDERFAIR_SACREBLEU not set): ${ratios.join(', ')}`);
  }
}
