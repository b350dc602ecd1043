/**
 * Byte-level building blocks shared by the vector readers: a chunked file reader with a reused
 * buffer, a decimal parser that gives exactly `Math.fround(Number(token))`, word decoding, the
 * hash used by the vocabulary filter, and the error/warning bookkeeping.
 *
 * Nothing here builds a string of more than one word or one number: files of several GB are read
 * through two reused buffers of `chunkSize` bytes (plus a copy for a line longer than that).
 */
import type { FileHandle } from 'node:fs/promises';
import { InputError } from '../../errors.js';

/**
 * Default read size. Measured on the project's 2-core machines, small chunks that stay in the CPU
 * cache beat 16–64 MiB ones (1 MiB: ~1 GB/s filtered, 16 MiB: ~0.45 GB/s; see bench/embeddings-load.ts).
 */
export const DEFAULT_CHUNK_SIZE = 1024 * 1024;

/** An error in a vector file; `file`, `line` and `word` are set where known. */
export class VectorFileError extends InputError {
  readonly file: string;
  readonly line: number | undefined;
  readonly word: string | undefined;
  constructor(message: string, file: string, line?: number, word?: string) {
    super(message);
    this.name = 'VectorFileError';
    this.file = file;
    this.line = line;
    this.word = word;
  }
}

/**
 * Reads a file front to back in chunks, double-buffered: while the caller parses one chunk, the
 * next is already being read (by libuv's thread pool), so I/O and parsing overlap.
 *
 * `view[0, end)` holds the valid bytes. `fill(keep)` hands over the next chunk with the unconsumed
 * bytes `view[keep, end)` (a line cut at the chunk boundary) in front of it: they are copied into
 * a reserved area before the chunk, or, for a record longer than that area, joined in a new buffer.
 */
export class ByteReader {
  view: Buffer = Buffer.alloc(0);
  end = 0;
  eof = false;
  /** Bytes read from the file so far. */
  bytesRead = 0;
  /** File offset of view[0]. */
  base = 0;
  private readonly reserve: number;
  private readonly chunk: number;
  private readonly slots: [Buffer, Buffer];
  /** The slot the pending read writes into. */
  private next = 0;
  private pending: Promise<number> | undefined;
  private nextPosition: number;

  constructor(
    private readonly fh: FileHandle,
    readonly total: number,
    chunkSize: number,
    private readonly onProgress?: (done: number, total: number) => void,
  ) {
    // A small file needs no more than its size (the reserve holds a line cut at a chunk boundary).
    this.chunk = Math.max(1, Math.min(chunkSize, total));
    this.reserve = this.chunk;
    this.slots = [Buffer.allocUnsafe(this.reserve + this.chunk), Buffer.allocUnsafe(this.reserve + this.chunk)];
    this.nextPosition = 0;
    this.prefetch();
  }

  private prefetch(): void {
    const slot = this.slots[this.next]!;
    const position = this.nextPosition;
    this.pending = this.fh.read(slot, this.reserve, this.chunk, position).then(({ bytesRead }) => bytesRead);
  }

  /** Keeps view[keep, end) in front of the next chunk. Returns false at end of file (nothing new). */
  async fill(keep: number): Promise<boolean> {
    const tail = this.end - keep;
    this.base += keep;
    if (this.eof) {
      this.view = this.view.subarray(keep, this.end);
      this.end = tail;
      return false;
    }
    const n = await this.pending!;
    this.pending = undefined;
    const slot = this.slots[this.next]!;
    let view: Buffer;
    if (tail <= this.reserve) {
      this.view.copy(slot, this.reserve - tail, keep, this.end);
      view = slot.subarray(this.reserve - tail, this.reserve + n);
    } else {
      view = Buffer.allocUnsafe(tail + n);
      this.view.copy(view, 0, keep, this.end);
      slot.copy(view, tail, this.reserve, this.reserve + n);
    }
    this.view = view;
    this.end = tail + n;
    this.bytesRead += n;
    this.nextPosition += n;
    if (n === 0) {
      this.eof = true;
      if (tail > 0 && view[tail - 1] !== 10) {
        // A last line without a newline gets one, so parsers can rely on a terminator.
        this.view = Buffer.allocUnsafe(tail + 1);
        view.copy(this.view, 0, 0, tail);
        this.view[tail] = 10;
        this.end = tail + 1;
      }
      return false;
    }
    this.onProgress?.(Math.min(this.bytesRead, this.total), this.total);
    // The other slot is no longer referenced by `view` (its tail was copied): read into it.
    this.next ^= 1;
    this.prefetch();
    return true;
  }

