/**
 * Where parsed rows go: {@link AllRows} for a full load (one growing Float32Array, words and their
 * index built once) and {@link VocabularyFilter} for a filtered load (only the requested words).
 */
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { VectorTable } from '../space.js';
import { FNV_OFFSET, FNV_PRIME, FOLD_LOWER, FOLD_NONE } from './bytes.js';

/** First duplicate seen, for the summary warning. */
interface Duplicate {
  word: string;
  /** Line number (text formats) or entry number (wink). */
  at: number;
}

/** Full load: every row, first occurrence of a word wins. */
export class AllRows {
  data: Float32Array;
  rows = 0;
  readonly words: string[] = [];
  readonly index = new Map<string, number>();
  duplicates = 0;
  firstDuplicate: Duplicate | undefined;

  constructor(
    readonly dim: number,
    capacityRows: number,
  ) {
    this.data = new Float32Array(Math.max(1, capacityRows) * dim);
  }

  /** Offset at which the next row's values are to be written (grows the array when full). */
  slot(): number {
    const o = this.rows * this.dim;
    if (o + this.dim > this.data.length) {
      const rows = this.data.length / this.dim;
      const bigger = new Float32Array(Math.max(rows + 1024, Math.ceil(rows * 1.5)) * this.dim);
      bigger.set(this.data.subarray(0, o));
      this.data = bigger;
    }
    return o;
  }

  /** Keeps the row just written at slot() under `word`; false (row dropped) for a duplicate. */
  commit(word: string, at: number): boolean {
    if (this.index.has(word)) {
      this.duplicates++;
      this.firstDuplicate ??= { word, at };
      return false;
    }
    this.index.set(word, this.rows);
    this.words.push(word);
    this.rows++;
    return true;
  }

  table(): VectorTable {
    // A view of the rows kept; capacity beyond it was never written, so it never became resident.
    return new VectorTable(this.words, this.dim, this.data.subarray(0, this.rows * this.dim), this.index);
  }
}

/** Called for every row of a streaming read; `vector` is a reused buffer (valid during the call only). */
export type RowCallback = (word: string, vector: Float32Array, line: number) => void | Promise<void>;

/** What a streaming read (`forEachVector`) hands to the readers. */
export interface RowStream {
  onRow: RowCallback;
  /** Once the dimension is known, before the first row; `rows` is the count the file announces, if any. */
  onHeader?: ((dim: number, rows: number | undefined) => void | Promise<void>) | undefined;
}

/**
 * Streaming "full load": every row is parsed into one reused row buffer (`data`, so readers can
 * treat it like {@link AllRows} with a single slot) and handed to a callback instead of being kept.
 * With `dedupe` (text and wink, as {@link AllRows}) the first occurrence of a word wins; the words
 * seen are remembered (a Set of strings: memory grows with the vocabulary, not with rows × dim).
 */
export class EachRow {
  readonly data: Float32Array;
  rows = 0;
  duplicates = 0;
  firstDuplicate: Duplicate | undefined;
  private readonly seen: Set<string> | undefined;

  constructor(
    readonly dim: number,
    private readonly onRow: RowCallback,
    dedupe: boolean,
  ) {
    this.data = new Float32Array(dim);
    this.seen = dedupe ? new Set() : undefined;
  }

  /** Hands the row in `data` to the callback (unless `word` is a duplicate); await a returned promise before reusing `data`. */
  commit(word: string, at: number): void | Promise<void> {
    if (this.seen) {
      if (this.seen.has(word)) {
        this.duplicates++;
        this.firstDuplicate ??= { word, at };
        return;
      }
      this.seen.add(word);
    }
    this.rows++;
    return this.onRow(word, this.data, at);
  }
}

/**
 * The words an audit asks for. The readers hash the first token of each row on the fly (FNV-1a,
 * ASCII folded to lower case when `lowercase`) and only decode rows whose hash is wanted, so
 * unwanted rows cost a hash and a newline search.
 *
 * With `lowercase`, file words match requested words case-insensitively; an exact-case match wins
 * over an earlier case-insensitive one, otherwise the first match in the file wins. Every distinct
 * requested spelling gets its own row, so `table.get(word)` works with the words as requested.
 */
export class VocabularyFilter {
  /** Distinct requested words, in the order given. */
  readonly words: string[] = [];
  readonly lowercase: boolean;
  readonly fold: Uint8Array;
  /** Key (word, lower-cased when `lowercase`) → indices into `words`. */
  private readonly byKey = new Map<string, number[]>();
  /** Keys of the first space-separated part of requested words that contain spaces. */
  private readonly firstParts = new Set<string>();
  readonly hashes = new Set<number>();
  /** Per requested word: 0 not found, 1 case-insensitive match, 2 exact match. */
  private state: Uint8Array;
  /** File word matched by each requested word (for duplicate detection). */
  private readonly accepted = new Set<string>();
  private slots = new Float32Array(0);
  private dim = 0;
  private open: number;
  duplicates = 0;
  firstDuplicate: Duplicate | undefined;

