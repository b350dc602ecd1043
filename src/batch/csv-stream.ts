/**
 * The records of a CSV file read piece by piece, so that a large file is never held whole: the bytes are
 * decoded a chunk at a time, each chunk is cut after its last complete record (a line break outside a
 * quoted field, as Python's csv reader sees it) and parsed by pyCsvRead; the rest waits for the next chunk.
 * The records are those pyCsvRead gives for the whole file.
 */
import { createReadStream } from 'node:fs';
import { UsageError } from '../cli/errors.js';
import { describeErrno } from '../cli/inputs.js';
import { pyCsvRead, universalNewlines } from '../eval/python.js';

const CHUNK_BYTES = 1 << 20;

/**
 * The end (after its '\n') of the last complete record in `text`, 0 when no record is complete. `text`
 * has '\n' line breaks only. The states are those of pyCsvRead (CPython's reader, excel dialect): a quote
 * opens a quoted field only at the start of a field, `""` inside it is a quote, and a line break inside
 * it belongs to the field.
 */
export function lastRecordEnd(text: string, delimiter: string): number {
  let state: 'start' | 'field' | 'quoted' | 'quote' = 'start';
  let end = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (state === 'quoted') {
      const q = text.indexOf('"', i);
      if (q < 0) break;
      i = q;
      state = 'quote';
    } else if (c === '\n') {
      end = i + 1;
      state = 'start';
    } else if (c === delimiter) {
      state = 'start';
    } else if (state === 'start' && c === '"') {
      state = 'quoted';
    } else if (state === 'quote' && c === '"') {
      state = 'quoted';
    } else {
      state = 'field';
    }
  }
  return end;
}

/** The records of `file` in order, blank lines as [] (as pyCsvRead gives them). */
export async function* csvRecords(file: string, name: string, delimiter = ',', chunkBytes = CHUNK_BYTES): AsyncGenerator<string[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true }); // strips a leading BOM, as decodeText does
  const notUtf8 = (): UsageError => new UsageError(`'${name}' is not a UTF-8 text file`);
  let rest = '';
  const stream = createReadStream(file, { highWaterMark: chunkBytes });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) throw notUtf8();
      let text: string;
      try {
        text = rest + decoder.decode(chunk, { stream: true });
      } catch {
        throw notUtf8();
      }
      // a '\r' at the end may be the first half of a '\r\n': it waits for the next chunk
      const held = text.endsWith('\r') ? 1 : 0;
      const normal = universalNewlines(text.slice(0, text.length - held));
      const end = lastRecordEnd(normal, delimiter);
      if (end > 0) yield* pyCsvRead(normal.slice(0, end), delimiter).rows;
      rest = normal.slice(end) + text.slice(text.length - held);
    }
    try {
      rest += decoder.decode();
    } catch {
      throw notUtf8();
    }
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`cannot read '${name}': ${describeErrno(err as NodeJS.ErrnoException)}`);
  } finally {
    stream.destroy();
  }
  if (rest !== '') yield* pyCsvRead(universalNewlines(rest), delimiter).rows;
}
