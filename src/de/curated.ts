/** Small curated word lists from data/de/curated/ (one entry per line, # comments). */
import { readDataFile } from './data-path.js';

let neverFlag: Set<string> | undefined;

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

let nameTitles: Set<string> | undefined;

/** Offices and titles that stand before a name ("Pfarrer Koch", "der Doktor Mauer"): data/de/curated/name-titles.txt. */
export function isNameTitle(mascLemma: string): boolean {
  nameTitles ??= readList('name-titles.txt');
  return nameTitles.has(mascLemma);
}
