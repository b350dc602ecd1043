/**
 * sacrebleu's reproducibility signature (sacrebleu/metrics/base.py `Signature`): the global keys
 * come first (`nrefs`, then bootstrap/test-set keys, which this port never sets), then the metric's
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

  constructor(nrefs: number | 'var', metricEntries: readonly SignatureEntry[]) {
    this.entries = [
      { key: 'nrefs', abbr: '#', value: nrefs },
      ...metricEntries,
      { key: 'version', abbr: 'v', value: SACREBLEU_VERSION },
    ];
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
