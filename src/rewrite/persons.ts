/**
 * Finds the persons of a translation and the words that mark their gender.
 *
 * A *mention* is a noun phrase (determiners, a gender-variable or epicene noun, the adjectives and
 * participles that agree with it), a gendered pronoun, or the implicit subject of a copula (yo →
 * "estoy cansada"). Predicative adjectives after a copula (es, est, è …) join the mention of their
 * clause's subject. Mentions with the same noun (la jefa … la jefa) form one person. Noun phrases
 * whose head is a noun without a gender variant (la dispute, el salario) are things, not persons.
 */
import type { Determiner, GrammaticalNumber, Language, Variant } from './language.js';
import { tokenize, type Token } from './tokens.js';
import type { Gender } from './types.js';

/** How sure we are that a mention is a person: by suffix, epicene list, pronoun, or only a gender pair. */
export type Strength = 'strong' | 'epicene' | 'pronoun' | 'speaker' | 'weak';

export interface Mention {
  /** Token indices that change with the person's gender. */
  marked: number[];
  /** All token indices of the mention. */
  tokens: number[];
  gender: Gender | null;
  number: GrammaticalNumber | null;
  key: string;
  strength: Strength;
  /** A thing: the head noun has no gender variant. */
  inanimate: boolean;
}

export interface Person {
  key: string;
  gender: Gender | null;
  strength: Strength;
  mentions: Mention[];
  /** Token indices to rewrite. */
  marked: number[];
  first: number;
}

export interface Analysis {
  tokens: Token[];
  persons: Person[];
  /** Tokens in a plural phrase (heureux → heureuses, not heureuse). */
  plural: Set<number>;
  /** Gender-marked words that belong to no mention, with their gender: agreement we did not understand. */
  loose: { index: number; gender: Gender }[];
  /** Predicative words that agree with a thing or with nobody (el examen era largo, il est important de). */
  thingPredicates: Set<number>;
  /** Tokens of noun phrases, of persons and of things. */
  inNounPhrase: Set<number>;
}

interface Info {
  det?: Determiner;
  variant?: Variant;
  epicene: boolean;
  pronoun?: Variant;
}

