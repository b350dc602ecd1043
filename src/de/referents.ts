/**
 * Who a person noun refers to: a specific person (a named man, the man a pronoun picks up, one person in
 * a narrated event) is not a generic masculine. Each cue returns a short German reason (shown by
 * `check --explain`) or null.
 *
 * The cues look at the sentence and, through `Discourse`, at the other sentences of the paragraph:
 * - titles and names: "Herr Schmidt", "Professor Ebenwald", "Bundeskanzler Olaf Scholz", "Soziologe
 *   Weidner kritisiert", "ein Magier namens Crelanu", "Der Historiker und Autor Jens Kohlmann";
 * - appositions: "sein Trainer, Ralf Beckmann", "Der Landrat des Kreises Lippe, Frank Huber",
 *   "Krusemeyer, ein alter Beamter", "Lucas Preiswerk, Mechaniker in Basel";
 * - predicates and roles of a named or pronoun subject: "Otto Brandl war von Beruf Schreiner", "Perikles
 *   war der führende Politiker", "Martin arbeitete als Kellner", "ernannte ihn zum Geschäftsführer",
 *   "danach wurde er Botschafter", "das ist der neue Diener";
 * - narrated events: a definite or possessive singular in a past-tense sentence ("Der Bürgermeister zuckte
 *   die Achseln", "Als ihn sein Nachbar um Hilfe bat"), and any singular that a masculine pronoun picks
 *   up in a narrative ("Ein Radfahrer stürzte am Montag. Er wurde leicht verletzt.");
 * - the same noun again after a specific mention in the paragraph ("Der Landrat, Frank Huber, ... Der
 *   Landrat sagte ...");
 * - a plural followed by the names of its members ("die drei Koordinatoren: Nate Williams, Rod Grimes
 *   und Jordan Hubbard").
 * Quantified phrases (jeder, kein, alle) and clauses with "wer" stay generic.
 */
import type { Token } from '../text/tokenize.js';
import type { Lexicon } from './lexicon.js';
import { analyseDeterminer, type Cell } from './morphology.js';
import { phraseStart, type NounPhrase } from './phrases.js';
import { analyseAdjective, isVerb } from './adjectives.js';
import { analysePersonWord, isCapitalisedWord } from './person-words.js';
import { isPastTense, isPresentTense, pluralOf } from './verbs.js';
import { givenNameGender } from './names.js';
import { isNameTitle } from './curated.js';
import { isUserName } from './user-lexicon.js';
import { PREPOSITIONS, isKnownNounForm } from './filters.js';

/** What the checker knows about the paragraph around the sentence. */
export interface Discourse {
  /** The tokens of every sentence of the paragraph. */
  sentences: readonly (readonly Token[])[];
  /** Index of the current sentence in `sentences`. */
  index: number;
  /** Masculine lemmas that named a specific person earlier in the paragraph. */
  specificLemmas: Set<string>;
  /** Token index of the last person noun in the current sentence found to be a specific person. */
  lastSpecific?: number;
  /** Index of the first sentence of the paragraph that names a man (-1: none; computed on first use). */
  firstNamedMan?: number;
}

/** Copulas and verbs of becoming: what follows describes the subject. */
const COPULAS = new Set('ist war wird wurde bleibt blieb sei wäre gilt galt ward gewesen geworden worden heißt hieß'.split(' '));
/** With "bin" the predicate describes the speaker; plural copulas and "bist" (the reader: "du bist Moderator") do not single anyone out. */
const COPULA_SINGULAR = new Set([...COPULAS, 'bin']);
/** Forms of address and titles before a name ("Herr Schmidt", "Hrn. Chevalier", "Sir Gerrick"). */
const TITLES = new Set(['Herr', 'Herrn', 'Hr', 'Hrn', 'Frau', 'Fr', 'Dr', 'Doktor', 'Prof', 'Professor', 'Professorin', 'Sir', 'Lord', 'St', 'Sankt']);
/** Adjectives that single out one person in time ("der damalige Leiter", "unser ehemaliger Kollege"). */
const SPECIFIC_ADJECTIVES = new Set(['damalig', 'ehemalig', 'verstorben', 'jetzig', 'derzeitig', 'amtierend', 'scheidend', 'frühere', 'früher', 'neugewählt', 'designiert', 'langjährig']);
/** Pronouns that stand for one particular man (or the speaker, whose role nouns describe himself). */
const MALE_PRONOUNS = new Set(['er', 'ihn', 'ihm', 'Er', 'Ihn', 'Ihm']);
const SELF = new Set(['ich', 'Ich', 'mich', 'mir']);
/** Verbs that give someone a role: "ernannte ihn zum Geschäftsführer", "wurde zum Präsidenten gewählt". */
const ROLE_VERBS = /^(ernann|ernenn|gewählt|wählt|bestell|berief|berufen|befördert|beförder|gekürt|kürte|ausgezeichnet|ernannt|macht|machte|gemacht|krönte|gekrönt|weihte|geweiht|promoviert)/;
/** Determiners of quantified, therefore generic, phrases. */
const QUANTIFIED = /^(jede[rnms]?|kein(e[rnms]?)?|alle[rnms]?|sämtliche[rnm]?|manche[rnms]?|jegliche[rnms]?|irgendein(e[rnms]?)?)$/i;

