/**
 * One check() of the bench text (de-inclusive dev sentences and the example, as compare-builds.mjs builds
 * it) in a fresh process, for instruction counting under valgrind (bench/compare-builds-callgrind.sh):
 *   node bench/check-once.mjs BUILD/dist/index.js KB DATA.jsonl [0|1]
 * With 0 it only loads the build and checks one short paragraph (the start-up cost to subtract).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchText } from './bench-text.mjs';

const [build, kb, data, run = '1'] = process.argv.slice(2);
if (!build || !kb || !data) {
  console.error('usage: node bench/check-once.mjs BUILD/dist/index.js KB DATA.jsonl [0|1]');
  process.exit(2);
}
const { check } = await import(pathToFileURL(resolve(build)).href);
const text = benchText(data, Number(kb) * 1024);
check('Die Lehrer kommen. Jeder Mitarbeiter kommt. Der Bürgermeister Hans Müller sagte, die Kunden kommen.');
if (run === '1') check(text);
