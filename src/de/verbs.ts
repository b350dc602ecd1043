/** Verb number: the singular of a third-person plural verb form (data/de/verb-number.json, loaded on first use). */
import { readDataFile } from './data-path.js';

let raw: string | undefined;
let pairs: string[] | undefined;

function loadRaw(): string {
  raw ??= (JSON.parse(readDataFile('de/verb-number.json')) as { pairs: string }).pairs;
  return raw;
}

function load(): string[] {
  pairs ??= loadRaw().split('\n');
  return pairs;
}

/**
 * The regular present tense for verbs the dictionary lacks, used only where the position leaves no doubt
 * that the word is a finite verb (the end of a relative clause): "unterrichten" <-> "unterrichtet".
 */
export function regularSingular(pluralVerb: string): string | undefined {
  if (!/^[a-zäöü]{3,}en$/.test(pluralVerb)) return undefined;
  const stem = pluralVerb.slice(0, -2);
  return /[td]$|[^aeiouäöülrh][mn]$/.test(stem) ? `${stem}et` : `${stem}t`;
}

export function regularPlural(singularVerb: string): string | undefined {
  const m = /^([a-zäöü]{3,}?)(et|t)$/.exec(singularVerb);
  if (!m) return undefined;
  return `${m[1]}en`;
}

/** "kommen" -> "kommt", "sind" -> "ist", "kamen" -> "kam"; undefined when the form is unknown. */
export function singularOf(pluralVerb: string): string | undefined {
  const list = load();
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const entry = list[mid]!;
    const space = entry.indexOf(' ');
    const key = entry.slice(0, space);
    if (key === pluralVerb) return entry.slice(space + 1);
    if (key < pluralVerb) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

let plurals: Map<string, string> | undefined;

/**
 * "hat" -> "haben", "kommt" -> "kommen": the reverse of singularOf (the first plural listed wins). The
 * index is built on the first call, not at start-up: most texts never need it.
 */
export function pluralOf(singularVerb: string): string | undefined {
  if (!plurals) {
    plurals = new Map();
    for (const entry of load()) {
      const space = entry.indexOf(' ');
      const singular = entry.slice(space + 1);
      if (!plurals.has(singular)) plurals.set(singular, entry.slice(0, space));
    }
  }
  return plurals.get(singularVerb);
}
