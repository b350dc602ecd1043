/**
 * Scorer of the German inclusive-language benchmark (JSON Lines, one entry per sentence), after
 * the two tasks and measures of Pomerenke (2022), "Inclusify: A benchmark and a model for
 * gender-inclusive German", arXiv 2212.02564: labelling (word level) and suggestions (ranked
 * rewrites of the whole sentence). Only the word-based suggestion measures are implemented (the
 * seed's lemma-based variants need a lemmatiser and are not).
 *
 * Protocol decisions (also returned verbatim in `result.protocol`):
 *
 * Labelling
 * - Words: maximal runs of letters, digits, combining marks and soft hyphens (U+00AD); runs joined by
 *   a hyphen (-, U+2010, U+2011) form one word ("Entwickler-Team", "IoT-Neuling"). Punctuation,
 *   quotes, slashes and spaces separate words. Own tokenizer, independent of src/text.
 * - Gold label of a word: its [start, end) overlaps an `exclusive_spans` span. Predicted label: it
 *   overlaps the [start, end) of any diagnostic. Overlap of [a, b) and a word [s, e) means a < e and
 *   b > s; a zero-length diagnostic (a = b) counts for the word with s <= a <= e (at most one word,
 *   since words are never adjacent). Diagnostics that touch no word count for nothing.
 * - TP/FP/FN are summed over all entries (micro average, negatives included); precision, recall and
 *   F1 are 0 when their denominator is 0.
 * - All diagnostics count regardless of severity; option `minSeverity: 'warning'` drops 'info'
 *   diagnostics, for both tasks.
 *
 * Suggestions (entries with at least one gold span, "positives")
 * - The checker is called once per entry (positives and negatives) with `styles`
 *   ['star', 'pair', 'neutral'] when `gender_chars_allowed` is true and ['pair', 'neutral'] when
 *   it is false (the seed gives the system only this one bit about the author's style). Suggestions
 *   of other styles are not filtered out: they simply occupy ranks.
 * - Candidates: see candidates.ts (one option per diagnostic, "unchanged" as each diagnostic's last
 *   option, order by rank sum then lexicographic with earlier diagnostics first, identical edits
 *   merged, overlapping combinations skipped, identical sentences deduplicated keeping the first,
 *   at most 1000 candidates / 100000 combinations, all-unchanged candidate kept in its place).
 * - Matching: the target `inclusive` and every candidate go through normalizeGenderStar (all gender
 *   characters and abbreviated forms -> gender star) and are then compared for exact string
 *   equality; nothing else (spaces, case, punctuation) is normalised. Deduplication is on the raw
 *   sentences, before normalisation.
 * - r = 0-based index of the first candidate equal to the target. Correct in candidates: found;
 *   in 5 best: r < 5; best: r = 0.
 * - Suggestion score: s(r') = 1 - 1/(1 + e^(-r'))^100 (generalised logistic, B = 1, v = 0.01) with
 *   the adjusted rank r' = r^(1/p), p = number of gold exclusive phrases of the entry (>= 1);
 *   s = 0 when the target is not among the candidates. s(0) = 1 - 2^-100 (= 1 in floating point).
 *   Computed as 1 - exp(-100 * log1p(exp(-r'))), the 1 - exp(.) as -expm1(.) so that large ranks
 *   keep their precision (no cancellation).
 * - All four measures are means over the positives.
 */
import { readFileSync } from 'node:fs';
import type { Diagnostic, Severity, Style } from '../types.js';
import {
  candidateSentences,
  DEFAULT_MAX_CANDIDATES,
  DEFAULT_MAX_COMBINATIONS,
} from './candidates.js';
import { normalizeGenderStar } from './gender-star.js';

export { normalizeGenderStar } from './gender-star.js';
export { candidateSentences, applyEdits, rankVectors } from './candidates.js';
export type { CandidateList, CandidateOptions } from './candidates.js';

/** One line of the benchmark file (field names as in the JSON). */
export interface DeInclusiveEntry {
  id: string;
  /** Input sentence (generic masculine). */
  exclusive: string;
  /** Target sentence (what the author wrote). Equal to `exclusive` for negatives. */
  inclusive: string;
  exclusive_phrases: string[];
  /** [start, end) UTF-16 offsets into `exclusive`, one per phrase. */
  exclusive_spans: Array<[number, number]>;
  gender_chars_allowed: boolean;
  target_styles?: string[];
  note?: string;
  source?: Record<string, unknown>;
}
export type Entry = DeInclusiveEntry;

