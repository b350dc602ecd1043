/**
 * Sentence segmentation for German text.
 *
 * Raw sentence pieces come from rawSentences(), a linear scanner for the Unicode sentence-break rules
 * that matter here (UAX #29). Intl.Segmenter gives the same pieces on German prose (a test compares
 * them) but is quadratic on long strings in Node 20 (measured: 1 MB takes minutes) and costs about 20 ms to start. The text is still processed in
 * chunks of at most MAX_CHUNK code units, cut at a hard line break, else after sentence punctuation, else
 * at a space. Line breaks inside a wrapped sentence are blanked out first, since a line break always ends
 * a raw piece. Raw pieces end after most abbreviations and ordinals ("z. | B.", "Dr. | Müller", "am 1. |
 * Januar"); those boundaries are repaired with the data in abbreviations.ts. Everything looks at a bounded
 * window around each boundary, so the whole pass is linear in the text length.
 */
import {
  LINE_END_FUNCTION_WORDS,
  ABBREVIATIONS_BEFORE_NUMBER,
  ABBREVIATIONS_MAYBE_FINAL,
  ABBREVIATIONS_NEVER_FINAL,
  MONTHS,
  ORDINAL_CUES,
  SENTENCE_STARTERS,
} from './abbreviations.js';
import { isSpace } from './tokenize.js';

/** A half-open range [start, end) of UTF-16 code units. */
export interface Span {
  start: number;
  end: number;
}

/** Longest chunk scanned at once (kept from the Intl.Segmenter days: it bounds every window). */
export const MAX_CHUNK = 2048;

/**
 * Splits `text` into sentences. The spans are in order, do not overlap, start and end on non-whitespace
 * and together cover every non-whitespace character.
 *
 * Line breaks: a blank line always ends a sentence. A single line break ends it too (lists, headings,
 * addresses), unless the line is a wrapped continuation: the next line starts with a lowercase letter;
 * or the previous line ends in "," ";" "(" or a dash, or in a word that cannot end a sentence
 * (article, preposition, conjunction: "Wir suchen eine\nLehrkraft") or in any lowercase word ("einen
 * erfahrenen\nEntwickler"); or the previous line is long (≥ WRAP_MIN_LINE
 * characters) and ends in a letter or digit. A next line that looks like a list item, heading, quote or
 * table row is never a continuation.
 */
export function segmentSentences(text: string): Span[] {
  const out: Span[] = [];
  const { hard, cont } = classifyLineBreaks(text);
  const n = text.length;
  let cur: Span | undefined;
  let hi = 0; // hard breaks before the current chunk cut
  let hj = 0; // hard breaks before the current piece
  let ci = 0; // continuation breaks not yet replaced
  let pos = 0;
  while (pos < n) {
    let end = n;
    if (n - pos > MAX_CHUNK) {
      const limit = pos + MAX_CHUNK;
      while (hi < hard.length && (hard[hi] ?? n) < limit) hi++;
      const lastHard = hi > 0 ? (hard[hi - 1] ?? -1) : -1;
      end = lastHard > pos + (MAX_CHUNK >> 1) ? lastHard : findCut(text, pos, limit);
    }
    // The segmenter always splits after a line break (UAX #29 SB4): blank out the continuations.
    let chunk = '';
    let p = pos;
    while (ci < cont.length) {
      const c = cont[ci];
      if (!c || c.pos >= end) break;
      const from = Math.max(c.pos, pos);
      const to = Math.min(c.pos + c.len, end);
      chunk += text.slice(p, from) + ' '.repeat(to - from);
      p = to;
      if (c.pos + c.len > end) break;
      ci++;
    }
    chunk += text.slice(p, end);

    let first = true;
    for (const seg of rawSentences(chunk)) {
      const piece = trim(text, pos + seg.index, pos + seg.index + seg.segment.length);
      if (!piece) continue;
      let hardBefore = cur === undefined;
      while (hj < hard.length && (hard[hj] ?? n) < piece.start) {
        if (cur && (hard[hj] ?? -1) >= cur.end) hardBefore = true;
        hj++;
      }
      const merge =
        cur !== undefined &&
        !hardBefore &&
        (first && pos > 0 ? !endsSentence(text, cur) || shouldMerge(text, cur, piece) : shouldMerge(text, cur, piece));
      if (merge && cur) {
        cur.end = piece.end;
      } else {
        if (cur) out.push(cur);
        cur = piece;
      }
      first = false;
    }
    pos = end;
  }
  if (cur) out.push(cur);
  return out;
}

