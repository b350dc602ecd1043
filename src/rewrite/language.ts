/**
 * What the rewriter needs to know about a target language. Each language module (src/es, src/fr,
 * src/it) builds one from its lexicon data and its closed-class tables.
 */
import { readDataFile } from '../de/data-path.js';
import type { Token } from './tokens.js';
import type { Gender, RewriteLang } from './types.js';

export type GrammaticalNumber = 's' | 'p';

/** A gender-marked word and its form in the other gender. */
export interface Variant {
  gender: Gender;
  other: string;
  /** For a masculine with one form for both numbers (heureux): the feminine plural. */
  otherPlural?: string;
  /** Made by a rule, not found in the lexicon (Spanish -ado/-ada): fine for an adjective, weak for a noun. */
  guessed?: true;
}

export interface Determiner {
  /** null: the same form for both genders (mi, les, l'). */
  gender: Gender | null;
  number: GrammaticalNumber | null;
  /** The form in the other gender (for marked determiners). */
  other?: string;
}

export interface Language {
  lang: RewriteLang;
  /** Elided prefixes split off words by the tokenizer (l', dell', …). */
  elision?: RegExp;
  /** Articles, demonstratives, possessives, quantifiers and article contractions. */
  determiner(lower: string): Determiner | undefined;
  /** Nouns, adjectives and participles from the pair lexicon (masculine ↔ feminine). */
  variant(lower: string): Variant | undefined;
  /** Nouns of persons with one form for both genders (periodista, artiste, insegnante). */
  epicenePerson(lower: string): boolean;
  /** A gender-variable word that is very likely a person noun (-or/-ora, -eur/-rice; Italian: a person noun of the lexicon). */
  strongPerson(lower: string): boolean;
  /** Personal pronouns with a gendered counterpart (él/ella, ils/elles, tous/toutes). */
  pronoun(lower: string): Variant | undefined;
  /**
   * Whether a gender-variable word is a person noun by the lexicon: true, false (an adjective or
   * participle that is also a noun of a thing: le marché), or undefined where the lexicon cannot tell.
   */
  personNoun(lower: string): boolean | undefined;
  /** Personal pronouns among them (él, elle), as opposed to indefinite ones (uno, tous). */
  personalPronoun(lower: string): boolean;
  /** An impersonal use of the pronoun at tokens[i] (il est important de, il y a). */
  impersonal(tokens: readonly Token[], i: number): boolean;
  /** Conjunctions that open a subordinate clause (cuando, quand, quando): a subject is not sought beyond. */
  subordinator(lower: string): boolean;
  /** Forms of haber / avoir / avere: a participle after them does not agree with the subject. */
  auxiliary(lower: string): boolean;
  /** tokens[i] is part of a fixed phrase (por supuesto, lo contrario, en fait): no agreement. */
  fixedPhrase(tokens: readonly Token[], i: number): boolean;
  /** Prepositions (a noun phrase after one is not the subject of a clause). */
  preposition(lower: string): boolean;
  /** Plural nouns may stand without a determiner at the start of a sentence (es: Amigos compartiendo …). */
  barePlurals: boolean;
  /** Forms of the copulas (be, become, seem) and, in French and Italian, of être/essere as auxiliary;
   * the value is the grammatical person (1, 2, 3, 0 for the infinitive). */
  copula(lower: string): number | undefined;
  /** The grammatical person of a reflexive clitic (se → 3, me → 1, nous → 1), else undefined. */
  reflexive(lower: string): number | undefined;
  /** Verb forms that link a predicate to their subject after a reflexive clitic (se siente, si sentiva, se montre). */
  linking(lower: string): boolean;
  /** Adjectives with one form for both genders that may stand before the noun (mejor, gran). */
  invariable(lower: string): boolean;
  /** Gender-variable adjectives that usually stand before the noun (pequeño, nouveau). */
  prenominal(lower: string): boolean;
  /** Words allowed between a copula and a predicative adjective (negation, adverbs, clitics). */
  skippable(lower: string): boolean;
  /** Subject pronouns of the first and second person (yo, je, tu, vous, …). */
  speaker(lower: string): boolean;
  /** And/or: adjectives joined by them agree together. */
  coordinator(lower: string): boolean;
  /**
   * A rewritten word in the form its next word asks for (French le → l' and ce → cet before a
   * vowel, Spanish bueno → buen before a masculine noun); `next` is the next word as rewritten.
   */
  adjust(word: string, next: string | undefined): string;
  /** The contraction of a preposition with a rewritten article (de + el → del, à + le → au). */
  contract(preposition: string, article: string): string | undefined;
}

/**
 * Reads a `masculine feminine [feminine-plural]` pair file into a variant lookup. A form with two
 * counterparts keeps the one closer in spelling (buenas → buenos, not buenes); true ties are dropped.
 */
export function readPairs(relative: string): Map<string, Variant> {
  const map = new Map<string, Variant>();
  const tied = new Set<string>();
  const add = (form: string, v: Variant): void => {
    const old = map.get(form);
    if (!old) return void map.set(form, v);
    if (old.gender === v.gender && old.other === v.other) return;
    const a = closeness(form, old.other);
    const b = closeness(form, v.other);
    if (b > a) map.set(form, v);
    if (b > a || a > b) tied.delete(form);
    if (a === b) tied.add(form);
  };
  for (const line of readDataFile(relative).split('\n')) {
    const sp = line.indexOf(' ');
    if (sp < 0) continue;
    const m = line.slice(0, sp);
    const [f, fp] = line.slice(sp + 1).split(' ') as [string, string | undefined];
    add(m, fp ? { gender: 'm', other: f, otherPlural: fp } : { gender: 'm', other: f });
    add(f, { gender: 'f', other: m });
    if (fp) add(fp, { gender: 'f', other: m });
  }
  for (const form of tied) map.delete(form);
  return map;
}

/**
 * How close a counterpart is in spelling: the common prefix, then the same length (buena → bueno,
 * not buen), then a masculine in -o (buenas → buenos, not buenes).
 */
function closeness(form: string, other: string): number {
  return commonPrefix(form, other) + (form.length === other.length ? 0.5 : 0) + (/os?$/.test(other) ? 0.25 : 0);
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}

/** A closed-class table `m/f, m/f, …` as variants of both directions (forms may have spaces). */
export function pairTable(pairs: string): Map<string, Variant> {
  const map = new Map<string, Variant>();
  for (const pair of pairs.trim().split(/\s*,\s*/)) {
    const [m, f] = pair.split('/') as [string, string];
    map.set(m, { gender: 'm', other: f });
    if (!map.has(f)) map.set(f, { gender: 'f', other: m });
  }
  return map;
}

export const startsWithVowel = (word: string): boolean => /^[aeiouyàâäéèêëîïôöùûüœæh]/i.test(word);
