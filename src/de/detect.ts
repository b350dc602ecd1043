/**
 * Finds generic-masculine person references in German text: person nouns (also as the head or the first
 * part of a compound), nominalised adjectives (ein Angestellter) and stand-alone pronouns (jeder, keiner),
 * and filters out what must not be flagged: inclusive notations, pair forms, specific persons,
 * inanimate homographs and names.
 */
import type { Token } from '../text/tokenize.js';
import { tokenize } from '../text/tokenize.js';
import { segmentSentences, type Span } from '../text/segment.js';
import { parseGendered } from '../text/notation.js';
import { ADJ_ENDINGS, getLexicon, MAX_WORD_LENGTH, type Lexicon } from './lexicon.js';
import { analyseDeterminer, type Cell } from './morphology.js';
import { agrees, nounPhraseBefore, phraseStart, type NounPhrase } from './phrases.js';
import { CASES as CASE_ORDER, type AdjectivalPerson, type Case, type NonPersonReading, type PersonNoun } from './types.js';
import { analyseAdjective } from './adjectives.js';
import { capitalise } from '../text/case.js';
import { analyseModifier, analysePersonWord, isCapitalisedWord } from './person-words.js';
import { isReadingSure, orderCells } from './context.js';
import { PREPOSITIONS, hasGenderMarker, isAdjectivalPair, isPairedWithFeminine, isPartOfName } from './filters.js';
import { institutionInRole, nonPersonSense } from './senses.js';
import { isNarratedDefinite, referentKey, specificPersonCue, type Discourse } from './referents.js';
import type { SkipReason } from '../types.js';
import { isUserName, type UserLexiconOverlay } from './user-lexicon.js';

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
  /** The most likely reading is sure (see isReadingSure); otherwise a rewrite may pick the wrong number. */
  sure: boolean;
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
  /** 'jed', 'kein', or 'ander' ("ein anderer", "von einem anderen": the article is part of the phrase) */
  stem: string;
}

export type Hit = NounHit | ModifierHit | AdjectivalHit | PronounHit;

const STANDALONE_PRONOUNS: Readonly<Record<string, { stem: string; case: Case }>> = {
  jeder: { stem: 'jed', case: 'nom' },
  jeden: { stem: 'jed', case: 'acc' },
  jedem: { stem: 'jed', case: 'dat' },
  keiner: { stem: 'kein', case: 'nom' },
  keinen: { stem: 'kein', case: 'acc' },
  keinem: { stem: 'kein', case: 'dat' },
  // only before a masculine relative clause: "Derjenige, der zuletzt geht, …"
  derjenige: { stem: 'djenig', case: 'nom' },
  denjenigen: { stem: 'djenig', case: 'acc' },
  demjenigen: { stem: 'djenig', case: 'dat' },
  desjenigen: { stem: 'djenig', case: 'gen' },
};

export interface DetectOptions {
  allow?: readonly string[];
  /** Called for each person noun deliberately left alone, with the reason (see checkWithReasons). */
  onSkip?: (token: Token, reason: SkipReason, detail: string) => void;
  /** 'all' also reports set terms with a person noun as the first part (Kundenservice); default 'default'. */
  compounds?: 'default' | 'all';
  /** The built-in lexicon with the user's own nouns and names (withUserLexicon); default the built-in one. */
  lexicon?: UserLexiconOverlay;
}

/** Where a hit finder reports why it left a person noun alone. */
type Skip = (token: Token, reason: SkipReason, detail: string) => void;
const IGNORE_SKIP: Skip = () => {};

/** All generic-masculine hits in a text, in text order. */
export function detect(text: string, options: DetectOptions = {}): Hit[] {
  const lex = options.lexicon ?? getLexicon();
  const allow = new Set((options.allow ?? []).map((a) => a.toLowerCase()));
  const skip = options.onSkip ?? IGNORE_SKIP;
  const hits: Hit[] = [];
  for (const paragraph of paragraphs(text, segmentSentences(text))) {
    const sentences = paragraph.map((s) => tokenize(text, s.start, s.end));
    const discourse: Discourse = { sentences, index: 0, specificLemmas: new Set() };
    for (let k = 0; k < sentences.length; k++) {
      discourse.index = k;
      discourse.lastSpecific = undefined;
      detectInSentence(sentences[k]!, lex, hits, discourse, skip, options.compounds === 'all');
    }
  }
  if (allow.size === 0) return hits;
  return hits.filter((h) => {
    if (!isAllowed(h, allow)) return true;
    skip(h.token, 'allowed', 'in der Liste erlaubter Wörter');
    return false;
  });
}

