/**
 * Italian gender-neutral vs gendered sentence classifier, after the reference-free protocol of GeNTE
 * (Piergentili et al. 2023): a sentence is *gendered* when it assigns a gender to a person whose gender the
 * text does not otherwise establish.
 *
 * It finds the people a sentence talks about and the words that agree with them, from the morphology
 * (src/it/morphology.ts) and the curated person nouns (data/it/curated/persons.tsv):
 * - person nouns with an inflectional pair (il maestro, le cittadine) mark their gender;
 * - epicene nouns (insegnante, giornalista) are marked by a gendered determiner or adjective (il collega,
 *   gli insegnanti) or by a plural ending (giornalisti), not with an elided or common determiner
 *   (l'insegnante, ogni paziente) — until a predicate agrees with them (l'insegnante è stato invitato);
 * - adjectives and participles after essere and other copulas agree with the subject: the speaker or the
 *   addressee (sono stato invitato, sei contento, mi sono accorto), a person noun, or a subject the text
 *   leaves implicit (si sono trasferiti);
 * - pronouns and quantifiers standing for people (lui, essi, tutti, ciascuno, quelli che, loro stessi);
 * - adjectives and participles used as nouns in the plural (i privilegiati).
 * Not gendered: things and their agreement (il nuovo negozio), persons whose gender is the word's meaning
 * (l'uomo, mia sorella, il padre) or who are named (il professor Rossi, Maria è stanca), persona/e,
 * collectives (la cittadinanza, il personale) and everything agreeing with them (le persone invitate).
 */
import { italianLexicon, type ItAnalysis, type PersonEntry } from './lexicon.js';
import { readDataFile } from '../de/data-path.js';
import { avereForms } from './predicates.js';

export type MarkedGender = 'f' | 'm';

export interface GenderEvidence {
  start: number;
  end: number;
  word: string;
  gender: MarkedGender;
  reason: string;
}

export interface GenderClassification {
  label: 'neutral' | 'gendered';
  genders: MarkedGender[];
  evidence: GenderEvidence[];
}

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** A word (not punctuation or a number). */
  word: boolean;
  readings: ItAnalysis[];
}

/** What a noun phrase refers to. */
type ReferentKind = 'person' | 'established' | 'neutral' | 'thing';

export interface Referent {
  head: number;
  kind: ReferentKind;
  /** Token indexes of the phrase, determiners and agreeing adjectives included. */
  tokens: number[];
  number: 's' | 'p' | null;
  /** Grammatical gender of the phrase ('fm' when nothing in it marks one). */
  gender: 'f' | 'm' | 'fm';
  /** The first token is a preposition (di, a, con ...) or an articulated preposition (del, alla ...). */
  prepositional: boolean;
  entry?: PersonEntry;
}

