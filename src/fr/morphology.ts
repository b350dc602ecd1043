/**
 * French for the gender rewriter: the masculine↔feminine pairs of nouns, adjectives and past
 * participles (data/fr/gender-pairs.txt, from the hunspell fr dictionary's gender flags and Lefff's
 * participles), epicene person nouns (data/fr/epicene.txt, hunspell nouns without a gender flag that
 * Lefff leaves out because they take both genders), person nouns (data/fr/person-nouns.txt: pairs
 * whose two forms are Lefff nouns) and the closed classes by hand: articles with
 * elision (le/la → l'), contractions (du, au), demonstratives (ce/cet/cette), possessives (mon
 * before a vowel), pronouns, être.
 */
import { readDataFile } from '../de/data-path.js';
import { pairTable, readPairs, startsWithVowel, type Determiner, type Language, type Variant } from '../rewrite/language.js';

const determiners = new Map<string, Determiner>();
const marked: [string, string, 's' | 'p'][] = [
  ['le', 'la', 's'], ['un', 'une', 's'], ['ce', 'cette', 's'], ['cet', 'cette', 's'], ['mon', 'ma', 's'],
  ['ton', 'ta', 's'], ['son', 'sa', 's'], ['du', 'de la', 's'], ['au', 'à la', 's'], ['quel', 'quelle', 's'],
  ['quels', 'quelles', 'p'], ['aucun', 'aucune', 's'], ['certains', 'certaines', 'p'], ['tout', 'toute', 's'],
  ['tous', 'toutes', 'p'], ['nul', 'nulle', 's'], ['chaque', 'chaque', 's'],
];
for (const [m, f, n] of marked) {
  if (m === f) continue;
  if (!determiners.has(m)) determiners.set(m, { gender: 'm', number: n, other: f });
  if (!determiners.has(f)) determiners.set(f, { gender: 'f', number: n, other: m });
}
for (const w of "l' leur chaque d' notre votre".split(' ')) determiners.set(w, { gender: null, number: 's' });
for (const w of 'les des ces mes tes ses nos vos leurs aux plusieurs quelques deux trois quatre cinq six sept huit neuf dix vingt cent mille'.split(' ')) {
  determiners.set(w, { gender: null, number: 'p' });
}

const PRONOUNS = pairTable(
  "il/elle, ils/elles, celui/celle, ceux/celles, lequel/laquelle, lesquels/lesquelles, auquel/à laquelle, " +
    "duquel/de laquelle, tous/toutes, quelqu'un/quelqu'une, chacun/chacune, aucun/aucune, certains/certaines, " +
    'un/une, uns/unes, mien/mienne, miens/miennes, sien/sienne, siens/siennes, quelques-uns/quelques-unes, ' +
    'eux/elles, eux-mêmes/elles-mêmes, lui-même/elle-même, certains/certaines, ' +
    'celui-ci/celle-ci, celui-là/celle-là, ceux-ci/celles-ci, ceux-là/celles-là',
);

const COPULAS = new Map<string, number>();
const copulaForms: [number, string][] = [
  [1, 'suis étais serai serais fus sois sommes étions serons serions fûmes soyons semblons restons devenons'],
  [2, 'es étais seras serais fus sois êtes étiez serez seriez fûtes soyez sembles restes deviens semblez restez devenez'],
  [3, 'est était sera serait fut soit sont étaient seront seraient furent soient devenu devenue reste restent ' +
      'semble semblent paraît paraissent devient deviennent demeure demeurent devenus devenues ' +
      'semblait semblaient sembla semblera semblerait sembleraient paraissait paraissaient parut ' +
      'restait restaient resta restera resterait resteraient devenait devenaient devint deviendra deviendrait deviendraient ' +
      'demeurait demeuraient'],
  [0, 'être été étant devenir rester sembler paraître'],
];
for (const [person, forms] of copulaForms) for (const f of forms.split(' ')) if (!COPULAS.has(f)) COPULAS.set(f, person);

