/**
 * Vector loading speed and memory (src/embeddings/load.ts) on a generated fastText-style `.vec`.
 *
 * Run: npx tsx bench/embeddings-load.ts [--size-mb 1024] [--runs 3] [--words 2000]
 *        [--modes filtered,full,cache-write,cache-read,cache-filtered]
 *
 * Generates (once, reused afterwards) `<tmpdir>/genderfair-bench-<size>mb.vec`: ~2.5 kB rows of
 * 300 values printed like Common Crawl fastText (`-0.0123`, trailing zeros dropped, a space before
 * the newline), words of Italian-looking syllables with some accents, capitals and punctuation.
 * The file is read once before measuring, so all figures are for a page-cached file.
 *
 * Each measurement runs in its own child process (so peak RSS figures do not mix), plain node on
 * an esbuild bundle of this file (as the CLI ships; tsx alone adds ~30 MB of RSS): filtered load
 * of ~2,000 words spread over the whole file plus a few absent ones (the reader cannot stop early:
 * a full scan), full load, binary cache write, cache reload (full and filtered). Medians of --runs.
 * Goals (issue 5): filtered >= 1 GB/s, full >= 150 MB/s, peak RSS <= rows×dims×4 + 100 MB.
 * The machine is noisy (2 vCPUs shared with other work): compare medians, not single runs.
 */
import { fork } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadVectors, writeCache } from '../src/embeddings/load.js';

const DIM = 300;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** Deterministic xorshift32 in [0, 1). */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

const SYLLABLES = ['ca', 'sa', 'to', 're', 'mi', 'no', 'la', 'pe', 'ri', 'con', 'tra', 'gio', 'chi', 'ste', 'zio', 'ne', 'ra', 'bi', 'lu', 'fo', 'và', 'ità', 'ché', 'per'];

/** The word of row i: unique (a base-24 suffix), with some capitals and punctuation like a real vocabulary. */
function wordOf(i: number): string {
  let w = '';
  let n = i;
  do {
    w += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  } while (n > 0);
  if (i % 7 === 3) w = w[0]!.toUpperCase() + w.slice(1);
  if (i % 97 === 5) w = `${w}-${w.slice(0, 2)}`;
  if (i % 389 === 11) w = `${w}.`;
  return w;
}

