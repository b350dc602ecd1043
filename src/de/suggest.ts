/**
 * Inclusive rewrites of a detected generic masculine in every style, with the determiner and the
 * attributive adjectives of the noun phrase adjusted to the new gender (and number, for collectives).
 */
import type { Edit, Style, Suggestion } from '../types.js';
import type { Token } from '../text/tokenize.js';
import { abbreviate } from '../text/notation.js';
import { adjectiveEnding, declensionAfter, determinerForm, type Cell, type DeterminerAnalysis } from './morphology.js';
import { determinerFor, phraseStart, type NounPhrase } from './phrases.js';
import { paradigmIndex, type NeutralAlternative, type PersonNoun } from './types.js';
import type { AdjectivalHit, Hit, ModifierHit, NounHit, PronounHit } from './detect.js';
import { neutralAlternatives } from './neutral.js';
import { userNeutral } from './user-lexicon.js';
import { participleStem } from './adjectives.js';
import { referenceEdits, verbNumberEdits, type Referent } from './references.js';
import { previewOf } from '../text/edits.js';
import { capitaliseLike, lowerFirst } from '../text/case.js';

type AbbreviatedStyle = Exclude<Style, 'pair' | 'neutral'>;

/** One way to rewrite the phrase: the words from `from` to the hit token replaced by `text`. */
interface Rewrite {
  style: Style;
  /** Token index where the replaced stretch starts (determiner, first adjective or the noun itself). */
  from: number;
  text: string;
  /** false when an abbreviated form fails the omission trial (Kolleg*in: "Kolleg" is no word). */
  readable: boolean;
  /** The masculine cell that was rewritten (set by suggest()). */
  cell?: Cell;
  /** For a neutral noun: the cell it takes (a collective is singular for a plural referent). */
  target?: Cell;
  /** A neutral plural that is an established term of its own (Studierende, Lehrkräfte, Mitarbeitende). */
  established?: boolean;
}

/** Joins the token texts from..to (inclusive) with the original separators between them. */
function originalSlice(text: string, tokens: readonly Token[], from: number, to: number): string {
  return text.slice(tokens[from]!.start, tokens[to]!.end);
}

/**
 * The text of tokens from..to with some tokens replaced, keeping every other token ("sehr") and the
 * original separators (a line break stays a line break); `insert` goes before the last token.
 */
function rebuild(
  text: string,
  tokens: readonly Token[],
  from: number,
  to: number,
  replace: ReadonlyMap<number, string>,
  insert: readonly string[] = [],
): string {
  let out = '';
  for (let k = from; k <= to; k++) {
    if (k === to) for (const w of insert) out += w + ' ';
    out += replace.get(k) ?? tokens[k]!.text;
    if (k < to) out += text.slice(tokens[k]!.end, tokens[k + 1]!.start);
  }
  return out;
}

/** Replacement map for a phrase: determiner, adjectives (in phrase order) and the noun. */
function phraseMap(np: NounPhrase, index: number, det: string | undefined, adjs: readonly string[], noun: string): Map<number, string> {
  const m = new Map<number, string>();
  if (np.determiner && det !== undefined) m.set(np.determiner.index, det);
  np.adjectives.forEach((a, k) => {
    const w = adjs[k];
    if (w !== undefined) m.set(a.index, w);
  });
  m.set(index, noun);
  return m;
}

/** Preposition + article pairs that German writes fused ("zu der" -> "zur"). */
const CONTRACT: Readonly<Record<string, string>> = {
  'zu der': 'zur',
  'zu dem': 'zum',
  'von dem': 'vom',
  'bei dem': 'beim',
  'in dem': 'im',
  'an dem': 'am',
};

function femCell(cell: Cell): Cell {
  return cell.number === 'sg' ? { ...cell, gender: 'f' } : cell;
}

