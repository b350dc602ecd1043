/**
 * Spanish for the gender rewriter: the masculine↔feminine pairs of nouns, adjectives and
 * participles (data/es/gender-pairs.txt, from the hunspell es dictionary's gender flag), and the
 * closed classes by hand: determiners, contractions (del, al), pronouns, copulas, apocope.
 */
import { readDataFile } from '../de/data-path.js';
import { pairTable, readPairs, type Determiner, type Language, type Variant } from '../rewrite/language.js';

const MARKED_DETERMINERS: [string, string, 's' | 'p'][] = [
  ['el', 'la', 's'], ['los', 'las', 'p'], ['un', 'una', 's'], ['unos', 'unas', 'p'],
  ['este', 'esta', 's'], ['estos', 'estas', 'p'], ['ese', 'esa', 's'], ['esos', 'esas', 'p'],
  ['aquel', 'aquella', 's'], ['aquellos', 'aquellas', 'p'], ['del', 'de la', 's'], ['al', 'a la', 's'],
  ['nuestro', 'nuestra', 's'], ['nuestros', 'nuestras', 'p'], ['vuestro', 'vuestra', 's'],
  ['vuestros', 'vuestras', 'p'], ['algún', 'alguna', 's'], ['ningún', 'ninguna', 's'],
  ['algunos', 'algunas', 'p'], ['muchos', 'muchas', 'p'], ['todos', 'todas', 'p'], ['pocos', 'pocas', 'p'],
  ['varios', 'varias', 'p'], ['otros', 'otras', 'p'], ['otro', 'otra', 's'], ['todo', 'toda', 's'],
  ['cuántos', 'cuántas', 'p'], ['ambos', 'ambas', 'p'], ['tantos', 'tantas', 'p'],
  ['demasiados', 'demasiadas', 'p'], ['mismos', 'mismas', 'p'], ['mismo', 'misma', 's'],
];
const UNMARKED_SINGULAR = 'mi tu su cada cualquier';
const UNMARKED_PLURAL = 'mis tus sus demás dos tres cuatro cinco seis siete ocho nueve diez cien mil';

const determiners = new Map<string, Determiner>();
for (const [m, f, n] of MARKED_DETERMINERS) {
  if (m === f) continue;
  determiners.set(m, { gender: 'm', number: n, other: f });
  determiners.set(f, { gender: 'f', number: n, other: m });
}
for (const w of UNMARKED_SINGULAR.split(' ')) determiners.set(w, { gender: null, number: 's' });
for (const w of UNMARKED_PLURAL.split(' ')) determiners.set(w, { gender: null, number: 'p' });

const PRONOUNS = pairTable(
  'él/ella, ellos/ellas, nosotros/nosotras, vosotros/vosotras, uno/una, unos/unas, alguno/alguna, ' +
    'ninguno/ninguna, todos/todas, ambos/ambas, mismo/misma, mismos/mismas, ' +
    'otro/otra, otros/otras, nuestro/nuestra, nuestros/nuestras, muchos/muchas, algunos/algunas, varios/varias, pocos/pocas',
);

/** Masculine forms shortened before a masculine singular noun. */
const APOCOPE = new Map([
  ['bueno', 'buen'], ['malo', 'mal'], ['primero', 'primer'], ['tercero', 'tercer'], ['alguno', 'algún'],
  ['ninguno', 'ningún'], ['postrero', 'postrer'],
]);
const APOCOPE_FULL = new Map([...APOCOPE].map(([full, short]) => [short, full]));

const COPULAS = new Map<string, number>();
const copulaForms: [number, string][] = [
  [1, 'soy estoy fui estuve era estaba seré estaré sería estaría sea esté siento sentí quedé parezco sigo'],
  [2, 'eres estás fuiste estuviste eras estabas serás estarás serías estarías seas estés sientes sentiste pareces sé sigues'],
  [1, 'somos estamos fuimos estuvimos éramos estábamos seremos estaremos seríamos estaríamos seamos estemos'],
  [2, 'sois estáis fuisteis erais estabais seréis estaréis seáis estéis'],
  [3, 'es está fue estuvo era estaba será estará sería estaría sea esté son están fueron estuvieron eran ' +
      'estaban serán estarán serían estarían sean estén parece parecen parecía parecían resultó resulta ' +
      'quedó quedaron queda quedan sido estado siente sienten sintió sintieron ' +
      'pareció parecieron parecerá parecería resultan resultaron permanece permanecen permaneció permanecieron ' +
      'sigue siguen seguía seguían siguió siguieron'],
  [0, 'ser estar sentirse parecer quedarse siendo estando'],
];
for (const [person, forms] of copulaForms) for (const f of forms.split(' ')) if (!COPULAS.has(f)) COPULAS.set(f, person);

