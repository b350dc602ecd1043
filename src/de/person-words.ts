/**
 * Person readings of single words: a person noun alone, through the head of a compound ("Sport|lehrer",
 * "Wikipedia-|Nutzern"), as the first part of a compound ("Teilnehmer|zahl"), or guessed by suffix for
 * words the dictionary lacks.
 */
import { getLexicon, type Lexicon } from './lexicon.js';
import type { Token } from '../text/tokenize.js';
import { capitalise } from '../text/case.js';
import { CASES as CASE_ORDER, type Case, type GNumber, type PersonNoun } from './types.js';
import { isNeverFlagged } from './curated.js';
import { guessPerson } from './unknown-words.js';
/** Suffixes that look like nouns after a person noun but form derivations (Meister|schaft, Lehrer|schaft). */
const DERIVATION_SUFFIXES = new Set(['Schaft', 'Schaften', 'Tum', 'Tums', 'Heit', 'Keit', 'Ei', 'In', 'Innen', 'Isch']);

export function isCapitalisedWord(token: Token | undefined): boolean {
  return token !== undefined && token.kind === 'word' && /^[A-ZÄÖÜ][a-zäöüß]/.test(token.text);
}

/** Person analyses of a whole word, directly or through its compound head. */
export interface WordAnalysis {
  noun: PersonNoun;
  prefix: string;
  head: string;
  masc: { case: Case; number: GNumber }[];
  fem: boolean;
}

const analysisCache = new Map<string, WordAnalysis | null>();

export function analysePersonWord(word: string, lex: Lexicon = getLexicon()): WordAnalysis | null {
  const cached = analysisCache.get(word);
  if (cached !== undefined) return cached;
  const result = analyseUncached(word, lex);
  if (analysisCache.size > 50_000) analysisCache.clear();
  analysisCache.set(word, result);
  return result;
}

/** Marks a word whose person reading is known but must not be flagged: no shorter head may be tried. */
const NEVER: WordAnalysis = Object.freeze({ noun: undefined as never, prefix: '', head: '', masc: [], fem: false });

function fromAnalyses(word: string, prefix: string, head: string, lex: Lexicon): WordAnalysis | null {
  const analyses = lex.analyse(head);
  if (analyses.length === 0) return null;
  const noun = analyses[0]!.noun;
  if (isNeverFlagged(noun.masc)) return NEVER;
  const same = analyses.filter((a) => a.noun === noun);
  void word;
  return {
    noun,
    prefix,
    head,
    masc: same.filter((a) => a.gender === 'm').map((a) => ({ case: a.case, number: a.number })),
    fem: same.some((a) => a.gender === 'f'),
  };
}

function analyseUncached(word: string, lex: Lexicon): WordAnalysis | null {
  if (!/^[A-ZÄÖÜ]/.test(word)) return null;
  // hyphenated compounds: the last part is the head ("Wikipedia-Nutzern", "Kita-Leiter")
  const hyphen = word.lastIndexOf('-');
  if (hyphen > 0) {
    const head = word.slice(hyphen + 1);
    if (!/^[A-ZÄÖÜ]/.test(head)) return null;
    const inner = analysePersonWord(head, lex);
    return inner ? { ...inner, prefix: word.slice(0, hyphen + 1) + inner.prefix } : null;
  }
  const direct = fromAnalyses(word, '', word, lex);
  if (direct === NEVER) return null;
  if (direct) return direct;
  const guessed = guessPerson(word, lex);
  if (guessed) {
    const cells = guessed.indices.map((k) => ({ case: CASE_ORDER[k % 4]!, number: (k < 4 ? 'sg' : 'pl') as GNumber }));
    return { noun: guessed.noun, prefix: '', head: word, masc: cells, fem: false };
  }
  if (lex.isNonPersonNoun(word) || lex.isLexicalised(word)) return null;
  // closed compounds: the longest person noun at the end ("Fleischereifach|verkäufer")
  for (let i = 2; i <= word.length - 4; i++) {
    const ch = word.charAt(i);
    if (!/[a-zäöü]/.test(ch)) continue;
    const head = capitalise(word.slice(i));
    const hit = fromAnalyses(word, word.slice(0, i), head, lex);
    if (hit === NEVER) return null; // Leihfahrrad|anbieter must not become Leihfahrradan|bieter
    if (hit) return hit;
  }
  return null;
}

/** A person noun at the start of a compound whose rest is a noun ("Teilnehmer|zahl", "Kunden|service"). */
export function analyseModifier(
  word: string,
  lex: Lexicon,
): { noun: PersonNoun; prefix: string; personForm: string; rest: string } | null {
  const hyphen = word.indexOf('-');
  if (hyphen > 0) {
    // "Entwickler-Team", "Hacker-Ethik": the first part is a masculine person form
    const first = word.slice(0, hyphen);
    const a = analysePersonWord(first, lex);
    if (a && a.masc.length > 0 && !a.fem && lex.nonPersonReadings(a.head).length === 0) {
      return { noun: a.noun, prefix: a.prefix, personForm: a.head, rest: word.slice(hyphen) };
    }
    return null;
  }
  if (analysePersonWord(word, lex)) return null; // "Bürgerinnen" is a person noun, not Bürge|rinnen
  if (/innen$/.test(word) && analysePersonWord(word.slice(0, -5), lex)) return null;
  for (let j = word.length - 3; j >= 4; j--) {
    const rest = word.slice(j);
    if (!/^[a-zäöü]/.test(rest)) continue;
    // person nouns end in a few suffixes: skip every other cut without a dictionary look-up
    if (!PERSON_PART_END.test(word.slice(Math.max(0, j - 5), j))) continue;
    // the cheap test first: is the rest a noun (as is, or after a linking s: Nutzer|verhalten, Arbeit|s|...)?
    const restIsNoun = [rest, rest.startsWith('s') && rest.length > 4 ? rest.slice(1) : ''].some((r) => {
      const noun = capitalise(r);
      if (noun.length < 3 || DERIVATION_SUFFIXES.has(noun)) return false;
      return lex.nounGender(noun) !== undefined || lex.nounGender(stripNounEnding(noun)) !== undefined;
    });
    if (!restIsNoun) continue;
    const personPart = word.slice(0, j);
    const a = analysePersonWord(personPart, lex);
    if (!a || a.masc.length === 0 || a.fem) continue;
    if (lex.nonPersonReadings(a.head).length > 0) continue;
    if (lex.isLexicalised(word)) return null;
    return { noun: a.noun, prefix: a.prefix, personForm: personPart.slice(a.prefix.length), rest };
  }
  return null;
}

/** Endings of masculine person nouns (and their plurals) as the first part of a compound. */
const PERSON_PART_END = /(?:er|ern|en|e|or|ist|ent|ant|eur|at|loge|graf|ar|är|ier|iker|ling|mann|leute)$/;

export function stripNounEnding(noun: string): string {
  const m = /^(.{3,}?)(es|en|s|n|e)$/.exec(noun);
  return m ? m[1]! : noun;
}

