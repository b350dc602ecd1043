/** Attributive adjectives and present participles (data/de/adjectives.json, built by scripts/build-adjectives.ts). */
import { readDataFile } from './data-path.js';

interface AdjectiveData {
  /** Newline-separated, sorted by UTF-16 code units. */
  stems: string;
  verbs: string;
}

/** A sorted word list searched by bisection. */
class SortedWords {
  private readonly words: readonly string[];
  constructor(joined: string) {
    this.words = joined.split('\n');
  }
  has(word: string): boolean {
    const words = this.words;
    let lo = 0;
    let hi = words.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const w = words[mid]!;
      if (w === word) return true;
      if (w < word) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }
}

let data: { stems: SortedWords; verbs: SortedWords } | undefined;

function load(): { stems: SortedWords; verbs: SortedWords } {
  if (!data) {
    const raw = JSON.parse(readDataFile('de/adjectives.json')) as AdjectiveData;
    data = { stems: new SortedWords(raw.stems), verbs: new SortedWords(raw.verbs) };
  }
  return data;
}

const ENDINGS = ['en', 'em', 'er', 'es', 'e'] as const;
export type AdjectiveEnding = (typeof ENDINGS)[number] | '';

/** Splits an inflected attributive adjective ("erfahrenen") into stem and ending; undefined if it is not one. */
export function analyseAdjective(word: string): { stem: string; ending: AdjectiveEnding } | undefined {
  if (!/^[a-zäöüß]/.test(word)) return undefined;
  const { stems } = load();
  for (const ending of ENDINGS) {
    if (word.length > ending.length + 1 && word.endsWith(ending)) {
      const stem = word.slice(0, -ending.length);
      if (stems.has(stem)) return { stem, ending };
      // comparatives, which the dictionary does not list: älter|er (alt), neuer|en (neu)
      if (stem.endsWith('er') && stem.length > 4) {
        const base = stem.slice(0, -2);
        const plain = withoutLastUmlaut(base);
        if (stems.has(base) || stems.has(plain)) return { stem, ending };
      }
    }
  }
  return undefined;
}

/** Whether a lowercase word is the stem of an adjective of the dictionary ("warm", "groß"). */
export function isAdjectiveStem(word: string): boolean {
  return load().stems.has(word);
}

/** Whether a lowercase word is a verb infinitive (also the 1st/3rd person plural: "dürfen", "finden"). */
export function isVerb(word: string): boolean {
  return load().verbs.has(word);
}

const UMLAUT_BACK: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', äu: 'au' };

/** The last umlaut of a stem undone: "Käuf" -> "Kauf", "Beiträg" -> "Beitrag", "ält" -> "alt". */
export function withoutLastUmlaut(stem: string): string {
  return stem.replace(/(äu|ä|ö|ü)(?=[^äöüaeiou]*$)/, (m) => UMLAUT_BACK[m] ?? m);
}

/**
 * The present participle behind an agent noun in -er, capitalised as a noun stem: Nutzer -> "Nutzend",
 * Sammler -> "Sammelnd", Käufer -> "Kaufend". Undefined when no such verb is known.
 */
export function participleStem(agentNoun: string): string | undefined {
  if (!/^[A-ZÄÖÜ][a-zäöüß]+er$/.test(agentNoun)) return undefined;
  const { verbs } = load();
  const base = agentNoun.slice(0, -2);
  const lower = base.charAt(0).toLowerCase() + base.slice(1);
  const bases = [lower];
  const deUmlauted = withoutLastUmlaut(lower);
  if (deUmlauted !== lower) bases.push(deUmlauted);
  for (const b of bases) {
    const candidates = [b + 'en'];
    if (/[^aeiouäöü]l$/.test(b)) candidates.push(b.slice(0, -1) + 'eln'); // Sammler -> sammeln
    if (/er$/.test(b)) candidates.push(b + 'n'); // Wanderer -> wandern
    for (const verb of candidates) {
      if (verb.length > 4 && verbs.has(verb)) {
        return verb.charAt(0).toUpperCase() + verb.slice(1) + 'd';
      }
    }
  }
  return undefined;
}
