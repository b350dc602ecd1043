/**
 * Checking large plain-text files in bounded memory. A file above STREAM_THRESHOLD_BYTES is never held
 * whole: it is read and decoded piece by piece and cut into chunks at paragraph breaks (blank lines), so
 * that no sentence, agreement or quotation runs across a cut; a paragraph longer than the largest chunk is
 * cut at a line break, else at a space, else anywhere (never inside a surrogate pair or a CRLF). Each chunk
 * is checked on its own; Locator shifts its offsets to the whole file and counts lines and columns on.
 * Only plain text is streamed: structured formats (Markdown, HTML, ...) need their whole tree.
 */
import { createReadStream } from 'node:fs';
import { type FileHandle, chmod, open, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import type { InputFormat } from '../documents/formats.js';
import { LineIndex } from '../text/edits.js';
import type { Diagnostic, Edit, Skipped } from '../types.js';
import { UsageError } from './errors.js';
import type { LocatedDiagnostic, LocatedSkipped, Position } from './format.js';
import { type Document, type Source, describeErrno, hasBom } from './inputs.js';
import { isOfficeSource, readInput } from './office.js';

/** Files larger than this (in bytes) are streamed. */
export const STREAM_THRESHOLD_BYTES = 4 * 1024 * 1024;

export interface ChunkSizes {
  /** A chunk is cut once this many characters are buffered, at the last paragraph break. */
  size: number;
  /** No chunk is longer than this: a paragraph this long is cut at a line break, a space, or anywhere. */
  max: number;
}

export const DEFAULT_CHUNK_SIZES: ChunkSizes = { size: 64 * 1024, max: 1024 * 1024 };

/** A large plain-text file that is read chunk by chunk (validated as UTF-8 text before any output). */
export interface LargeFile extends Source {
  path: string;
  bom: boolean;
}

/** What a command checks: a document held in memory, or a large file read in chunks. */
export type Input = Document | LargeFile;

export interface TextChunk {
  text: string;
  /** Offset of the chunk's first character in the whole text (UTF-16 code units, without the BOM). */
  offset: number;
}

export function isLargeFile(input: Input): input is LargeFile {
  return !('text' in input);
}

/**
 * Opens one source: a plain-text file above the threshold becomes a LargeFile (read once here to reject
 * binary or non-UTF-8 content before anything is written), everything else is read whole (readInput: a
 * Word/ODT file as its extracted text). `inputFormat` is the source's format (inputFormatOf).
 */
export async function openInput(
  src: Source,
  inputFormat: InputFormat,
  thresholdBytes = STREAM_THRESHOLD_BYTES,
  cwd = process.cwd(),
): Promise<Input> {
  if (src.path !== undefined && inputFormat === 'text' && !isOfficeSource(src)) {
    const file = path.resolve(cwd, src.path);
    const st = await stat(file).catch(() => undefined);
    if (st?.isFile() && st.size > thresholdBytes) {
      let bom = false;
      for await (const piece of decodeFile(file, src.name, (b) => (bom = b))) void piece;
      return { ...src, path: src.path, bom };
    }
  }
  return readInput(src, cwd);
}

/** The input's text in chunks: a Document as one chunk, a LargeFile cut at paragraph breaks. */
export async function* chunksOf(input: Input, sizes: ChunkSizes = DEFAULT_CHUNK_SIZES, cwd = process.cwd()): AsyncGenerator<TextChunk> {
  if (!isLargeFile(input)) {
    yield { text: input.text, offset: 0 };
    return;
  }
  yield* chunkText(decodeFile(path.resolve(cwd, input.path), input.name), sizes);
}

/** Decodes a file as strict UTF-8 in pieces (without a leading BOM; `onBom` learns whether there was one). */
async function* decodeFile(file: string, name: string, onBom?: (bom: boolean) => void): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const notText = (): UsageError => new UsageError(`'${name}' is not a UTF-8 text file`);
  let first = true;
  try {
    for await (const bytes of createReadStream(file, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
      if (first) onBom?.(hasBom(bytes));
      first = false;
      if (bytes.includes(0)) throw notText();
      yield decoder.decode(bytes, { stream: true });
    }
    yield decoder.decode();
  } catch (err) {
    if (err instanceof UsageError) throw err;
    if (err instanceof TypeError) throw notText(); // the decoder's "invalid UTF-8" error
    throw new UsageError(`cannot read '${name}': ${describeErrno(err as NodeJS.ErrnoException)}`);
  }
}

/** Cuts a text that arrives in pieces into chunks (see the module comment); their concatenation is the text. */
export async function* chunkText(pieces: AsyncIterable<string> | Iterable<string>, sizes: ChunkSizes = DEFAULT_CHUNK_SIZES): AsyncGenerator<TextChunk> {
  let buf = '';
  let offset = 0;
  for await (const piece of pieces) {
    buf += piece;
    while (buf.length >= sizes.size) {
      const cut = cutPoint(buf, sizes);
      if (cut === undefined) break;
      yield { text: buf.slice(0, cut), offset };
      offset += cut;
      buf = buf.slice(cut);
    }
  }
  if (buf !== '') yield { text: buf, offset };
}

/** The end of the first paragraph break (a blank line: \n\n or \n\r\n) from `from` on, or -1. */
function paragraphBreakAfter(buf: string, from: number): number {
  const lf = buf.indexOf('\n\n', from);
  const crlf = buf.indexOf('\n\r\n', from);
  if (lf < 0) return crlf < 0 ? -1 : crlf + 3;
  return crlf < 0 || lf < crlf ? lf + 2 : crlf + 3;
}

/**
 * Where to cut `buf` (at least `sizes.size` long): after the first paragraph break from `sizes.size` on,
 * if that is within `sizes.max`; else undefined (wait for more text) until `sizes.max` characters are
 * buffered, then after the last paragraph break before that, else the last line break, else the last
 * space, else at `sizes.max`.
 */
function cutPoint(buf: string, { size, max }: ChunkSizes): number | undefined {
  const next = paragraphBreakAfter(buf, size - 2);
  if (next >= 0 && next <= max) return next;
  if (buf.length < max) return undefined;
  // (lastIndexOf reads a negative start as 0: a break that does not fit in max is not one.)
  const lf = max >= 2 ? buf.lastIndexOf('\n\n', max - 2) : -1;
  const crlf = max >= 3 ? buf.lastIndexOf('\n\r\n', max - 3) : -1;
  if (lf >= 0 || crlf >= 0) return Math.max(lf + 2, crlf + 3);
  // A line break or space before the last character of the window: the character after it is known, so a
  // cut never falls between \r and \n.
  for (const sep of ['\n', '\r', ' ']) {
    const at = buf.lastIndexOf(sep, max - 2);
    if (at >= 0 && !(sep === '\r' && buf[at + 1] === '\n')) return at + 1;
  }
  // Anywhere, but not inside a surrogate pair or a CRLF.
  const code = buf.charCodeAt(max - 1);
  return ((code >= 0xd800 && code <= 0xdbff) || code === 13) && max > 1 ? max - 1 : max;
}

/**
 * Offsets, lines and columns of chunk-relative results in the whole text. Feed the chunks in order:
 * locate() the results of a chunk, then advance() past it. Lines and columns as LineIndex counts them.
 */
export class Locator {
  /** Line breaks before the current chunk. */
  private lines = 0;
  /** Characters between the last line break before the current chunk and its start. */
  private column = 0;
  private index: LineIndex | undefined;

  /** Shifts the diagnostics of `chunk` (and every suggestion edit) to whole-text offsets, with positions. */
  locate(chunk: TextChunk, diagnostics: readonly Diagnostic[]): LocatedDiagnostic[] {
    const shift = chunk.offset;
    const shiftEdit = (e: Edit): Edit => ({ start: e.start + shift, end: e.end + shift, text: e.text });
    return this.place(chunk, diagnostics, (d) =>
      shift === 0 ? d : { ...d, suggestions: d.suggestions.map((g) => ({ ...g, edits: g.edits.map(shiftEdit) })) },
    );
  }

  /** locate() for the skipped entries of `chunk` (check --explain). */
  locateSkipped(chunk: TextChunk, skipped: readonly Skipped[]): LocatedSkipped[] {
    return this.place(chunk, skipped, (s) => s);
  }

  /** Items of `chunk` with whole-text offsets and positions; `adjust` shifts what else they carry. */
  private place<T extends { start: number; end: number }>(chunk: TextChunk, items: readonly T[], adjust: (item: T) => T): (T & Position)[] {
    if (items.length === 0) return [];
    const index = (this.index ??= new LineIndex(chunk.text));
    const shift = chunk.offset;
    return items.map((item) => {
      const s = this.position(index.lineColumn(item.start));
      const e = this.position(index.lineColumn(item.end));
      return { ...adjust(item), start: item.start + shift, end: item.end + shift, line: s.line, column: s.column, endLine: e.line, endColumn: e.column };
    });
  }

  advance(chunk: TextChunk): void {
    const end = (this.index ?? new LineIndex(chunk.text)).lineColumn(chunk.text.length);
    this.column = end.line === 1 ? this.column + end.column - 1 : end.column - 1;
    this.lines += end.line - 1;
    this.index = undefined;
  }

  private position(p: { line: number; column: number }): { line: number; column: number } {
    return { line: this.lines + p.line, column: p.line === 1 ? this.column + p.column : p.column };
  }
}

/** Resolves once `stream` has flushed what it buffered (at once if it buffers nothing): back-pressure. */
export async function drained(stream: NodeJS.WritableStream): Promise<void> {
  if ((stream as { writableNeedDrain?: boolean }).writableNeedDrain) await once(stream, 'drain');
}

export type ChunkFixer = (text: string) => { text: string; applied: number };

/**
 * `fix` of a large file: each chunk fixed on its own and written out as it is done, to `out` (stdout), or
 * with `out` undefined to a temporary file beside the file that replaces it only when something changed
 * (so a failure half-way leaves the file as it was). Returns how many places were changed.
 */
export async function fixLargeFile(file: LargeFile, fixChunk: ChunkFixer, out?: NodeJS.WritableStream, cwd = process.cwd()): Promise<number> {
  const target = path.resolve(cwd, file.path);
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.genderfair-${process.pid}.tmp`);
  let handle: FileHandle | undefined;
  const write = async (text: string): Promise<void> => {
    if (out) {
      out.write(text);
      await drained(out);
    } else {
      handle ??= await open(temp, 'wx');
      await handle.write(text);
    }
  };
  let applied = 0;
  try {
    if (file.bom) await write('\uFEFF');
    for await (const chunk of chunksOf(file, DEFAULT_CHUNK_SIZES, cwd)) {
      const fixed = fixChunk(chunk.text);
      applied += fixed.applied;
      await write(fixed.text);
    }
    if (out) return applied;
    await handle?.close();
    handle = undefined;
    if (applied > 0) {
      await chmod(temp, (await stat(target)).mode);
      await rename(temp, target);
    }
    return applied;
  } catch (err) {
    if (err instanceof UsageError || out) throw err;
    throw new UsageError(`cannot write '${file.name}': ${describeErrno(err as NodeJS.ErrnoException)}`);
  } finally {
    await handle?.close();
    if (!out) await rm(temp, { force: true });
  }
}
