/** Applying, merging and previewing edits; offsets to line/column. */
import type { Edit } from '../types.js';

/**
 * Validates `edits` against `text` and returns them sorted by start (a copy; insertions before a
 * replacement at the same offset). Throws on offsets that are not integers, lie outside the text or are
 * reversed, on overlapping edits and on two insertions at the same offset (their order would be
 * ambiguous). Edits that only touch (a.end === b.start) are fine.
 */
export function sortEdits(text: string, edits: readonly Edit[]): Edit[] {
  for (const e of edits) {
    if (!Number.isInteger(e.start) || !Number.isInteger(e.end) || e.start < 0 || e.end > text.length || e.start > e.end) {
      throw new Error(`Edit out of range: [${e.start}, ${e.end}) in a text of length ${text.length}`);
    }
    if (typeof e.text !== 'string') throw new Error(`Edit [${e.start}, ${e.end}) has no replacement text`);
  }
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1];
    const b = sorted[i];
    if (!a || !b) continue;
    if (b.start < a.end) {
      throw new Error(`Overlapping edits: [${a.start}, ${a.end}) and [${b.start}, ${b.end})`);
    }
    if (a.start === a.end && b.start === b.end && a.start === b.start) {
      throw new Error(`Two insertions at offset ${a.start}: their order is ambiguous`);
    }
  }
  return sorted;
}

/** Applies non-overlapping edits (in any order) to `text`; see sortEdits for what throws. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  if (edits.length === 0) return text;
  const sorted = sortEdits(text, edits);
  let out = '';
  let last = 0;
  for (const e of sorted) {
    out += text.slice(last, e.start) + e.text;
    last = e.end;
  }
  return out + text.slice(last);
}

export interface MergeOptions {
  /**
   * Join edits separated by at most this many unchanged characters into one edit that also spans the gap
   * ("der Lehrer" with edits on both words -> one edit over "der Lehrer"). Default 0: only touching edits.
   * Use -1 to join nothing (sort, validate and drop duplicates only).
   */
  maxGap?: number;
  /** Drop edits that replace a range by the same text. Default true. */
  dropNoops?: boolean;
}

/**
 * Combines edits (for example from several rules) into a sorted, non-overlapping list with the same
 * effect: exact duplicates are dropped, no-op edits are dropped, touching edits (and, with maxGap,
 * nearby ones) are joined. Throws like sortEdits on overlapping or out-of-range edits.
 */
export function mergeEdits(text: string, edits: readonly Edit[], options: MergeOptions = {}): Edit[] {
  const maxGap = options.maxGap ?? 0;
  const dropNoops = options.dropNoops ?? true;
  const unique: Edit[] = [];
  const seen = new Set<string>();
  for (const e of edits) {
    const key = `${e.start}:${e.end}:${e.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(e);
  }
  const out: Edit[] = [];
  for (const e of sortEdits(text, unique)) {
    if (dropNoops && text.slice(e.start, e.end) === e.text) continue;
    const prev = out[out.length - 1];
    if (prev && maxGap >= 0 && e.start - prev.end <= maxGap) {
      prev.text += text.slice(prev.end, e.start) + e.text;
      prev.end = e.end;
    } else {
      out.push({ start: e.start, end: e.end, text: e.text });
    }
  }
  return out;
}

/**
 * The changed phrase as it will read: text from the first edited start to the last edited end, with the
 * edits applied ("" for no edits). previewOf("der Lehrer kommt", [der->der*die, Lehrer->Lehrer*in])
 * is "der*die Lehrer*in".
 */
export function previewOf(text: string, edits: readonly Edit[]): string {
  if (edits.length === 0) return '';
  const sorted = sortEdits(text, edits);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return '';
  const start = first.start;
  const end = Math.max(...sorted.map((e) => e.end));
  return applyEdits(text.slice(start, end), sorted.map((e) => ({ start: e.start - start, end: e.end - start, text: e.text })));
}

/** Shifts every edit by `delta` (edits computed on a slice, applied to the whole text). */
export function shiftEdits(edits: readonly Edit[], delta: number): Edit[] {
  return edits.map((e) => ({ start: e.start + delta, end: e.end + delta, text: e.text }));
}

// ---------------------------------------------------------------------------------------------
// Lines and columns

export interface LineColumn {
  /** 1-based line. */
  line: number;
  /** 1-based column in UTF-16 code units (what LSP and most editors count). */
  column: number;
}

/**
 * Line starts of a text, for many offset -> line/column look-ups (binary search, O(log lines) each).
 * Line breaks are \n, \r\n and \r; an offset inside "\r\n" belongs to the line the break ends.
 */
export class LineIndex {
  /** Offsets at which each line starts; lineStarts[0] === 0. */
  readonly lineStarts: readonly number[];
  readonly length: number;

  constructor(text: string) {
    const starts = [0];
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      // line breaks as eslint and SARIF count them: \n, \r\n, \r, U+2028, U+2029
      if (c === 10 || c === 0x2028 || c === 0x2029) starts.push(i + 1);
      else if (c === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
    this.lineStarts = starts;
    this.length = text.length;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  /** 1-based line and column of `offset` (clamped to [0, text.length]). */
  lineColumn(offset: number): LineColumn {
    const o = Math.max(0, Math.min(offset, this.length));
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - (starts[lo] ?? 0) + 1 };
  }

  /** Offset of a 1-based line and column (clamped to the text). */
  offsetAt(line: number, column: number): number {
    const l = Math.max(1, Math.min(line, this.lineStarts.length));
    const start = this.lineStarts[l - 1] ?? 0;
    return Math.max(0, Math.min(start + column - 1, this.length));
  }
}

/** 1-based line and column of one offset; for many offsets build a LineIndex once. */
export function lineColumn(text: string, offset: number): LineColumn {
  return new LineIndex(text).lineColumn(offset);
}
