/**
 * What must not be flagged although it looks like a generic masculine: pair forms, job-ad gender markers,
 * names of organisations and places (specific persons: referents.ts; non-person senses: senses.ts).
 */
import type { Token } from '../text/tokenize.js';
import { parseGendered } from '../text/notation.js';
import { MAX_WORD_LENGTH, type Lexicon } from './lexicon.js';
import { analyseDeterminer } from './morphology.js';
import type { PersonNoun } from './types.js';
import { analyseAdjective, participleStem, withoutLastUmlaut } from './adjectives.js';
import { capitalise } from '../text/case.js';
import { analysePersonWord, isCapitalisedWord } from './person-words.js';

/** Prepositions: a copula before one does not make the following noun its predicate. */
export const PREPOSITIONS = new Set(
  'für mit von bei zu aus nach an auf in über unter vor hinter neben zwischen durch gegen ohne um wegen trotz während seit ab bis samt gemäß laut'.split(' '),
);
/** Legal-form markers that end the name of an organisation. */
const ORGANISATION_MARKERS = /^(e\.\s?V\.?|e\.V|eV|GmbH|gGmbH|AG|KG|UG|mbH|Stiftung|Verein|Verband|Genossenschaft)$/;
const CONJUNCTIONS = new Set(['und', 'oder', 'bzw', 'sowie', '&', '/', ',', 'wie', 'als']);

/**
 * "Softwareentwickler (m/w/d)": the job-ad marker says that every gender is addressed, so the noun is
 * not read as a generic masculine.
 */
export function hasGenderMarker(tokens: readonly Token[], i: number): boolean {
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
export function isAdjectivalPair(tokens: readonly Token[], i: number, stem: string): boolean {
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
export function isPairedWithFeminine(tokens: readonly Token[], i: number, noun: PersonNoun, prefix: string, lex: Lexicon): boolean {
  for (const dir of [-1, 1]) {
    let sawConjunction = false;
    for (let k = i + dir, steps = 0; k >= 0 && k < tokens.length && steps < 5; k += dir, steps++) {
      const t = tokens[k]!;
      const lower = t.text.toLowerCase();
      if (CONJUNCTIONS.has(lower) || lower === 'bzw.') {
        sawConjunction = true;
        continue;
      }
      // "bzw." (the dot of the abbreviation) and a parenthesised prefix ("(Mit-)Autorinnen und (Mit-)Autoren")
      // are passed over without counting as a step
      if ((t.text === '.' && tokens[k - 1]?.text === 'bzw') || t.text === '(' || t.text === ')' || (t.text.endsWith('-') && (tokens[k - 1]?.text === '(' || tokens[k + 1]?.text === ')'))) {
        steps--;
        continue;
      }
      if (t.kind !== 'word') break;
      if (!sawConjunction) continue; // determiners and adjectives of our own phrase
      const gendered = parseGendered(t.text);
      if (gendered) {
        // "Lehrer*innen und Lehrer": the same noun in an inclusive form is a deliberate pair; but
        // "die Lehrer und jede*r Mitarbeiter*in" pairs nothing with "Lehrer".
        const feminine = gendered.base + gendered.ending;
        if (looksLikeFeminineOf(feminine, tokens[i]!.text) || analysePersonWord(feminine, lex)?.noun === noun) return true;
        if (!/^\p{Lu}/u.test(gendered.base)) continue; // "jede*r", "der*die": the next noun's determiner
        break;
      }
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


/** A lemma or an inflected form of a dictionary noun, plurals with umlaut included (Beiträge, Anträge, Daten). */
export function isKnownNounForm(w: string, lex: Lexicon, compounds = true): boolean {
  if (w.length > MAX_WORD_LENGTH) return false;
  if (lex.nounGender(w) !== undefined) return true;
  // a compound with a known noun at its end ("Unterrichts|material", "Arbeits|blätter")
  for (let k = 2; compounds && k <= w.length - 4; k++) {
    if (/[a-zäöü]/.test(w.charAt(k)) && isKnownNounForm(capitalise(w.slice(k)), lex, false)) return true;
  }
  for (const ending of ['e', 'en', 'n', 'er', 's', 'es', 'nen']) {
    if (!w.endsWith(ending) || w.length - ending.length < 3) continue;
    const stem = w.slice(0, -ending.length);
    if (lex.nounGender(stem) !== undefined) return true;
    const plain = withoutLastUmlaut(stem);
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

/** Names of organisations and titles: "Verband Deutscher Ingenieure", "Ärzte ohne Grenzen", "Berliner Verwaltung". */
export function isPartOfName(tokens: readonly Token[], i: number, lex: Lexicon): boolean {
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  // a capitalised adjective in mid-sentence before the noun ("Deutscher Ingenieure")
  if (
    prev &&
    isCapitalisedWord(prev) &&
    /(er|e|en)$/.test(prev.text) &&
    !/^(Erst|Zweit|Dritt|Viert|Fünft|Stellvertretend|Geschäftsführend)(e|er|en|em|es)$/.test(prev.text) && // "dem Zweiten Vorsitzenden
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

