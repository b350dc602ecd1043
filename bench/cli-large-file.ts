/**
 * `genderfair check` and `fix` on a large plain-text file (issue 11: 50 MB in < 500 MB RSS). Generates
 * German prose with findings in most paragraphs, runs the built CLI on it and prints the wall time and the
 * child's peak RSS (from /usr/bin/time -v). Never part of the pass/fail tests.
 *   npm run build && npx tsx bench/cli-large-file.ts [--mb 50] [--format json]
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'dist/cli/genderfair.mjs');
const TIME = '/usr/bin/time';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
const MB = Number(option('mb', '50'));
const FORMAT = option('format', 'json');

if (!existsSync(cli)) {
  console.error('dist/cli/genderfair.mjs is missing: run `npm run build` first');
  process.exit(2);
}
if (!existsSync(TIME)) {
  console.error(`${TIME} is missing (Debian package "time"): it measures the peak RSS of the CLI`);
  process.exit(2);
}

/** The example job ad, each copy with its own date, as paragraphs until `bytes` are written. */
async function generate(file: string, bytes: number): Promise<void> {
  const example = readFileSync(join(root, 'examples/stellenanzeige.txt'), 'utf8').trimEnd();
  const out = createWriteStream(file);
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const copy = `${example.replace(/1\. Januar/g, `${(i % 28) + 1}. Januar ${2000 + (i % 50)}`)}\n\n`;
    size += Buffer.byteLength(copy);
    if (!out.write(copy)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

function measure(label: string, args: string[]): void {
  const r = spawnSync(TIME, ['-v', process.execPath, cli, ...args], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  const rss = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr)?.[1] ?? NaN) / 1024;
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)/.exec(r.stderr)?.[1] ?? '?';
  const user = /User time \(seconds\): (\S+)/.exec(r.stderr)?.[1] ?? '?';
  const status = /Exit status: (\d+)/.exec(r.stderr)?.[1] ?? String(r.status);
  const firstLine = r.stderr.split('\n').find((l) => l.startsWith('genderfair:'));
  console.log(
    `${label.padEnd(28)} exit ${status}, wall ${wall}, user ${user} s, peak RSS ${rss.toFixed(0)} MB ` +
      `(goal < 500 MB: ${rss < 500 ? 'met' : 'NOT met'})${firstLine ? `; ${firstLine}` : ''}`,
  );
}

const dir = mkdtempSync(join(os.tmpdir(), 'genderfair-large-'));
try {
  const file = join(dir, 'gross.txt');
  await generate(file, MB * 1024 * 1024);
  console.log(`${file}: ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB of German prose`);
  measure(`check --format ${FORMAT}`, ['check', '--format', FORMAT, file]);
  measure('fix (stdout)', ['fix', file]);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
