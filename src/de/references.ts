/**
 * Words outside the noun phrase that refer back to a rewritten person noun: the relative pronoun of a
 * following relative clause ("der Lehrer, der ..."), possessive and personal pronouns later in the
 * sentence ("Jeder Mitarbeiter erhält seinen Ausweis"), and the finite verb when a plural subject
 * becomes a singular collective ("die Mitarbeiter kommen" -> "die Belegschaft kommt").
 */
import type { Edit, Style } from '../types.js';
import type { Token } from '../text/tokenize.js';
import { abbreviate } from '../text/notation.js';
import { capitaliseLike } from '../text/case.js';
import type { Cell } from './morphology.js';
import type { Case, Gender } from './types.js';
import { pluralOf, regularPlural, regularSingular, singularOf } from './verbs.js';
import { getLexicon } from './lexicon.js';
import { PREPOSITIONS } from './filters.js';

/** What the person reference became: both genders in a style, or one neutral noun in a cell. */
export type Referent = { mode: 'both'; style: Style } | { mode: 'neutral'; target: Cell };

const CASES: readonly Case[] = ['nom', 'acc', 'dat', 'gen'];
const RELATIVE: Record<Gender | 'pl', readonly [string, string, string, string]> = {
  m: ['der', 'den', 'dem', 'dessen'],
  f: ['die', 'die', 'der', 'deren'],
  n: ['das', 'das', 'dem', 'dessen'],
  pl: ['die', 'die', 'denen', 'deren'],
};
const PERSONAL: Record<Gender | 'pl', Partial<Record<string, string>>> = {
  m: { er: 'er', ihn: 'ihn', ihm: 'ihm' },
  f: { er: 'sie', ihn: 'sie', ihm: 'ihr' },
  n: { er: 'es', ihn: 'es', ihm: 'ihm' },
  pl: { er: 'sie', ihn: 'sie', ihm: 'ihnen' },
};

function column(cell: Cell): Gender | 'pl' {
  return cell.number === 'pl' ? 'pl' : (cell.gender ?? 'm');
}

/** The text a masculine word gets: both genders in the style, or the neutral referent's form. */
function replace(masc: string, fem: string, neutral: string, referent: Referent): string {
  if (referent.mode === 'neutral') return neutral;
  if (referent.style === 'pair') return `${masc} oder ${fem}`; // "seine oder ihre", as style guides write it
  if (referent.style === 'neutral') return neutral;
  return abbreviate(masc, fem, referent.style).text;
}

/** How many tokens before and after the noun are searched for other nouns and its pronouns. */
const REFERENCE_WINDOW = 100;

