/**
 * The whole embedding bias audit in one call (Biasion et al. 2020 for Italian; the same measures on
 * English with Bolukbasi's definitional pairs, BLS occupations and Caliskan's WEATs):
 *
 *   1. which words the language needs (`auditVocabulary`), read in ONE filtered pass over the file;
 *   2. the gender direction g_pca (first PC of the definitional pairs) and, for Italian, the
 *      grammatical-gender subspace (top-k PCs of inflected -o/-a pairs);
 *   3. per stage — the vectors as loaded ("before") and, for Italian, after projecting the grammatical
 *      subspace out of every vector ("after", eq. 6) — the gender direction, the occupation
 *      correlation (Pearson r, OLS line, per-direction table), the ratio k of grammatical to semantic
 *      influence, and every WEAT of the language's collection;
 *   4. one JSON-serialisable {@link AuditResult}. Sections that lack words are skipped with a reason
 *      (and a warning), never thrown.
 *
 * Nothing here prints; `src/embeddings/report/` renders the result as HTML and plain text.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { grammaticalGenderSubspace, removeSubspace } from './debias.js';
import { pairDirections, pcaGenderDirection, weightedPcaDirection } from './direction.js';
import { loadVectors, type VectorFormat } from './load.js';
import { dot } from './normalize.js';
import { pairPca, type WordPair } from './pca.js';
import { grammaticalSemanticRatio, isGendered, occupationScores, type OccupationPoint } from './score.js';
import type { VectorTable } from './space.js';
import { olsLine, pearson } from './stats.js';
import { DEFAULT_SEED, weat, type WeatOptions, type WeatResult, type WeatSets } from './weat.js';
import {
  loadDefinitionalPairs,
  loadGrammaticalPairs,
  loadOccupations,
  loadWeatTests,
  type OccupationEntry,
  type WeatCollection,
  type WeatTestSpec,
} from './wordlists.js';

export type AuditLang = 'it' | 'en';

export const AUDIT_SCHEMA = 'genderfair/embeddings-audit@1';

/** Fewest complete definitional pairs for a gender direction. */
export const MIN_DEFINITIONAL_PAIRS = 2;
/** Fewest complete grammatical pairs for the grammatical subspace (at least k as well). */
export const MIN_GRAMMATICAL_PAIRS = 5;
/** Fewest scored occupations for the correlation and k. */
export const MIN_OCCUPATIONS = 3;
/** Fewest words in each WEAT target set (the effect size needs a standard deviation). */
export const MIN_WEAT_TARGETS = 2;
/** Default Monte Carlo draws of the WEAT permutation test. */
export const DEFAULT_PERMUTATIONS = 100_000;
/** Default largest number of partitions enumerated exactly. */
export const DEFAULT_EXACT_LIMIT = 1_000_000;

export interface AuditOptions {
  /** 'it' (default) or 'en'. */
  lang?: AuditLang;
  /** WEAT effect size SD: 'sample' (n − 1, Caliskan; default) or 'population' (n; default with compat biasion2020). */
  sd?: 'sample' | 'population';
  /** Monte Carlo seed of the WEAT p-values (default 20170414). */
  seed?: number;
  /** Monte Carlo draws R (default 100,000). */
  permutations?: number;
  /** Exact enumeration when C(|X|+|Y|, |X|) ≤ this (default 1e6). */
  exactLimit?: number;
  /** Dimensions of the grammatical-gender subspace to remove (default 1, as the paper). */
  k?: number;
  /** 'biasion2020': the paper's code conventions (population SD, its sub-sample "p-value"). */
  compat?: 'none' | 'biasion2020';
  /** Match words case-insensitively (an exact-case row wins); default true. */
  caseInsensitive?: boolean;
  /** Timestamp written to the result (default now). */
  now?: Date;
  /** genderfair version written to the result. */
  version?: string;
  onWarning?: (message: string) => void;
}

