/**
 * Cost of the batch engine (issue 16). Never part of pass/fail. Prints medians and ratios:
 *   - per worker: end-to-end `genderfair batch` on one worker (read Parquet -> check -> write Parquet,
 *     CLI start and worker start-up included) against a plain check() loop over the same texts in memory
 *     (in a fresh process, the loop alone timed; goal >= 90 %);
 *   - the fixed start-up of a run (batch of 8 documents), which a large corpus amortises;
 *   - 2 workers against 1 (goal >= 1.8x on a 2-core machine).
 * The first batch run's findings are compared with the loop's: they must be the same rows.
 *   npm run build && npx tsx bench/batch-throughput.ts --data DEV.jsonl [--mb 16] [--runs 3]
 * DEV.jsonl: the de-inclusive dev set (or GENDERFAIR_DE_INCLUSIVE; its exclusive and inclusive sentences)
 * or the de-wild one (its texts); they and the bundled job advert are mixed into documents of about
 * 700 characters up to --mb megabytes (--mb 1000 for the 1 GB run; keep that out of CI).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { parquetWriteFile } from 'hyparquet-writer';
import { benchData, numberFlag } from './data.js';

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'dist/cli/genderfair.mjs');
const dataPath = benchData('--data', 'GENDERFAIR_DE_INCLUSIVE');
const targetChars = numberFlag('mb', 16) * 1e6;
const runs = numberFlag('runs', 3);

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

// real sentences: the dev set's exclusive and inclusive versions, and the advert's paragraphs
const sentences: string[] = [];
for (const line of readFileSync(dataPath, 'utf8').split('\n')) {
  if (line.trim() === '') continue;
  const r = JSON.parse(line) as { exclusive?: string; inclusive?: string; text?: string };
  for (const s of [r.exclusive, r.inclusive, r.text]) if (typeof s === 'string' && s.trim() !== '') sentences.push(s.trim());
}
sentences.push(...readFileSync(join(root, 'examples/stellenanzeige.txt'), 'utf8').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean));

// documents of about 700 characters, sentences picked by a fixed pseudo-random sequence
const texts: string[] = [];
let seed = 1;
let total = 0;
while (total < targetChars) {
  let doc = '';
  while (doc.length < 700) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    doc += (doc ? ' ' : '') + sentences[seed % sentences.length];
  }
  texts.push(doc);
  total += doc.length;
}

const dir = mkdtempSync(join(tmpdir(), 'genderfair-batch-bench-'));
const corpus = join(dir, 'corpus.parquet');
const small = join(dir, 'small.parquet');
for (const [filename, n] of [[corpus, texts.length], [small, 8]] as const) {
  parquetWriteFile({
    filename,
    columnData: [
      { name: 'id', data: texts.slice(0, n).map((_, i) => `d${i}`), type: 'STRING' },
      { name: 'text', data: texts.slice(0, n), type: 'STRING' },
    ],
  });
}
console.log(`corpus: ${texts.length} documents, ${(total / 1e6).toFixed(1)} MB of text from ${sentences.length} sentences`);

interface Timing {
  wall: number;
  /** CPU seconds (user + system) of all threads: the engine's cost, whatever else the machine runs. */
  cpu: number;
}

// The loop runs in a fresh process each time, as each batch run does: warm analysis caches from an
// earlier pass over the same texts would make it faster than any first pass. Only the loop is timed
// (not the start, the lexicon load or the reading of the texts). After the timing it prints a digest of
// its findings as batch's rows, to compare with batch's output.
const LOOP = `
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
const { check } = await import(process.argv[1]);
const texts = JSON.parse(readFileSync(process.argv[2], 'utf8'));
check('Die Lehrer kommen.');
const found = [];
const t0 = performance.now();
const c0 = process.cpuUsage();
for (const t of texts) found.push(check(t));
const c = process.cpuUsage(c0);
const wall = (performance.now() - t0) / 1000;
const hash = createHash('sha256');
let findings = 0;
found.forEach((ds, i) => ds.forEach((d) => {
  findings++;
  hash.update(JSON.stringify(['d' + i, d.start, d.end, d.ruleId, d.severity, d.confidence, d.actual, d.suggestions[0]?.preview ?? '']) + '\\n');
}));
console.log(JSON.stringify({ wall, cpu: (c.user + c.system) / 1e6, findings, digest: hash.digest('hex') }));
`;
writeFileSync(join(dir, 'texts.json'), JSON.stringify(texts));

function loop(): Timing & { findings: number; digest: string } {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', LOOP, join(root, 'dist/index.js'), join(dir, 'texts.json')], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (r.status !== 0) throw new Error(`the loop failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as Timing & { findings: number; digest: string };
}

// The same loop split over N plain worker threads, without the batch engine: what the machine and the
// checker give two threads at all (the ceiling of the engine's scaling).
const THREADS = `
import { Worker } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
const [lib, file, n] = process.argv.slice(1);
const texts = JSON.parse(readFileSync(file, 'utf8'));
const c0 = process.cpuUsage();
const t0 = performance.now();
await Promise.all(Array.from({ length: Number(n) }, (_, k) => new Promise((resolve, reject) => {
  const part = texts.filter((_, i) => i % Number(n) === k);
  const code = "const { parentPort, workerData } = require('node:worker_threads');" +
    "import(workerData.lib).then(({ check }) => { for (const t of workerData.part) check(t); parentPort.postMessage(1); });";
  const w = new Worker(code, { eval: true, execArgv: [], workerData: { lib, part } });
  w.on('message', () => void w.terminate().then(resolve));
  w.on('error', reject);
})));
const c = process.cpuUsage(c0);
console.log(JSON.stringify({ wall: (performance.now() - t0) / 1000, cpu: (c.user + c.system) / 1e6 }));
`;

