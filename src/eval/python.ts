/**
 * Python behaviour that the official scorers (FBK's MuST-SHE/INES scripts, GateEval.py, sacrebleu)
 * depend on, reproduced exactly: whitespace, line splitting, the csv module's excel dialect, float
 * repr and half-even fixed formatting (each function says where JavaScript differs).
 */
import { readDataFile } from '../de/data-path.js';

/**
 * Python's str.split()/strip() whitespace. Differs from JS `\s`: no U+FEFF, but U+001C–U+001F and
 * U+0085 are included.
 */
const PY_WS = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const WS_RUN = new RegExp(`[${PY_WS}]+`, 'u');
const LEADING_WS = new RegExp(`^[${PY_WS}]+`, 'u');
const TRAILING_WS = new RegExp(`[${PY_WS}]+$`, 'u');

/**
 * Whether a UTF-16 code unit is Python whitespace (the characters of PY_WS; all of them are in the
 * BMP, so no surrogate is). For loops that scan a string unit by unit instead of splitting it.
 */
export function isPyWhitespace(code: number): boolean {
  if (code <= 0x20) return (code >= 0x09 && code <= 0x0d) || code >= 0x1c;
  if (code < 0x85) return false;
  return (
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** Python whitespace other than the plain space. */
const WS_NOT_SPACE = /[\t\n\v\f\r\x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

/** str.split() without arguments: runs of whitespace separate, no empty tokens. */
export function pySplit(s: string): string[] {
  if (!WS_NOT_SPACE.test(s)) {
    // only plain spaces: a string split is several times faster than the regex split
    const parts = s.split(' ');
    let n = 0;
    for (let i = 0; i < parts.length; i++) if (parts[i] !== '') parts[n++] = parts[i]!;
    parts.length = n;
    return parts;
  }
  const out = s.split(WS_RUN);
  if (out.length > 0 && out[0] === '') out.shift();
  if (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

/** str.strip() */
export function pyStrip(s: string): string {
  return s.replace(LEADING_WS, '').replace(TRAILING_WS, '');
}

/** str.rstrip() */
export function pyRstrip(s: string): string {
  return s.replace(TRAILING_WS, '');
}

/** The code points Python 3.11 does not lowercase but Node (newer Unicode) does (data/python/lower-unchanged.json). */
let pythonUncased: RegExp | undefined;

function uncasedInPython(): RegExp {
  if (!pythonUncased) {
    const { codePoints } = JSON.parse(readDataFile('python/lower-unchanged.json')) as { codePoints: number[] };
    pythonUncased = new RegExp(`[${codePoints.map((c) => `\\u{${c.toString(16)}}`).join('')}]`, 'u');
  }
  return pythonUncased;
}

/**
 * str.lower() of Python 3.11 (Unicode 14). Node's toLowerCase() agrees except for 55 letters added to
 * Unicode later (e.g. U+A7CB), which Python 3.11 leaves unchanged: they are kept, and the text between
 * them is lowercased piece by piece, so that a final sigma next to one is decided as in Python, where
 * they are unassigned (neither cased nor case-ignorable).
 */
export function pyLower(s: string): string {
  const lower = s.toLowerCase();
  // ASCII-only and unaffected strings take the fast path
  if (lower === s || !uncasedInPython().test(s)) return lower;
  let out = '';
  let piece = '';
  for (const ch of s) {
    if (uncasedInPython().test(ch)) {
      out += piece.toLowerCase() + ch;
      piece = '';
    } else {
      piece += ch;
    }
  }
  return out + piece.toLowerCase();
}

export function universalNewlines(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/**
 * The lines of a file opened in text mode (`for line in f`), without their terminators:
 * "a\nb\n" and "a\nb" both give two lines; "" gives none.
 */
export function pyFileLines(text: string): string[] {
  if (text === '') return [];
  const lines = universalNewlines(text).split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const SPLITLINES_BREAK = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;

/** str.splitlines(): also breaks at \v, \f, \x1c–\x1e, U+0085, U+2028 and U+2029. */
export function pySplitlines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(SPLITLINES_BREAK);
  if (lines[lines.length - 1] === '' && SPLITLINES_BREAK.test(text.slice(-2))) lines.pop();
  return lines;
}

export interface CsvReadResult {
  /** Every record, including the [] records that blank lines produce (csv.reader yields them). */
  rows: string[][];
  /** reader.line_num after the last record: physical lines consumed. */
  lineNum: number;
  /** reader.line_num right after each record was read (its last physical line), parallel to rows. */
  rowLineNums: number[];
}

/**
 * Python's `csv.reader(f, delimiter=...)` with the excel dialect (quotechar '"', doublequote,
 * strict=False) on a file opened in text mode. A field that starts with a quote is quoted: `""`
 * inside means `"`, it may span lines, and characters after the closing quote up to the next
 * delimiter are kept literally. A quote in the middle of a field is literal.
 * `lineFastPath` (default on) splits lines without a quote directly; tests turn it off to compare.
 */
export function pyCsvRead(text: string, delimiter: string, lineFastPath = delimiter !== '"'): CsvReadResult {
  const source = universalNewlines(text);
  const rows: string[][] = [];
  const rowLineNums: number[] = [];
  let lineNum = 0;
  let fields: string[] = [];
  let field = '';
  // States as in CPython's Modules/_csv.c (the ones the excel dialect can reach).
  type State = 'startRecord' | 'startField' | 'inField' | 'inQuoted' | 'quoteInQuoted' | 'eatNewline';
  let state: State = 'startRecord';
  let pos = 0;
  while (pos < source.length) {
    const nl = source.indexOf('\n', pos);
    const end = nl < 0 ? source.length : nl + 1;
    lineNum++;
    if (state === 'startRecord' && lineFastPath) {
      // A whole line without a quote character is one record: its fields are the plain split
      // (the state machine below gives the same, some 20 times slower).
      const line = source.slice(pos, nl < 0 ? source.length : nl);
      if (!line.includes('"')) {
        rows.push(line === '' ? [] : line.split(delimiter));
        rowLineNums.push(lineNum);
        pos = end;
        continue;
      }
    }
    // Each physical line, then an end-of-line marker (null), as the C reader processes them.
    for (let i = pos; i <= end; i++) {
      const c = i < end ? source[i]! : null;
      switch (state) {
        case 'startRecord':
          if (c === null) break;
          if (c === '\n') {
            state = 'eatNewline';
            break;
          }
          state = 'startField';
        // falls through
        case 'startField':
          if (c === null || c === '\n') {
            fields.push(field);
            field = '';
            state = c === null ? 'startRecord' : 'eatNewline';
          } else if (c === '"') {
            state = 'inQuoted';
          } else if (c === delimiter) {
            fields.push(field);
            field = '';
          } else {
            field += c;
            state = 'inField';
          }
          break;
        case 'inField':
          if (c === null || c === '\n') {
            fields.push(field);
            field = '';
            state = c === null ? 'startRecord' : 'eatNewline';
          } else if (c === delimiter) {
            fields.push(field);
            field = '';
            state = 'startField';
          } else {
            field += c;
          }
          break;
        case 'inQuoted':
          if (c === null) break;
          if (c === '"') state = 'quoteInQuoted';
          else field += c;
          break;
        case 'quoteInQuoted':
          if (c === '"') {
            field += c;
            state = 'inQuoted';
          } else if (c === delimiter) {
            fields.push(field);
            field = '';
            state = 'startField';
          } else if (c === null || c === '\n') {
            fields.push(field);
            field = '';
            state = c === null ? 'startRecord' : 'eatNewline';
          } else {
            field += c;
            state = 'inField';
          }
          break;
        case 'eatNewline':
          if (c === null) state = 'startRecord';
          break;
      }
    }
    pos = end;
    if (state === 'startRecord') {
      rows.push(fields);
      rowLineNums.push(lineNum);
      fields = [];
    }
  }
  // End of input inside a quoted field (an unclosed quote): strict=False keeps what was read.
  if (state !== 'startRecord') {
    fields.push(field);
    rows.push(fields);
    rowLineNums.push(lineNum);
  }
  return { rows, lineNum, rowLineNums };
}

/**
 * `csv.DictReader(f, delimiter=...)`: the first record names the columns; blank lines are
 * skipped; a short row leaves the missing columns undefined (Python: None).
 */
export function pyCsvDictRead(
  text: string,
  delimiter: string,
): { header: string[]; records: Array<Record<string, string | undefined>>; widths: number[] } {
  const { rows } = pyCsvRead(text, delimiter);
  const nonEmpty = rows.filter((r) => r.length > 0);
  const header = nonEmpty[0] ?? [];
  const records = nonEmpty.slice(1).map((row) => {
    const record: Record<string, string | undefined> = {};
    header.forEach((name, i) => {
      record[name] = row[i];
    });
    return record;
  });
  return { header, records, widths: nonEmpty.slice(1).map((r) => r.length) };
}

/** Python `repr(float)`: shortest round-trip digits; `1.0`, `0.0`, `5e-05`, `1e+16`. */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const sign = x < 0 ? '-' : '';
  const [mantissa, expPart] = Math.abs(x).toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const exp = Number(expPart);
  if (exp < -4 || exp >= 16) {
    const frac = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const e = Math.abs(exp).toString().padStart(2, '0');
    return `${sign}${frac}e${exp < 0 ? '-' : '+'}${e}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  const intPart = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
  const fracPart = digits.slice(exp + 1);
  return `${sign}${intPart}.${fracPart === '' ? '0' : fracPart}`;
}

/** The exact value of a finite double as mantissa * 2^exponent (both integers). */
function exactBinary(x: number): { mantissa: bigint; exponent: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(x));
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  return biased === 0
    ? { mantissa: fraction, exponent: -1074 }
    : { mantissa: fraction | (1n << 52n), exponent: biased - 1075 };
}

/**
 * Python `f"{x:.{digits}f}"`: rounds the exact binary value, ties to even. JS toFixed rounds ties
 * up (0.125 -> "0.13" where Python prints "0.12"); both agree on everything that is not an exact
 * tie, so only ties are decided here.
 */
export function pyFixed(x: number, digits: number): string {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? 'nan' : x > 0 ? 'inf' : '-inf';
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  const ax = Math.abs(x);
  if (ax >= 1e21) return sign + BigInt(ax).toString() + (digits > 0 ? '.' + '0'.repeat(digits) : '');
  const { mantissa, exponent } = exactBinary(ax);
  // scaled = ax * 10^(digits+1); a tie is an integer ending in 5.
  let tie: bigint | null = null;
  const scale = 10n ** BigInt(digits + 1);
  if (exponent >= 0) {
    const scaled = (mantissa << BigInt(exponent)) * scale;
    if (scaled % 10n === 5n) tie = scaled;
  } else {
    const num = mantissa * scale;
    const den = 1n << BigInt(-exponent);
    if (num % den === 0n && (num / den) % 10n === 5n) tie = num / den;
  }
  if (tie === null) {
    const s = ax.toFixed(digits);
    return sign + s;
  }
  let n = (tie - 5n) / 10n;
  if (n % 2n === 1n) n += 1n;
  const str = n.toString().padStart(digits + 1, '0');
  const body = digits > 0 ? `${str.slice(0, -digits)}.${str.slice(-digits)}` : str;
  return sign + body;
}

/**
 * Python's string ordering (`sorted()` on str): by code point. JS `<` and the default
 * Array#sort compare UTF-16 code units, which differ for astral characters versus U+E000–U+FFFF.
 */
export function pyStrCompare(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.codePointAt(i)!;
    const cb = b.codePointAt(i)!;
    if (ca !== cb) return ca < cb ? -1 : 1;
    if (ca > 0xffff) i++;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}
