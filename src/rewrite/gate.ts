/**
 * The rewriter over GATE rows, shared by the CLI (`rewrite-gender --gate`) and the bench: each row's
 * source and one variant column in, one hypothesis line out ('' for null), ready for scoreGate.
 */
import type { GateReference, GateRow } from '../eval/gate.js';
import { alternatives } from './alternatives.js';
import { rewriteGender } from './rewrite.js';
import type { RewriteDirection, RewriteLang, RewriteResult } from './types.js';

/** The column a direction reads: m2f rewrites the all-masculine variant (m, mm, mmm), f2m the feminine. */
export function gateInputColumn(ref: GateReference, direction: RewriteDirection): string {
  const width = ref.variantColumns[0]?.length ?? 1;
  return (direction === 'm2f' ? 'm' : 'f').repeat(width);
}

export function rewriteGateRow(row: GateRow, column: string, lang: RewriteLang, direction: RewriteDirection): RewriteResult | null {
  return rewriteGender({ source: row.fields['source']!, translation: row.fields[column]!, lang, direction });
}

/**
 * For a 4- or 8-variant row, the alternatives of the all-masculine variant against the row's
 * variants (as sets of texts): `exact` when they are equal, `empty` when there are none (the
 * rewriter was not sure), `wrong` otherwise.
 */
export function gateAlternativesOutcome(ref: GateReference, row: GateRow, lang: RewriteLang): 'exact' | 'wrong' | 'empty' {
  const input = row.fields[gateInputColumn(ref, 'm2f')]!;
  const got = new Set(alternatives({ source: row.fields['source']!, translation: input, lang }).map((a) => a.text.trim()));
  const want = new Set(ref.variantColumns.map((c) => row.fields[c]!.trim()));
  if (got.size === 0) return 'empty';
  return got.size === want.size && [...want].every((t) => got.has(t)) ? 'exact' : 'wrong';
}

/** Whether the alternatives of a 4- or 8-variant row equal its variants exactly. */
export function gateAlternativesExact(ref: GateReference, row: GateRow, lang: RewriteLang): boolean {
  return gateAlternativesOutcome(ref, row, lang) === 'exact';
}