const TOKEN = /\p{L}+(?:['’](?=\p{L}))?|\d+(?:[.,]\d+)*|[^\s\p{L}\d]/gu;
/** Punctuation and conjunctions that end the search for a subject or an antecedent. */
const CLAUSE_BREAK = new Set(['.', ';', ':', '!', '?', '(', ')', '—', '–', '"', '«', '»', 'che', 'ma', 'perché', 'quando', 'se', 'mentre', 'poiché', 'dove', 'cui', 'quale', 'quali', 'però', 'oppure', 'anche']);
const PREPOSITIONS = new Set(['di', 'a', 'da', 'in', 'con', 'su', 'per', 'tra', 'fra', 'verso', 'senza', 'contro', 'presso', 'tramite']);
const ARTICULATED = /^(del|dell|dello|della|dei|degli|delle|al|all|allo|alla|ai|agli|alle|dal|dall|dallo|dalla|dai|dagli|dalle|nel|nell|nello|nella|nei|negli|nelle|sul|sull|sullo|sulla|sui|sugli|sulle|col|coi)'?$/;
/** Adverbs and the negation that may stand between a copula and its predicate. */
const PREDICATE_ADVERBS = new Set(['non', 'nemmeno', 'neanche', 'neppure', 'affatto', 'mica', 'più', 'meno', 'molto', 'poco', 'troppo', 'così', 'sempre', 'mai', 'già', 'ancora', 'anche', 'tanto', 'davvero', 'proprio', 'ormai', 'talvolta', 'spesso', 'forse', 'quasi', 'tutto', 'piuttosto', 'abbastanza', 'assai', 'sicuramente', 'certamente', 'veramente', 'solo', 'soltanto', 'appena', 'pure', 'ben', 'bene', 'male', 'stati', 'stato', 'stata', 'state', 'sempre', 'finalmente', 'ufficialmente', 'completamente', 'particolarmente', 'estremamente', 'decisamente', 'geograficamente']);
/** An adverb in -mente (fermamente, realmente), which may stand between a copula and its predicate. */
const isMenteAdverb = (t: Token) => t.lower.length > 6 && t.lower.endsWith('mente') && t.readings.every((r) => r.pos !== 'noun');
const CLITIC_PERSON: Record<string, string> = { mi: '1s', ti: '2s', ci: '1p', vi: '2p' };
const SUBJECT_PRONOUN_PERSON: Record<string, string> = { io: '1s', tu: '2s', noi: '1p', voi: '2p' };
/** Pronouns and quantifiers that stand for people when no noun follows them. */
const PRONOMINAL = new Set([
  'tutti', 'tutte', 'molti', 'molte', 'alcuni', 'alcune', 'altri', 'altre', 'pochi', 'poche', 'tanti', 'tante',
  'certi', 'certe', 'parecchi', 'parecchie', 'diversi', 'diverse', 'quelli', 'quelle', 'questi', 'queste',
  'entrambi', 'entrambe', 'uno', 'una', 'ciascuno', 'ciascuna', 'ognuno', 'ognuna', 'nessuno', 'nessuna',
  'qualcuno', 'qualcuna', 'troppi', 'troppe', 'costoro', 'coloro', 'quanti', 'quante',
]);
const PERSONAL_PRONOUNS = new Set(['lui', 'lei', 'egli', 'ella', 'essi', 'esse', 'costui', 'costei', 'colui', 'colei']);
const INTENSIFIERS = new Set(['stesso', 'stessa', 'stessi', 'stesse', 'medesimo', 'medesima', 'medesimi', 'medesime']);
const ARTICLE = /^(il|lo|la|l'|i|gli|le|un|uno|una|un')$/;
/** Cardinal numbers written as words (due professori, tre persone). */
const NUMERAL = /^(\d+([.,]\d+)*|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|venti|trenta|quaranta|cinquanta|cento|mille|mila|centinaia|migliaia)$/;
/** Words after which the next word is a verb, not a noun (chi fotografa, non lavora, si sposa). */
const BEFORE_VERB = new Set(['chi', 'non', 'si', 'mi', 'ti', 'ci', 'vi', 'ne']);
const HUMAN_PRONOUNS = new Set(['loro', 'noi', 'voi', 'se', 'sé', 'io', 'tu', 'me', 'te']);

const lists = new Map<string, Set<string>>();
/** A curated word list of data/it/curated/ (one word a line, '#' comments), read once. */
function curatedList(relative: string): Set<string> {
  let list = lists.get(relative);
  if (!list) {
    list = new Set(
      readDataFile(relative)
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#')),
    );
    lists.set(relative, list);
  }
  return list;
}

export function tokenize(sentence: string): Token[] {
  const lexicon = italianLexicon();
  const tokens: Token[] = [];
  for (const m of sentence.matchAll(TOKEN)) {
    const text = m[0];
    const word = /^\p{L}/u.test(text);
    const lower = text.toLowerCase().replace(/’/g, "'");
    tokens.push({
      text,
      lower,
      start: m.index,
      end: m.index + text.length,
      word,
      readings: word ? lexicon.readings(lower).map((r) => r.analysis) : [],
    });
  }
  return tokens;
}

const has = (t: Token | undefined, pos: ItAnalysis['pos']) => !!t && t.readings.some((r) => r.pos === pos);
const isNounish = (t: Token | undefined) => has(t, 'noun');
const isModifier = (t: Token | undefined) => has(t, 'adj') || has(t, 'verb-participle');
const isDet = (t: Token | undefined) => has(t, 'det');
const isPrep = (t: Token | undefined) => !!t && (PREPOSITIONS.has(t.lower) || ARTICULATED.test(t.lower));

/** Gender a word shows in a given number: 'm' or 'f' when every matching reading agrees, 'fm' otherwise. */
function genderIn(t: Token, number: 's' | 'p' | null, pos?: ItAnalysis['pos'][]): 'f' | 'm' | 'fm' | undefined {
  let out: 'f' | 'm' | 'fm' | undefined;
  for (const r of t.readings) {
    if (pos && !pos.includes(r.pos)) continue;
    if (number && r.number && r.number !== number) continue;
    const g = r.gender ?? 'fm';
    out = out === undefined ? g : out === g ? out : 'fm';
  }
  return out;
}

function mergedGender(readings: ItAnalysis[]): 'f' | 'm' | 'fm' | undefined {
  let out: 'f' | 'm' | 'fm' | undefined;
  for (const r of readings) {
    const g = r.gender ?? 'fm';
    out = out === undefined ? g : out === g ? out : 'fm';
  }
  return out;
}

function agreesInNumber(t: Token, number: 's' | 'p' | null, pos: ItAnalysis['pos'][]): boolean {
  return t.readings.some((r) => pos.includes(r.pos) && (number === null || r.number === null || r.number === number));
}

/** A capitalised word inside the sentence: a name. */
function isName(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (!t || !t.word || !/^\p{Lu}/u.test(t.text)) return false;
  // the first word of a sentence is capitalised anyway (and is often a verb the lexicon does not list)
  return !(i === 0 || ['.', '!', '?', '"', '«', '—', ':'].includes(tokens[i - 1]!.text));
}

/** A phrase in which a person noun names an animal or a thing (gli amici pelosi): data/it/curated/not-person-phrases.txt. */
function startsNotPersonPhrase(tokens: Token[], i: number): boolean {
  const phrases = curatedList('it/curated/not-person-phrases.txt');
  let phrase = tokens[i]!.lower;
  for (let k = i + 1; k < tokens.length && k < i + 5; k++) {
    phrase += tokens[k - 1]!.end === tokens[k]!.start ? tokens[k]!.lower : ` ${tokens[k]!.lower}`;
    if (phrases.has(phrase)) return true;
  }
  return false;
}

/**
 * Whether a person noun is used as one here: not as an adjective before a noun (il giovane gruppo), not as a
 * verb (chi fotografa), not as a bare singular adjective or participle (qui vicino, avevano assistito), not
 * as the name of a field (la tecnica, la fisica).
 */
function personUse(tokens: Token[], i: number, entry: PersonEntry): PersonEntry | undefined {
  const t = tokens[i]!;
  const prev = tokens[i - 1];
  if (prev && BEFORE_VERB.has(prev.lower)) return undefined;
  if (entry.kind === 'pair' && curatedList('it/curated/field-nouns.txt').has(t.lower)) return undefined;
  if (startsNotPersonPhrase(tokens, i)) return undefined;
  if (entry.adjectival && !(prev && (isDet(prev) || NUMERAL.test(prev.lower) || prev.lower === 'di'))) return undefined;
  if (!isModifier(t)) return entry;
  // an adjective right before its noun (il giovane gruppo, il giovane e talentuoso gruppo)
  for (let k = i + 1; k < tokens.length && k < i + 4; k++) {
    const next = tokens[k]!;
    if (isDet(next)) break;
    const nextPerson = italianLexicon().person(next.lower);
    const nextIsPerson = nextPerson?.kind === 'pair' || nextPerson?.kind === 'epicene';
    if (next.lower === 'e' && k === i + 1) {
      k++; // the adjective joined by 'e'
      continue;
    }
    if (NUMERAL.test(next.lower)) continue; // negli ultimi dieci anni
    if (isNounish(next) && !isModifier(next) && !nextIsPerson) return undefined;
    break;
  }
  // a participle right after a copula or avere is the predicate or the verb, not a person noun (sono invitati,
  // è stato eletto, ci hanno invitati)
  if (prev && has(t, 'verb-participle') && (italianLexicon().copula(prev.lower) !== undefined || avereForms().has(prev.lower))) return undefined;
  const singular = t.readings.some((r) => r.pos === 'noun' && r.number === 's') && !t.readings.some((r) => r.pos === 'noun' && r.number === 'p');
  if (singular && entry.kind === 'pair') {
    const before = prev?.lower ?? '';
    // a determiner up to three words back, past adjectives and words the lexicon lacks (la sua miglior amica)
    let determined = false;
    let unknown = 0;
    for (let j = i - 1; j >= 0 && j >= i - 3 && tokens[j]!.word; j--) {
      const w = tokens[j]!;
      if (isDet(w) || NUMERAL.test(w.lower)) {
        determined = true;
        break;
      }
      if (w.readings.length === 0 && ++unknown > 1) break;
      if (!isModifier(w) && w.readings.length > 0) break;
    }
    const predicate = italianLexicon().copula(before) !== undefined || ['da', 'come', 'fare', 'diventare', 'diventato', 'diventata'].includes(before);
    if (!determined && (!predicate || has(t, 'verb-participle'))) return undefined; // è medico; sono stato invitato
  }
  return entry;
}

/** Whether a copula comes right before token `i`, past adverbs and "stato" (sei troppo rapido, sono stati visti). */
function afterCopula(tokens: Token[], i: number): boolean {
  const lexicon = italianLexicon();
  for (let j = i - 1; j >= 0; j--) {
    const t = tokens[j]!;
    if (lexicon.copula(t.lower) !== undefined && !/^stat[oaie]$/.test(t.lower)) return true;
    if (lexicon.cliticCopula(t.lower, tokens[j - 1]?.lower) !== undefined) return true;
    if (!(PREDICATE_ADVERBS.has(t.lower) || isMenteAdverb(t))) return false;
  }
  return false;
}

/** Finds the nouns and the phrases around them. */
export function findReferents(tokens: Token[]): Referent[] {
  const lexicon = italianLexicon();
  const referents: Referent[] = [];
  const owner = new Array<number>(tokens.length).fill(-1);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!t.word || owner[i] !== -1) continue;
    let entry = lexicon.person(t.lower);
    const name = isName(tokens, i);
    if (entry && !name) entry = personUse(tokens, i, entry);
    if (!entry && !name && !isNounish(t)) continue;
    if (!entry && !name && (isDet(t) || (isModifier(t) && !isDet(tokens[i - 1])))) continue; // stesso, nuovo, invitato
    if (!entry && !name && isModifier(t) && afterCopula(tokens, i)) continue; // mi sento molto grata: not the noun grata
    // an adjective before its noun (il nuovo insegnante), unless both could be nouns and the first has no
    // gendered adjective form (la componente comunista)
    const next = tokens[i + 1];
    const adjGender = genderIn(t, null, ['adj', 'verb-participle']);
    if (!entry && !name && isModifier(t) && (isNounish(next) || lexicon.person(next?.lower ?? '')) && (adjGender !== 'fm' || !isModifier(next))) continue;
    const prev = tokens[i - 1];
    // a person noun that is also an adjective, right after a noun it can agree with, is that noun's adjective
    // (il personale medico, lo studio medico, i cittadini italiani)
    const prevRef = prev && owner[i - 1] !== -1 ? referents[owner[i - 1]!] : undefined;
    const agreesWithPrev =
      !!prevRef && prevRef.head === i - 1 && prevRef.kind !== 'person' && genderIn(t, prevRef.number) === prevRef.gender;
    if (entry && prev && prevRef && !isDet(prev) && (isModifier(t) || agreesWithPrev)) {
      referents[owner[i - 1]!]!.tokens.push(i);
      owner[i] = owner[i - 1]!;
      continue;
    }
    // an ambiguous form (ingegnere: m. singular or f. plural) takes the reading the determiner before it fits
    let noun = t.readings.filter((r) => r.pos === 'noun');
    const det = prev && isDet(prev) ? prev.readings.filter((r) => r.pos === 'det') : [];
    const fitting = noun.filter((r) => det.some((d) => d.number === r.number && (d.gender === 'fm' || r.gender === 'fm' || d.gender === r.gender)));
    if (fitting.length > 0) noun = fitting;
    const number = name ? 's' : (noun[0]?.number ?? null);
    const nounGender = name ? 'fm' : mergedGender(noun.filter((r) => r.number === number)) ?? 'fm';
    const kind: ReferentKind = name
      ? 'established'
      : !entry
        ? 'thing'
        : entry.kind === 'fixed'
          ? 'established'
          : entry.kind === 'neutral' || entry.kind === 'collective'
            ? 'neutral'
            : 'person';
    const ref: Referent = { head: i, kind, tokens: [i], number, gender: nounGender, prepositional: false, ...(entry ? { entry } : {}) };
    // determiners, quantifiers and adjectives to the left (tutti i nostri nuovi colleghi)
    let j = i - 1;
    let determined = false;
    for (; j >= 0 && owner[j] === -1; j--) {
      const left = tokens[j]!;
      if (NUMERAL.test(left.lower)) {
        // two numbers in a row belong to different phrases (nel 1990 due prigionieri)
        if (NUMERAL.test(tokens[j + 1]!.lower)) break;
        ref.tokens.unshift(j);
        continue;
      }
      if (!left.word || !(isDet(left) || isModifier(left))) break;
      if (!agreesInNumber(left, number, ['det', 'adj', 'verb-participle'])) break;
      const g = genderIn(left, number, ['det', 'adj', 'verb-participle']);
      if (nounGender !== 'fm' && g !== 'fm' && g !== nounGender) break;
      // before the article only a quantifier (tutti i colleghi); a preposition ends the phrase (alla storia)
      if (determined && !/^tutt[oaie]$/.test(left.lower)) break;
      if (ARTICLE.test(left.lower)) determined = true;
      ref.tokens.unshift(j);
      if (ARTICULATED.test(left.lower)) {
        ref.prepositional = true;
        j--;
        break;
      }
    }
    if (j >= 0 && isPrep(tokens[j])) ref.prepositional = true;
    // adjectives, participles and stesso to the right, agreeing in number
    let k = i + 1;
    for (; k < tokens.length; k++) {
      const next = tokens[k]!;
      if (!next.word || owner[k] !== -1) break;
      if (!INTENSIFIERS.has(next.lower)) {
        if (!isModifier(next) || lexicon.copula(next.lower)) break;
        if (!agreesInNumber(next, number, ['adj', 'verb-participle'])) break;
        const g = genderIn(next, number, ['adj', 'verb-participle']);
        if (nounGender !== 'fm' && g !== 'fm' && g !== nounGender) break;
      }
      ref.tokens.push(k);
    }
    // a person noun followed by a name is that named person (il professor Rossi, la ministra Bianchi)
    if (entry && isName(tokens, k)) ref.kind = 'established';
    const index = referents.length;
    for (const x of ref.tokens) owner[x] = index;
    // the phrase's gender: the noun's, or the first determiner or adjective that marks one
    if (ref.gender === 'fm') {
      for (const x of ref.tokens) {
        if (x === i) continue;
        const g = genderIn(tokens[x]!, number, ['det', 'adj', 'verb-participle']);
        if (g === 'f' || g === 'm') {
          ref.gender = g;
          break;
        }
      }
    }
    referents.push(ref);
  }
  return referents;
}

