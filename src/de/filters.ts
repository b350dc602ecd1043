/**
 * What must not be flagged although it looks like a generic masculine: pair forms, job-ad gender markers,
 * specific persons (titles, names, predicates of a known subject), names of organisations and places.
 */
import type { Token } from '../text/tokenize.js';
import { parseGendered } from '../text/notation.js';
import { MAX_WORD_LENGTH, type Lexicon } from './lexicon.js';
import { analyseDeterminer, type Cell } from './morphology.js';
import { phraseStart, type NounPhrase } from './phrases.js';
import type { PersonNoun } from './types.js';
import { analyseAdjective, isVerb, participleStem, withoutLastUmlaut } from './adjectives.js';
import { capitalise } from '../text/case.js';
import { analysePersonWord, isCapitalisedWord } from './person-words.js';

/** Copulas after which a bare singular noun describes a specific subject ("er ist Lehrer", "Berlin ist Vorreiter"). */
const COPULAS = new Set(['ist', 'war', 'wird', 'wurde', 'bleibt', 'blieb', 'sei', 'wäre', 'gilt', 'galt']);
/** Prepositions: a copula before one does not make the following noun its predicate. */
export const PREPOSITIONS = new Set(
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

/** Name-like: capitalised, not a known noun, not a person noun ("Scholz", "Tobias"). */
export function isNameLike(token: Token | undefined, lex: Lexicon): boolean {
  if (!isCapitalisedWord(token)) return false;
  const w = token!.text;
  if (!/^[A-ZÄÖÜ][a-zäöüß]+$/.test(w)) return false;
  if (isKnownNounForm(w, lex)) return false;
  if (analysePersonWord(w, lex)) return false;
  if (isFunctionWord(w)) return false;
  return true;
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

export function isSpecificPerson(tokens: readonly Token[], i: number, np: NounPhrase, cells: Cell[], lex: Lexicon): boolean {
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
    const before = phraseStart(tokens, np, i) - 1;
    if (tokens[before]?.text === ',' && isNameLike(tokens[before - 1], lex) && before - 1 > 0) return true;
    // the predicate of a specific subject: "er ist Lehrer", "Berlin ist Vorreiter"
    if (!det || POSSESSIVE_OR_INDEFINITE.test(det)) {
      const start = phraseStart(tokens, np, i);
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