  /** Waits for a read still in flight (call before closing the file). */
  async settle(): Promise<void> {
    if (this.pending) await this.pending.catch(() => 0);
    this.pending = undefined;
  }
}

const POW10 = new Float64Array(23).map((_, i) => 10 ** i);

/** End (exclusive) of the number read by the last call of {@link parseNumber}. */
export let numberEnd = 0;

/**
 * Parses a decimal number starting at `p` (not beyond `e`): `[+-]digits[.digits][(e|E)[+-]digits]`
 * (also `.5` and `5.`). Returns NaN when there is no number at `p`; {@link numberEnd} is where it
 * stopped. The result is the correctly rounded double, i.e. equal to `Number(token)`: with at most
 * 15 significant digits and a power of ten up to 22 both operands are exact and one IEEE division
 * or multiplication rounds once (Clinger's fast path); other tokens go through `Number()`.
 */
export function parseNumber(b: Uint8Array, p: number, e: number): number {
  const t0 = p;
  let neg = false;
  let c = p < e ? b[p]! : 0;
  if (c === 45) {
    neg = true;
    c = ++p < e ? b[p]! : 0;
  } else if (c === 43) {
    c = ++p < e ? b[p]! : 0;
  }
  let m = 0;
  let sig = 0;
  let digits = 0;
  let exp = 0;
  while (c >= 48 && c <= 57) {
    m = m * 10 + (c - 48);
    if (m !== 0) sig++;
    digits++;
    c = ++p < e ? b[p]! : 0;
  }
  if (c === 46) {
    c = ++p < e ? b[p]! : 0;
    while (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      if (m !== 0) sig++;
      digits++;
      exp--;
      c = ++p < e ? b[p]! : 0;
    }
  }
  if (digits === 0) {
    numberEnd = p;
    return NaN;
  }
  if (c === 101 || c === 69) {
    let q = p + 1;
    let d = q < e ? b[q]! : 0;
    let eneg = false;
    if (d === 45) {
      eneg = true;
      d = ++q < e ? b[q]! : 0;
    } else if (d === 43) {
      d = ++q < e ? b[q]! : 0;
    }
    let ev = 0;
    let ed = 0;
    while (d >= 48 && d <= 57) {
      if (ev < 100_000) ev = ev * 10 + (d - 48);
      ed++;
      d = ++q < e ? b[q]! : 0;
    }
    if (ed === 0) {
      numberEnd = q;
      return NaN; // "1e", "1e+": not a number
    }
    exp += eneg ? -ev : ev;
    p = q;
  }
  numberEnd = p;
  let v: number;
  if (m === 0) v = 0;
  else if (sig <= 15 && exp >= -22 && exp <= 22) v = exp < 0 ? m / POW10[-exp]! : m * POW10[exp]!;
  else {
    let s = '';
    for (let i = t0; i < p; i++) s += String.fromCharCode(b[i]!);
    return Number(s);
  }
  return neg ? -v : v;
}

/**
 * Parses space-separated values of a text row from `p` to the line end `e` into `out[o...]`;
 * `b[e]` must be the line's newline (the reader guarantees one, even for a last line without).
 * Spaces and CR are separators (runs allowed, trailing ones too). Returns the number of values
 * when the line holds only valid numbers and at most `dim` of them, else -1 (the caller then
 * re-examines the line to say what is wrong).
 *
 * Hot loop of a full load: plain decimals of at most 9 digits (`-0.0123`, `0.87152`) are
 * accumulated as an int32 and divided by an exact power of ten (one rounding, so the result is
 * `Number(token)`); anything else (exponents, `+`, more digits) goes through {@link parseNumber}.
 */
