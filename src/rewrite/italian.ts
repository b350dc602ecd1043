/**
 * Italian for the gender rewriter, on top of src/it/morphology.ts (morph-it and the curated
 * closed-class words and person nouns): determiners and articulated prepositions (il/lo/l', della,
 * un'), nouns, adjectives and participles with their gender variants, epicene person nouns, and the
 * closed classes the rewriter needs besides (essere, avere, adverbs, speakers).
 */
import { analyse, genderVariant } from '../it/morphology.js';
import { italianLexicon } from '../it/lexicon.js';
import { startsWithVowel, type Determiner, type Language, type Variant } from './language.js';
import type { Gender } from './types.js';

const other = (g: Gender): Gender => (g === 'm' ? 'f' : 'm');

function marked(w: string, pos: (p: string) => boolean): Variant | undefined {
  for (const r of analyse(w)) {
    if (!pos(r.pos) || (r.gender !== 'm' && r.gender !== 'f')) continue;
    const forms = genderVariant(w, other(r.gender));
    if (forms.length > 0) return { gender: r.gender, other: forms[0]! };
  }
  return undefined;
}

const COPULAS = new Map<string, number>();
for (const [person, forms] of [
  [1, 'sono ero fui sarò sarei sia sono siamo eravamo fummo saremo saremmo siamo ' +
      'sembro sembravo rimango rimanevo resto restavo divento diventavo diventai sembriamo rimaniamo restiamo diventiamo'],
  [2, 'sei eri fosti sarai saresti sia siete eravate foste sarete sareste sii ' +
      'sembri sembravi rimani rimanevi resti restavi diventi diventavi sembrate rimanete restate diventate'],
  [3, 'è e\' era fu sarà sarebbe sia sono erano furono saranno sarebbero siano fosse fossero sembra sembrano ' +
      'resta restano rimane rimangono diventa diventano risulta risultano viene vengono veniva venivano verrà verranno venne vennero ' +
      'sembrava sembravano sembrò sembrarono sembrerà sembrerebbe sembrerebbero sembri sembrino sembrasse ' +
      'restava restavano restò restarono resterà resterebbe rimaneva rimanevano rimase rimasero rimarrà rimarrebbe rimanga ' +
      'diventava diventavano diventò diventarono diventerà diventerebbe diventerebbero diventasse'],
  [0, 'essere diventare sembrare rimanere restare'],
] as [number, string][]) {
  for (const f of forms.split(' ')) if (!COPULAS.has(f)) COPULAS.set(f, person);
}
const REFLEXIVE = new Map([['si', 3], ['mi', 1], ['ti', 2], ['ci', 1], ['vi', 2]]);
/** sentirsi, trovarsi, ritrovarsi, mostrarsi, dimostrarsi, rivelarsi, dichiararsi, considerarsi. */
const LINKING =
  /^(?:sent(?:o|i|e|iamo|ite|ono|ivo|ivi|iva|ivamo|ivano|ì|irono|irà|iranno|irebbe|irebbero|a|ano|isse|issero)|(?:ri)?trov(?:o|i|a|iamo|ate|ano|avo|ava|avano|ò|arono|erà|eranno|erebbe)|(?:di)?mostr(?:o|i|a|ano|ava|avano|ò|arono)|rivel(?:a|ano|ò|arono)|dichiar(?:o|a|ano|ò|arono)|consider(?:o|a|ano|ava|avano))$/;