/** What marks a gender, and how it relates to the phrases of the sentence (for the checker's rewrites). */
export type EvidenceRole = 'noun' | 'phrase' | 'predicate' | 'pronoun' | 'nominal';

export interface MarkedWord extends GenderEvidence {
  /** Token index. */
  token: number;
  role: EvidenceRole;
  /** The person phrase the word belongs to or agrees with (index into `referents`). */
  referent?: number;
  /** For a predicate: the token of the copula it follows (sono in "sono stato invitato"). */
  copula?: number;
}

export interface ItalianAnalysis {
  tokens: Token[];
  referents: Referent[];
  /** In text order. */
  marked: MarkedWord[];
}


/** Classifies one Italian sentence. */
export function classifyItalian(sentence: string): GenderClassification {
  const { marked } = analyseItalian(sentence);
  const evidence = marked.map(({ start, end, word, gender, reason }) => ({ start, end, word, gender, reason }));
  const genders = (['f', 'm'] as const).filter((g) => evidence.some((e) => e.gender === g));
  return { label: evidence.length > 0 ? 'gendered' : 'neutral', genders, evidence };
}

/** The tokens, the phrases and every word that marks a person's gender in one sentence. */
export function analyseItalian(sentence: string): ItalianAnalysis {
  const tokens = tokenize(sentence);
  const referents = findReferents(tokens);
  const owner = new Array<number>(tokens.length).fill(-1);
  referents.forEach((r, index) => r.tokens.forEach((x) => (owner[x] = index)));
  const evidence: MarkedWord[] = [];
  const used = new Set<number>();
  const mark = (i: number, gender: 'f' | 'm' | 'fm' | undefined, reason: string, role: EvidenceRole = 'predicate', referent?: number, copula?: number) => {
    if ((gender !== 'f' && gender !== 'm') || used.has(i)) return;
    used.add(i);
    const t = tokens[i]!;
    evidence.push({ start: t.start, end: t.end, word: t.text, gender, reason, token: i, role, ...(referent === undefined ? {} : { referent }), ...(copula === undefined ? {} : { copula }) });
  };
  const markReferent = (r: Referent, reason: string, gender: 'f' | 'm' | 'fm' = r.gender) => {
    if (gender === 'fm') return;
    for (const x of r.tokens) {
      const g: 'f' | 'm' | 'fm' | undefined = x === r.head ? gender : genderIn(tokens[x]!, r.number, ['det', 'adj', 'verb-participle']);
      if (g === gender) mark(x, gender, x === r.head ? reason : `agrees with "${tokens[r.head]!.text}"`, x === r.head ? 'noun' : 'phrase', referents.indexOf(r));
    }
  };

  // 1. person nouns and the words in their phrase
  for (const r of referents) {
    if (r.kind !== 'person') continue;
    if (r.entry?.kind === 'pair') markReferent(r, 'person noun with a feminine/masculine pair');
    else markReferent(r, 'epicene person noun with a gendered determiner or ending');
  }

  /** The referent a predicate at `at` agrees with: the nearest subject to the left in the clause, else to the right. */
  const subjectOf = (at: number, copulaAt: number, number: 's' | 'p' | null, gender: 'f' | 'm'): Referent | 'human' | undefined => {
    const fits = (r: Referent) =>
      !r.prepositional && (!number || !r.number || r.number === number) && (r.gender === 'fm' || r.gender === gender);
    // to the left, in the clause; past a relative clause only to a phrase that agrees (le persone che sciano
    // credono di essere avvolte)
    let inRelative = false;
    for (let j = copulaAt - 1; j >= 0; j--) {
      const t = tokens[j]!;
      if (['.', ';', ':', '!', '?'].includes(t.text)) break;
      if (CLAUSE_BREAK.has(t.lower)) {
        if (!['che', 'cui', 'chi', 'quale', 'quali'].includes(t.lower)) break;
        inRelative = true;
        continue;
      }
      if (!inRelative && (SUBJECT_PRONOUN_PERSON[t.lower] || (t.lower === 'loro' && !isNounish(tokens[j + 1])))) return 'human';
      const o = owner[j]!;
      if (o === -1) continue;
      const r = referents[o]!;
      if (r.head !== j) continue;
      if (fits(r)) return r;
    }
    for (let j = at + 1; j < tokens.length; j++) {
      const t = tokens[j]!;
      if (CLAUSE_BREAK.has(t.lower) || t.text === ',') break;
      // "sono esposti molti dei fatti": the phrase after a partitive quantifier
      if (PRONOMINAL.has(t.lower) && (tokens[j + 1]?.lower === 'di' || ARTICULATED.test(tokens[j + 1]?.lower ?? ''))) {
        const r = referents[owner[j + 1]!];
        if (r && (!number || !r.number || r.number === number)) return r;
      }
      const o = owner[j]!;
      if (o === -1) continue;
      const r = referents[o]!;
      if (r.head === j && fits(r)) return r;
    }
    return undefined;
  };

  /**
   * A pronoun as the predicate: "sono stati loro" ("stati" agrees with loro), "non sono più quello di una volta",
   * "sono io quello?" (quello agrees with the speaker). Marks and returns true when it is one.
   */
  const pronounPredicate = (c: number, p: number, verbPersons: readonly string[]): boolean => {
    const pred = tokens[p]!;
    const demonstrativeNumber = /^quell[oa]$/.test((tokens[p + 1] && /^(io|tu|noi|voi)$/.test(pred.lower) ? tokens[p + 1]! : pred).lower) ? 's' : 'p';
    const persons = verbPersons.filter((x) => x.endsWith(demonstrativeNumber));
    if (['loro', 'noi', 'voi', 'io', 'tu'].includes(pred.lower)) {
      const demonstrative = tokens[p + 1];
      if (demonstrative && /^quell[oaie]$/.test(demonstrative.lower) && pred.lower !== 'loro') {
        mark(p + 1, genderIn(demonstrative, null, ['det']), 'agrees with the speaker or the addressee');
        return true;
      }
      let found = false;
      for (let q = c + 1; q < p; q++) {
        const stato = /^stat([oaie])$/.exec(tokens[q]!.lower);
        if (!stato) continue;
        mark(q, stato[1] === 'o' || stato[1] === 'i' ? 'm' : 'f', 'agrees with a personal pronoun');
        found = true;
      }
      return found;
    }
    if (/^quell[oaie]$/.test(pred.lower) && ['di', 'che', '?', '.', '!'].includes(tokens[p + 1]?.lower ?? '.') && persons.length > 0 && persons.every((x) => x[0] === '1' || x[0] === '2')) {
      mark(p, genderIn(pred, null, ['det']), 'agrees with the speaker or the addressee');
      return true;
    }
    return false;
  };

  // 2. predicates: adjectives and participles after a copula agree with the subject
  const lexicon = italianLexicon();
  for (let c = 0; c < tokens.length; c++) {
    const persons = lexicon.copula(tokens[c]!.lower) ?? lexicon.cliticCopula(tokens[c]!.lower, tokens[c - 1]?.lower);
    if (!persons) continue;
    let p = c + 1;
    for (;;) {
      if (p < tokens.length && (PREDICATE_ADVERBS.has(tokens[p]!.lower) || isMenteAdverb(tokens[p]!))) p++;
      else if (tokens[p]?.lower === 'un' && tokens[p + 1]?.lower === 'po' && tokens[p + 2]?.text === "'") p += 3; // un po'
      else break;
    }
    const pred = tokens[p];
    if (pred && pronounPredicate(c, p, persons)) continue;
    if (!pred || !pred.word || owner[p] !== -1 || !isModifier(pred)) continue;
    const number = pred.readings.find((r) => r.pos === 'adj' || r.pos === 'verb-participle')?.number ?? null;
    const gender = genderIn(pred, number, ['adj', 'verb-participle']);
    // the participle 'stato' and its forms agree too (sono stati invitati): collect the chain
    const chain = [p];
    for (let q = c + 1; q < p; q++) if (/^stat[oaie]$/.test(tokens[q]!.lower)) chain.push(q);
    if (gender !== 'f' && gender !== 'm') continue;
    const markChain = (reason: string, referent?: number) => {
      for (const x of chain) mark(x, gender, reason, 'predicate', referent, c);
    };
    let clitic = CLITIC_PERSON[tokens[c - 1]?.lower ?? ''] ?? (tokens[c - 2] && tokens[c - 1]?.lower === 'non' ? CLITIC_PERSON[tokens[c - 2]!.lower] : undefined);
    if (clitic && number && !clitic.endsWith(number)) clitic = undefined; // ci è arrivata: ci is not the subject
    const candidates = clitic ? [clitic] : persons.filter((x) => x === '-' || x.endsWith(number ?? ''));
    if (candidates.length === 0) continue; // è troppo tardi: the adjective does not agree with the verb
    const subject = subjectOf(p, c, number, gender);
    const localPerson = candidates.every((x) => x[0] === '1' || x[0] === '2');
    if (localPerson) {
      markChain('agrees with the speaker or the addressee');
      continue;
    }
    if (subject === 'human') {
      markChain('agrees with a personal pronoun');
      continue;
    }
    if (subject) {
      if (subject.kind === 'person') {
        markChain(`agrees with "${tokens[subject.head]!.text}"`, referents.indexOf(subject));
        markReferent(subject, 'epicene person noun with a gendered predicate', gender);
      }
      continue;
    }
    const after = tokens[p + 1];
    const impersonalUse =
      number === 's' &&
      gender === 'm' &&
      (curatedList('it/curated/impersonal.txt').has(pred.lower) || ['che', 'di', 'a', 'se', 'come', 'quando', 'perché'].includes(after?.lower ?? '') || /(are|ere|ire)$/.test(after?.lower ?? ''));
    // no subject in the clause: a person phrase earlier in the sentence that agrees (i professori ... perché si
    // sono rifiutati); when the nearest one that agrees is neutral or established (le persone ... perché si sono
    // rifiutate), the predicate agrees with it and marks nobody
    if (!impersonalUse && candidates.some((x) => x[0] === '3' || x === '-')) {
      const earlier = referents.filter((r) => r.kind !== 'thing' && r.head < c && (!number || r.number === number) && r.gender === gender).at(-1);
      if (earlier?.kind === 'person') {
        markChain(`agrees with "${tokens[earlier.head]!.text}"`, referents.indexOf(earlier));
        continue;
      }
      if (earlier) continue;
    }
    // no subject in sight: the speaker ("sono contento") or an implicit third person
    if (candidates.includes('1s') && number === 's') {
      markChain('agrees with the speaker');
      continue;
    }
    if (!impersonalUse) markChain('agrees with an implicit subject');
  }

  // 2b. a participle after avere agrees with the object pronoun before it (mi hanno contattata, ci hanno
  // invitati, averti disturbata); the masculine singular is also the form that agrees with nothing (mi ha
  // detto), so only the others mark a gender
  const avere = avereForms();
  for (let v = 0; v < tokens.length; v++) {
    const verb = tokens[v]!;
    if (!verb.lower.startsWith('av') && !avere.has(verb.lower)) continue;
    const attached = /^(aver|avere)(mi|ti|ci|vi)$/.exec(verb.lower);
    const person = attached ? CLITIC_PERSON[attached[2]!] : avere.has(verb.lower) ? CLITIC_PERSON[tokens[v - 1]?.lower ?? ''] : undefined;
    if (!person) continue;
    let p = v + 1;
    while (p < tokens.length && (PREDICATE_ADVERBS.has(tokens[p]!.lower) || isMenteAdverb(tokens[p]!))) p++;
    const participle = tokens[p];
    if (!participle || owner[p] !== -1 || used.has(p) || !has(participle, 'verb-participle')) continue;
    const number = participle.readings.find((r) => r.pos === 'verb-participle')?.number;
    const gender = genderIn(participle, number ?? null, ['verb-participle']);
    if ((gender !== 'f' && gender !== 'm') || number !== person[1] || (gender === 'm' && number === 's')) continue;
    mark(p, gender, 'agrees with an object pronoun for the speaker or the addressee');
  }

  // 3. pronouns, and quantifiers and demonstratives that stand for people
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (owner[i] !== -1 || used.has(i)) continue;
    const lower = t.lower;
    if (INTENSIFIERS.has(lower) && HUMAN_PRONOUNS.has(tokens[i - 1]?.lower ?? '')) {
      mark(i, genderIn(t, null, ['det', 'adj']), `agrees with "${tokens[i - 1]!.text}"`, 'pronoun');
      continue;
    }
    const personal = PERSONAL_PRONOUNS.has(lower);
    if (!personal && !PRONOMINAL.has(lower)) continue;
    const next = tokens[i + 1];
    const qGender = genderIn(t, null, ['det', 'pron']);
    const qNumber = t.readings.find((r) => r.pos === 'det' || r.pos === 'pron')?.number ?? null;
    // a following word it agrees with is its noun or adjective (tutti i colleghi, molti studenti); one it does
    // not agree with starts the verb phrase (ciascuno porta)
    const agreesWithNext =
      !!next &&
      next.readings.some(
        (r) => (r.pos === 'noun' || r.pos === 'adj' || r.pos === 'verb-participle' || r.pos === 'det') && (!qNumber || !r.number || r.number === qNumber) && (qGender === 'fm' || !r.gender || r.gender === 'fm' || r.gender === qGender),
      );
    if (!personal && next && next.word && agreesWithNext && !(next.lower === 'di' || next.lower === 'che')) {
      // "tutti gli altri": the quantifier governs a phrase with no noun
      if (!(isDet(next) && (owner[i + 1] === -1 || referents[owner[i + 1]!] === undefined))) continue;
    }
    // "una bellissima persona" misspelt: an unknown word after uno/una is likely its noun
    if ((lower === 'uno' || lower === 'una') && next?.word && next.readings.length === 0) continue;
    const gender = genderIn(t, null, ['det', 'pron']);
    if (gender !== 'f' && gender !== 'm') continue;
    const number = t.readings.find((r) => r.pos === 'det' || r.pos === 'pron')?.number ?? null;
    // "uno di questi", "alcune delle quali": the phrase after di, else the nearest noun to the left
    let antecedent: Referent | undefined;
    if (!personal) {
      // "uno di questi", "tutte e due le cose", "queste due persone": a phrase just after it
      for (let j = i + 1; j < tokens.length && j < i + 6; j++) {
        const between = tokens[j]!;
        if (owner[j] === -1 && !(between.lower === 'e' || between.lower === 'di' || NUMERAL.test(between.lower) || isDet(between))) break;
        const o = owner[j]!;
        if (o !== -1 && referents[o]!.head === j) {
          const r = referents[o]!;
          // only a phrase that agrees with it (not "ciascuno porta": porta is a verb here)
          if ((r.gender === 'fm' || r.gender === gender) && (!r.number || !number || r.number === number || next?.lower === 'di' || ARTICULATED.test(next?.lower ?? ''))) antecedent = r;
          break;
        }
      }
    }
    // "quelli che vendono armi": a demonstrative with its own relative clause refers to no earlier phrase
    const ownRelative = /^quell[ie]$/.test(lower) && next?.lower === 'che';
    if (!antecedent && !ownRelative) {
      for (let j = i - 1; j >= 0; j--) {
        const o = owner[j]!;
        if (o === -1) continue;
        const r = referents[o]!;
        if (r.head !== j) continue;
        if (number && r.number && r.number !== number && !personal) continue;
        if (r.gender !== 'fm' && r.gender !== gender) continue;
        if (personal && r.kind === 'thing' && ['lui', 'lei', 'egli', 'ella', 'costui', 'costei', 'colui', 'colei'].includes(lower)) continue;
        antecedent = r;
        break;
      }
    }
    if (antecedent && antecedent.kind !== 'person') continue;
    if (!personal && !antecedent && number === 's' && gender === 'm' && ['uno', 'tutto'].includes(lower)) continue;
    mark(i, gender, personal ? 'personal pronoun' : 'pronoun or quantifier standing for people', 'pronoun', antecedent ? referents.indexOf(antecedent) : undefined);
  }

  // 4. adjectives and participles used as plural nouns (i privilegiati, dei giovani): a determiner, no noun
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (owner[i] !== -1 || used.has(i) || !isModifier(t) || isNounish(t) || isDet(t)) continue;
    const prev = tokens[i - 1]!;
    if (!isDet(prev) || owner[i - 1] !== -1) continue;
    const next = tokens[i + 1];
    if (next && (isNounish(next) || isModifier(next))) continue;
    const g = genderIn(t, 'p', ['adj', 'verb-participle']);
    const dg = genderIn(prev, 'p', ['det']);
    if ((g === 'm' || g === 'f') && dg === g && !PRONOMINAL.has(t.lower)) {
      mark(i - 1, g, `determiner of "${t.text}"`, 'nominal');
      mark(i, g, 'adjective or participle used as a noun for people', 'nominal');
    }
  }

  // 5. unico, primo, ultimo with an article and "a" + infinitive stand for a person (l'unica a capire, il primo
  // ad arrivare)
  for (let i = 1; i < tokens.length - 1; i++) {
    const t = tokens[i]!;
    const phrase = referents[owner[i]!];
    if (!/^(unic|prim|ultim)[oa]$/.test(t.lower) || !ARTICLE.test(tokens[i - 1]!.lower) || (phrase && (phrase.head !== i || phrase.kind !== 'thing'))) continue;
    const infinitive = /[aei]r(e|si|lo|la|li|le|ne|mi|ti|ci|vi|gli)$/.test(tokens[i + 2]?.lower ?? ''); // essere, saperlo
    if ((tokens[i + 1]!.lower === 'a' || tokens[i + 1]!.lower === 'ad') && infinitive) mark(i, t.lower.endsWith('a') ? 'f' : 'm', "stands for a person (l'unico a …)");
  }

  evidence.sort((a, b) => a.start - b.start);
  return { tokens, referents, marked: evidence };
}