export function parseValues(b: Uint8Array, p: number, e: number, out: Float32Array, o: number, dim: number): number {
  let n = 0;
  while (p < e) {
    let c = b[p]!;
    if (c === 32 || c === 13) {
      p++;
      continue;
    }
    if (n === dim) return -1;
    const t0 = p;
    let neg = false;
    if (c === 45) {
      neg = true;
      c = b[++p]!;
    }
    let m = 0;
    let d = 0;
    let frac = 0;
    let x = c - 48;
    while (x >>> 0 <= 9) {
      m = (m * 10 + x) | 0;
      d++;
      x = b[++p]! - 48;
    }
    if (x === -2) {
      // "."
      x = b[++p]! - 48;
      while (x >>> 0 <= 9) {
        m = (m * 10 + x) | 0;
        d++;
        frac++;
        x = b[++p]! - 48;
      }
    }
    // Ends at the line end, a space (32 - 48) or a CR (13 - 48).
    if ((p === e || x === -16 || x === -35) && d !== 0 && d <= 9) {
      const v = m / POW10[frac]!;
      out[o + n++] = neg ? -v : v;
      continue;
    }
    const v = parseNumber(b, t0, e);
    p = numberEnd;
    if (v !== v) return -1;
    if (p < e) {
      c = b[p]!;
      if (c !== 32 && c !== 13) return -1;
    }
    out[o + n++] = v;
  }
  return n;
}

/** ASCII upper → lower case, other bytes unchanged (used for case-insensitive hashing). */
export const FOLD_LOWER = new Uint8Array(256).map((_, i) => (i >= 65 && i <= 90 ? i + 32 : i));
export const FOLD_NONE = new Uint8Array(256).map((_, i) => i);

export const FNV_OFFSET = 0x811c9dc5 | 0;
export const FNV_PRIME = 0x01000193;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Decodes buf[s, e) as a word; `ascii` says all bytes are < 0x80 (then latin1 is exact and
 * faster). Returns undefined when the bytes are not valid UTF-8.
 */
export function decodeWord(buf: Buffer, s: number, e: number, ascii: boolean): string | undefined {
  if (ascii) return buf.toString('latin1', s, e);
  try {
    return utf8.decode(buf.subarray(s, e));
  } catch {
    return undefined;
  }
}

/** At most `max` characters of `s`, for messages. */
export function clip(s: string, max = 40): string {
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/** Hex dump of a few bytes, for "not UTF-8" messages. */
export function hexBytes(buf: Uint8Array, s: number, e: number, max = 16): string {
  const parts: string[] = [];
  for (let i = s; i < e && i < s + max; i++) parts.push(buf[i]!.toString(16).padStart(2, '0'));
  return parts.join(' ') + (e - s > max ? ' …' : '');
}

/** Warnings of one load: collected, passed on, and malformed rows counted (listed up to a cap). */
export class Diagnostics {
  static readonly MAX_LISTED = 50;
  readonly warnings: string[] = [];
  malformed = 0;

  constructor(
    readonly label: string,
    private readonly strict: boolean,
    private readonly onWarning?: (message: string) => void,
  ) {}

  warn(message: string): void {
    this.warnings.push(message);
    this.onWarning?.(message);
  }

  /** A row that is skipped (or, when strict, an error). */
  bad(message: string, line?: number, word?: string): void {
    if (this.strict) throw new VectorFileError(message, this.label, line, word);
    this.malformed++;
    if (this.malformed <= Diagnostics.MAX_LISTED) this.warn(message);
  }

  finish(): void {
    if (this.malformed > Diagnostics.MAX_LISTED) {
      this.warn(
        `${this.label}: ${this.malformed - Diagnostics.MAX_LISTED} more malformed rows skipped (${this.malformed} in all; only the first ${Diagnostics.MAX_LISTED} are listed)`,
      );
    }
  }
}
