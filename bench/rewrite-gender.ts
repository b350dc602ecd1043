/**
 * The gender rewriter on GATE's dev rows: GateEval precision, recall and F0.5 (src/eval/gate.ts),
 * the share of null outputs and sentences/s for es/fr/it × m2f/f2m on the 2-variant files, and the
 * share of 4/8-variant rows whose alternatives equal GATE's variants exactly (and the shares that
 * differ or are none). Sentences/s is the median of 5 passes after a first one that loads the
 * lexicons, one thread.
 *
 * Run: npx tsx bench/rewrite-gender.ts --gate GATE_DIR [--labels] [--split dev]
 *   (or GENDERFAIR_GATE_DIR). Only dev rows unless --split says otherwise.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatGateLine, readGate, scoreGate } from '../src/eval/gate.js';
import { gateSelectSplit, type GateSplit } from '../src/eval/gate-split.js';
import { gateAlternativesOutcome, gateInputColumn, rewriteGateRow } from '../src/rewrite/gate.js';
import type { RewriteDirection, RewriteLang } from '../src/rewrite/types.js';
import { benchData } from './data.js';

const GATE_DIR = benchData('--gate', 'GENDERFAIR_GATE_DIR');
const splitArg = process.argv.indexOf('--split');
const SPLIT = (splitArg > 0 ? process.argv[splitArg + 1] : 'dev') as GateSplit;
const LABELS = process.argv.includes('--labels');
const LANGS: RewriteLang[] = ['es', 'fr', 'it'];
const DIRECTIONS: RewriteDirection[] = ['m2f', 'f2m'];

const file = (lang: RewriteLang, n: number): string => join(GATE_DIR, 'data', lang.toUpperCase(), `${lang.toUpperCase()}_${n}_variants.tsv`);
const f2 = (x: number): string => x.toFixed(3);

console.log(`GATE ${SPLIT} rows, Node ${process.version}`);
console.log('lang dir   rows  P      R      F0.5   null   sent/s');
for (const lang of LANGS) {
  let ref;
  try {
    ref = gateSelectSplit(readGate(readFileSync(file(lang, 2), 'utf8')), SPLIT);
  } catch {
    continue;
  }
  for (const direction of DIRECTIONS) {
    const column = gateInputColumn(ref, direction);
    let hyps: string[] = [];
    let unsupported = false;
    const rewriteAll = () => ref.rows.map((row) => rewriteGateRow(row, column, lang, direction)?.text ?? '');
    const times: number[] = [];
    try {
      // the first pass loads the lexicon; sentences/s is the median of 5 more passes
      hyps = rewriteAll();
      for (let pass = 0; pass < 5; pass++) {
        const t0 = process.hrtime.bigint();
        rewriteAll();
        times.push(Number(process.hrtime.bigint() - t0) / 1e9);
      }
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      unsupported = true;
    }
    const seconds = times.sort((a, b) => a - b)[2] ?? Infinity;
    if (unsupported) {
      console.log(`${lang}   ${direction}  (not supported)`);
      continue;
    }
    const result = scoreGate(ref, hyps, { target: direction === 'm2f' ? 'f' : 'm' });
    const o = result.overall;
    const nulls = o.empty / Math.max(1, o.count);
    console.log(
      `${lang}   ${direction}  ${String(o.count).padStart(4)}  ${f2(o.precision)}  ${f2(o.recall)}  ${f2(o.f05)}  ${f2(nulls)}  ${Math.round(ref.rows.length / seconds)}`,
    );
    if (LABELS) for (const s of result.labels) console.log('    ' + formatGateLine(s, true));
  }
}
console.log('\n4/8 variants: rows whose alternatives equal the variants exactly, differ (wrong), or are none');
for (const lang of LANGS) {
  for (const n of [4, 8]) {
    if (!existsSync(file(lang, n))) continue;
    const ref = gateSelectSplit(readGate(readFileSync(file(lang, n), 'utf8')), SPLIT);
    const outcomes = { exact: 0, wrong: 0, empty: 0 };
    try {
      for (const row of ref.rows) outcomes[gateAlternativesOutcome(ref, row, lang)]++;
    } catch (e) {
      if (!(e instanceof RangeError)) throw e;
      console.log(`${lang}_${n}  (not supported)`);
      continue;
    }
    const share = (k: number): string => f2(k / Math.max(1, ref.rows.length));
    console.log(`${lang}_${n}  ${String(ref.rows.length).padStart(4)} rows  exact ${share(outcomes.exact)}  wrong ${share(outcomes.wrong)}  none ${share(outcomes.empty)}`);
  }
}
