/**
 * The gender rewriter: given an English source and its translation, rewrite the words that mark
 * the gender of the persons the source leaves ambiguous. Pipeline (after GATE's paper, without a
 * neural model): who is ambiguous (src/rewrite/english.ts), candidate words from the lexicons
 * (src/rewrite/persons.ts), choice by agreement and confidence (here): when unsure, null.
 */
import { french } from '../fr/morphology.js';
import { spanish } from '../es/morphology.js';
import { placeLoose } from './assign.js';
import { personCognates, sourceGenders } from './english.js';
import { italian } from './italian.js';
import type { GrammaticalNumber, Language } from './language.js';
import { analyse, AS, beforePredicate, mergePronouns, type Analysis, type Person, type PersonCognate } from './persons.js';
import { matchCase } from './tokens.js';
import type { Gender, RewriteChange, RewriteInput, RewriteLang, RewriteResult } from './types.js';

const LANGUAGES: Record<RewriteLang, Language> = { es: spanish, fr: french, it: italian };

/** Results below this confidence are returned as null. */
export const CONFIDENCE_THRESHOLD = 0.5;

const CONFIDENCE: Record<Person['strength'], number> = { strong: 0.9, epicene: 0.8, pronoun: 0.8, speaker: 0.7, weak: 0.6 };

export function languageOf(lang: RewriteLang): Language {
  const language = LANGUAGES[lang];
  if (!language) throw new RangeError(`unsupported language "${lang}" (es, fr, it)`);
  return language;
}

/**
 * Whether any word of the translation is marked for the gender (a determiner, a gender-variable word,
 * a pronoun, or an unknown word with an adjective ending of that gender). A translation with none
 * reads the same for both genders (les adultes souffrent): it is its own rewrite.
 */
export function marksGender(analysis: Analysis, language: Language, gender: Gender): boolean {
  // Italian nouns, verbs and adjectives share the -o/-a endings: an unknown word may be marked.
  if (!UNKNOWN_ENDINGS[language.lang]) return true;
  return analysis.tokens.some((t) => t.word && [t.lower, ...t.lower.split('-')].some((w) =>
    language.determiner(w)?.gender === gender || language.variant(w)?.gender === gender ||
    language.pronoun(w)?.gender === gender || unknownGender(language, w) === gender));
}

const SINGULAR_PRONOUN_KEYS = new Set(['pron:il', 'pron:lui', 'pron:él', 'pron:egli', 'pron:esso']);

export interface Ambiguity {
  analysis: Analysis;
  /** Persons whose gender the source leaves open and the translation marks. */
  persons: Person[];
  /** Persons the translation does not mark (l'artiste): the translation stands for both genders. */
  unmarked: boolean;
  /** One of those looks like a person by more than a gender pair. */
  unmarkedStrong: boolean;
  /** Those persons (gender null), in text order. */
  unmarkedPersons: Person[];
  /** A gendered pronoun may refer to one of `persons`: we cannot tell which are ambiguous. */
  blocked: Set<Gender>;
  /** Cognates of the source's English person nouns. */
  cognate: PersonCognate;
}

function ambiguity(source: string, translation: string, language: Language): Ambiguity {
  const cognate = personCognates(source);
  const analysis = analyse(translation, language, cognate);
  const src = sourceGenders(source, language.lang);
  const fixed = (p: Person): boolean => src.fixed.has(p.key) || p.mentions.some((m) => m.tokens.some((t) => src.fixed.has(analysis.tokens[t]!.lower.replace(/s$/, ''))));
  const persons: Person[] = [];
  let unmarked = false;
  let unmarkedStrong = false;
  const unmarkedPersons: Person[] = [];
  const fixedGenders = new Set<Gender>();
  for (const p of analysis.persons) {
    // A singular third-person pronoun alone (il, él, lui) translates "it" or a person the source
    // names with he/she; English has no gender-ambiguous singular pronoun to rewrite.
    if (SINGULAR_PRONOUN_KEYS.has(p.key)) continue;
    if (fixed(p)) {
      if (p.gender) fixedGenders.add(p.gender);
      continue;
    }
    if (p.gender === null) {
      unmarked = true;
      unmarkedStrong ||= p.strength !== 'weak';
      unmarkedPersons.push(p);
    } else persons.push(p);
  }
  // A gendered pronoun refers to a fixed person (his brother) or to one of ours (his interlocutor: the
  // thief is male). Without coreference resolution, only the first case is safe.
  const blocked = new Set<Gender>([...src.pronouns].filter((g) => !fixedGenders.has(g)));
  return { analysis, persons, unmarked, unmarkedStrong, unmarkedPersons, blocked, cognate };
}

