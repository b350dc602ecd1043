/**
 * Speed and memory of the German checker. Prints medians and ratios; never part of the pass/fail tests.
 *   npm run build && npx tsx bench/check-throughput.ts --data DEV.jsonl   (or GENDERFAIR_DE_INCLUSIVE=DEV.jsonl)
 * DEV.jsonl: the de-inclusive dev set (README.md, "Test data and benchmarks"); its sentences and the
 * bundled example make up the text.
 * Goals (issue 2): >= 1 MB/s on one core, < 2 ms median per 700-character paragraph,
 * CLI cold start < 300 ms, heap < 150 MB.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { check } from '../src/index.js';
import { benchData } from './data.js';

const root = new URL('..', import.meta.url).pathname;
const dataPath = benchData('--data', 'GENDERFAIR_DE_INCLUSIVE');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

// CLI cold start first, while this process is still small (spawning from a large heap is slower)
const cli = join(root, 'dist/cli/genderfair.mjs');
const cold: number[] = [];
if (existsSync(cli)) {
  const dir = mkdtempSync(join(tmpdir(), 'genderfair-bench-'));
  const file = join(dir, 'text.txt');
  writeFileSync(file, readFileSync(join(root, 'examples/stellenanzeige.txt'), 'utf8').slice(0, 700));
  for (let r = 0; r < 10; r++) {
    const t0 = performance.now();
    // without tsx's loader, which NODE_OPTIONS would pass on to the child
    spawnSync(process.execPath, [cli, 'check', file], { stdio: 'ignore', env: { ...process.env, NODE_OPTIONS: '' } });
    cold.push(performance.now() - t0);
  }
}


// Real German sentences: the benchmark's exclusive sentences plus the bundled example.
const sentences: string[] = [];
for (const line of readFileSync(dataPath, 'utf8').split('\n')) {
  if (line.trim()) sentences.push((JSON.parse(line) as { exclusive: string }).exclusive);
}
sentences.push(...readFileSync(join(root, 'examples/stellenanzeige.txt'), 'utf8').split(/\n\s*\n/));

// Paragraphs of about 700 characters, then a corpus of >= 1 MB made of them.
const paragraphs: string[] = [];
let current = '';
for (let i = 0; paragraphs.length < 200; i++) {
  current += (current ? ' ' : '') + sentences[i % sentences.length];
  if (current.length >= 700) {
    paragraphs.push(current.slice(0, 700));
    current = '';
  }
}
let corpus = '';
for (let i = 0; Buffer.byteLength(corpus) < 1_048_576; i++) corpus += paragraphs[i % paragraphs.length] + '\n\n';
const megabytes = Buffer.byteLength(corpus) / 1_048_576;

check('Die Lehrer kommen.'); // load the lexicon before timing
const runs: number[] = [];
for (let r = 0; r < 5; r++) {
  const t0 = performance.now();
  check(corpus);
  runs.push(performance.now() - t0);
}
const throughput = megabytes / (median(runs) / 1000);

const perParagraph: number[] = [];
for (let r = 0; r < 3; r++) {
  for (const p of paragraphs) {
    const t0 = performance.now();
    check(p);
    perParagraph.push(performance.now() - t0);
  }
}

// heap in use while the diagnostics of the whole 1 MB are still held (what a caller keeps)
const held = check(corpus);
const heapMb = process.memoryUsage().heapUsed / 1_048_576;
const findings = held.length;

const rows: [string, string, string][] = [
  ['check throughput', `${throughput.toFixed(2)} MB/s (median of 5 runs on ${megabytes.toFixed(2)} MB)`, `goal >= 1 MB/s: ${(throughput / 1).toFixed(2)}x`],
  ['700-char paragraph', `${median(perParagraph).toFixed(3)} ms median (${perParagraph.length} runs)`, `goal < 2 ms: ${(2 / median(perParagraph)).toFixed(1)}x headroom`],
  ['CLI cold start', cold.length ? `${median(cold).toFixed(0)} ms median of 10` : 'dist/ missing: run npm run build', cold.length ? `goal < 300 ms: ${(300 / median(cold)).toFixed(2)}x` : ''],
  ['heap holding 1 MB check', `${heapMb.toFixed(1)} MB heapUsed (${findings} findings held)`, `goal < 150 MB: ${(150 / heapMb).toFixed(1)}x`],
];
for (const [name, value, goal] of rows) console.log(`${name.padEnd(22)} ${value.padEnd(48)} ${goal}`);