export interface AuditLoadOptions extends AuditOptions {
  /** Vector file format (default auto-detect). */
  format?: VectorFormat | 'auto';
  onProgress?: (bytesDone: number, bytesTotal: number) => void;
}

export interface AuditSettings {
  lang: AuditLang;
  sd: 'sample' | 'population';
  ddof: 0 | 1;
  seed: number;
  permutations: number;
  exactLimit: number;
  k: number;
  compat: 'none' | 'biasion2020';
  /** WEAT p-value: one-sided ('greater'), observed split counted ('ge'). */
  alternative: 'greater';
  ties: 'ge';
  caseInsensitive: boolean;
  weatCollection: WeatCollection;
}

/** A section that ran, or why it did not. */
export type Skippable<T> = ({ status: 'ok' } & T) | { status: 'skipped' | 'not-applicable'; reason: string };

export interface WordListCoverage {
  /** e.g. "definitional pairs", "occupations", "WEAT6". */
  list: string;
  requested: number;
  found: number;
  missing: string[];
}

export interface VectorsInfo {
  /** The path as given. */
  file: string;
  /** Its base name, for display. */
  name: string;
  format: VectorFormat | 'memory';
  dim: number;
  /** Data rows read (a filtered load stops when it has every word). */
  rowsScanned: number | null;
  bytes: number | null;
  /** Distinct words the audit asked for, and how many the vectors have. */
  requested: number;
  found: number;
  missing: string[];
  coverage: WordListCoverage[];
}

export interface DirectionSection {
  method: 'pca';
  /** The definitional pairs used (both words present). */
  pairs: [string, string][];
  pairsRequested: number;
  missingWords: string[];
  /** Share of the pairs' variance per principal component, strongest first. */
  explainedVarianceRatio: number[];
  singularValues: number[];
}

export interface GrammaticalSection {
  k: number;
  pairsUsed: number;
  pairsRequested: number;
  /** A few examples of the pairs used. */
  examples: [string, string][];
  missingWords: string[];
  /** Share of the grammatical pairs' variance per component (first max(10, k)). */
  explainedVarianceRatio: number[];
  /** Share of their variance in the removed k components. */
  removedVariance: number;
  /** cos(g_pca before removal, first grammatical component); masculine-positive both. */
  genderDirectionCosine: number | null;
}

export interface Correlation {
  n: number;
  r: number;
  p: number;
  slope: number;
  intercept: number;
}

export interface OccupationPointJson {
  /** Masculine (or only) form. */
  word: string;
  /** Feminine form when it differs. */
  feminine?: string;
  /** English gloss (Italian list). */
  en?: string;
  shareWomen: number;
  gendered: boolean;
  /** Score used in the regression: plain (epicene) or mean of the two forms (gendered). */
  score: number;
  masculineScore: number;
  feminineScore: number;
}

export interface DirectionCorrelation {
  /** "g_pca", "g_pca_01", "g_diff lui/lei", … */
  direction: string;
  description: string;
  n: number;
  r: number;
  p: number;
}

export interface OccupationSection {
  /** The direction of the main analysis. */
  direction: 'g_pca';
  occupationsRequested: number;
  points: OccupationPointJson[];
  /** All scored occupations (mean scores for gendered ones). */
  correlation: Correlation;
  /** Epicene occupations only (Italian: the paper's 16 "ungendered"); absent when none or too few. */
  epicene?: Correlation;
  /** The correlation along each direction (paper Table 1). */
  byDirection: DirectionCorrelation[];
  skipped: { occupation: string; missing: string[] }[];
}

export interface RatioSection {
  /** k = avgDiff / lineDelta (signed as in the paper's code; the paper prints |k|). */
  k: number;
  /** Mean |score(m) − score(f)| over gendered occupations: grammatical influence. */
  avgDiff: number;
  /** Rise of the OLS line between the lowest and highest share of women: semantic influence. */
  lineDelta: number;
  minShare: number;
  maxShare: number;
  n: number;
  nGendered: number;
}