/** What follows fait or dit as a verb. */
const VERB_NEXT = /^(?:.{2,}(?:er|ir|re)|le|la|les|l'|un|une|des|du|référence|partie|preuve|face|attention|appel|mal|peur|confiance)$/;
const REFLEXIVE = new Map([['se', 3], ["s'", 3], ['me', 1], ["m'", 1], ['te', 2], ["t'", 2], ['nous', 1], ['vous', 2]]);
/** se sentir, se trouver, se retrouver, se montrer, se révéler, se déclarer, se dire, se croire, se considérer. */
const LINKING =
  /^(?:sen[st]|sent(?:ent|ons|ez|ait|aient|ais|ir|irait|iront|ira|irent|it|i|is|ie|ies)|(?:re)?trouv(?:e|es|ent|ons|ez|ait|aient|er|era|eront|a|èrent|é|és|ée|ées)|montr(?:e|ent|ait|aient|er|a|é)|révél(?:é)|révèle(?:nt)?|déclar(?:e|ent|ait|a|er)|di[st]|disent|disait|disaient|disant|croi[st]|croient|croyait|considèr(?:e|ent)|considér(?:ait|aient|er))$/;
const SKIPPABLE = new Set(
  ("ne n' pas plus jamais très trop si tellement bien vraiment toujours déjà encore aussi assez souvent plutôt moins peu presque guère " +
    'vite ensuite alors enfin longtemps mal beaucoup ' +
    "se s' me m' te t' nous vous en y a ont avait avaient été tout").split(' '),
);
const INVARIABLE = new Set('jeune jeunes autre autres même mêmes simple simples pauvre pauvres brave braves'.split(' '));
const PERSONAL = new Set('il elle ils elles celui celle ceux celles'.split(' '));
const PREPOSITIONS = new Set("à de d' en dans avec pour par sans sur sous entre vers chez contre du des au aux".split(' '));
const AUXILIARIES = new Set(
  "ai as a avons avez ont avais avait avions aviez avaient aurai auras aura aurons aurez auront aurais aurait aurions auriez auraient aie ait ayons ayez aient eu avoir ayant eût".split(' '),
);
/** Words of fixed phrases that look like agreeing adjectives (y compris, à travers, à long terme). */
const FIXED = new Set('compris travers long'.split(' '));
const PRENOMINAL = new Set(
  ('petit petite grand grande bon bonne beau bel belle nouveau nouvel nouvelle vieux vieil vieille premier première ' +
    'dernier dernière seul seule gros grosse long longue mauvais mauvaise joli jolie ancien ancienne cher chère ' +
    'vrai vraie haut haute court courte plein pleine certain certaine tout toute').split(' '),
);
/** Suffixes that make a gender-variable noun very likely a person. */
const PERSON_SUFFIX = /(?:eur|euse|eurs|euses|rice|rices|teur|teurs|ien|ienne|iens|iennes|ier|ière|iers|ières|ais|aise|aises|ois|oise|oises|ain|aine|ains|aines|ant|ante|ants|antes|ent|ente|ents|entes|an|ane|ans|anes|in|ine|ins|ines|at|ate|ats|ates|é|ée|és|ées)$/;
const SPEAKERS = new Set('je j\' tu vous nous moi toi'.split(' '));

let pairs: Map<string, Variant> | undefined;
/** Person nouns whose feminine the dictionary lacks or gives in a form little used (duc / duchesse, successeur / successeuse), curated: data/fr/irregular-pairs.txt. */
let irregular: Map<string, Variant> | undefined;
let epicene: Set<string> | undefined;
let personNouns: Set<string> | undefined;
/** Gender pairs whose nouns are things (le droit / la droite, l'ordinateur), curated: data/fr/not-persons.txt. */
let notPersons: Set<string> | undefined;
const notPerson = (w: string): boolean => (notPersons ??= new Set(readDataFile('fr/not-persons.txt').split('\n'))).has(w);

export const french: Language = {
  lang: 'fr',
  elision: /^(?:[cdjlmnst]|qu|lorsqu|puisqu|jusqu)['’]/i,
  determiner: (w) => determiners.get(w),
  variant(w) {
    pairs ??= readPairs('fr/gender-pairs.txt');
    irregular ??= readPairs('fr/irregular-pairs.txt');
    return irregular.get(w) ?? pairs.get(w) ?? BEFORE_VOWEL.get(w);
  },
  epicenePerson(w) {
    epicene ??= new Set(readDataFile('fr/epicene.txt').split('\n'));
    return epicene.has(w);
  },
  strongPerson: (w) => PERSON_SUFFIX.test(w) && !notPerson(w),
  barePlurals: false,
  pronoun: (w) => PRONOUNS.get(w),
  copula: (w) => COPULAS.get(w),
  reflexive: (w) => REFLEXIVE.get(w),
  linking: (w) => LINKING.test(w),
  invariable: (w) => INVARIABLE.has(w),
  prenominal: (w) => PRENOMINAL.has(w.replace(/s$/, '')),
  skippable: (w) => SKIPPABLE.has(w) || /^.{3,}ment$/.test(w),
  personalPronoun: (w) => PERSONAL.has(w),
  personNoun(w) {
    if (notPerson(w)) return false;
    personNouns ??= new Set(readDataFile('fr/person-nouns.txt').split('\n'));
    return personNouns.has(w) || (irregular ??= readPairs('fr/irregular-pairs.txt')).has(w);
  },
  auxiliary: (w) => AUXILIARIES.has(w),
  subordinator: (w) => /^(?:quand|lorsque|lorsqu'|si|s'|parce|puisque|puisqu'|comme|bien|quoique|pendant)$/.test(w),
  fixedPhrase: (tokens, i) =>
    FIXED.has(tokens[i]!.lower) || (tokens[i]!.lower === 'fait' && /^(?:en|à|il|elle|on|ce|cela|ça|qui|ne|n')$/.test(tokens[i - 1]?.lower ?? '')) ||
    // The gerund (en tenant compte) does not agree.
    (tokens[i - 1]?.lower === 'en' && /ant$/.test(tokens[i]!.lower)) ||
    // fait and dit as verbs: before an infinitive (s'est fait attraper), a determiner (dit le luthérien)
    // or the noun of a fixed verb phrase (fait référence, fait partie).
    ((tokens[i]!.lower === 'fait' || tokens[i]!.lower === 'dit') && VERB_NEXT.test(tokens[i + 1]?.lower ?? '')),
  impersonal(tokens, i) {
    if (tokens[i]!.lower !== 'il') return false;
    const next = tokens.slice(i + 1, i + 4).map((t) => t.lower);
    if (/^(?:y|faut|fallait|faudra|faudrait|suffit|vaut|convient|s'|n')$/.test(next[0] ?? '')) return true;
    // il est / était / serait + adjective + de / que: "il est important de".
    return /^(?:est|était|serait|sera|semble|paraît|reste)$/.test(next[0] ?? '') && /^(?:de|d'|que|qu')$/.test(next[2] ?? '');
  },
  preposition: (w) => PREPOSITIONS.has(w),
  speaker: (w) => SPEAKERS.has(w),
  coordinator: (w) => w === 'et' || w === 'ou' || w === 'ni',
  adjust(word, next) {
    const lower = word.toLowerCase();
    const vowel = next !== undefined && startsWithVowel(next) && !ASPIRATED_H.test(next);
    if (vowel) {
      if (lower === 'le' || lower === 'la') return keepCase(word, "l'");
      if (lower === 'ce' || lower === 'cette') return keepCase(word, lower === 'ce' ? 'cet' : 'cette');
      if (lower === 'ma' || lower === 'ta' || lower === 'sa') return keepCase(word, lower[0] + 'on');
      if (lower === 'de la') return keepCase(word, "de l'");
      if (lower === 'à la') return keepCase(word, "à l'");
      if (BEFORE_VOWEL_SHORT.has(lower)) return keepCase(word, BEFORE_VOWEL_SHORT.get(lower)!);
    } else if (lower === 'cet') return keepCase(word, 'ce');
    return word;
  },
  contract: (prep, article) =>
    article === 'le' ? (prep === 'de' ? 'du' : prep === 'à' ? 'au' : undefined)
    // After a preposition the stressed form: pour elles → pour eux, avec elle → avec lui.
    : PREPOSITIONS.has(prep) && STRESSED.has(article) ? `${prep} ${STRESSED.get(article)!}` : undefined,
};

/** Subject pronouns of the masculine and their stressed forms. */
const STRESSED = new Map([['il', 'lui'], ['ils', 'eux']]);

/** beau → bel before a vowel; as variants, bel/nouvel/vieil are masculine forms of belle/… */
const BEFORE_VOWEL_SHORT = new Map([['beau', 'bel'], ['nouveau', 'nouvel'], ['vieux', 'vieil'], ['fou', 'fol'], ['mou', 'mol']]);
const BEFORE_VOWEL = new Map<string, Variant>([
  ['bel', { gender: 'm', other: 'belle' }], ['nouvel', { gender: 'm', other: 'nouvelle' }],
  ['vieil', { gender: 'm', other: 'vieille' }],
]);
const ASPIRATED_H = /^h(?:éro|ongr|oll|aut|ard|ibou|ors|ui)/i;

function keepCase(from: string, to: string): string {
  return from.charAt(0) !== from.charAt(0).toLowerCase() ? to.charAt(0).toUpperCase() + to.slice(1) : to;
}
