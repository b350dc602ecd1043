/**
 * Speed of the MT test-suite scorers (src/eval/{gate,mustshe,ines}.ts): read (TSV parsing) and
 * score, separately, median of RUNS runs after one warm-up.
 * Run: npx tsx bench/eval-suites.ts --gate GATE_DIR --it-neutral IT_NEUTRAL.jsonl
 *   (or GENDERFAIR_GATE_DIR and GENDERFAIR_IT_NEUTRAL; where to get them: README.md, "Test data and benchmarks")
 *
 * GATE: every real *_variants.tsv file of a GATE checkout (data/ES, FR, IT; 2/4/8 variants), with
 * the i%3 predictions (empty / target / opposite variant).
 * MuST-SHE and INES have no public data: the files are SYNTHETIC, 1,000 rows each, built from the
 * GATE texts. MuST-SHE: the Italian and Spanish f/m sentence pairs, GENDERTERMS = the tokens where
 * the two variants differ (feminine form first for *F rows), hypothesis = one of the two variants.
 * INES: the English GATE sources, EVAL-TERMS-en = two word n-grams of the source, hypothesis = the
 * source (sometimes shuffled).
 * GeNTE (1,500 rows, like GeNTE.tsv; CC BY 4.0 but not in the repository): SYNTHETIC from the
 * it-neutral set (GATE Italian rows with a hand-written neutral
 * reference), repeated to 1,500 rows; REF-G = masculine, REF-N = neutral; outputs alternate between
 * the feminine, masculine and neutral sentence. Not part of the tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatGate, readGate, readGateHypotheses, scoreGate } from '../src/eval/gate.js';
import { goldLabels, readGente, scoreGenteClassifier, scoreGenteContrastive } from '../src/eval/gente.js';
import { readInes, readInesHypotheses, scoreInes } from '../src/eval/ines.js';
import { readMustShe, readMustSheHypotheses, scoreMustShe } from '../src/eval/mustshe.js';
import { pySplit } from '../src/eval/python.js';
import { benchData } from './data.js';

const RUNS = 9;
const GATE_DIR = benchData('--gate', 'GENDERFAIR_GATE_DIR');
const IT_NEUTRAL = benchData('--it-neutral', 'GENDERFAIR_IT_NEUTRAL');
const FILES = ['ES/ES_2', 'ES/ES_4', 'ES/ES_8', 'FR/FR_2', 'FR/FR_4', 'IT/IT_2', 'IT/IT_4', 'IT/IT_8'];

function median(fn: () => unknown): number {
  fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const ms = (x: number): string => `${x.toFixed(2).padStart(7)} ms`;

console.log(`median of ${RUNS} runs (after one warm-up), Node ${process.version}`);
console.log('\nGATE (real files)         rows   read+parse    score  format (text)');
const gateTexts: string[] = [];
for (const name of FILES) {
  const text = readFileSync(join(GATE_DIR, 'data', `${name}_variants.tsv`), 'utf8');
  gateTexts.push(text);
  const ref = readGate(text);
  const cols = ref.variantColumns;
  const target = cols[0]!;
  const other = cols[cols.length - 1]!;
  const hypText = ref.rows.map((r, i) => (i % 3 === 0 ? '' : i % 3 === 1 ? r.fields[target] : r.fields[other])).join('\n') + '\n';
  const hyps = readGateHypotheses(hypText);
  const tRead = median(() => readGate(text));
  const tScore = median(() => scoreGate(ref, readGateHypotheses(hypText), { target, minWords: 3, maxWords: 40 }));
  const result = scoreGate(ref, hyps, { target });
  const tFormat = median(() => formatGate(result));
  console.log(`${`${name}_variants.tsv`.padEnd(22)} ${String(ref.rows.length).padStart(7)} ${ms(tRead)} ${ms(tScore)} ${ms(tFormat)}`);
}

// --- synthetic MuST-SHE: 1,000 rows from the ES/IT 2-variant pairs --------------------------------
const pairs: Array<{ f: string; m: string; source: string }> = [];
for (const text of [gateTexts[5]!, gateTexts[0]!]) {
  for (const r of readGate(text).rows) pairs.push({ f: r.fields['f']!, m: r.fields['m']!, source: r.fields['source']! });
}
let seed = 12345;
const rand = (n: number): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return Math.floor(seed / 65536) % n; // the high bits: the low bits of this LCG cycle
};
const HEADER = 'ID\tLANG\tTALK\tSRC\tREF\tWRONG-REF\tSPEAKER\tGENDER\tCATEGORY\tTEXT-CATEGORY\tGENDERTERMS';
const msRows: string[] = [HEADER];
const msHyps: string[] = [];
for (let i = 0; msRows.length <= 1000; i++) {
  const p = pairs[i % pairs.length]!;
  const ft = pySplit(p.f);
  const mt = pySplit(p.m);
  if (ft.length !== mt.length) continue;
  const clean = (t: string): boolean => t !== '' && !/[";]/.test(t);
  const diff = ft.map((t, k) => [t, mt[k]!] as const).filter(([a, b]) => a !== b && clean(a) && clean(b));
  if (diff.length === 0) continue;
  const cat = ['1F', '1M', '2F', '2M'][rand(4)]!;
  const terms = diff.map(([a, b]) => (cat.endsWith('F') ? `${a} ${b}` : `${b} ${a}`)).join(';');
  msRows.push(`ms-${i}\tit\tted\t${p.source}\t${p.f}\t${p.m}\tspk\tShe\t${cat}\tA\t${terms}`.replace(/"/g, ''));
  msHyps.push(rand(2) ? p.f : p.m);
}
const msTsv = msRows.join('\n') + '\n';
const msHypText = msHyps.join('\n') + '\n';
const msRef = readMustShe(msTsv);
const msH = readMustSheHypotheses(msHypText);

// --- synthetic INES: 1,000 rows from the English GATE sources ----------------------------------
const inesRows = ['ID\tEVAL-TERMS-en'];
const inesHyps: string[] = [];
for (let i = 0; inesRows.length <= 1000; i++) {
  const words = pySplit(pairs[(i * 7) % pairs.length]!.source.replace(/[";]/g, ''));
  if (words.length < 4) continue;
  const gram = (): string => {
    const len = 1 + rand(3);
    const at = rand(Math.max(1, words.length - len + 1));
    return words.slice(at, at + len).join(' ');
  };
  inesRows.push(`ines-${i}\t${gram()};${gram()}`);
  const hyp = rand(3) === 0 ? [...words].sort(() => rand(3) - 1).join(' ') : words.join(' ');
  inesHyps.push(hyp);
}
const inesTsv = inesRows.join('\n') + '\n';
const inesHypText = inesHyps.join('\n') + '\n';
const inesRef = readInes(inesTsv);
const inesH = readInesHypotheses(inesHypText);

console.log('\nsynthetic suites          rows   read+parse    score');
console.log(
  `${'MuST-SHE (synthetic)'.padEnd(22)} ${String(msRef.entries.length).padStart(7)} ${ms(median(() => readMustShe(msTsv)))} ${ms(
    median(() => scoreMustShe(msRef.entries, readMustSheHypotheses(msHypText))),
  )}   (${msRef.entries.reduce((n, e) => n + e.terms.length, 0)} terms)`,
);
console.log(
  `${'INES (synthetic)'.padEnd(22)} ${String(inesRef.entries.length).padStart(7)} ${ms(median(() => readInes(inesTsv)))} ${ms(
    median(() => scoreInes(inesRef.entries, readInesHypotheses(inesHypText))),
  )}`,
);
const check = scoreMustShe(msRef.entries, msH);
const checkInes = scoreInes(inesRef.entries, inesH);
console.log(
  `\n(sanity: MuST-SHE Global coverage ${check.global.termCoverage.toFixed(3)}, accuracy ${check.global.genderAccuracy?.toFixed(3)}; ` +
    `INES index ${checkInes.inclusivityIndex.toFixed(3)})`,
);

// --- synthetic GeNTE: 1,500 rows from the it-neutral set ----------------------------------------
interface ItNeutral { ref_f: string; ref_m: string; ref_n: string | null; source: string }
const itNeutral = readFileSync(IT_NEUTRAL, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as ItNeutral)
  .filter((r) => r.ref_n !== null && !/["\t]/.test(r.ref_m + r.ref_n + r.source));
const genteRows = ['ID\tSET\tSRC\tREF-G\tREF-N'];
const genteHyps: string[] = [];
for (let i = 0; genteRows.length <= 1500; i++) {
  const r = itNeutral[i % itNeutral.length]!;
  genteRows.push(`${i + 1}\t${i % 2 ? 'Set-N' : 'Set-G'}\t${r.source}\t${r.ref_m}\t${r.ref_n}`);
  genteHyps.push([r.ref_f, r.ref_m, r.ref_n!][i % 3]!);
}
const genteTsv = genteRows.join('\n') + '\n';
const gente = readGente(genteTsv);
const labels = genteHyps.map((_, i) => (i % 3 === 2 ? 0 : 1) as 0 | 1);
console.log('\nGeNTE (synthetic)         rows   read+parse    score');
console.log(
  `${'contrastive BLEU+chrF+TER'.padEnd(22)} ${String(gente.rows.length).padStart(7)} ${ms(median(() => readGente(genteTsv)))} ${ms(
    median(() => scoreGenteContrastive(gente, genteHyps)),
  )}   (3 metrics x 2 references per sentence, corpus scores per set)`,
);
console.log(
  `${'classifier labels'.padEnd(22)} ${String(gente.rows.length).padStart(7)} ${''.padStart(10)} ${ms(
    median(() => scoreGenteClassifier(goldLabels(gente), labels)),
  )}`,
);
const genteCheck = scoreGenteContrastive(gente, genteHyps);
console.log(`(sanity: GeNTE TER accuracy Set-G ${genteCheck.accuracy.ter['Set-G']?.toFixed(3)}, Set-N ${genteCheck.accuracy.ter['Set-N']?.toFixed(3)})`);
