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
import { getLexicon, MAX_WORD_LENGTH, type Lexicon } from './lexicon.js';
import type { Cell } from './morphology.js';
import { agrees, nounPhraseBefore, type NounPhrase } from './phrases.js';
import { CASES as CASE_ORDER, type AdjectivalPerson, type Case, type PersonNoun } from './types.js';
import { analyseAdjective } from './adjectives.js';
import { capitalise } from '../text/case.js';
import { analyseModifier, analysePersonWord, isCapitalisedWord } from './person-words.js';
import { orderCells } from './context.js';
import { hasGenderMarker, isAdjectivalPair, isPairedWithFeminine, isPartOfName, isSpecificPerson } from './filters.js';

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

const STANDALONE_PRONOUNS: Readonly<Record<string, { stem: string; case: Case }>> = {
  jeder: { stem: 'jed', case: 'nom' },
  jeden: { stem: 'jed', case: 'acc' },
  jedem: { stem: 'jed', case: 'dat' },
  keiner: { stem: 'kein', case: 'nom' },
  keinen: { stem: 'kein', case: 'acc' },
  keinem: { stem: 'kein', case: 'dat' },
};

export interface DetectOptions {
  allow?: readonly string[];
  /** 'all' also reports set terms with a person noun as the first part (Kundenservice); default 'default'. */
  compounds?: 'default' | 'all';
}

/** All generic-masculine hits in a text, in text order. */
export function detect(text: string, options: DetectOptions = {}): Hit[] {
  const lex = getLexicon();
  const allow = new Set((options.allow ?? []).map((a) => a.toLowerCase()));
  const hits: Hit[] = [];
  for (const sentence of segmentSentences(text)) {
    const tokens = tokenize(text, sentence.start, sentence.end);
    detectInSentence(tokens, lex, hits, options.compounds === 'all');
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

function detectInSentence(tokens: readonly Token[], lex: Lexicon, out: Hit[], setTerms: boolean): void {
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
    const hit = nounHit(tokens, i, lex) ?? adjectivalHit(tokens, i, lex) ?? modifierHit(tokens, i, lex, setTerms);
    if (hit) out.push(hit);
  }
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

function modifierHit(tokens: readonly Token[], i: number, lex: Lexicon, setTerms: boolean): ModifierHit | null {
  const tok = tokens[i]!;
  const m = analyseModifier(tok.text, lex, { setTerms });
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

