/**
 * Adding a parsed text node to prose: the parser gives the node's decoded value and its source range;
 * this lines the two up so that plain characters are copied (verbatim) and each escape or character
 * reference becomes a replaced piece. Source characters the value does not contain (the "> " of a
 * continued block quote line, the indentation of a list item's second line) are left out.
 */
import type { ProseBuilder, Range } from './prose.js';

/** A decoded escape or reference at a source offset: how many source characters it takes, and what it reads as. */
export interface Decoded {
  length: number;
  text: string;
}

/** Reads the escape or character reference at source[i], if there is one. */
export type DecodeAt = (source: string, i: number) => Decoded | undefined;

/**
 * Appends the prose of source[start, end), whose decoded text is `value`, leaving out the value ranges in
 * `omit` (sorted; placeholders of a translation string). Returns false (and appends nothing) when the two
 * cannot be lined up; callers then leave the node out rather than guess.
 */
export function appendDecoded(
  b: ProseBuilder,
  source: string,
  start: number,
  end: number,
  value: string,
  decodeAt: DecodeAt,
  omit: readonly Range[] = [],
): boolean {
  if (omit.length === 0 && source.slice(start, end) === value) {
    b.normalised(start, end);
    return true;
  }
  // [source start, source end, value start, replaced text (undefined: verbatim)]
  const pieces: Array<[number, number, number, string | undefined]> = [];
  let j = 0;
  let i = start;
  while (i < end && j < value.length) {
    const d = decodeAt(source, i);
    if (d && i + d.length <= end && value.startsWith(d.text, j)) {
      pieces.push([i, i + d.length, j, d.text]);
      i += d.length;
      j += d.text.length;
    } else if (source[i] === value[j]) {
      const last = pieces[pieces.length - 1];
      if (last && last[3] === undefined && last[1] === i) last[1] = i + 1;
      else pieces.push([i, i + 1, j, undefined]);
      i++;
      j++;
    } else {
      i++; // container markup inside the node's range
    }
  }
  if (j < value.length) return false;
  let k = 0; // the first omitted range that may still overlap
  for (const [s, e, v, text] of pieces) {
    const vEnd = v + (text === undefined ? e - s : text.length);
    while (k < omit.length && omit[k]!.end <= v) k++;
    if (text !== undefined) {
      if (k >= omit.length || omit[k]!.start >= vEnd) b.replaced(s, e, text);
      continue;
    }
    let from = v;
    for (let o = k; o < omit.length && omit[o]!.start < vEnd; o++) {
      if (omit[o]!.start > from) b.normalised(s + (from - v), s + (omit[o]!.start - v));
      from = Math.max(from, omit[o]!.end);
    }
    if (from < vEnd) b.normalised(s + (from - v), e);
  }
  return true;
}

/** Leading emoji (with their modifiers and joiners) and the spaces after them: a picture bullet, not part of the sentence. */
export const LEADING_EMOJI = /^(?:[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u200D\uFE0F\u20E3]+[ \t\u00A0]*)+/u;

/** Inline comments that switch the checker off and on (as alex's). */
export type Directive = { kind: 'disable' | 'enable' | 'disable-next-line' } | { kind: 'ignore'; words: string[] };

const DIRECTIVE = /^<!--\s*genderfair-(disable-next-line|disable|enable|ignore)\b([\s\S]*?)-->$/;

/** The directive in an HTML comment (`<!-- genderfair-disable -->`), if it is one. */
export function directiveOf(comment: string): Directive | undefined {
  const m = DIRECTIVE.exec(comment.trim());
  if (!m) return undefined;
  const kind = m[1] as 'disable' | 'enable' | 'disable-next-line' | 'ignore';
  if (kind !== 'ignore') return { kind };
  const words = m[2]!.split(/[\s,]+/).filter((w) => w !== '');
  return { kind, words };
}
