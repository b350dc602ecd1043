/**
 * The result files of a batch: findings (--out) and document summaries (--summary) as JSON lines or
 * Parquet, chosen by the file extension. Written to a temporary name and renamed when complete.
 */
import { createWriteStream } from 'node:fs';
import { copyFile, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { UsageError } from '../cli/errors.js';
import { countLines } from './checkpoint.js';
import { FINDING_COLUMNS, SUMMARY_COLUMNS, type ShardRows } from './types.js';

export type OutputKind = 'jsonl' | 'parquet';

const INTEGER_COLUMNS = new Set(['start', 'end', 'chars', 'findings']);
/**
 * Rows per Parquet row group (and the most rows held in memory before they are written). Small enough
 * that the last group, encoded after the last shard, adds little to the end of a run.
 */
const ROW_GROUP = 16384;

export function outputKindOf(file: string, option: string): OutputKind {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.jsonl' || ext === '.ndjson') return 'jsonl';
  if (ext === '.parquet') return 'parquet';
  throw new UsageError(`${option} '${file}' must end in .jsonl or .parquet`);
}

/** A result file being written: blocks of JSON lines (each line ending in '\n'), in order. */
interface RowSink {
  add(lines: string): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

/**
 * The result files of a run, written while it runs: each shard's rows are appended (in shard order, see
 * ordered.ts) as soon as they are there, so that the end of a run does not wait for a merge. Files are
 * written under a temporary name in `tempDir` (the checkpoint folder, which a resumed run clears) and
 * renamed by close().
 */
export interface ResultFiles {
  add(rows: ShardRows): Promise<void>;
  /** Renames the files into place; returns the counts of rows written. */
  close(): Promise<{ findings: number; docs: number; errors: number }>;
  /** Removes the temporary files (a run that failed; its checkpoint stays for the next). */
  abort(): Promise<void>;
}

/**
 * Opens `out` and, if given, `summary`. `out` may instead be a function that takes each finding row
 * (mining adds them up).
 */
export async function openResults(out: string | ((line: string) => void), summary: string | undefined, tempDir: string): Promise<ResultFiles> {
  const findings: RowSink =
    typeof out === 'string'
      ? await openSink(out, FINDING_COLUMNS, '--out', path.join(tempDir, `out.${process.pid}.tmp`))
      : { add: async (lines) => void splitLines(lines).forEach(out), close: async () => {}, abort: async () => {} };
  const docs = summary === undefined ? undefined : await openSink(summary, SUMMARY_COLUMNS, '--summary', path.join(tempDir, `summary.${process.pid}.tmp`));
  let nFindings = 0;
  let nDocs = 0;
  let errors = 0;
  const abort = async (): Promise<void> => {
    await findings.abort();
    await docs?.abort();
  };
  return {
    async add(rows) {
      nFindings += countLines(rows.findings);
      for (const line of splitLines(rows.summary)) {
        nDocs++;
        if (!line.endsWith('"error":""}')) errors++; // (rows are written by JSON.stringify, error last)
      }
      await findings.add(rows.findings);
      await docs?.add(rows.summary);
    },
    async close() {
      try {
        await findings.close();
        await docs?.close();
      } catch (err) {
        await abort();
        throw err;
      }
      return { findings: nFindings, docs: nDocs, errors };
    },
    abort,
  };
}

function splitLines(lines: string): string[] {
  return lines === '' ? [] : lines.slice(0, -1).split('\n');
}

async function openSink(file: string, columns: readonly string[], option: string, temp: string): Promise<RowSink> {
  const target = path.resolve(file);
  return outputKindOf(file, option) === 'jsonl' ? jsonlSink(temp, target) : parquetSink(temp, target, columns);
}

/** Moves a finished file into place; across file systems (a --summary on another disk) by copying. */
async function moveInto(temp: string, target: string): Promise<void> {
  try {
    await rename(temp, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await copyFile(temp, target);
    await rm(temp, { force: true });
  }
}

function jsonlSink(temp: string, target: string): RowSink {
  const stream = createWriteStream(temp);
  return {
    async add(lines) {
      if (lines !== '' && !stream.write(lines)) await once(stream, 'drain');
    },
    async close() {
      stream.end();
      await once(stream, 'finish');
      await moveInto(temp, target);
    },
    async abort() {
      stream.destroy();
      await rm(temp, { force: true });
    },
  };
}

async function parquetSink(temp: string, target: string, columns: readonly string[]): Promise<RowSink> {
  const { ParquetWriter, fileWriter, schemaFromColumnData } = await import('hyparquet-writer');
  const typeOf = (c: string): 'INT32' | 'STRING' => (INTEGER_COLUMNS.has(c) ? 'INT32' : 'STRING');
  const schema = schemaFromColumnData({ columnData: columns.map((name) => ({ name, data: [], type: typeOf(name), nullable: false })) });
  const writer = new ParquetWriter({ writer: fileWriter(temp), schema });
  let rows: Record<string, unknown>[] = [];
  const flush = async (): Promise<void> => {
    if (rows.length === 0) return;
    // min/max statistics of the string columns would cost more than the checking of the texts (hyparquet-writer)
    const columnData = columns.map((name) => ({ name, data: rows.map((r) => r[name]), type: typeOf(name), nullable: false, statistics: typeOf(name) === 'INT32' }));
    await writer.write({ columnData, rowGroupSize: ROW_GROUP });
    rows = [];
  };
  return {
    async add(lines) {
      if (lines === '') return;
      // a block of JSON lines is one JSON array with commas for line breaks: one parse instead of one per row
      const parsed = JSON.parse(`[${lines.slice(0, -1).replaceAll('\n', ',')}]`) as Record<string, unknown>[];
      for (const row of parsed) rows.push(row);
      if (rows.length >= ROW_GROUP) await flush();
    },
    async close() {
      await flush();
      await writer.finish();
      await moveInto(temp, target);
    },
    async abort() {
      await rm(temp, { force: true });
    },
  };
}
