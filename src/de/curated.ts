/** Small curated word lists from data/de/curated/ (one entry per line, # comments). */
import { readDataFile } from './data-path.js';

let neverFlag: Set<string> | undefined;
let compoundPrefixes: Set<string> | undefined;
let setCompounds: { words: Set<string>; heads: Set<string> } | undefined;

export function readList(name: string): Set<string> {
  const out = new Set<string>();
  for (const line of readDataFile(`de/curated/${name}`).split('\n')) {
    const entry = line.replace(/#.*/, '').trim();
    if (entry) out.add(entry);
  }
  return out;
}

/** Masculine lemmas that are never generic masculines (Herr, Vater, König, Mensch, Gast, ...). */
export function isNeverFlagged(mascLemma: string): boolean {
  neverFlag ??= readList('never-flag.txt');
  return neverFlag.has(mascLemma);
}

/** Bound first parts of compounds that are no words of their own (mit, vize, ex, ober; lowercase). */
export function isCompoundPrefix(part: string): boolean {
  compoundPrefixes ??= new Set([...readList('compound-prefixes.txt')].map((p) => p.toLowerCase()));
  return compoundPrefixes.has(part);
}

/**
 * Set terms with a person noun as the first part (data/de/curated/set-compounds.txt): whole compounds
 * ("Friseursalon") and heads that make any such compound a set term ("-behörde"). Both lowercase.
 */
export function setCompoundData(): { words: ReadonlySet<string>; heads: ReadonlySet<string> } {
  if (setCompounds) return setCompounds;
  const words = new Set<string>();
  const heads = new Set<string>();
  for (const entry of readList('set-compounds.txt')) {
    if (entry.startsWith('-')) heads.add(entry.slice(1).toLowerCase());
    else words.add(entry.toLowerCase());
  }
  setCompounds = { words, heads };
  return setCompounds;
}

let nameTitles: Set<string> | undefined;

/** Offices and titles that stand before a name ("Pfarrer Koch", "der Doktor Mauer"): data/de/curated/name-titles.txt. */
export function isNameTitle(mascLemma: string): boolean {
  nameTitles ??= readList('name-titles.txt');
  return nameTitles.has(mascLemma);
}

let organisations: string[] | undefined;

/** An institution, company or place noun that can stand in a person's role (data/de/curated/organisations.txt). */
export function isOrganisationNoun(word: string): boolean {
  organisations ??= [...readList('organisations.txt')];
  const forms = [word, word.replace(/(en|es|n|s|e)$/, '')];
  return organisations.some((o) => forms.some((w) => w === o || (w.endsWith(o.toLowerCase()) && w.length > o.length + 2)));
}
