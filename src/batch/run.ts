/**
 * The coordinator of a batch run: cuts the documents into shards, skips the shards a checkpoint already
 * holds, hands the others to an executor (the local thread pool, or the job queue), writes each result as
 * a checkpoint, and writes the result files in shard order as the shards finish (ordered.ts).
 */
import path from 'node:path';
import type { CheckOptions } from '../types.js';
import { Checkpoint } from './checkpoint.js';
import { UsageError } from '../cli/errors.js';
import { type Candidate, type MinedRow, mergeMined } from './mine.js';
import { writeCandidates } from './mine-output.js';
import { ShardOrder } from './ordered.js';
import { openResults, outputKindOf } from './output.js';
import { BatchProgress } from './progress.js';
import { DEFAULT_SHARD_LIMITS, type ShardLimits, cutShards } from './shards.js';
import { type SourceOptions, openDocuments } from './sources.js';
import type { ShardResult, ShardTask } from './types.js';

/** Runs shard tasks somewhere; at most `concurrency` are handed over at a time. */
export interface Executor {
  readonly concurrency: number;
  run(task: ShardTask): Promise<ShardResult>;
  /** Called once the shard's result is checkpointed (the queue drops the job then). */
  settled?(shard: number): Promise<void>;
  close(): Promise<void>;
}

export interface BatchSettings extends SourceOptions {
  /** Findings (.jsonl/.parquet); in mine mode the candidates (.tsv). */
  out: string;
  /** Mine lexicon candidates (mine.ts) instead of checking. */
  mine?: boolean;
  summary?: string;
  fixDir?: string;
  limits?: ShardLimits;
}

export interface BatchReport {
  docs: number;
  findings: number;
  /** Documents that could not be read or checked (their summary row says why). */
  errors: number;
  /** Documents taken from the checkpoint of an interrupted run. */
  resumed: number;
  seconds: number;
}

/** Everything a run must agree on with the checkpoint it resumes. */
export interface BatchManifest {
  version: 1;
  mode: 'check' | 'mine';
  inputs: string[];
  options: CheckOptions[];
  textField: string;
  idField: string | null;
  inputFormat: string | null;
  fixDir: string | null;
  limits: ShardLimits;
}

export async function runBatch(
  inputs: readonly string[],
  settings: BatchSettings,
  executor: (manifest: BatchManifest) => Promise<Executor>,
  stderr: NodeJS.WritableStream & { isTTY?: boolean },
): Promise<BatchReport> {
  const started = Date.now();
  if (settings.mine !== true) outputKindOf(settings.out, '--out');
  else if (!settings.out.toLowerCase().endsWith('.tsv')) throw new UsageError(`--out '${settings.out}' must end in .tsv`);
  if (settings.summary !== undefined) outputKindOf(settings.summary, '--summary');
  const cwd = process.cwd();
  const set = await openDocuments(inputs, settings, stderr, cwd);
  const limits = settings.limits ?? DEFAULT_SHARD_LIMITS;
  const fixDir = settings.fixDir === undefined ? undefined : path.resolve(settings.fixDir);
  const manifest: BatchManifest = {
    version: 1,
    mode: settings.mine === true ? 'mine' : 'check',
    ...set.describe,
    textField: settings.textField,
    idField: settings.idField ?? null,
    inputFormat: settings.inputFormat ?? null,
    fixDir: fixDir ?? null,
    limits,
  };
  const checkpoint = await Checkpoint.open(settings.out, manifest);
  const progress = new BatchProgress(stderr, set.total);
  let resumed = 0;
  if (checkpoint.done.size > 0) stderr.write(`genderfair: setze den unterbrochenen Lauf fort (${checkpoint.done.size} Shards fertig)\n`);

  const mined = settings.mine === true ? new Map<string, Candidate>() : undefined;
  const files = await openResults(mined ? (line) => mergeMined(mined, [JSON.parse(line) as MinedRow]) : settings.out, settings.summary, checkpoint.dir);
  const order = new ShardOrder(checkpoint, files);
  let exec: Executor | undefined;
  const running = new Set<Promise<void>>();
  let failure: unknown;
  try {
    exec = await executor(manifest);
    for await (const shard of cutShards(set.docs(), limits)) {
      if (failure !== undefined) break;
      if (checkpoint.done.has(shard.shard)) {
        resumed += shard.docs.length;
        progress.skip(shard.docs.length);
        await exec.settled?.(shard.shard); // a job of a coordinator killed between checkpoint and clean-up
        await order.done(shard.shard);
        continue;
      }
      const task: ShardTask = { shard: shard.shard, mode: manifest.mode, docs: shard.docs, options: set.options, cwd, ...(fixDir ? { fixDir } : {}) };
      const run = exec;
      const p = run
        .run(task)
        .then(async (result) => {
          await checkpoint.write(result);
          await run.settled?.(result.shard);
          progress.add(result.docs, result.chars);
          await order.done(result.shard, result);
        })
        .catch((err: unknown) => {
          failure ??= err;
        })
        .finally(() => running.delete(p));
      running.add(p);
      // a bounded number of shards in flight: the input is read no faster than it is checked
      while (running.size >= run.concurrency) await Promise.race(running);
    }
    await Promise.all(running);
    if (failure === undefined && order.pending > 0) failure = new Error(`${order.pending} shards finished but not written`);
  } catch (err) {
    failure ??= err;
  } finally {
    await exec?.close();
    progress.clear();
  }
  if (failure !== undefined) {
    await files.abort();
    throw failure;
  }

  const written = await files.close();
  if (mined) written.findings = await writeCandidates(mined, settings.out);
  await checkpoint.remove();
  return { ...written, resumed, seconds: (Date.now() - started) / 1000 };
}