/** The translation with the given persons' gender-marked words turned into the other gender. */
export function flip(analysis: Analysis, language: Language, persons: readonly Person[]): { text: string; changes: RewriteChange[] } | null {
  const { tokens } = analysis;
  const words = tokens.map((t) => t.text);
  const changed = new Set<number>();
  for (const p of persons) {
    for (const i of p.marked) {
      if (changed.has(i)) continue;
      const other = otherForm(language, tokens[i]!.lower, analysis.plural.has(i));
      // A marked word without a form in the other gender would stay in the old one.
      if (other === undefined) return null;
      words[i] = matchCase(tokens[i]!.text, other);
      changed.add(i);
    }
  }
  // Forms that depend on the next word (l'/le, cet/ce, buen/bueno), then contractions (de + el → del).
  for (const i of [...changed]) {
    const next = tokens[i + 1]?.word ? words[i + 1] : undefined;
    words[i] = matchCase(words[i]!, language.adjust(words[i]!, next));
  }
  const edits: { start: number; end: number; to: string }[] = [];
  for (const i of [...changed].sort((a, b) => a - b)) {
    const t = tokens[i]!;
    let start = t.start;
    let end = t.end;
    let to = words[i]!;
    const prev = tokens[i - 1];
    const contracted = prev && prev.end < t.start ? language.contract(prev.lower, to.toLowerCase()) : undefined;
    if (prev && contracted) {
      start = prev.start;
      to = matchCase(prev.text, contracted);
    }
    // An elided form is written against the next word: "la amie" → "l'amie".
    if (/['’]$/.test(to) && !/['’]$/.test(t.text) && tokens[i + 1]) end = tokens[i + 1]!.start;
    if (!/['’]$/.test(to) && /['’]$/.test(t.text)) to += ' ';
    const from = analysisText(analysis, start, end);
    if (from !== to) edits.push({ start, end, to });
  }
  let text = '';
  let at = 0;
  const changes: RewriteChange[] = [];
  const source = sourceText(analysis);
  for (const e of edits) {
    text += source.slice(at, e.start) + e.to;
    changes.push({ start: e.start, end: e.end, from: source.slice(e.start, e.end), to: e.to });
    at = e.end;
  }
  return { text: text + source.slice(at), changes };
}

/**
 * A copula followed (past negation, adverbs and clitics) by a word of the person's gender that is not
 * rewritten: a predicate (es un enfermo, sea un criminal) whose agreement with the person we could not
 * establish. Rewriting the subject alone would leave the sentence half in the old gender.
 */
/**
 * The gender a word the lexicon does not know shows by its ending (Spanish inquieto, -a, -os, -as),
 * where endings are reliable enough; undefined otherwise.
 */
function unknownGender(language: Language, lower: string, afterCopula = false): Gender | undefined {
  const endings = afterCopula && language.lang === 'it' ? ITALIAN_PREDICATE_ENDINGS : UNKNOWN_ENDINGS[language.lang];
  if (!endings || language.variant(lower) || language.determiner(lower) || language.epicenePerson(lower) || language.invariable(lower)) return undefined;
  if (language.copula(lower) !== undefined || language.skippable(lower) || language.fixedPhrase([{ text: lower, lower, start: 0, end: 0, word: true }], 0)) return undefined;
  return endings.m.test(lower) ? 'm' : endings.f.test(lower) ? 'f' : undefined;
}

