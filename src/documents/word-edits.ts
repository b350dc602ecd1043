/**
 * Cutting an edit of prose down to the words it changes. A rewrite such as "Der erfahrene Nutzer" →
 * "Der*die erfahrene Nutzer*in" is one edit on the prose, but in a document the words may have markup
 * between them (`Der **erfahrene** Nutzer`, a "> " at the start of a quoted line): replacing the whole
 * source range would drop it. Split into word edits ("Der" → "Der*die", "Nutzer" → "Nutzer*in"), every
 * character between them stays as it was.
 */
import type { Edit } from '../types.js';

/** Whitespace runs and the runs between them. */
const PIECES = /\s+|\S+/g;

/** Above this many word pairs the edit is left whole (a longest common subsequence is quadratic). */
const MAX_PAIRS = 4096;

/**
 * The edits that turn prose[e.start, e.end) into e.text, word by word, in order (none if it changes
 * nothing); the words between them that stay as they are are left out, except the first and the last.
 * Insertions are joined to the word before them (or after them), so no edit is empty: an empty range
 * could map to either side of a piece of markup.
 */
export function changedWords(prose: string, e: Edit): Edit[] {
  const old = prose.slice(e.start, e.end);
  if (old === e.text) return [];
  const a = old.match(PIECES) ?? [];
  const b = e.text.match(PIECES) ?? [];
  if (a.length === 0 || a.length * b.length > MAX_PAIRS) return [e];
  // lcs[i][j]: length of a longest common subsequence of a[i..] and b[j..]
  const lcs = Array.from({ length: a.length + 1 }, () => new Int32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  // offsets of the pieces of a in the prose
  const at = [e.start];
  for (const piece of a) at.push(at[at.length - 1]! + piece.length);
  const runs: Array<[number, number, number, number]> = []; // [a0, a1, b0, b1]
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    const run: [number, number, number, number] = [i, i, j, j];
    while ((i < a.length || j < b.length) && !(i < a.length && j < b.length && a[i] === b[j])) {
      if (j >= b.length || (i < a.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) i++;
      else j++;
    }
    run[1] = i;
    run[3] = j;
    runs.push(run);
  }
  // The first and the last word stay in the edits, changed or not: a suggestion's preview reads from its
  // first to its last edited character.
  if (runs.length > 0 && runs[0]![0] > 0) runs.unshift([0, 1, 0, 1]);
  if (runs.length > 0 && runs[runs.length - 1]![1] < a.length) runs.push([a.length - 1, a.length, b.length - 1, b.length]);
  const edits: Edit[] = [];
  for (const run of runs) {
    let [a0, a1, b0, b1] = run;
    if (a0 === a1) {
      // an insertion: take the unchanged word before it (or after it) along
      if (a0 > 0) {
        a0--;
        b0--;
      } else {
        a1++;
        b1++;
      }
    }
    const last = edits[edits.length - 1];
    const text = b.slice(b0, b1).join('');
    if (last && last.end > at[a0]!) {
      // the word taken along belongs to the previous edit already: extend that one
      last.text += text.slice(b.slice(b0, b0 + 1).join('').length);
      last.end = at[a1]!;
    } else if (last && last.end === at[a0]!) {
      last.text += text;
      last.end = at[a1]!;
    } else {
      edits.push({ start: at[a0]!, end: at[a1]!, text });
    }
  }
  return edits;
}