export interface WeatRun {
  n: { X: number; Y: number; A: number; B: number };
  effectSize: number;
  statistic: number;
  ddof: 0 | 1;
  /** The p-value; `method` 'exact', 'monte-carlo' or 'biasion2020'. */
  p: {
    value: number;
    method: 'exact' | 'monte-carlo' | 'biasion2020';
    alternative: 'greater' | 'less' | 'two-sided';
    count: number;
    total: number;
    seed?: number;
  } | null;
  dropped: { X: string[]; Y: string[]; A: string[]; B: string[] };
}

export type WeatEntry = {
  id: string;
  name: string;
  /** A gender test (one of its sets is male/female names or terms). */
  gender: boolean;
  setNames: { X: string; Y: string; A: string; B: string };
  /** Published effect sizes (Caliskan et al. Table 1), for reference. */
  published?: Record<string, { d: number; p?: string }>;
} & Skippable<WeatRun>;

export interface StageResult {
  direction: Skippable<DirectionSection>;
  occupations: Skippable<OccupationSection>;
  ratio: Skippable<RatioSection>;
  weat: WeatEntry[];
}

export interface WordListSource {
  file: string;
  what: string;
  source: string;
  licence: string;
}

export interface AuditResult {
  schema: typeof AUDIT_SCHEMA;
  generator: { name: 'genderfair'; version: string | null };
  generatedAt: string;
  lang: AuditLang;
  vectors: VectorsInfo;
  settings: AuditSettings;
  /** The grammatical-gender subspace removed for the "after" stage (Italian only). */
  grammatical: Skippable<GrammaticalSection>;
  /** Measures on the vectors as loaded. */
  before: StageResult;
  /** The same measures after removing the grammatical subspace (Italian only). */
  after: Skippable<StageResult>;
  /** Everything that was warned about (missing words, skipped sections, loader warnings). */
  warnings: string[];
  sources: WordListSource[];
}

/** The result plus the objects behind it (not serialised): the tables and directions. */
export interface AuditRun {
  result: AuditResult;
  table: VectorTable;
  debiased?: VectorTable;
  /** g_pca before removal. */
  genderDirection?: Float64Array;
  /** g_pca after removal. */
  genderDirectionAfter?: Float64Array;
  /** Orthonormal basis of the removed grammatical subspace. */
  grammaticalBasis?: Float64Array[];
}

export function weatCollectionFor(lang: AuditLang): WeatCollection {
  return lang === 'it' ? 'biasion2020-it' : 'caliskan2017';
}

interface AuditLists {
  definitional: WordPair[];
  grammatical: WordPair[];
  occupations: OccupationEntry[];
  weat: WeatTestSpec[];
}

function auditLists(lang: AuditLang): AuditLists {
  return {
    definitional: loadDefinitionalPairs(lang),
    grammatical: lang === 'it' ? loadGrammaticalPairs() : [],
    occupations: loadOccupations(lang),
    weat: loadWeatTests(weatCollectionFor(lang)),
  };
}

/** Every word the audit of `lang` looks up (distinct, in list order). */
export function auditVocabulary(lang: AuditLang): string[] {
  const lists = auditLists(lang);
  const words = new Set<string>();
  for (const [m, f] of lists.definitional) words.add(m).add(f);
  for (const [m, f] of lists.grammatical) words.add(m).add(f);
  for (const o of lists.occupations) words.add(o.masculine).add(o.feminine);
  for (const t of lists.weat) for (const key of ['X', 'Y', 'A', 'B'] as const) for (const w of t[key]) words.add(w);
  return [...words];
}