/** The check function the scorer calls; `check` from src/check.ts fits. */
export type DeCheckFunction = (text: string, options: { styles: Style[] }) => Diagnostic[];

export interface DeInclusiveOptions {
  /** 'info' (default): all diagnostics count; 'warning': 'info' diagnostics are dropped. */
  minSeverity?: Severity;
  /** Cap on distinct candidate sentences per entry (default 1000). */
  maxCandidates?: number;
  /** Cap on rank vectors examined per entry (default 100000). */
  maxCombinations?: number;
}

export interface DeInclusiveEntryResult {
  id: string;
  positive: boolean;
  /** Number of gold phrases (p). */
  phrases: number;
  /** Diagnostics counted (after the severity filter). */
  diagnostics: number;
  tp: number;
  fp: number;
  fn: number;
  /** Number of distinct candidates (positives only, else null). */
  candidates: number | null;
  /** 0-based rank of the target among the candidates, null when absent or for negatives. */
  rank: number | null;
  /** Suggestion score of the entry (positives only, else null). */
  score: number | null;
  /** True when a cap cut the candidate list short. */
  truncated: boolean;
}

export interface DeInclusiveResult {
  benchmark: 'de-inclusive';
  protocol: Record<string, string>;
  options: { minSeverity: Severity; maxCandidates: number; maxCombinations: number };
  counts: {
    entries: number;
    positives: number;
    negatives: number;
    /** Gold exclusive phrases over all entries. */
    phrases: number;
    /** Diagnostics counted over all entries. */
    diagnostics: number;
    /** Positives whose candidate list was cut by a cap. */
    truncated: number;
  };
  labelling: { tp: number; fp: number; fn: number; precision: number; recall: number; f1: number };
  suggestions: {
    correctInCandidates: number;
    correctInFiveBest: number;
    correctBest: number;
    suggestionScore: number;
  };
  /** Figures of the seed paper (arXiv 2212.02564, full model, word-based), on its own data set. */
  seed: typeof SEED_FIGURES;
  entries: DeInclusiveEntryResult[];
}

export const SEED_FIGURES = {
  source: 'Pomerenke 2022, arXiv 2212.02564, full model, word-based measures, on its own GC4 benchmark (400 entries)',
  labelling: { recall: 0.888, precision: 0.818, f1: 0.852 },
  suggestions: {
    correctInCandidates: 0.537,
    correctInFiveBest: 0.441,
    correctBest: 0.051,
    suggestionScore: 0.492,
  },
} as const;

export const PROTOCOL: Record<string, string> = {
  reference:
    'Pomerenke 2022, "Inclusify", arXiv 2212.02564: labelling (per word) and suggestions (ranked whole-sentence rewrites); word-based suggestion measures only (no lemma variants).',
  words:
    'Words are maximal runs of letters, digits, combining marks and soft hyphens; runs joined by "-", U+2010 or U+2011 are one word (Entwickler-Team). Own tokenizer.',
  labelling:
    'Gold: a word overlaps an exclusive_spans span. Predicted: it overlaps a diagnostic [start,end) (a zero-length diagnostic at a counts for the word with start <= a <= end). TP/FP/FN summed over all entries (micro); precision/recall/F1 are 0 when undefined.',
  severity:
    'All diagnostics count (minSeverity info) unless minSeverity is warning, which drops info diagnostics for both tasks.',
  styles:
    'The checker is called once per entry with styles [star, pair, neutral] when gender_chars_allowed is true, [pair, neutral] when false. Suggestions of other styles are kept (they occupy ranks).',
  candidates:
    'Diagnostics in text order; each offers its suggestions in order plus "leave unchanged" as its last option (keeps the target reachable after a false flag). Candidate = one option per diagnostic; ordered by the sum of chosen ranks, ties lexicographic on the rank vector with earlier diagnostics most significant. The all-unchanged candidate is kept in its place (last).',
  edits:
    'Chosen edits are applied together; identical edits are applied once; combinations with overlapping edits (or two different insertions at one position, or an out-of-range edit) are skipped. Identical sentences are deduplicated, keeping the first.',
  cap: 'At most maxCandidates distinct candidates (default 1000) and maxCombinations rank vectors examined (default 100000) per entry.',
  matching:
    'Target and candidates are normalised with normalizeGenderStar (colon, underscore, middot, slash, parenthesis and internal-I forms -> gender star; ordinary colons, slashes, URLs and camel case untouched), then compared for exact equality.',
  rank: 'r = 0-based index of the first candidate equal to the target; correct in candidates: found; in 5 best: r < 5; best: r = 0.',
  score:
    "Suggestion score s(r') = 1 - 1/(1+e^-r')^100 (B = 1, v = 0.01), r' = r^(1/p), p = number of gold phrases of the entry (>= 1); 0 when not found; computed as -expm1(-100*log1p(exp(-r'))), i.e. 1 - exp(-100*log1p(exp(-r'))) without cancellation.",
  aggregation: 'Suggestion measures are means over the positives (entries with at least one gold span).',
};

