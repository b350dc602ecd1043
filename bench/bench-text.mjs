/**
 * The bench text of the build comparisons (compare-builds.mjs, check-once.mjs): de-inclusive dev
 * sentences, a paragraph break after every fifth, the bundled job advert after every fiftieth, up to
 * `bytes` of UTF-8. Plain JavaScript: check-once.mjs runs under valgrind with plain node.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export function benchText(dataPath, bytes) {
  const root = new URL('..', import.meta.url).pathname;
  const example = readFileSync(resolve(root, 'examples/stellenanzeige.txt'), 'utf8');
  const sentences = readFileSync(dataPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l).exclusive);
  let text = '';
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const piece = sentences[i % sentences.length] + (i % 5 === 4 ? '\n\n' : ' ') + (i % 50 === 0 ? example : '');
    text += piece;
    size += Buffer.byteLength(piece);
  }
  return text;
}
