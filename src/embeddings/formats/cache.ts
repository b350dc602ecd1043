/**
 * Binary vector cache, for fast reloads of a table once parsed from text.
 *
 * Layout (all integers little-endian):
 *
 *   offset 0   8 bytes  magic "GFVECTAB"
 *          8   u32      format version (1)
 *         12   u32      dimensions D
 *         16   u32      rows N
 *         20   u32      flags (0)
 *         24   u64      W = byte length of the word block
 *         32   W bytes  N words, each a u32 byte length followed by the word's UTF-8 bytes
 *              zero padding up to the next multiple of 64
 *          A   N×D×4    float32 little-endian, row-major   (A = 32 + W rounded up to 64)
 *
 * The file is exactly A + N×D×4 bytes long. The float block is read straight into the
 * Float32Array's memory (Node has no mmap; one fs read per 64 MiB, no intermediate copies).
 */
import { endianness } from 'node:os';
import { open, rename, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { VectorTable } from '../space.js';
import { FNV_OFFSET, FNV_PRIME, VectorFileError } from './bytes.js';
import type { ReadContext, ReadOutcome } from './context.js';

export const CACHE_MAGIC = Buffer.from('GFVECTAB', 'latin1');
export const CACHE_VERSION = 1;
const HEADER_BYTES = 32;
const ALIGN = 64;
const IO_CHUNK = 32 * 1024 * 1024;
/**
 * Reads in flight when loading the float block. The kernel's copy into fresh memory is page-fault
 * bound (~250 MB/s per thread on the project's machines); two reads on libuv's thread pool fault
 * pages on both CPUs (measured ~2× faster), more do not help.
 */
const PARALLEL_READS = 2;
const bigEndian = endianness() === 'BE';

const align = (n: number): number => Math.ceil(n / ALIGN) * ALIGN;

function swap32(bytes: Uint8Array): void {
  for (let i = 0; i + 3 < bytes.length; i += 4) {
    const a = bytes[i]!;
    const b = bytes[i + 1]!;
    bytes[i] = bytes[i + 3]!;
    bytes[i + 1] = bytes[i + 2]!;
    bytes[i + 2] = b;
    bytes[i + 3] = a;
  }
}

async function readFully(fh: FileHandle, target: Uint8Array, position: number): Promise<number> {
  let done = 0;
  while (done < target.length) {
    const { bytesRead } = await fh.read(target, done, target.length - done, position + done);
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return done;
}

/** Writes `table` as a binary cache (to a temporary file renamed into place, so readers never see half a cache). */
export async function writeCacheFile(
  table: VectorTable,
  path: string,
  onProgress?: (bytesDone: number, bytesTotal: number) => void,
): Promise<void> {
  const { dim, words, data } = table;
  if (words.length > 0xffffffff || dim > 0xffffffff) throw new Error(`table too large for the cache format`);
  let wordBytes = 0;
  for (const w of words) wordBytes += 4 + Buffer.byteLength(w, 'utf8');
  const dataOffset = align(HEADER_BYTES + wordBytes);
  const head = Buffer.alloc(dataOffset);
  CACHE_MAGIC.copy(head, 0);
  head.writeUInt32LE(CACHE_VERSION, 8);
  head.writeUInt32LE(dim, 12);
  head.writeUInt32LE(words.length, 16);
  head.writeUInt32LE(0, 20);
  head.writeBigUInt64LE(BigInt(wordBytes), 24);
  let o = HEADER_BYTES;
  for (const w of words) {
    const len = head.write(w, o + 4, 'utf8');
    head.writeUInt32LE(len, o);
    o += 4 + len;
  }
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const total = dataOffset + bytes.length;
  const tmp = `${path}.${process.pid}.tmp`;
  const fh = await open(tmp, 'w');
  let ok = false;
  try {
    await fh.write(head, 0, head.length, 0);
    onProgress?.(head.length, total);
    for (let s = 0; s < bytes.length; s += IO_CHUNK) {
      let chunk = bytes.subarray(s, Math.min(s + IO_CHUNK, bytes.length));
      if (bigEndian) {
        chunk = chunk.slice();
        swap32(chunk);
      }
      let w = 0;
      while (w < chunk.length) {
        const { bytesWritten } = await fh.write(chunk, w, chunk.length - w, dataOffset + s + w);
        w += bytesWritten;
      }
      onProgress?.(dataOffset + s + chunk.length, total);
    }
    ok = true;
  } finally {
    await fh.close();
    if (!ok) await unlink(tmp).catch(() => undefined);
  }
  await rename(tmp, path);
}

export async function readCache(ctx: ReadContext): Promise<ReadOutcome> {
  const { label, filter, limit, onProgress } = ctx;
  const fh = await open(ctx.path, 'r');
  try {
    const size = (await fh.stat()).size;
    const corrupt = (why: string): never => {
      throw new VectorFileError(`${label}: corrupt vector cache: ${why}; delete it and rebuild it from the text file`, label);
    };
    const head = Buffer.alloc(HEADER_BYTES);
    const got = await readFully(fh, head, 0);
    if (got < 8 || !head.subarray(0, 8).equals(CACHE_MAGIC)) {
      throw new VectorFileError(`${label}: not a genderfair vector cache (no "GFVECTAB" magic)`, label);
    }
    if (got < HEADER_BYTES) corrupt(`the header is truncated (${got} of ${HEADER_BYTES} bytes)`);
    const version = head.readUInt32LE(8);
    if (version !== CACHE_VERSION) {
      throw new VectorFileError(
        `${label}: vector cache version ${version} is not supported (this version reads ${CACHE_VERSION}); rebuild the cache`,
        label,
      );
    }
    const dim = head.readUInt32LE(12);
    const count = head.readUInt32LE(16);
    const wordBytes = Number(head.readBigUInt64LE(24));
    if (dim === 0) corrupt('0 dimensions');
    const dataOffset = align(HEADER_BYTES + wordBytes);
    const expected = dataOffset + count * dim * 4;
    if (size !== expected) {
      corrupt(`${count} rows × ${dim} dimensions with ${wordBytes} bytes of words need ${expected} bytes, the file has ${size}`);
    }
    const block = Buffer.allocUnsafe(wordBytes);
    await readFully(fh, block, HEADER_BYTES);
    let bytesRead = HEADER_BYTES + wordBytes;
    onProgress?.(bytesRead, size);
    const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    const decode = (i: number, s: number, e: number, ascii: boolean): string => {
      try {
        return ascii ? block.toString('latin1', s, e) : utf8.decode(block.subarray(s, e));
      } catch {
        return corrupt(`word ${i + 1} is not valid UTF-8`);
      }
    };
    const n = Math.min(count, limit);

    if (filter) {
      // Hash each word's bytes as the text reader does; decode only the candidates.
      filter.setDim(dim);
      const { fold, hashes } = filter;
      const foldNonAscii = filter.lowercase;
      const row = new Float32Array(dim);
      const rowBytes = new Uint8Array(row.buffer);
      let o = 0;
      for (let i = 0; i < n && !filter.complete; i++) {
        if (o + 4 > wordBytes) corrupt(`the word block ends after ${i} of ${count} words`);
        const s = o + 4;
        const e = s + block.readUInt32LE(o);
        if (e > wordBytes) corrupt(`word ${i + 1} runs past the word block`);
        o = e;
        let h = FNV_OFFSET;
        let high = 0;
        for (let k = s; k < e; k++) {
          const c = block[k]!;
          high |= c;
          h = Math.imul(h ^ fold[c]!, FNV_PRIME);
        }
        if (!((high >= 128 && foldNonAscii) || hashes.has(h))) continue;
        const w = decode(i, s, e, high < 128);
        if (!filter.wants(w)) continue;
        await readFully(fh, rowBytes, dataOffset + i * dim * 4);
        if (bigEndian) swap32(rowBytes);
        bytesRead += rowBytes.length;
        filter.offer(w, row, 0, i + 1);
      }
      onProgress?.(size, size);
      const { table, missing } = filter.result();
      return { table, missing, rowsScanned: n, bytes: bytesRead };
    }

    const words: string[] = new Array<string>(n);
    let o = 0;
    for (let i = 0; i < count; i++) {
      if (o + 4 > wordBytes) corrupt(`the word block ends after ${i} of ${count} words`);
      const s = o + 4;
      const e = s + block.readUInt32LE(o);
      if (e > wordBytes) corrupt(`word ${i + 1} runs past the word block`);
      o = e;
      if (i >= n) continue;
      let high = 0;
      for (let k = s; k < e; k++) high |= block[k]!;
      words[i] = decode(i, s, e, high < 128);
    }
    if (o !== wordBytes) corrupt(`the word block has ${wordBytes - o} bytes after the last word`);

    if (ctx.stream) {
      // Streaming: the float block is read in chunks of whole rows into one reused buffer; every
      // row is handed on, duplicates included (as a full load of a cache keeps them).
      const { onRow, onHeader } = ctx.stream;
      await onHeader?.(dim, n);
      const perChunk = Math.max(1, Math.floor(IO_CHUNK / (dim * 4)));
      const chunk = new Float32Array(Math.min(perChunk, Math.max(n, 1)) * dim);
      const chunkBytes = new Uint8Array(chunk.buffer);
      for (let first = 0; first < n; first += perChunk) {
        const m = Math.min(perChunk, n - first);
        const target = chunkBytes.subarray(0, m * dim * 4);
        const r = await readFully(fh, target, dataOffset + first * dim * 4);
        if (r !== target.length) corrupt('the file is shorter than its header says');
        if (bigEndian) swap32(target);
        bytesRead += r;
        for (let i = 0; i < m; i++) {
          const pending = onRow(words[first + i]!, chunk.subarray(i * dim, (i + 1) * dim), first + i + 1);
          if (pending !== undefined) await pending;
        }
        onProgress?.(bytesRead, size);
      }
      return { table: new VectorTable([], dim, new Float32Array(0)), missing: [], rowsScanned: n, bytes: bytesRead };
    }

    const data = new Float32Array(n * dim);
    const bytes = new Uint8Array(data.buffer);
    let next = 0;
    const reader = async (): Promise<void> => {
      while (next < bytes.length) {
        const s = next;
        next += IO_CHUNK;
        const chunk = bytes.subarray(s, Math.min(s + IO_CHUNK, bytes.length));
        const r = await readFully(fh, chunk, dataOffset + s);
        if (r !== chunk.length) corrupt('the file is shorter than its header says');
        if (bigEndian) swap32(chunk);
        bytesRead += r;
        onProgress?.(bytesRead, size);
      }
    };
    const settled = await Promise.allSettled(Array.from({ length: PARALLEL_READS }, reader));
    for (const x of settled) if (x.status === 'rejected') throw x.reason;
    return { table: new VectorTable(words, dim, data), missing: [], rowsScanned: n, bytes: bytesRead };
  } finally {
    await fh.close();
  }
}
