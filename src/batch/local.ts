/** The local executor of a batch run: the thread pool, with a fallback for a shard whose thread died. */
import { type ShardPool, createShardPool } from './pool.js';
import type { Executor } from './run.js';
import { DEFAULT_SHARD_LIMITS } from './shards.js';
import type { DocRef, ShardResult, ShardTask } from './types.js';

export function localExecutor(threads: number, memoryMb: number): Executor {
  const pool = createShardPool(threads, memoryMb);
  return {
    // two shards per thread: the next one is ready when a thread finishes
    concurrency: threads * 2,
    run: (task) => pool.run(task).catch(() => oneByOne(pool, task)),
    close: () => pool.close(),
  };
}

/**
 * One worker (`--workers 1`): shards of records are checked in this thread, one after the other. That is
 * cheaper than one worker thread beside an idle coordinator: one heap and one lexicon instead of two, no
 * copying of texts and findings between threads (bench/batch-throughput.ts). A shard with a file (Word,
 * HTML...) or with a record larger than a shard's weight goes to a worker thread, started when first
 * needed, whose death on a document that exhausts its memory is caught (oneByOne); in this thread it
 * would end the run.
 */
export function inThreadExecutor(memoryMb: number): Executor {
  let pool: Executor | undefined;
  let here: Promise<unknown> = Promise.resolve();
  return {
    concurrency: 2,
    run(task) {
      if (!task.docs.every(smallRecord)) return (pool ??= localExecutor(1, memoryMb)).run(task);
      const result = here.then(async () => (await import('./check-shard.js')).checkShard(task));
      here = result.catch(() => undefined);
      return result;
    },
    close: async () => pool?.close(),
  };
}

function smallRecord(ref: DocRef): boolean {
  return ref.path === undefined && (ref.text?.length ?? 0) <= DEFAULT_SHARD_LIMITS.weight;
}

/**
 * A shard whose thread failed (out of memory on a huge document): each document again on its own, so
 * that only the document that fails again is reported, with the error, and the others are checked.
 */
async function oneByOne(pool: ShardPool, task: ShardTask): Promise<ShardResult> {
  const results = await Promise.all(
    task.docs.map((ref) =>
      pool.run({ ...task, docs: [ref] }).catch((err: unknown) => {
        const row = { doc: ref.doc, chars: 0, findings: 0, error: `check failed: ${err instanceof Error ? err.message : String(err)}`.replace(/\s*\n\s*/g, ' ') };
        return { shard: task.shard, findings: '', summary: JSON.stringify(row) + '\n', docs: 1, chars: 0 };
      }),
    ),
  );
  return {
    shard: task.shard,
    findings: results.map((r) => r.findings).join(''),
    summary: results.map((r) => r.summary).join(''),
    docs: task.docs.length,
    chars: results.reduce((n, r) => n + r.chars, 0),
  };
}