/** Sentences grouped into paragraphs (a blank line ends a paragraph): the reach of document context. */
function paragraphs(text: string, sentences: readonly Span[]): Span[][] {
  const out: Span[][] = [];
  let current: Span[] = [];
  let lastEnd = 0;
  for (const s of sentences) {
    if (current.length > 0 && /\n[^\S\n]*\n/.test(text.slice(lastEnd, s.start))) {
      out.push(current);
      current = [];
    }
    current.push(s);
    lastEnd = s.end;
  }
  if (current.length > 0) out.push(current);
  return out;
}

export function isAllowed(hit: Hit, allow: ReadonlySet<string>): boolean {
  const names = [hit.token.text];
  if (hit.kind === 'noun' || hit.kind === 'modifier') names.push(hit.noun.masc, hit.noun.masc + (hit.prefix ? '' : ''));
  if (hit.kind === 'noun') names.push(hit.prefix + hit.noun.masc);
  if (hit.kind === 'adjectival') names.push(hit.person.stem + 'er', hit.person.stem + 'e');
  return names.some((n) => allow.has(n.toLowerCase()));
}

function detectInSentence(tokens: readonly Token[], lex: Lexicon, out: Hit[], discourse: Discourse, skip: Skip, setTerms: boolean): void {
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    if (tok.kind !== 'word' || tok.text.length > MAX_WORD_LENGTH) continue;
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
    if (isGluedWords(word)) continue;
    if (isUserName(lex, word)) {
      if (analysePersonWord(word, lex)) skip(tok, 'name', 'als Name eingetragen (lexicon.names)');
      continue;
    }
    const hit = nounHit(tokens, i, lex, discourse, skip) ?? adjectivalHit(tokens, i, lex, discourse, skip) ?? modifierHit(tokens, i, lex, skip, setTerms);
    if (hit) out.push(hit);
  }
}

/**
 * Words run together without spaces ("UnsereMitarbeiterbetreueneinPortal", text whose white space was lost):
 * capitals inside a word twice, or once in a long word, are not German spelling. The inclusive capital I
 * (LehrerInnen) is read before this; one inner capital in a short word stays a word (YouTuber, BahnCard).
 */
function isGluedWords(word: string): boolean {
  let inner = 0;
  for (let k = 1; k < word.length; k++) {
    const c = word.charCodeAt(k);
    // a capital (ASCII or Ä Ö Ü) after a lowercase letter; asked of every capitalised word, so no regex
    if (((c >= 65 && c <= 90) || c === 196 || c === 214 || c === 220) && isLower(word.charCodeAt(k - 1))) {
      if (++inner > 1 || word.length > 24) return true;
    }
  }
  return false;
}
const isLower = (c: number): boolean => (c >= 97 && c <= 122) || c === 223 || c === 228 || c === 246 || c === 252;

