/**
 * Person nouns the dictionary does not know, recognised by a suffix that only forms person nouns:
 * -aner/-ianer (Wikimedianer, Wikipedianer), -ist (Legist), -loge (Datenbiologe). Words the
 * dictionary knows in any reading are never guessed.
 */
import { MAX_WORD_LENGTH, type Lexicon } from './lexicon.js';
import type { Paradigm, PersonNoun } from './types.js';

interface SuffixClass {
  pattern: RegExp;
  /** Masculine paradigm from the lemma. */
  masc(lemma: string): Paradigm;
  /** Feminine lemma from the masculine lemma. */
  fem(lemma: string): string;
}

const strongEr = (x: string): Paradigm => [x, x, x, x + 's', x, x, x + 'n', x];
const weak = (x: string, n: string): Paradigm => [x, x + n, x + n, x + n, x + n, x + n, x + n, x + n];
const femForms = (f: string): Paradigm => [f, f, f, f, f + 'nen', f + 'nen', f + 'nen', f + 'nen'];

const CLASSES: readonly SuffixClass[] = [
  { pattern: /[a-zäöü]{3,}i?aner$/, masc: strongEr, fem: (x) => x + 'in' },
  { pattern: /[a-zäöü]{3,}ist$/, masc: (x) => weak(x, 'en'), fem: (x) => x + 'in' },
  { pattern: /[a-zäöü]{2,}loge$/, masc: (x) => weak(x, 'n'), fem: (x) => x.slice(0, -1) + 'in' },
];

/** Guesses by lemma, cleared when full (like the other analysis caches) so that memory stays bounded. */
const cache = new Map<string, PersonNoun | null>();
const CACHE_LIMIT = 20_000;

/** A person noun for an unknown lemma, or null. */
function guessLemma(lemma: string, lex: Lexicon): PersonNoun | null {
  const hit = cache.get(lemma);
  if (hit !== undefined) return hit;
  let out: PersonNoun | null = null;
  if (/^[A-ZÄÖÜ][a-zäöüß]+$/.test(lemma) && lex.nounGender(lemma) === undefined && !lex.isNonPersonNoun(lemma)) {
    const cls = CLASSES.find((c) => c.pattern.test(lemma));
    if (cls) {
      const fem = cls.fem(lemma);
      out = { masc: lemma, fem, mascForms: cls.masc(lemma), femForms: femForms(fem), source: 'rule' };
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(lemma, out);
  return out;
}

/** Masculine analyses of an unknown word form ("Wikimedianern" -> Wikimedianer dat.pl). */
export function guessPerson(form: string, lex: Lexicon): { noun: PersonNoun; indices: number[] } | null {
  if (form.length > MAX_WORD_LENGTH) return null;
  for (const strip of ['', 'n', 's', 'en']) {
    if (strip && !form.endsWith(strip)) continue;
    const noun = guessLemma(strip ? form.slice(0, -strip.length) : form, lex);
    if (!noun) continue;
    const indices = noun.mascForms.flatMap((f, k) => (f === form ? [k] : []));
    if (indices.length > 0) return { noun, indices };
  }
  return null;
}