/** The determiner of the phrase re-declined for another cell, keeping its capitalisation; undefined if impossible. */
function redeclineDeterminer(np: NounPhrase, from: Cell, to: Cell): { text: string; analysis?: DeterminerAnalysis } | undefined {
  const det = np.determiner;
  if (!det) return { text: '' };
  const a = determinerFor(np, from);
  if (!a) return undefined;
  const form = determinerForm(a.stem, a.kind, to);
  if (form === undefined) return undefined;
  const analysis: DeterminerAnalysis = { ...a, gender: to.gender, case: to.case, number: to.number };
  if (det.contraction) {
    const fused = CONTRACT[`${det.contraction.preposition} ${form}`];
    return { text: capitaliseLike(det.token.text, fused ?? `${det.contraction.preposition} ${form}`), analysis };
  }
  return { text: capitaliseLike(det.token.text, form), analysis };
}

function redeclineAdjectives(np: NounPhrase, to: Cell, analysis: DeterminerAnalysis | undefined): string[] {
  const declension = declensionAfter(analysis?.kind);
  return np.adjectives.map((a) => capitaliseLike(a.token.text, a.stem + adjectiveEnding(to, declension)));
}

/** Word texts of the phrase (determiner, adjectives) for the feminine of a singular cell. */
function feminineWords(np: NounPhrase, cell: Cell): { det: string; adjs: string[] } | undefined {
  const fem = femCell(cell);
  const det = redeclineDeterminer(np, cell, fem);
  if (!det) return undefined;
  return { det: det.text, adjs: redeclineAdjectives(np, fem, det.analysis) };
}

/** Abbreviated rewrite of determiner + adjectives + noun for a singular cell: "eine*n erfahrene*n Entwickler*in". */
function abbreviatedPhrase(
  text: string,
  hit: NounHit | AdjectivalHit,
  cell: Cell,
  style: AbbreviatedStyle,
  nounText: { text: string; omissionOk: boolean },
): Rewrite | undefined {
  const { np, tokens, index } = hit;
  if (cell.number === 'pl') {
    return { style, from: index, text: nounText.text, readable: nounText.omissionOk };
  }
  const fem = feminineWords(np, cell);
  if (!fem) return undefined;
  let detText: string | undefined;
  if (np.determiner) {
    const det = np.determiner;
    if (det.contraction) {
      // "vom Abonnenten": the contraction is split up ("von dem*der Abonnent*in")
      const femArticle = determinerForm('d', 'definite', femCell(cell)) ?? det.contraction.article;
      const both = abbreviate(det.contraction.article, femArticle, style).text;
      detText = `${capitaliseLike(det.token.text, det.contraction.preposition)} ${both}`;
    } else {
      // the polite "Ihr" keeps its capital in both halves ("Ihrem/Ihrer", "Ihre*n")
      const polite = det.token.text.startsWith('Ihr');
      const masc = polite ? det.token.text : det.token.text.toLowerCase();
      const femDet = polite ? capitaliseLike('I', fem.det) : fem.det.toLowerCase();
      detText = capitaliseLike(det.token.text, abbreviate(masc, femDet, style).text);
    }
  }
  const adjs = np.adjectives.map((a, k) => abbreviate(a.token.text, fem.adjs[k]!, style).text);
  const from = phraseStart(tokens, np, index);
  const replaced = rebuild(text, tokens, from, index, phraseMap(np, index, detText, adjs, nounText.text));
  return { style, from, text: replaced, readable: nounText.omissionOk };
}

/** Variant of a singular phrase with a contraction or article in the feminine only: "von der Abonnent*in", "die Gewinner*in". */
function feminineArticlePhrase(
  text: string,
  hit: NounHit | AdjectivalHit,
  cell: Cell,
  style: AbbreviatedStyle,
  noun: string,
  readable: boolean,
): Rewrite | undefined {
  const { np, tokens, index } = hit;
  if (cell.number === 'pl' || !np.determiner) return undefined;
  const fem = feminineWords(np, cell);
  if (!fem) return undefined;
  const detText = capitaliseLike(np.determiner.token.text, fem.det);
  const adjs = np.adjectives.map((a, k) => abbreviate(a.token.text, fem.adjs[k]!, style).text);
  const from = np.determiner.index;
  return { style, from, text: rebuild(text, tokens, from, index, phraseMap(np, index, detText, adjs, noun)), readable };
}

