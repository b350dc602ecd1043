/**
 * The word lists of the embedding audit, read from data/embeddings/*.json (see data/embeddings/README.md
 * for sources and licences). Files are read once, on first use.
 */
import { readFileSync } from 'node:fs';
import type { WordPair } from './pca.js';
import type { Occupation } from './score.js';
import type { WeatSets } from './weat.js';

const cache = new Map<string, unknown>();

function readJson<T>(name: string): T {
  let hit = cache.get(name);
  if (hit === undefined) {
    // data/ sits at the package root, two levels above src/embeddings/ and dist/embeddings/.
    hit = JSON.parse(readFileSync(new URL(`../../data/embeddings/${name}`, import.meta.url), 'utf8')) as unknown;
    cache.set(name, hit);
  }
  return hit as T;
}

function pairs(rows: readonly (readonly string[])[]): WordPair[] {
  return rows.map((r) => [r[0]!, r[1]!] as const);
}

/**
 * Gender-definitional pairs, masculine first: Italian (Biasion et al. 2020: lui/lei, uomo/donna, …) or
 * English (Bolukbasi et al. 2016: he/she, his/her, …).
 */
export function loadDefinitionalPairs(lang: 'it' | 'en'): WordPair[] {
  return pairs(readJson<{ pairs: string[][] }>(`${lang}-definitional-pairs.json`).pairs);
}

export type GrammaticalClass = 'det' | 'ord' | 'adj' | 'part';

/**
 * Inflected Italian masculine/feminine pairs (bello/bella, questo/questa, …) for the grammatical-gender
 * subspace; `classes` restricts them to determiners, ordinals, adjectives and/or participles.
 */
export function loadGrammaticalPairs(options: { classes?: readonly GrammaticalClass[] } = {}): WordPair[] {
  const rows = readJson<{ pairs: [string, string, GrammaticalClass][] }>('it-grammatical-pairs.json').pairs;
  const classes = options.classes;
  return pairs(classes ? rows.filter((r) => classes.includes(r[2])) : rows);
}

export interface OccupationEntry extends Occupation {
  /** English gloss (Italian list). */
  en?: string;
  /** Source key or citation of the share of women. */
  source: string;
  /** False when the figure was not re-checked against its source. */
  verified: boolean;
  note?: string;
}

/**
 * Occupations with the share of women: Italian (15 with masculine and feminine forms, 16 epicene;
 * Biasion et al. 2020) or US English (22 words, BLS CPS 2019). Epicene entries have masculine === feminine.
 */
export function loadOccupations(lang: 'it' | 'en'): OccupationEntry[] {
  if (lang === 'it') {
    const doc = readJson<{ sources: Record<string, string>; occupations: OccupationEntry[] }>('it-occupations.json');
    return doc.occupations.map((o) => ({ ...o, source: doc.sources[o.source] ?? o.source }));
  }
  const doc = readJson<{ source: string; occupations: { word: string; shareWomen: number; verified: boolean; note?: string }[] }>(
    'en-occupations-bls2019.json',
  );
  return doc.occupations.map((o) => ({
    masculine: o.word,
    feminine: o.word,
    shareWomen: o.shareWomen,
    source: 'BLS CPS 2019, Table 11',
    verified: o.verified,
    ...(o.note === undefined ? {} : { note: o.note }),
  }));
}

export type WeatCollection = 'caliskan2017' | 'biasion2020-it';

export interface WeatTestSpec extends WeatSets {
  id: string;
  name: string;
  /** Names of the word sets used for X, Y, A and B. */
  setNames: { X: string; Y: string; A: string; B: string };
  /** Published effect sizes / p-values (Caliskan et al. Table 1; word2vec column). */
  published?: Record<string, { d: number; p?: string }>;
  /** Values printed by Biasion et al.'s notebooks (population SD, sub-sample p). */
  reference?: Record<string, { d: number; p: number; count: number; total: number }>;
}

interface WeatFile {
  sets: Record<string, string[]>;
  tests: {
    id: string;
    name: string;
    X: string;
    Y: string;
    A: string;
    B: string;
    published?: WeatTestSpec['published'];
    reference?: WeatTestSpec['reference'];
  }[];
}

const WEAT_FILES: Record<WeatCollection, string> = {
  caliskan2017: 'weat-caliskan2017.json',
  'biasion2020-it': 'weat-it-biasion2020.json',
};

/** All named word sets of a collection (e.g. 'flowers', 'career_it'). */
export function loadWeatWordSets(collection: WeatCollection): Record<string, string[]> {
  return structuredClone(readJson<WeatFile>(WEAT_FILES[collection]).sets);
}

/** The WEATs of a collection with their word lists resolved. */
export function loadWeatTests(collection: WeatCollection): WeatTestSpec[] {
  const doc = readJson<WeatFile>(WEAT_FILES[collection]);
  const set = (name: string): string[] => {
    const words = doc.sets[name];
    if (!words) throw new Error(`${WEAT_FILES[collection]}: unknown word set ${name}`);
    return [...words];
  };
  return doc.tests.map((t) => ({
    id: t.id,
    name: t.name,
    X: set(t.X),
    Y: set(t.Y),
    A: set(t.A),
    B: set(t.B),
    setNames: { X: t.X, Y: t.Y, A: t.A, B: t.B },
    ...(t.published ? { published: structuredClone(t.published) } : {}),
    ...(t.reference ? { reference: structuredClone(t.reference) } : {}),
  }));
}