/** Adjective endings that show a gender (Italian endings are shared with verbs and nouns: none). */
const UNKNOWN_ENDINGS: Partial<Record<RewriteLang, Record<Gender, RegExp>>> = {
  // Not the gerunds (cambiando, siguiendo), which end in -o too.
  es: { m: /^(?!.*(?:ando|[iy]endo)$).{3,}os?$/, f: /^.{3,}as?$/ },
  fr: { m: /^.{3,}(?:aux|eux|if|ifs|al|als|ien|iens|é|és)$/, f: /^.{3,}(?:ale|ales|euse|euses|ive|ives|ienne|iennes|ée|ées)$/ },
};

/** Italian after a copula, where verbs other than infinitives (-e) and participles are rare. */
const ITALIAN_PREDICATE_ENDINGS: Record<Gender, RegExp> = { m: /^.{3,}[oi]$/, f: /^.{3,}a$/ };

/** Spanish strong preterites in -o, with their compounds (dijo, hizo, estuvo, propuso, condujo). */
const STRONG_PRETERITE = /(?:dijo|hizo|tuvo|puso|pudo|quiso|supo|trajo|dujo|vino|hubo|anduvo|cupo)$/;

/** A word right after a mention of the persons that the lexicon lacks but whose ending agrees with them (utilisateurs finaux). */
export function unknownNeighbour(analysis: Analysis, language: Language, persons: readonly Person[], from: Gender): boolean {
  const { tokens } = analysis;
  return persons.some((p) => p.mentions.some((m) => {
    const next = Math.max(...m.tokens) + 1;
    const t = tokens[next];
    // Spanish third-person verbs end in -a too (la jefa habla): there only -as counts; and the strong
    // preterites end in -o (el profesor dijo).
    const plausible = language.lang !== 'es' || (from === 'm' ? !STRONG_PRETERITE.test(t?.lower ?? '') : /s$/.test(t?.lower ?? ''));
    return t !== undefined && t.word && plausible && !analysis.inNounPhrase.has(next) && unknownGender(language, t.lower) === from;
  }));
}

const INDEFINITE = new Set('un una une uno unos unas dei degli delle'.split(' '));

export function unchangedPredicate(analysis: Analysis, language: Language, persons: readonly Person[], from: Gender): boolean {
  const { tokens } = analysis;
  const marked = new Set(persons.flatMap((p) => p.marked));
  for (let k = 0; k < tokens.length; k++) {
    if (language.copula(tokens[k]!.lower) === undefined || language.auxiliary(tokens[k]!.lower)) continue;
    let j = k + 1;
    while (j < tokens.length && beforePredicate(language, tokens, j)) j++;
    const t = tokens[j];
    if (!t || !t.word || marked.has(j) || analysis.thingPredicates.has(j)) continue;
    const gender = INDEFINITE.has(t.lower) ? language.determiner(t.lower)?.gender : language.variant(t.lower)?.gender ?? unknownGender(language, t.lower, true);
    if (gender === from) return true;
  }
  return false;
}

/** Object pronouns by gender, alone (los, li, le) or attached to an infinitive, gerund or imperative. */
const OBJECT_PRONOUNS: Record<RewriteLang, Record<Gender, { alone: Set<string>; attached: RegExp }>> = {
  es: {
    m: { alone: new Set(['los']), attached: /^(?:.{2,}(?:ar|er|ir|ándo|iéndo)|ver|ser|dar)(?:se|me|te|nos)?los$/ },
    f: { alone: new Set(['las']), attached: /^(?:.{2,}(?:ar|er|ir|ándo|iéndo)|ver|ser|dar)(?:se|me|te|nos)?las?$/ },
  },
  fr: { m: { alone: new Set(), attached: /^$/ }, f: { alone: new Set(), attached: /^$/ } },
  it: {
    m: { alone: new Set(['li', 'lo']), attached: /.{2,}(?:ar|er|ir|ando|endo)(?:glie)?l[io]$/ },
    f: { alone: new Set(), attached: /.{2,}(?:ar|er|ir|ando|endo)(?:glie)?l[ae]$/ },
  },
};

const RELATIVE_WITH_ARTICLE = /^(?:cual|cuales|quale|quali)$/;

/**
 * An object pronoun of the person's gender outside every noun phrase (¿los ves?, andare a trovarlo):
 * it may refer to the person, and without coreference we cannot tell.
 */
