/**
 * Finds generic-masculine person references in German text: person nouns (also as the head or the first
 * part of a compound), nominalised adjectives (ein Angestellter) and stand-alone pronouns (jeder, keiner),
 * and filters out what must not be flagged: inclusive notations, pair forms, specific persons,
 * inanimate homographs and names.
 */
import type { Token } from '../text/tokenize.js';
import { tokenize } from '../text/tokenize.js';
import { segmentSentences } from '../text/segment.js';
import { parseGendered } from '../text/notation.js';
import { getLexicon, type Lexicon } from './lexicon.js';
import { analyseDeterminer, type Cell } from './morphology.js';
import { agrees, nounPhraseBefore, type NounPhrase } from './phrases.js';
import type { AdjectivalPerson, Case, GNumber, PersonNoun } from './types.js';
import { isNeverFlagged } from './curated.js';
import { guessPerson } from './unknown-words.js';
import { singularOf } from './verbs.js';
import { analyseAdjective, isVerb, participleStem } from './adjectives.js';

export type HitKind = 'noun' | 'modifier' | 'adjectival' | 'pronoun';

interface HitBase {
  kind: HitKind;
  /** Index of the token in the sentence's token list. */
  index: number;
  token: Token;
  tokens: readonly Token[];
  /** Grammatical cells the masculine reading can have here, most likely first. */
  cells: Cell[];
  np: NounPhrase;
  severity: 'warning' | 'info';
}

/** A person noun, alone or as the head of a compound: "Lehrer", "Sport|lehrer", "Wikipedia-|Nutzern". */
export interface NounHit extends HitBase {
  kind: 'noun';
  noun: PersonNoun;
  /** Token text before the person head ("Sport", "Wikipedia-", "" for a plain noun). */
  prefix: string;
}

/** A person noun as the first part of a compound: "Teilnehmer|zahl", "Nutzer|verhalten". */
export interface ModifierHit extends HitBase {
  kind: 'modifier';
  noun: PersonNoun;
  /** Token text before the person part (for "Wikipedia-Nutzerkonto": "Wikipedia-"). */
  prefix: string;
  /** The person part as written ("Teilnehmer", "Kunden"). */
  personForm: string;
  /** Everything after it ("zahl", "-Team", "sverhalten"). */
  rest: string;
}

/** A nominalised adjective or participle in the masculine: "ein Angestellter", "der Beamte". */
export interface AdjectivalHit extends HitBase {
  kind: 'adjectival';
  person: AdjectivalPerson;
  prefix: string;
  ending: string;
}

/** A stand-alone generic pronoun: "Jeder kann mitmachen", "von jedem, der ...", "keiner". */
export interface PronounHit extends HitBase {
  kind: 'pronoun';
  /** 'jed' or 'kein' */
  stem: string;
}

export type Hit = NounHit | ModifierHit | AdjectivalHit | PronounHit;

const CASE_ORDER: readonly Case[] = ['nom', 'acc', 'dat', 'gen'];

/** Copulas after which a bare singular noun describes a specific subject ("er ist Lehrer", "Berlin ist Vorreiter"). */
const COPULAS = new Set(['ist', 'war', 'wird', 'wurde', 'bleibt', 'blieb', 'sei', 'wäre', 'gilt', 'galt']);
/** Words that mark the next capitalised word as a man's name or title ("Herr Schmidt"). */
const PREPOSITIONS = new Set(
  'für mit von bei zu aus nach an auf in über unter vor hinter neben zwischen durch gegen ohne um wegen trotz während seit ab bis samt gemäß laut'.split(' '),
);
/** Adjectives that single out one person in time ("der damalige Leiter", "unser ehemaliger Kollege"). */
const SPECIFIC_ADJECTIVES = new Set(['damalig', 'ehemalig', 'verstorben', 'jetzig', 'derzeitig', 'amtierend', 'scheidend', 'frühere', 'früher']);
/** Conjunctions and subordinators: a copula before them belongs to another clause. */
const CLAUSE_WORDS = new Set('und oder ob dass wenn weil aber sondern denn sowie bzw wie als da damit falls sodass'.split(' '));
/** Legal-form markers that end the name of an organisation. */
const ORGANISATION_MARKERS = /^(e\.\s?V\.?|e\.V|eV|GmbH|gGmbH|AG|KG|UG|mbH|Stiftung|Verein|Verband|Genossenschaft)$/;
/** Determiners of a predicate noun that describes one person ("ist unser Lehrer", "ist ein Vorreiter"). */
const POSSESSIVE_OR_INDEFINITE = /^(ein|mein|dein|sein|ihr|unser|euer)$/i;
/** Forms of address and academic titles before a name ("Herr Schmidt", "Frau Dr. Schäfer"). */
const TITLES = new Set(['Herr', 'Herrn', 'Hr', 'Frau', 'Fr', 'Dr', 'Prof', 'Professor', 'Professorin']);
const MALE_TITLES = new Set(['Herr', 'Herrn', 'Hr.']);
/** Suffixes that look like nouns after a person noun but form derivations (Meister|schaft, Lehrer|schaft). */
const DERIVATION_SUFFIXES = new Set(['Schaft', 'Schaften', 'Tum', 'Tums', 'Heit', 'Keit', 'Ei', 'In', 'Innen', 'Isch']);
const STANDALONE_PRONOUNS: Readonly<Record<string, { stem: string; case: Case }>> = {
  jeder: { stem: 'jed', case: 'nom' },
  jeden: { stem: 'jed', case: 'acc' },
  jedem: { stem: 'jed', case: 'dat' },
  keiner: { stem: 'kein', case: 'nom' },
  keinen: { stem: 'kein', case: 'acc' },
  keinem: { stem: 'kein', case: 'dat' },
};
const CONJUNCTIONS = new Set(['und', 'oder', 'bzw', 'sowie', '&', '/', ',', 'wie', 'als']);

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function isCapitalisedWord(token: Token | undefined): boolean {
  return token !== undefined && token.kind === 'word' && /^[A-ZÄÖÜ][a-zäöüß]/.test(token.text);
}

