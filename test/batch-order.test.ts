/**
 * The result files are written while a run goes on (src/batch/ordered.ts): shards that finish out of
 * order, shards held back in their checkpoint because too many wait, and shards of an interrupted run
 * all end up once each, in input order, in Parquet and JSONL alike.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkShard } from '../src/batch/check-shard.js';
import { Checkpoint } from '../src/batch/checkpoint.js';
import { ShardOrder } from '../src/batch/ordered.js';
import { openResults } from '../src/batch/output.js';
import type { ShardResult } from '../src/batch/types.js';
import { readJsonl, readParquet, sentenceTexts } from './helpers/batch.js';

let dir: string;
let shards: ShardResult[];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-order-'));
  const texts = sentenceTexts(24);
  shards = await Promise.all(
    Array.from({ length: 6 }, (_, s) =>
      checkShard({ shard: s, docs: texts.slice(s * 4, s * 4 + 4).map((text, i) => ({ doc: `d${s * 4 + i}`, text, inputFormat: 'text', options: 0 })), options: [{}], cwd: dir }),
    ),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Hands the shards to a ShardOrder in `finishing` order (shards in `resumed` come from the checkpoint). */
async function write(out: string, summary: string, finishing: number[], resumed: number[], heldChars?: number) {
  const checkpoint = await Checkpoint.open(out, { case: out });
  for (const s of resumed) await checkpoint.write(shards[s]!);
  const files = await openResults(out, summary, checkpoint.dir);
  const order = new ShardOrder(checkpoint, files, heldChars);
  for (const s of finishing) {
    if (!resumed.includes(s)) await checkpoint.write(shards[s]!);
    await order.done(s, resumed.includes(s) ? undefined : shards[s]);
  }
  expect(order.pending).toBe(0);
  const counts = await files.close();
  expect(readdirSync(checkpoint.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  await checkpoint.remove();
  return counts;
}

describe('result files written in shard order', () => {
  const all = () => ({ findings: shards.map((s) => s.findings).join(''), summary: shards.map((s) => s.summary).join('') });

  it('writes shards that finish out of order in input order, each once', async () => {
    const out = path.join(dir, 'a.jsonl');
    const counts = await write(out, path.join(dir, 'a-summary.jsonl'), [2, 0, 5, 1, 4, 3], []);
    expect(readFileSync(out, 'utf8')).toBe(all().findings);
    expect(readFileSync(path.join(dir, 'a-summary.jsonl'), 'utf8')).toBe(all().summary);
    expect(counts.docs).toBe(24);
    expect(counts.findings).toBe(all().findings.split('\n').length - 1);
    expect(counts.findings).toBeGreaterThan(10);
  });

  it('reads shards back from their checkpoint when too many wait in memory, and those of an interrupted run', async () => {
    const out = path.join(dir, 'b.jsonl');
    // room for no early shard at all: every shard that is not next waits in its checkpoint file
    await write(out, path.join(dir, 'b-summary.jsonl'), [5, 4, 3, 2, 1, 0], [1, 3], 1);
    expect(readFileSync(out, 'utf8')).toBe(all().findings);
    expect(readFileSync(path.join(dir, 'b-summary.jsonl'), 'utf8')).toBe(all().summary);
  });

  it('writes the same rows to Parquet', async () => {
    const out = path.join(dir, 'c.parquet');
    await write(out, path.join(dir, 'c-summary.parquet'), [1, 0, 3, 2, 5, 4], [0]);
    expect(await readParquet(out)).toEqual(readJsonl(path.join(dir, 'a.jsonl')));
    expect(await readParquet(path.join(dir, 'c-summary.parquet'))).toEqual(readJsonl(path.join(dir, 'a-summary.jsonl')));
  });
});