export function objectPronoun(analysis: Analysis, language: Language, from: Gender): boolean {
  const { alone, attached } = OBJECT_PRONOUNS[language.lang][from];
  const inPerson = new Set(analysis.persons.flatMap((p) => p.mentions.flatMap((m) => m.tokens)));
  const { tokens } = analysis;
  return tokens.some((t, i) => t.word && !inPerson.has(i) && (
    (alone.has(t.lower) && !analysis.inNounPhrase.has(i)) || attached.test(t.lower) ||
    // el cual, il quale, lequel: a relative that agrees with its antecedent.
    (RELATIVE_WITH_ARTICLE.test(tokens[i + 1]?.lower ?? '') && language.determiner(t.lower)?.gender === from) ||
    (from === 'm' ? /^(?:lequel|lesquels|auquel|auxquels|duquel|desquels)$/ : /^(?:laquelle|lesquelles|auxquelles|desquelles)$/).test(t.lower)));
}

/** The number a gender-marked word shows by its ending (undefined: French heureux, both numbers). */
function wordNumber(language: Language, lower: string): GrammaticalNumber | undefined {
  if (language.lang === 'it') return /[ie]$/.test(lower) ? 'p' : /[oa]$/.test(lower) ? 's' : undefined;
  if (!/[sx]$/.test(lower)) return 's';
  return language.lang === 'es' || (/s$/.test(lower) && !language.variant(lower)?.otherPlural) ? 'p' : undefined;
}

/** A person's grammatical number, by its noun phrases (la jefa, los jefes) and pronouns; undefined when unknown (yo, the speaker). */
function personNumber(analysis: Analysis, language: Language, p: Person): GrammaticalNumber | undefined {
  const numbers = new Set(p.mentions.map((m) => {
    if (m.key.startsWith('speaker:')) return undefined;
    if (m.key.startsWith('pron:')) return wordNumber(language, analysis.tokens[m.tokens[0]!]!.lower);
    return analysis.plural.has(m.tokens[0]!) ? 'p' : 's';
  }));
  return numbers.size === 1 ? [...numbers][0] : undefined;
}

/**
 * Whether a gender-marked word outside every mention may agree with one of the persons to rewrite
 * (then we cannot tell whether it should change): not when its number differs from theirs (los
 * jardineros trabajan muy duro, el profesor … treinta segundos).
 */
function mayAgree(analysis: Analysis, language: Language, index: number, persons: readonly Person[]): boolean {
  const n = wordNumber(language, analysis.tokens[index]!.lower);
  // A bare noun after a preposition may be the person itself (un grupo de delegados, como coordinadores).
  const prev = analysis.tokens[index - 1]?.lower ?? '';
  return persons.length === 0 || n === undefined || language.preposition(prev) || AS.has(prev) || persons.some((p) => { const pn = personNumber(analysis, language, p); return pn === undefined || pn === n; });
}

const sourceTexts = new WeakMap<Analysis, string>();
const sourceText = (a: Analysis): string => sourceTexts.get(a)!;
const analysisText = (a: Analysis, start: number, end: number): string => sourceText(a).slice(start, end);

function otherForm(language: Language, lower: string, plural: boolean): string | undefined {
  const variant = language.variant(lower);
  return language.determiner(lower)?.other ?? (plural ? variant?.otherPlural : undefined) ?? variant?.other ?? language.pronoun(lower)?.other;
}

export function prepare(input: RewriteInput): { language: Language; a: Ambiguity } {
  const language = languageOf(input.lang);
  const a = ambiguity(input.source, input.translation, language);
  sourceTexts.set(a.analysis, input.translation);
  return { language, a };
}

/**
 * One noun person and pronouns of its number after it (los astronautas … ellos, les végétariens … ils,
 * certains diététiciens … eux-mêmes): the pronouns take the noun up, one person to rewrite.
 */