const REFLEXIVE = new Map([['se', 3], ['me', 1], ['te', 2], ['nos', 1], ['os', 2]]);
/** sentirse, encontrarse, verse, mostrarse, quedarse, volverse, hallarse, considerarse, declararse, mantenerse. */
const LINKING =
  /^(?:sient[eoaá]n?|sientes|sentí|sintió|sintieron|sentía[ns]?|sentimos|sentir[áé]n?|sentiría[ns]?|sienta[ns]?|sentido|encuentr[aeo]n?|encuentras|encontr(?:ó|aron|aba|aban|ará|arán|aría|arían|ado)|ve[ns]?|vea[ns]?|veía[ns]?|vio|vieron|ver[áé]n?|vería[ns]?|visto|muestr[aeo]n?|mostr(?:ó|aron|aba|aban|ará|ado)|qued(?:a|an|ó|aron|aba|aban|ará|arán|aría|e|en|ado)|vuelv[eao]n?|volvió|volvieron|vuelto|hall(?:a|an|ó|aron|aba|aban|ado)|consider(?:a|an|o|ó|aba|ado)|declar(?:a|an|ó|aron|ado)|mantien(?:e|en)|mantuvo|mantuvieron|manten(?:ía|ían|ido))$/;
const SKIPPABLE = new Set(
  ('no muy tan más menos bastante realmente demasiado siempre ya también todavía aún nunca bien mal tampoco nada ni ' +
    'se me te nos os le les lo la ha han he has hemos habían había habría haber sido estado').split(' '),
);
const INVARIABLE = new Set('general generales mejor mejores peor peores mayor mayores menor menores gran grandes cualquier joven jóvenes posible posibles principal principales poco justo'.split(' '));
const PERSONAL = new Set('él ella ellos ellas nosotros nosotras vosotros vosotras'.split(' '));
const PREPOSITIONS = new Set('a de en con para por sin sobre entre hacia hasta desde según contra tras del al'.split(' '));
const AUXILIARIES = new Set(
  'he has ha hemos habéis han había habías habíamos habían habré habrá habremos habrán habría habrías habríamos habrían haya hayas hayamos hayan hubiera hubieras hubieran hubiese haber habiendo'.split(' '),
);
/** Words of fixed phrases that look like agreeing adjectives (por supuesto, en cuanto, dado que). */
const FIXED = new Set('supuesto cuanto tanto dado debido mucho junto medio media solo primer manera pasa nota falta cerca incluso'.split(' '));
/** Adverbial phrases of a preposition and a gender-marked word (a menudo, de hecho, por adelantado, en general). */
const FIXED_AFTER = new Map([
  ['a', new Set(['menudo', 'solas'])], ['de', new Set(['hecho', 'nuevo', 'seguro'])], ['por', new Set(['adelantado', 'cierto', 'completo'])],
  ['en', new Set(['general', 'contrario', 'concreto', 'absoluto'])],
]);
const PRENOMINAL = new Set(
  ('pequeño pequeña buen bueno buena mal malo mala nuevo nueva viejo vieja mismo misma otro otra primer primero primera ' +
    'último última único única propio propia verdadero verdadera supuesto supuesta largo larga alto alta breve ' +
    'pleno plena cierto cierta dicho dicha mucho mucha poco poca tanto tanta todo toda antiguo antigua').split(' '),
);
/** Suffixes that make a gender-variable noun very likely a person. */
const PERSON_SUFFIX = /(?:dora?|dor[ae]s|tora?|tor[ae]s|sora?|sor[ae]s|er[oa]s?|ari[oa]s?|enses?|és|es[ae]s|esa|ólog[oa]s?)$/;
const SPEAKERS = new Set('yo tú vos usted ustedes nosotros nosotras vosotros vosotras'.split(' '));

/** Epicene person nouns besides data/es/epicene.txt (-ista, estudiante, dirigente …). */
const EPICENE_WORDS = new Set(
  ('colega colegas cónyuge cónyuges joven jóvenes testigo testigos líder líderes rehén rehenes ' +
    'atleta atletas astronauta astronautas patriota patriotas policía policías guía guías modelo modelos ' +
    'miembro miembros intérprete intérpretes mártir mártires fan fans ' +
    'compatriota compatriotas homicida homicidas adolescente adolescentes guardias gerente gerentes paciente pacientes ' +
    'delincuente delincuentes creyente creyentes terapeuta terapeutas piloto pilotos corresponsal corresponsales gurú gurús').split(' '),
);