/**
 * The omission trial (Weglassprobe): an abbreviated form reads well when the part before the gender mark
 * is itself a form of the masculine ("Lehrer*innen" -> "Lehrer"), not when it is a stump ("Kolleg*innen",
 * "Ärzt*innen"). Forms written in full ("Kollegen/Kollegin") pass.
 */
export function omissionBase(word: string): string | undefined {
  const m = /^(.*?[a-zäöüß])(?:[*:_·]|\/-?|(?=In(?:nen)?(?:[-a-zäöüß]|$)))/.exec(word);
  if (!m) return undefined;
  const rest = word.slice(m[1]!.length).replace(/^[*:_·]|^\/-?/, '');
  if (/^[A-ZÄÖÜ]/.test(rest) && !/^In/.test(rest)) return undefined; // two full forms: Kollege/Kollegin
  return m[1];
}

function passesOmissionTrial(word: string, masculineForms: readonly string[]): boolean {
  const base = omissionBase(word);
  if (base === undefined) return true;
  // (the base may carry a compound's first part: "Sportlehrer*innen" -> "Sportlehrer")
  const lower = base.toLowerCase();
  return masculineForms.some((f) => lower.endsWith(f.toLowerCase()));
}

function nounForms(noun: PersonNoun, cell: Cell): { masc: string; fem: string; mascNom: string } {
  const idx = paradigmIndex(cell.case, cell.number);
  const nom = paradigmIndex('nom', cell.number);
  return { masc: noun.mascForms[idx]!, fem: noun.femForms[idx]!, mascNom: noun.mascForms[nom]! };
}

/** Head text as it appears in the token (a compound head is lowercase: "Sport|lehrer"). */
function headLike(hit: NounHit, word: string): string {
  const head = hit.token.text.slice(hit.prefix.length);
  return /^[a-zäöü]/.test(head) ? lowerFirst(word) : word;
}

function nounRewrites(text: string, hit: NounHit, cell: Cell, styles: readonly Style[]): Rewrite[] {
  const out: Rewrite[] = [];
  const { noun, prefix, index } = hit;
  const forms = nounForms(noun, cell);
  const written = hit.token.text;
  for (const style of styles) {
    if (style === 'pair') {
      const fem = prefix + headLike(hit, forms.fem);
      if (cell.number === 'pl') {
        out.push({ style, from: index, text: `${fem} und ${written}`, readable: true });
        out.push({ style, from: index, text: `${written} und ${fem}`, readable: true });
        if (prefix) {
          const head = written.slice(prefix.length);
          out.push({ style, from: index, text: `${fem} und -${head}`, readable: true });
        }
      } else {
        const pair = singularPair(text, hit, cell, fem);
        if (pair) out.push(pair);
      }
      continue;
    }
    if (style === 'neutral') {
      out.push(...neutralRewrites(text, hit, cell));
      continue;
    }
    // the short forms build on the nominative (Kolleg*in); a pair of full forms keeps the case (Kollegen/Kollegin)
    let abbr = abbreviate(forms.mascNom, forms.fem, style);
    if (abbr.kind === 'pair') abbr = abbreviate(forms.masc, forms.fem, style);
    const nounText = { text: prefix + headLike(hit, abbr.text), omissionOk: passesOmissionTrial(abbr.text, noun.mascForms) };
    const r = abbreviatedPhrase(text, hit, cell, style, nounText);
    if (r) out.push(r);
    const femOnly = feminineArticlePhrase(text, hit, cell, style, nounText.text, nounText.omissionOk);
    if (femOnly) out.push(femOnly);
  }
  return out;
}

/**
 * The pair of a singular phrase: "die erfahrene Lehrerin oder der erfahrene Lehrer", with "und" after a
 * negation ("keine Lehrerin und kein Lehrer") and a comma in a salutation ("Liebe Kollegin, lieber Kollege").
 */