function takenUp(analysis: Analysis, language: Language, persons: readonly Person[]): boolean {
  const nouns = persons.filter((p) => !p.key.startsWith('pron:') && !p.key.startsWith('speaker:'));
  if (nouns.length !== 1) return false;
  const noun = nouns[0]!;
  const n = personNumber(analysis, language, noun);
  if (n === undefined || noun.gender === null) return false;
  // Not where a thing of the same gender and number may be what the pronoun takes up (las ideas … ellas).
  const inPerson = new Set(analysis.persons.flatMap((p) => p.mentions.flatMap((m) => m.tokens)));
  const thing = [...analysis.inNounPhrase].some((i) => {
    const lower = analysis.tokens[i]!.lower;
    const gender = language.determiner(lower)?.gender ?? language.variant(lower)?.gender;
    return !inPerson.has(i) && gender === noun.gender && wordNumber(language, lower) === n;
  });
  return !thing && persons.every((p) => p === noun || (p.key.startsWith('pron:') && p.first > noun.first &&
    p.mentions.every((m) => language.personalPronoun(analysis.tokens[m.tokens[0]!]!.lower)) && personNumber(analysis, language, p) === n));
}

/**
 * Whether the words placeLoose gave the person follow one of its mentions with nothing between but
 * commas, coordinators, adverbs and other such words (un cocinero estupendo, maravilloso, rápido y
 * hábil): further away, a verb spelt like an adjective (imposta, volta) is too often taken for one.
 */
function adjacent(analysis: Analysis, language: Language, before: Person, after: Person): boolean {
  const { tokens } = analysis;
  const own = new Set(before.mentions.flatMap((m) => m.tokens));
  const added = new Set(after.marked.filter((i) => !before.marked.includes(i)));
  // Right after a singular Spanish or Italian noun, a verb ends like an adjective (la jefa habla, l'amministratrice imposta).
  const verbLike = language.lang !== 'fr' && !before.mentions.some((m) => m.tokens.some((t) => analysis.plural.has(t)));
  return [...added].every((i) => {
    let b = i - 1;
    let comma = false;
    while (b >= 0 && !own.has(b) && (added.has(b) || tokens[b]!.text === ',' || language.coordinator(tokens[b]!.lower) || language.skippable(tokens[b]!.lower))) {
      comma ||= tokens[b]!.text === ',';
      b--;
    }
    return own.has(b) && (comma || !verbLike);
  });
}

/** Only sentences with one ambiguous person are rewritten (more give null: GATE scores precision first). */
const MAX_PERSONS = 1;

/**
 * Candidates that look like persons by more than a gender pair win over those that do not (el
 * proyecto), also when the sure one is unmarked (aux bénéficiaires … du marché).
 */
function choose(persons: Person[], unmarkedStrong: boolean): Person[] {
  // A pronoun usually takes up a noun (nuestros amigos … ellos): it does not win over a weak noun.
  const sure = persons.filter((p) => p.strength !== 'weak' && (p.strength !== 'pronoun' || !persons.some((q) => q.strength === 'weak' && q.gender === p.gender)));
  return sure.length > 0 || unmarkedStrong ? sure : persons;
}

/**
 * Of several nouns of one gender, the one with the most evidence of a person, when there is one: a
 * cognate of an English person noun of the source (2 points), a person noun of the lexicon, a person
 * suffix or epicene noun (les défenseurs des droits humains: défenseur, not humain). Pronouns and
 * speakers stay; a tie keeps them all (and the result is null).
 */
function mostLikelyPersons(persons: Person[], analysis: Analysis, language: Language, cognate: PersonCognate): Person[] {
  const noun = (p: Person): boolean => !p.key.startsWith('pron:') && !p.key.startsWith('speaker:');
  const nouns = persons.filter(noun);
  if (nouns.length < 2) return persons;
  const isCognate = (p: Person): boolean => p.mentions.some((m) => m.tokens.some((t) => cognate(analysis.tokens[t]!.lower, true)));
  const score = (p: Person): number =>
    (isCognate(p) ? 2 : 0) + (language.personNoun(p.key) === true ? 1 : 0) + (p.strength === 'weak' ? 0 : 1);
  const scores = nouns.map(score);
  const best = Math.max(...scores);
  const top = nouns.filter((_, k) => scores[k] === best);
  // A noun known only by a gender pair never wins (des données fraîches).
  return top.length === 1 && (top[0]!.strength !== 'weak' || isCognate(top[0]!)) ? persons.filter((p) => !noun(p) || p === top[0]) : persons;
}

