/**
 * sacrebleu's reproducibility signature (sacrebleu/metrics/base.py `Signature`): the global keys
 * come first (`nrefs`, then the keys of a statistical test; test-set keys are never set here), then the metric's
 * own keys in its order, and `version` last. Booleans print as yes/no.
 */

/** The sacrebleu release whose behaviour these metrics reproduce. */
export const SACREBLEU_VERSION = '2.6.0';

export type SignatureValue = string | number | boolean;

export interface SignatureEntry {
  key: string;
  /** The key in the short form (`--short`). */
  abbr: string;
  value: SignatureValue;
}

export class Signature {
  /** All entries in printing order, `version` last. */
  readonly entries: readonly SignatureEntry[];

  /** `testEntries`: the keys of a statistical test (`bs`, `ar`, `seed`), which sacrebleu prints after nrefs. */
  constructor(nrefs: number | 'var', metricEntries: readonly SignatureEntry[], testEntries: readonly SignatureEntry[] = []) {
    this.entries = [
      { key: 'nrefs', abbr: '#', value: nrefs },
      ...testEntries,
      ...metricEntries,
      { key: 'version', abbr: 'v', value: SACREBLEU_VERSION },
    ];
  }

  /** A copy with the keys of a statistical test: `bs` (resamples), `ar` (trials), `seed` (`rs`), in that order. */
  withTest(test: { bs?: number; ar?: number; seed?: string }): Signature {
    const testEntries: SignatureEntry[] = [];
    if (test.bs !== undefined) testEntries.push({ key: 'bs', abbr: 'bs', value: test.bs });
    if (test.ar !== undefined) testEntries.push({ key: 'ar', abbr: 'ar', value: test.ar });
    if (test.seed !== undefined) testEntries.push({ key: 'seed', abbr: 'rs', value: test.seed });
    const nrefs = this.entries[0]!.value as number | 'var';
    return new Signature(nrefs, this.entries.filter((e) => !['nrefs', 'bs', 'ar', 'seed', 'version'].includes(e.key)), testEntries);
  }

  /** `nrefs:1|case:mixed|…|version:2.6.0`, or the abbreviated keys when `short`. */
  format(short = false): string {
    return this.entries
      .map((e) => `${short ? e.abbr : e.key}:${typeof e.value === 'boolean' ? (e.value ? 'yes' : 'no') : String(e.value)}`)
      .join('|');
  }

  toString(): string {
    return this.format();
  }
}
