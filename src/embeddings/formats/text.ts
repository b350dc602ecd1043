/**
 * Text vector files, read as bytes:
 * - `vec`: word2vec/fastText text format, a header line `<rows> <dimensions>` then `word v1 … vD`;
 * - `glove`: the same rows without a header; the dimension comes from the first row.
 *
 * Fields are separated by runs of ASCII spaces; trailing spaces (fastText writes `… vD \n`), CR
 * before LF and blank lines are accepted. A word is any run of non-space bytes (UTF-8, so it may
 * contain non-breaking spaces, tabs, …). Rows with more fields than `1 + D` occur in GloVe 840B,
 * whose tokenizer kept a few tokens with spaces (`. . .`, `at name@domain.com`): as careful loaders
 * do, the last D fields are then the vector and everything before them is the word — provided the
 * extra fields are not numbers themselves (otherwise the row has the wrong dimension).
 *
 * A full load parses every row straight into one Float32Array (preallocated from the header, or
 * estimated from the first row's length and the file size). A filtered load hashes the first
 * field of each row while scanning it and parses only rows whose hash belongs to a wanted word;
 * all other rows are skipped with one `indexOf('\n')`.
 */
import { open } from 'node:fs/promises';
import {
  ByteReader,
  FNV_OFFSET,
  FNV_PRIME,
  FOLD_NONE,
  VectorFileError,
  clip,
  decodeWord,
  hexBytes,
  numberEnd,
  parseNumber,
  parseValues,
} from './bytes.js';
import type { ReadContext, ReadOutcome } from './context.js';
import { AllRows, EachRow, Prefaulter, duplicateWarning } from './rows.js';
import { VectorTable } from '../space.js';

/** Token boundaries of the line being examined by the slow path (grown when needed). */
let tokStart = new Int32Array(1024);
let tokEnd = new Int32Array(1024);

/** Splits buf[s, e) at runs of spaces/CR into tokStart/tokEnd; returns the number of tokens. */
function tokenize(buf: Uint8Array, s: number, e: number): number {
  let n = 0;
  let p = s;
  for (;;) {
    while (p < e && (buf[p] === 32 || buf[p] === 13)) p++;
    if (p >= e) return n;
    const t = p;
    while (p < e && buf[p] !== 32 && buf[p] !== 13) p++;
    if (n === tokStart.length) {
      const a = new Int32Array(n * 2);
      a.set(tokStart);
      tokStart = a;
      const b = new Int32Array(n * 2);
      b.set(tokEnd);
      tokEnd = b;
    }
    tokStart[n] = t;
    tokEnd[n] = p;
    n++;
  }
}

function isNumberToken(buf: Uint8Array, s: number, e: number): boolean {
  const v = parseNumber(buf, s, e);
  return v === v && numberEnd === e;
}

/** A header line: exactly two unsigned integers. Returns them, or undefined. */
export function parseHeader(buf: Uint8Array, s: number, e: number): [number, number] | undefined {
  const n = tokenize(buf, s, e);
  if (n !== 2) return undefined;
  const out: number[] = [];
  for (let i = 0; i < 2; i++) {
    let v = 0;
    const a = tokStart[i]!;
    const b = tokEnd[i]!;
    if (b - a > 15) return undefined;
    for (let p = a; p < b; p++) {
      const c = buf[p]! - 48;
      if (c < 0 || c > 9) return undefined;
      v = v * 10 + c;
    }
    out.push(v);
  }
  return [out[0]!, out[1]!];
}

function lineText(buf: Buffer, s: number, e: number): string {
  return clip(new TextDecoder('utf-8').decode(buf.subarray(s, e)).trimEnd(), 60);
}

function utf8Error(label: string, buf: Buffer, line: number, s: number, e: number): never {
  throw new VectorFileError(
    `${label}:${line}: the word is not valid UTF-8 (bytes ${hexBytes(buf, s, e)}); text vector files must be UTF-8 (binary word2vec files are not supported)`,
    label,
    line,
  );
}

/**
 * The slow path for a row the fast path rejected: finds the word (possibly containing spaces)
 * and the `dim` values of buf[s, e), writes the values to out[o…] and returns the word, or
 * reports what is wrong and returns undefined.
 */
