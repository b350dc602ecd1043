/**
 * Load test of the HTTP API (issue 6). Never part of the pass/fail tests.
 *   npm run build && npx tsx bench/server-load.ts [--runs 3] [--warmup 10] [--connections 50]
 *
 * The server runs in its own process (the built CLI: `genderfair serve --port 0`), so the load generator
 * (autocannon, 50 connections) does not share its event loop. Every request is POST /api/check with
 * a realistic 700-character paragraph, in two workloads (see `Workload`). A bounded warm-up (10 s)
 * comes first, then runs of exactly 10,000 requests each; medians over the runs are printed, and the
 * server's memory (from GET /health) before, after the warm-up and after each run, to show that it
 * stays flat once the result cache is full.
 * Goal: p99 < 50 ms, no errors. With 50 connections always busy, the latency is mostly queueing
 * (Little's law: about 50 / throughput), so a one-connection run shows the service time of one request.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { numberFlag } from './data.js';

// autocannon ships no types; the part used here:
interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
}
interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  latency: Histogram;
  requests: Histogram;
}
interface AutocannonRequest {
  body?: string;
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
}
interface AutocannonOptions {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  connections: number;
  duration?: number;
  amount?: number;
  requests?: AutocannonRequest[];
}
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: AutocannonOptions) => Promise<AutocannonResult>;

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'dist/cli/genderfair.mjs');

const RUNS = numberFlag('runs', 3);
const WARMUP_S = numberFlag('warmup', 10);
const CONNECTIONS = numberFlag('connections', 50);
const AMOUNT = 10_000;

// A university job ad, with generic masculines in several forms (nouns, "jeder", compounds, adjectival).
const PARAGRAPH =
  'Die Fakultät für Informatik sucht zum Wintersemester einen wissenschaftlichen Mitarbeiter für das Projekt ' +
  '„Digitale Lehre“. Der Mitarbeiter unterstützt die Professoren bei der Betreuung der Studenten und organisiert ' +
  'gemeinsam mit den Tutoren die wöchentlichen Übungen. Jeder Bewerber sollte ein abgeschlossenes Masterstudium ' +
  'mitbringen und erste Erfahrung als Dozent haben. Die Teilnehmerzahl unserer Vorlesungen liegt bei etwa 300, ' +
  'daher sind Organisationstalent und Freude am Umgang mit Studienanfängern wichtig. Bitte senden Sie Ihre ' +
  'Unterlagen bis zum 15. März an den Ansprechpartner im Dekanat. Schwerbehinderte Bewerber werden bei gleicher ' +
  'Eignung bevorzugt berücksichtigt; jeder Kandidat erhält eine Eingangsbestätigung.';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
}

async function memory(url: string): Promise<Memory> {
  const r = await fetch(`${url}/health`);
  return ((await r.json()) as { memory: Memory }).memory;
}

function startServer(): Promise<{ url: string; stop(): void }> {
  // NODE_OPTIONS cleared: tsx's loader must not be passed on to the server process.
  const child = spawn(process.execPath, [cli, 'serve', '--port', '0', '--no-web'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let stderr = '';
  return new Promise((resolve, reject) => {
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (s: string) => {
      stderr += s;
      const m = /genderfair: (http:\/\/\S+)/.exec(stderr);
      if (m?.[1]) resolve({ url: m[1], stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
}

if (!existsSync(cli)) {
  console.error('dist/cli/genderfair.mjs is missing: run `npm run build` first');
  process.exit(2);
}

const server = await startServer();
// Do not leave the server running when this process ends early (Ctrl+C, an error).
process.on('exit', () => server.stop());
process.on('SIGINT', () => process.exit(130));
/**
 * Two workloads. 'same': every request sends the same paragraph, as an editor re-checking unchanged
 * text does; the server answers repeats from its result cache (src/server/check-cache.ts). 'distinct':
 * every request sends a different paragraph (a number in it counts up), so every request runs the
 * checker.
 */