const SKIPPABLE = new Set(
  ('non molto così tanto più meno già ancora sempre mai anche davvero proprio ben bene assai troppo poco ' +
    'piuttosto affatto abbastanza nemmeno neanche neppure alquanto po né ' +
    'si mi ti ci vi ne se').split(' '),
);
const AUXILIARIES = new Set(
  'ho hai ha abbiamo avete hanno avevo avevi aveva avevamo avevano avrò avrà avranno avrei avrebbe avrebbero abbia abbiano avesse avere aver avendo avuto'.split(' '),
);
const SPEAKERS = new Set('io tu noi voi'.split(' '));
const PERSONAL = new Set('lui lei egli ella essi esse'.split(' '));
const PREPOSITIONS = new Set(
  ('a di da in su con per tra fra verso del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli ' +
    "dalle nel nello nella nei negli nelle sul sullo sulla sui sugli sulle dell' all' dall' nell' sull'").split(' '),
);
const INVARIABLE = new Set('miglior migliore migliori maggior maggiore maggiori ogni qualsiasi qualunque giovane giovani'.split(' '));
const PRENOMINAL = new Set(
  ('piccolo piccola buon buono buona bel bello bella nuovo nuova vecchio vecchia primo prima ultimo ultima solo sola ' +
    'stesso stessa altro altra certo certa vero vera lungo lunga caro cara gran grande').split(' '),
);
/** Adverbs spelt like the masculine of an adjective (presto, solo, molto). */
const ADVERBS = new Set('presto solo spesso molto certo troppo poco tanto piano giusto forte chiaro veloce sodo tardi dopo secondo subito'.split(' '));
const NUMERALS = new Set('due tre quattro cinque sei sette otto nove dieci venti cento mille'.split(' '));
const SUBORDINATORS = new Set('quando se perché poiché mentre finché benché sebbene appena dove come'.split(' '));
/** Words that look like agreeing adjectives but are a preposition or an adverb (verso, proprio per). */
const FIXED = new Set('compreso dato ovvio verso proprio'.split(' '));
/** Where lo/gli/uno replace il/i/un: before s + consonant, z, gn, ps, x, y, i + vowel. */
const LO_FORM = /(?:lo|gli|uno)$/;
const LO_SOUND = /^(?:s[^aeiouàèéìòù]|z|gn|ps|pn|x|y|i[aeiou])/i;