function examine(
  ctx: ReadContext,
  buf: Buffer,
  s: number,
  e: number,
  line: number,
  dim: number,
  out: Float32Array,
  o: number,
): string | undefined {
  const { label, diag } = ctx;
  const n = tokenize(buf, s, e);
  const w0s = tokStart[0]!;
  const w0e = tokEnd[0]!;
  const word0 = decodeWord(buf, w0s, w0e, false) ?? utf8Error(label, buf, line, w0s, w0e);
  let lastBad = 0;
  let firstBad = 0;
  for (let i = 1; i < n; i++) {
    if (!isNumberToken(buf, tokStart[i]!, tokEnd[i]!)) {
      lastBad = i;
      if (firstBad === 0) firstBad = i;
    }
  }
  const values = n - 1 - lastBad;
  if (values === dim && n > 1) {
    let word = word0;
    if (lastBad > 0) word = decodeWord(buf, w0s, tokEnd[lastBad]!, false) ?? utf8Error(label, buf, line, w0s, tokEnd[lastBad]!);
    for (let i = lastBad + 1, k = o; i < n; i++, k++) out[k] = parseNumber(buf, tokStart[i]!, tokEnd[i]!);
    return word;
  }
  if (firstBad > 0) {
    const tok = new TextDecoder('utf-8').decode(buf.subarray(tokStart[firstBad]!, tokEnd[firstBad]!));
    diag.bad(`${label}:${line}: "${word0}": value ${firstBad} is not a number: "${clip(tok)}"`, line, word0);
  } else {
    diag.bad(`${label}:${line}: "${word0}" has ${n - 1} values, expected ${dim}`, line, word0);
  }
  return undefined;
}

/** GloVe: the dimension is the number of trailing numeric fields of the first row. */
function gloveDim(ctx: ReadContext, buf: Buffer, ws: number, we: number, nl: number, line: number): number {
  const n = tokenize(buf, ws, nl);
  let k = 0;
  while (k < n - 1 && isNumberToken(buf, tokStart[n - 1 - k]!, tokEnd[n - 1 - k]!)) k++;
  if (k === 0) {
    const w = decodeWord(buf, ws, we, false) ?? utf8Error(ctx.label, buf, line, ws, we);
    throw new VectorFileError(`${ctx.label}:${line}: "${w}" has no values; cannot tell the dimension from the first row`, ctx.label, line, w);
  }
  return k;
}

/** The header line of a `vec` file, or errors: a `vec` file must have one, a `glove` file must not. */
function checkFirstLine(ctx: ReadContext, format: 'vec' | 'glove', buf: Buffer, s: number, ws: number, nl: number): [number, number] | undefined {
  const { label } = ctx;
  const header = parseHeader(buf, ws, nl);
  if (format === 'vec') {
    if (!header || header[1] === 0) {
      throw new VectorFileError(
        `${label}:1: expected a header "<rows> <dimensions>" (word2vec/fastText text format), got "${lineText(buf, s, nl)}"; files without a header are read with format 'glove'`,
        label,
        1,
      );
    }
    return header;
  }
  if (header) {
    throw new VectorFileError(
      `${label}:1: the first line "${lineText(buf, s, nl)}" looks like a word2vec/fastText header; read the file with format 'vec'`,
      label,
      1,
    );
  }
  return undefined;
}

export async function readText(ctx: ReadContext, format: 'vec' | 'glove'): Promise<ReadOutcome> {
  const fh = await open(ctx.path, 'r');
  let r: ByteReader | undefined;
  const prefault = ctx.filter || ctx.stream ? undefined : await Prefaulter.open();
  try {
    const total = (await fh.stat()).size;
    r = new ByteReader(fh, total, ctx.chunkSize, ctx.onProgress);
    await r.fill(0);
    if (r.end === 0) throw new VectorFileError(`${ctx.label}: empty file`, ctx.label);
    return await scan(ctx, format, r, total, prefault);
  } finally {
    await r?.settle();
    await prefault?.close();
    await fh.close();
  }
}

/**
 * The scanning loop. Everything it touches per byte or per row is a local variable (no closure
 * captures them, so V8 keeps them in registers).
 */
