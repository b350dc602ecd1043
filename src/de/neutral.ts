/**
 * Neutral (gender-fair) alternatives for German masculine person nouns: Lehrer -> Lehrkraft, Lehrende;
 * Mitarbeiter -> Mitarbeitende, Beschäftigte, Belegschaft (plural only).
 *
 * The data is written by hand in data/de/curated/neutral.tsv and compiled by scripts/build-neutral.ts into
 * data/de/neutral.json, which is read here once, on first use.
 */
import { readDataFile } from './data-path.js';
import type { NeutralAlternative } from './types.js';

/** Counts over the whole table, e.g. for `genderfair --version` or a data report. */
export interface NeutralStats {
  /** Masculine lemmas with at least one alternative. */
  lemmas: number;
  /** All alternatives (rows of the curated file). */
  alternatives: number;
  /** Alternatives declined like adjectives (Studierende). */
  adjectival: number;
  /** Single-word noun alternatives (Lehrkraft, Belegschaft). */
  noun: number;
  /** Multi-word noun alternatives (ärztliches Personal, Person im Ruhestand). */
  phrase: number;
  /** Alternatives marked as established terms. */
  established: number;
  /** Noun alternatives that replace a plural by a singular collective (Belegschaft, Publikum). */
  collective: number;
}

// Read through data-path.ts (node:fs in Node, the bundled files in the web editor).
const DATA_FILE = 'de/neutral.json';

const EMPTY: readonly NeutralAlternative[] = Object.freeze([]);

let table: ReadonlyMap<string, readonly NeutralAlternative[]> | undefined;

function fail(msg: string): never {
  throw new Error(`data/${DATA_FILE}: ${msg}`);
}

function freezeAlternative(value: unknown, masc: string): NeutralAlternative {
  if (typeof value !== 'object' || value === null) fail(`bad alternative for ${masc}`);
  const alt = value as NeutralAlternative;
  if (typeof alt.lemma !== 'string' || alt.lemma === '') fail(`alternative without lemma for ${masc}`);
  if (alt.applies !== 'sg' && alt.applies !== 'pl' && alt.applies !== 'both') fail(`bad applies for ${masc} -> ${alt.lemma}`);
  if (alt.kind === 'adjectival') {
    if (typeof alt.stem !== 'string' || alt.stem === '') fail(`adjectival ${alt.lemma} without stem`);
  } else if (alt.kind === 'noun') {
    if (!Array.isArray(alt.forms) || alt.forms.length !== 8 || alt.forms.some((f) => typeof f !== 'string' || f === '')) {
      fail(`noun ${alt.lemma} without eight forms`);
    }
    Object.freeze(alt.forms);
  } else {
    fail(`bad kind for ${masc} -> ${String((alt as { lemma: unknown }).lemma)}`);
  }
  return Object.freeze(alt);
}

function load(): ReadonlyMap<string, readonly NeutralAlternative[]> {
  if (table) return table;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readDataFile(DATA_FILE));
  } catch (err) {
    fail(`cannot read (${err instanceof Error ? err.message : String(err)}); run npx tsx scripts/build-neutral.ts`);
  }
  const lemmas = (parsed as { lemmas?: unknown } | null)?.lemmas;
  if (typeof lemmas !== 'object' || lemmas === null) fail('no "lemmas" object');
  const map = new Map<string, readonly NeutralAlternative[]>();
  for (const [masc, list] of Object.entries(lemmas as Record<string, unknown>)) {
    if (!Array.isArray(list) || list.length === 0) fail(`no alternatives for ${masc}`);
    map.set(masc, Object.freeze(list.map((a) => freezeAlternative(a, masc))));
  }
  table = map;
  return map;
}

/**
 * The neutral alternatives for a masculine lemma (nominative singular, exact spelling: "Lehrer"), best
 * first; an empty array when there is none. Check `applies` before using one for a singular or plural
 * occurrence, and `collective` to know whether a plural is replaced by the singular forms.
 */
export function neutralAlternatives(mascLemma: string): readonly NeutralAlternative[] {
  return load().get(mascLemma) ?? EMPTY;
}

/** All masculine lemmas that have alternatives, sorted by code unit. */
export function neutralLemmas(): readonly string[] {
  return [...load().keys()];
}

export function neutralStats(): NeutralStats {
  const stats: NeutralStats = { lemmas: 0, alternatives: 0, adjectival: 0, noun: 0, phrase: 0, established: 0, collective: 0 };
  for (const alts of load().values()) {
    stats.lemmas++;
    for (const a of alts) {
      stats.alternatives++;
      if (a.kind === 'adjectival') stats.adjectival++;
      else if (a.noun !== undefined) stats.phrase++;
      else stats.noun++;
      if (a.established) stats.established++;
      if (a.collective) stats.collective++;
    }
  }
  return stats;
}
