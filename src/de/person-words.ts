/**
 * Person readings of single words: a person noun alone, through the head of a compound ("Sport|lehrer",
 * "Wikipedia-|Nutzern"), as the first part of a compound ("Teilnehmer|zahl"), or guessed by suffix for
 * words the dictionary lacks.
 */
import { getLexicon, MAX_WORD_LENGTH, type Lexicon } from './lexicon.js';
import type { Token } from '../text/tokenize.js';
import { capitalise } from '../text/case.js';
import { CASES as CASE_ORDER, type Case, type GNumber, type PersonNoun } from './types.js';
import { isCompoundPrefix, isNeverFlagged, setCompoundData } from './curated.js';
import { guessPerson } from './unknown-words.js';
import { isAdjectiveStem, isVerb } from './adjectives.js';
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

/** Analyses per lexicon (the built-in one, or one with a user's additions) and word. */
const analysisCaches = new WeakMap<Lexicon, Map<string, WordAnalysis | null>>();

export function analysePersonWord(word: string, lex: Lexicon = getLexicon()): WordAnalysis | null {
  if (word.length > MAX_WORD_LENGTH) return null;
  let analysisCache = analysisCaches.get(lex);
  if (!analysisCache) analysisCaches.set(lex, (analysisCache = new Map()));
  const cached = analysisCache.get(word);
  if (cached !== undefined) return cached;
  const result = analyseUncached(word, lex);
  if (analysisCache.size > 50_000) analysisCache.clear();
  analysisCache.set(word, result);
  return result;
}

/** Marks a word whose person reading is known but must not be flagged: no shorter head may be tried. */
const NEVER: WordAnalysis = Object.freeze({ noun: undefined as never, prefix: '', head: '', masc: [], fem: false });

function fromAnalyses(prefix: string, head: string, lex: Lexicon): WordAnalysis | null {
  const analyses = lex.analyse(head);
  if (analyses.length === 0) return null;
  const noun = analyses[0]!.noun;
  if (isNeverFlagged(noun.masc)) return NEVER;
  const same = analyses.filter((a) => a.noun === noun);
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
    if (inner) return { ...inner, prefix: word.slice(0, hyphen + 1) + inner.prefix };
    // a hyphenated noun of its own (a user's "Scrum-Master")
    const whole = fromAnalyses('', word, lex);
    return whole === NEVER ? null : whole;
  }
  const direct = fromAnalyses('', word, lex);
  if (direct === NEVER) return null;
  if (direct) return direct;
  const guessed = guessPerson(word, lex);
  if (guessed) {
    const cells = guessed.indices.map((k) => ({ case: CASE_ORDER[k % 4]!, number: (k < 4 ? 'sg' : 'pl') as GNumber }));
    return { noun: guessed.noun, prefix: '', head: word, masc: cells, fem: false };
  }
  if (lex.isNonPersonNoun(word) || lex.isLexicalised(word)) return null;
  // closed compounds: the longest person noun at the end whose first part is made of words
  // ("Fleischereifach|verkäufer"; not "Warmwass|erzähler", "Datenver|arbeiter")
  for (let i = 2; i <= word.length - 4; i++) {
    const ch = word.charAt(i);
    if (!/[a-zäöü]/.test(ch)) continue;
    const head = capitalise(word.slice(i));
    const hit = fromAnalyses(word.slice(0, i), head, lex);
    if (!hit || !isMadeOfWords(word.slice(0, i), lex)) continue;
    if (hit === NEVER) return null; // Leihfahrrad|anbieter must not become Leihfahrradan|bieter
    return hit;
  }
  return null;
}

/** Shortest part of a compound (Amt, Bau, Rat); bound prefixes (mit, ex, vize) may be shorter. */
const MIN_PART = 3;

