/**
 * Writes data/python/lower-unchanged.json: the code points that Python 3.11's str.lower() leaves as
 * they are (Unicode 14) but Node's String.prototype.toLowerCase() lowercases (newer Unicode in ICU).
 * src/eval/python.ts `pyLower` keeps them. Run with a Node whose ICU is at least as new as any Node
 * the package runs on (older ICUs lowercase a subset of these), and python3 3.11 on PATH:
 *
 *   node scripts/build-python-lower.mjs
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const py = JSON.parse(
  execFileSync('python3', ['-c', 'import json, sys, unicodedata; json.dump([sys.version.split()[0], unicodedata.unidata_version, {c: chr(c).lower() for c in range(0x110000) if not 0xd800 <= c < 0xe000}], sys.stdout)'], {
    maxBuffer: 1 << 28,
  }).toString(),
);
const [pyVersion, unidata, lower] = py;
const unchanged = [];
for (const [k, v] of Object.entries(lower)) {
  const c = String.fromCodePoint(Number(k));
  if (c.toLowerCase() === v) continue;
  if (v !== c) throw new Error(`U+${Number(k).toString(16)}: Python lowercases it differently from Node; pyLower needs a mapping table`);
  unchanged.push(Number(k));
}
unchanged.sort((a, b) => a - b);
const data = {
  source: `Python ${pyVersion} str.lower() (Unicode ${unidata}) vs Node ${process.versions.node} (ICU ${process.versions.icu}, Unicode ${process.versions.unicode}); scripts/build-python-lower.mjs`,
  codePoints: unchanged,
};
writeFileSync(new URL('../data/python/lower-unchanged.json', import.meta.url), `${JSON.stringify(data)}\n`);
console.log(`${unchanged.length} code points`);
