/**
 * /health under load (issue 11): while 100 connections send a worst-case 60 KB text to /api/check for
 * 10 s, a separate client process asks GET /health every 20 ms and reports its latency. Goal: p99 < 100 ms.
 * Never part of the pass/fail tests.
 *   npm run build && npx tsx bench/server-health.ts [--connections 100] [--duration 10] [--workers N]
 *
 * The server is the built CLI (`genderfair serve --port 0`) in its own process; the /health client is a
 * child process of its own, so neither autocannon's event loop nor the server's checks delay its clock.
 * The worst-case text is dense with findings: long person-noun compounds, pronouns, adjectival nouns.
 * Every request differs by a number, so the answer cache never helps.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { numberFlag } from './data.js';

interface Histogram {
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
  statusCodeStats: Record<string, { count: number }>;
  latency: Histogram;
  requests: Histogram;
}
interface AutocannonOptions {
  url: string;
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: Array<{ setupRequest: (req: { body?: string }) => { body?: string } }>;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: AutocannonOptions) => Promise<AutocannonResult>;

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'dist/cli/genderfair.mjs');

const CONNECTIONS = numberFlag('connections', 100);
const DURATION_S = numberFlag('duration', 10);
const WORKERS = process.argv.includes('--workers') ? numberFlag('workers', 1) : undefined;

const COMPOUNDS = [
  'Lehrerzimmerschlüsselverwalter',
  'Bürgermeisterwahlkampfhelfer',
  'Studentenwerksmitarbeitervertreter',
  'Feuerwehrmännerverbandsvorsitzende',
  'Krankenpflegerausbildungsleiter',
  'Steuerberaterkammerpräsident',
  'Ärztevereinigungsgeschäftsführer',
  'Bauarbeitergewerkschaftssprecher',
];
/** About 60 KB: every sentence has several findings, most of them long compounds. */
function worstCaseText(bytes = 60_000): string {
  const sentences: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const a = COMPOUNDS[i % COMPOUNDS.length];
    const b = COMPOUNDS[(i * 3 + 1) % COMPOUNDS.length];
    const s = `Jeder ${a} spricht mit den ${b}n, dem Vertreter der Lehrer und einem Angestellten der Mitarbeiter über die Anträge der Bürger.`;
    sentences.push(i % 5 === 4 ? `${s}\n\n` : `${s} `);
    size += Buffer.byteLength(s) + 1;
  }
  return sentences.join('');
}

function startServer(): Promise<{ url: string; stop(): void }> {
  const args = [cli, 'serve', '--port', '0', '--no-web', '--max-body', '2m', ...(WORKERS ? ['--workers', String(WORKERS)] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NODE_OPTIONS: '' } });
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

/** GET /health every `everyMs` for `seconds` from a child process; returns the latencies in ms. */
function probeHealth(url: string, seconds: number, everyMs = 20): Promise<number[]> {
  const script = `
    const end = Date.now() + ${seconds * 1000};
    const out = [];
    while (Date.now() < end) {
      const t = performance.now();
      const r = await fetch(${JSON.stringify(`${url}/health`)});
      await r.arrayBuffer();
      out.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, ${everyMs}));
    }
    process.stdout.write(JSON.stringify(out));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '' } });
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (s: string) => (out += s));
  return new Promise((resolve, reject) => child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as number[]) : reject(new Error(`probe exited with ${code}`)))));
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

if (!existsSync(cli)) {
  console.error('dist/cli/genderfair.mjs is missing: run `npm run build` first');
  process.exit(2);
}

const server = await startServer();
process.on('exit', () => server.stop());
process.on('SIGINT', () => process.exit(130));
try {
  const text = worstCaseText();
  const first = await fetch(`${server.url}/api/check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
  const firstBody = (await first.json()) as { diagnostics?: unknown[]; total?: number; error?: string };
  console.log(
    `server ${server.url}; worst-case text ${Buffer.byteLength(text)} bytes: status ${first.status}, ` +
      `${firstBody.total ?? firstBody.diagnostics?.length ?? firstBody.error} findings`,
  );
  const idle = await probeHealth(server.url, 2);
  console.log(`/health idle:       p50 ${percentile(idle, 50).toFixed(1)} ms, p99 ${percentile(idle, 99).toFixed(1)} ms (${idle.length} requests)`);

  let n = 0;
  const [load, busy] = await Promise.all([
    autocannon({
      url: `${server.url}/api/check`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: 30,
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ text: `${text} (${++n})` }) }) }],
    }),
    probeHealth(server.url, DURATION_S),
  ]);
  const statuses = Object.entries(load.statusCodeStats ?? {}).map(([code, { count }]) => `${code}: ${count}`).join(', ');
  console.log(
    `/api/check load:    ${CONNECTIONS} connections, ${load.duration.toFixed(1)} s: ${load.requests.total} answers (${statuses}), ` +
      `p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, errors ${load.errors}, timeouts ${load.timeouts}`,
  );
  const p99 = percentile(busy, 99);
  console.log(
    `/health under load: p50 ${percentile(busy, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...busy).toFixed(1)} ms ` +
      `(${busy.length} requests); p50 ratio to idle ${(percentile(busy, 50) / percentile(idle, 50)).toFixed(1)}×; ` +
      `goal p99 < 100 ms: ${p99 < 100 ? 'met' : 'NOT met'}`,
  );
} finally {
  server.stop();
}
