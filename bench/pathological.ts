/**
 * Cost of the German checker on pathological input, against ordinary prose of the same size (issue 11,
 * "bounded cost"): one 72 KB token ('Lehrer' x 12000), one 60 KB compound ('Lehrerzimmer' x 5000) and a
 * 5 MB line without spaces (the example prose with its white space removed), with the goal <= 3x the time
 * of prose and < 1 s ("goal" column); also a 5 MB line of one character, a run of punctuation, a sentence
 * without end and 100,000 short lines with a finding each, which only show that the cost stays linear
 * (their findings cost what findings cost). Prints the median check() time of a few runs, the median for
 * prose of the same length (examples/stellenanzeige.txt repeated) and the ratio. Takes minutes: checking
 * 5 MB of prose with its many findings is slow on a loaded machine.
 * Never part of the pass/fail tests (test/pathological.test.ts checks the findings, not the time).
 *   npx tsx bench/pathological.ts [--runs 5] [--only NAME]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { check } from '../src/index.js';
import { pathologicalInputs, proseOfLength } from '../test/helpers/pathological.js';

const root = new URL('..', import.meta.url).pathname;
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg('--runs') ?? 3);
const only = arg('--only');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function time(text: string): { ms: number; findings: number } {
  const times: number[] = [];
  let findings = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    findings = check(text).length;
    times.push(performance.now() - t0);
  }
  return { ms: median(times), findings };
}

const example = readFileSync(join(root, 'examples/stellenanzeige.txt'), 'utf8');
check('Die Lehrer kommen.'); // load the lexicon before timing

console.log(`median of ${runs} runs; prose = examples/stellenanzeige.txt repeated to the same length`);
console.log('input                        size      time ms  prose ms   ratio  findings  goal');
for (const { name, text, goal } of pathologicalInputs(example)) {
  if (only && name !== only) continue;
  const bad = time(text);
  const prose = time(proseOfLength(example, text.length));
  const ratio = bad.ms / prose.ms;
  const verdict = !goal ? '-' : ratio > 3 ? 'MISSED: > 3x prose' : bad.ms >= 1000 ? 'ratio ok, not < 1 s' : 'ok';
  const size = text.length >= 1_000_000 ? `${(text.length / 1_048_576).toFixed(1)} MB` : `${Math.round(text.length / 1024)} KB`;
  console.log(
    `${name.padEnd(28)} ${size.padStart(7)} ${bad.ms.toFixed(1).padStart(10)} ${prose.ms.toFixed(1).padStart(9)} ${ratio.toFixed(2).padStart(7)} ${String(bad.findings).padStart(9)}  ${verdict}`,
  );
}