function nounHit(tokens: readonly Token[], i: number, lex: Lexicon, discourse: Discourse, skip: Skip): NounHit | null {
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
  if (cells.length === 0 && np.determiner && isRelativePronoun(tokens, np.determiner.index)) {
    // "Bezüge, welche Beamte ...": after a comma the word is a relative pronoun, not the noun's determiner
    np = { adjectives: np.adjectives };
    cells = all.filter((c) => agrees(np, c));
  }
  if (cells.length === 0) return null;
  // inanimate homographs (die Leiter, auf der Leiter): any agreeing non-person reading wins
  // (only for a plain word: in a compound the first part decides, and the dictionary knows the inanimate
  // compounds such as Strickleiter; a non-person reading of the same gender cannot be told apart by the article)
  // (in a compound without a determiner the head decides too: "Waffenschmiede" is a smithy, not smiths)
  const headReadings = lex.nonPersonReadings(capitalise(a.head)).filter((r) => r.gender !== 'm');
  const headGender = a.prefix !== '' ? lex.nounGender(capitalise(a.head)) : undefined; // Schmiede (f): a smithy
  if (a.prefix !== '' && (headReadings.length > 0 || headGender === 'f' || headGender === 'n') && !np.determiner && np.adjectives.length === 0) {
    skip(tok, 'non-person', `auch ein Wort für eine Sache (${a.head})`);
    return null;
  }
  const nonPerson: NonPersonReading[] =
    a.prefix === '' ? headReadings : headGender === 'f' || headGender === 'n' ? CASE_ORDER.map((c) => ({ gender: headGender, case: c, number: 'sg' })) : [];
  if (nonPerson.length > 0) {
    if (!np.determiner && np.adjectives.length === 0) {
      skip(tok, 'non-person', `auch ein Wort für eine Sache (${a.head})`);
      return null;
    }
    // at the start of a sentence a phrase has no preposition before it: only nominative readings count
    const first = np.determiner?.index ?? np.adjectives[0]?.index ?? i;
    const initial = tokens.slice(0, first).every((t) => /^(sehr|Sehr)$/.test(t.text));
    const readings = nonPerson.filter((r) => !initial || r.case === 'nom');
    if (readings.some((r) => agrees(np, { gender: r.number === 'sg' ? r.gender : undefined, case: r.case, number: r.number }))) {
      skip(tok, 'non-person', `Artikel passt zur Sache (${a.head})`);
      return null;
    }
  }
  const start = phraseStart(tokens, np, i);
  const sense = nonPersonSense(a.noun.masc, a.prefix, tokens, i, start) ?? institutionInRole(tokens, i, start);
  if (sense) return skipped(skip, tok, 'non-person', sense);
  const label = quotedOrLabel(tokens, i, start);
  if (label) return skipped(skip, tok, 'name', label);
  if (isPairedWithFeminine(tokens, i, a.noun, a.prefix, lex)) return skipped(skip, tok, 'inclusive', 'Paarform mit der weiblichen Form');
  if (hasGenderMarker(tokens, i)) return skipped(skip, tok, 'inclusive', 'Geschlechtsangabe wie (m/w/d)');
  const ordered = orderCells(dedupeCells(cells), np, tokens, i);
  if (isSpecificOrName(tokens, i, np, ordered, lex, discourse, skip)) return null;
  return {
    kind: 'noun',
    index: i,
    token: tok,
    tokens,
    cells: ordered,
    np,
    severity: 'warning',
    sure: isSure(tokens, i, np, ordered),
    noun: a.noun,
    prefix: a.prefix,
  };
}

/**
 * "Bezüge, welche Beamte ...", "die Konferenz, zu der Teilnehmende kommen": after a comma (and maybe a
 * preposition) a der-word is a relative pronoun, not the determiner of the noun after it.
 */
function isRelativePronoun(tokens: readonly Token[], k: number): boolean {
  if (!/^(der|die|das|dem|den|deren|dessen|denen|welche[rnms]?)$/.test(tokens[k]?.text ?? '')) return false;
  const before = tokens[k - 1]?.text;
  return before === ',' || (before !== undefined && PREPOSITIONS.has(before) && tokens[k - 2]?.text === ',');
}

const OPENING_QUOTES = new Set(['„', '"', '“', '»', '«', '‚', '‹', '›']);
const CLOSING_QUOTES = new Set(['“', '"', '”', '«', '»', '‘', '›', '‹']);

/**
 * A name, title or interface label, not a reference to people: a short quotation that holds the whole
 * phrase ("die App „Mein Bürger“", "das Menü „Benutzer“"), or a bare noun after "auf" in an instruction to
 * click ("Klicken Sie auf Benutzer"): the text must match what the interface shows.
 */
function quotedOrLabel(tokens: readonly Token[], i: number, start: number): string | undefined {
  let open = -1;
  for (let k = start - 1; k >= Math.max(0, start - 3); k--) {
    if (OPENING_QUOTES.has(tokens[k]!.text)) {
      open = k;
      break;
    }
    if (tokens[k]!.kind !== 'word') break;
  }
  if (open >= 0) {
    // a name of several words („Mein Bürger“), or a quoted word after a naming noun (die App „Bürger“);
    // a single quoted person noun alone is a scare quote and still meant ("das Stereotyp des „Hackers“")
    const naming = /^(App|Apps|Programm|Software|Projekt|Titel|Buch|Film|Serie|Spiel|Menü|Menüpunkt|Schaltfläche|Button|Reiter|Feld|Rolle|Kategorie|Gruppe|Marke|Produkt|Name|Namen|Stichwort|Begriff)$/.test(tokens[open - 1]?.text ?? '');
    for (let k = i + 1; k <= Math.min(tokens.length - 1, i + 3); k++) {
      if (CLOSING_QUOTES.has(tokens[k]!.text)) return k - open - 1 <= 4 && (k - open - 1 >= 2 || naming) ? 'in Anführungszeichen: Name, Titel oder Beschriftung' : undefined;
      if (!isCapitalisedWord(tokens[k])) break; // a quoted clause („Die Lehrer sind erschöpft“) is no name
    }
  }
  if (start === i && /^(auf|unter)$/.test(tokens[i - 1]?.text ?? '') && tokens.some((t) => /^(klicken|Klicken|klicke|Klicke|tippen|Tippen|tippe|Tippe|wählen|Wählen|wähle|Wähle)$/.test(t.text)))
    return 'Beschriftung der Oberfläche';
  return undefined;
}