/** Edits for the words that refer back to tokens[index], a masculine noun in `cell`. */
export function referenceEdits(tokens: readonly Token[], index: number, cell: Cell, referent: Referent): Edit[] {
  const edits: Edit[] = [];
  const singular = cell.number === 'sg';
  const target = referent.mode === 'neutral' ? referent.target : { ...cell, gender: 'f' as const };
  // nothing changes for a plural rewritten in both genders (die Lehrer*innen, die ...)
  if (!singular && referent.mode === 'both') return edits;
  const targetColumn = column(target);

  // the relative pronoun right after the noun: ", der", ", mit dem", ", dessen"
  let next = index + 1;
  if (tokens[next]?.text === ',') {
    let r = next + 1;
    if (PREPOSITIONS.has(tokens[r]?.text ?? '')) r++;
    const rel = tokens[r];
    const forms = RELATIVE[singular ? 'm' : 'pl'];
    const relCase = rel ? CASES.find((_, k) => forms[k] === rel.text) : undefined;
    if (rel && relCase) {
      const k = CASES.indexOf(relCase);
      const fem = RELATIVE.f[k]!;
      // in the pair style the relative pronouns follow the order of the nouns: "die bzw. der"
      const text =
        referent.mode === 'both' && referent.style === 'pair'
          ? `${fem} bzw. ${rel.text}`
          : replace(rel.text, fem, RELATIVE[targetColumn][k]!, referent);
      if (text !== rel.text) edits.push({ start: rel.start, end: rel.end, text });
      next = r + 1;
    }
  }

  // possessive and personal pronouns later in the sentence, up to another masculine noun
  if (singular) {
    const lex = getLexicon();
    // another masculine or neuter noun may be what "er", "ihm" and "sein" point to (neuter too: the
    // dictionary gives some masculine homographs as neuter, "Tag", "Wagen", and "sein" also points to neuters)
    const isMasculineNoun = (t: Token): boolean => {
      if (!/^[A-ZÄÖÜ]/.test(t.text)) return false;
      const g = lex.nounGender(t.text);
      return g === 'm' || g === 'n';
    };
    // both scans are bounded, so that a sentence without end (a text without punctuation) costs linear time;
    // beyond the window another masculine noun is assumed, and nothing is changed
    if (index > REFERENCE_WINDOW || tokens.slice(1, index).some(isMasculineNoun)) return edits;
    for (let k = next; k < Math.min(tokens.length, index + REFERENCE_WINDOW); k++) {
      const t = tokens[k]!;
      if (t.kind !== 'word') continue;
      if (isMasculineNoun(t)) break; // from here on "er" may mean that noun
      const possessive = /^sein(e[mnrs]?)?$/.exec(t.text);
      if (possessive && (t.text !== 'sein' || /^[A-ZÄÖÜ]/.test(tokens[k + 1]?.text ?? ''))) {
        const ending = possessive[1] ?? '';
        const ihr = 'ihr' + ending;
        const neutral = targetColumn === 'm' || targetColumn === 'n' ? t.text : ihr;
        const text = replace(t.text, ihr, neutral, referent);
        if (text !== t.text) edits.push({ start: t.start, end: t.end, text });
        continue;
      }
      const personal = PERSONAL.m[t.text];
      if (personal) {
        const text = replace(t.text, PERSONAL.f[t.text]!, PERSONAL[targetColumn][t.text]!, referent);
        if (text !== t.text) edits.push({ start: t.start, end: t.end, text: capitaliseLike(t.text, text) });
      }
    }
  }
  return edits;
}

/**
 * "Die Mitarbeiter kommen" -> "Die Belegschaft kommt": the finite verbs whose subject changes from plural
 * to singular: the verb right after the phrase or right before it ("Morgen kommen die Mitarbeiter"), and,
 * after a relative clause in the nominative, the verb at its end and the verb after it ("Die Kunden, die
 * online bestellen, erhalten Rabatt" -> "Die Kundschaft, die online bestellt, erhält Rabatt").
 */
export function verbNumberEdits(tokens: readonly Token[], start: number, index: number, cell: Cell, target: Cell): Edit[] {
  if (cell.case !== 'nom' || cell.number === target.number) return [];
  const change = target.number === 'sg' ? singularOf : pluralOf; // "jeder Mitarbeiter hat" -> "alle ... haben"
  const edits: Edit[] = [];
  const regular = target.number === 'sg' ? regularSingular : regularPlural;
  const singularise = (k: number, surelyVerb = false): boolean => {
    const t = tokens[k];
    if (!t || t.kind !== 'word' || !/^[a-zäöüA-ZÄÖÜ]/.test(t.text)) return false;
    const lower = t.text.toLowerCase();
    const changed = change(lower) ?? (surelyVerb ? regular(lower) : undefined);
    if (!changed) return false;
    edits.push({ start: t.start, end: t.end, text: capitaliseLike(t.text, changed) });
    return true;
  };
  let after = index + 1;
  // a relative clause in the nominative: ", die ... VERB," (", der ... VERB," for a singular)
  if (tokens[after]?.text === ',' && tokens[after + 1]?.text === (cell.number === 'pl' ? 'die' : 'der')) {
    let close = after + 2;
    while (close < tokens.length && !/^[,.;:!?]$/.test(tokens[close]!.text)) close++;
    if (close - 1 > after + 1) singularise(close - 1, true);
    if (tokens[close]?.text === ',') after = close + 1;
  }
  if (!singularise(after)) singularise(start - 1);
  return edits;
}
