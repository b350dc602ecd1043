/**
 * Which person a gender-marked word belongs to, where the analysis of src/rewrite/persons.ts left
 * it out of every person ("loose" words): shared by alternatives() and rewriteGender().
 */
import type { Language } from './language.js';
import type { Analysis, Person } from './persons.js';
import type { Gender } from './types.js';

/** A noun that names a person by the lexicon: a person suffix, an epicene person noun, or the person lexicon. */
export function personNoun(language: Language, lower: string): boolean {
  return language.strongPerson(lower) || language.epicenePerson(lower) || language.personNoun(lower) === true;
}

const RELATIVE = new Set(['che', 'que', 'qui']);
const CLAUSE_BREAK = /^[.,;:!?¿¡()"«»“”—–]$/;
/** Plural endings of masculine and feminine nouns and adjectives (French -s/-x also ends singulars: heureux). */
const PLURAL: Record<Language['lang'], Record<Gender, RegExp>> = {
  es: { m: /s$/, f: /s$/ },
  fr: { m: /[sx]$/, f: /s$/ },
  it: { m: /i$/, f: /e$/ },
};

const isPlural = (analysis: Analysis, p: Person): boolean => p.mentions.some((m) => m.tokens.some((t) => analysis.plural.has(t)));

/**
 * The gender-marked words the analysis left out of every person ("loose"), given to a person:
 * a person noun without a determiner (con maestros, datori di lavoro) becomes a person with the
 * adjectives right after it; an adjective or participle goes to the nearest person before it in
 * its clause (i piccoli agricoltori vanno tutelati) when gender and number agree, or stays with
 * one of `others` (persons that keep their gender) of its gender that is nearer. Null when a loose
 * word of the gender of one of `persons` finds no person: we cannot tell whose it is. The number
 * of the words it places is recorded in `analysis.plural`, for their other-gender form.
 */
export function placeLoose(analysis: Analysis, language: Language, persons: Person[], others: readonly Person[] = []): Person[] | null {
  const { tokens } = analysis;
  const out = persons.map((p) => ({ ...p, marked: [...p.marked], mentions: p.mentions.map((m) => ({ ...m, tokens: [...m.tokens] })) }));
  const loose = [...analysis.loose].sort((x, y) => x.index - y.index);
  const taken = new Set<number>();
  // A bare noun of a thing after a preposition (di prodotti, con enfado) with the adjectives right
  // after it, and a verb that looks like an adjective after a relative pronoun (che pagano); not
  // after Italian "da" + adjective, "as" (si è comportato da maleducato).
  const excused = (i: number): boolean => {
    const prev = tokens[i - 1]?.lower ?? '';
    return (language.preposition(prev) && prev !== 'da') || RELATIVE.has(prev) || (taken.has(i - 1) && !out.some((p) => p.marked.includes(i - 1)));
  };
  for (const { index: i, gender } of loose) {
    if (taken.has(i)) continue;
    const lower = tokens[i]!.lower;
    const plural = PLURAL[language.lang][gender].test(lower);
    // A plural noun (interpellato scienziati) or one at the start of a phrase (de criados, ', politólogo,'),
    // not a verb with a person-like ending (un estudiante expresa).
    const prev = tokens[i - 1];
    const phraseStart = !prev || !prev.word || language.preposition(prev.lower) || language.coordinator(prev.lower);
    if ((plural || phraseStart) && personNoun(language, lower)) {
      const own = [i];
      for (let j = i + 1; loose.some((l) => l.index === j && l.gender === gender) && !personNoun(language, tokens[j]!.lower); j++) own.push(j);
      for (const t of own) {
        taken.add(t);
        if (plural) analysis.plural.add(t);
      }
      const mention = { marked: own, tokens: own, gender, number: null, key: lower, strength: 'strong' as const, inanimate: false };
      out.push({ key: lower, gender, strength: 'strong', mentions: [mention], marked: [...own], first: i });
      continue;
    }
    if (excused(i)) {
      taken.add(i);
      continue;
    }
    let owner: (typeof out)[number] | undefined;
    let other: Person | undefined;
    for (let b = i - 1; b >= 0 && !language.subordinator(tokens[b]!.lower); b--) {
      // A clause ends the search, except for a comma right after a person (el entrenador,
      // presionado por …; sean altos, rubios): an apposition or a list.
      const apposition = b === i - 1 && tokens[b]!.text === ',';
      if (CLAUSE_BREAK.test(tokens[b]!.text) && !apposition) break;
      if (apposition) b--;
      owner = out.find((p) => p.mentions.some((m) => m.tokens.includes(b)));
      other = owner ? undefined : others.find((p) => p.mentions.some((m) => m.tokens.includes(b)));
      if (owner || other || apposition) break;
      // A first- or second-person pronoun (con usted para que se mantenga sano), also after a verb
      // (es-tu allé): that person.
      const pronoun = tokens[b]!.lower.split('-').reverse().find((w) => language.speaker(w));
      if (pronoun !== undefined) {
        const key = `speaker:${pronoun}`;
        owner = out.find((p) => p.key === key);
        if (!owner) {
          // Its number is the word's (ustedes … cansados).
          owner = { key, gender, strength: 'speaker', mentions: [{ marked: [], tokens: [b], gender, number: null, key, strength: 'speaker', inanimate: false }], marked: [], first: b };
          if (plural) analysis.plural.add(b);
        }
        break;
      }
    }
    if (other?.gender === gender) {
      taken.add(i);
      continue;
    }
    const agrees = owner && owner.gender === gender && (language.lang === 'fr' || isPlural(analysis, owner) === plural);
    if (owner && agrees) {
      if (!out.includes(owner)) out.push(owner);
      owner.marked.push(i);
      owner.mentions[owner.mentions.length - 1]!.tokens.push(i);
      if (isPlural(analysis, owner)) analysis.plural.add(i);
      taken.add(i);
    } else if (out.some((p) => p.gender === gender)) return null;
  }
  return out.sort((x, y) => x.first - y.first);
}

/** Direct object clitics of the first and second person, with the speaker key of persons.ts (1: I/we, 2: you). */
const OBJECT_CLITICS: Record<Language['lang'], Map<string, number>> = {
  es: new Map(),
  fr: new Map([["m'", 1], ['me', 1], ['nous', 1], ["t'", 2], ['te', 2], ['vous', 2]]),
  it: new Map([['mi', 1], ['ci', 1], ['ti', 2], ['vi', 2]]),
};
/** Participles whose clitic is usually the indirect object (mi ha detto: to me), which they do not agree with. */
const INDIRECT = /^(?:dett|dat|chiest|scritt|mandat|inviat|mostrat|spiegat|promess|offert|regalat|rispost|permess|insegnat|consigliat|raccontat|fatt|dit|donn|demand|écrit|envoy|montr|expliqu|promis|offert|permis|appris|conseill|racont|fait)/;

/**
 * A first- or second-person object clitic before an auxiliary and a participle that agrees with it
 * (il muratore mi ha chiamato, il m'a vu): the speaker or the addressee is a person, marked by the
 * participle (chiamata, vue). It joins the speaker person of a copula (sono stanco) where there is one.
 */
export function objectClitics(analysis: Analysis, language: Language, persons: Person[]): Person[] {
  const { tokens } = analysis;
  const out = [...persons];
  const inPerson = new Set(analysis.persons.flatMap((p) => p.mentions.flatMap((m) => m.tokens)));
  for (let k = 0; k < tokens.length - 2; k++) {
    const speaker = OBJECT_CLITICS[language.lang].get(tokens[k]!.lower);
    if (speaker === undefined || !language.auxiliary(tokens[k + 1]!.lower)) continue;
    let j = k + 2;
    while (j < tokens.length && language.skippable(tokens[j]!.lower) && !language.variant(tokens[j]!.lower)) j++;
    const participle = tokens[j];
    const variant = participle ? language.variant(participle.lower) : undefined;
    // A clause or an infinitive after the participle makes the clitic indirect (mi ha dimostrato che, m'a demandé de).
    const indirect = INDIRECT.test(participle?.lower ?? '') || /^(?:che|que|qu'|di|d'|de)$/.test(tokens[j + 1]?.lower ?? '');
    if (!participle || !variant || inPerson.has(j) || out.some((p) => p.marked.includes(j)) || indirect) continue;
    const key = `speaker:${speaker}`;
    const index = out.findIndex((p) => p.key === key && p.gender === variant.gender);
    const mention = { marked: [j], tokens: [k, j], gender: variant.gender, number: null, key, strength: 'speaker' as const, inanimate: false };
    if (index >= 0) {
      const p = out[index]!;
      out[index] = { ...p, marked: [...p.marked, j], mentions: [...p.mentions, mention], first: Math.min(p.first, k) };
    } else out.push({ key, gender: variant.gender, strength: 'speaker', mentions: [mention], marked: [j], first: k });
  }
  return out.sort((x, y) => x.first - y.first);
}