function singularPair(text: string, hit: NounHit | AdjectivalHit, cell: Cell, femNoun: string): Rewrite | undefined {
  const { np, tokens, index } = hit;
  const f = feminineWords(np, cell);
  if (!f) return undefined;
  const from = phraseStart(tokens, np, index);
  const detText = np.determiner ? capitaliseLike(np.determiner.token.text, f.det) : undefined;
  const femPhrase = rebuild(text, tokens, from, index, phraseMap(np, index, detText, f.adjs, femNoun));
  const masc = originalSlice(text, tokens, from, index);
  const salutation = salutationJoiner(tokens, np);
  if (salutation !== undefined) return { style: 'pair', from, text: `${femPhrase}, ${salutation}${lowerFirst(masc)}`, readable: true };
  const mascLower = np.determiner && from === np.determiner.index ? lowerDeterminer(masc, np) : masc;
  const joiner = np.determiner?.analyses.some((a) => a.stem === 'kein') ? 'und' : 'oder';
  return { style: 'pair', from, text: `${femPhrase} ${joiner} ${mascLower}`, readable: true };
}

/**
 * A salutation at the start of a sentence ("Sehr geehrter Nutzer", "Lieber Kollege") is paired with a
 * comma and the intensifier repeated: returns what goes between the comma and the masculine phrase.
 */
function salutationJoiner(tokens: readonly Token[], np: NounPhrase): string | undefined {
  const first = np.adjectives[0];
  if (np.determiner || !first || (first.stem !== 'geehrt' && first.stem !== 'lieb')) return undefined;
  const before = tokens.slice(0, first.index).map((t) => t.text);
  if (before.length === 0) return '';
  if (before.length === 1 && /^sehr$/i.test(before[0]!)) return 'sehr ';
  return undefined;
}

/** "Der Lehrer" inside a pair becomes "der Lehrer" unless the determiner is the polite "Ihr". */
function lowerDeterminer(masc: string, np: NounPhrase): string {
  if (/^Ihr/.test(masc) && np.determiner?.token.text.startsWith('Ihr')) return masc;
  return lowerFirst(masc);
}

function alternativesFor(noun: PersonNoun): NeutralAlternative[] {
  const curated = [...(userNeutral(noun) ?? neutralAlternatives(noun.masc))];
  if (curated.length > 0) return curated;
  const participle = participleStem(noun.masc);
  return participle ? [{ lemma: participle + 'e', applies: 'both', kind: 'adjectival', stem: participle }] : [];
}

/**
 * "jeder Mitarbeiter" -> "alle Mitarbeitenden", "jedem Lehrer" -> "allen Lehrkräften": a generic singular
 * with "jeder" becomes a plural with "alle" (the verb follows, see verbNumberEdits).
 */
function everyoneRewrites(text: string, hit: NounHit, cell: Cell, alternatives: readonly NeutralAlternative[], prefix: string): Rewrite[] {
  const { np, tokens, index } = hit;
  const det = np.determiner;
  if (!det || det.contraction || cell.number !== 'sg' || !det.analyses.some((a) => a.stem === 'jed')) return [];
  const plural: Cell = { gender: undefined, case: cell.case, number: 'pl' };
  const alle = capitaliseLike(det.token.text, determinerForm('all', 'der-word', plural)!);
  const adjs = np.adjectives.map((a) => capitaliseLike(a.token.text, a.stem + adjectiveEnding(plural, 'weak')));
  const joinPrefix = (w: string): string => (prefix ? prefix + (prefix.endsWith('-') ? w : lowerFirst(w)) : w);
  const out: Rewrite[] = [];
  for (const alt of alternatives) {
    if (alt.applies === 'sg' || alt.collective || alt.tantum === 'sg' || alt.lemma.includes(' ')) continue;
    let noun: string | undefined;
    if (alt.kind === 'adjectival' && alt.stem) noun = alt.stem + adjectiveEnding(plural, 'weak');
    else if (alt.kind === 'noun' && alt.forms && !alt.adjective) noun = alt.forms[paradigmIndex(plural.case, 'pl')];
    if (!noun) continue;
    const map = phraseMap(np, index, alle, adjs, joinPrefix(noun));
    out.push({ style: 'neutral', from: det.index, text: rebuild(text, tokens, det.index, index, map), readable: true, target: plural });
  }
  return out;
}

