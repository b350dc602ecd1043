/** The local executor of a batch run: the thread pool, with a fallback for a shard whose thread died. */
import { type ShardPool, createShardPool } from './pool.js';
import type { Executor } from './run.js';
import type { ShardResult, ShardTask } from './types.js';

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