/** "All": a predeterminer before a determiner (todos los), otherwise a pronoun. */
const ALL = new Set('tous toutes todos todas tutti tutte'.split(' '));
/** Pronouns spelt like the indefinite article (uno, une): only weak evidence of a person. */
const ARTICLE_LIKE = new Set('un une uns unes uno una unos unas'.split(' '));
/** Quantifier pronouns (muchos de esos estados): they stand for things as often as for persons. */
const QUANTIFIER_PRONOUNS = new Set('muchos muchas algunos algunas varios varias pocos pocas'.split(' '));
/** Plural forms of the copulas and of the auxiliaries before a copula's participle (ont été, han sido). */
const PLURAL_VERBS = new Set(
  ('sont sommes êtes étaient étions étiez seront serons serez seraient serions seriez furent soient soyons soyez ' +
    'ont avons avez avaient auront auraient deviennent restent semblent ' +
    'son somos sois están estamos estáis eran éramos fueron serán serían sean estaban estuvieron han hemos habían ' +
    'sono siamo siete erano eravamo saranno sarebbero furono siano hanno abbiamo avevano').split(' '),
);
const RELATIVE = new Set(['che', 'que', 'qui']);
/** French nouns in -e of both genders, not feminines (-euse, -esse, -rice …) nor -tre (traître / traîtresse). */
const FRENCH_EPICENE_SHAPE = /^(?!.*(?:euse|esse|rice|ière|enne|ette|ine|ante|ente|tre|ée|ence|ance|ive)s?$).{4,}es?$/;
/** Words between a copula and its predicate: negation, adverbs, clitics, and Italian "un po'" (un is no article there). */
export function beforePredicate(language: Language, tokens: readonly Token[], j: number): boolean {
  return language.skippable(tokens[j]!.lower) || (tokens[j]!.lower === 'un' && tokens[j + 1]?.lower === 'po');
}
/** Quantifiers of no gender that stand for persons. */
const QUANTIFIERS = ['plusieurs', 'beaucoup', 'la plupart', 'la mayoría', 'la maggior parte', 'la maggioranza'].map((q) => q.split(' '));
const QUANTIFIER_STARTS = new Set(QUANTIFIERS.map((q) => q[0]!));
/** "As" before a role (como vendedor, comme preneur, come profughi). */
export const AS = new Set(['como', 'comme', 'come']);
/** "But" between two predicates (bravo ma antipatico). */
const CONTRAST = new Set(['ma', 'pero', 'mais']);
/** Adverbs of degree and manner before an adjective (muy, plus, bien, molto); -mente/-ment adverbs are found by their ending. */
const DEGREE = new Set('muy tan más menos bastante demasiado bien très plus moins trop si assez aussi fort molto così più meno troppo assai ben'.split(' '));
/** Demonstrative pronouns of things as subjects (c'est, cela est, esto es, ciò è). */
const DEMONSTRATIVE = new Set("c' ce cela ça ceci ciò esto eso ello".split(' '));
/** What follows an impersonal predicate: a clause or an infinitive with de/di (il est clair que, è facile di). */
const IMPERSONAL_NEXT = new Set("que qu' de d' che ch' di".split(' '));
const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, k) => from + k);
const QUOTE = /^["«»“”'‘’]$/;
const CLAUSE_BREAK = /^[.,;:!?¿¡()"«»“”—–]$/;

/** Whether a word is a cognate of an English person noun of the source; `strict`: of an unmistakable one (-er, -or, -ist, -ian, -ee). */
export type PersonCognate = (lower: string, strict: boolean) => boolean;

/**
 * `personCognate` tells translation words that are cognates of an English person noun of the source
 * (voluntarios ← volunteers): evidence that a noun is a person beyond its gender pair.
 */
export function analyse(translation: string, language: Language, personCognate: PersonCognate = () => false): Analysis {
  const tokens = tokenize(translation, language.elision);
  const info: Info[] = tokens.map((t) => {
    if (!t.word || language.coordinator(t.lower)) return { epicene: false };
    const det = language.determiner(t.lower);
    const variant = det || language.copula(t.lower) !== undefined || language.invariable(t.lower) ? undefined : language.variant(t.lower);
    return {
      ...(det ? { det } : {}),
      ...(variant ? { variant } : {}),
      // Also a French -e noun the lexicon lacks, not of a feminine shape, that is a cognate of an English
      // person noun (fanatique ← fanatic, philosophe ← philosopher).
      epicene: !det && !variant && (language.epicenePerson(t.lower) || (language.lang === 'fr' && FRENCH_EPICENE_SHAPE.test(t.lower) &&
        t.text === t.lower && personCognate(t.lower, true))),
      ...(language.pronoun(t.lower) ? { pronoun: language.pronoun(t.lower)! } : {}),
    };
  });
  const mentions: Mention[] = [];
  const used = new Set<number>();
  const plural = new Set<number>();
  const thingPredicates = new Set<number>();
  const isFunctionWord = (i: number): boolean => {
    const t = tokens[i]!;
    return !t.word || language.copula(t.lower) !== undefined || language.coordinator(t.lower) || language.skippable(t.lower) || t.lower.length < 3;
  };

  /** The person of a linking verb after its reflexive clitic (se siente, se ha sentido, si sentiva, se montre), else undefined. */
  const reflexiveLink = (k: number): number | undefined => {
    if (k === 0) return undefined;
    const clitic = language.auxiliary(tokens[k - 1]!.lower) ? k - 2 : k - 1;
    const person = language.reflexive(tokens[clitic]?.lower ?? '');
    return person !== undefined && language.linking(tokens[k]!.lower) ? person : undefined;
  };
  /** The length of a quantifier pronoun at i (plusieurs: 1, la plupart: 2, la maggior parte: 3), else 0. */
  const quantifierAt = (i: number): number => {
    if (!QUANTIFIER_STARTS.has(tokens[i]!.lower)) return 0;
    for (const q of QUANTIFIERS) if (q.every((w, k) => tokens[i + k]?.lower === w)) return q.length;
    return 0;
  };
  const degree = (i: number): boolean => DEGREE.has(tokens[i]!.lower) || /^.{3,}(?:mente|ment)$/.test(tokens[i]!.lower);
  /** What follows an impersonal predicate: a clause, de/di, or (es, it) an infinitive (es necesario decir, è stato necessario fare). */
  const impersonalNext = (next: string): boolean =>
    IMPERSONAL_NEXT.has(next) || (language.lang === 'it' && /^.{2,}(?:are|ere|ire)$/.test(next)) || (language.lang === 'es' && /^.{2,}(?:ar|er|ir)$/.test(next));
  /** The plural ending of nouns and adjectives. */
  const pluralForm = language.lang === 'it' ? /[ie]$/ : /s$/;
  /** A plural noun and a plural adjective (Italian: with the same ending, and not an infinitive with a clitic: esserne). */
  const bothPlural = (noun: string, adjective: string): boolean =>
    pluralForm.test(noun) && pluralForm.test(adjective) &&
    (language.lang !== 'it' || (noun.slice(-1) === adjective.slice(-1) && !/[aei]r(?:ne|ci|vi|si|l[aeio]|mi|ti)$/.test(noun)));

  // The adjectives after a thing's noun, also joined by and/or or after a degree adverb (un trato
  // increíblemente malo, un vin plus doux): they agree with the thing, not with a person.
  const thingAdjectives = (j: number, members: number[]): number => {
    while (j < tokens.length) {
      let k = j;
      while (k < tokens.length && degree(k)) k++;
      if (info[k]?.variant && !info[k]!.det) members.push(...range(j, k + 1));
      else if (k === j && language.coordinator(tokens[j]!.lower) && info[j + 1]?.variant) members.push(j, j + 1), k = j + 1;
      else break;
      j = k + 1;
    }
    return j;
  };

  // Noun phrases.
  for (let i = 0; i < tokens.length; i++) {
    const first = info[i]!;
    if (!first.det && !first.variant && !first.epicene) continue;
    // A determiner that is also a pronoun (tous, todos, tutti) without a determiner after it is the
    // pronoun: "tous veulent", "à tous"; also before "des" and a number (à tous des souvenirs, tous deux).
    if (first.det && ALL.has(tokens[i]!.lower) && (!info[i + 1]?.det || /^(?:des|deux|trois)$/.test(tokens[i + 1]!.lower))) continue;
    // "Most" (la plupart, la mayoría, la maggior parte) is a quantifier, not a noun phrase of a thing.
    if (quantifierAt(i) > 1) continue;
    const members: number[] = [];
    let j = i;
    let gender: Gender | null = null;
    let number: GrammaticalNumber | null = null;
    const agrees = (g: Gender | null): boolean => g === null || gender === null || g === gender;
    while (j < tokens.length && info[j]!.det && agrees(info[j]!.det!.gender)) {
      gender ??= info[j]!.det!.gender;
      number ??= info[j]!.det!.number;
      members.push(j++);
    }
    let inanimate = false;
    let content = 0;
    let strong = false;
    while (j < tokens.length) {
      const x = info[j]!;
      const lower = tokens[j]!.lower;
      if (x.variant && !agrees(x.variant.gender) && content === 0 && members.length > 0) {
        // la fin, la mort: a noun whose homograph adjective has the other gender.
        inanimate = true;
        members.push(j++);
        content++;
        j = thingAdjectives(j, members);
        break;
      } else if (x.variant && agrees(x.variant.gender)) {
        gender ??= x.variant.gender;
        strong ||= language.strongPerson(lower);
        members.push(j++);
        content++;
      } else if (x.epicene && !x.det) {
        strong ||= content === 0;
        members.push(j++);
        content++;
      } else if (language.invariable(lower) && content === 0 && members.length > 0) {
        members.push(j++);
      } else if (content > 0 && language.coordinator(lower) && info[j + 1]?.variant && agrees(info[j + 1]!.variant!.gender) && !info[j + 1]!.det) {
        members.push(j++);
      } else if (members.length > 0 && !strong && !inanimate && !x.det && !x.variant && !x.pronoun && !isFunctionWord(j) &&
        members.every((m) => !info[m]!.variant || language.prenominal(tokens[m]!.lower))) {
        // A noun without gender variants after the determiner (and adjectives): a thing, with the
        // adjectives that follow it.
        inanimate = true;
        members.push(j++);
        content++;
        j = thingAdjectives(j, members);
        break;
      } else break;
    }
    if (content === 0) continue; // a lone determiner: pronoun use is handled below
    const prev = tokens[i - 1];
    const afterBoundary = !prev || !prev.word || language.preposition(prev.lower) || language.coordinator(prev.lower);
    const last = members[members.length - 1]!;
    const contentIdx = members.filter((m) => !info[m]!.det && !language.coordinator(tokens[m]!.lower) && !language.invariable(tokens[m]!.lower));
    if (contentIdx.length === 0) continue;
    const suffixed = contentIdx.find((m) => info[m]!.variant && language.strongPerson(tokens[m]!.lower));
    const epi = info[contentIdx[0]!]!.epicene ? contentIdx[0] : undefined;
    const headIdx = suffixed ?? epi ?? contentIdx[0]!;
    const head = info[headIdx]!;
    const key = head.variant && head.variant.gender === 'f' ? head.variant.other : tokens[headIdx]!.lower;
    // A cognate of an English person noun (delegados ← delegates) is a person even without a person suffix.
    // (Not a capitalised name: dell'India ← Indians.)
    const cognate = !inanimate && head.variant !== undefined && (headIdx === 0 || tokens[headIdx]!.text === tokens[headIdx]!.lower) && personCognate(tokens[headIdx]!.lower, members.some((m) => info[m]!.det !== undefined));
    const strength: Strength = suffixed !== undefined || cognate ? 'strong' : epi !== undefined ? 'epicene' : 'weak';
    // A gender pair that the lexicon knows is not a person noun (le marché / marchée): a thing.
    if (strength === 'weak' && (language.personNoun(tokens[headIdx]!.lower) === false || head.variant?.guessed)) inanimate = true;
    // A role after "as" (como vendedor, comme preneur, en tant que tuteur), singular or plural.
    const role = prev !== undefined && !info[i]!.det && (AS.has(prev.lower) || (prev.lower === 'que' && tokens[i - 2]?.lower === 'tant'));
    // Without a determiner, only a plural noun at a phrase boundary (not an adjective after a noun):
    // of a person suffix (manifestantes), or first in the sentence where bare plurals are usual.
    // Also a bare plural object that is the cognate of an unmistakable English person noun (buscando voluntarios ← volunteers).
    const objectCognate = cognate && personCognate(tokens[headIdx]!.lower, true);
    const bareOk = (afterBoundary || role || objectCognate) && (strength !== 'weak' || (i === 0 && language.barePlurals)) && (role || pluralForm.test(tokens[headIdx]!.lower));
    if (!members.some((m) => info[m]!.det) && !bareOk) {
      i = last;
      continue;
    }
    // A role names the person before it (Ven a sus arrendatarios no como adversarios): one key for both.
    const candidates = role ? [...mentions].reverse().filter((m) => !m.inanimate && !m.key.startsWith('pron:') && (m.gender === null || gender === null || m.gender === gender)) : [];
    const named = candidates.find((m) => m.strength !== 'weak') ?? candidates[0];
    mentions.push({
      marked: members.filter((m) => (info[m]!.det?.gender ?? info[m]!.variant?.gender ?? null) !== null),
      tokens: members,
      gender,
      number,
      key: named?.key ?? key.replace(/s$/, ''),
      strength,
      inanimate,
    });
    for (const m of members) used.add(m);
    if ((number ?? (/s$/.test(tokens[headIdx]!.lower) ? 'p' : 's')) === 'p') for (const m of members) plural.add(m);
    i = last;
  }

  // Quantifiers standing for persons (plusieurs, beaucoup, la plupart, la mayoría) without a noun after
  // them: of no gender until a predicate shows one (plusieurs sont installés), weak evidence of a person.
  for (let i = 0; i < tokens.length; i++) {
    const length = quantifierAt(i);
    // Not the adverb after an auxiliary (a beaucoup travaillé).
    if (length === 0 || used.has(i) || language.auxiliary(tokens[i - 1]?.lower ?? '')) continue;
    const n = i + length;
    const next = tokens[n];
    if (next && (language.preposition(next.lower) || info[n]!.det || info[n]!.epicene || (info[n]!.variant && language.strongPerson(next.lower)))) continue;
    // An adjective right after it agrees with it (pour la plupart concernés).
    const attribute = info[n]?.variant && !used.has(n) ? [n] : [];
    const span = range(i, i + length);
    mentions.push({
      marked: attribute, tokens: [...span, ...attribute], gender: attribute.length > 0 ? info[n]!.variant!.gender : null, number: 'p',
      key: `pron:${span.map((t) => tokens[t]!.lower).join(' ')}`, strength: 'weak', inanimate: false,
    });
    for (const t of attribute) used.add(t), plural.add(t);
    for (const t of span) used.add(t), plural.add(t);
  }

  // Pronouns (él, elle, ils, tous …) not inside a noun phrase.
  tokens.forEach((t, i) => {
    const p = info[i]!.pronoun;
    if (!p || used.has(i) || language.impersonal(tokens, i) || language.fixedPhrase(tokens, i)) return;
    mentions.push({ marked: [i], tokens: [i], gender: p.gender, number: null, key: `pron:${p.gender === 'm' ? t.lower : p.other}`, strength: language.personalPronoun(t.lower) || !(ARTICLE_LIKE.has(t.lower) || QUANTIFIER_PRONOUNS.has(t.lower)) ? 'pronoun' : 'weak', inanimate: false });
    used.add(i);
  });

  // Predicative adjectives and participles after a copula join the mention of their subject.
  for (let k = 0; k < tokens.length; k++) {
    const person = language.copula(tokens[k]!.lower) ?? reflexiveLink(k);
    if (person === undefined || used.has(k)) continue;
    const predicate: number[] = [];
    let j = k + 1;
    while (j < tokens.length && (beforePredicate(language, tokens, j) || QUOTE.test(tokens[j]!.text)) && !info[j]!.variant) j++;
    // A participle after haber/avoir (ha propuesto) does not agree with the subject.
    if (tokens.slice(k + 1, j).some((t) => language.auxiliary(t.lower))) continue;
    // A noun phrase, not a lone pronoun-like determiner (erano un po' troppo).
    const nominal = mentions.find((m) => m.tokens[0] === j && !m.key.startsWith('pron:'));
    let gender: Gender | null = null;
    while (j < tokens.length && !language.fixedPhrase(tokens, j) && !language.preposition(tokens[j]!.lower)) {
      const v = info[j]!.variant;
      if (v && !used.has(j) && (gender === null || v.gender === gender)) {
        gender = v.gender;
        predicate.push(j++);
        continue;
      }
      const lower = tokens[j]!.lower;
      // and, or, but or a comma and adverbs before the next predicate (alto, muy guapo y rico; bravo ma anche
      // antipatico), or an adjective of both genders before and/or (valiente y honesto, inconsciente o adormilado).
      // Also adverbs alone between two predicate words (sono diventati improvvisamente molto ricchi).
      const joins = predicate.length > 0 && (language.coordinator(lower) || CONTRAST.has(lower) || lower === ',' || (beforePredicate(language, tokens, j) && !language.auxiliary(lower)));
      const epicene = !joins && tokens[j]!.word && !info[j]!.det && !info[j]!.pronoun && !isFunctionWord(j) && language.coordinator(tokens[j + 1]?.lower ?? '');
      if (!joins && !epicene) break;
      let n = !joins ? j + 2 : beforePredicate(language, tokens, j) ? j : j + 1;
      while (n < tokens.length && language.skippable(tokens[n]!.lower) && !info[n]!.variant) n++;
      const next = info[n]?.variant;
      if (!next || used.has(n) || (gender !== null && next.gender !== gender)) break;
      j = n;
    }
    if (predicate.length === 0 && !nominal) continue;
    // A plural copula (sont, sommes, ont été) makes the predicate plural: heureux → heureuses.
    if (PLURAL_VERBS.has(tokens[k]!.lower) || PLURAL_VERBS.has(tokens[k - 1]?.lower ?? '')) for (const p of predicate) plural.add(p);
    // The subject: the nearest mention before the copula in the same clause.
    let before = k - 1;
    while (before >= 0 && language.skippable(tokens[before]!.lower)) before--;
    // The clause starts with the copula, also with its auxiliary (è stato necessario).
    let start = before;
    while (start >= 0 && (language.skippable(tokens[start]!.lower) || language.copula(tokens[start]!.lower) !== undefined)) start--;
    const clauseInitial = start < 0 || CLAUSE_BREAK.test(tokens[start]!.text) || language.subordinator(tokens[start]!.lower);
    let subject: Mention | undefined;
    let impersonal = false;
    for (let b = k - 1; b >= 0 && !CLAUSE_BREAK.test(tokens[b]!.text); b--) {
      // A demonstrative or impersonal subject (cela est dû, il est important de): the predicate is not a person's.
      if (DEMONSTRATIVE.has(tokens[b]!.lower) || (info[b]!.pronoun && language.impersonal(tokens, b))) {
        impersonal = true;
        break;
      }
      // A relative pronoun right after a noun phrase: that phrase is the subject, also after a
      // preposition (ai villaggi devastati che non sono stati ricostruiti).
      if (RELATIVE.has(tokens[b]!.lower)) {
        const antecedent = mentions.find((m) => m.tokens.includes(b - 1));
        if (antecedent) {
          subject = antecedent;
          break;
        }
      }
      const found = mentions.find((m) => m.tokens.includes(b));
      // Skip noun phrases after a preposition (Las periodistas [del país] están …).
      const first = found ? tokens[found.tokens[0]!]! : undefined;
      // … but not after a quantifier (la plupart des Azerbaïdjanaises sont mortes).
      const prepAt = first && language.preposition(first.lower) ? found!.tokens[0]! : found ? found.tokens[0]! - 1 : -1;
      const quantified = prepAt > 0 && QUANTIFIERS.some((q) => q.every((w, k) => tokens[prepAt - q.length + k]?.lower === w));
      if (found && first && !quantified && (language.preposition(first.lower) || language.preposition(tokens[found.tokens[0]! - 1]?.lower ?? ''))) {
        b = found.tokens[0]!;
        continue;
      }
      subject = found;
      if (subject) break;
      if (language.speaker(tokens[b]!.lower) || language.subordinator(tokens[b]!.lower)) break;
    }
    // A subject after its predicate (¿Dónde fue arrestado el delincuente?, ¿a qué son adictos estos ejecutivos?).
    if (!subject && !impersonal && person === 3 && predicate.length > 0) {
      const after = predicate[predicate.length - 1]! + 1;
      const inverted = mentions.find((m) => m.tokens[0] === after && !m.key.startsWith('pron:'));
      // A thing of the predicate's gender (è stato avviato un meccanismo): the predicate is the thing's.
      if (inverted?.inanimate && inverted.gender === gender) {
        for (const p of predicate) used.add(p), thingPredicates.add(p);
        continue;
      }
      if (inverted && !inverted.inanimate) subject = inverted;
    }
    if (nominal && !nominal.inanimate) {
      // "X es un Y", "Y" names the same person: one key for both.
      if (subject && !subject.inanimate && (subject.gender === null || nominal.gender === null || subject.gender === nominal.gender)) nominal.key = subject.key;
      continue;
    }
    if (predicate.length === 0) continue;
    // A predicate that agrees with no subject we found stays loose (… con un coltello ed è entrato),
    // unless it speaks of a thing or of nobody: after a demonstrative or impersonal subject, or
    // before a clause or an infinitive (è risaputo che, es obvio que).
    if (subject) {
      if (subject.gender !== null && subject.gender !== gender) continue;
      for (const p of predicate) used.add(p);
      if (subject.inanimate) {
        // Only a thing right before the copula surely is its subject (el examen era largo); one
        // further back may be the wrong antecedent (la gente con un coltello ed è entrata).
        // And only one that opens its clause: not the object of a relative clause (le soldatesse che
        // assediavano la città furono …).
        const opener = tokens[subject.tokens[0]! - 1];
        const opens = !opener || CLAUSE_BREAK.test(opener.text) || RELATIVE.has(opener.lower) || opener.lower === "qu'" ||
          language.subordinator(opener.lower) || language.coordinator(opener.lower);
        if (Math.max(...subject.tokens) === before && opens) for (const p of predicate) thingPredicates.add(p);
        // Otherwise the predicate stays unexplained agreement (beaucoup ayant le désir … sont talentueux).
        else for (const p of predicate) used.delete(p);
        continue;
      }
      subject.gender ??= gender;
      subject.marked.push(...predicate);
      subject.tokens.push(...predicate);
      if (subject.tokens.some((t) => plural.has(t))) for (const t of predicate) plural.add(t);
    } else if (person === 3 && (impersonal || (clauseInitial && impersonalNext(tokens[predicate[predicate.length - 1]! + 1]?.lower ?? '')))) {
      for (const p of predicate) used.add(p), thingPredicates.add(p);
    } else if (person !== 3) {
      for (const p of predicate) used.add(p);
      mentions.push({ marked: predicate, tokens: predicate, gender, number: null, key: `speaker:${person}`, strength: 'speaker', inanimate: false });
    }
  }

  // One person per key.
  const persons = new Map<string, Person>();
  for (const m of mentions) {
    if (m.inanimate) continue;
    const old = persons.get(m.key);
    if (old && (old.gender === null || m.gender === null || old.gender === m.gender)) {
      old.gender ??= m.gender;
      old.mentions.push(m);
      old.marked.push(...m.marked);
      old.first = Math.min(old.first, m.tokens[0]!);
    } else {
      persons.set(old ? `${m.key}#${m.tokens[0]}` : m.key, {
        key: m.key, gender: m.gender, strength: m.strength, mentions: [m], marked: [...m.marked], first: m.tokens[0]!,
      });
    }
  }
  // Loose words: adjectives, participles and personal pronouns outside every mention, except
  // participles after haber/avoir (han dicho, a fait) and fixed phrases.
  const loose: Analysis['loose'] = [];
  const inMention = new Set(mentions.flatMap((m) => m.tokens));
  // Words that agree with a thing: the adjectives of things' noun phrases and those excused below.
  const ofThing = new Set(mentions.filter((m) => m.inanimate).flatMap((m) => m.tokens.filter((t) => info[t]!.variant)));
  const excuse = (i: number): void => void ofThing.add(i);
  const thingNouns = new Set(mentions.filter((m) => m.inanimate).flatMap((m) => m.tokens));
  info.forEach((x, i) => {
    const gender = x.variant?.gender ?? (x.pronoun && language.personalPronoun(tokens[i]!.lower) ? x.pronoun.gender : undefined);
    if (!gender || used.has(i) || inMention.has(i) || language.fixedPhrase(tokens, i)) return;
    if (x.pronoun && language.impersonal(tokens, i)) return;
    let b = i - 1;
    while (b >= 0 && (language.skippable(tokens[b]!.lower) && !language.auxiliary(tokens[b]!.lower))) b--;
    if (b >= 0 && language.auxiliary(tokens[b]!.lower)) return;
    // A bare noun after a preposition that is no person noun (técnico de sonido, medalla de oro): a thing;
    // a plural one only after a thing (la temporada de impuestos), not before a noun (a numerosi parlamentari).
    const before = tokens[i - 1];
    if (x.variant && before && language.preposition(before.lower) && !language.strongPerson(tokens[i]!.lower) && !personCognate(tokens[i]!.lower, false) &&
      !info[i + 1]?.epicene && !info[i + 1]?.variant && (!pluralForm.test(tokens[i]!.lower) || ofThing.has(i - 2) || thingNouns.has(i - 2))) return excuse(i);
    // An adjective right after a noun we do not know, or after it and a degree adverb (nozioni molto
    // avanzate): after a determiner or preposition (del museo neoyorquino), or a plural after a plural
    // (detalles privados); a verb rarely looks like that.
    let prev = i - 1;
    while (prev > 0 && degree(prev)) prev--;
    // An adjective after another adjective of a thing, of the same gender (une zone tropicale
    // entièrement équipée, sociale et culturelle).
    const chained = prev > 0 && language.coordinator(tokens[prev]!.lower) ? prev - 1 : prev;
    if (x.variant && ofThing.has(chained) && info[chained]!.variant?.gender === gender) return excuse(i);
    const pw = tokens[prev];
    if (pw && pw.word && !info[prev]!.variant && !info[prev]!.det && !info[prev]!.pronoun && !info[prev]!.epicene && !isFunctionWord(prev) && !RELATIVE.has(pw.lower)) {
      const before = tokens[prev - 1];
      const introduced = before !== undefined && (info[prev - 1]!.det !== undefined || language.preposition(before.lower));
      if (introduced || bothPlural(pw.lower, tokens[i]!.lower)) return excuse(i);
    }
    // An adjective before a noun we do not know (de nouvelles semelles, plus grande course): a prenominal
    // one, or a plural before a plural.
    const nw = tokens[i + 1];
    if (nw && nw.word && !info[i + 1]!.variant && !info[i + 1]!.det && !info[i + 1]!.pronoun && !info[i + 1]!.epicene && !isFunctionWord(i + 1) &&
      (language.prenominal(tokens[i]!.lower) || (/s$/.test(nw.lower) && /s$/.test(tokens[i]!.lower)))) return;
    loose.push({ index: i, gender });
  });
  return { tokens, persons: [...persons.values()].sort((a, b) => a.first - b.first), plural, loose, thingPredicates, inNounPhrase: inMention };
}

const PARTITIVE = new Set(['de', 'di', "d'"]);
/**
 * A pronoun that belongs to the noun phrase after it, as one person: a partitive (cada uno de los
 * participantes, uno dei delegati, chacun des invités) or a pronoun after an article that the
 * analysis took for a pronoun too (gli altri); an article before a pronoun joins it (el otro).
 * `partitiveOnly` (the 2-variant rewriter): only a partitive before a noun that is surely a person.
 */
export function mergePronouns(analysis: Analysis, language: Language, persons: Person[], partitiveOnly = false): Person[] {
  const { tokens } = analysis;
  const out = [...persons];
  for (let k = 0; k < out.length; k++) {
    const a = out[k]!;
    if (a.mentions.length !== 1) continue;
    // The mention's last pronoun (cada uno, otro in "el otro es vago").
    const i = Math.max(-1, ...a.mentions[0]!.tokens.filter((t) => language.pronoun(tokens[t]!.lower)));
    if (i < 0) continue;
    const after = tokens[i + 1]?.lower ?? '';
    const next = PARTITIVE.has(after) && language.determiner(tokens[i + 2]?.lower ?? '') ? i + 2 : i + 1;
    // After the pronoun: de + a determiner, a determiner with de in it (dei, des), or a pronoun (gli altri).
    const joins = next === i + 2 || (!partitiveOnly && (language.determiner(after) || language.pronoun(after)));
    const b = joins ? out.find((p) => p !== a && p.gender === a.gender && p.mentions.some((m) => m.tokens[0] === next) && (!partitiveOnly || p.strength !== 'weak')) : undefined;
    if (!b) {
      if (partitiveOnly) continue;
      // An article before the pronoun that no person took (el otro, la otra).
      const article = i - 1;
      const det = language.determiner(tokens[article]?.lower ?? '');
      if (a.first === i && det?.gender === a.gender && !persons.some((p) => p.mentions.some((m) => m.tokens.includes(article)))) {
        const mention = { ...a.mentions[0]!, tokens: [article, ...a.mentions[0]!.tokens], marked: [article, ...a.mentions[0]!.marked] };
        out[k] = { ...a, first: article, marked: [article, ...a.marked], mentions: [mention] };
      }
      continue;
    }
    out[out.indexOf(b)] = { ...b, first: a.first, marked: [...a.marked, ...b.marked], mentions: [...a.mentions, ...b.mentions] };
    out.splice(k--, 1);
  }
  return out;
}