/** The cell a neutral noun takes for a referent in `cell`: collectives and singularia tantum use the singular. */
function neutralTarget(alt: NeutralAlternative, cell: Cell): Cell | undefined {
  if (alt.tantum === 'pl') return { gender: undefined, case: cell.case, number: 'pl' };
  if (!alt.gender) return undefined;
  const singular = cell.number === 'sg' || alt.collective === true || alt.tantum === 'sg';
  return singular ? { gender: alt.gender, case: cell.case, number: 'sg' } : { gender: undefined, case: cell.case, number: 'pl' };
}

function neutralRewrites(text: string, hit: NounHit, cell: Cell): Rewrite[] {
  const out: Rewrite[] = [];
  const { np, tokens, index } = hit;
  let prefix = hit.prefix;
  const from = phraseStart(tokens, np, index);
  // a compound with its own curated entry (Radfahrer -> Radfahrende, Geschäftsführer -> Geschäftsführung)
  // is rewritten as a whole, not through its head
  let alternatives = alternativesFor(hit.noun);
  const whole = prefix && !prefix.includes('-') ? prefix + lowerFirst(hit.noun.masc) : undefined;
  const own = whole ? neutralAlternatives(whole) : [];
  if (own.length > 0) {
    alternatives = [...own];
    prefix = '';
  }
  // the plural with "alle" changes more of the sentence: it follows the singular neutral words
  const everyone = everyoneRewrites(text, hit, cell, alternatives, prefix);
  for (const alt of alternatives) {
    if (alt.applies !== 'both' && alt.applies !== cell.number) continue;
    if (prefix && (alt.lemma.includes(' ') || alt.kind === 'noun' && !/^[A-ZÄÖÜ][a-zäöüß]+$/.test(alt.lemma))) continue;
    const joinPrefix = (w: string): string => (prefix ? prefix + (prefix.endsWith('-') ? w : lowerFirst(w)) : w);
    if (alt.kind === 'adjectival' && alt.stem) {
      if (cell.number === 'sg') continue; // der/die Studierende is not neutral in the singular
      const det = determinerFor(np, cell);
      const declension = declensionAfter(det?.kind);
      const word = joinPrefix(alt.stem + adjectiveEnding(cell, declension));
      out.push({ style: 'neutral', from: index, text: word, readable: true, target: cell, established: alt.established === true });
      continue;
    }
    if (alt.kind === 'noun' && alt.forms) {
      const target = neutralTarget(alt, cell);
      if (!target) continue;
      if (target.number === 'sg' && np.adjectives.some((a) => a.quantifier)) continue; // not "viele Belegschaft"
      // a singular collective for a plural referent needs an article ("die Belegschaft", not "Belegschaft")
      if (target.number === 'sg' && cell.number === 'pl' && !np.determiner) continue;
      const det = redeclineDeterminer(np, cell, target);
      if (!det) continue;
      const adjs = redeclineAdjectives(np, target, det.analysis);
      const declension = declensionAfter(det.analysis?.kind);
      const form = alt.forms[paradigmIndex(target.case, target.number)]!;
      const extra = alt.adjective ? [alt.adjective + adjectiveEnding(target, declension)] : [];
      const map = phraseMap(np, index, np.determiner ? det.text : undefined, adjs, joinPrefix(form));
      const established = alt.established === true && target.number === 'pl' && /(kraft|person)$/.test(alt.lemma); // Lehrkräfte, Lehrpersonen
      out.push({ style: 'neutral', from, text: rebuild(text, tokens, from, index, map, extra), readable: true, target, established });
    }
  }
  out.push(...everyone);
  return out;
}

