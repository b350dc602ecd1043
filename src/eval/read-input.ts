/**
 * Reading and validating the inputs of the MT test-suite scorers (MuST-SHE, INES, GATE, …).
 *
 * Every failure is an `EvalInputError` with a one-line message that names the file and the numbers
 * (byte offset, column, row and line counts); the CLI prints it and exits 2. The official Python
 * scripts crash with a traceback (or, worse, score silently) in these cases.
 *
 * Decisions, the same for every suite:
 * - Files are strict UTF-8. A leading UTF-8 BOM is dropped (Python, which opens the files as
 *   `utf-8`, would keep U+FEFF in the first column name or the first hypothesis).
 * - `-` as a file name reads standard input.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { InputError } from '../errors.js';
import { pyCsvDictRead } from './python.js';

export class EvalInputError extends InputError {
  override name = 'EvalInputError';
}

export const STDIN = '-';

/** The name used in messages: `'file.tsv'`, or `<stdin>`. */
export function displayName(file: string): string {
  return file === STDIN ? '<stdin>' : `'${file}'`;
}

/**
 * The byte offset of the first byte that does not start a valid UTF-8 sequence (WHATWG decoder
 * rules: no overlongs, no surrogates, nothing above U+10FFFF, no truncated sequence), or -1.
 */
export function invalidUtf8Offset(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < lo || c > hi) return i;
      lo = 0x80;
      hi = 0xbf;
    }
    i += need + 1;
  }
  return -1;
}

/** Strict UTF-8 decoding; drops a leading BOM. `file` is only used in the error message. */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  try {
    // fatal: throw on invalid input; ignoreBOM false (default): a leading U+FEFF is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const offset = invalidUtf8Offset(bytes);
    let line = 1;
    for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
    const hex = (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    throw new EvalInputError(
      `${displayName(file)} is not valid UTF-8: byte 0x${hex} at byte offset ${offset} (line ${line}) does not start a valid sequence`,
    );
  }
}

function errnoText(err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return 'no such file';
    case 'EISDIR':
      return 'is a directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return err instanceof Error ? err.message : String(err);
  }
}

/** Reads a whole file (or stdin for `-`) as strict UTF-8 text without a BOM. */
export function readTextFile(file: string): string {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file === STDIN ? 0 : file);
  } catch (err) {
    throw new EvalInputError(`cannot read ${displayName(file)}: ${errnoText(err)}`);
  }
  return decodeUtf8(bytes, file);
}

/** Writes an output file (e.g. --sentence-acc) with a one-line error on failure. */
export function writeTextFile(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (err) {
    throw new EvalInputError(`cannot write ${displayName(file)}: ${errnoText(err)}`);
  }
}

/** Throws unless every column is in the header; the message lists the columns found. */
export function requireColumns(header: readonly string[], columns: readonly string[], file: string): void {
  for (const column of columns) {
    if (!header.includes(column)) {
      const found = header.length === 0 ? 'none (empty file)' : header.map((c) => `"${c}"`).join(', ');
      throw new EvalInputError(`${displayName(file)} has no column "${column}" (columns found: ${found})`);
    }
  }
}

export interface CountCheck {
  referenceFile: string;
  referenceCount: number;
  /** e.g. 'rows' */
  referenceUnit?: string;
  hypothesisFile: string;
  hypothesisCount: number;
  /** e.g. 'lines' */
  hypothesisUnit?: string;
  /** Appended to the message, e.g. how lines were split. */
  hint?: string;
}

/** Throws when the hypothesis file does not have exactly one line per reference row. */
export function checkSameCount(c: CountCheck): void {
  if (c.referenceCount === c.hypothesisCount) return;
  throw new EvalInputError(countMismatchMessage(c));
}

/**
 * A hint for the most common off-by-one: the last output is empty but the file does not end with
 * an extra line break, so that line does not exist ("a\n" is one line, "a\n\n" two).
 */
export function emptyLastLineHint(text: string, hypothesisCount: number, referenceCount: number): string | undefined {
  return hypothesisCount === referenceCount - 1 && /[\n\r]$/.test(text)
    ? 'if the last output is empty, it needs its own line break: end the file with two line breaks'
    : undefined;
}

export function countMismatchMessage(c: CountCheck): string {
  const hypUnit = c.hypothesisUnit ?? 'lines';
  const refUnit = c.referenceUnit ?? 'rows';
  return (
    `${displayName(c.hypothesisFile)} has ${c.hypothesisCount} ${hypUnit} but ${displayName(c.referenceFile)} ` +
    `has ${c.referenceCount} ${refUnit}; they must match one to one` +
    (c.hint ? ` (${c.hint})` : '')
  );
}

export interface TsvRecord {
  /** 1-based number of the record among the data records (blank lines skipped, header excluded). */
  row: number;
  /** Column name -> value; columns missing from a short row are absent. */
  fields: Record<string, string | undefined>;
  /** Number of fields in the record. */
  width: number;
}

/**
 * `csv.DictReader(f, delimiter='\t')` over a file's text, plus validation: the header must contain
 * `required`, and every record must have a value for each of them (Python gives None there and the
 * official scripts crash). Throws `EvalInputError`s naming the file, the row and the column.
 */
export function readDictTsv(
  text: string,
  file: string,
  required: readonly string[],
  describeRow: (record: TsvRecord) => string = (r) => `data row ${r.row}`,
): { header: string[]; records: TsvRecord[] } {
  const { header, records, widths } = pyCsvDictRead(text, '\t');
  requireColumns(header, required, file);
  const out: TsvRecord[] = records.map((fields, i) => ({ row: i + 1, fields, width: widths[i] ?? 0 }));
  for (const record of out) {
    for (const column of required) {
      if (record.fields[column] === undefined) {
        throw new EvalInputError(
          `${displayName(file)}: ${describeRow(record)} has ${record.width} fields but the header has ${header.length}; ` +
            `no value for column "${column}"`,
        );
      }
    }
  }
  return { header, records: out };
}