/** A line without final punctuation at least this long is taken to be hard-wrapped prose. */
export const WRAP_MIN_LINE = 50;

// ---------------------------------------------------------------------------------------------
// Line breaks: hard boundaries and wrapped continuations

const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/g;
const BLANK = /^\s*$/;
const LIST_OR_HEADING = /^\s*(?:[-*+•▪◦‣–—·]\s|\(?\d{1,3}(?:\.\d{1,3})*[.)]\s|\(?[a-zA-Z]\)\s|[#>|]|```|~~~)/;
const CONTINUES_AFTER = /[,;(–—-]\s*$/;
const ENDS_IN_WORD = /[\p{L}\p{N}]\s*$/u;
const STARTS_LOWER = /^\s*\p{Ll}/u;
const HEADING_LINE = /^\s*(?:#|\|)/;
const LAST_WORD = /(?:^|\s)(\p{L}+)\s*$/u;

interface LineBreaks {
  /** Positions of the line breaks that end a sentence, ascending. */
  hard: number[];
  /** Line breaks inside a wrapped sentence. */
  cont: { pos: number; len: number }[];
}

function classifyLineBreaks(text: string): LineBreaks {
  const hard: number[] = [];
  const cont: { pos: number; len: number }[] = [];
  let prevLine: string | undefined;
  let pending: { pos: number; len: number } | undefined; // the break before the current line
  let lineStart = 0;
  const re = new RegExp(LINE_BREAK.source, 'g');
  for (;;) {
    const m = re.exec(text);
    const line = text.slice(lineStart, m ? m.index : text.length);
    if (pending && prevLine !== undefined) {
      const blank = BLANK.test(prevLine) || BLANK.test(line);
      if (!blank && continues(prevLine, line)) cont.push(pending);
      else hard.push(pending.pos);
    }
    if (!m) break;
    prevLine = line;
    pending = { pos: m.index, len: m[0].length };
    lineStart = m.index + m[0].length;
  }
  return { hard, cont };
}

function continues(prev: string, next: string): boolean {
  if (LIST_OR_HEADING.test(next) || HEADING_LINE.test(prev)) return false;
  if (STARTS_LOWER.test(next) || CONTINUES_AFTER.test(prev)) return true;
  const last = LAST_WORD.exec(prev)?.[1];
  if (last !== undefined && LINE_END_FUNCTION_WORDS.has(last)) return true;
  // a line that ends in a lowercase word without punctuation stops mid-phrase ("einen erfahrenen\nEntwickler"):
  // German headings and list lines end in a capitalised noun or in punctuation
  if (last !== undefined && /^\p{Ll}+$/u.test(last) && /\p{Ll}$/u.test(prev.trimEnd())) return true;
  return prev.trim().length >= WRAP_MIN_LINE && ENDS_IN_WORD.test(prev);
}

// ---------------------------------------------------------------------------------------------
// Chunks

/**
 * Raw sentence pieces of a chunk, following the Unicode sentence-break rules that matter for German
 * prose (UAX #29): a break after a line break, and after . ! ? (with closing quotes and brackets) and
 * space, unless a lowercase word, a comma, colon or dash follows (SB8, SB8a); the ellipsis is no
 * terminator. Abbreviations and ordinals are repaired afterwards. A scanner instead of Intl.Segmenter:
 * the same pieces for this use, linear on any input, and no ICU start-up cost (about 20 ms, a noticeable
 * part of a CLI cold start).
 */
/** SB8: the first letter, line break or terminator from `from` on is a lowercase letter. */
function lowercaseFollows(chunk: string, from: number): boolean {
  for (let k = from; k < chunk.length && k < from + 200; k++) {
    const ch = chunk.charAt(k);
    if (/[\n\r\u2028\u2029.!?]/.test(ch)) return false;
    if (/\p{L}/u.test(ch)) return /\p{Ll}/u.test(ch);
  }
  return false;
}

export function* rawSentences(chunk: string): Generator<{ index: number; segment: string }> {
  let start = 0;
  const n = chunk.length;
  for (let i = 0; i < n; i++) {
    const c = chunk.charCodeAt(i);
    let end = -1;
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029 || c === 0x85) {
      end = i + 1;
      if (c === 13 && chunk.charCodeAt(i + 1) === 10) end++;
    } else if (c === 46 || c === 33 || c === 63) {
      let k = i + 1;
      while (k < n && /[.!?…"'”“»«’‘)\]]/.test(chunk.charAt(k))) k++;
      if (k < n && !isSpace(chunk.charCodeAt(k))) {
        i = k - 1;
        continue;
      }
      let m = k;
      while (m < n && isSpace(chunk.charCodeAt(m)) && chunk.charCodeAt(m) !== 10 && chunk.charCodeAt(m) !== 13) m++;
      const next = chunk.charAt(m);
      // no break before a comma, colon or dash ("?“ – Niemand", SB8a), and after a full stop none before a
      // lowercase word, looking past digits and symbols ("bzw. die", "z. 2018 war", SB8)
      if (m < n && (/[,:\-–—]/.test(next) || (c === 46 && lowercaseFollows(chunk, m)))) {
        i = k - 1;
        continue;
      }
      // a line break right after the terminator belongs to the sentence (SB9-SB11: STerm Close* Sp* ParaSep?)
      const b = chunk.charCodeAt(m);
      if (b === 10 || b === 0x2028 || b === 0x2029 || b === 0x85) m++;
      else if (b === 13) m += chunk.charCodeAt(m + 1) === 10 ? 2 : 1;
      end = m;
      i = m - 1;
    }
    if (end > start) {
      yield { index: start, segment: chunk.slice(start, end) };
      start = end;
    }
  }
  if (start < n) yield { index: start, segment: chunk.slice(start) };
}

/** Where to end a chunk that would be too long: after sentence punctuation if possible, else at a space. */
function findCut(text: string, from: number, limit: number): number {
  const lowest = from + (MAX_CHUNK >> 1);
  for (let i = limit; i > lowest; i--) {
    if (isSpace(text.charCodeAt(i)) && /[.!?…]/.test(text.charAt(i - 1))) return i;
  }
  for (let i = limit; i > lowest; i--) if (isSpace(text.charCodeAt(i))) return i;
  const c = text.charCodeAt(limit - 1);
  return c >= 0xd800 && c <= 0xdbff ? limit - 1 : limit; // never cut a surrogate pair
}


function trim(text: string, start: number, end: number): Span | undefined {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return start < end ? { start, end } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Boundary repair

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const WINDOW = 48;
const TERMINAL = /[.!?…][\p{Pf}\p{Pe}"'»«]*$/u;

function endsSentence(text: string, s: Span): boolean {
  return TERMINAL.test(text.slice(Math.max(s.start, s.end - 8), s.end));
}

type AbbrClass = 'never' | 'maybe' | 'number';
interface AbbrEntry {
  re: RegExp;
  cls: AbbrClass;
  length: number;
}

/** Abbreviations indexed by the lowercased letters before their final period ("z. B." under "b"). */
const ABBR_INDEX: Map<string, AbbrEntry[]> = buildAbbrIndex();

function buildAbbrIndex(): Map<string, AbbrEntry[]> {
  const index = new Map<string, AbbrEntry[]>();
  const add = (list: readonly string[], cls: AbbrClass): void => {
    for (const abbr of list) {
      const key = /(\p{L}+)\.$/u.exec(abbr)?.[1]?.toLowerCase();
      if (!key) continue;
      let pattern = '';
      for (const ch of abbr) pattern += ch === ' ' ? '\\s*' : escape(ch);
      const first = abbr.charAt(0);
      // "Vgl." and "Z. B." at a sentence start; not for one-letter abbreviations ("f." vs the initial "F.").
      if (/^\p{Ll}\p{L}/u.test(abbr) || /^\p{Ll}\.\s/u.test(abbr)) {
        pattern = `[${first}${first.toUpperCase()}]` + pattern.slice(first.length);
      }
      const entry: AbbrEntry = { re: new RegExp(`(?<![\\p{L}\\p{N}])${pattern}$`, 'u'), cls, length: abbr.length };
      const entries = index.get(key) ?? [];
      entries.push(entry);
      index.set(key, entries);
    }
  };
  add(ABBREVIATIONS_NEVER_FINAL, 'never');
  add(ABBREVIATIONS_MAYBE_FINAL, 'maybe');
  add(ABBREVIATIONS_BEFORE_NUMBER, 'number');
  for (const entries of index.values()) entries.sort((a, b) => b.length - a.length);
  return index;
}

function abbreviationAtEnd(tail: string): AbbrClass | undefined {
  // the letters before the final period, found from the end (a $-anchored regex tries every start)
  const last = tail.length - 1;
  if (tail.charCodeAt(last) !== 46) return undefined;
  let j = last;
  while (j > 0 && LETTER.test(tail.charAt(j - 1))) j--;
  if (j === last) return undefined;
  const key = tail.slice(j, last).toLowerCase();
  for (const e of ABBR_INDEX.get(key) ?? []) if (e.re.test(tail)) return e.cls;
  return undefined;
}

const LETTER = /\p{L}/u;

const MONTH_HEAD = new RegExp(`^(?:${MONTHS.map(escape).join('|')})(?![\\p{L}])`, 'u');
const ORDINAL_CUE_SET = new Set(ORDINAL_CUES);
const STARTER_SET = new Set(SENTENCE_STARTERS);

const ENUMERATOR_ONLY = /^(?:\(?\d{1,3}(?:\.\d{1,3})*[.)]|[IVXLC]{1,6}\.|\(?[a-zA-Z]\))$/;
const LONE_LOWER_LETTER = /(?<![\p{L}\p{N}.])\p{Ll}\.$/u;
const ORDINAL_TAIL = /(?:^|[^\p{L}\p{N}.,])(?:(\p{L}+\.?)\s+)?(\d{1,3})\.$/u;
const INITIAL_TAIL = /(?:^|[\s(„"«»‚‘“'-])\p{Lu}\.$/u;
const FIRST_WORD = /^[\p{L}\p{M}]+/u;

/** Whether the boundary between `prev` and `next` (same block) is a false one to be merged. */
function shouldMerge(text: string, prev: Span, next: Span): boolean {
  if (prev.end - prev.start <= 12 && ENUMERATOR_ONLY.test(text.slice(prev.start, prev.end))) return true;

  const tail = text.slice(Math.max(prev.start, prev.end - WINDOW), prev.end);
  const head = text.slice(next.start, Math.min(next.end, next.start + WINDOW));
  const nextIsLower = /^\p{Ll}/u.test(head);
  const nextIsDigit = /^\p{Nd}/u.test(head);

  // every repair below is of a boundary after a full stop
  if (tail.charCodeAt(tail.length - 1) !== 46) return false;
  const cls = abbreviationAtEnd(tail);
  if (cls === 'never') return true;
  if (cls === 'maybe') return nextIsLower || nextIsDigit;
  if (cls === 'number' && nextIsDigit) return true;

  // the one-letter tests need only the last characters (a $-anchored regex tries every start)
  const end4 = tail.slice(-4);
  if (LONE_LOWER_LETTER.test(end4)) return true; // "z. | B.", "i. | d. R."

  const beforePeriod = tail.charCodeAt(tail.length - 2);
  const ord = beforePeriod >= 48 && beforePeriod <= 57 ? ORDINAL_TAIL.exec(tail) : null;
  if (ord) {
    if (MONTH_HEAD.test(head) || nextIsLower) return true;
    if (nextIsDigit && Number(ord[2]) <= 31) return true; // "1. 2. 2024"
    const cue = ord[1]?.toLowerCase();
    if (cue !== undefined && ORDINAL_CUE_SET.has(cue) && /^\p{Lu}/u.test(head)) return true;
    return false;
  }

  if (INITIAL_TAIL.test(end4) && /^\p{Lu}/u.test(head)) {
    const word = FIRST_WORD.exec(head)?.[0] ?? '';
    return !STARTER_SET.has(word);
  }
  return false;
}