/**
 * Whether the first part of a compound is a sequence of words, each perhaps with a linking element:
 * nouns and their forms (Bundes, Kinder, Daten), nouns without their final -e (Schul, Hilfs), adjective
 * stems (Groß, Warm) and nominalised adjectives (Kranken, Beamten), verb stems (Fahr, Lese) and bound
 * prefixes (Mit, Vize). A cut inside a word leaves a remainder that is none of these ("Warmwass",
 * "Datenver"). Quadratic in the part's length, which MAX_WORD_LENGTH bounds; called only where a person
 * head was found. A first part that is no dictionary word at all ("Linux|entwickler") is not accepted
 * either: such compounds are written with a hyphen, which is an explicit boundary.
 */
function isMadeOfWords(part: string, lex: Lexicon): boolean {
  const lower = part.toLowerCase();
  const n = lower.length;
  const reachable: boolean[] = [true];
  for (let end = 1; end <= n; end++) {
    reachable[end] = false;
    for (let start = 0; start < end; start++) {
      if (reachable[start] && isCompoundPart(lower.slice(start, end), lex)) {
        reachable[end] = true;
        break;
      }
    }
  }
  return reachable[n] === true;
}

function isCompoundPart(p: string, lex: Lexicon): boolean {
  if (isCompoundPrefix(p)) return true;
  if (p.length < MIN_PART) return false;
  const noun = capitalise(p);
  if (isNounForm(noun, lex) || lex.nounGender(noun + 'e') !== undefined) return true;
  if (p.endsWith('s') && lex.nounGender(capitalise(p.slice(0, -1)) + 'e') !== undefined) return true; // Hilf|s
  // adjective stems, also as nominalised adjectives with -en (Kranken|pfleger, Alten|pfleger)
  if (isAdjectiveStem(p) || (p.endsWith('en') && isAdjectiveStem(p.slice(0, -2))) || isVerbStem(p)) return true;
  return lex.analyseAdjectival(noun) !== undefined || lex.analyse(noun).length > 0; // Beamten, Ärzte
}

/**
 * A noun of the dictionary or a form of one, plurals in -en of nouns in -um, -a, -o (Daten, Themen, Konten)
 * and genitives in -ns (Namens) included.
 */
function isNounForm(noun: string, lex: Lexicon): boolean {
  if (lex.nounGender(noun) !== undefined) return true;
  if (noun.endsWith('ens') && lex.nounGender(noun.slice(0, -2)) !== undefined) return true;
  return noun.endsWith('en') && ['um', 'a', 'o'].some((e) => lex.nounGender(noun.slice(0, -2) + e) !== undefined);
}

/** A verb stem, perhaps with an e ("wart", "warte", "lese", "fahr"): the verb's infinitive is stem + (e)n. */
function isVerbStem(p: string): boolean {
  return p.length >= MIN_PART && (isVerb(p + 'en') || (p.endsWith('e') && isVerb(p + 'n')));
}

export interface ModifierAnalysis {
  noun: PersonNoun;
  prefix: string;
  personForm: string;
  rest: string;
}

export interface ModifierOptions {
  /**
   * Also report set terms (data/de/curated/set-compounds.txt: Ausländerbehörde, Kundenservice,
   * Benutzerkonto). Default false.
   */
  setTerms?: boolean;
}

/**
 * A person noun at the start of a compound whose rest is a noun ("Teilnehmer|zahl", "Nutzer|verhalten"),
 * cut at a joint that German compounding allows for that noun: the person part is its nominative singular
 * (Lehrer|zimmer), its genitive singular or nominative plural (Kunden|service, Ärzte|kammer), or the
 * nominative singular with a linking s; the rest is a dictionary noun. Not a person part: a word guessed
 * by its suffix (Administ|ration), a form that is also a verb stem (Wart|e|liste: warten), a person
 * homograph with a non-person reading.
 */
