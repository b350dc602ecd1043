/**
 * The result files of a batch: findings (--out) and document summaries (--summary) as JSON lines or
 * Parquet, chosen by the file extension. Written to a temporary name and renamed when complete.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { UsageError } from '../cli/errors.js';
import type { Checkpoint } from './checkpoint.js';
import { FINDING_COLUMNS, SUMMARY_COLUMNS } from './types.js';

export type OutputKind = 'jsonl' | 'parquet';

const INTEGER_COLUMNS = new Set(['start', 'end', 'chars', 'findings']);
/** Rows per Parquet row group (and the most rows held in memory while merging). */
const ROW_GROUP = 65536;

export function outputKindOf(file: string, option: string): OutputKind {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.jsonl' || ext === '.ndjson') return 'jsonl';
  if (ext === '.parquet') return 'parquet';
  throw new UsageError(`${option} '${file}' must end in .jsonl or .parquet`);
}

interface RowSink {
  add(line: string): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

/**
 * Merges the checkpoint's shards into `out` and, if given, `summary`. Returns the counts of rows written.
 * `out` may instead be a function that takes each finding row (mining adds them up).
 */
export async function writeResults(
  checkpoint: Checkpoint,
  out: string | ((line: string) => void),
  summary: string | undefined,
): Promise<{ findings: number; docs: number; errors: number }> {
  const findings: RowSink =
    typeof out === 'string' ? await openSink(out, FINDING_COLUMNS, '--out') : { add: async (line) => out(line), close: async () => {}, abort: async () => {} };
  const docs = summary === undefined ? undefined : await openSink(summary, SUMMARY_COLUMNS, '--summary');
  let nFindings = 0;
  let nDocs = 0;
  let errors = 0;
  try {
    for await (const row of checkpoint.rows()) {
      if (row.kind === 'finding') {
        nFindings++;
        await findings.add(row.line);
      } else {
        nDocs++;
        if (!row.line.endsWith('"error":""}')) errors++; // (rows are written by JSON.stringify, error last)
        await docs?.add(row.line);
      }
    }
    await findings.close();
    await docs?.close();
  } catch (err) {
    await findings.abort();
    await docs?.abort();
    throw err;
  }
  return { findings: nFindings, docs: nDocs, errors };
}

async function openSink(file: string, columns: readonly string[], option: string): Promise<RowSink> {
  const target = path.resolve(file);
  const temp = `${target}.${process.pid}.tmp`;
  return outputKindOf(file, option) === 'jsonl' ? jsonlSink(temp, target) : parquetSink(temp, target, columns);
}

function jsonlSink(temp: string, target: string): RowSink {
  const stream = createWriteStream(temp);
  return {
    async add(line) {
      if (!stream.write(`${line}\n`)) await once(stream, 'drain');
    },
    async close() {
      stream.end();
      await once(stream, 'finish');
      await rename(temp, target);
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
    async add(line) {
      rows.push(JSON.parse(line) as Record<string, unknown>);
      if (rows.length >= ROW_GROUP) await flush();
    },
    async close() {
      await flush();
      await writer.finish();
      await rename(temp, target);
    },
    async abort() {
      await rm(temp, { force: true });
    },
  };
}
