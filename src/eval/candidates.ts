/**
 * Ranked candidate sentences built from a checker's diagnostics, for the suggestion task of the
 * German inclusive-language benchmark (see de-inclusive.ts for the protocol).
 *
 * - Diagnostics are taken in text order (sorted by start, then end; stable otherwise).
 * - Each diagnostic offers its suggestions in their order (rank 0, 1, ...) plus "leave it
 *   unchanged" as its last option (rank = number of suggestions). The extra option keeps the target
 *   reachable when the checker flags a word the author did not change (a false flag); a diagnostic
 *   without suggestions therefore has exactly one option, "unchanged", at rank 0.
 * - A candidate is one option per diagnostic, i.e. a rank vector. Candidates are ordered by the sum
 *   of the chosen ranks; ties are broken lexicographically on the rank vector with earlier
 *   diagnostics most significant ([0,1] before [1,0]: the earlier diagnostic keeps its better
 *   choice). The all-unchanged vector is kept in its place (it is the very last one, having the
 *   largest sum); it can never equal the target of a positive entry, it only occupies a rank.
 * - The edits of the chosen suggestions are applied together to the input. Edits that are
 *   identical (same start, end and text, e.g. two diagnostics both changing the same article) are
 *   applied once; a combination whose edits otherwise overlap (proper overlap, or two different
 *   insertions at the same position) is skipped, as is one containing an out-of-range edit.
 * - Identical resulting sentences are deduplicated (the first, best-ranked one is kept).
 * - The list is capped at `maxCandidates` sentences (default 1000), and at most `maxCombinations`
 *   rank vectors (default 100000) are examined, so that a text with many diagnostics cannot make the
 *   enumeration explode; `truncated` tells whether either cap was reached before the enumeration ended.
 */
import type { Diagnostic, Edit } from '../types.js';

export const DEFAULT_MAX_CANDIDATES = 1000;
export const DEFAULT_MAX_COMBINATIONS = 100_000;

export interface CandidateOptions {
  /** Maximum number of distinct candidate sentences (default 1000). */
  maxCandidates?: number;
  /** Maximum number of rank vectors examined (default 100000). */
  maxCombinations?: number;
}

export interface CandidateList {
  /** Distinct candidate sentences, best first. */
  sentences: string[];
  /** True when a cap stopped the enumeration before all rank vectors were examined. */
  truncated: boolean;
  /** Rank vectors examined. */
  combinations: number;
  /** Rank vectors skipped because their edits overlap or are out of range. */
  skipped: number;
}

/**
 * All rank vectors r with 0 <= r[i] <= bounds[i], ordered by sum(r), then lexicographically
 * (index 0 most significant). Lazy: only what is consumed is generated.
 */
export function* rankVectors(bounds: readonly number[]): Generator<number[]> {
  const k = bounds.length;
  // suffixMax[i] = sum of bounds[i..k-1]
  const suffixMax = new Array<number>(k + 1).fill(0);
  for (let i = k - 1; i >= 0; i--) suffixMax[i] = (suffixMax[i + 1] ?? 0) + (bounds[i] ?? 0);
  const total = suffixMax[0] ?? 0;
  const vector = new Array<number>(k).fill(0);

  function* fill(i: number, remaining: number): Generator<number[]> {
    if (i === k) {
      if (remaining === 0) yield vector.slice();
      return;
    }
    const restMax = suffixMax[i + 1] ?? 0;
    const lo = Math.max(0, remaining - restMax);
    const hi = Math.min(bounds[i] ?? 0, remaining);
    for (let v = lo; v <= hi; v++) {
      vector[i] = v;
      yield* fill(i + 1, remaining - v);
    }
  }

  for (let sum = 0; sum <= total; sum++) yield* fill(0, sum);
}

function validEdit(edit: Edit, length: number): boolean {
  return (
    Number.isInteger(edit.start) &&
    Number.isInteger(edit.end) &&
    edit.start >= 0 &&
    edit.start <= edit.end &&
    edit.end <= length &&
    typeof edit.text === 'string'
  );
}

/**
 * Applies a set of edits to `text`. Identical edits are applied once. Returns null when edits
 * conflict (overlap, or two different insertions at one position) or an edit is out of range.
 */
export function applyEdits(text: string, edits: readonly Edit[]): string | null {
  for (const e of edits) if (!validEdit(e, text.length)) return null;
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  const unique: Edit[] = [];
  for (const e of sorted) {
    const prev = unique[unique.length - 1];
    if (prev && prev.start === e.start && prev.end === e.end && prev.text === e.text) continue;
    unique.push(e);
  }
  let out = '';
  let pos = 0;
  let maxEnd = 0;
  let prev: Edit | undefined;
  for (const e of unique) {
    if (e.start < maxEnd) return null;
    if (prev && e.start === e.end && prev.start === prev.end && prev.start === e.start) return null;
    out += text.slice(pos, e.start) + e.text;
    pos = e.end;
    maxEnd = Math.max(maxEnd, e.end);
    prev = e;
  }
  return out + text.slice(pos);
}

/** Ranked, deduplicated candidate sentences for `text` from `diagnostics` (protocol above). */
export function candidateSentences(
  text: string,
  diagnostics: readonly Diagnostic[],
  options: CandidateOptions = {},
): CandidateList {
  const maxCandidates = options.maxCandidates ?? DEFAULT_MAX_CANDIDATES;
  const maxCombinations = options.maxCombinations ?? DEFAULT_MAX_COMBINATIONS;
  const ordered = diagnostics
    .map((d, i) => ({ d, i }))
    .sort((a, b) => a.d.start - b.d.start || a.d.end - b.d.end || a.i - b.i)
    .map(({ d }) => d);
  // The unchanged option has index suggestions.length.
  const bounds = ordered.map((d) => d.suggestions.length);

  const sentences: string[] = [];
  const seen = new Set<string>();
  let combinations = 0;
  let skipped = 0;
  let truncated = false;

  for (const vector of rankVectors(bounds)) {
    if (sentences.length >= maxCandidates || combinations >= maxCombinations) {
      truncated = true;
      break;
    }
    combinations++;
    const edits: Edit[] = [];
    vector.forEach((choice, i) => {
      const suggestion = ordered[i]?.suggestions[choice];
      if (suggestion) edits.push(...suggestion.edits);
    });
    const sentence = applyEdits(text, edits);
    if (sentence === null) {
      skipped++;
      continue;
    }
    if (seen.has(sentence)) continue;
    seen.add(sentence);
    sentences.push(sentence);
  }
  return { sentences, truncated, combinations, skipped };
}