type Workload = 'same' | 'distinct';
let counter = 0;
const distinctBody = (): string => JSON.stringify({ text: PARAGRAPH.replace('etwa 300', `etwa ${300 + ++counter}`) });
const request = (workload: Workload, extra: { duration?: number; amount?: number }): Promise<AutocannonResult> =>
  autocannon({
    url: `${server.url}/api/check`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: PARAGRAPH }),
    connections: CONNECTIONS,
    ...(workload === 'distinct' ? { requests: [{ setupRequest: (req) => ({ ...req, body: distinctBody() }) }] } : {}),
    ...extra,
  });

try {
  const check = await fetch(`${server.url}/api/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: PARAGRAPH }),
  });
  const findings = ((await check.json()) as { diagnostics: unknown[] }).diagnostics.length;
  console.log(`server ${server.url} (own process); paragraph of ${PARAGRAPH.length} characters, ${findings} findings per check`);
  console.log(`${CONNECTIONS} connections; warm-up ${WARMUP_S} s, then ${RUNS} × ${AMOUNT} requests\n`);

  const memRows: [string, Memory][] = [['start', await memory(server.url)]];
  const warm = await request('distinct', { duration: WARMUP_S });
  memRows.push(['after warm-up', await memory(server.url)]);
  console.log(
    `warm-up (distinct texts): ${warm.requests.total} requests in ${warm.duration.toFixed(1)} s, ${(warm.requests.total / warm.duration).toFixed(0)} req/s, ` +
      `p50 ${warm.latency.p50} ms, p99 ${warm.latency.p99} ms, errors ${warm.errors}, non-2xx ${warm.non2xx}`,
  );

  // One connection: the service time of a single request, without queueing behind 49 others.
  const single = await autocannon({
    url: `${server.url}/api/check`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: PARAGRAPH }),
    connections: 1,
    amount: 1000,
    requests: [{ setupRequest: (req) => ({ ...req, body: distinctBody() }) }],
  });
  console.log(
    `1 connection, 1000 distinct texts: ${(single['2xx'] / single.duration).toFixed(0)} req/s, p50 ${single.latency.p50} ms, p99 ${single.latency.p99} ms`,
  );

  const summary: string[] = [];
  for (const workload of ['distinct', 'same'] as const) {
    const runs: AutocannonResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await request(workload, { amount: AMOUNT });
      runs.push(r);
      memRows.push([`after ${workload} run ${i + 1}`, await memory(server.url)]);
      console.log(
        `${workload} texts, run ${i + 1}: ${r['2xx']} × 2xx in ${r.duration.toFixed(2)} s, ${(r['2xx'] / r.duration).toFixed(0)} req/s, ` +
          `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx}`,
      );
    }
    const p99 = median(runs.map((r) => r.latency.p99));
    const failures = runs.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
    const incomplete = runs.filter((r) => r['2xx'] !== AMOUNT).length;
    summary.push(
      `${workload === 'same' ? 'same text (cache hits)' : 'distinct texts (checker runs)'}: ` +
        `${median(runs.map((r) => r['2xx'] / r.duration)).toFixed(0)} req/s, p50 ${median(runs.map((r) => r.latency.p50))} ms, ` +
        `p99 ${p99} ms (goal < 50 ms: ${p99 < 50 ? 'met' : 'NOT met'}), errors/timeouts/non-2xx ${failures}` +
        (incomplete ? `; ${incomplete} runs without ${AMOUNT} 2xx answers` : ''),
    );
  }
  console.log(`\nmedians over ${RUNS} runs of ${AMOUNT} requests, ${CONNECTIONS} connections:`);
  for (const line of summary) console.log(`  ${line}`);
  console.log('\nserver memory (GET /health):');
  for (const [label, m] of memRows) {
    console.log(`  ${label.padEnd(30)} rss ${mb(m.rss).padStart(9)}   heap used ${mb(m.heapUsed).padStart(8)} of ${mb(m.heapTotal)}`);
  }
} finally {
  server.stop();
}