async function scan(
  ctx: ReadContext,
  format: 'vec' | 'glove',
  r: ByteReader,
  total: number,
  prefault: Prefaulter | undefined,
): Promise<ReadOutcome> {
  const { label, filter, diag, limit } = ctx;
  let buf = r.view;
  let end = r.end;
  // A UTF-8 byte order mark is not part of the first word.
  let start = end >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
  let line = 0;
  let rows = 0;
  let dim = 0;
  let headerRows = -1;
  let limited = false;
  let stoppedEarly = false;
  let all: AllRows | undefined;
  let each: EachRow | undefined;
  const stream = ctx.stream;
  let scratch = new Float32Array(0);
  const fold = filter?.fold ?? FOLD_NONE;
  const foldNonAscii = filter?.lowercase ?? false;
  const hashes = filter?.hashes ?? new Set<number>();

  /**
   * Once the dimension is known: sets up the collector of this mode (filtered, streamed or full with
   * room for `capacity` rows). True when a filtered load needs nothing more (no word was wanted).
   */
  const begin = async (announcedRows: number | undefined, capacity: number): Promise<boolean> => {
    if (filter) {
      filter.setDim(dim);
      scratch = new Float32Array(dim);
      return filter.complete;
    }
    if (stream) {
      each = new EachRow(dim, stream.onRow, true);
      await stream.onHeader?.(dim, announcedRows);
    } else {
      all = new AllRows(dim, capacity);
    }
    return false;
  };

  for (;;) {
    if (start >= end) {
      if (r.eof) break;
      await r.fill(start);
      start = 0;
      buf = r.view;
      end = r.end;
      // Until the next fill at most `end` bytes are parsed; a value takes >= 2 bytes of text, 4 of floats.
      if (prefault && all) await prefault.advance(all.data, all.rows * dim * 4, 2 * end + 4 * dim);
      continue;
    }
    // First field: hashed while scanning (ASCII folded for case-insensitive matching).
    let p = start;
    while (p < end && buf[p] === 32) p++;
    const ws = p;
    let h = FNV_OFFSET;
    let high = 0;
    while (p < end) {
      const c = buf[p]!;
      if (c === 32 || c === 10 || c === 13) break;
      high |= c;
      h = Math.imul(h ^ fold[c]!, FNV_PRIME);
      p++;
    }
    const we = p;
    const nl = p < end ? buf.indexOf(10, p) : -1;
    if (nl < 0) {
      // A line cut at the chunk boundary: read on, keeping it. (At the end of the file the
      // reader has appended a newline to a last line without one.)
      if (r.eof) throw new Error('internal error: line without a newline at the end of the file');
      await r.fill(start);
      start = 0;
      buf = r.view;
      end = r.end;
      if (prefault && all) await prefault.advance(all.data, all.rows * dim * 4, 2 * end + 4 * dim);
      continue;
    }
    line++;

    if (line === 1) {
      const header = checkFirstLine(ctx, format, buf, start, ws, nl);
      if (header) {
        [headerRows, dim] = header;
        start = nl + 1;
        if (await begin(Math.min(headerRows, limit), Math.min(headerRows, Math.floor(total / (2 * dim)) + 1, limit))) {
          stoppedEarly = true;
          break;
        }
        continue;
      }
    }

    if (ws === we) {
      let q = we;
      while (q < nl && (buf[q] === 32 || buf[q] === 13)) q++;
      if (q < nl) diag.bad(`${label}:${line}: the line starts with a carriage return`, line);
      start = nl + 1;
      continue;
    }
    if (rows >= limit) {
      limited = true;
      break;
    }
    rows++;

    if (dim === 0) {
      dim = gloveDim(ctx, buf, ws, we, nl, line);
      // No header: estimate the rows from the first row's length (memory never written is never resident).
      const cap = Math.ceil((total / Math.max(nl + 1 - start, 2 * dim)) * 1.25) + 64;
      if (await begin(undefined, Math.min(cap, limit))) {
        stoppedEarly = true;
        break;
      }
    }

    if (filter) {
      if ((high >= 128 && foldNonAscii) || hashes.has(h)) {
        const word = decodeWord(buf, ws, we, high < 128) ?? utf8Error(label, buf, line, ws, we);
        if (filter.wants(word)) {
          const n = parseValues(buf, we, nl, scratch, 0, dim);
          const w = n === dim ? word : examine(ctx, buf, ws, nl, line, dim, scratch, 0);
          if (w !== undefined && filter.offer(w, scratch, 0, line) && filter.complete) {
            stoppedEarly = true;
            break;
          }
        }
      }
    } else if (each) {
      const data = each.data;
      const n = parseValues(buf, we, nl, data, 0, dim);
      const w = n === dim ? (decodeWord(buf, ws, we, high < 128) ?? utf8Error(label, buf, line, ws, we)) : examine(ctx, buf, ws, nl, line, dim, data, 0);
      if (w !== undefined) {
        // (The reader's next chunk goes to its other buffer: `buf` stays valid while the callback runs.)
        const pending = each.commit(w, line);
        if (pending !== undefined) await pending;
      }
    } else {
      const rowsOut = all!;
      const o = rowsOut.slot();
      const data = rowsOut.data;
      const n = parseValues(buf, we, nl, data, o, dim);
      const w = n === dim ? (decodeWord(buf, ws, we, high < 128) ?? utf8Error(label, buf, line, ws, we)) : examine(ctx, buf, ws, nl, line, dim, data, o);
      if (w !== undefined) rowsOut.commit(w, line);
    }
    start = nl + 1;
  }

  if (dim === 0) throw new VectorFileError(`${label}: empty file (no vectors)`, label);
  if (format === 'vec' && !limited && !stoppedEarly && headerRows !== rows) {
    diag.warn(`${label}: the header announces ${headerRows} rows, the file has ${rows}`);
  }
  const dups = filter ?? each ?? all!;
  const dw = duplicateWarning(label, dups.duplicates, dups.firstDuplicate, (at) => `line ${at}`);
  if (dw) diag.warn(dw);
  const { table, missing } = filter ? filter.result() : each ? { table: new VectorTable([], dim, new Float32Array(0)), missing: [] } : { table: all!.table(), missing: [] };
  return { table, missing, rowsScanned: rows, bytes: r.bytesRead };
}
