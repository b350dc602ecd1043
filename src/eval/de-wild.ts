/**
 * Scorer of the de-wild set: real German sentences as written, with the generic masculines a checker
 * should flag (`flag_spans`) and notes on person-like words it must not flag (`notes`, by kind:
 * specific, lookalike, epicene, compound-modifier, inclusive, feminine).
 *
 * Protocol (also returned in `result.protocol`):
 * - Words and overlap as in de-inclusive (wordSpans/overlapsWord): a word counts as flagged when any
 *   diagnostic overlaps it.
 * - Word-level P/R/F1, micro-averaged over all rows, computed twice: over warnings only, and over all
 *   severities.
 * - For each note kind: how many of its noted words were flagged at any severity (a note may span
 *   several words, e.g. an inclusive pair; each word counts).
 */
import { readFileSync } from 'node:fs';
import type { Diagnostic } from '../types.js';
import { labelWords, overlapsWord, wordSpans } from './de-inclusive.js';

export const NOTE_KINDS = ['specific', 'lookalike', 'epicene', 'compound-modifier', 'inclusive', 'feminine'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

export interface DeWildEntry {
  id: string;
  text: string;
  flag_spans: Array<[number, number]>;
  notes: Array<{ span: [number, number]; kind: NoteKind }>;
  source?: Record<string, unknown>;
}

export type DeWildCheck = (text: string) => Diagnostic[];

export interface Prf {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface DeWildEntryResult {
  id: string;
  /** Words flagged by a warning that are not gold (false positives), and gold words missed. */
  falsePositives: string[];
  missed: string[];
  /** Noted words flagged at any severity, with their note kind. */
  flaggedNotes: Array<{ word: string; kind: NoteKind }>;
}

export interface DeWildResult {
  rows: number;
  goldWords: number;
  warnings: Prf;
  all: Prf;
  notes: Record<NoteKind, { words: number; flagged: number }>;
  entries: DeWildEntryResult[];
  protocol: string;
}

export const PROTOCOL =
  'word level as de-inclusive (a word is flagged when a diagnostic overlaps it); P/R/F1 micro-averaged, once over warnings, once over all severities; notes: noted words flagged at any severity';

export function readDeWild(path: string): DeWildEntry[] {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (e) {
    throw new Error(`${path}: cannot read (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  const entries: DeWildEntry[] = [];
  raw.split('\n').forEach((line, k) => {
    if (line.trim() === '') return;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      throw new Error(`${path}:${k + 1}: not valid JSON`);
    }
    const r = row as Partial<DeWildEntry>;
    if (typeof r.id !== 'string' || typeof r.text !== 'string' || !Array.isArray(r.flag_spans) || !Array.isArray(r.notes))
      throw new Error(`${path}:${k + 1}: expected the fields id, text, flag_spans and notes`);
    entries.push(r as DeWildEntry);
  });
  if (entries.length === 0) throw new Error(`${path}: no entries`);
  return entries;
}

function prf(tp: number, fp: number, fn: number): Prf {
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { tp, fp, fn, precision, recall, f1 };
}

export function scoreDeWild(entries: readonly DeWildEntry[], check: DeWildCheck): DeWildResult {
  const w = { tp: 0, fp: 0, fn: 0 };
  const a = { tp: 0, fp: 0, fn: 0 };
  const notes = Object.fromEntries(NOTE_KINDS.map((k) => [k, { words: 0, flagged: 0 }])) as DeWildResult['notes'];
  const results: DeWildEntryResult[] = [];
  let goldWords = 0;
  for (const entry of entries) {
    const diagnostics = check(entry.text);
    const all = diagnostics.map((d) => [d.start, d.end] as const);
    const warnings = diagnostics.filter((d) => d.severity === 'warning').map((d) => [d.start, d.end] as const);
    for (const [acc, predicted] of [
      [w, warnings],
      [a, all],
    ] as const) {
      const c = labelWords(entry.text, entry.flag_spans, predicted);
      acc.tp += c.tp;
      acc.fp += c.fp;
      acc.fn += c.fn;
    }
    const result: DeWildEntryResult = { id: entry.id, falsePositives: [], missed: [], flaggedNotes: [] };
    for (const [s, e] of wordSpans(entry.text)) {
      const word = entry.text.slice(s, e);
      const gold = entry.flag_spans.some(([x, y]) => overlapsWord(x, y, s, e));
      if (gold) goldWords++;
      const warned = warnings.some(([x, y]) => overlapsWord(x, y, s, e));
      const flagged = all.some(([x, y]) => overlapsWord(x, y, s, e));
      if (warned && !gold) result.falsePositives.push(word);
      if (gold && !warned) result.missed.push(word);
      for (const note of entry.notes) {
        if (!overlapsWord(note.span[0], note.span[1], s, e)) continue;
        const bucket = notes[note.kind];
        if (!bucket) continue;
        bucket.words++;
        if (flagged) {
          bucket.flagged++;
          result.flaggedNotes.push({ word, kind: note.kind });
        }
      }
    }
    results.push(result);
  }
  return {
    rows: entries.length,
    goldWords,
    warnings: prf(w.tp, w.fp, w.fn),
    all: prf(a.tp, a.fp, a.fn),
    notes,
    entries: results,
    protocol: PROTOCOL,
  };
}

const f3 = (x: number): string => x.toFixed(3);

export function formatDeWild(result: DeWildResult, options: { details?: boolean } = {}): string {
  const out = [
    'German text as written (de-wild)',
    `rows ${result.rows}, ${result.goldWords} words to flag`,
    '',
    '             precision  recall     F1    TP   FP   FN',
    ...(
      [
        ['warnings', result.warnings],
        ['all', result.all],
      ] as const
    ).map(
      ([name, r]) =>
        `${name.padEnd(12)} ${f3(r.precision).padStart(9)} ${f3(r.recall).padStart(7)} ${f3(r.f1).padStart(6)} ${String(r.tp).padStart(5)} ${String(r.fp).padStart(4)} ${String(r.fn).padStart(4)}`,
    ),
    '',
    'noted words flagged (any severity)',
    ...NOTE_KINDS.map((k) => {
      const n = result.notes[k];
      const share = n.words === 0 ? '-' : `${((100 * n.flagged) / n.words).toFixed(1)} %`;
      return `  ${k.padEnd(18)} ${String(n.flagged).padStart(4)} / ${String(n.words).padEnd(4)} ${share}`;
    }),
  ];
  if (options.details) {
    out.push('');
    for (const e of result.entries) {
      const parts: string[] = [];
      if (e.falsePositives.length) parts.push(`FP ${e.falsePositives.join(', ')}`);
      if (e.missed.length) parts.push(`FN ${e.missed.join(', ')}`);
      if (e.flaggedNotes.length) parts.push(`notes ${e.flaggedNotes.map((n) => `${n.word} (${n.kind})`).join(', ')}`);
      if (parts.length) out.push(`${e.id}  ${parts.join('; ')}`);
    }
  }
  return out.join('\n') + '\n';
}