/**
 * "Der Erste, der das Ziel erreicht, gewinnt": a nominalised ordinal stands for a person only before a
 * masculine relative clause ("am Ersten des Monats" is a date).
 */
function ordinalBeforeRelative(tokens: readonly Token[], i: number, word: string): { person: AdjectivalPerson; ending: 'e' | 'en' | 'er' | 'em' | 'es' } | undefined {
  if (tokens[i + 1]?.text !== ',') return undefined;
  const m = /^(Erst|Zweit|Dritt|Letzt|Nächst)(e|en|er|em)$/.exec(word);
  if (!m || !/^(der|den|dem|dessen)$/.test(tokens[i + 2]?.text ?? '')) return undefined;
  return { person: { stem: m[1]!, pluralNeutral: true }, ending: m[2] as 'e' };
}

/**
 * A specific person (remembered for the rest of the paragraph) or part of a name: reports the skip and
 * returns true.
 */
function isSpecificOrName(tokens: readonly Token[], i: number, np: NounPhrase, ordered: Cell[], lex: Lexicon, discourse: Discourse, skip: Skip): boolean {
  const tok = tokens[i]!;
  const specific = specificPersonCue(tokens, i, np, ordered, lex, discourse);
  if (specific) {
    if (ordered[0]?.number === 'sg') discourse.specificLemmas.add(referentKey(tok.text, lex));
    discourse.lastSpecific = i;
    skip(tok, 'specific-person', specific);
    return true;
  }
  if (isPartOfName(tokens, i, lex)) {
    skip(tok, 'name', 'Teil eines Namens');
    return true;
  }
  return false;
}

/** The reading is sure (see isReadingSure) and no narrated particular person whose sex the text leaves open. */
function isSure(tokens: readonly Token[], i: number, np: NounPhrase, ordered: Cell[]): boolean {
  return (!np.determiner || isReadingSure(ordered, np, tokens, i)) && !(ordered[0]?.number === 'sg' && isNarratedDefinite(tokens, i, np));
}