let pairs: Map<string, Variant> | undefined;
/** Person nouns with an irregular feminine (actor / actriz), curated: data/es/irregular-pairs.txt. */
let irregular: Map<string, Variant> | undefined;
let epicene: Set<string> | undefined;
/** Nouns of gender pairs or -nte nouns that name things (el horario, el ordenador, el restaurante), curated: data/es/not-persons.txt. */
let notPersons: Set<string> | undefined;
const notPerson = (w: string): boolean => (notPersons ??= new Set(readDataFile('es/not-persons.txt').split('\n'))).has(w);

export const spanish: Language = {
  lang: 'es',
  determiner: (w) => determiners.get(w),
  variant(w) {
    pairs ??= readPairs('es/gender-pairs.txt');
    irregular ??= readPairs('es/irregular-pairs.txt');
    const v = irregular.get(w) ?? pairs.get(w);
    if (v) return v;
    if (APOCOPE_FULL.has(w)) return { gender: 'm', other: pairs.get(APOCOPE_FULL.get(w)!)?.other ?? '' };
    // Past participles are not in the dictionary's pairs: -ado/-ido and their feminines by rule.
    const p = /^(.{2,}(?:ad|id))(o|a)(s?)$/.exec(w);
    if (p) return { gender: p[2] === 'o' ? 'm' : 'f', other: p[1]! + (p[2] === 'o' ? 'a' : 'o') + p[3]!, guessed: true };
    // Agent nouns the dictionary lacks (boxeador / boxeadora).
    const a = /^(.{3,}[dts]or)(a|es|as)?$/.exec(w);
    if (!a) return undefined;
    const [, stem, end] = a as unknown as [string, string, string | undefined];
    if (end === undefined) return { gender: 'm', other: stem + 'a' };
    if (end === 'es') return { gender: 'm', other: stem + 'as' };
    return { gender: 'f', other: stem + (end === 'a' ? '' : 'es') };
  },
  epicenePerson(w) {
    epicene ??= new Set(readDataFile('es/epicene.txt').split('\n'));
    return EPICENE_WORDS.has(w) || (epicene.has(w) && !notPerson(w)) || /^.{3,}(?:cida|iatra)s?$/.test(w);
  },
  strongPerson: (w) => (PERSON_SUFFIX.test(w) && !notPerson(w)) || (irregular ??= readPairs('es/irregular-pairs.txt')).has(w),
  barePlurals: true,
  pronoun: (w) => PRONOUNS.get(w),
  copula: (w) => COPULAS.get(w),
  reflexive: (w) => REFLEXIVE.get(w),
  linking: (w) => LINKING.test(w),
  invariable: (w) => INVARIABLE.has(w),
  prenominal: (w) => PRENOMINAL.has(w.replace(/s$/, '')),
  skippable: (w) => SKIPPABLE.has(w) || /^.{3,}mente$/.test(w),
  personalPronoun: (w) => PERSONAL.has(w),
  personNoun: (w) => (notPerson(w) ? false : (irregular ??= readPairs('es/irregular-pairs.txt')).has(w) ? true : undefined),
  impersonal: () => false,
  auxiliary: (w) => AUXILIARIES.has(w),
  subordinator: (w) => /^(?:cuando|si|porque|aunque|mientras|donde|como|pues|ya)$/.test(w),
  fixedPhrase: (tokens, i) =>
    tokens[i - 1]?.lower === 'lo' || FIXED.has(tokens[i]!.lower) ||
    FIXED_AFTER.get(tokens[i - 1]?.lower ?? '')?.has(tokens[i]!.lower) === true ||
    (tokens[i]!.lower === 'puesto' && tokens[i + 1]?.lower === 'que'),
  preposition: (w) => PREPOSITIONS.has(w),
  speaker: (w) => SPEAKERS.has(w),
  coordinator: (w) => w === 'y' || w === 'e' || w === 'o' || w === 'u' || w === 'ni',
  adjust(word, next) {
    const lower = word.toLowerCase();
    // The pronoun of a partitive: uno de los expertos, not un.
    if (lower === 'un' && /^(?:de|del)$/i.test(next ?? '')) return 'uno';
    if (APOCOPE.has(lower) && next !== undefined && masculineSingularWord(next)) return APOCOPE.get(lower)!;
    if (APOCOPE_FULL.has(lower) && (next === undefined || !masculineSingularWord(next))) return APOCOPE_FULL.get(lower)!;
    return word;
  },
  contract: (prep, article) => (article === 'el' && (prep === 'de' || prep === 'a') ? prep + 'l' : undefined),
};

/** A singular noun or adjective not feminine (before which bueno, primero, … are shortened). */
function masculineSingularWord(next: string): boolean {
  const v = spanish.variant(next.toLowerCase());
  return /^\p{L}/u.test(next) && !/s$/.test(next) && v?.gender !== 'f' && spanish.determiner(next.toLowerCase()) === undefined;
}
