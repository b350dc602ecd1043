/**
 * GATE's dev/test split, one rule for every reader (CLI, bench, tests): rows carry a `data_split`
 * column (`dev` | `test`); the French files have none, and there a data row with an even 0-based
 * index in file order is `dev`, an odd one `test`. Development and tuning use `dev` rows only.
 */
import type { GateReference, GateRow } from './gate.js';
import { EvalInputError } from './read-input.js';

export type GateSplit = 'dev' | 'test';

/** The split of the row at 0-based data-row index `index`. */
export function gateRowSplit(row: GateRow, index: number): GateSplit {
  const split = row.fields['data_split'];
  if (split === undefined) return index % 2 === 0 ? 'dev' : 'test';
  const s = split.trim();
  if (s !== 'dev' && s !== 'test') throw new EvalInputError(`unknown data_split "${split}" in GATE row ${index + 1}`);
  return s;
}

/** The reference restricted to one split (or unchanged for `all`). */
export function gateSelectSplit(ref: GateReference, split: GateSplit | 'all'): GateReference {
  if (split === 'all') return ref;
  // Skipped rows (wrong field count) have no index of their own: index over the rows read, which is
  // file order for every GATE file (none has a malformed row).
  return { ...ref, rows: ref.rows.filter((row, i) => gateRowSplit(row, i) === split) };
}