function threads(n: number): Timing {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', THREADS, pathToFileURL(join(root, 'dist/index.js')).href, join(dir, 'texts.json'), String(n)], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (r.status !== 0) throw new Error(`the threads failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as Timing;
}

function batch(workers: number, input = corpus): Timing {
  const args = [cli, 'batch', input, '--text-field', 'text', '--id-field', 'id', '--out', join(dir, 'out.parquet'), '--summary', join(dir, 'sum.parquet'), '--workers', String(workers)];
  // bash's `times` prints the CPU time of its children (the batch process with all its threads)
  const script = `"$0" "$@" >/dev/null 2>"$BENCH_ERR" || exit 1; times`;
  const t0 = performance.now();
  const r = spawnSync('bash', ['-c', script, process.execPath, ...args], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '', BENCH_ERR: join(dir, 'stderr') } });
  const wall = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`batch failed: ${readFileSync(join(dir, 'stderr'), 'utf8')}`);
  const m = /\n(\d+)m([\d.]+)s (\d+)m([\d.]+)s\s*$/.exec(r.stdout);
  if (!m) throw new Error(`no CPU times in ${JSON.stringify(r.stdout)}`);
  return { wall, cpu: Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4]) };
}

/** The same digest of batch's findings (the Parquet file of the last run). */
async function batchDigest(): Promise<{ findings: number; digest: string }> {
  const { asyncBufferFromFile, parquetReadObjects } = await import('hyparquet');
  const rows = await parquetReadObjects({ file: await asyncBufferFromFile(join(dir, 'out.parquet')) });
  const hash = createHash('sha256');
  for (const r of rows) hash.update(JSON.stringify([r.doc, r.start, r.end, r.ruleId, r.severity, r.confidence, r.actual, r.suggestion]) + '\n');
  return { findings: rows.length, digest: hash.digest('hex') };
}

const times = { loop: [] as Timing[], one: [] as Timing[], two: [] as Timing[], start: [] as Timing[], plain1: [] as Timing[], plain2: [] as Timing[] };
for (let i = 0; i < runs; i++) {
  const l = loop();
  times.loop.push(l);
  times.one.push(batch(1));
  if (i === 0) {
    const b = await batchDigest();
    if (b.digest !== l.digest) throw new Error(`batch wrote other findings than the loop found (${b.findings} rows against ${l.findings})`);
    console.log(`findings: ${l.findings}, the same rows from batch and the loop`);
  }
  times.two.push(batch(2));
  times.start.push(batch(1, small));
  times.plain1.push(threads(1));
  times.plain2.push(threads(2));
}
rmSync(dir, { recursive: true, force: true });

const mbs = (s: number): string => `${(total / 1e6 / s).toFixed(2)} MB/s`;
const med = (xs: Timing[], k: keyof Timing): number => median(xs.map((x) => x[k]));
const [loopS, oneS, twoS] = [med(times.loop, 'wall'), med(times.one, 'wall'), med(times.two, 'wall')];
const [loopC, oneC, twoC] = [med(times.loop, 'cpu'), med(times.one, 'cpu'), med(times.two, 'cpu')];
console.log(`in-process check() loop: ${loopS.toFixed(2)} s wall (${mbs(loopS)}), ${loopC.toFixed(2)} s CPU`);
console.log(`batch, 1 worker:         ${oneS.toFixed(2)} s wall (${mbs(oneS)}), ${oneC.toFixed(2)} s CPU`);
console.log(`batch, 2 workers:        ${twoS.toFixed(2)} s wall (${mbs(twoS)}), ${twoC.toFixed(2)} s CPU`);
console.log(`batch of 8 documents:    ${med(times.start, 'wall').toFixed(2)} s wall, ${med(times.start, 'cpu').toFixed(2)} s CPU (the fixed start-up: CLI, thread, lexicon)`);
console.log(`per worker, wall: ${((loopS / oneS) * 100).toFixed(1)} % of the loop; CPU: ${((loopC / oneC) * 100).toFixed(1)} % (goal >= 90 %)`);
console.log(`2 workers against 1, wall: ${(oneS / twoS).toFixed(2)}x (goal >= 1.8x on 2 free cores); CPU per MB: ${((twoC / oneC) * 100).toFixed(1)} % of one worker's`);
const [p1, p2] = [med(times.plain1, 'wall'), med(times.plain2, 'wall')];
const [p1c, p2c] = [med(times.plain1, 'cpu'), med(times.plain2, 'cpu')];
console.log(`without the engine, plain worker threads: 2 against 1, wall: ${(p1 / p2).toFixed(2)}x; CPU: ${((p2c / p1c) * 100).toFixed(1)} % of one thread's`);
console.log(`medians of ${runs} runs; wall times show the machine's load, CPU times the engine's cost (start-up included)`);