function resolveSettings(options: AuditOptions): AuditSettings {
  const lang = options.lang ?? 'it';
  if (lang !== 'it' && lang !== 'en') throw new Error(`unknown language "${String(lang)}" (expected it or en)`);
  const compat = options.compat ?? 'none';
  const sd = options.sd ?? (compat === 'biasion2020' ? 'population' : 'sample');
  const k = options.k ?? 1;
  if (!Number.isInteger(k) || k < 1) throw new Error(`k must be a positive integer, got ${k}`);
  const permutations = options.permutations ?? DEFAULT_PERMUTATIONS;
  if (!Number.isInteger(permutations) || permutations < 1) throw new Error(`permutations must be a positive integer, got ${permutations}`);
  const exactLimit = options.exactLimit ?? DEFAULT_EXACT_LIMIT;
  if (!(exactLimit >= 0)) throw new Error(`exact limit must be a non-negative number, got ${exactLimit}`);
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isFinite(seed)) throw new Error(`seed must be a finite number, got ${seed}`);
  return {
    lang,
    sd,
    ddof: sd === 'sample' ? 1 : 0,
    seed,
    permutations,
    exactLimit,
    k,
    compat,
    alternative: 'greater',
    ties: 'ge',
    caseInsensitive: options.caseInsensitive ?? true,
    weatCollection: weatCollectionFor(lang),
  };
}

/**
 * Loads only the words the audit needs from `file` (one streaming pass) and runs the audit.
 * Load errors (missing or malformed file) are thrown; missing words are warnings.
 */