function isWord(t: Token | undefined, re: RegExp): boolean {
  return t !== undefined && t.kind === 'word' && re.test(t.text);
}

/**
 * A capitalised word that can be a surname or a name: a known given name, or a word the dictionary does
 * not know as a noun form (compounds count as names here: "Ebenwald", "Hassenreuter") and that is no
 * person noun, function word, adjective or verb.
 */
export function isNameWord(t: Token | undefined, lex: Lexicon, lenient = false): boolean {
  if (!t || t.kind !== 'word') return false;
  const w = t.text;
  if (!/^\p{Lu}[\p{Ll}'’-]*\p{Ll}$/u.test(w) || w.length < 2) return false;
  if (isUserName(lex, w)) return true;
  // the same words are asked about again and again (every finding looks at its neighbours)
  const key = lenient ? '+' + w : w;
  let nameWordCache = nameWordCaches.get(lex);
  if (!nameWordCache) nameWordCaches.set(lex, (nameWordCache = new Map()));
  let known = nameWordCache.get(key);
  if (known === undefined) {
    known = nameWordUncached(w, lex, lenient);
    if (nameWordCache.size > 20_000) nameWordCache.clear();
    nameWordCache.set(key, known);
  }
  return known;
}
/** Per lexicon: a user lexicon's nouns are no names. */
const nameWordCaches = new WeakMap<Lexicon, Map<string, boolean>>();

function nameWordUncached(w: string, lex: Lexicon, lenient: boolean): boolean {
  const given = givenNameGender(w);
  if (given !== undefined && !isKnownNounForm(w, lex, false)) return true;
  if (isKnownNounForm(w, lex, false) || NOUN_SUFFIX.test(w)) return false;
  if (analysePersonWord(w, lex)) return false;
  const lower = w.toLowerCase();
  if (analyseDeterminer(lower).length > 0 || PREPOSITIONS.has(lower) || analyseAdjective(lower) !== undefined || isVerb(lower)) return false;
  if (FUNCTION_WORDS.has(lower)) return false;
  // a compound of dictionary nouns is a name only where a name is expected (after a title: "Professor Ebenwald")
  return lenient || !isKnownNounForm(w, lex, true);
}
/** Derivational suffixes of common nouns: "Zusammenführung", "Sicherheit", "Organisation" are never names. */
const NOUN_SUFFIX = /(ung|ungen|heit|heiten|keit|keiten|schaft|schaften|tion|tionen|ität|itäten|ismus|ment|ments|nis|nisse|tum|chen|lein|ling|ei|eien|ur|uren|ik)$/;
const FUNCTION_WORDS = new Set(
  'ich du er sie es wir ihr man wer was wo wie wann warum hier dort da heute morgen gestern auch nur noch schon sehr im am zum zur vom beim ins ans aufs und oder aber denn doch als ob dass wenn weil so dann danach später zuvor bitte nun jetzt immer nie oft'.split(' '),
);

/** A given name the names resource knows (male or unisex, or any with `anyGender`), not a common noun. */
function isGivenName(t: Token | undefined, lex: Lexicon, anyGender = false): boolean {
  if (!t || t.kind !== 'word' || !/^\p{Lu}/u.test(t.text)) return false;
  const g = givenNameGender(t.text);
  if (g === undefined || (g === 'f' && !anyGender)) return false;
  return !isKnownNounForm(t.text, lex, false);
}

/** A name right at `k`: a given name, or a title + name, or two name words ("Frank Huber"). */
function nameAt(tokens: readonly Token[], k: number, lex: Lexicon): boolean {
  const t = tokens[k];
  if (!t) return false;
  if (TITLES.has(t.text)) return true;
  if (isGivenName(t, lex)) return true;
  return isNameWord(t, lex) && isNameWord(tokens[k + 1], lex);
}

/** Skips a genitive or prepositional attribute after a noun ("des Kreises Lippe", "von PyGtk", "der Nordallianz"). */
function afterAttributes(tokens: readonly Token[], k: number, lex: Lexicon): number {
  let j = k;
  for (let steps = 0; steps < 3; steps++) {
    const t = tokens[j];
    if (!t || t.kind !== 'word') break;
    const lower = t.text.toLowerCase();
    if (!/^(des|der|von|vom|aus|in|im|bei|beim|zu|zur|zum|für)$/.test(lower)) break;
    let m = j + 1;
    while (tokens[m] && tokens[m]!.kind === 'word' && (analyseDeterminer(tokens[m]!.text).length > 0 || analyseAdjective(tokens[m]!.text) !== undefined)) m++;
    if (!isCapitalisedWord(tokens[m])) break;
    m++;
    while (isNameWord(tokens[m], lex) || tokens[m]?.kind === 'number') m++; // "des Kreises Lippe", "Heinrich II"
    j = m;
  }
  return j;
}

/** Why the singular noun at `i` names one specific person, or null. */
export function specificPersonCue(tokens: readonly Token[], i: number, np: NounPhrase, cells: readonly Cell[], lex: Lexicon, discourse?: Discourse): string | null {
  const det = np.determiner?.token.text.toLowerCase();
  if (det && QUANTIFIED.test(det)) return null;
  // "einen meiner Berater", "einer der Gründer": the phrase starts at the pronoun (jeder/keiner der ...: generic)
  const partitive = tokens[phraseStart(tokens, np, i) - 1];
  if (det && /^(meiner|deiner|seiner|ihrer|unserer|eurer|der|dieser)$/.test(det) && partitive && /^(jede[rnm]?|kein(e[rnm]?)?)$/i.test(partitive.text)) return null;
  if (det && /^(meiner|deiner|seiner|ihrer|unserer|eurer|der|dieser)$/.test(det) && partitive && /^(einen|einer|einem|eines|eine)$/i.test(partitive.text)) {
    const before = tokens[phraseStart(tokens, np, i) - 2];
    if (before?.text === ',' && appositionOfName(tokens, phraseStart(tokens, np, i) - 3, lex)) return `Apposition zu einem Namen: ${tokens[phraseStart(tokens, np, i) - 3]!.text}`;
  }
  // coordinated with a specific mention: "Ich bin ein Soldat …, Botschafter … und der neue Kommandant"
  const conj = tokens[phraseStart(tokens, np, i) - 1];
  if (discourse?.lastSpecific !== undefined && conj && /^(und|sowie|,)$/.test(conj.text) && discourse.lastSpecific >= phraseStart(tokens, np, i) - 10 && discourse.lastSpecific < i)
    return 'in einer Reihe mit einer bestimmten Person';
  // a second bare apposition: "Hamel, Fürst von Knalga und Marschall der Nordallianz"
  if (!np.determiner && conj && /^(und|sowie)$/.test(conj.text)) {
    for (let k = phraseStart(tokens, np, i) - 2; k >= Math.max(1, i - 10); k--) {
      const t = tokens[k]!;
      if (/^[.!?;:]$/.test(t.text)) break;
      if (t.text === ',' && isCapitalisedWord(tokens[k + 1]) && appositionOfName(tokens, k - 1, lex)) return `Apposition zu einem Namen: ${tokens[k - 1]!.text}`;
    }
  }
  const singular = cells.some((c) => c.number === 'sg');
  // the most likely reading (cells come ordered by likelihood) is a singular
  const likelySingular = cells[0]?.number === 'sg';
  const start = phraseStart(tokens, np, i);
  const prev = tokens[start - 1];

  // a title or a name right before the noun: "Herr Kollege", "Herrn Dr. Fischer", "Peter Fischer"
  for (let k = i - 1; k >= Math.max(0, i - 4); k--) {
    const t = tokens[k]!.text;
    if (TITLES.has(t)) return `Anrede oder Titel davor: ${t}`;
    if (t !== '.' && t !== 'Dr' && t !== 'Prof' && t !== 'med') break;
  }
  // a surname that is also a person noun: "Laut Anna Richter", "Peter Fischer"
  if (np.adjectives.length === 0 && !np.determiner && isGivenName(tokens[i - 1], lex, true)) return `Vorname davor: ${tokens[i - 1]!.text}`;
  if (np.adjectives.length === 0 && !np.determiner && isNameWord(tokens[i - 1], lex) && isGivenName(tokens[i - 2], lex, true))
    return `Name davor: ${tokens[i - 2]!.text} ${tokens[i - 1]!.text}`;

  if (singular) {
    // a name right after the noun, maybe after its coordinated titles: "Bundeskanzler Olaf Scholz",
    // "Professor Ebenwald kommt", "Der Historiker und Autor Jens Kohlmann", "Rimbert dem Bergmann"
    let k = i + 1;
    while (tokens[k]?.text === 'und' && isCapitalisedWord(tokens[k + 1]) && analysePersonWord(tokens[k + 1]!.text, lex)) k += 2;
    const after = tokens[k];
    if (after && nameAt(tokens, k, lex)) return `Name danach: ${after.text}`;
    const title = isNameTitle(referentKey(tokens[i]!.text, lex));
    if (after && isNameWord(after, lex, title) && !after.text.endsWith('s') && surnameFollows(tokens, k)) return `Name danach: ${after.text}`;
    // an office before a surname that is also a word: "der Doktor Mauer sein Freund", "Pfarrer Koch sagte"
    if (after && k === i + 1 && title && isCapitalisedWord(after) && surnameFollows(tokens, k) && !isPluralForm(after.text, lex))
      return `Titel vor einem Namen: ${after.text}`;
    if (after?.text === 'namens' || after?.text === 'genannt') return `„${after.text}“ mit Namen`;
    // an apposition after the noun and its attributes: "sein Trainer, Ralf Beckmann", "Der Landrat des Kreises Lippe, Frank Huber"
    const end = afterAttributes(tokens, i + 1, lex);
    if (tokens[end]?.text === ',' && (nameAt(tokens, end + 1, lex) || (isNameWord(tokens[end + 1], lex) && isNameWord(tokens[end + 2], lex))))
      return `Apposition mit Namen: ${tokens[end + 1]!.text}`;
    // an apposition before the phrase: "Krusemeyer, ein alter Beamter", "Ich bin Reebaud, der Häuptling", "Hamel, Fürst von Knalga"
    if (prev?.text === ',' && appositionOfName(tokens, start - 2, lex)) return `Apposition zu einem Namen: ${tokens[start - 2]!.text}`;
    // "Rimbert dem Bergmann", "Rimbert der Einzelgänger": a name with a definite epithet
    if (np.determiner && det && /^(der|dem|den|des)$/.test(det) && isNameWord(prev, lex) && start - 1 > 0 && !/[.!?:]/.test(tokens[start - 2]?.text ?? ''))
      return `Beiname nach einem Namen: ${prev!.text}`;
    // "der damalige Leiter", "unser ehemaliger Kollege" (but "einen früheren Inhaber" is any one of them)
    // a bare apposition to the phrase before: "einen jungen Zwerg, Kommandant des Außenpostens"
    if (!np.determiner && np.adjectives.length === 0 && prev?.text === ',' && isCapitalisedWord(tokens[start - 2]) && /^(des|der|von|vom)$/.test(tokens[i + 1]?.text ?? ''))
      return 'Apposition: Rolle einer genannten Person';
    if (det && np.determiner?.analyses[0]?.stem !== 'ein' && np.adjectives.some((a) => SPECIFIC_ADJECTIVES.has(a.stem))) return 'eine bestimmte Person (damalig, ehemalig …)';
    // identified by the predicate: "Ihr Ansprechpartner ist Herr Schmidt", "Der neue Projektleiter von X ist Dieter Gattwinkel"
    for (let k = i + 1; k < Math.min(tokens.length - 1, i + 8); k++) {
      const t = tokens[k]!;
      if (t.kind === 'punct' && t.text !== '-') break;
      if (COPULAS.has(t.text)) {
        if (nameAt(tokens, k + 1, lex) || (isNameWord(tokens[k + 1], lex) && surnameFollows(tokens, k + 1))) return `mit Namen genannt: ${tokens[k + 1]!.text}`;
        break;
      }
    }
    const predicate = predicateCue(tokens, i, np, lex);
    if (predicate) return predicate;
    const role = roleCue(tokens, i, np, lex);
    if (role) return role;
    if (discourse && likelySingular) {
      const narrated = narrativeCue(tokens, i, np, discourse, lex);
      if (narrated) return narrated;
    }
  } else {
    // a plural followed by its members' names: "die drei Koordinatoren: Nate Williams, Rod Grimes und Jordan Hubbard"
    let k = afterAttributes(tokens, i + 1, lex);
    for (let j = k; j < Math.min(tokens.length, i + 12); j++) {
      if (tokens[j]!.text === ':') {
        k = j + 1;
        break;
      }
      if (/^[.!?;]$/.test(tokens[j]!.text)) break;
    }
    if (tokens[k]?.text === ',') k++;
    if (nameAt(tokens, k, lex) && tokens.slice(k).some((t) => t.text === 'und') && countNames(tokens, k, lex) >= 2) return 'Namen der Gemeinten folgen';
  }
  return null;
}

/** A plural form of a dictionary noun ("Beiträge", "Daten"): an object, not a surname. */
function isPluralForm(w: string, lex: Lexicon): boolean {
  return lex.nounGender(w) === undefined && isKnownNounForm(w, lex, false);
}

/** A surname after a title noun is followed by a verb, punctuation or the end, not by another noun. */
function surnameFollows(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k + 1];
  if (!t) return true;
  if (t.kind === 'punct') return true;
  return /^[a-zäöüß]/.test(t.text);
}

function countNames(tokens: readonly Token[], k: number, lex: Lexicon): number {
  let n = 0;
  for (let j = k; j < tokens.length && j < k + 16; j++) if (isGivenName(tokens[j], lex)) n++;
  return n;
}

/** The token at k (before a comma) ends a name: "Krusemeyer", "Dubslav von Stechlin", "Lucas Preiswerk". */
function appositionOfName(tokens: readonly Token[], k: number, lex: Lexicon): boolean {
  const t = tokens[k];
  if (!t) return false;
  if (isGivenName(t, lex) || isNameWord(t, lex)) return true;
  // a surname that is also made of dictionary words, after a given name or a title: "Lucas Preiswerk"
  const before = tokens[k - 1];
  return isNameWord(t, lex, true) && before !== undefined && (isGivenName(before, lex) || TITLES.has(before.text));
}

/**
 * The noun describes the subject: "Otto Brandl war von Beruf Schreiner", "Perikles war der führende
 * athenische Politiker", "danach wurde er Botschafter", "das ist der neue Diener", "Ich bin ein Soldat",
 * "wie der Doktor Mauer sein guter Freund ist".
 */
function predicateCue(tokens: readonly Token[], i: number, np: NounPhrase, lex: Lexicon): string | null {
  const start = phraseStart(tokens, np, i);
  const det = np.determiner?.token.text.toLowerCase();
  // "von Beruf Schreiner"
  if (!det && tokens[start - 1]?.text === 'Beruf' && tokens[start - 2]?.text === 'von') return '„von Beruf“: Beruf einer bestimmten Person';
  // the copula before the phrase, maybe after adverbs: "Hamburg ist nach wie vor Spitzenreiter"
  let copula = -1;
  for (let k = start - 1; k >= Math.max(0, start - 5); k--) {
    const t = tokens[k]!;
    if (COPULA_SINGULAR.has(t.text.toLowerCase())) {
      copula = k;
      break;
    }
    if (TITLES.has(t.text) || isGivenName(t, lex) || (isNameWord(t, lex) && TITLES.has(tokens[k - 1]?.text ?? ''))) continue; // "ist Sir Gerrick ein …"
    if (t.kind !== 'word' || !/^[a-zäöüß.]+$/.test(t.text) || analyseDeterminer(t.text).length > 0) break;
    if (PREPOSITIONS.has(t.text) || /^(und|oder|ob|dass|wenn|weil|aber|wie|als|da)$/.test(t.text)) break;
  }
  if (copula >= 0) {
    const subject = subjectOf(tokens, copula, lex);
    // without a determiner or with ein/sein/mein the noun is a predicate of any singular subject ("er ist Lehrer")
    if (subject) return `Prädikat zu ${subject}`;
    if ((!det || /^(ein|mein|dein|sein|ihr|unser|euer)$/.test(det)) && !isWord(tokens[copula - 1], /^(wer|Wer|man)$/)) {
      const s = tokens[copula + 1];
      // "ist ein Vorreiter" after a singular subject; "es gibt" and impersonal "es ist" keep it generic
      if (s && !/^(es|Es)$/.test(tokens[copula - 1]?.text ?? '')) return 'Prädikat eines bestimmten Subjekts';
    }
  }
  // right after a name: "Herr Natter sein Bankier", "der Oberleutnant Stanzides ... sein Sekundant"
  if (det && /^(sein|seine[mnrs]?)$/.test(det)) {
    for (let k = start - 1; k >= Math.max(0, start - 5); k--) {
      const t = tokens[k]!;
      if (TITLES.has(t.text) || isGivenName(t, lex) || isNameWord(t, lex)) return `Apposition zu einem Namen: ${t.text}`;
      if (isCapitalisedWord(t) && TITLES.has(tokens[k - 1]?.text ?? '')) return `Apposition zu einem Namen: ${tokens[k - 1]!.text} ${t.text}`;
      const ellipsis = t.text === '…' || (t.text === '.' && (tokens[k - 1]?.text === '.' || tokens[k + 1]?.text === '.'));
      if (t.kind !== 'punct' || (/^[.!?]$/.test(t.text) && !ellipsis)) break;
    }
  }
  // verb-final: "wie der Doktor Mauer sein guter Freund ist", "daß Korsakow sein Klavierspieler gewesen ist"
  if (det && /^(sein|seine[mnrs]?)$/.test(det)) {
    for (let k = i + 1; k < Math.min(tokens.length, i + 4); k++) {
      if (COPULA_SINGULAR.has(tokens[k]!.text)) {
        for (let j = start - 1; j >= Math.max(0, start - 6); j--) if (isNameWord(tokens[j], lex) || TITLES.has(tokens[j]!.text)) return 'Prädikat zu einem Namen';
      }
      if (tokens[k]!.kind === 'punct') break;
    }
  }
  return null;
}

/** The specific subject of a copula: a name or a male pronoun before it, or after it in a question/inversion. */
function subjectOf(tokens: readonly Token[], copula: number, lex: Lexicon): string | null {
  for (const k of [copula - 1, copula - 2, copula + 1]) {
    const t = tokens[k];
    if (!t) continue;
    if (MALE_PRONOUNS.has(t.text) || SELF.has(t.text)) return t.text;
    if (/^(das|Das|dies|Dies|dieser|Dieser)$/.test(t.text) && k === copula - 1) return t.text; // "das ist der neue Diener"
  }
  // a name before the copula: "Perikles war", "Kalitath, Sohn des Kun, ist", "Sir Gerrick ein starker Krieger"
  for (let k = copula - 1; k >= Math.max(0, copula - 8); k--) {
    const t = tokens[k]!;
    if (t.kind === 'punct' && t.text !== ',') break;
    if (TITLES.has(t.text) || isGivenName(t, lex)) return t.text;
    if (isNameWord(t, lex) && (k === 0 || tokens[k - 1]?.text === ',' || isNameWord(tokens[k - 1], lex))) return t.text;
  }
  for (let k = copula + 1; k < Math.min(tokens.length, copula + 4); k++) {
    const t = tokens[k]!;
    if (TITLES.has(t.text) || isGivenName(t, lex)) return t.text;
  }
  return null;
}

/**
 * A role of a specific person: "Martin arbeitete als Kellner", "Als Hauptmann ist Sir Gerrick …",
 * "ernannte ihn zum Geschäftsführer", "als er zum Ehrenpräsidenten gewählt wurde".
 */
function roleCue(tokens: readonly Token[], i: number, np: NounPhrase, lex: Lexicon): string | null {
  const start = phraseStart(tokens, np, i);
  const opener = tokens[start - 1]?.text.toLowerCase();
  const zum = np.determiner?.contraction !== undefined && /^(zum|zur)$/i.test(np.determiner.token.text);
  if (opener !== 'als' && !zum) return null;
  if (opener === 'als' && np.determiner) return null;
  // the clause around: up to the next comma or end on both sides
  let from = start - 1;
  while (from > 0 && !/^[,;.!?:]$/.test(tokens[from - 1]!.text)) from--;
  let to = i + 1;
  while (to < tokens.length && !/^[,;.!?:]$/.test(tokens[to]!.text)) to++;
  const clause = tokens.slice(from, to);
  if (clause.some((t) => /^(wer|Wer|jeder|Jeder|jede|alle|Alle)$/.test(t.text))) return null;
  if (zum && !clause.some((t) => ROLE_VERBS.test(t.text.toLowerCase()))) return null;
  for (const t of clause) {
    if (MALE_PRONOUNS.has(t.text) || SELF.has(t.text)) return `Rolle von „${t.text}“`;
    if (TITLES.has(t.text) || isGivenName(t, lex)) return `Rolle von ${t.text}`;
  }
  // "Martin arbeitete zwei Jahre als Kellner": the clause opens with a name
  const first = clause[0];
  if (first && isNameWord(first, lex) && tokens[from + 1] && isVerb(tokens[from + 1]!.text.toLowerCase())) return `Rolle von ${first.text}`;
  return null;
}

/**
 * A narrated event: a definite, possessive or demonstrative singular in a sentence told in the past
 * ("Der Bürgermeister zuckte die Achseln", "Als ihn sein Nachbar um Hilfe bat"), or any singular that a
 * masculine pronoun picks up in a narrative ("Ein Radfahrer stürzte am Montag … Er wurde leicht verletzt").
 * The same noun again after a specific mention in the paragraph is that person too.
 */
function narrativeCue(tokens: readonly Token[], i: number, np: NounPhrase, discourse: Discourse, lex: Lexicon): string | null {
  const word = tokens[i]!.text;
  if (isGenericSentence(tokens)) return null;
  if (discourse.specificLemmas.size > 0 && discourse.specificLemmas.has(referentKey(word, lex))) return 'schon als bestimmte Person genannt';
  if (!isNarrated(tokens, i, np)) return null;
  // a masculine pronoun picks the person up, later in the sentence or in the next one, or a named man is
  // in the story: "Ein Radfahrer stürzte am Montag … Er wurde leicht verletzt."
  const later = [tokens.slice(i + 1), discourse.sentences[discourse.index + 1] ?? []];
  if (later.some((ts) => ts.some((t, k) => MALE_PRONOUNS.has(t.text) || (/^sein(e[mnrs]?)?$/.test(t.text) && (t.text !== 'sein' || isCapitalisedWord(ts[k + 1]))))))
    return 'von „er“ aufgegriffen in einer erzählten Begebenheit';
  if (isDefinite(np) && namedManInParagraph(discourse, lex)) return 'bestimmte Person in einer Erzählung über benannte Personen';
  // storytelling: several past-tense verbs or a pluperfect around a definite singular ("Der Bürgermeister
  // zuckte die Achseln und blickte ...", "Der Geistliche hatte eine Bemerkung gemacht")
  if (isDefinite(np) && pastVerbs(tokens, i) >= 2) return 'bestimmte Person in einer erzählten Begebenheit';
  return null;
}

/** Past-tense finite verbs in the clauses around the noun; a pluperfect "hatte" counts twice. */
function pastVerbs(tokens: readonly Token[], i: number): number {
  let n = 0;
  for (const c of clausesAround(tokens, i)) n += c.past;
  return n;
}

/**
 * A singular told in the past with a definite, possessive or demonstrative determiner ("Das Paket wurde dem
 * Nachbarn übergeben", "Der Bürgermeister zuckte die Achseln"): one particular person, but nothing says who;
 * the finding stays, with a low confidence (its rewrite is not applied without asking).
 */
export function isNarratedDefinite(tokens: readonly Token[], i: number, np: NounPhrase): boolean {
  return isDefinite(np) && isNarrated(tokens, i, np);
}

function isDefinite(np: NounPhrase): boolean {
  const det = np.determiner?.token.text.toLowerCase();
  if (det === undefined) return false;
  if (/^Ihr/.test(np.determiner!.token.text) && np.determiner!.index > 0) return false; // "bei Ihrem Arzt": the reader's
  return (
    /^(der|den|dem|des|dieser|diesem|diesen|dieses|jener|jenem|jenen|jenes)$/.test(det) ||
    /^(sein|ihr|mein|dein|unser|euer)(e[mnrs]?)?$/.test(det) ||
    np.determiner!.contraction !== undefined
  );
}

/**
 * Told in the past: a past-tense finite verb and no present-tense one in the clauses around the noun (a
 * generic rule in the present may mention a past action: "Dateien, die von diesem Benutzer hochgeladen
 * wurden, gibt es zurück"; subordinate clauses that do not hold the noun are left out: "der Bürgermeister
 * blickte ihn mit jener Ironie an, welche die Waffe der Erfahrenen ist").
 */
function isNarrated(tokens: readonly Token[], i: number, np: NounPhrase): boolean {
  if (np.determiner && QUANTIFIED.test(np.determiner.token.text)) return false;
  const clauses = clausesAround(tokens, i);
  return clauses.every((c) => !c.present) && clauses.some((c) => c.past > 0);
}

/** A man named in the paragraph up to this sentence (a male given name, Herr, Hrn.). */
function namedManInParagraph(discourse: Discourse, lex: Lexicon): boolean {
  // the first sentence that names a man, found once per paragraph
  if (discourse.firstNamedMan === undefined) {
    discourse.firstNamedMan = discourse.sentences.findIndex((tokens) =>
      tokens.some((t) => t.kind === 'word' && /^\p{Lu}/u.test(t.text) && (MALE_TITLES.has(t.text) || (givenNameGender(t.text) === 'm' && !isKnownNounForm(t.text, lex, false)))),
    );
  }
  return discourse.firstNamedMan >= 0 && discourse.firstNamedMan <= discourse.index;
}
const MALE_TITLES = new Set(['Herr', 'Herrn', 'Hr', 'Hrn', 'Sir', 'Lord']);

const SUBJECT_PRONOUNS = /^(ich|du|er|sie|es|wir|ihr|man)$/i;

/** A past-looking word used as an attribute before a noun ("den von uns finanzierten Projektleiter"). */
function isAttributive(tokens: readonly Token[], k: number): boolean {
  const prev = tokens[k - 1];
  return isCapitalisedWord(tokens[k + 1]) && prev !== undefined && /^[a-zäöüß]/.test(prev.text) && !SUBJECT_PRONOUNS.test(prev.text);
}

const SUBORDINATORS = /^(der|die|das|dem|den|deren|dessen|denen|welche[rnms]?|dass|daß|wenn|weil|ob|obwohl|nachdem|während|damit|sodass|falls|sofern|wer|was|wo|wie)$/;

/** A clause of a sentence with its tense marks: present-tense verbs, and past-tense ones (a pluperfect "hatte" counts twice). */
interface Clause {
  from: number;
  to: number;
  subordinate: boolean;
  present: boolean;
  past: number;
}

// Facts about the sentence being checked, computed once for it (every finding in it asks). Sentences are
// checked one after the other, so the last sentence is remembered (a WeakMap keyed by every sentence's
// tokens would cost the garbage collector more than the facts cost to compute).
let genericOf: { tokens: readonly Token[]; generic: boolean } | undefined;
let clausesOfLast: { tokens: readonly Token[]; clauses: Clause[] } | undefined;

/** A sentence about anyone: "wer …", "jeder …", "man …". */
function isGenericSentence(tokens: readonly Token[]): boolean {
  if (genericOf?.tokens !== tokens) genericOf = { tokens, generic: tokens.some((t) => /^(wer|Wer|jeder|Jeder|jedem|jeden|man)$/.test(t.text)) };
  return genericOf.generic;
}

/** The clauses of a sentence. */
function clausesOf(tokens: readonly Token[]): Clause[] {
  if (clausesOfLast?.tokens === tokens) return clausesOfLast.clauses;
  const clauses: Clause[] = [];
  let from = 0;
  for (let k = 0; k <= tokens.length; k++) {
    if (k < tokens.length && !/^[,;:–—]$/.test(tokens[k]!.text)) continue;
    const first = tokens[from]?.text ?? '';
    const second = tokens[from + 1]?.text ?? '';
    const subordinate = from > 0 && (SUBORDINATORS.test(first) || (PREPOSITIONS.has(first) && SUBORDINATORS.test(second)));
    let present = false;
    let past = 0;
    for (let j = from; j < k; j++) {
      const t = tokens[j]!;
      if (t.kind !== 'word' || (j > 0 && !/^[a-zäöüß]/.test(t.text))) continue; // finite verbs are lowercase but at the start
      if (isPresentTense(t.text)) present = true;
      else if (isPastTense(t.text) && !isAttributive(tokens, j)) past += /^hatten?$/.test(t.text) ? 2 : 1;
    }
    clauses.push({ from, to: k, subordinate, present, past });
    from = k + 1;
  }
  clausesOfLast = { tokens, clauses };
  return clauses;
}

/**
 * The clauses that decide the tense around the noun at i: the main clauses of the sentence and the clause
 * that holds the noun; subordinate clauses (after a comma, opened by a relative pronoun or a subordinator,
 * maybe after a preposition) that do not hold the noun are left out.
 */
function clausesAround(tokens: readonly Token[], i: number): Clause[] {
  return clausesOf(tokens).filter((c) => !c.subordinate || (c.from <= i && i < c.to));
}

/** The key under which a specific mention is remembered: the masculine lemma ("Landrats" -> "Landrat"). */
export function referentKey(word: string, lex: Lexicon): string {
  const hyphen = word.lastIndexOf('-');
  const w = hyphen > 0 ? word.slice(hyphen + 1) : word;
  return analysePersonWord(w, lex)?.noun.masc ?? lex.analyseAdjectival(w)?.person.stem ?? w;
}

/** A finite verb form that shows a singular subject ("rettet", "kommt"): headlines keep a bare noun singular. */
export function isSingularVerb(word: string | undefined): boolean {
  return word !== undefined && pluralOf(word.toLowerCase()) !== undefined;
}
