/**
 * One check() of the bench text (de-inclusive dev sentences and the example, as compare-builds.mjs builds
 * it) in a fresh process, for instruction counting under valgrind (bench/compare-builds-callgrind.sh):
 *   node bench/check-once.mjs BUILD/dist/index.js KB DATA.jsonl [0|1]
 * With 0 it only loads the build and checks one short paragraph (the start-up cost to subtract).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [build, kb, data, run = '1'] = process.argv.slice(2);
if (!build || !kb || !data) {
  console.error('usage: node bench/check-once.mjs BUILD/dist/index.js KB DATA.jsonl [0|1]');
  process.exit(2);
}
const { check } = await import(pathToFileURL(resolve(build)).href);
const root = new URL('..', import.meta.url).pathname;
const example = readFileSync(resolve(root, 'examples/stellenanzeige.txt'), 'utf8');
const sentences = readFileSync(data, 'utf8').trim().split('\n').map((l) => JSON.parse(l).exclusive);
let text = '';
let bytes = 0;
for (let i = 0; bytes < Number(kb) * 1024; i++) {
  const piece = sentences[i % sentences.length] + (i % 5 === 4 ? '\n\n' : ' ') + (i % 50 === 0 ? example : '');
  text += piece;
  bytes += Buffer.byteLength(piece);
}
check('Die Lehrer kommen. Jeder Mitarbeiter kommt. Der Bürgermeister Hans Müller sagte, die Kunden kommen.');
if (run === '1') check(text);