export function analyseModifier(word: string, lex: Lexicon, options: ModifierOptions = {}): ModifierAnalysis | null {
  if (word.length > MAX_WORD_LENGTH) return null;
  const hyphen = word.indexOf('-');
  if (hyphen > 0) {
    // "Entwickler-Team", "Hacker-Ethik": the first part is a masculine person form
    const a = modifierPart(word.slice(0, hyphen), false, lex);
    if (!a) return null;
    const rest = word.slice(hyphen);
    if (!options.setTerms && isSetTerm(word, rest.slice(1))) return null;
    return { noun: a.noun, prefix: a.prefix, personForm: a.head, rest };
  }
  if (analysePersonWord(word, lex)) return null; // "Bürgerinnen" is a person noun, not Bürge|rinnen
  if (/innen$/.test(word) && analysePersonWord(word.slice(0, -5), lex)) return null;
  for (let j = word.length - 3; j >= 4; j--) {
    // person nouns end in a few suffixes: skip every other cut without a dictionary look-up (and first
    // by the last letter, without building a string)
    if (!PERSON_PART_LAST.has(word.charAt(j - 1)) || !/[a-zäöü]/.test(word.charAt(j))) continue;
    if (!PERSON_PART_END.test(word.slice(Math.max(0, j - 5), j))) continue;
    const rest = word.slice(j);
    // the cheap test first: is the rest a noun (as is, or after a linking s: Nutzer|verhalten, Bauer|s|frau)?
    const linked = rest.startsWith('s') && rest.length > 4 && isNounRest(rest.slice(1), lex);
    if (!linked && !isNounRest(rest, lex)) continue;
    const personPart = word.slice(0, j);
    const a = modifierPart(personPart, linked && !isNounRest(rest, lex), lex);
    if (!a) continue;
    if (lex.isLexicalised(word)) return null;
    if (!options.setTerms && isSetTerm(word, linked ? rest.slice(1) : rest)) return null;
    return { noun: a.noun, prefix: a.prefix, personForm: personPart.slice(a.prefix.length), rest };
  }
  return null;
}

/** A dictionary noun (or a form of one) as the rest of a compound; derivational suffixes are no nouns. */
function isNounRest(rest: string, lex: Lexicon): boolean {
  const noun = capitalise(rest);
  return noun.length >= MIN_PART && !DERIVATION_SUFFIXES.has(noun) && isNounForm(noun, lex);
}

/** The person reading of the first part of a compound, where the form can stand at a joint. */
function modifierPart(part: string, beforeLinkingS: boolean, lex: Lexicon): WordAnalysis | null {
  const a = analysePersonWord(part, lex);
  if (!a || a.masc.length === 0 || a.fem) return null;
  if (lex.personByMasc(a.noun.masc) !== a.noun) return null; // guessed by its suffix: Administ|ration
  if (lex.nonPersonReadings(a.head).length > 0) return null;
  const [nomSg, , , genSg, nomPl] = a.noun.mascForms;
  const joint = beforeLinkingS ? a.head === nomSg : a.head === nomSg || a.head === genSg || a.head === nomPl;
  if (!joint) return null;
  if (isVerbStem(a.head.toLowerCase())) return null; // Wart|e|liste, Koch|buch: the verb, not the person
  return a;
}

const NOUN_FORM_ENDINGS = ['', 's', 'es', 'n', 'ns', 'en', 'e', 'er', 'ern'];

/** Whether a compound is a set term of data/de/curated/set-compounds.txt, by the whole word or by its head. */
function isSetTerm(word: string, rest: string): boolean {
  const { words, heads } = setCompoundData();
  const w = word.toLowerCase();
  const r = rest.toLowerCase();
  for (const end of NOUN_FORM_ENDINGS) {
    if (!w.endsWith(end)) continue;
    if (words.has(w.slice(0, w.length - end.length))) return true;
    if (!r.endsWith(end)) continue;
    const head = r.slice(0, r.length - end.length);
    for (const h of heads) if (head.endsWith(h)) return true;
  }
  return false;
}

/** Endings of masculine person nouns (and their plurals) as the first part of a compound. */
const PERSON_PART_ENDINGS = ['er', 'ern', 'en', 'e', 'or', 'ist', 'ent', 'ant', 'eur', 'at', 'loge', 'graf', 'ar', 'är', 'ier', 'iker', 'ling', 'mann', 'leute'];
const PERSON_PART_END = new RegExp(`(?:${PERSON_PART_ENDINGS.join('|')})$`);
/** The last letters of those endings: a first test without building a string. */
const PERSON_PART_LAST = new Set(PERSON_PART_ENDINGS.map((e) => e.charAt(e.length - 1)));