  constructor(vocabulary: Iterable<string>, lowercase: boolean) {
    this.lowercase = lowercase;
    this.fold = lowercase ? FOLD_LOWER : FOLD_NONE;
    const seen = new Set<string>();
    for (const w of vocabulary) {
      if (typeof w !== 'string') throw new TypeError(`vocabulary entries must be strings, got ${typeof w}`);
      if (w === '' || seen.has(w)) continue;
      seen.add(w);
      const key = this.key(w);
      const list = this.byKey.get(key);
      if (list) list.push(this.words.length);
      else this.byKey.set(key, [this.words.length]);
      this.words.push(w);
      this.hashes.add(this.hash(key));
      const space = key.indexOf(' ');
      if (space > 0) {
        this.firstParts.add(key.slice(0, space));
        this.hashes.add(this.hash(key.slice(0, space)));
      }
    }
    this.state = new Uint8Array(this.words.length);
    this.open = this.words.length;
  }

  key(word: string): string {
    return this.lowercase ? word.toLowerCase() : word;
  }

  private hash(key: string): number {
    let h = FNV_OFFSET;
    for (const c of Buffer.from(key, 'utf8')) h = Math.imul(h ^ this.fold[c]!, FNV_PRIME);
    return h;
  }

  setDim(dim: number): void {
    this.dim = dim;
    this.slots = new Float32Array(this.words.length * dim);
  }

  /** Is a row with this first word worth parsing (it or a multi-word entry starting with it is wanted)? */
  wants(word: string): boolean {
    const key = this.key(word);
    return this.byKey.has(key) || this.firstParts.has(key);
  }

  /** Offers a parsed row; returns true when it was kept for at least one requested word. */
  offer(word: string, values: Float32Array, offset: number, at: number): boolean {
    const targets = this.byKey.get(this.key(word));
    if (targets === undefined) return false;
    if (this.accepted.has(word)) {
      this.duplicates++;
      this.firstDuplicate ??= { word, at };
      return false;
    }
    let kept = false;
    for (const i of targets) {
      const exact = this.words[i] === word;
      const s = this.state[i]!;
      if (s === 2 || (s === 1 && !exact)) continue;
      this.slots.set(values.subarray(offset, offset + this.dim), i * this.dim);
      if (exact || !this.lowercase) {
        this.state[i] = 2;
        this.open--;
      } else if (s === 0) {
        this.state[i] = 1;
      }
      kept = true;
    }
    if (kept) this.accepted.add(word);
    return kept;
  }

  /** All requested words found with their final match: the rest of the file cannot change the result. */
  get complete(): boolean {
    return this.open === 0;
  }

  result(): { table: VectorTable; missing: string[] } {
    const dim = this.dim;
    const found: string[] = [];
    const missing: string[] = [];
    for (let i = 0; i < this.words.length; i++) (this.state[i] ? found : missing).push(this.words[i]!);
    const data = new Float32Array(found.length * dim);
    let r = 0;
    for (let i = 0; i < this.words.length; i++) {
      if (!this.state[i]) continue;
      data.set(this.slots.subarray(i * dim, (i + 1) * dim), r * dim);
      r++;
    }
    return { table: new VectorTable(found, dim, data), missing };
  }
}

/** The summary warning for duplicates, or undefined when there were none. */
export function duplicateWarning(
  label: string,
  count: number,
  first: Duplicate | undefined,
  where: (at: number) => string,
): string | undefined {
  if (count === 0 || first === undefined) return undefined;
  return `${label}: ${count} duplicate word${count === 1 ? '' : 's'} skipped, the first occurrence was kept (first duplicate: "${first.word}" at ${where(first.at)})`;
}

/**
 * Touches the pages of a freshly allocated Float32Array ahead of the parser, from libuv's thread
 * pool, by reading /dev/zero into them. The first write to a fresh page costs a page fault
 * (~250 MB/s of arrays on the project's machines, a third of a full load's time); this way the
 * faults are taken on the other CPU while the main thread parses. Only pages the parser has not
 * reached are written, and only zeros over zeros, so the result is the same with or without it.
 * Off where there is no /dev/zero, or with GENDERFAIR_NO_PREFAULT=1.
 */
export class Prefaulter {
  private pending: Promise<unknown> | undefined;
  private pendingStart = 0;
  private target: Float32Array | undefined;
  private done = 0;

  private constructor(private readonly zero: FileHandle) {}

  static async open(): Promise<Prefaulter | undefined> {
    if (process.platform === 'win32' || process.env.GENDERFAIR_NO_PREFAULT) return undefined;
    try {
      return new Prefaulter(await open('/dev/zero', 'r'));
    } catch {
      return undefined;
    }
  }

  /**
   * To be called before the parser writes at most `horizon` bytes from byte `written` of
   * `array`: waits for a prefault that overlaps that range, then starts the next one beyond it.
   */
  async advance(array: Float32Array, written: number, horizon: number): Promise<void> {
    if (array !== this.target) {
      await this.settle();
      this.target = array;
      this.done = written;
    }
    const limit = written + horizon;
    if (this.pending && this.pendingStart < limit) await this.settle();
    if (this.pending) return;
    const start = Math.max(this.done, limit);
    // Steps of 1/16 of the array, 64 KiB to 8 MiB.
    const step = Math.min(8 << 20, Math.max(64 << 10, Math.floor(array.byteLength / 16 / 4096) * 4096));
    const end = Math.min(start + step, array.byteLength);
    if (start >= end) return;
    this.pendingStart = start;
    this.done = end;
    this.pending = this.zero.read(new Uint8Array(array.buffer, array.byteOffset + start, end - start), 0, end - start, null).catch(() => undefined);
  }

  async settle(): Promise<void> {
    if (this.pending) await this.pending;
    this.pending = undefined;
  }

  async close(): Promise<void> {
    await this.settle();
    await this.zero.close();
  }
}
