/**
 * The English side: which genders the source fixes. A gendered pronoun (he, her …) fixes the gender
 * of someone; a gendered noun (brother, queen …) fixes its own person, whose translation we then
 * leave alone. Given names are not a reliable signal (GATE's rule) and are not used.
 */
import { readDataFile } from '../de/data-path.js';
import type { Gender, RewriteLang } from './types.js';

interface GenderedData {
  pronouns: Record<Gender, string[]>;
  nouns: Record<string, [Gender, string, string, string]>;
}

export interface SourceGenders {
  /** Genders of the gendered pronouns in the source. */
  pronouns: Set<Gender>;
  /** Translations (lower case, singular) of the gendered nouns in the source. */
  fixed: Set<string>;
  /** Genders of the gendered nouns in the source. */
  nounGenders: Set<Gender>;
}

let data: { pronouns: Map<string, Gender>; nouns: Map<string, [Gender, Record<RewriteLang, string[]>]> } | undefined;

function load(): NonNullable<typeof data> {
  if (data) return data;
  const raw = JSON.parse(readDataFile('rewrite/en-gendered.json')) as GenderedData;
  const pronouns = new Map<string, Gender>();
  for (const g of ['m', 'f'] as const) for (const p of raw.pronouns[g]) pronouns.set(p, g);
  const nouns = new Map<string, [Gender, Record<RewriteLang, string[]>]>();
  for (const [word, [g, es, fr, it]] of Object.entries(raw.nouns)) {
    const t = { es: es.split(' '), fr: fr.split(' '), it: it.split(' ') };
    nouns.set(word, [g, t]);
    nouns.set(word.endsWith('man') ? word.slice(0, -3) + 'men' : word + (/(s|sh|ch)$/.test(word) ? 'es' : 's'), [g, t]);
  }
  return (data = { pronouns, nouns });
}

export function sourceGenders(source: string, lang: RewriteLang): SourceGenders {
  const { pronouns, nouns } = load();
  const result: SourceGenders = { pronouns: new Set(), fixed: new Set(), nounGenders: new Set() };
  for (const m of source.toLowerCase().matchAll(/[a-zé]+/g)) {
    const w = m[0];
    const p = pronouns.get(w);
    if (p) result.pronouns.add(p);
    const n = nouns.get(w);
    if (n) {
      result.nounGenders.add(n[0]);
      for (const t of n[1][lang]) result.fixed.add(t);
    }
  }
  return result;
}

/**
 * English nouns that look like person nouns by their ending: unmistakably (volunteer, tutor, dentist,
 * politician, employee), or also (delegate, adversary, resident, participant, critic, relative), where
 * nouns of things share the ending (climate, library, content, restaurant, music, initiative).
 */
const PERSON_ENDING = /^[a-z]{3,}(?:er|or|ist|ian|ee)$/;
const PERSON_ENDING_LOOSE = /^[a-z]{3,}(?:ate|ary|ent|ant|ic|ive|ar|eur)$/;

/** A spelling key for cognates: no accents, ph → f, k → c, th → t, y → i, no double letters. */
function cognateKey(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ph/g, 'f').replace(/th/g, 't').replace(/k/g, 'c').replace(/y/g, 'i').replace(/(.)\1/g, '$1');
}

const COGNATE_PREFIX = 5;

/**
 * A test for translation words that are cognates of an English person noun of the source (voluntarios ←
 * volunteers, delegados ← delegates, tuteurs ← tutors): the first five letters agree, spelt alike, in
 * the same number.
 * `strict` asks for a cognate of an unmistakable person noun (or of an -ic noun, for a word in -ique).
 */
export function personCognates(source: string): (lower: string, strict: boolean) => boolean {
  let sets: Record<'strict' | 'loose' | 'ic', Set<string>> | undefined;
  // Built on the first question: most sentences never ask.
  const build = (): NonNullable<typeof sets> => {
    // -ic nouns (critic, fanatic): also strict for a translation in -ique (fanatique), not for fanatismo.
    const out = { strict: new Set<string>(), loose: new Set<string>(), ic: new Set<string>() };
    for (const m of source.toLowerCase().matchAll(/[a-z]{5,}/g)) {
      const word = m[0].replace(/ies$/, 'y').replace(/s$/, '');
      const set = PERSON_ENDING.test(word) ? out.strict : /ic$/.test(word) ? out.ic : PERSON_ENDING_LOOSE.test(word) ? out.loose : undefined;
      if (set) set.add(cognateKey(word).slice(0, COGNATE_PREFIX) + (/[^s]s$/.test(m[0]) ? 's' : ''));
    }
    return out;
  };
  return (lower, onlyStrict) => {
    // Not an adjective of the noun (terroristici ← terrorists).
    if (lower.length < COGNATE_PREFIX || /[ií]stic/.test(lower)) return false;
    sets ??= build();
    // In the same number (mathématiques is not a cognate of mathematician).
    const key = cognateKey(lower).slice(0, COGNATE_PREFIX) + (/[sx]$/.test(lower) ? 's' : '');
    return sets.strict.has(key) || ((!onlyStrict || /iques?$/.test(lower)) && sets.ic.has(key)) || (!onlyStrict && sets.loose.has(key));
  };
}
