/**
 * Checks run off the event loop, on a pool of worker threads (piscina), so that a long check never
 * delays /health, static files or the answers of other requests. Every task has a time budget: one that
 * has not finished by then (queued or running) is given up with 504, and a running one has its worker
 * thread terminated and replaced. A full queue answers 503 at once.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Answer, Task } from './answer.js';
import { HttpError } from './body.js';

export interface PoolOptions {
  /** Worker threads (default: cores - 1, at least 1). */
  threads?: number;
  /** Time a task may take, waiting in the queue included, in ms (default 5000). */
  timeBudgetMs: number;
}

export interface CheckPool {
  run(task: Task): Promise<Answer>;
  /** Whether the queue is full: a new task would be refused with 503. */
  busy(): boolean;
  /** Resolves once a worker has started and loaded the checker (no time budget). */
  ready(): Promise<void>;
  stats(): { threads: number; queued: number };
  close(): Promise<void>;
}

const WARM_UP: Task = { endpoint: 'check', request: { text: 'Die Lehrer kommen.', options: {} }, maxDiagnostics: 1 };

/** Tasks that may wait per thread before new ones are refused with 503. */
const QUEUE_PER_THREAD = 64;

/** 503 with Retry-After; the connection is closed, as the request body may not have been read. */
export function busyError(): HttpError {
  return new HttpError(503, 'the server is busy: too many checks are waiting; try again later', { 'Retry-After': '1', Connection: 'close' });
}

export function defaultThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * A worker module next to the module at `from` (its import.meta.url): `bundled` beside the CLI bundle
 * (dist/cli/), `<base>.js` beside the compiled library, or the TypeScript source `<base>.ts` when the
 * caller runs from src/ (tests), loaded through tsx. The batch engine finds its worker the same way.
 */
export function workerModule(from: string, bundled: string, base: string): { filename: string; execArgv: string[] } {
  for (const name of [bundled, `${base}.js`]) {
    const url = new URL(name, from);
    if (existsSync(fileURLToPath(url))) return { filename: url.href, execArgv: [] };
  }
  const source = new URL(`${base}.ts`, from);
  if (existsSync(fileURLToPath(source))) return { filename: source.href, execArgv: ['--import', 'tsx'] };
  throw new Error(`the worker ${base} is missing beside ${fileURLToPath(from)} (run \`npm run build\`)`);
}

export function createCheckPool(options: PoolOptions): CheckPool {
  const threads = options.threads ?? defaultThreads();
  const { filename, execArgv } = workerModule(import.meta.url, 'check-worker.mjs', 'check-worker');
  const pool = new Piscina({
    filename,
    execArgv,
    minThreads: threads,
    maxThreads: threads,
    maxQueue: threads * QUEUE_PER_THREAD,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  const busy = (): boolean => pool.queueSize >= threads * QUEUE_PER_THREAD;
  return {
    busy,
    async run(task) {
      if (busy()) throw busyError();
      try {
        return (await pool.run(task, { signal: AbortSignal.timeout(options.timeBudgetMs) })) as Answer;
      } catch (err) {
        if (err instanceof Error && err.name === 'AbortError') {
          throw new HttpError(504, `the check took longer than ${options.timeBudgetMs} ms and was stopped; send a shorter text`);
        }
        throw err;
      }
    },
    async ready() {
      await pool.run(WARM_UP);
    },
    stats: () => ({ threads: pool.threads.length, queued: pool.queueSize }),
    close: () => pool.destroy(),
  };
}