// ---------------------------------------------------------------------------------------------
// Reading

function fail(file: string, line: number, message: string): never {
  throw new Error(`${file}:${line}: ${message}`);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/**
 * Reads and validates a benchmark file (JSON Lines; blank lines are ignored). Throws an Error
 * whose message names file:line and the missing or invalid field.
 */
export function readDeInclusive(path: string): DeInclusiveEntry[] {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT'
        ? `${path}: no such file`
        : `${path}: cannot read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const entries: DeInclusiveEntry[] = [];
  const ids = new Set<string>();
  const lines = raw.split(/\r?\n/);
  lines.forEach((text, index) => {
    const line = index + 1;
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      fail(path, line, `invalid JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      fail(path, line, 'expected a JSON object');
    }
    const r = value as Record<string, unknown>;
    for (const key of ['id', 'exclusive', 'inclusive', 'exclusive_phrases', 'exclusive_spans', 'gender_chars_allowed']) {
      if (!(key in r)) fail(path, line, `missing field "${key}"`);
    }
    const { id, exclusive, inclusive, exclusive_phrases: phrases, exclusive_spans: spans } = r;
    if (typeof id !== 'string' || id === '') fail(path, line, 'invalid field "id": expected a non-empty string');
    if (ids.has(id)) fail(path, line, `invalid field "id": duplicate id "${id}"`);
    ids.add(id);
    if (typeof exclusive !== 'string') fail(path, line, 'invalid field "exclusive": expected a string');
    if (typeof inclusive !== 'string') fail(path, line, 'invalid field "inclusive": expected a string');
    if (!isStringArray(phrases)) fail(path, line, 'invalid field "exclusive_phrases": expected an array of strings');
    if (!Array.isArray(spans)) fail(path, line, 'invalid field "exclusive_spans": expected an array of [start, end] pairs');
    if (spans.length !== phrases.length) {
      fail(path, line, `invalid field "exclusive_spans": ${spans.length} spans for ${phrases.length} exclusive_phrases`);
    }
    const checkedSpans: Array<[number, number]> = [];
    spans.forEach((span: unknown, j: number) => {
      if (
        !Array.isArray(span) ||
        span.length !== 2 ||
        !Number.isInteger(span[0]) ||
        !Number.isInteger(span[1])
      ) {
        fail(path, line, `invalid field "exclusive_spans": span ${j} is not a [start, end] pair of integers`);
      }
      const [a, b] = span as [number, number];
      if (!(a >= 0 && a < b && b <= exclusive.length)) {
        fail(path, line, `invalid field "exclusive_spans": span ${j} [${a}, ${b}] is outside "exclusive" or empty`);
      }
      if (exclusive.slice(a, b) !== phrases[j]) {
        fail(
          path,
          line,
          `invalid field "exclusive_spans": span ${j} [${a}, ${b}] slices "${exclusive.slice(a, b)}", not "${phrases[j]}"`,
        );
      }
      checkedSpans.push([a, b]);
    });
    if (typeof r.gender_chars_allowed !== 'boolean') {
      fail(path, line, 'invalid field "gender_chars_allowed": expected true or false');
    }
    if ('target_styles' in r && !isStringArray(r.target_styles)) {
      fail(path, line, 'invalid field "target_styles": expected an array of strings');
    }
    if ('note' in r && typeof r.note !== 'string') fail(path, line, 'invalid field "note": expected a string');
    if ('source' in r && (typeof r.source !== 'object' || r.source === null || Array.isArray(r.source))) {
      fail(path, line, 'invalid field "source": expected an object');
    }
    const entry: DeInclusiveEntry = {
      id,
      exclusive,
      inclusive,
      exclusive_phrases: phrases,
      exclusive_spans: checkedSpans,
      gender_chars_allowed: r.gender_chars_allowed,
    };
    if (isStringArray(r.target_styles)) entry.target_styles = r.target_styles;
    if (typeof r.note === 'string') entry.note = r.note;
    if (typeof r.source === 'object' && r.source !== null) entry.source = r.source as Record<string, unknown>;
    entries.push(entry);
  });
  if (entries.length === 0) throw new Error(`${path}: no entries`);
  return entries;
}