/**
 * Where no person of the gender was found but words of that gender are loose, the one person
 * placeLoose makes of them all: a bare person noun (demandaient 1 000 employés), a speaker
 * (Montrez-vous amical) or a bare French predicate (assez ne sont pas très stressés). Null when another word of the gender
 * stays outside it, when a thing of the gender comes before it in its clause (des périodes beaucoup
 * plus longues), for French present participles (nécessitant), and where the number is open
 * (vous rendront heureux: heureuse or heureuses).
 */
function loosePerson(a: Ambiguity, language: Language, others: readonly Person[], from: Gender): Person | null {
  const { analysis } = a;
  const { tokens, inNounPhrase } = analysis;
  const placed = placeLoose(analysis, language, [], others)?.filter((p) => p.gender === from);
  const person = placed?.length === 1 ? placed[0]! : undefined;
  if (!person || !analysis.loose.every((l) => l.gender !== from || person.marked.includes(l.index))) return null;
  // A Spanish or Italian bare noun (buscando voluntarios) is the person only as the cognate of an
  // English person noun of the source or beside an unmarked pronoun or speaker; French nouns take a
  // determiner, and a bare one is a predicate (assez ne sont pas très stressés) or after "pas de".
  const bare = language.lang !== 'fr' && !person.key.includes(':');
  const cognate = person.mentions.some((m) => m.tokens.some((t) => a.cognate(tokens[t]!.lower, true)));
  if (bare && !cognate && !a.unmarkedPersons.some((p) => p.key.includes(':'))) return null;
  const own = new Set(person.marked);
  const stray = tokens.some((t, i) => t.word && !inNounPhrase.has(i) && !own.has(i) &&
    (language.variant(t.lower)?.gender === from || language.determiner(t.lower)?.gender === from));
  const inPerson = new Set(analysis.persons.flatMap((p) => p.mentions.flatMap((m) => m.tokens)));
  let thing = false;
  let nextTo = true;
  for (let b = Math.min(...own) - 1; b >= 0 && !/^[.;:!?]$/.test(tokens[b]!.text) && !language.subordinator(tokens[b]!.lower); b--) {
    const gender = language.determiner(tokens[b]!.lower)?.gender ?? language.variant(tokens[b]!.lower)?.gender;
    // A noun of unknown gender counts right before the word, adverbs apart.
    thing ||= inNounPhrase.has(b) && !inPerson.has(b) && (gender === from || (gender === undefined && nextTo));
    nextTo &&= language.skippable(tokens[b]!.lower);
  }
  const participle = language.lang === 'fr' && person.marked.some((i) => /ants?$/.test(tokens[i]!.lower));
  const openNumber = !person.key.startsWith('pron:') && person.marked.some((i) => wordNumber(language, tokens[i]!.lower) === undefined);
  return stray || thing || participle || openNumber ? null : person;
}

