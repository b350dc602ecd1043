/**
 * Every gender combination of the ambiguous persons of a translation (GATE's 4- and 8-variant
 * rows). Starts from the persons of src/rewrite/persons.ts and the choice of src/rewrite/rewrite.ts,
 * then counts persons the way GATE does (coordinated nouns and mentions with an indefinite article
 * apart, a partitive pronoun with its noun phrase) and gives each gender-marked word the analysis
 * left over to the person it agrees with (src/rewrite/assign.ts). Each person is flipped on its own.
 */
import { objectClitics, personNoun, placeLoose } from './assign.js';
import type { Language } from './language.js';
import { mergePronouns, type Analysis, type Person } from './persons.js';
import { flip, prepare } from './rewrite.js';
import type { Alternative, Gender, RewriteInput } from './types.js';

/** At most this many persons are combined (2^3 = 8 translations). */
const MAX_PERSONS = 3;

/**
 * A person whose noun phrase joins two person nouns with and/or (les plongeurs et explorateurs)
 * as two persons: GATE counts each noun as a person of its own. The words before the coordinator
 * (the shared determiner too) go with the first noun, those after it with the second.
 */
function splitCoordinated(analysis: Analysis, language: Language, person: Person): Person[] {
  const { tokens } = analysis;
  if (person.mentions.length !== 1) return [person];
  const mention = person.mentions[0]!;
  // Two person nouns, or a noun right after the determiners and a plural after it (sus hermanos y
  // primos; not los alumnos altos y fuertes).
  const head = (k: number): boolean => mention.tokens.slice(0, k).every((t) => language.determiner(tokens[t]!.lower));
  const at = mention.tokens.findIndex((t, k) => {
    if (k === 0 || !language.coordinator(tokens[t]!.lower)) return false;
    const before = tokens[mention.tokens[k - 1]!]!.lower;
    const after = tokens[t + 1]?.lower ?? '';
    return (personNoun(language, before) && personNoun(language, after)) ||
      (head(k - 1) && analysis.plural.has(t + 1) && language.variant(after) !== undefined);
  });
  if (at < 0) return [person];
  const coordinator = mention.tokens[at]!;
  const part = (keep: (t: number) => boolean, key: string): Person => {
    const own = mention.tokens.filter(keep);
    const marked = person.marked.filter(keep);
    return { ...person, key, marked, first: own[0]!, mentions: [{ ...mention, tokens: own, marked }] };
  };
  const second = part((t) => t > coordinator, tokens[coordinator + 1]!.lower);
  // The second noun may itself join a third (A, B y C is one more split away).
  return [part((t) => t < coordinator, person.key), ...splitCoordinated(analysis, language, second)];
}

/** The second part of both … and (sia il governatore sia il sindaco, soit … soit). */
const CORRELATIVE = new Set(['sia', 'soit']);
const INDEFINITE = new Set("un una une uno unos unas un' des dei degli delle".split(' '));

/**
 * The mentions of one noun as persons of their own where they name different people: a mention
 * with an indefinite article (un profesor asistente … del profesor, un passeggero italiano … un
 * passeggero straniero, also a predicate noun: le cessionnaire doit être un Tunisien, which GATE
 * counts apart), the second of both … and (sia il governatore sia il sindaco) or a noun after the
 * same noun and a preposition (los nietos de nuestros nietos). Definite mentions (la jefa … la
 * jefa, il mio amico è il cameriere) stay one person.
 */
function separateMentions(analysis: Analysis, language: Language, person: Person): Person[] {
  const { tokens } = analysis;
  if (person.mentions.length < 2) return [person];
  const apart = person.mentions.some((m, k) => {
    const first = m.tokens[0]!;
    const before = tokens[first - 1]?.lower ?? '';
    const previous = person.mentions[k - 1];
    return INDEFINITE.has(tokens[first]!.lower) || (k > 0 && CORRELATIVE.has(before)) ||
      (previous !== undefined && language.preposition(before) && Math.max(...previous.tokens) === first - 2);
  });
  return apart ? person.mentions.map((m) => ({ ...person, mentions: [m], marked: m.marked, first: m.tokens[0]! })) : [person];
}

/**
 * The persons without those a gendered source pronoun fixes (the owner … for her birthday → la
 * propietaria): the one person of the pronoun's gender is taken as its referent. Null where that is
 * not clear: two or more persons of that gender.
 */
function referentsFixed(persons: Person[], blocked: ReadonlySet<Gender>): Person[] | null {
  let out = persons;
  for (const g of blocked) {
    const referents = persons.filter((p) => p.gender === g);
    if (referents.length > 1) return null;
    out = out.filter((p) => p.gender !== g);
  }
  return out;
}

const SINGULAR_DEMONSTRATIVE = /^pron:(?:questo|quello)$/;

/**
 * Which persons vary: those recognised by more than a gender pair, and masculine ones that only
 * have a gender pair (amigo, primo) where the lexicon cannot tell persons from things. Italian's
 * lexicon lists person nouns, so there such a candidate is a thing (il futuro); a feminine one in
 * a translation that picks the masculine for open persons is a thing or fixed (las telas). A
 * singular demonstrative alone (questo, quello) stands for a thing or a clause more often than
 * for a person.
 */
function varying(language: Language, p: Person): boolean {
  if (SINGULAR_DEMONSTRATIVE.test(p.key) && p.mentions.every((m) => m.tokens.length === 1)) return false;
  return p.strength !== 'weak' || (p.gender === 'm' && language.lang !== 'it');
}

/**
 * Every gender combination of the ambiguous persons (2–3 persons: 4 or 8 translations), each with
 * the persons' genders in the order they appear in the translation; [] when there is no ambiguous
 * person or the rewriter is not sure. A person the translation does not mark (l'artiste) takes
 * part while there is room: its two genders give the same text.
 */
export function alternatives(input: Omit<RewriteInput, 'direction'>): Alternative[] {
  const { language, a } = prepare({ ...input, direction: 'm2f' });
  const { analysis } = a;
  const apart = a.persons.filter((p) => varying(language, p)).flatMap((p) => separateMentions(analysis, language, p));
  const candidates = referentsFixed(apart, a.blocked)?.flatMap((p) => splitCoordinated(analysis, language, p));
  if (!candidates) return [];
  const merged = mergePronouns(analysis, language, candidates);
  // The persons that keep their gender (fixed by the source, feminine things): a loose word may be theirs.
  const varies = new Set(merged.flatMap((p) => p.mentions.flatMap((m) => m.tokens)));
  const others = analysis.persons.filter((p) => !p.mentions.some((m) => m.tokens.some((t) => varies.has(t))));
  const placed = placeLoose(analysis, language, merged, others);
  const marked = placed && objectClitics(analysis, language, placed);
  if (!marked || marked.length > MAX_PERSONS) return [];
  const room = MAX_PERSONS - marked.length;
  const persons = [...marked, ...a.unmarkedPersons.slice(0, room)].sort((x, y) => x.first - y.first);
  if (persons.length === 0) return [];
  const out: Alternative[] = [];
  const n = persons.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    const genders = persons.map((_, k): Gender => ((mask >> (n - 1 - k)) & 1 ? 'm' : 'f'));
    const toFlip = persons.filter((p, k) => p.gender !== null && p.gender !== genders[k]);
    const flipped = toFlip.length === 0 ? { text: input.translation } : flip(analysis, language, toFlip);
    if (!flipped) return [];
    out.push({ genders, text: flipped.text });
  }
  return out;
}
