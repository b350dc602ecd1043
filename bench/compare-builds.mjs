/**
 * Throughput of two builds of the checker on the same 1 MB of German prose, measured interleaved so that
 * a noisy machine affects both alike; prints medians and their ratio.
 *   npx tsx bench/compare-builds.mjs OLD/dist/index.js NEW/dist/index.js --data DEV.jsonl   (or GENDERFAIR_DE_INCLUSIVE)
 * DEV.jsonl: the de-inclusive dev set (README.md, "Test data and benchmarks").
 * (An old build: git worktree add /tmp/old REV && cd /tmp/old && ln -s "$PWD/../main/node_modules" && npm run build)
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { benchData } from './data.ts';
import { benchText } from './bench-text.mjs';

const args = process.argv.slice(2);
const [oldPath, newPath] = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--data');
if (!oldPath || !newPath) {
  console.error('usage: npx tsx bench/compare-builds.mjs OLD/dist/index.js NEW/dist/index.js --data FILE.jsonl');
  process.exit(2);
}
const dataPath = benchData('--data', 'GENDERFAIR_DE_INCLUSIVE');
const text = benchText(dataPath, 1_048_576);
const builds = {
  old: await import(pathToFileURL(resolve(oldPath)).href),
  new: await import(pathToFileURL(resolve(newPath)).href),
};
for (const b of Object.values(builds)) b.check('Die Lehrer kommen.');
const times = { old: [], new: [] };
for (let r = 0; r < 7; r++) {
  for (const [name, build] of Object.entries(builds)) {
    const t0 = performance.now();
    build.check(text);
    times[name].push(performance.now() - t0);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const mb = Buffer.byteLength(text) / 1_048_576;
const rate = (name) => mb / (median(times[name]) / 1000);
console.log(`old ${rate('old').toFixed(2)} MB/s, new ${rate('new').toFixed(2)} MB/s, new/old ${(rate('new') / rate('old')).toFixed(2)} (medians of 7 interleaved runs on ${mb.toFixed(2)} MB)`);
