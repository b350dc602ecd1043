/**
 * Checks off the event loop (src/server/pool.ts): /health while a long check runs, the time budget, the
 * cap on findings per answer. Real HTTP on loopback, real worker threads, the real checker.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/server/index.js';

const EXAMPLE = readFileSync(new URL('../examples/stellenanzeige.txt', import.meta.url), 'utf8');
/** About 300 KB of German prose full of findings: a check that takes a while. */
const LONG = Array.from({ length: 120 }, (_, i) => EXAMPLE.replace(/1\. Januar/g, `${(i % 28) + 1}. Januar`)).join('\n\n');

function post(url: string, body: unknown, type = 'application/json'): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

describe('a long check', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ port: 0, webRoot: null, workers: 1, timeBudgetMs: 120_000 });
  });
  afterAll(() => server.close());

  it('does not keep /health waiting', async () => {
    const order: string[] = [];
    const long = post(`${server.url}/api/check`, { text: LONG }).then(async (r) => {
      order.push('check');
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the check has reached the worker
    const health = await fetch(`${server.url}/health`);
    order.push('health');
    expect(health.status).toBe(200);
    expect(((await health.json()) as { pool: { threads: number } }).pool.threads).toBe(1);
    const checked = await long;
    expect(order).toEqual(['health', 'check']);
    expect(checked.status).toBe(200);
    expect(((await checked.json()) as { diagnostics: unknown[] }).diagnostics.length).toBeGreaterThan(100);
  }, 180_000);
});

describe('a full queue', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ port: 0, webRoot: null, workers: 1, timeBudgetMs: 120_000 });
  });
  afterAll(() => server.close());

  it('answers 503 with Retry-After at once, while the checks in the queue still get their answers', async () => {
    const long = post(`${server.url}/api/check`, { text: LONG });
    await new Promise((resolve) => setTimeout(resolve, 50)); // the long check occupies the only worker
    // One worker: 64 tasks may wait; the rest are refused.
    const replies = await Promise.all(Array.from({ length: 80 }, (_, i) => post(`${server.url}/api/check`, { text: `Die Lehrer kommen um ${i} Uhr.` })));
    const refused = replies.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(replies.filter((r) => r.status === 200).length + refused.length).toBe(80);
    expect(refused[0]?.headers.get('retry-after')).toBe('1');
    expect(await refused[0]?.json()).toEqual({ error: 'the server is busy: too many checks are waiting; try again later' });
    expect((await long).status).toBe(200);
  }, 180_000);
});

describe('the time budget', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    // A budget that a short text meets even on a loaded machine and that the ~1 MB text cannot.
    server = await startServer({ port: 0, webRoot: null, workers: 1, timeBudgetMs: 250, maxBodyBytes: 8 * 1024 * 1024 });
  });
  afterAll(() => server.close());

  it('stops a check that takes too long with 504, and the next check runs on a fresh worker', async () => {
    const huge = LONG + '\n\n' + LONG + '\n\n' + LONG;
    const slow = await post(`${server.url}/api/check`, { text: huge });
    expect(slow.status).toBe(504);
    expect(await slow.json()).toEqual({ error: 'the check took longer than 250 ms and was stopped; send a shorter text' });
    const lt = await post(`${server.url}/v2/check`, `language=de-DE&text=${encodeURIComponent(huge)}`, 'application/x-www-form-urlencoded');
    expect(lt.status).toBe(504);
    expect(await lt.text()).toMatch(/^Error: the check took longer than 250 ms/);
    // A short text fits the budget once the replacement worker has started (a few tries while it starts).
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await post(`${server.url}/api/check`, { text: `Die Lehrer kommen um ${i} Uhr.` })).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  }, 60_000);
});

describe('the cap on findings per answer', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ port: 0, webRoot: null, workers: 1, maxDiagnostics: 5 });
  });
  afterAll(() => server.close());

  const text = EXAMPLE;

  it('/api/check returns the first findings with "truncated": true and the total', async () => {
    const r = (await (await post(`${server.url}/api/check`, { text })).json()) as {
      diagnostics: { start: number }[];
      truncated?: boolean;
      total?: number;
    };
    expect(r.total).toBeGreaterThan(5);
    expect(r.truncated).toBe(true);
    expect(r.diagnostics).toHaveLength(5);
    const starts = r.diagnostics.map((d) => d.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('a short text is not marked truncated', async () => {
    const r = (await (await post(`${server.url}/api/check`, { text: 'Die Lehrer kommen.' })).json()) as Record<string, unknown>;
    expect(r).not.toHaveProperty('truncated');
  });

  it('/v2/check sets incompleteResults; /api/fix still applies every finding', async () => {
    const lt = (await (await post(`${server.url}/v2/check`, `language=de-DE&text=${encodeURIComponent(text)}`, 'application/x-www-form-urlencoded')).json()) as {
      matches: unknown[];
      warnings: { incompleteResults: boolean };
    };
    expect(lt.matches.length).toBeLessThanOrEqual(5);
    expect(lt.warnings.incompleteResults).toBe(true);
    const fixed = (await (await post(`${server.url}/api/fix`, { text })).json()) as { applied: number };
    expect(fixed.applied).toBeGreaterThan(5);
  });
});