// ---------------------------------------------------------------------------------------------
// Measures

const WORD = /[\p{L}\p{N}\p{M}\u00AD]+(?:[-\u2010\u2011][\p{L}\p{N}\p{M}\u00AD]+)*/gu;

/** [start, end) of every word of `text` (see the protocol: hyphenated compounds are one word). */
export function wordSpans(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    out.push([start, start + m[0].length]);
  }
  return out;
}

/** Does the range [a, b) overlap the word [s, e)? Zero-length ranges count when s <= a <= e. */
export function overlapsWord(a: number, b: number, s: number, e: number): boolean {
  if (a === b) return s <= a && a <= e;
  return a < e && b > s;
}

/** Word-level confusion counts of one text. */
export function labelWords(
  text: string,
  gold: ReadonlyArray<readonly [number, number]>,
  predicted: ReadonlyArray<readonly [number, number]>,
): { tp: number; fp: number; fn: number } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [s, e] of wordSpans(text)) {
    const g = gold.some(([a, b]) => overlapsWord(a, b, s, e));
    const p = predicted.some(([a, b]) => overlapsWord(a, b, s, e));
    if (g && p) tp++;
    else if (p) fp++;
    else if (g) fn++;
  }
  return { tp, fp, fn };
}

/**
 * Suggestion score of a 0-based rank (null = target not found): 1 - 1/(1+e^-r')^100 with
 * r' = rank^(1/phrases). Stable at both ends (log1p, expm1).
 */
export function suggestionScore(rank: number | null, phrases = 1): number {
  if (rank === null) return 0;
  if (!(rank >= 0) || !Number.isFinite(rank)) throw new RangeError(`invalid rank ${rank}`);
  const p = Math.max(1, phrases);
  const adjusted = Math.pow(rank, 1 / p);
  // 1 - exp(x) computed as -expm1(x): no cancellation for large ranks either.
  return -Math.expm1(-100 * Math.log1p(Math.exp(-adjusted)));
}

export function stylesFor(genderCharsAllowed: boolean): Style[] {
  return genderCharsAllowed ? ['star', 'pair', 'neutral'] : ['pair', 'neutral'];
}

function ratio(num: number, den: number): number {
  return den === 0 ? 0 : num / den;
}