function modifierRewrites(hit: ModifierHit, styles: readonly Style[]): Rewrite[] {
  const out: Rewrite[] = [];
  const { noun, prefix, personForm, rest, index } = hit;
  const mascPl = noun.mascForms[4];
  const femPl = noun.femForms[4];
  const lowerRest = rest;
  // "Sport|lehrer|zimmer" -> "Sportlehrer*innenzimmer": a closed prefix takes the form in lower case
  const withPrefix = (w: string): string => (prefix && !prefix.endsWith('-') ? prefix + lowerFirst(w) : prefix + w);
  for (const style of styles) {
    if (style === 'pair') {
      // "Teilnehmerinnen- und Teilnehmerzahl"
      if (!rest.startsWith('-')) out.push({ style, from: index, text: `${withPrefix(femPl)}- und ${prefix}${personForm}${lowerRest}`, readable: true });
      continue;
    }
    if (style === 'neutral') {
      const alts = alternativesFor(noun).filter((a) => a.kind === 'adjectival' && a.stem && a.applies !== 'sg');
      for (const alt of alts) out.push({ style, from: index, text: `${withPrefix(alt.stem!)}en${lowerRest}`, readable: true });
      continue;
    }
    const abbr = abbreviate(mascPl, femPl, style);
    out.push({ style, from: index, text: `${withPrefix(abbr.text)}${lowerRest}`, readable: passesOmissionTrial(abbr.text, noun.mascForms) });
  }
  return out;
}

function adjectivalRewrites(text: string, hit: AdjectivalHit, cell: Cell, styles: readonly Style[]): Rewrite[] {
  const out: Rewrite[] = [];
  const { person, prefix, np, index } = hit;
  const det = determinerFor(np, cell);
  const written = hit.token.text;
  const fem = femCell(cell);
  const femDet = redeclineDeterminer(np, cell, fem);
  const femNoun = person.femNoun;
  const femWord = femNoun
    ? prefix + (prefix && !prefix.endsWith('-') ? lowerFirst(femNoun.forms[paradigmIndex(cell.case, cell.number)]!) : femNoun.forms[paradigmIndex(cell.case, cell.number)]!)
    : prefix + (prefix && !prefix.endsWith('-') ? lowerFirst(person.stem) : person.stem) + adjectiveEnding(fem, declensionAfter(femDet?.analysis?.kind));
  void det;
  for (const style of styles) {
    if (style === 'neutral') continue;
    if (style === 'pair') {
      if (cell.number === 'pl') {
        out.push({ style, from: index, text: `${femWord} und ${written}`, readable: true });
        continue;
      }
      const pair = singularPair(text, hit, cell, femWord);
      if (pair) out.push(pair);
      continue;
    }
    const abbr = abbreviate(written, femWord, style);
    // "Angestellte*r" leaves "Angestellte", a word; "Beamt*innen" leaves the stump "Beamt"
    const base = omissionBase(abbr.text);
    const readable = base === undefined || base.toLowerCase().length > prefix.length + person.stem.length;
    abbr.omissionOk = readable;
    if (cell.number === 'pl') {
      out.push({ style, from: index, text: abbr.text, readable });
      continue;
    }
    const r = abbreviatedPhrase(text, hit, cell, style, abbr);
    if (r) out.push(r);
  }
  return out;
}

/** "ein anderer" -> "ein*e andere*r", "eine andere oder ein anderer", "eine andere Person". */
function otherRewrites(hit: PronounHit, styles: readonly Style[]): Rewrite[] {
  const out: Rewrite[] = [];
  const cell = hit.cells[0]!;
  const fCell = { ...cell, gender: 'f' as const };
  const from = hit.np.determiner!.index;
  const det = hit.tokens[from]!.text;
  const mascAdj = hit.token.text;
  const femDet = capitaliseLike(det, determinerForm('ein', 'ein-word', fCell)!);
  const femAdj = 'ander' + adjectiveEnding(fCell, declensionAfter('ein-word'));
  for (const style of styles) {
    if (style === 'pair') out.push({ style, from, text: `${femDet} ${femAdj} oder ${det.toLowerCase()} ${mascAdj}`, readable: true });
    else if (style === 'neutral') out.push({ style, from, text: `${femDet} ${femAdj} Person`, readable: true, target: fCell });
    else out.push({ style, from, text: `${capitaliseLike(det, abbreviate(det.toLowerCase(), femDet.toLowerCase(), style).text)} ${abbreviate(mascAdj, femAdj, style).text}`, readable: true });
  }
  return out;
}

