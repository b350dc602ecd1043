/**
 * Noun phrases without a parser: the determiner and attributive adjectives to the left of a noun,
 * and the grammatical cells (gender, case, number) on which they all agree.
 */
import type { Token } from '../text/tokenize.js';
import { analyseAdjective, isVerb, type AdjectiveEnding } from './adjectives.js';
import {
  adjectiveEnding,
  analyseDeterminer,
  CONTRACTIONS,
  declensionAfter,
  type Cell,
  type DeterminerAnalysis,
} from './morphology.js';

export interface DeterminerToken {
  index: number;
  token: Token;
  analyses: readonly DeterminerAnalysis[];
  /** Set when the determiner is fused with a preposition ("vom" = von + dem). */
  contraction?: { preposition: string; article: string };
}

export interface AdjectiveToken {
  index: number;
  token: Token;
  stem: string;
  ending: AdjectiveEnding;
  /** A plural quantifier (viele, einige, mehrere): the phrase cannot become singular. */
  quantifier?: boolean;
}

const QUANTIFIER = /^(viel|einig|mehrer|wenig|zahlreich|etlich)(e|en|er)$/;

export interface NounPhrase {
  determiner?: DeterminerToken;
  adjectives: AdjectiveToken[];
}

/** Adverbs that may stand between determiner and adjective ("die sehr erfahrenen Lehrer"). */
const INTENSIFIERS = new Set(['sehr', 'besonders', 'ganz', 'äußerst', 'überaus', 'stets', 'bereits']);

/**
 * Collects the determiner and adjectives that precede the noun at `nounIndex`. Adjectives are only
 * accepted when a determiner closes the phrase or when they are known adjectives, so that a verb like
 * "haben" is never taken for one.
 */