/** Writes the benchmark file if it is not there yet; returns [path, rows]. */
function generate(sizeMb: number): [string, number] {
  const path = join(tmpdir(), `genderfair-bench-${sizeMb}mb.vec`);
  // ~2,230 bytes per row for 300 cc-style values.
  const rows = Math.max(1000, Math.round((sizeMb * 1024 * 1024) / 2230));
  if (existsSync(path)) {
    const head = Buffer.alloc(64);
    const fd = openSync(path, 'r');
    readSync(fd, head, 0, 64, 0);
    closeSync(fd);
    const [n, d] = head.toString('latin1').split('\n')[0]!.split(' ').map(Number);
    if (n === rows && d === DIM) return [path, rows];
  }
  console.error(`generating ${path} (${rows} rows × ${DIM}) …`);
  // Values -0.3000 … 0.3000 in steps of 1e-4, printed like fastText's cc vectors.
  const strings: string[] = [];
  for (let k = -3000; k <= 3000; k++) {
    let s = (k / 10000).toFixed(4).replace(/0+$/, '').replace(/\.$/, '');
    if (s === '-0') s = '0';
    strings.push(s);
  }
  const rnd = rng(42);
  const tmp = `${path}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  let out = `${rows} ${DIM}\n`;
  for (let i = 0; i < rows; i++) {
    out += wordOf(i);
    for (let d = 0; d < DIM; d++) {
      // Roughly normal, sd ~0.05 (sum of three uniforms), clipped to ±0.3.
      const g = (rnd() + rnd() + rnd() - 1.5) * 1000;
      out += ` ${strings[Math.max(-3000, Math.min(3000, Math.round(g))) + 3000]}`;
    }
    out += ' \n';
    if (out.length > 1 << 22) {
      writeSync(fd, out);
      out = '';
    }
  }
  writeSync(fd, out);
  closeSync(fd);
  renameSync(tmp, path);
  return [path, rows];
}

interface Measurement {
  seconds: number;
  bytes: number;
  rows: number;
  maxRssMb: number;
  extra?: string;
}

/** Child process: one measurement, reported to the parent. */
async function child(mode: string, path: string, vocabFile: string, cachePath: string): Promise<void> {
  const vocabulary = vocabFile ? (JSON.parse(readFileSync(vocabFile, 'utf8')) as string[]) : undefined;
  let m: Measurement;
  const t0 = performance.now();
  if (mode === 'baseline') {
    m = { seconds: 0, bytes: 0, rows: 0, maxRssMb: 0 };
  } else if (mode === 'filtered' || mode === 'full' || mode === 'cache-read' || mode === 'cache-filtered') {
    const from = mode.startsWith('cache') ? cachePath : path;
    const res = await loadVectors(from, { vocabulary: mode.endsWith('filtered') ? vocabulary : undefined });
    const seconds = (performance.now() - t0) / 1000;
    m = {
      seconds,
      bytes: res.bytes,
      rows: res.table.size,
      maxRssMb: 0,
      extra: `${res.rowsScanned} rows scanned, ${res.missing.length} missing, ${res.warnings.length} warnings`,
    };
  } else if (mode === 'cache-write') {
    const res = await loadVectors(path);
    const t1 = performance.now();
    await writeCache(res.table, cachePath);
    m = { seconds: (performance.now() - t1) / 1000, bytes: statSync(cachePath).size, rows: res.table.size, maxRssMb: 0 };
  } else throw new Error(`unknown mode ${mode}`);
  m.maxRssMb = process.resourceUsage().maxRSS / 1024;
  process.send!(m);
}

/** This file bundled with the loader into one plain-JS module for the children. */
const BUNDLE = join(tmpdir(), `genderfair-bench-load-${process.pid}.mjs`);

function runChild(mode: string, path: string, vocabFile: string, cachePath: string): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const c = fork(BUNDLE, ['--child', mode, path, vocabFile, cachePath], {
      execArgv: [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: Measurement | undefined;
    c.on('message', (m) => (result = m as Measurement));
    c.on('error', reject);
    c.on('exit', (code) => (result && code === 0 ? resolve(result) : reject(new Error(`${mode}: child exited with ${code}`))));
  });
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function main(): Promise<void> {
  const sizeMb = arg('size-mb', 1024);
  const runs = Math.max(1, arg('runs', 3));
  const nWords = arg('words', 2000);
  const [path, rows] = generate(sizeMb);
  const size = statSync(path).size;
  const cachePath = join(tmpdir(), `genderfair-bench-${sizeMb}mb.gfvec`);

  // Vocabulary: ~nWords words spread evenly over the file plus 20 absent ones (forces a full scan).
  const vocab: string[] = [];
  for (let k = 0; k < nWords; k++) vocab.push(wordOf(Math.floor(((k + 0.5) * rows) / nWords)));
  for (let k = 0; k < 20; k++) vocab.push(`absent${k}`);
  const vocabFile = join(tmpdir(), `genderfair-bench-vocab-${process.pid}.json`);
  writeFileSync(vocabFile, JSON.stringify(vocab));
  // Imported here only: the bundle (run from the temp dir) must not need esbuild.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [fileURLToPath(import.meta.url)],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    external: ['esbuild'],
  });

  // Warm the page cache.
  {
    const fd = openSync(path, 'r');
    const buf = Buffer.allocUnsafe(16 << 20);
    let pos = 0;
    let n: number;
    while ((n = readSync(fd, buf, 0, buf.length, pos)) > 0) pos += n;
    closeSync(fd);
  }

  const vectorsMb = (rows * DIM * 4) / 1e6;
  console.log(`file: ${path} (${(size / 1e6).toFixed(0)} MB, ${rows} rows × ${DIM}; vectors ${vectorsMb.toFixed(0)} MB as float32)`);
  console.log(`runs per mode: ${runs} (median shown; min–max in brackets)`);
  const baseline = await runChild('baseline', path, '', cachePath);
  console.log(`baseline child process RSS (node, nothing loaded): ${baseline.maxRssMb.toFixed(0)} MB\n`);

  const rowsOut: string[][] = [];
  const modes: [string, string, (m: Measurement) => number, string][] = [
    ['filtered', `filtered load, ${nWords} + 20 absent words`, (m) => m.bytes / 1e9 / m.seconds, 'GB/s (goal >= 1)'],
    ['full', 'full load', (m) => m.bytes / 1e6 / m.seconds, 'MB/s (goal >= 150)'],
    ['cache-write', 'cache write (after a full load)', (m) => m.bytes / 1e6 / m.seconds, 'MB/s'],
    ['cache-read', 'cache reload, full', (m) => m.bytes / 1e6 / m.seconds, 'MB/s'],
    ['cache-filtered', `cache reload, filtered`, (m) => m.seconds * 1000, 'ms'],
  ];
  const only = process.argv.includes('--modes') ? process.argv[process.argv.indexOf('--modes') + 1]!.split(',') : undefined;
  for (const [mode, title, rate, unit] of modes) {
    if (only && !only.includes(mode)) continue;
    const ms: Measurement[] = [];
    for (let i = 0; i < runs; i++) ms.push(await runChild(mode, path, vocabFile, cachePath));
    const rates = ms.map(rate);
    const rss = ms.map((m) => m.maxRssMb);
    const secs = ms.map((m) => m.seconds);
    const fmt = (x: number): string => (x >= 100 ? x.toFixed(0) : x.toFixed(2));
    const over = median(rss) - (mode === 'filtered' || mode === 'cache-filtered' ? 0 : vectorsMb);
    const sign = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(0)} MB`;
    rowsOut.push([
      title,
      `${fmt(median(rates))} ${unit} [${fmt(Math.min(...rates))}–${fmt(Math.max(...rates))}]`,
      `${median(secs).toFixed(2)} s`,
      `${median(rss).toFixed(0)} MB`,
      mode === 'filtered' || mode === 'cache-filtered' ? '' : sign(over),
      sign(over - baseline.maxRssMb),
      ms[0]!.extra ?? '',
    ]);
  }
  const header = ['mode', 'throughput', 'time', 'peak RSS', 'RSS − vectors', '− baseline', 'notes'];
  const widths = header.map((h, i) => Math.max(h.length, ...rowsOut.map((r) => r[i]!.length)));
  const line = (r: string[]): string => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rowsOut) console.log(line(r));
  console.log(`\npeak-memory goal for a full load: ${vectorsMb.toFixed(0)} MB of vectors + < 100 MB (baseline process ${baseline.maxRssMb.toFixed(0)} MB included)`);
  rmSync(BUNDLE, { force: true });
  rmSync(vocabFile, { force: true });
  // The cache is rewritten by every run that measures writing it; keep the disk space otherwise.
  if (!only || only.includes('cache-write')) rmSync(cachePath, { force: true });
}

if (process.argv[2] === '--child') {
  await child(process.argv[3]!, process.argv[4]!, process.argv[5] ?? '', process.argv[6]!);
} else {
  await main();
}
