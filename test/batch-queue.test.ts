/**
 * `genderfair batch --queue` and `genderfair worker` on a real Redis (Debian's redis-server, started here
 * on a free loopback port): three worker processes, one killed with kill -9 in the middle and the
 * coordinator killed and restarted, and the merged result equals a single-process run. Also the
 * checkpoint's promise that a shard is written once. Run `npm run build` first.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Checkpoint } from '../src/batch/checkpoint.js';
import { cli, readJsonl, run, sentenceTexts, start } from './helpers/batch.js';

const REDIS = spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status === 0;
const NO_REDIS = REDIS ? '' : ' (skipped: redis-server is not installed; apt-get install redis-server)';

let dir: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-queue-'));
});
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis(): Promise<string> {
  const port = await freePort();
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  children.push(redis);
  const client = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  for (let i = 0; ; i++) {
    try {
      await client.connect();
      await client.ping();
      client.disconnect();
      return `redis://127.0.0.1:${port}`;
    } catch (err) {
      if (i > 100) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

const shardFiles = (parts: string): number =>
  existsSync(parts) ? readdirSync(parts).filter((f) => /^shard-\d+\.jsonl$/.test(f)).length : 0;

async function until(test: () => boolean, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const exited = (c: ChildProcess): Promise<number | null> =>
  c.exitCode !== null || c.signalCode !== null ? Promise.resolve(c.exitCode) : new Promise((resolve) => c.on('exit', (code) => resolve(code)));

describe(`genderfair batch --queue${NO_REDIS}`, () => {
  it.skipIf(!REDIS)('three workers, one killed with -9, the coordinator killed and restarted: the same result as one process', { timeout: 240_000 }, async () => {
    expect(existsSync(cli), 'run `npm run build` first').toBe(true);
    const url = await startRedis();
    const texts = sentenceTexts(480);
    writeFileSync(path.join(dir, 'in.jsonl'), texts.map((text, i) => JSON.stringify({ id: `t${i}`, text })).join('\n') + '\n');
    const common = ['in.jsonl', '--id-field', 'id', '--shard-docs', '2'];

    const workers = [0, 1, 2].map(() => start(['worker', '--queue', url, '--workers', '1', '--stall-seconds', '2'], dir));
    children.push(...workers);
    const args = ['batch', ...common, '--queue', url, '--out', 'queue.jsonl', '--summary', 'queue-sum.jsonl'];
    const parts = path.join(dir, 'queue.jsonl.parts');

    // the first coordinator: killed once some shards are checkpointed, together with one worker
    const first = start(args, dir);
    children.push(first);
    await until(() => shardFiles(parts) >= 8 || first.exitCode !== null, 'the first shards');
    expect(first.exitCode, 'the run ended before it could be killed').toBe(null);
    workers[0]!.kill('SIGKILL');
    first.kill('SIGKILL');
    await exited(first);
    expect(shardFiles(parts)).toBeLessThan(240);

    // the second coordinator finds the jobs again; the dead worker's shard goes to another worker
    const second = start(args, dir);
    children.push(second);
    let stderr = '';
    second.stderr!.on('data', (b: Buffer) => (stderr += b.toString()));
    expect(await exited(second), stderr).toBe(0);
    expect(stderr).toMatch(/setze den unterbrochenen Lauf fort/);

    const single = run(['batch', ...common, '--workers', '1', '--out', 'single.jsonl', '--summary', 'single-sum.jsonl'], dir, 120_000);
    expect(single.code, single.stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'queue.jsonl'), 'utf8')).toBe(readFileSync(path.join(dir, 'single.jsonl'), 'utf8'));
    expect(readFileSync(path.join(dir, 'queue-sum.jsonl'), 'utf8')).toBe(readFileSync(path.join(dir, 'single-sum.jsonl'), 'utf8'));
    expect(readJsonl<{ doc: string }>(path.join(dir, 'queue-sum.jsonl')).map((r) => r.doc)).toEqual(texts.map((_, i) => `t${i}`));

    // every job was taken off the queue once its shard was checkpointed
    const client = new Redis(url);
    const jobs = (await client.keys('bull:genderfair-batch:*')).filter((k) => /:[0-9a-f]{16}-\d+$/.test(k));
    client.disconnect();
    expect(jobs).toEqual([]);

    for (const w of workers.slice(1)) w.kill('SIGTERM');
    for (const w of workers.slice(1)) expect(await exited(w)).toBe(0);
  });

  it('exits 2 with one line when Redis cannot be reached', async () => {
    writeFileSync(path.join(dir, 'one.jsonl'), '{"text":"Die Lehrer kommen."}\n');
    const r = run(['batch', 'one.jsonl', '--queue', `redis://127.0.0.1:${await freePort()}`, '--out', 'x.jsonl'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^genderfair: cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+: connect ECONNREFUSED/);
    expect(run(['worker', '--queue', 'http://localhost'], dir).stderr).toMatch(/--queue must be a redis:\/\/ URL/);
  });
});

describe('shard checkpoints', () => {
  it('write a shard once: a second result for it (a job that ran twice) is not written', async () => {
    const out = path.join(dir, 'twice.jsonl');
    const a = await Checkpoint.open(out, { run: 1 });
    const first = { shard: 3, findings: '{"doc":"a"}\n', summary: '{"doc":"a","chars":1,"findings":1,"error":""}\n', docs: 1, chars: 1 };
    expect(await a.write(first)).toBe(true);
    // another coordinator process on the same folder (a restarted one that got the result again)
    const b = await Checkpoint.open(out, { run: 1 });
    b.done.delete(3);
    expect(await b.write({ ...first, findings: '{"doc":"b"}\n' })).toBe(false);
    expect(await a.read(3)).toEqual({ findings: '{"doc":"a"}\n', summary: '{"doc":"a","chars":1,"findings":1,"error":""}\n' });
    expect(readdirSync(a.dir).sort()).toEqual(['manifest.json', 'shard-000003.jsonl']);
  });
});