function pronounRewrites(hit: PronounHit, styles: readonly Style[]): Rewrite[] {
  if (hit.stem === 'ander') return otherRewrites(hit, styles);
  const out: Rewrite[] = [];
  const cell = hit.cells[0]!;
  const masc = hit.token.text;
  const kind = hit.stem === 'jed' ? 'der-word' : hit.stem === 'djenig' ? 'definite' : 'ein-word';
  const fem = determinerForm(hit.stem, kind, { ...cell, gender: 'f' })!;
  const capital = (w: string): string => capitaliseLike(masc, w);
  for (const style of styles) {
    if (style === 'pair') {
      const joiner = hit.stem === 'djenig' ? 'oder' : 'und'; // "jede und jeder", but "diejenige oder derjenige"
      out.push({ style, from: hit.index, text: `${capital(fem)} ${joiner} ${masc.toLowerCase()}`, readable: true });
      continue;
    }
    if (style === 'neutral') {
      const person = cell.case === 'dat' || cell.case === 'gen' ? 'Person' : 'Person';
      const det = determinerForm(hit.stem, kind, { ...cell, gender: 'f' })!;
      // "niemand" is the idiomatic neutral word for "keiner"; "jede Person" for "jeder"
      if (hit.stem === 'kein') {
        const niemand = { nom: 'niemand', acc: 'niemanden', dat: 'niemandem', gen: 'niemandes' }[cell.case];
        out.push({ style, from: hit.index, text: capital(niemand), readable: true, target: cell });
      }
      out.push({ style, from: hit.index, text: `${capital(det)} ${person}`, readable: true, target: { ...cell, gender: 'f' } });
      continue;
    }
    const abbr = abbreviate(masc.toLowerCase(), fem, style);
    // jede*r, keine*n: determiner-like short forms are standard and not put to the omission trial
    out.push({ style, from: hit.index, text: capital(abbr.text), readable: true });
  }
  return out;
}

function toSuggestion(text: string, hit: Hit, r: Rewrite, cache: Map<string, Edit[]>): Suggestion {
  const start = hit.tokens[r.from]!.start;
  const end = hit.token.end;
  const edits: Edit[] = [{ start, end, text: r.text }];
  if (r.cell && hit.kind !== 'modifier') {
    const referent: Referent | undefined =
      r.style === 'neutral' ? (r.target ? { mode: 'neutral', target: r.target } : undefined) : { mode: 'both', style: r.style };
    if (referent) {
      // the words that refer back depend only on the number and on what the noun became
      const t = referent.mode === 'neutral' ? `${referent.target.gender}.${referent.target.number}` : referent.style;
      const key = `${r.cell.number}|${referent.mode}|${t}`;
      let refs = cache.get(key);
      if (!refs) {
        refs = referenceEdits(hit.tokens, hit.index, r.cell, referent);
        cache.set(key, refs);
      }
      edits.push(...refs);
      if (r.target) {
        edits.push(...verbNumberEdits(hit.tokens, r.from, hit.index, r.cell, r.target));
      }
    }
  }
  edits.sort((a, b) => a.start - b.start);
  return { style: r.style, edits, preview: edits.length === 1 ? r.text : previewOf(text, edits) };
}

/**
 * The readings worth a rewrite: the two most likely cells of the preferred number and the most likely one
 * of the other. Further readings mostly repeat the same words and cost time on every finding.
 */
function likelyCells(cells: readonly Cell[]): Cell[] {
  const first = cells[0];
  if (!first) return [];
  const same = cells.filter((c) => c.number === first.number).slice(0, 2);
  const other = cells.find((c) => c.number !== first.number);
  return other ? [...same, other] : same;
}