function skipped(skip: Skip, token: Token, reason: SkipReason, detail: string): null {
  skip(token, reason, detail);
  return null;
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

function modifierHit(tokens: readonly Token[], i: number, lex: Lexicon, skip: Skip, setTerms: boolean): ModifierHit | null {
  const tok = tokens[i]!;
  const m = analyseModifier(tok.text, lex, { setTerms });
  if (!m) return null;
  // "Teilnehmerinnen- und Teilnehmerzahl": the second half of a pair with a truncated first part
  const conj = tokens[i - 1]?.text;
  if ((conj === 'und' || conj === 'oder') && tokens[i - 2]?.text.endsWith('-')) return skipped(skip, tok, 'inclusive', 'zweiter Teil einer Paarform');
  if (isPartOfName(tokens, i, lex)) return skipped(skip, tok, 'name', 'Teil eines Namens');
  return {
    kind: 'modifier',
    index: i,
    token: tok,
    tokens,
    cells: [],
    np: { adjectives: [] },
    severity: 'info',
    sure: true,
    ...m,
  };
}

function adjectivalHit(tokens: readonly Token[], i: number, lex: Lexicon, discourse: Discourse, skip: Skip): AdjectivalHit | null {
  const tok = tokens[i]!;
  let prefix = '';
  let word = tok.text;
  const hyphen = word.lastIndexOf('-');
  if (hyphen > 0) {
    prefix = word.slice(0, hyphen + 1);
    word = word.slice(hyphen + 1);
  }
  let a = lex.analyseAdjectival(word) ?? ordinalBeforeRelative(tokens, i, word);
  if (!a) {
    // compounds: Datenschutz|beauftragter
    const endings = ADJ_ENDINGS.filter((e) => word.endsWith(e));
    const tails = endings.length > 0 ? adjectivalTails(lex) : undefined;
    for (let k = 2; tails && k <= word.length - 5 && !a; k++) {
      if (!/[a-zäöü]/.test(word.charAt(k))) continue;
      // most cuts leave no adjectival stem: find out without building the capitalised tail
      if (!endings.some((e) => tails.has(word.slice(k, word.length - e.length)))) continue;
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
  if (np.determiner && isRelativePronoun(tokens, np.determiner.index)) np = { adjectives: np.adjectives };
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
  if (isAdjectivalPair(tokens, i, a.person.stem)) return skipped(skip, tok, 'inclusive', 'Paarform');
  const ordered = orderCells(dedupeCells(cells), np, tokens, i);
  if (isSpecificOrName(tokens, i, np, ordered, lex, discourse, skip)) return null;
  const sure = isSure(tokens, i, np, ordered);
  return { kind: 'adjectival', index: i, token: tok, tokens, cells: ordered, np, severity: 'warning', sure, person: a.person, prefix, ending: a.ending };
}

/** The adjectival stems with a lowercase first letter ("beauftragt"), as they stand at the end of a compound. */
const tailSets = new WeakMap<Lexicon, ReadonlySet<string>>();
function adjectivalTails(lex: Lexicon): ReadonlySet<string> {
  let tails = tailSets.get(lex);
  if (!tails) tailSets.set(lex, (tails = new Set(lex.adjectivals().map((p) => p.stem.charAt(0).toLowerCase() + p.stem.slice(1)))));
  return tails;
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

/** "Ein anderer hat ...", "von einem anderen", "eines anderen": ein + anderer standing for a person. */
function otherPronounHit(tokens: readonly Token[], i: number): PronounHit | null {
  const tok = tokens[i]!;
  if (tok.text.length !== 7 || tok.text.charCodeAt(0) !== 97 || !/^ander(er|en|em)$/.test(tok.text)) return null; // cheap test first: every word passes here
  const det = tokens[i - 1];
  const art = det ? /^(ein|einen|einem|eines)$/i.exec(det.text) : null;
  if (!det || !art) return null;
  const next = tokens[i + 1];
  if (next && next.kind === 'word' && (/^[A-ZÄÖÜ]/.test(next.text) || analyseAdjective(next.text))) return null; // "ein anderer Weg"
  const c = ({ ein: 'nom', einen: 'acc', einem: 'dat', eines: 'gen' } as const)[det.text.toLowerCase() as 'ein'];
  // the ending must fit the article: "ein anderer", "einen/einem/eines anderen"
  if ((c === 'nom') !== (tok.text === 'anderer') || tok.text === 'anderem') return null;
  // ", ein anderer," in an enumeration stands for the noun before ("einen Knaben an der Hand, ein anderer, …")
  if (tokens[i - 2]?.text === ',') return null;
  const np: NounPhrase = { determiner: { index: i - 1, token: det, analyses: [] }, adjectives: [] };
  return { kind: 'pronoun', index: i, token: tok, tokens, cells: [{ gender: 'm', case: c, number: 'sg' }], np, severity: 'warning', sure: true, stem: 'ander' };
}

function pronounHit(tokens: readonly Token[], i: number, lex: Lexicon): PronounHit | null {
  const other = otherPronounHit(tokens, i);
  if (other) return other;
  const tok = tokens[i]!;
  if (!/^([jJkK]e|[dD]e[rnms]jenige)/.test(tok.text) || tok.text.length > 11) return null;
  const p = STANDALONE_PRONOUNS[tok.text.toLowerCase()];
  if (!p) return null;
  if (p.stem === 'djenig') {
    const rel = tokens[i + 2] && PREPOSITIONS.has(tokens[i + 2]!.text) ? tokens[i + 3] : tokens[i + 2];
    if (tokens[i + 1]?.text !== ',' || !/^(der|den|dem|dessen)$/.test(rel?.text ?? '')) return null;
  }
  // a determiner when a noun (or an adjective and a noun) follows: "jeder Mitarbeiter", "jeder neue Kollege"
  const next = tokens[i + 1];
  if (next && next.kind === 'word') {
    if (/^[A-ZÄÖÜ]/.test(next.text) && !isPluralAfterSingularDeterminer(tok.text, next.text, lex)) return null;
    const after = tokens[i + 2];
    if (analyseAdjective(next.text) && isCapitalisedWord(after)) return null;
  }
  // "jeder dieser Wege", "keiner der Vorschläge": a partitive of things is no person
  if (next && analyseDeterminer(next.text).length > 0 && /^(der|dieser|jener|meiner|deiner|seiner|ihrer|unserer|eurer)$/.test(next.text)) {
    let k = i + 2;
    while (tokens[k] && tokens[k]!.kind === 'word' && /^[a-zäöüß]/.test(tokens[k]!.text)) k++;
    const noun = tokens[k];
    if (noun && isCapitalisedWord(noun) && !analysePersonWord(noun.text, lex) && !lex.analyseAdjectival(noun.text)) return null;
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
    sure: true,
    stem: p.stem,
  };
}