/** Runs `check` on every entry and computes both tasks' measures (see the module comment). */
export function scoreDeInclusive(
  entries: readonly DeInclusiveEntry[],
  check: DeCheckFunction,
  options: DeInclusiveOptions = {},
): DeInclusiveResult {
  const minSeverity: Severity = options.minSeverity ?? 'info';
  const maxCandidates = options.maxCandidates ?? DEFAULT_MAX_CANDIDATES;
  const maxCombinations = options.maxCombinations ?? DEFAULT_MAX_COMBINATIONS;
  if (!(Number.isInteger(maxCandidates) && maxCandidates >= 1)) {
    throw new RangeError(`maxCandidates must be a positive integer, got ${maxCandidates}`);
  }
  if (!(Number.isInteger(maxCombinations) && maxCombinations >= 1)) {
    throw new RangeError(`maxCombinations must be a positive integer, got ${maxCombinations}`);
  }

  let tp = 0;
  let fp = 0;
  let fn = 0;
  let positives = 0;
  let phrases = 0;
  let diagnosticsCount = 0;
  let truncatedCount = 0;
  let found = 0;
  let five = 0;
  let best = 0;
  let scoreSum = 0;
  const details: DeInclusiveEntryResult[] = [];

  for (const entry of entries) {
    let diagnostics: Diagnostic[];
    try {
      diagnostics = check(entry.exclusive, { styles: stylesFor(entry.gender_chars_allowed) });
    } catch (error) {
      throw new Error(`check failed on ${entry.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (minSeverity === 'warning') diagnostics = diagnostics.filter((d) => d.severity !== 'info');
    diagnosticsCount += diagnostics.length;
    phrases += entry.exclusive_phrases.length;

    const counts = labelWords(
      entry.exclusive,
      entry.exclusive_spans,
      diagnostics.map((d) => [d.start, d.end] as const),
    );
    tp += counts.tp;
    fp += counts.fp;
    fn += counts.fn;

    const positive = entry.exclusive_spans.length > 0;
    const detail: DeInclusiveEntryResult = {
      id: entry.id,
      positive,
      phrases: entry.exclusive_phrases.length,
      diagnostics: diagnostics.length,
      ...counts,
      candidates: null,
      rank: null,
      score: null,
      truncated: false,
    };
    if (positive) {
      positives++;
      const list = candidateSentences(entry.exclusive, diagnostics, { maxCandidates, maxCombinations });
      const target = normalizeGenderStar(entry.inclusive);
      const index = list.sentences.findIndex((s) => normalizeGenderStar(s) === target);
      const rank = index >= 0 ? index : null;
      const score = suggestionScore(rank, entry.exclusive_phrases.length);
      if (rank !== null) {
        found++;
        if (rank < 5) five++;
        if (rank === 0) best++;
      }
      scoreSum += score;
      if (list.truncated) truncatedCount++;
      detail.candidates = list.sentences.length;
      detail.rank = rank;
      detail.score = score;
      detail.truncated = list.truncated;
    }
    details.push(detail);
  }

  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return {
    benchmark: 'de-inclusive',
    protocol: { ...PROTOCOL },
    options: { minSeverity, maxCandidates, maxCombinations },
    counts: {
      entries: entries.length,
      positives,
      negatives: entries.length - positives,
      phrases,
      diagnostics: diagnosticsCount,
      truncated: truncatedCount,
    },
    labelling: { tp, fp, fn, precision, recall, f1 },
    suggestions: {
      correctInCandidates: ratio(found, positives),
      correctInFiveBest: ratio(five, positives),
      correctBest: ratio(best, positives),
      suggestionScore: ratio(scoreSum, positives),
    },
    seed: SEED_FIGURES,
    entries: details,
  };
}

// ---------------------------------------------------------------------------------------------
// Formatting

function fmt(x: number): string {
  return x.toFixed(3);
}

/** A plain aligned table; with `details`, one line per entry follows. */
export function formatDeInclusive(result: DeInclusiveResult, options: { details?: boolean } = {}): string {
  const { counts, labelling: l, suggestions: s, seed } = result;
  const rows: Array<[string, string, string]> = [
    ['Labelling (words)', '', ''],
    ['  precision', fmt(l.precision), fmt(seed.labelling.precision)],
    ['  recall', fmt(l.recall), fmt(seed.labelling.recall)],
    ['  F1', fmt(l.f1), fmt(seed.labelling.f1)],
    [`Suggestions (${counts.positives} positives)`, '', ''],
    ['  correct in candidates', fmt(s.correctInCandidates), fmt(seed.suggestions.correctInCandidates)],
    ['  correct in 5 best', fmt(s.correctInFiveBest), fmt(seed.suggestions.correctInFiveBest)],
    ['  best', fmt(s.correctBest), fmt(seed.suggestions.correctBest)],
    ['  suggestion score', fmt(s.suggestionScore), fmt(seed.suggestions.suggestionScore)],
  ];
  const header: [string, string, string] = ['', 'this', 'seed*'];
  const w0 = Math.max(...[header, ...rows].map((r) => r[0].length));
  const w1 = Math.max(...[header, ...rows].map((r) => r[1].length));
  const w2 = Math.max(...[header, ...rows].map((r) => r[2].length));
  const line = (r: [string, string, string]): string =>
    `${r[0].padEnd(w0)}  ${r[1].padStart(w1)}  ${r[2].padStart(w2)}`.trimEnd();
  const out: string[] = [
    'German inclusive-language benchmark (de-inclusive)',
    `entries ${counts.entries} (${counts.positives} positive, ${counts.negatives} negative), ` +
      `${counts.phrases} gold phrases, ${counts.diagnostics} diagnostics` +
      (result.options.minSeverity === 'warning' ? ' (warnings only)' : ''),
    `words: TP ${l.tp}, FP ${l.fp}, FN ${l.fn}`,
    '',
    line(header),
    ...rows.map(line),
    '',
    `* ${seed.source}; not the same data, for orientation only.`,
  ];
  if (counts.truncated > 0) {
    out.push(`${counts.truncated} candidate list(s) cut at ${result.options.maxCandidates} candidates / ${result.options.maxCombinations} combinations.`);
  }
  if (options.details) {
    const head = ['id', 'tp', 'fp', 'fn', 'diags', 'cands', 'rank', 'score'];
    const body = result.entries.map((e) => [
      e.id,
      String(e.tp),
      String(e.fp),
      String(e.fn),
      String(e.diagnostics),
      e.candidates === null ? '-' : String(e.candidates) + (e.truncated ? '+' : ''),
      e.positive ? (e.rank === null ? 'none' : String(e.rank)) : '-',
      e.score === null ? '-' : fmt(e.score),
    ]);
    const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
    const row = (r: string[]): string =>
      r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
    out.push('', row(head), ...body.map(row));
  }
  return out.join('\n') + '\n';
}