/** Words after which a predicate adjective or participle may end (sorprendido por, contentos a casa, dormido.). */
const PREDICATE_END = /^[.,;:!?…»")¿¡-]*$/;

/**
 * A subject the translation leaves implicit (Spanish and Italian drop it: soy pésimo e inepto, se
 * quedó dormido, No suenas muy sorprendido): when every word of the gender is loose, of one number,
 * and ends its phrase (before punctuation, a preposition, a coordinator or another of them, not a
 * noun: muchísimo tiempo), and the source has no gendered pronoun, they are that subject's.
 */
function implicitSubject(a: Ambiguity, language: Language, from: Gender): Person | null {
  const { analysis } = a;
  const { tokens } = analysis;
  // French does not drop subjects (and its quantifiers are adverbs too: des périodes beaucoup plus longues).
  if (language.lang === 'fr' || a.blocked.size > 0 || a.persons.length > 0) return null;
  const loose = new Set(analysis.loose.filter((l) => l.gender === from).map((l) => l.index));
  const marked = (i: number): boolean => {
    const lower = tokens[i]!.lower;
    return language.determiner(lower)?.gender === from || language.variant(lower)?.gender === from || language.pronoun(lower)?.gender === from;
  };
  if (tokens.some((t, i) => t.word && !loose.has(i) && marked(i))) return null;
  const indices = [...loose].sort((x, y) => x - y);
  const numbers = new Set(indices.map((i) => wordNumber(language, tokens[i]!.lower)));
  if (indices.length === 0 || numbers.size !== 1 || numbers.has(undefined)) return null;
  const endsPhrase = (i: number): boolean => {
    // Adverbs apart (diventati improvvisamente molto ricchi).
    let n = i + 1;
    while (tokens[n]?.word && language.skippable(tokens[n]!.lower) && !loose.has(n)) n++;
    const next = tokens[n];
    return !next || !next.word || PREDICATE_END.test(next.text) || loose.has(n) || language.preposition(next.lower) || language.coordinator(next.lower);
  };
  if (!indices.every(endsPhrase)) return null;
  if (numbers.has('p')) for (const i of indices) analysis.plural.add(i);
  const key = 'speaker:implicit';
  const mention = { marked: indices, tokens: indices, gender: from, number: null, key, strength: 'speaker' as const, inanimate: false };
  return { key, gender: from, strength: 'speaker', mentions: [mention], marked: indices, first: indices[0]! };
}

/**
 * The translation with the ambiguous persons in the other gender (`direction`), or null when the
 * rewriter is not sure. When the translation marks no gender for the ambiguous person (l'artiste),
 * the result is the translation itself, with no changes.
 */
export function rewriteGender(input: RewriteInput): RewriteResult | null {
  const { language, a } = prepare(input);
  const from: Gender = input.direction === 'm2f' ? 'm' : 'f';
  // A partitive pronoun goes with its noun phrase (uno di questi professori, una de nuestras especialistas).
  let persons = mostLikelyPersons(choose(mergePronouns(a.analysis, language, a.persons, true), a.unmarkedStrong).filter((p) => p.gender === from), a.analysis, language, a.cognate);
  // A gendered pronoun of the source blocks only where another person of the translation may be the one
  // it fixes (the ambassador … his guards); alone, the person is its antecedent or a generic he (GATE's
  // "the driver … ask him"), ambiguous all the same.
  if (a.blocked.has(from) && a.analysis.persons.length > 1) return null;
  if (a.analysis.loose.some((l) => l.gender === from && mayAgree(a.analysis, language, l.index, persons))) {
    // Loose words that may agree with the one person: each must find it (un cocinero estupendo,
    // maravilloso …; el misionero canadiense desaparecido), or we cannot tell whose they are.
    const others = a.analysis.persons.filter((p) => !persons.includes(p));
    if (persons.length === 0) {
      const placed = loosePerson(a, language, others, from) ?? implicitSubject(a, language, from);
      if (!placed) return null;
      persons = [placed];
    } else {
      if (persons.length !== 1) return null;
      const placed = placeLoose(a.analysis, language, persons, others);
      if (!placed || placed.length !== 1 || !adjacent(a.analysis, language, persons[0]!, placed[0]!)) return null;
      persons = placed;
    }
  }
  if (persons.length > MAX_PERSONS && !takenUp(a.analysis, language, persons)) return null;
  if (persons.length === 0) {
    const neutral = !a.blocked.has(from) && ((a.unmarked && !a.persons.some((p) => p.gender !== from)) || !marksGender(a.analysis, language, from));
    return neutral ? { text: input.translation, changes: [], confidence: 0.5 } : null;
  }
  const confidence = Math.min(...persons.map((p) => CONFIDENCE[p.strength])) * (persons.length > 1 ? 0.9 : 1);
  if (confidence < CONFIDENCE_THRESHOLD) return null;
  if (unchangedPredicate(a.analysis, language, persons, from) || objectPronoun(a.analysis, language, from) || unknownNeighbour(a.analysis, language, persons, from)) return null;
  const flipped = flip(a.analysis, language, persons);
  if (!flipped || flipped.changes.length === 0) return null;
  const { text, changes } = flipped;
  return { text, changes, confidence };
}