export const italian: Language = {
  lang: 'it',
  elision: /^(?:l|un|dell|all|dall|nell|sull|coll|quest|quell|bell|sant|nessun|alcun|ciascun|buon|c|d|s|m|t|v|n)['’]/i,
  determiner(w): Determiner | undefined {
    if (ADVERBS.has(w)) return undefined;
    if (NUMERALS.has(w)) return { gender: null, number: 'p' };
    for (const r of analyse(w)) {
      if (r.pos !== 'det') continue;
      const gender = r.gender === 'fm' ? null : r.gender;
      const forms = gender ? genderVariant(w, other(gender)) : [];
      return forms.length > 0 ? { gender, number: r.number, other: forms[0]! } : { gender: null, number: r.number };
    }
    return undefined;
  },
  variant: (w) => (ADVERBS.has(w) ? undefined : marked(w, (p) => p === 'noun' || p === 'adj' || p === 'verb-participle') ?? epicenePlural(w) ?? agentNoun(w)),
  epicenePerson: (w) => italianLexicon().person(w)?.kind === 'epicene' && !epicenePlural(w),
  subordinator: (w) => SUBORDINATORS.has(w),
  strongPerson(w) {
    const kind = italianLexicon().person(w)?.kind;
    return kind === 'pair' || kind === 'epicene';
  },
  pronoun: (w) => (w === 'lo' || w === 'la' || w === 'li' || w === 'le' || ADVERBS.has(w) ? undefined : marked(w, (p) => p === 'pron' || p === 'det')),
  barePlurals: false,
  personalPronoun: (w) => PERSONAL.has(w),
  personNoun(w) {
    const kind = italianLexicon().person(w)?.kind;
    if (kind === 'pair' || kind === 'epicene' || kind === 'fixed') return true;
    return italianLexicon().notPerson(w) ? false : undefined;
  },
  impersonal: () => false,
  auxiliary: (w) => AUXILIARIES.has(w),
  fixedPhrase: (tokens, i) =>
    FIXED.has(tokens[i]!.lower) || (tokens[i - 1]?.lower === 'di' && tokens[i]!.lower === 'nuovo') || (tokens[i]!.lower === 'un' && tokens[i + 1]?.lower === 'po') || (tokens[i - 1]?.lower === 'a' && tokens[i]!.lower === 'lungo'),
  preposition: (w) => PREPOSITIONS.has(w),
  copula: (w) => COPULAS.get(w),
  reflexive: (w) => REFLEXIVE.get(w),
  linking: (w) => LINKING.test(w),
  invariable: (w) => INVARIABLE.has(w),
  prenominal: (w) => PRENOMINAL.has(w),
  skippable: (w) => SKIPPABLE.has(w) || /^.{3,}mente$/.test(w),
  speaker: (w) => SPEAKERS.has(w),
  coordinator: (w) => w === 'e' || w === 'ed' || w === 'o' || w === 'né',
  adjust(word, next) {
    // The article form the next word's sound asks for: il/lo/l', un/uno, una/un', della/dell'.
    const lower = word.toLowerCase().replace(/’/g, "'");
    if (next === undefined) return word;
    // The pronoun of a partitive: uno dei professori, not un.
    if (lower === 'un' && /^(?:di|dei|degli|delle|del|dello|della)$/i.test(next)) return keepCase(word, 'uno');
    for (const { analysis, paradigm } of italianLexicon().readings(lower)) {
      if (analysis.pos !== 'det' || !paradigm || analysis.gender === 'fm' || analysis.gender === null) continue;
      const cell = paradigm.cells[`${analysis.gender}${analysis.number ?? 's'}`];
      if (cell.length < 2) return word;
      const elided = cell.find((f) => f.endsWith("'"));
      const plain = cell.filter((f) => !f.endsWith("'"));
      const vowel = startsWithVowel(next) && !/^h/i.test(next);
      if (analysis.gender === 'f') return keepCase(word, vowel && elided ? elided : plain[0]!);
      // Masculine: the lo-form (lo, gli, uno, nessuno, agli, quegli) before s+consonant, z, gn …, and in
      // the plural also before a vowel; the il-form (il, i, un, quel, ai, quei) otherwise. quello and
      // quelli, the pronoun forms, are lo-forms of the singular only.
      const loForm = plain.find((f) => LO_FORM.test(f) && !(analysis.number === 'p' && f === 'quelli'));
      const ilForm = plain.find((f) => !LO_FORM.test(f) && f !== 'quelli') ?? plain[0]!;
      let pick = ilForm;
      if (analysis.number !== 'p' && vowel) pick = elided ?? ilForm;
      else if (vowel || LO_SOUND.test(next)) pick = loForm ?? ilForm;
      return keepCase(word, pick);
    }
    return word;
  },
  contract: () => undefined,
};

/**
 * Agent nouns in -tore whose feminine morph-it lacks (agricoltore / agricoltrice): by rule, when the
 * lexicon knows the masculine as a noun.
 */
function agentNoun(w: string): Variant | undefined {
  const m = /^(.{3,}t)(ore|ori|rice|rici)$/.exec(w);
  if (!m) return undefined;
  const [, stem, end] = m as unknown as [string, string, string];
  const masculine = stem + (end === 'ore' || end === 'rice' ? 'ore' : 'ori');
  if (!analyse(masculine).some((r) => r.pos === 'noun')) return undefined;
  const pairs: Record<string, [Gender, string]> = { ore: ['m', 'rice'], ori: ['m', 'rici'], rice: ['f', 'ore'], rici: ['f', 'ori'] };
  const [gender, other] = pairs[end]!;
  return { gender, other: stem + other };
}

/** The plurals of epicene person nouns differ by gender: giornalisti / giornaliste, colleghi / colleghe. */
function epicenePlural(w: string): Variant | undefined {
  const entry = italianLexicon().person(w);
  const m = entry?.forms.m?.p;
  const f = entry?.forms.f?.p;
  // Not a singular that is also listed as a plural (la partner: morph-it's plural partners is masculine).
  if (entry?.kind !== 'epicene' || !m || !f || m === f || w === entry.forms.m?.s || w === entry.forms.f?.s) return undefined;
  return w === m ? { gender: 'm', other: f } : w === f ? { gender: 'f', other: m } : undefined;
}

function keepCase(from: string, to: string): string {
  return from.charAt(0) !== from.charAt(0).toLowerCase() ? to.charAt(0).toUpperCase() + to.slice(1) : to;
}