export interface Suggestions {
  /** Ranked, best first. */
  suggestions: Suggestion[];
  /** The abbreviated form of the preferred style when it fails the omission trial ("Kolleg*innen"). */
  failsOmissionTrial?: string;
  /** True when that form still comes first (a plural short form, as writers who use gender signs write it). */
  omissionKept?: boolean;
}

/** Ranked suggestions for one hit in the styles the user accepts (in their order of preference). */
export function suggest(text: string, hit: Hit, styles: readonly Style[]): Suggestions {
  const rewrites: Rewrite[] = [];
  // the rewriters return new objects: the cell is set on them (no copies, every finding makes dozens)
  const withCell = (list: Rewrite[], cell: Cell): void => {
    for (const r of list) {
      r.cell = cell;
      rewrites.push(r);
    }
  };
  switch (hit.kind) {
    case 'noun':
      for (const cell of likelyCells(hit.cells)) withCell(nounRewrites(text, hit, cell, styles), cell);
      break;
    case 'adjectival':
      for (const cell of likelyCells(hit.cells)) withCell(adjectivalRewrites(text, hit, cell, styles), cell);
      break;
    case 'modifier':
      rewrites.push(...modifierRewrites(hit, styles));
      break;
    case 'pronoun':
      withCell(pronounRewrites(hit, styles), hit.cells[0]!);
      break;
  }
  return rank(text, hit, rewrites, styles);
}

/**
 * Ranking: first the best rewrite of every accepted style, in the user's order of preference; then the
 * other variants (another reading of the number, the masculine-first pair, the feminine-only article),
 * again by style. Within a style the order of generation holds: most likely reading and the curated
 * order of neutral words first.
 */
function rank(text: string, hit: Hit, rewrites: Rewrite[], styles: readonly Style[]): Suggestions {
  const seen = new Set<string>();
  const firstOfStyle = new Set<Style>();
  const candidates: { s: Suggestion; tier: number; styleIndex: number; i: number; readable: boolean; passesTrial: boolean; number?: string }[] = [];
  const cache = new Map<string, Edit[]>();
  rewrites.forEach((r, i) => {
    const s = toSuggestion(text, hit, r, cache);
    const edit = s.edits[0]!;
    if (edit.text === text.slice(edit.start, edit.end)) return; // no change
    const key = s.edits.map((e) => `${e.start}:${e.end}:${e.text}`).join('|');
    if (seen.has(key)) return;
    seen.add(key);
    const tier = firstOfStyle.has(r.style) ? 1 : 0;
    firstOfStyle.add(r.style);
    // an established neutral plural (Studierende, Lehrkräfte) needs no gender sign and reads as a word of its
    // own: where the user accepts neutral forms, style guides put it first
    const styleIndex = tier === 0 && r.established && styles[0] === 'pair' ? -1 : styles.indexOf(r.style);
    // the omission trial matters for a singular ("Ärzt*in"); the plural short form ("Ärzt*innen") is what
    // writers who use gender signs write, so it keeps its place
    candidates.push({ s, tier, styleIndex, i, readable: r.readable || r.cell?.number === 'pl', passesTrial: r.readable, number: r.cell?.number });
  });
  candidates.sort((a, b) => a.tier - b.tier || a.styleIndex - b.styleIndex || a.i - b.i);
  // an abbreviated form that fails the omission trial stays on offer, but a readable rewrite goes first
  const first = candidates[0];
  if (first && !first.readable) {
    // (a readable rewrite of the same reading: another number is another meaning, not a better spelling)
    const readable = candidates.findIndex((c) => c.readable && c.number === first.number);
    if (readable > 0) candidates.unshift(...candidates.splice(readable, 1));
    return { suggestions: candidates.map((c) => c.s), failsOmissionTrial: first.s.preview };
  }
  // a plural short form that leaves a stump keeps its place; the message still says so
  if (first && !first.passesTrial) return { suggestions: candidates.map((c) => c.s), failsOmissionTrial: first.s.preview, omissionKept: true };
  return { suggestions: candidates.map((c) => c.s) };
}
