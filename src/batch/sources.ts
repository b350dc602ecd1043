/**
 * The documents of a batch, in a fixed order: files and globs (each file one document, its format by
 * extension, as `genderfair check` reads it), or the records of JSONL, CSV and Parquet files (the text in
 * --text-field, the id in --id-field, else `file#n`). The order only depends on the input, so the shards
 * cut from it are the same in every run, which is what makes a run resumable.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { InputFormat } from '../documents/formats.js';
import { inputFormatOf } from '../cli/input-format.js';
import { type Source, describeErrno, resolveInputs } from '../cli/inputs.js';
import { UsageError } from '../cli/errors.js';
import { type CheckerCliOptions, CliSettings } from '../cli/options.js';
import type { CheckOptions } from '../types.js';
import { csvRecords } from './csv-stream.js';
import type { DocRef } from './types.js';

export type RecordKind = 'jsonl' | 'csv' | 'parquet';

export interface SourceOptions extends CheckerCliOptions {
  textField: string;
  idField?: string;
  inputFormat?: InputFormat;
}

/** A document with its weight for cutting shards (characters of a record, bytes of a file). */
export interface WeightedDoc {
  ref: DocRef;
  weight: number;
}

export interface DocumentSet {
  /** What the run reads, for the checkpoint's manifest: a resumed run must read the same. */
  describe: { inputs: string[]; options: CheckOptions[] };
  options: CheckOptions[];
  /** Number of documents (records counted beforehand, cheaply), for the progress line. */
  total: number;
  docs(): AsyncGenerator<WeightedDoc>;
}

export function recordKindOf(file: string): RecordKind | undefined {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.jsonl' || ext === '.ndjson') return 'jsonl';
  if (ext === '.csv') return 'csv';
  if (ext === '.parquet') return 'parquet';
  return undefined;
}

/** Resolves the inputs (stdin is not an input of a batch) and validates what can be validated up front. */
export async function openDocuments(
  inputs: readonly string[],
  opts: SourceOptions,
  stderr: NodeJS.WritableStream,
  cwd = process.cwd(),
): Promise<DocumentSet> {
  if (inputs.length === 0) throw new UsageError('no input given (files, glob patterns, or JSONL/CSV/Parquet files of records)');
  if (inputs.includes('-')) throw new UsageError('batch does not read standard input; pass files');
  const settings = new CliSettings(opts, cwd);
  const sources = await settings.withoutIgnored(await resolveInputs(inputs, cwd), stderr);
  const perSource = await settings.checkOptions(sources);
  // one entry per distinct options object: tasks carry an index, not a copy per document
  const options: CheckOptions[] = [];
  const keys = new Map<string, number>();
  const indexOf = (o: CheckOptions): number => {
    const key = JSON.stringify(o);
    let i = keys.get(key);
    if (i === undefined) keys.set(key, (i = options.push(o) - 1));
    return i;
  };
  const indices = perSource.map(indexOf);
  const records = await Promise.all(sources.map((src) => (recordKindOf(src.path!) ? openRecords(src, opts, cwd) : undefined)));
  let total = 0;
  for (const r of records) total += r ? r.count : 1;
  return {
    describe: { inputs: sources.map((s) => s.name), options },
    options,
    total,
    async *docs() {
      for (const [i, src] of sources.entries()) {
        const rec = records[i];
        if (rec) {
          for await (const d of rec.read()) yield { ref: { ...d.ref, options: indices[i]! }, weight: d.weight };
          continue;
        }
        const size = await stat(path.resolve(cwd, src.path!)).then((s) => s.size, () => 0);
        yield {
          ref: { doc: src.name, path: src.path!, inputFormat: inputFormatOf(src, opts), options: indices[i]! },
          weight: size,
        };
      }
    },
  };
}

interface RecordFile {
  count: number;
  read(): AsyncGenerator<WeightedDoc>;
}

async function openRecords(src: Source, opts: SourceOptions, cwd: string): Promise<RecordFile> {
  const file = path.resolve(cwd, src.path!);
  const kind = recordKindOf(file)!;
  if (kind === 'jsonl') return openJsonl(src.name, file, opts);
  if (kind === 'csv') return openCsv(src.name, file, opts);
  return openParquet(src.name, file, opts);
}

/** A record's DocRef; `error` when its text field is missing or not text. */
function recordRef(name: string, n: number, row: Record<string, unknown>, opts: SourceOptions): WeightedDoc {
  const id = opts.idField === undefined ? undefined : row[opts.idField];
  const doc = id === undefined || id === null || id === '' ? `${name}#${n}` : String(id);
  const text = row[opts.textField];
  const inputFormat = opts.inputFormat ?? 'text';
  if (typeof text !== 'string') {
    const error = text === undefined || text === null ? `no field '${opts.textField}'` : `field '${opts.textField}' is not text`;
    return { ref: { doc, error, inputFormat, options: 0 }, weight: 0 };
  }
  return { ref: { doc, text, inputFormat, options: 0 }, weight: text.length };
}

