/**
 * Batch runs across machines on a BullMQ job queue in Redis. The coordinator (`genderfair batch --queue
 * URL`) adds each shard as a job whose id names the run and the shard, so adding it again after a restart
 * is a no-op; it waits for each job's result and writes it as the shard's checkpoint (checkpoint.ts: once,
 * whatever happens). Workers (`genderfair worker --queue URL`, on any number of machines) check the
 * shards on their thread pool. A worker that dies leaves its job's lock to expire: BullMQ's stalled-job
 * check hands the job to another worker.
 *
 * Records travel inside the job; files travel as absolute paths, so workers on other machines need the
 * same files at the same place (a shared mount), as they need the --fix folder.
 */
import { createHash } from 'node:crypto';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { UsageError } from '../cli/errors.js';
import { localExecutor } from './local.js';
import type { BatchManifest, Executor } from './run.js';
import type { ShardResult, ShardTask } from './types.js';

export const QUEUE_NAME = 'genderfair-batch';
/** Shards a coordinator keeps in the queue at a time (their texts are held in Redis). */
const IN_FLIGHT = 64;
/** Attempts of a shard whose worker threw (a dead worker's shard is retried as stalled, see below). */
const ATTEMPTS = 3;
/** How often a shard may lose its worker before it is given up. */
const MAX_STALLED = 5;

/** One connection, checked at once: an unreachable Redis is the user's error (exit 2), not an endless retry. */
export async function connect(url: string): Promise<Redis> {
  if (!/^rediss?:\/\//.test(url)) throw new UsageError(`--queue must be a redis:// URL, got '${url}'`);
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 5000 });
  let cause: Error | undefined;
  probe.on('error', (err: Error) => (cause ??= err));
  try {
    await probe.connect();
    await probe.ping();
  } catch (err) {
    const message = (cause ?? (err instanceof Error ? err : new Error(String(err)))).message;
    throw new UsageError(`cannot reach Redis at ${url}: ${message}`);
  } finally {
    probe.disconnect();
  }
  // BullMQ's blocking commands need maxRetriesPerRequest: null
  const redis = new Redis(url, { maxRetriesPerRequest: null });
  redis.on('error', () => {}); // reconnects on its own; a lasting outage shows as jobs that do not finish
  return redis;
}

/** The run's id: the same inputs, options and output give the same jobs, so a restarted coordinator finds them. */
export function runIdOf(manifest: BatchManifest, out: string): string {
  return createHash('sha256').update(JSON.stringify([manifest, out])).digest('hex').slice(0, 16);
}

/** The coordinator's executor: each shard a job, its result awaited through the queue's events. */
export async function queueExecutor(url: string, runId: string): Promise<Executor> {
  const connection = await connect(url);
  const queue = new Queue<ShardTask, ShardResult>(QUEUE_NAME, { connection });
  const eventsConnection = connection.duplicate();
  const events = new QueueEvents(QUEUE_NAME, { connection: eventsConnection });
  // every shard in flight waits on the events (and BullMQ listens on the queue for each add)
  events.setMaxListeners(IN_FLIGHT * 2 + 10);
  queue.setMaxListeners(IN_FLIGHT * 2 + 10);
  await events.waitUntilReady();
  return {
    concurrency: IN_FLIGHT,
    async run(task) {
      const jobId = `${runId}-${task.shard}`;
      const job = await queue.add('shard', task, {
        jobId,
        attempts: ATTEMPTS,
        backoff: { type: 'fixed', delay: 1000 },
        // kept a week for a coordinator that is down; removed as soon as it is checkpointed
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: { age: 7 * 24 * 3600 },
      });
      return (await job.waitUntilFinished(events)) as ShardResult;
    },
    async settled(shard) {
      await queue.remove(`${runId}-${shard}`);
    },
    async close() {
      await events.close();
      await queue.close();
      eventsConnection.disconnect();
      connection.disconnect();
    },
  };
}

export interface WorkerSettings {
  threads: number;
  memoryMb: number;
  /** A dead worker's shard goes to another after about this long (BullMQ's lock duration). */
  stallSeconds: number;
}

/** `genderfair worker`: takes shards from the queue until it is stopped; resolves when it has closed. */
export async function runQueueWorker(url: string, settings: WorkerSettings, stderr: NodeJS.WritableStream): Promise<void> {
  const connection = await connect(url);
  const local = localExecutor(settings.threads, settings.memoryMb);
  const worker = new Worker<ShardTask, ShardResult>(QUEUE_NAME, (job) => local.run(job.data), {
    connection,
    concurrency: settings.threads,
    lockDuration: settings.stallSeconds * 1000,
    stalledInterval: settings.stallSeconds * 1000,
    maxStalledCount: MAX_STALLED,
  });
  worker.on('error', (err) => stderr.write(`genderfair: Warteschlange: ${err.message}\n`));
  await worker.waitUntilReady();
  stderr.write(`genderfair: Worker bereit (${settings.threads} Threads, Warteschlange ${QUEUE_NAME})\n`);
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      // a second signal does not wait for the shards in progress
      process.once('SIGINT', () => process.exit(130));
      process.once('SIGTERM', () => process.exit(143));
      void worker
        .close()
        .then(() => local.close())
        .then(() => connection.quit())
        .then(() => resolve());
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
