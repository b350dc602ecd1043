/**
 * `genderfair serve` end to end: spawns the built CLI (dist/cli/genderfair.mjs, the bundled bin), reads
 * the URL from its one stderr line, talks to it, and stops it with a signal.
 * Run `npm run build` first (the README's test command is `npm run build && npm test`).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli', 'genderfair.mjs');
const LINE = /^genderfair: (http:\/\/127\.0\.0\.1:(\d+)) \(Strg\+C beendet\)$/;

const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  url: string;
  port: number;
  stderr: () => string;
}

/** Spawns `genderfair serve ARGS` and resolves once it has printed its URL line. */
function serve(args: string[]): Promise<Started> {
  const child = spawn(process.execPath, [cli, 'serve', ...args], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1', GENDERFAIR_DEBUG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL line within 15 s; stderr: ${stderr}`)), 15_000);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (s: string) => {
      stderr += s;
      const m = LINE.exec(stderr.split('\n')[0] ?? '');
      if (m?.[1] && m[2] && stderr.includes('\n')) {
        clearTimeout(timer);
        resolve({ child, url: m[1], port: Number(m[2]), stderr: () => stderr });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}: ${stderr}`));
    });
  });
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

function get(url: string, body?: string): Promise<{ status: number; body: string; type: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: body === undefined ? 'GET' : 'POST', agent: false, headers: { 'Content-Type': 'application/json' } }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (data += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data, type: res.headers['content-type'] }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(() => {
  if (!existsSync(cli)) {
    throw new Error(`${path.relative(root, cli)} is missing: run \`npm run build\` before the CLI tests`);
  }
});

afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

describe('genderfair serve', () => {
  it('prints its real URL on one stderr line, serves the API, and stops on SIGTERM', async () => {
    const s = await serve(['--port', '0']);
    expect(s.port).toBeGreaterThan(0);
    const health = await get(`${s.url}/health`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });
    const checked = await get(`${s.url}/api/check`, JSON.stringify({ text: 'Die Lehrer und jeder Mitarbeiter müssen zustimmen.' }));
    expect(checked.status).toBe(200);
    expect((JSON.parse(checked.body) as { diagnostics: { actual: string }[] }).diagnostics.map((d) => d.actual)).toEqual([
      'Lehrer',
      'Mitarbeiter',
    ]);
    // The bundle finds dist/web next to it, when the web editor has been built.
    const page = await get(`${s.url}/`);
    if (existsSync(path.join(root, 'dist', 'web', 'index.html'))) {
      expect(page.status).toBe(200);
      expect(page.type).toBe('text/html; charset=utf-8');
    } else {
      expect(page.status).toBe(404);
      expect(page.body).toMatch(/npm run build/);
    }
    s.child.kill('SIGTERM');
    expect(await exitOf(s.child)).toEqual({ code: 0, signal: null });
    expect(s.stderr().trim().split('\n')).toHaveLength(1);
  });

  it('stops on SIGINT (Ctrl+C) too', async () => {
    const s = await serve(['--port', '0', '--no-web', '--cors', '*']);
    expect((await get(`${s.url}/health`)).status).toBe(200);
    s.child.kill('SIGINT');
    expect(await exitOf(s.child)).toEqual({ code: 0, signal: null });
  });

  it('reports usage errors on one line with exit status 2', async () => {
    const busy = http.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const busyPort = (busy.address() as AddressInfo).port;
    try {
      const cases: [string[], RegExp][] = [
        [['--port', 'abc'], /--port must be a whole number/],
        [['--port', '70000'], /--port must be from 0 to 65535/],
        [['--max-body', 'lots'], /--max-body must be a number of bytes/],
        [['--web', path.join(root, 'does-not-exist')], /--web: '.*does-not-exist' is not a directory/],
        [['--port', String(busyPort)], /already in use/],
      ];
      for (const [args, pattern] of cases) {
        const r = spawnSync(process.execPath, [cli, 'serve', ...args], { cwd: root, encoding: 'utf8', timeout: 15_000 });
        expect(r.status, args.join(' ')).toBe(2);
        const lines = r.stderr.split('\n').filter((l) => l !== '');
        expect(lines, args.join(' ')).toHaveLength(1);
        expect(lines[0]).toMatch(/^genderfair: /);
        expect(lines[0]).toMatch(pattern);
      }
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });
});
