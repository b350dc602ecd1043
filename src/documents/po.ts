/**
 * gettext .po (and .pot) files as prose: the translations only, `msgstr` and `msgstr[n]` with their
 * continued strings; msgid, msgctxt, comments, flags and the header entry (the file's metadata) are never
 * read. Each msgstr is its own block; the continued strings of one msgstr join into one. C escapes (`\"`,
 * `\n`, `\t`, `\\`) are decoded as replaced pieces and written back escaped; placeholders are left out
 * (see placeholders.ts).
 */
import type { Decoded } from './decoded.js';
import { registerInputFormat } from './formats.js';
import { appendTranslation } from './placeholders.js';
import { type Prose, ProseBuilder } from './prose.js';
import { InputError } from '../errors.js';

const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\', a: '\x07', b: '\b', f: '\f', v: '\v', '?': '?', "'": "'" };

/** A C escape at source[i]. */
function decodePo(source: string, i: number): Decoded | undefined {
  if (source[i] !== '\\') return undefined;
  const text = ESCAPES[source[i + 1] ?? ''];
  return text === undefined ? undefined : { length: 2, text };
}

function decodeString(source: string, start: number, end: number): string {
  return source.slice(start, end).replace(/\\(.)/g, (all, c: string) => ESCAPES[c] ?? all);
}

function encodePo(text: string): string {
  return text.replace(/[\\"\n\t\r]/g, (c) => (c === '\n' ? '\\n' : c === '\t' ? '\\t' : c === '\r' ? '\\r' : `\\${c}`));
}

/** A keyword line (`msgstr[1] "…"`) or a continued string (`"…"`), up to the opening quote. */
const KEYWORD = /^[ \t]*(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)[ \t]+"/;
const CONTINUATION = /^[ \t]*"/;

/** The offset of the closing quote of the string that starts at source[i] (its content's end), or -1. */
function stringEnd(source: string, i: number, lineEnd: number): number {
  for (let k = i; k < lineEnd; k++) {
    if (source[k] === '\\') k++;
    else if (source[k] === '"') return k;
  }
  return -1;
}

function poProse(source: string): Prose {
  const b = new ProseBuilder(source);
  let section: 'msgid' | 'msgstr' | 'other' = 'other';
  let header = false; // the msgstr of the entry with an empty msgid (and no msgctxt) is the file's metadata
  let context = false;
  let lineStart = 0;
  let lineNo = 1;
  while (lineStart < source.length) {
    let lineEnd = source.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = source.length;
    const line = source.slice(lineStart, lineEnd);
    const keyword = KEYWORD.exec(line);
    const continued = keyword ? null : CONTINUATION.exec(line);
    if (keyword) {
      const word = keyword[1]!;
      section = word.startsWith('msgstr') ? 'msgstr' : word === 'msgid' ? 'msgid' : 'other';
      if (word === 'msgid') header = !context;
      context = word === 'msgctxt';
    } else if (!continued) {
      section = 'other'; // a comment or a blank line ends the entry's strings
    }
    const open = keyword ? keyword[0].length : continued ? continued[0].length : -1;
    if (open >= 0) {
      const start = lineStart + open;
      const end = stringEnd(source, start, lineEnd);
      if (end < 0) throw new InputError(`line ${lineNo}: the string has no closing quote`);
      if (section === 'msgid' && end > start) header = false;
      if (section === 'msgstr' && !header) {
        appendTranslation(b, source, start, end, decodeString(source, start, end), decodePo, !keyword);
      }
    }
    lineStart = lineEnd + 1;
    lineNo++;
  }
  return b.build(encodePo);
}

registerInputFormat('po', poProse);
