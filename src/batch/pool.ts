/**
 * The batch engine's worker threads (piscina, as the server's check pool): one shard per task, as many
 * threads as asked for (default: all cores) but no more than the memory cap allows, each thread's heap
 * limited to its share of the cap.
 */
import { availableParallelism, totalmem } from 'node:os';
import { Piscina } from 'piscina';
import { workerModule } from '../server/pool.js';
import type { ShardResult, ShardTask } from './types.js';

/** What one checking thread needs at least: its heap with the lexicon, a shard's texts and findings. */
export const WORKER_MEMORY_MB = 256;

export interface ShardPool {
  readonly threads: number;
  run(task: ShardTask): Promise<ShardResult>;
  close(): Promise<void>;
}

/** Default memory cap: half the machine's memory. */
export function defaultMemoryMb(): number {
  return Math.floor(totalmem() / 2 / 2 ** 20);
}

/** Threads for a run: `wanted` (default all cores), at most what `memoryMb` holds, at least one. */
export function threadsFor(wanted: number | undefined, memoryMb: number): number {
  return Math.max(1, Math.min(wanted ?? availableParallelism(), Math.floor(memoryMb / WORKER_MEMORY_MB)));
}

export function createShardPool(threads: number, memoryMb: number): ShardPool {
  const { filename, execArgv } = workerModule(import.meta.url, 'batch-worker.mjs', 'shard-worker');
  const pool = new Piscina({
    filename,
    execArgv,
    minThreads: threads,
    maxThreads: threads,
    // the next shard waits in the thread itself, so that a thread does not wait for the coordinator to
    // hand it over (the coordinator may be busy writing Parquet, or not scheduled on a loaded machine).
    // Shards of records are still checked one after the other (checkShard only awaits resolved
    // promises between them); shards of files may interleave while a file is read.
    concurrentTasksPerWorker: 2,
    idleTimeout: Number.POSITIVE_INFINITY,
    resourceLimits: { maxOldGenerationSizeMb: Math.max(WORKER_MEMORY_MB, Math.floor(memoryMb / threads)) },
  });
  return {
    threads,
    run: (task) => pool.run(task) as Promise<ShardResult>,
    close: () => pool.destroy(),
  };
}