export async function runAudit(file: string, options: AuditLoadOptions = {}): Promise<AuditRun> {
  const settings = resolveSettings(options);
  const vocabulary = auditVocabulary(settings.lang);
  const loaded = await loadVectors(file, {
    vocabulary,
    lowercase: settings.caseInsensitive,
    ...(options.format ? { format: options.format } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  return auditTable(loaded.table, {
    ...options,
    source: {
      file,
      format: loaded.format,
      rowsScanned: loaded.rowsScanned,
      bytes: loaded.bytes,
      loadWarnings: loaded.warnings,
    },
  });
}

export interface AuditTableOptions extends AuditOptions {
  /** Where the table came from (defaults describe an in-memory table). */
  source?: {
    file: string;
    format: VectorFormat | 'memory';
    rowsScanned?: number;
    bytes?: number;
    loadWarnings?: string[];
  };
}

/** Runs the audit on a table that holds (at least) the audit's words. */
export function auditTable(table: VectorTable, options: AuditTableOptions = {}): AuditRun {
  const settings = resolveSettings(options);
  const lists = auditLists(settings.lang);
  const warnings: string[] = [];
  const warn = (message: string): void => {
    warnings.push(message);
    options.onWarning?.(message);
  };
  for (const w of options.source?.loadWarnings ?? []) warnings.push(w); // already reported by the loader

  // ---- coverage of every word list
  const coverage: WordListCoverage[] = [];
  const cover = (list: string, words: readonly string[]): WordListCoverage => {
    const distinct = [...new Set(words)];
    const missing = distinct.filter((w) => !table.has(w));
    const c = { list, requested: distinct.length, found: distinct.length - missing.length, missing };
    coverage.push(c);
    return c;
  };
  const coverageWarning = (c: WordListCoverage, what: string): void => {
    if (c.missing.length > 0) warn(`${what}: ${c.found} of ${c.requested} words found; missing: ${listWords(c.missing)}`);
  };
  coverageWarning(cover('definitional pairs', lists.definitional.flat()), 'definitional pairs');
  if (settings.lang === 'it') coverageWarning(cover('grammatical pairs', lists.grammatical.flat()), 'grammatical pairs');
  coverageWarning(
    cover(
      'occupations',
      lists.occupations.flatMap((o) => [o.masculine, o.feminine]),
    ),
    'occupations',
  );
  for (const t of lists.weat) {
    const c = cover(t.id, [...t.X, ...t.Y, ...t.A, ...t.B]);
    if (c.missing.length > 0) {
      const parts = (['X', 'Y', 'A', 'B'] as const)
        .map((key) => {
          const missing = t[key].filter((w) => !table.has(w));
          return missing.length ? `${key} (${t.setNames[key]}) ${t[key].length - missing.length} of ${t[key].length}, missing ${listWords(missing)}` : '';
        })
        .filter((s) => s !== '');
      warn(`${t.id}: ${parts.join('; ')}`);
    }
  }

  const vocabulary = auditVocabulary(settings.lang);
  const missingAll = vocabulary.filter((w) => !table.has(w));
  const file = options.source?.file ?? '(in memory)';
  const vectors: VectorsInfo = {
    file,
    name: options.source ? basename(file) : file,
    format: options.source?.format ?? 'memory',
    dim: table.dim,
    rowsScanned: options.source?.rowsScanned ?? null,
    bytes: options.source?.bytes ?? null,
    requested: vocabulary.length,
    found: vocabulary.length - missingAll.length,
    missing: missingAll,
    coverage,
  };

  // ---- before
  const before = runStage(table, lists, settings, (m) => warn(m));
  const run: AuditRun = {
    result: undefined as unknown as AuditResult,
    table,
    ...(before.gDirection ? { genderDirection: before.gDirection } : {}),
  };

  // ---- grammatical subspace and after
  let grammatical: Skippable<GrammaticalSection>;
  let after: Skippable<StageResult>;
  if (settings.lang !== 'it') {
    const reason = 'English has no grammatical gender on nouns and adjectives: there is no grammatical subspace to remove';
    grammatical = { status: 'not-applicable', reason };
    after = { status: 'not-applicable', reason };
  } else {
    const g = grammaticalSection(table, lists.grammatical, settings.k, before.gDirection);
    if (g.status !== 'ok') {
      warn(`grammatical-gender removal skipped: ${g.reason}`);
      grammatical = g;
      after = { status: 'skipped', reason: `no grammatical subspace: ${g.reason}` };
    } else {
      grammatical = g.section;
      const debiased = removeSubspace(table, g.basis);
      run.debiased = debiased;
      run.grammaticalBasis = g.basis;
      const stage = runStage(debiased, lists, settings, (m) => {
        // Words missing before are missing after: only report what is new.
        if (!warnings.some((w) => w.endsWith(m))) warn(`after removal: ${m}`);
      });
      if (stage.gDirection) run.genderDirectionAfter = stage.gDirection;
      after = { status: 'ok', ...stage.result };
    }
  }

  run.result = {
    schema: AUDIT_SCHEMA,
    generator: { name: 'genderfair', version: options.version ?? null },
    generatedAt: (options.now ?? new Date()).toISOString(),
    lang: settings.lang,
    vectors,
    settings,
    grammatical,
    before: before.result,
    after,
    warnings,
    sources: wordListSources(settings.lang),
  };
  return run;
}

// ---------------------------------------------------------------------------------------------
// One stage: direction, occupations, k, WEAT on one table

function runStage(
  table: VectorTable,
  lists: AuditLists,
  settings: AuditSettings,
  warn: (message: string) => void,
): { result: StageResult; gDirection?: Float64Array } {
  // Gender direction
  let direction: Skippable<DirectionSection>;
  let g: Float64Array | undefined;
  let pca: ReturnType<typeof pcaGenderDirection> | undefined;
  const complete = lists.definitional.filter(([m, f]) => table.has(m) && table.has(f));
  if (complete.length < MIN_DEFINITIONAL_PAIRS) {
    direction = {
      status: 'skipped',
      reason: `only ${complete.length} of ${lists.definitional.length} definitional pairs have both words in the vectors (need ${MIN_DEFINITIONAL_PAIRS})`,
    };
  } else {
    try {
      pca = pcaGenderDirection(table, lists.definitional);
      g = pca.direction;
      direction = {
        status: 'ok',
        method: 'pca',
        pairs: pca.pairs.map(([m, f]) => [m, f]),
        pairsRequested: lists.definitional.length,
        missingWords: pca.missing,
        explainedVarianceRatio: pca.explainedVarianceRatio,
        singularValues: pca.singularValues,
      };
    } catch (err) {
      direction = { status: 'skipped', reason: message(err) };
    }
  }
  if (direction.status !== 'ok') warn(`gender direction skipped: ${direction.reason}`);

  // Occupations and k
  let occupations: Skippable<OccupationSection>;
  let ratio: Skippable<RatioSection>;
  if (!g || !pca) {
    occupations = { status: 'skipped', reason: 'no gender direction' };
    ratio = { status: 'skipped', reason: 'no gender direction' };
  } else {
    const { points, skipped } = occupationScores(table, lists.occupations, g);
    if (points.length < MIN_OCCUPATIONS) {
      occupations = {
        status: 'skipped',
        reason: `only ${points.length} of ${lists.occupations.length} occupations have all their forms in the vectors (need ${MIN_OCCUPATIONS})`,
      };
      warn(`occupation correlation skipped: ${occupations.reason}`);
    } else {
      try {
        occupations = { status: 'ok', ...occupationSection(table, lists, points, skipped, pca) };
      } catch (err) {
        occupations = { status: 'skipped', reason: message(err) };
        warn(`occupation correlation skipped: ${occupations.reason}`);
      }
    }
    const gendered = lists.occupations.filter(isGendered);
    if (gendered.length === 0) {
      ratio = {
        status: 'not-applicable',
        reason: 'no occupation in the list has separate masculine and feminine forms, so there is no grammatical gap to measure',
      };
    } else if (points.length < MIN_OCCUPATIONS || !points.some((p) => isGendered(p.occupation))) {
      ratio = {
        status: 'skipped',
        reason: `needs ${MIN_OCCUPATIONS} scored occupations, at least one with both forms (have ${points.length}, ${points.filter((p) => isGendered(p.occupation)).length} gendered)`,
      };
      warn(`ratio k skipped: ${ratio.reason}`);
    } else {
      try {
        const k = grammaticalSemanticRatio(points);
        ratio = {
          status: 'ok',
          k: k.k,
          avgDiff: k.avgDiff,
          lineDelta: k.lineDelta,
          minShare: k.minShare,
          maxShare: k.maxShare,
          n: k.n,
          nGendered: k.nGendered,
        };
      } catch (err) {
        ratio = { status: 'skipped', reason: message(err) };
        warn(`ratio k skipped: ${ratio.reason}`);
      }
    }
  }

  // WEAT
  const weatEntries: WeatEntry[] = lists.weat.map((t) => {
    const head = {
      id: t.id,
      name: t.name,
      gender: isGenderTest(t),
      setNames: t.setNames,
      ...(t.published ? { published: t.published } : {}),
    };
    const run = weatRun(table, t, settings);
    if (run.status !== 'ok') warn(`${t.id} skipped: ${run.reason}`);
    return { ...head, ...run };
  });

  return { result: { direction, occupations, ratio, weat: weatEntries }, ...(g ? { gDirection: g } : {}) };
}

function occupationSection(
  table: VectorTable,
  lists: AuditLists,
  points: OccupationPoint<OccupationEntry>[],
  skipped: { occupation: OccupationEntry; missing: string[] }[],
  pca: ReturnType<typeof pcaGenderDirection>,
): Omit<OccupationSection, never> {
  const correlation = correlate(points);
  const epicenePoints = points.filter((p) => !isGendered(p.occupation));
  const hasGendered = points.length > epicenePoints.length;
  const byDirection: DirectionCorrelation[] = [
    { direction: 'g_pca', description: `first principal component of ${pca.pairs.length} definitional pairs`, ...pick(correlation) },
  ];
  if (pca.components.length >= 2) {
    const g01 = weightedPcaDirection(pca, 2);
    const c = correlate(occupationScores(table, lists.occupations, g01).points);
    byDirection.push({ direction: 'g_pca_01', description: 'first two components weighted by their singular values', ...pick(c) });
  }
  for (const { pair, direction } of pairDirections(table, lists.definitional).directions) {
    const c = correlate(occupationScores(table, lists.occupations, direction).points);
    byDirection.push({ direction: `g_diff ${pair[0]}/${pair[1]}`, description: `difference ${pair[0]} − ${pair[1]}`, ...pick(c) });
  }
  return {
    direction: 'g_pca',
    occupationsRequested: lists.occupations.length,
    points: points.map((p) => ({
      word: p.occupation.masculine,
      ...(isGendered(p.occupation) ? { feminine: p.occupation.feminine } : {}),
      ...(p.occupation.en ? { en: p.occupation.en } : {}),
      shareWomen: p.occupation.shareWomen,
      gendered: isGendered(p.occupation),
      score: p.score,
      masculineScore: p.masculineScore,
      feminineScore: p.feminineScore,
    })),
    correlation,
    ...(hasGendered && epicenePoints.length >= MIN_OCCUPATIONS ? { epicene: correlate(epicenePoints) } : {}),
    byDirection,
    skipped: skipped.map((s) => ({ occupation: occupationLabel(s.occupation), missing: s.missing })),
  };
}

function pick(c: Correlation): { n: number; r: number; p: number } {
  return { n: c.n, r: c.r, p: c.p };
}

function correlate(points: readonly OccupationPoint[]): Correlation {
  const x = points.map((p) => p.occupation.shareWomen);
  const y = points.map((p) => p.score);
  const r = pearson(x, y);
  const line = olsLine(x, y);
  return { n: points.length, r: r.r, p: r.p, slope: line.slope, intercept: line.intercept };
}

/** True when one of the test's word sets names male or female people (male_names, female_terms_it, …). */
export function isGenderTest(t: Pick<WeatTestSpec, 'setNames'>): boolean {
  return Object.values(t.setNames).some((name) => /(^|_)(fe)?male(_|$)/.test(name));
}

function occupationLabel(o: OccupationEntry): string {
  return isGendered(o) ? `${o.masculine}/${o.feminine}` : o.masculine;
}

function weatRun(table: VectorTable, t: WeatTestSpec, settings: AuditSettings): Skippable<WeatRun> {
  return runWeat(table, t, {
    mode: settings.compat === 'biasion2020' ? 'biasion2020' : 'standard',
    ddof: settings.ddof,
    alternative: settings.alternative,
    ties: settings.ties,
    exactLimit: settings.exactLimit,
    samples: settings.permutations,
    seed: settings.seed,
  });
}

/**
 * One WEAT with the audit's checks: skipped (with the reason) when a target set has fewer than
 * {@link MIN_WEAT_TARGETS} words or an attribute set none in the table, or when `weat` refuses.
 */
export function runWeat(table: VectorTable, t: WeatSets & { setNames?: WeatTestSpec['setNames'] }, options: WeatOptions): Skippable<WeatRun> {
  const setName = (key: 'X' | 'Y' | 'A' | 'B'): string => (t.setNames ? ` (${t.setNames[key]})` : '');
  for (const key of ['X', 'Y'] as const) {
    const found = t[key].filter((w) => table.has(w)).length;
    if (found < MIN_WEAT_TARGETS) {
      return {
        status: 'skipped',
        reason: `target set ${key}${setName(key)} has ${found} of ${t[key].length} words in the vectors (need ${MIN_WEAT_TARGETS})`,
      };
    }
  }
  for (const key of ['A', 'B'] as const) {
    if (!t[key].some((w) => table.has(w))) {
      return { status: 'skipped', reason: `attribute set ${key}${setName(key)} has none of its ${t[key].length} words in the vectors` };
    }
  }
  let r: WeatResult;
  try {
    r = weat(table, t, options);
  } catch (err) {
    return { status: 'skipped', reason: message(err) };
  }
  return {
    status: 'ok',
    n: { X: r.sets.X.length, Y: r.sets.Y.length, A: r.sets.A.length, B: r.sets.B.length },
    effectSize: r.effectSize,
    statistic: r.statistic,
    ddof: r.ddof,
    p: r.p
      ? {
          value: r.p.value,
          method: r.p.method,
          alternative: r.p.alternative,
          count: r.p.count,
          total: r.p.total,
          ...(r.p.seed !== undefined ? { seed: r.p.seed } : {}),
        }
      : null,
    dropped: r.dropped,
  };
}

function grammaticalSection(
  table: VectorTable,
  pairs: readonly WordPair[],
  k: number,
  genderDirection: Float64Array | undefined,
): { status: 'ok'; section: { status: 'ok' } & GrammaticalSection; basis: Float64Array[] } | { status: 'skipped'; reason: string } {
  const complete = pairs.filter(([m, f]) => table.has(m) && table.has(f));
  if (complete.length < MIN_GRAMMATICAL_PAIRS) {
    return {
      status: 'skipped',
      reason: `only ${complete.length} of ${pairs.length} grammatical pairs have both words in the vectors (need ${MIN_GRAMMATICAL_PAIRS})`,
    };
  }
  if (complete.length < k) {
    return { status: 'skipped', reason: `k = ${k} components need at least ${k} complete grammatical pairs, the vectors have ${complete.length}` };
  }
  try {
    const sub = grammaticalGenderSubspace(table, pairs, { k });
    const first = sub.basis[0]!;
    // The spectrum beyond k, for the report's chart (the subspace itself comes from grammaticalGenderSubspace).
    const spectrum = pairPca(table, pairs, { components: Math.max(10, k) }).explainedVarianceRatio;
    return {
      status: 'ok',
      basis: sub.basis,
      section: {
        status: 'ok',
        k,
        pairsUsed: sub.pairs.length,
        pairsRequested: pairs.length,
        examples: sub.pairs.slice(0, 6).map(([m, f]) => [m, f]),
        missingWords: sub.missing,
        explainedVarianceRatio: spectrum.slice(0, Math.max(10, k)),
        removedVariance: sub.explainedVarianceRatio.slice(0, k).reduce((s, v) => s + v, 0),
        genderDirectionCosine: genderDirection ? dot(genderDirection, first) : null,
      },
    };
  } catch (err) {
    return { status: 'skipped', reason: message(err) };
  }
}

// ---------------------------------------------------------------------------------------------

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** "a, b, c" or "a, b, c, … (12 more)". */
export function listWords(words: readonly string[], max = 12): string {
  if (words.length <= max) return words.join(', ');
  return `${words.slice(0, max).join(', ')}, … (${words.length - max} more)`;
}

const LIST_FILES: Record<AuditLang, { file: string; what: string }[]> = {
  it: [
    { file: 'it-definitional-pairs.json', what: 'definitional pairs (gender direction)' },
    { file: 'it-grammatical-pairs.json', what: 'grammatical pairs (grammatical-gender subspace)' },
    { file: 'it-occupations.json', what: 'occupations and share of women' },
    { file: 'weat-it-biasion2020.json', what: 'WEAT word sets' },
  ],
  en: [
    { file: 'en-definitional-pairs.json', what: 'definitional pairs (gender direction)' },
    { file: 'en-occupations-bls2019.json', what: 'occupations and share of women' },
    { file: 'weat-caliskan2017.json', what: 'WEAT word sets' },
  ],
};

/** Source and licence of the bundled word lists of `lang` (their `source`/`licence` fields). */
export function wordListSources(lang: AuditLang): WordListSource[] {
  return LIST_FILES[lang].map(({ file, what }) => {
    let source = '';
    let licence = '';
    try {
      // data/ sits two levels above src/embeddings/, dist/embeddings/ and dist/cli/ (the bundle).
      const doc = JSON.parse(readFileSync(new URL(`../../data/embeddings/${file}`, import.meta.url), 'utf8')) as {
        source?: unknown;
        licence?: unknown;
      };
      source = typeof doc.source === 'string' ? doc.source : '';
      licence = typeof doc.licence === 'string' ? doc.licence : '';
    } catch {
      // reported as empty; the word lists themselves were read by wordlists.ts
    }
    return { file: `data/embeddings/${file}`, what, source, licence };
  });
}
