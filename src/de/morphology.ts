/**
 * Closed-class German morphology written by hand: determiners and adjective endings.
 * (german-determiners lacks jeder/kein/alle and the possessive datives, see research notes.)
 */
import type { Case, GNumber, Gender } from './types.js';
import { CASES } from './types.js';

/** A grammatical cell: gender is undefined in the plural. */
export interface Cell {
  gender: Gender | undefined;
  case: Case;
  number: GNumber;
}

export type DeterminerKind =
  | 'definite' // der, die, das
  | 'der-word' // dieser, jeder, jener, mancher, welcher, alle, beide, solcher
  | 'ein-word'; // ein, kein, mein, dein, sein, ihr, unser, euer

/** Adjective declension after a determiner form: weak after der-words, mixed after endingless ein-words, strong with no ending. */
export type Declension = 'weak' | 'mixed' | 'strong';

type Row = readonly [string, string, string, string]; // nom acc dat gen

const DEF: Record<'m' | 'f' | 'n' | 'pl', Row> = {
  m: ['der', 'den', 'dem', 'des'],
  f: ['die', 'die', 'der', 'der'],
  n: ['das', 'das', 'dem', 'des'],
  pl: ['die', 'die', 'den', 'der'],
};
/** Endings of der-words (dies-er) and, with '' for m.nom and n.nom/acc, of ein-words. */
const STRONG_DET: Record<'m' | 'f' | 'n' | 'pl', Row> = {
  m: ['er', 'en', 'em', 'es'],
  f: ['e', 'e', 'er', 'er'],
  n: ['es', 'es', 'em', 'es'],
  pl: ['e', 'e', 'en', 'er'],
};
const EIN_DET: Record<'m' | 'f' | 'n' | 'pl', Row> = {
  m: ['', 'en', 'em', 'es'],
  f: ['e', 'e', 'er', 'er'],
  n: ['', '', 'em', 'es'],
  pl: ['e', 'e', 'en', 'er'],
};

const ADJ: Record<Declension, Record<'m' | 'f' | 'n' | 'pl', Row>> = {
  weak: {
    m: ['e', 'en', 'en', 'en'],
    f: ['e', 'e', 'en', 'en'],
    n: ['e', 'e', 'en', 'en'],
    pl: ['en', 'en', 'en', 'en'],
  },
  mixed: {
    m: ['er', 'en', 'en', 'en'],
    f: ['e', 'e', 'en', 'en'],
    n: ['es', 'es', 'en', 'en'],
    pl: ['en', 'en', 'en', 'en'],
  },
  strong: {
    m: ['er', 'en', 'em', 'en'],
    f: ['e', 'e', 'er', 'er'],
    n: ['es', 'es', 'em', 'en'],
    pl: ['e', 'e', 'en', 'er'],
  },
};

const DER_WORD_STEMS = ['dies', 'jed', 'jen', 'manch', 'welch', 'solch', 'all', 'beid', 'jeglich'];
/** Stems that only occur in the plural (alle, beide). */
const PLURAL_ONLY_STEMS = new Set(['all', 'beid']);
/** Stems that have no plural (jeder). */
const SINGULAR_ONLY_STEMS = new Set(['jed', 'jeglich']);
const EIN_WORD_STEMS = ['ein', 'kein', 'mein', 'dein', 'sein', 'ihr', 'unser', 'euer', 'eur'];

function col(cell: Cell): 'm' | 'f' | 'n' | 'pl' {
  return cell.number === 'pl' ? 'pl' : (cell.gender ?? 'm');
}

/** Adjective ending for a cell and declension. */
export function adjectiveEnding(cell: Cell, declension: Declension): string {
  return ADJ[declension][col(cell)][CASES.indexOf(cell.case)]!;
}

export interface DeterminerAnalysis extends Cell {
  kind: DeterminerKind;
  /** lowercase stem: 'd' for the definite article, 'jed', 'ein', 'kein', ... */
  stem: string;
}

const ANALYSES = new Map<string, DeterminerAnalysis[]>();