export function nounPhraseBefore(tokens: readonly Token[], nounIndex: number): NounPhrase {
  const adjectives: AdjectiveToken[] = [];
  let i = nounIndex - 1;
  while (i >= 0) {
    // scare quotes around an adjective are part of the phrase: der sogenannte „erfahrene“ Nutzer
    if (isQuotedWord(tokens, i)) i--;
    const tok = tokens[i]!;
    // an ordinal between determiner and noun: "dem 43. Nachfolger", "der 2. Vorsitzende"
    if (tok.text === '.' && tokens[i - 1]?.kind === 'number' && tokens[i - 1]!.end === tok.start) {
      i -= 2;
      continue;
    }
    // the phrase is a run of words: a comma ("erfahrene, engagierte Lehrer") ends it for now
    if (tok.kind !== 'word') break;
    const lower = tok.text;
    const det = analyseDeterminer(lower);
    // "die beiden Spieler", "meine beiden Kollegen": after an article "beide" is an adjective
    const beid = /^beid(e|en)$/.exec(lower);
    if (beid && i > 0 && analyseDeterminer(tokens[i - 1]!.text).length > 0) {
      adjectives.push({ index: i, token: tok, stem: 'beid', ending: beid[1] as AdjectiveEnding, quantifier: true });
      i--;
      continue;
    }
    if (det.length > 0 && /^[a-zA-ZäöüÄÖÜ]+$/.test(lower)) {
      // a sentence-initial determiner is capitalised ("Der Lehrer"); any other capitalised word is a noun
      // (the polite possessive "Ihr", "Ihre", ... is capitalised anywhere)
      if (/^[A-ZÄÖÜ]/.test(lower) && !/^Ihr/.test(lower) && i > 0 && !isSentenceStart(tokens, i)) break;
      return { determiner: { index: i, token: tok, analyses: det }, adjectives: adjectives.reverse() };
    }
    const contraction = CONTRACTIONS[lower.toLowerCase()];
    if (contraction) {
      const analyses = analyseDeterminer(contraction.article);
      return {
        determiner: { index: i, token: tok, analyses, contraction },
        adjectives: adjectives.reverse(),
      };
    }
    const quantifier = QUANTIFIER.exec(lower.toLowerCase());
    if (quantifier) {
      // "viele", "einige", "mehrere": declined like adjectives, and only in the plural
      adjectives.push({ index: i, token: tok, stem: quantifier[1]!, ending: quantifier[2] as AdjectiveEnding, quantifier: true });
      i--;
      continue;
    }
    // a capitalised adjective of a title after a determiner: "dem Zweiten Vorsitzenden", "der Stellvertretende Leiter"
    const adj = analyseAdjective(lower) ?? (/^[A-ZÄÖÜ][a-zäöüß]+$/.test(lower) && i > 0 && analyseDeterminer(tokens[i - 1]!.text).length > 0 ? analyseAdjective(lower.toLowerCase()) : undefined);
    if (adj) {
      adjectives.push({ index: i, token: tok, stem: adj.stem, ending: adj.ending });
      i -= isQuotedWord(tokens, i + 1) ? 2 : 1;
      continue;
    }
    if (isQuotedWord(tokens, i + 1)) break;
    // the gerundive "der zu Überholende", "die zu Prüfenden"
    if (lower === 'zu' && i === nounIndex - 1 && /nden?$/.test(tokens[nounIndex]?.text ?? '')) {
      i--;
      continue;
    }
    if (INTENSIFIERS.has(lower) && adjectives.length > 0) {
      i--;
      continue;
    }
    // words the dictionary lacks ("athenische", "weltweit gefragter"): taken as adjectives and adverbs only
    // when a determiner closes the phrase
    const tentative = unknownAdjectivesBefore(tokens, i, adjectives.length > 0);
    if (tentative) {
      adjectives.push(...tentative.adjectives);
      i = tentative.determiner;
      continue;
    }
    break;
  }
  // Without a determiner, a participle in -te/-ten may as well be a past-tense verb ("diskutierten
  // Wikimedianer"): keep it only after a preposition or at the start of a clause.
  const first = adjectives[adjectives.length - 1];
  if (first && /t$/.test(first.stem) && (first.ending === 'en' || first.ending === 'e')) {
    const before = tokens[first.index - 1];
    const opensPhrase = before === undefined || PHRASE_OPENERS.has(before.text.toLowerCase()) || /^[„"(]$/.test(before.text);
    if (!opensPhrase) return { adjectives: [] };
  }
  return { adjectives: adjectives.reverse() };
}

/**
 * Index of the first token of the phrase: the determiner, the first adjective (with the quotation mark that
 * opens „erfahrene“) or the noun itself.
 */
export function phraseStart(tokens: readonly Token[], np: NounPhrase, nounIndex: number): number {
  if (np.determiner) return np.determiner.index;
  const first = np.adjectives[0]?.index;
  if (first === undefined) return nounIndex;
  return isQuotedWord(tokens, first + 1) ? first - 1 : first;
}

const QUOTE_PAIRS: Readonly<Record<string, string>> = { '„': '“”', '‚': '‘', '»': '«', '«': '»', '“': '”', '"': '"' };

/** Whether tokens[i] closes quotation marks around the one word before it, written without spaces („erfahrene“). */
function isQuotedWord(tokens: readonly Token[], i: number): boolean {
  const close = tokens[i];
  const word = tokens[i - 1];
  const open = tokens[i - 2];
  return (
    close?.kind === 'punct' && word?.kind === 'word' && open?.kind === 'punct' &&
    (QUOTE_PAIRS[open.text]?.includes(close.text) ?? false) &&
    open.end === word.start && word.end === close.start
  );
}

const ADJECTIVE_LIKE = /^([a-zäöüß]{3,}?)(en|em|er|es|e)$/;

/**
 * From `i` leftwards: lowercase words with adjective endings (and uninflected adverbs before an adjective)
 * up to a determiner. Returns them (right to left) and the determiner's index, or undefined.
 */
function unknownAdjectivesBefore(tokens: readonly Token[], i: number, hasAdjective: boolean): { adjectives: AdjectiveToken[]; determiner: number } | undefined {
  const found: AdjectiveToken[] = [];
  let adjective = hasAdjective;
  for (let j = i; j >= 0 && j > i - 4; j--) {
    const tok = tokens[j]!;
    if (tok.kind === 'word' && analyseDeterminer(tok.text).length > 0 && (/^[a-zäöüß]+$/.test(tok.text) || isSentenceStart(tokens, j)))
      return found.length > 0 || adjective ? { adjectives: found, determiner: j } : undefined;
    if (tok.kind !== 'word' || !/^[a-zäöüß]+$/.test(tok.text)) return undefined;
    const known = analyseAdjective(tok.text);
    const m = known ? undefined : ADJECTIVE_LIKE.exec(tok.text);
    if (known) found.push({ index: j, token: tok, stem: known.stem, ending: known.ending });
    else if (m && !adjective) found.push({ index: j, token: tok, stem: m[1]!, ending: m[2] as AdjectiveEnding });
    // an adverb needs an adjective after it and the determiner right before it ("ein weltweit gefragter");
    // prepositions and verbs end the phrase ("für erfahrene Nutzer", "gilt für")
    else if (!adjective || PHRASE_OPENERS.has(tok.text) || isVerb(tok.text) || analyseDeterminer(tokens[j - 1]?.text ?? '').length === 0) return undefined;
    adjective = true;
  }
  return undefined;
}

/** Words after which an adjective starts a noun phrase (prepositions, "und"). */
const PHRASE_OPENERS = new Set(
  'für mit von bei zu aus nach an auf in über unter vor hinter neben zwischen durch gegen ohne um wegen trotz während seit ab bis und oder sowie als wie'.split(' '),
);

/**
 * Whether tokens[i] opens a sentence: nothing before it but symbols (a list bullet, an emoji, emphasis
 * marks: "- Der Nutzer", "✅ Jeder Nutzer", "**Der Nutzer**"), back to the start or to sentence punctuation.
 */
export function isSentenceStart(tokens: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= 0; k--) {
    const t = tokens[k]!;
    if (t.kind !== 'punct' || t.text === ',') return false;
    if (/[.!?:;„“"»«(]/.test(t.text)) return true;
  }
  return true;
}

/** Whether a noun cell is compatible with the determiner and every adjective of the phrase. */
export function agrees(np: NounPhrase, cell: Cell): boolean {
  if (cell.number === 'sg' && np.adjectives.some((a) => a.quantifier)) return false;
  const match = determinerFor(np, cell);
  if (np.determiner && !match) return false;
  const declension = declensionAfter(match?.kind);
  return np.adjectives.every((a) => a.ending === adjectiveEnding(cell, declension));
}

/** The determiner analysis that goes with a cell, if the phrase has a determiner. */
export function determinerFor(np: NounPhrase, cell: Cell): DeterminerAnalysis | undefined {
  return np.determiner?.analyses.find(
    (a) => a.case === cell.case && a.number === cell.number && (cell.number === 'pl' || a.gender === cell.gender),
  );
}