/** Person analyses of a whole word, directly or through its compound head. */
interface WordAnalysis {
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
function analyseModifier(
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

function stripNounEnding(noun: string): string {
  const m = /^(.{3,}?)(es|en|s|n|e)$/.exec(noun);
  return m ? m[1]! : noun;
}

export interface DetectOptions {
  allow?: readonly string[];
}

/** All generic-masculine hits in a text, in text order. */
export function detect(text: string, options: DetectOptions = {}): Hit[] {
  const lex = getLexicon();
  const allow = new Set((options.allow ?? []).map((a) => a.toLowerCase()));
  const hits: Hit[] = [];
  for (const sentence of segmentSentences(text)) {
    const tokens = tokenize(text, sentence.start, sentence.end);
    detectInSentence(tokens, lex, hits);
  }
  if (allow.size === 0) return hits;
  return hits.filter((h) => !isAllowed(h, allow));
}

function isAllowed(hit: Hit, allow: ReadonlySet<string>): boolean {
  const names = [hit.token.text];
  if (hit.kind === 'noun' || hit.kind === 'modifier') names.push(hit.noun.masc, hit.noun.masc + (hit.prefix ? '' : ''));
  if (hit.kind === 'noun') names.push(hit.prefix + hit.noun.masc);
  if (hit.kind === 'adjectival') names.push(hit.person.stem + 'er', hit.person.stem + 'e');
  return names.some((n) => allow.has(n.toLowerCase()));
}

function detectInSentence(tokens: readonly Token[], lex: Lexicon, out: Hit[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    if (tok.kind !== 'word') continue;
    const word = tok.text;
    if (parseGendered(word)) continue;
    if (word.startsWith('-') || word.endsWith('-')) continue; // truncations belong to a pair ("Kolleginnen und -kollegen")
    const pronoun = pronounHit(tokens, i, lex);
    if (pronoun) {
      out.push(pronoun);
      continue;
    }
    if (/^[a-zäöü]/.test(word)) continue;
    if (word === word.toUpperCase()) continue; // acronyms and all-caps headings
    const hit = nounHit(tokens, i, lex) ?? adjectivalHit(tokens, i, lex) ?? modifierHit(tokens, i, lex);
    if (hit) out.push(hit);
  }
}

/** Finite verbs that show the number of a subject next to them ("Der Eigentümer ist ...", "Nutzer können ..."). */
const SINGULAR_VERBS = new Set('ist war wird wurde hat hatte kann konnte muss musste soll sollte darf durfte will wollte möchte bekommt erhält'.split(' '));
const PLURAL_VERBS = new Set('sind waren werden wurden haben hatten können konnten müssen mussten sollen sollten dürfen durften wollen wollten möchten bekommen erhalten'.split(' '));

/**
 * 'sg' or 'pl' when the context shows the number: a finite verb right before or after the noun, or a
 * dative preposition before "den" ("mit ... den Kollegen" is a dative plural, not an accusative singular).
 */
function numberCue(tokens: readonly Token[], i: number, np: NounPhrase, canBeSubject: boolean): GNumber | undefined {
  for (const k of canBeSubject ? [i + 1, i - 1] : []) {
    const t = tokens[k]?.text;
    if (t && SINGULAR_VERBS.has(t)) return 'sg';
    if (t && (PLURAL_VERBS.has(t) || (k === i + 1 && singularOf(t) !== undefined))) return 'pl';
  }
  if (np.determiner?.token.text.toLowerCase() === 'den') {
    for (let k = np.determiner.index - 1; k >= Math.max(0, np.determiner.index - 8); k--) {
      const t = tokens[k]!.text;
      if (DATIVE_PREPOSITIONS.has(t)) return 'pl';
      if (/^[.;:!?]$/.test(t) || SINGULAR_VERBS.has(t) || PLURAL_VERBS.has(t)) break;
    }
  }
  return undefined;
}
const DATIVE_PREPOSITIONS = new Set('mit von bei aus zu nach seit gegenüber samt nebst'.split(' '));

/** The case a preposition right before the phrase governs ("mit Experten" -> dat, "für Lehrer" -> acc). */
function caseCue(tokens: readonly Token[], i: number, np: NounPhrase): Case | undefined {
  const start = np.determiner ? np.determiner.index : i - np.adjectives.length;
  const prev = tokens[start - 1]?.text.toLowerCase();
  if (!prev) return undefined;
  if (DATIVE_PREPOSITIONS.has(prev)) return 'dat';
  if (ACCUSATIVE_PREPOSITIONS.has(prev)) return 'acc';
  return undefined;
}
const ACCUSATIVE_PREPOSITIONS = new Set('für durch gegen ohne um'.split(' '));

/** Verbs whose object is a dative ("Wir danken den Experten"). */
const DATIVE_VERBS = new Set(
  'danken danke dankt dankten helfen helfe hilft halfen gehören gehört gratulieren gratuliert antworten antwortet folgen folgt vertrauen vertraut begegnen begegnet zuhören zustimmen dienen dient schaden schadet'.split(' '),
);

function dativeVerbCue(tokens: readonly Token[], i: number, np: NounPhrase): Case | undefined {
  const start = np.determiner ? np.determiner.index : i - np.adjectives.length;
  for (let k = start - 1; k >= Math.max(0, start - 3); k--) {
    const t = tokens[k]!.text.toLowerCase();
    if (DATIVE_VERBS.has(t)) return 'dat';
    if (/^[.,;:!?]$/.test(t)) break;
  }
  return undefined;
}

/**
 * A phrase that follows a noun or a quantifier pronoun is a genitive attribute ("die Hälfte der
 * Mitarbeiter", "keiner der Teilnehmer"): the verb then agrees with the head, not with this noun.
 */
function isGenitiveAttribute(tokens: readonly Token[], np: NounPhrase): boolean {
  const det = np.determiner;
  if (!det || !/^(der|des)$/.test(det.token.text)) return false;
  const prev = tokens[det.index - 1];
  if (!prev || prev.kind !== 'word') return false;
  return /^[A-ZÄÖÜ]/.test(prev.text) || /^(keiner|keine|einer|eine|jeder|jede|viele|einige|manche|alle|beide)$/i.test(prev.text);
}

function orderCells(cells: Cell[], np: NounPhrase, tokens: readonly Token[], i: number): Cell[] {
  let kept = cells;
  if (isGenitiveAttribute(tokens, np)) {
    const gen = cells.filter((c) => c.case === 'gen');
    if (gen.length > 0) kept = gen;
  } else if (np.determiner && np.determiner.index === 0) {
    // a determiner that opens the sentence has no preposition before it: dative and genitive are unlikely,
    // and with the finite verb right after the phrase it is the subject ("Die Kollegen kommen")
    // ("Den Studenten stehen ... zur Verfügung" is a dative, so only the genitive is ruled out)
    const next = tokens[i + 1]?.text ?? '';
    const subject = SINGULAR_VERBS.has(next) || PLURAL_VERBS.has(next) || singularOf(next) !== undefined;
    const nom = cells.filter((c) => (subject ? c.case === 'nom' : c.case !== 'gen'));
    if (nom.length > 0) kept = nom;
  }
  // a verb next to the phrase shows its number only if the phrase can be its subject (a nominative)
  const canBeSubject = kept.some((c) => c.case === 'nom');
  const cue = isGenitiveAttribute(tokens, np) ? undefined : numberCue(tokens, i, np, canBeSubject);
  const governed = caseCue(tokens, i, np) ?? dativeVerbCue(tokens, i, np);
  const before = tokens[(np.determiner?.index ?? np.adjectives[0]?.index ?? i) - 1];
  const genitiveContext = isGenitiveAttribute(tokens, np) || (before !== undefined && isKnownNounForm(before.text, getLexicon()));
  // a preposition right before the phrase fixes its case ("mit Experten" is a dative)
  if (governed && kept.some((c) => c.case === governed)) kept = kept.filter((c) => c.case === governed);
  // a bare noun is more often a generic plural than a singular, unless the context says otherwise
  const preferPlural = cue ? cue === 'pl' : !np.determiner;
  return kept.sort((a, b) => {
    // a genitive needs something to depend on: a noun before it ("die Interessen älterer Arbeitnehmer")
    if (!genitiveContext && (a.case === 'gen') !== (b.case === 'gen')) return a.case === 'gen' ? 1 : -1;
    if (a.number !== b.number) return (a.number === 'pl') === preferPlural ? -1 : 1;
    if (governed && (a.case === governed) !== (b.case === governed)) return a.case === governed ? -1 : 1;
    return CASE_ORDER.indexOf(a.case) - CASE_ORDER.indexOf(b.case);
  });
}

function nounHit(tokens: readonly Token[], i: number, lex: Lexicon): NounHit | null {
  const tok = tokens[i]!;
  const a = analysePersonWord(tok.text, lex);
  if (!a || a.masc.length === 0) return null;
  if (a.fem) return null; // a form that is also feminine cannot be told apart
  if (/leuten?$/.test(tok.text)) return null; // Kaufleute, Fachleute: the -leute plural covers everyone
  // "Mitarbeiter:Innen" (a colon before a capital I) is an inclusive notation the tokenizer splits
  if (tokens[i + 1]?.text === ':' && tokens[i + 1]!.start === tok.end && /^In(nen)?/.test(tokens[i + 2]?.text ?? ''))
    return null;
  let np = nounPhraseBefore(tokens, i);
  const all: Cell[] = a.masc.map((m) => ({ gender: m.number === 'sg' ? 'm' : undefined, case: m.case, number: m.number }));
  let cells = all.filter((c) => agrees(np, c));
  if (cells.length === 0 && np.determiner && tokens[np.determiner.index - 1]?.text === ',') {
    // "Bezüge, welche Beamte ...": after a comma the word is a relative pronoun, not the noun's determiner
    np = { adjectives: np.adjectives };
    cells = all.filter((c) => agrees(np, c));
  }
  if (cells.length === 0) return null;
  // inanimate homographs (die Leiter, auf der Leiter): any agreeing non-person reading wins
  // (only for a plain word: in a compound the first part decides, and the dictionary knows the inanimate
  // compounds such as Strickleiter; a non-person reading of the same gender cannot be told apart by the article)
  const nonPerson = a.prefix === '' ? lex.nonPersonReadings(capitalise(a.head)).filter((r) => r.gender !== 'm') : [];
  if (nonPerson.length > 0) {
    if (!np.determiner && np.adjectives.length === 0) return null;
    // at the start of a sentence a phrase has no preposition before it: only nominative readings count
    const first = np.determiner?.index ?? np.adjectives[0]?.index ?? i;
    const initial = tokens.slice(0, first).every((t) => /^(sehr|Sehr)$/.test(t.text));
    const readings = nonPerson.filter((r) => !initial || r.case === 'nom');
    if (readings.some((r) => agrees(np, { gender: r.number === 'sg' ? r.gender : undefined, case: r.case, number: r.number })))
      return null;
  }
  if (isPairedWithFeminine(tokens, i, a.noun, a.prefix, lex)) return null;
  if (hasGenderMarker(tokens, i)) return null;
  if (isSpecificPerson(tokens, i, np, cells, lex)) return null;
  if (isPartOfName(tokens, i, lex)) return null;
  return {
    kind: 'noun',
    index: i,
    token: tok,
    tokens,
    cells: orderCells(dedupeCells(cells), np, tokens, i),
    np,
    severity: 'warning',
    noun: a.noun,
    prefix: a.prefix,
  };
}

function dedupeCells(cells: Cell[]): Cell[] {
  const seen = new Set<string>();
  return cells.filter((c) => {
    const k = `${c.gender}.${c.case}.${c.number}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function modifierHit(tokens: readonly Token[], i: number, lex: Lexicon): ModifierHit | null {
  const tok = tokens[i]!;
  const m = analyseModifier(tok.text, lex);
  if (!m) return null;
  // "Teilnehmerinnen- und Teilnehmerzahl": the second half of a pair with a truncated first part
  const conj = tokens[i - 1]?.text;
  if ((conj === 'und' || conj === 'oder') && tokens[i - 2]?.text.endsWith('-')) return null;
  if (isPartOfName(tokens, i, lex)) return null;
  return {
    kind: 'modifier',
    index: i,
    token: tok,
    tokens,
    cells: [],
    np: { adjectives: [] },
    severity: 'info',
    ...m,
  };
}

function adjectivalHit(tokens: readonly Token[], i: number, lex: Lexicon): AdjectivalHit | null {
  const tok = tokens[i]!;
  let prefix = '';
  let word = tok.text;
  const hyphen = word.lastIndexOf('-');
  if (hyphen > 0) {
    prefix = word.slice(0, hyphen + 1);
    word = word.slice(hyphen + 1);
  }
  let a = lex.analyseAdjectival(word);
  if (!a) {
    // compounds: Datenschutz|beauftragter
    for (let k = 2; k <= word.length - 5 && !a; k++) {
      if (!/[a-zäöü]/.test(word.charAt(k))) continue;
      const found = lex.analyseAdjectival(capitalise(word.slice(k)));
      if (found) {
        a = found;
        prefix += word.slice(0, k);
      }
    }
  }
  if (!a) return null;
  let np = nounPhraseBefore(tokens, i);
  // "Bezüge, welche Beamte ...": after a comma the word is a relative pronoun, not a determiner
  if (np.determiner && tokens[np.determiner.index - 1]?.text === ',') np = { adjectives: np.adjectives };
  // the masculine cells that this ending allows after this determiner
  const all: Cell[] = [];
  for (const c of CASE_ORDER) {
    all.push({ gender: 'm', case: c, number: 'sg' });
    if (!a.person.pluralNeutral) all.push({ gender: undefined, case: c, number: 'pl' });
  }
  const nounLike = { ...np, adjectives: [...np.adjectives, { index: i, token: tok, stem: a.person.stem, ending: a.ending as never }] };
  let cells = all.filter((c) => agrees(nounLike, c));
  // a feminine reading with the same ending makes the form ambiguous (die Angestellte, der Angestellten)
  const fem: Cell[] = CASE_ORDER.map((c) => ({ gender: 'f', case: c, number: 'sg' }));
  if (fem.some((c) => agrees(nounLike, c))) cells = cells.filter((c) => c.number === 'pl');
  if (a.person.pluralNeutral) {
    // "den Verantwortlichen" may be a neutral plural: only an unambiguous singular is flagged
    const plural = CASE_ORDER.some((c) => agrees(nounLike, { gender: undefined, case: c, number: 'pl' }));
    if (plural) return null;
    cells = cells.filter((c) => c.number === 'sg');
  }
  // without a determiner only the strong masculine -er is unambiguous (Angestellter, Beamter)
  if (!np.determiner && a.ending !== 'er') cells = cells.filter((c) => c.number === 'pl');
  if (cells.length === 0) return null;
  if (isAdjectivalPair(tokens, i, a.person.stem)) return null;
  if (isSpecificPerson(tokens, i, np, cells, lex)) return null;
  if (isPartOfName(tokens, i, lex)) return null;
  return { kind: 'adjectival', index: i, token: tok, tokens, cells, np, severity: 'warning', person: a.person, prefix, ending: a.ending };
}

/**
 * "kann jeder Anfragen stellen": jeder/jedem/keiner can only be the determiner of a singular noun (or of a
 * feminine singular in the dative/genitive); a following plural such as "Anfragen" makes it a pronoun.
 */
function isPluralAfterSingularDeterminer(pronoun: string, next: string, lex: Lexicon): boolean {
  if (!/^(jeder|jedem|jeden)$/i.test(pronoun)) return false;
  if (lex.nounGender(next) !== undefined || analysePersonWord(next, lex)) return false; // a singular lemma
  const m = /^(.+?)(n|en|e|s)$/.exec(next);
  if (!m) return false;
  for (const lemma of [next.slice(0, -1), next.slice(0, -2)]) {
    const g = lex.nounGender(lemma);
    if (g === 'f' && /n$/.test(next)) return true; // Anfrage -> Anfragen
  }
  return false;
}

function pronounHit(tokens: readonly Token[], i: number, lex: Lexicon): PronounHit | null {
  const tok = tokens[i]!;
  if (!/^[jJkK]e/.test(tok.text) || tok.text.length > 6) return null;
  const p = STANDALONE_PRONOUNS[tok.text.toLowerCase()];
  if (!p) return null;
  // a determiner when a noun (or an adjective and a noun) follows: "jeder Mitarbeiter", "jeder neue Kollege"
  const next = tokens[i + 1];
  if (next && next.kind === 'word') {
    if (/^[A-ZÄÖÜ]/.test(next.text) && !isPluralAfterSingularDeterminer(tok.text, next.text, lex)) return null;
    const after = tokens[i + 2];
    if (analyseAdjective(next.text) && isCapitalisedWord(after)) return null;
  }
  // "jede und jeder", "von jeder und jedem": already a pair
  for (const k of [i - 2, i + 2]) {
    const other = tokens[k]?.text ?? '';
    const conj = tokens[(i + k) / 2]?.text ?? '';
    if (/^(und|oder)$/.test(conj) && /^(jede[rnm]?|keine[rnm]?)$/i.test(other) && other.toLowerCase() !== tok.text.toLowerCase())
      return null;
  }
  // "von jedem Einzelnen" is covered above; "jeder von uns" stays generic
  return {
    kind: 'pronoun',
    index: i,
    token: tok,
    tokens,
    cells: [{ gender: 'm', case: p.case, number: 'sg' }],
    np: { adjectives: [] },
    severity: 'warning',
    stem: p.stem,
  };
}

/**
 * "Softwareentwickler (m/w/d)": the job-ad marker says that every gender is addressed, so the noun is
 * not read as a generic masculine.
 */
function hasGenderMarker(tokens: readonly Token[], i: number): boolean {
  if (tokens[i + 1]?.text !== '(') return false;
  let inner = '';
  for (let k = i + 2; k < Math.min(tokens.length, i + 12); k++) {
    const t = tokens[k]!.text;
    if (t === ')') return GENDER_MARKER.test(inner.replace(/\s+/g, ''));
    inner += t;
  }
  return false;
}
const GENDER_MARKER = /^([mwdxfi](\/|\||,|\*)){1,3}[mwdxfi]$|^allgenders$|^allegeschlechter$|^genderneutral$/i;

/** "Beamtinnen und Beamte", "eine Angestellte oder ein Angestellter", "Beamte/Beamtinnen". */
function isAdjectivalPair(tokens: readonly Token[], i: number, stem: string): boolean {
  for (const dir of [-1, 1]) {
    let sawConjunction = false;
    for (let k = i + dir, steps = 0; k >= 0 && k < tokens.length && steps < 5; k += dir, steps++) {
      const t = tokens[k]!.text;
      if (CONJUNCTIONS.has(t.toLowerCase())) {
        sawConjunction = true;
        continue;
      }
      if (!sawConjunction) continue;
      // Beamtinnen, Angestellte; even the same form: "der Angestellten oder dem Angestellten"
      if (t.toLowerCase().includes(stem.toLowerCase())) return true;
      if (/^[A-ZÄÖÜ]/.test(t)) break;
    }
  }
  return false;
}

/** "Lehrerinnen und Lehrer", "Lehrer und Lehrerinnen", "Lehrerin oder Lehrer": the masculine is part of a pair. */
function isPairedWithFeminine(tokens: readonly Token[], i: number, noun: PersonNoun, prefix: string, lex: Lexicon): boolean {
  for (const dir of [-1, 1]) {
    let sawConjunction = false;
    for (let k = i + dir, steps = 0; k >= 0 && k < tokens.length && steps < 5; k += dir, steps++) {
      const t = tokens[k]!;
      const lower = t.text.toLowerCase();
      if (CONJUNCTIONS.has(lower) || lower === 'bzw.') {
        sawConjunction = true;
        continue;
      }
      if (t.kind !== 'word') break;
      if (!sawConjunction) continue; // determiners and adjectives of our own phrase
      if (parseGendered(t.text)) return true; // "Lehrer*innen und Lehrer"? treat as a deliberate pair
      const other = t.text.startsWith('-') ? analysePersonWord(capitalise(t.text.slice(1)), lex) : analysePersonWord(t.text, lex);
      if (other && other.noun === noun && other.fem && (other.prefix === prefix || t.text.startsWith('-') || prefix === '')) return true;
      if (other && other.noun === noun && other.fem) return true;
      if (looksLikeFeminineOf(t.text, tokens[i]!.text)) return true;
      if (other) break;
    }
  }
  return false;
}

/**
 * "Datenjournalistinnen" next to "Datenjournalisten", "Wikimedianerinnen" next to "Wikimedianer": the
 * feminine of the same word by its letters, for words the lexicon analyses differently or not at all.
 */
export function looksLikeFeminineOf(candidate: string, masc: string): boolean {
  const m = /^(.*?)(in|innen)$/.exec(candidate);
  if (!m || m[1]!.length < 3) return false;
  const stem = m[1]!;
  const base = masc.replace(/^-/, '');
  for (const ending of ['', 'e', 'en', 'n', 'er', 's']) {
    if (ending && !base.endsWith(ending)) continue;
    const b = ending ? base.slice(0, -ending.length) : base;
    if (b.toLowerCase() === stem.toLowerCase() || (base.startsWith('-') && stem.toLowerCase().endsWith(b.toLowerCase())))
      return true;
  }
  return false;
}

/** Name-like: capitalised, not a known noun, not a person noun ("Scholz", "Tobias"). */
function isNameLike(token: Token | undefined, lex: Lexicon): boolean {
  if (!isCapitalisedWord(token)) return false;
  const w = token!.text;
  if (!/^[A-ZÄÖÜ][a-zäöüß]+$/.test(w)) return false;
  if (isKnownNounForm(w, lex)) return false;
  if (analysePersonWord(w, lex)) return false;
  if (isFunctionWord(w)) return false;
  return true;
}

const UMLAUT_BACK: Readonly<Record<string, string>> = { ä: 'a', ö: 'o', ü: 'u', äu: 'au' };

/** A lemma or an inflected form of a dictionary noun, plurals with umlaut included (Beiträge, Anträge, Daten). */
function isKnownNounForm(w: string, lex: Lexicon, compounds = true): boolean {
  if (lex.nounGender(w) !== undefined) return true;
  // a compound with a known noun at its end ("Unterrichts|material", "Arbeits|blätter")
  for (let k = 2; compounds && k <= w.length - 4; k++) {
    if (/[a-zäöü]/.test(w.charAt(k)) && isKnownNounForm(capitalise(w.slice(k)), lex, false)) return true;
  }
  for (const ending of ['e', 'en', 'n', 'er', 's', 'es', 'nen']) {
    if (!w.endsWith(ending) || w.length - ending.length < 3) continue;
    const stem = w.slice(0, -ending.length);
    if (lex.nounGender(stem) !== undefined) return true;
    const plain = stem.replace(/(äu|ä|ö|ü)(?=[^äöüaeiou]*$)/, (m) => UMLAUT_BACK[m] ?? m);
    if (plain !== stem && lex.nounGender(plain) !== undefined) return true;
    if (lex.nounGender(stem + 'um') !== undefined || lex.nounGender(stem + 'a') !== undefined) return true; // Daten, Themen
  }
  return false;
}

/** A dictionary noun in its lemma form that is not also the plural of another lemma ("Verwaltung", not "Bewerbungen"). */
function isSingularNounLemma(w: string, lex: Lexicon): boolean {
  if (lex.nounGender(w) === undefined) return false;
  for (const ending of ['en', 'n', 'e', 'er', 's']) {
    if (w.endsWith(ending) && w.length - ending.length >= 3 && lex.nounGender(w.slice(0, -ending.length)) !== undefined) return false;
  }
  return true;
}

/** Capitalised function words at the start of a sentence are no names ("Die", "Laut", "Im"). */
function isFunctionWord(w: string): boolean {
  const lower = w.toLowerCase();
  return (
    analyseDeterminer(lower).length > 0 ||
    FUNCTION_WORDS.has(lower) ||
    PREPOSITIONS.has(lower) ||
    CLAUSE_WORDS.has(lower) ||
    analyseAdjective(lower) !== undefined ||
    isVerb(lower)
  );
}
const FUNCTION_WORDS = new Set(
  'ich du er sie es wir ihr man wer was wo wie wann warum hier dort da heute morgen gestern auch nur noch schon sehr laut im am zum zur vom beim ins ans aufs liebe lieber viele vielen einige manche mehrere wenige andere weitere sämtliche zahlreiche'.split(' '),
);

function isSpecificPerson(tokens: readonly Token[], i: number, np: NounPhrase, cells: Cell[], lex: Lexicon): boolean {
  const singular = cells.some((c) => c.number === 'sg');
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  // a surname that is also a person noun: "Herr Schmidt", "Frau Schäfer", "Herrn Dr. Fischer"
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    const t = tokens[k]!.text;
    if (TITLES.has(t)) return true;
    if (t !== '.' && t !== 'Dr' && t !== 'Prof') break;
  }
  // a first name before it: "Peter Fischer", "Laut Anna Richter"
  if (isNameLike(prev, lex) && !isFunctionWord(prev!.text)) return true;
  const det = np.determiner?.token.text.toLowerCase();
  if (singular) {
    // a name right after the noun: "Bundeskanzler Olaf Scholz", "Projektleiter Tobias"
    if (isNameLike(next, lex) && !next!.text.endsWith('s')) return true;
    // identified by the predicate: "Ihr Ansprechpartner ist Herr Schmidt", "Der neue Projektleiter von X ist Dieter"
    for (let k = i + 1; k < Math.min(tokens.length - 1, i + 8); k++) {
      const t = tokens[k]!;
      if (t.kind === 'punct' && t.text !== '-') break;
      if (COPULAS.has(t.text)) {
        if (MALE_TITLES.has(tokens[k + 1]?.text ?? '') || isNameLike(tokens[k + 1], lex)) return true;
        break;
      }
    }
    // "mein damaliger Fachleiter", "dein Arzt": one particular person of the speaker's or reader's life
    if (det && /^(mein|dein)(e[mnrs]?)?$/.test(det) && cells.every((c) => c.number === 'sg')) return true;
    if (np.adjectives.some((a) => SPECIFIC_ADJECTIVES.has(a.stem))) return true;
    // an apposition: "der Gründer, Max Müller," or "Max Müller, unser Entwickler"
    if (next?.text === ',' && isNameLike(tokens[i + 2], lex) && isNameLike(tokens[i + 3], lex)) return true;
    const before = np.determiner ? np.determiner.index - 1 : i - 1 - np.adjectives.length;
    if (tokens[before]?.text === ',' && isNameLike(tokens[before - 1], lex) && before - 1 > 0) return true;
    // the predicate of a specific subject: "er ist Lehrer", "Berlin ist Vorreiter"
    if (!det || POSSESSIVE_OR_INDEFINITE.test(det)) {
      const start = np.determiner ? np.determiner.index : i - np.adjectives.length;
      // the copula may be separated by adverbs: "Hamburg ist nach wie vor Spitzenreiter"
      for (let k = start - 1; k >= Math.max(0, start - 4); k--) {
        const t = tokens[k]!;
        if (COPULAS.has(t.text.toLowerCase())) return true;
        if (t.kind !== 'word' || !/^[a-zäöüß]+$/.test(t.text) || analyseDeterminer(t.text).length > 0) break;
        // "ist für Anfänger gedacht", "wird oder ob ...": the noun is not the predicate
        if (PREPOSITIONS.has(t.text) || CLAUSE_WORDS.has(t.text)) break;
      }
    }
    // a singular subject pronoun close by: "Er arbeitet als Entwickler", "Als Wirtschaftsinformatiker habe ich ..."
    if (!det || det === 'ein') {
      for (let k = Math.max(0, i - 6); k <= Math.min(tokens.length - 1, i + 3); k++) {
        if (k !== i && /^(er|Er|ich|Ich)$/.test(tokens[k]!.text)) return true;
      }
    }
  }
  return false;
}

/** Names of organisations and titles: "Verband Deutscher Ingenieure", "Ärzte ohne Grenzen", "Berliner Verwaltung". */
function isPartOfName(tokens: readonly Token[], i: number, lex: Lexicon): boolean {
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  // a capitalised adjective in mid-sentence before the noun ("Deutscher Ingenieure")
  if (
    prev &&
    isCapitalisedWord(prev) &&
    /(er|e|en)$/.test(prev.text) &&
    i - 1 > 0 &&
    !/[.!?:]/.test(tokens[i - 2]?.text ?? '.') &&
    analyseDeterminer(prev.text).length === 0 &&
    analyseAdjective(prev.text.toLowerCase()) !== undefined
  )
    return true;
  // "„Kaninchenfreunde Karlshorst e. V.“", "Bürger für Bürger GmbH": a registered name follows
  for (let k = i + 1; k <= Math.min(tokens.length - 1, i + 4); k++) {
    const t = tokens[k]!.text;
    if (ORGANISATION_MARKERS.test(t)) return true;
    if (t === 'e' && tokens[k + 1]?.text === '.' && tokens[k + 2]?.text === 'V') return true; // e.V / e. V.
  }
  if (next?.text === 'ohne' && isCapitalisedWord(tokens[i + 2])) return true;
  // a place adjective before a common noun ("Berliner Verwaltung", "Hamburger Hafen"): the word is the
  // uninflected -er form of a place name, not an agent noun with a verb behind it
  // (the next noun must be a singular lemma or a person word: "Nutzer Beiträge" is a subject and an object)
  const word = tokens[i]!.text;
  if (
    next &&
    isCapitalisedWord(next) &&
    /[^e]er$/.test(word) &&
    (isSingularNounLemma(next.text, lex) || parseGendered(next.text) !== null || analysePersonWord(next.text, lex)?.fem === true) &&
    participleStem(word) === undefined &&
    lex.nounGender(word.slice(0, -2)) === undefined
  )
    return true;
  return false;
}