async function openJsonl(name: string, file: string, opts: SourceOptions): Promise<RecordFile> {
  let count = 0;
  for await (const line of lines(file)) if (line.trim() !== '') count++;
  return {
    count,
    async *read() {
      let n = 0;
      for await (const line of lines(file)) {
        if (line.trim() === '') continue;
        n++;
        let row: unknown;
        try {
          row = JSON.parse(line);
        } catch {
          yield { ref: { doc: `${name}#${n}`, error: `line ${n}: not valid JSON`, inputFormat: opts.inputFormat ?? 'text', options: 0 }, weight: 0 };
          continue;
        }
        if (row === null || typeof row !== 'object' || Array.isArray(row)) {
          yield { ref: { doc: `${name}#${n}`, error: `line ${n}: not a JSON object`, inputFormat: opts.inputFormat ?? 'text', options: 0 }, weight: 0 };
          continue;
        }
        yield recordRef(name, n, row as Record<string, unknown>, opts);
      }
    },
  };
}

async function* lines(file: string): AsyncGenerator<string> {
  const stream = createReadStream(file, { encoding: 'utf8' });
  try {
    yield* createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  } finally {
    stream.destroy();
  }
}

/**
 * CSV (RFC 4180 as Python's csv module reads it): the first row names the fields. Read piece by piece
 * (csv-stream.ts), once to count the records and check the header, then as the run goes.
 */
async function openCsv(name: string, file: string, opts: SourceOptions): Promise<RecordFile> {
  let header: string[] | undefined;
  let count = 0;
  for await (const r of csvRecords(file, name)) {
    if (r.length === 0) continue;
    if (header === undefined) header = r;
    else count++;
  }
  if (!header) throw new UsageError(`'${name}' has no header row`);
  if (!header.includes(opts.textField)) throw new UsageError(`'${name}' has no column '${opts.textField}' (columns: ${header.join(', ')}); choose one with --text-field`);
  const fields = header;
  return {
    count,
    async *read() {
      let n = -1; // the header is record 0
      for await (const r of csvRecords(file, name)) {
        if (r.length === 0) continue;
        if (++n === 0) continue;
        yield recordRef(name, n, Object.fromEntries(fields.map((h, j) => [h, r[j]])), opts);
      }
    },
  };
}

/**
 * Bytes (uncompressed, of the columns read) held at a time: a Parquet file is never held whole. A row
 * group within the bound is read in one piece; a larger one in slices of rows, each of which decodes the
 * group's pages again (reading a 20000-row group in slices of 4096 rows took five times as long).
 */
const PARQUET_BYTES = 64 * 1024 * 1024;

async function openParquet(name: string, file: string, opts: SourceOptions): Promise<RecordFile> {
  const { asyncBufferFromFile, parquetMetadataAsync, parquetReadObjects, parquetSchema } = await import('hyparquet');
  const buffer = await asyncBufferFromFile(file).catch((err: NodeJS.ErrnoException) => {
    throw new UsageError(`cannot read '${name}': ${describeErrno(err)}`);
  });
  const metadata = await parquetMetadataAsync(buffer).catch((err: unknown) => {
    throw new UsageError(`'${name}' is not a Parquet file: ${err instanceof Error ? err.message : String(err)}`);
  });
  const fields = parquetSchema(metadata).children.map((c) => c.element.name);
  for (const f of [opts.textField, opts.idField]) {
    if (f !== undefined && !fields.includes(f)) throw new UsageError(`'${name}' has no column '${f}' (columns: ${fields.join(', ')})`);
  }
  const columns = opts.idField === undefined ? [opts.textField] : [opts.textField, opts.idField];
  const count = Number(metadata.num_rows);
  return {
    count,
    async *read() {
      const groups = metadata.row_groups.map((g) => ({
        rows: Number(g.num_rows),
        bytes: g.columns.reduce((n, c) => (columns.includes(c.meta_data?.path_in_schema[0] ?? '') ? n + Number(c.meta_data!.total_uncompressed_size) : n), 0),
      }));
      for (const [start, rowEnd] of parquetSlices(groups)) {
        const rows = await parquetReadObjects({ file: buffer, metadata, columns, rowStart: start, rowEnd });
        for (const [i, row] of rows.entries()) yield recordRef(name, start + i + 1, row, opts);
      }
    },
  };
}

/** The row ranges [start, end) a Parquet file is read in: each row group whole, or in slices of at most `maxBytes`. */
export function parquetSlices(groups: readonly { rows: number; bytes: number }[], maxBytes = PARQUET_BYTES): [number, number][] {
  const slices: [number, number][] = [];
  let groupStart = 0;
  for (const { rows, bytes } of groups) {
    const step = bytes <= maxBytes ? rows : Math.max(1, Math.floor((rows * maxBytes) / bytes));
    for (let start = groupStart; start < groupStart + rows; start += step) slices.push([start, Math.min(groupStart + rows, start + step)]);
    groupStart += rows;
  }
  return slices;
}