function add(form: string, a: DeterminerAnalysis): void {
  const list = ANALYSES.get(form);
  if (list) list.push(a);
  else ANALYSES.set(form, [a]);
}

function eachCell(fn: (cell: Cell, colKey: 'm' | 'f' | 'n' | 'pl', ci: number) => void): void {
  for (const g of ['m', 'f', 'n'] as const)
    CASES.forEach((c, ci) => fn({ gender: g, case: c, number: 'sg' }, g, ci));
  CASES.forEach((c, ci) => fn({ gender: undefined, case: c, number: 'pl' }, 'pl', ci));
}

eachCell((cell, k, ci) => {
  add(DEF[k][ci]!, { ...cell, kind: 'definite', stem: 'd' });
  // derjenige, denjenigen, diejenige: the article with "jenig" in the weak declension
  add(DEF[k][ci]! + 'jenig' + ADJ.weak[k][ci]!, { ...cell, kind: 'definite', stem: 'djenig' });
  for (const stem of DER_WORD_STEMS) {
    if (PLURAL_ONLY_STEMS.has(stem) && cell.number === 'sg') continue;
    if (SINGULAR_ONLY_STEMS.has(stem) && cell.number === 'pl') continue;
    add(stem + STRONG_DET[k][ci]!, { ...cell, kind: 'der-word', stem });
  }
  for (const stem of EIN_WORD_STEMS) {
    if (stem === 'ein' && cell.number === 'pl') continue;
    const ending = EIN_DET[k][ci]!;
    // euer loses its e before an ending (eure, euren), keeps it without one (euer)
    if (stem === 'euer' && ending !== '') continue;
    if (stem === 'eur' && ending === '') continue;
    add(stem + ending, { ...cell, kind: 'ein-word', stem });
  }
});

/** All analyses of a lowercase determiner form ("einen" -> ein m.acc.sg). */
export function analyseDeterminer(form: string): readonly DeterminerAnalysis[] {
  return ANALYSES.get(form.toLowerCase()) ?? [];
}

/** The form of a determiner stem for a cell ("jed" + f.nom.sg -> "jede"); undefined when the stem lacks that cell. */
export function determinerForm(stem: string, kind: DeterminerKind, cell: Cell): string | undefined {
  const k = col(cell);
  const ci = CASES.indexOf(cell.case);
  if (kind === 'definite') return stem === 'djenig' ? DEF[k][ci] + 'jenig' + ADJ.weak[k][ci] : DEF[k][ci];
  if (kind === 'der-word') {
    if (PLURAL_ONLY_STEMS.has(stem) && cell.number === 'sg') return undefined;
    if (SINGULAR_ONLY_STEMS.has(stem) && cell.number === 'pl') return undefined;
    return stem + STRONG_DET[k][ci]!;
  }
  if (stem === 'ein' && cell.number === 'pl') return undefined;
  const ending = EIN_DET[k][ci]!;
  if (stem === 'euer' || stem === 'eur') return ending === '' ? 'euer' : 'eur' + ending;
  return stem + ending;
}

/**
 * Declension of an adjective after a determiner: strong without one, weak after der-words and the
 * article, mixed after ein-words (the mixed table is the weak one except where the ein-word has no
 * ending: "ein erfahrener", "ein neues").
 */
export function declensionAfter(kind: DeterminerKind | undefined): Declension {
  if (kind === undefined) return 'strong';
  return kind === 'ein-word' ? 'mixed' : 'weak';
}

/** Preposition + article contractions: "vom" = von dem. Only masculine/neuter dative ones matter for persons. */
export const CONTRACTIONS: Readonly<Record<string, { preposition: string; article: string }>> = {
  vom: { preposition: 'von', article: 'dem' },
  zum: { preposition: 'zu', article: 'dem' },
  beim: { preposition: 'bei', article: 'dem' },
  im: { preposition: 'in', article: 'dem' },
  am: { preposition: 'an', article: 'dem' },
  zur: { preposition: 'zu', article: 'der' },
};
