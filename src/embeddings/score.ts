/**
 * Gender scores (Biasion et al. 2020, eq. 1 and 5), their correlation with the share of women in
 * occupations (Pearson r, two-sided p, OLS line) and the ratio k of grammatical to semantic influence
 * (§5.4; defined in the paper's code `professioni/prof-k.ipynb`).
 */
import { dot, norm } from './normalize.js';
import type { VectorTable } from './space.js';
import { mean, olsLine, pearson, type Line, type PearsonResult } from './stats.js';

/** Gender score of `word`: v̂·g (v̂ the L2-normalised vector, g a unit direction); undefined if missing. */
export function genderScore(table: VectorTable, word: string, direction: ArrayLike<number>): number | undefined {
  const v = table.get(word);
  if (v === undefined) return undefined;
  if (v.length !== direction.length) throw new Error(`direction has ${direction.length} dimensions, the table ${v.length}`);
  const n = norm(v);
  return n === 0 ? 0 : dot(v, direction) / n;
}

/** Gender scores of several words; missing words are listed, not scored. */
export function genderScores(
  table: VectorTable,
  words: readonly string[],
  direction: ArrayLike<number>,
): { scores: Map<string, number>; missing: string[] } {
  const scores = new Map<string, number>();
  const missing: string[] = [];
  for (const w of words) {
    const s = genderScore(table, w, direction);
    if (s === undefined) missing.push(w);
    else scores.set(w, s);
  }
  return { scores, missing };
}

/** Mean gender score of a word with a masculine and a feminine form: (score(m) + score(f)) / 2. */
export function meanGenderScore(
  table: VectorTable,
  masculine: string,
  feminine: string,
  direction: ArrayLike<number>,
): number | undefined {
  const m = genderScore(table, masculine, direction);
  const f = genderScore(table, feminine, direction);
  return m === undefined || f === undefined ? undefined : (m + f) / 2;
}

/**
 * An occupation with its forms and the share of women in it. Epicene occupations (one form for both
 * genders, e.g. "insegnante", or any English occupation) have `masculine === feminine`.
 */
export interface Occupation {
  masculine: string;
  feminine: string;
  /** Share of women, in percent (0–100). */
  shareWomen: number;
}

export function isGendered(o: Occupation): boolean {
  return o.masculine !== o.feminine;
}

export interface OccupationPoint<O extends Occupation = Occupation> {
  occupation: O;
  /** Plain score (epicene) or mean score of the two forms (gendered). */
  score: number;
  /** Scores of the two forms (equal for epicene occupations). */
  masculineScore: number;
  feminineScore: number;
}

export interface OccupationCorrelation<O extends Occupation = Occupation> {
  points: OccupationPoint<O>[];
  /** Occupations left out because a form is missing from the table. */
  skipped: { occupation: O; missing: string[] }[];
  /** Pearson r between score and share of women over `points`, with its two-sided p-value. */
  pearson: PearsonResult;
  /** OLS line score ≈ slope·shareWomen + intercept, for plots. */
  line: Line;
}

/** Scores every occupation (mean score for gendered ones); occupations with a missing form are skipped. */
export function occupationScores<O extends Occupation>(
  table: VectorTable,
  occupations: readonly O[],
  direction: ArrayLike<number>,
): { points: OccupationPoint<O>[]; skipped: { occupation: O; missing: string[] }[] } {
  const points: OccupationPoint<O>[] = [];
  const skipped: { occupation: O; missing: string[] }[] = [];
  for (const occupation of occupations) {
    const m = genderScore(table, occupation.masculine, direction);
    const f = isGendered(occupation) ? genderScore(table, occupation.feminine, direction) : m;
    if (m === undefined || f === undefined) {
      const missing = [...new Set([occupation.masculine, occupation.feminine])].filter((w) => !table.has(w));
      skipped.push({ occupation, missing });
      continue;
    }
    points.push({ occupation, score: (m + f) / 2, masculineScore: m, feminineScore: f });
  }
  return { points, skipped };
}

/**
 * Pearson correlation between occupations' gender scores and their share of women (Biasion et al.
 * Table 1; scipy.stats.pearsonr conventions) plus the OLS line. `which` restricts the set:
 * 'epicene' (the paper's 16 "ungendered"), 'gendered' (mean scores only), or 'all' (default; the
 * paper's 16 + 15 "mean" set).
 */
export function occupationCorrelation<O extends Occupation>(
  table: VectorTable,
  occupations: readonly O[],
  direction: ArrayLike<number>,
  options: { which?: 'all' | 'epicene' | 'gendered' } = {},
): OccupationCorrelation<O> {
  const which = options.which ?? 'all';
  const selected = occupations.filter((o) => which === 'all' || (which === 'gendered') === isGendered(o));
  const { points, skipped } = occupationScores(table, selected, direction);
  if (points.length < 3) throw new Error(`need at least 3 scored occupations for a correlation, got ${points.length}`);
  const x = points.map((p) => p.occupation.shareWomen);
  const y = points.map((p) => p.score);
  return { points, skipped, pearson: pearson(x, y), line: olsLine(x, y) };
}

export interface GrammaticalSemanticRatio {
  /** k = avgDiff / lineDelta (negative when the line slopes down, as in the paper's code). */
  k: number;
  /** Mean over gendered occupations of |score(m) − score(f)| (the grammatical influence). */
  avgDiff: number;
  /** line(max share) − line(min share) over all occupations (the semantic influence, full scale). */
  lineDelta: number;
  /** OLS line of the scores (mean scores for gendered occupations) on the share of women. */
  line: Line;
  minShare: number;
  maxShare: number;
  /** Number of occupations in the regression and among them gendered ones. */
  n: number;
  nGendered: number;
}

/**
 * Ratio k of grammatical to semantic gender influence along a direction (Biasion et al. §5.4, eq. 7–9,
 * as implemented in `prof-k.ipynb`): OLS of the scores of all occupations (mean score for gendered ones)
 * on the share of women; lineDelta = line(max share) − line(min share); avgDiff = mean over gendered
 * occupations of |score(m) − score(f)|; k = avgDiff / lineDelta. The paper's Table 4 prints |k|.
 * Accepts the points of `occupationScores` (so one scoring pass can serve both measures).
 */
export function grammaticalSemanticRatio(points: readonly OccupationPoint[]): GrammaticalSemanticRatio {
  const gendered = points.filter((p) => isGendered(p.occupation));
  if (gendered.length === 0) throw new Error('k needs at least one occupation with masculine and feminine forms');
  if (points.length < 2) throw new Error('k needs at least two occupations for the regression line');
  const x = points.map((p) => p.occupation.shareWomen);
  const line = olsLine(
    x,
    points.map((p) => p.score),
  );
  const minShare = Math.min(...x);
  const maxShare = Math.max(...x);
  const lineDelta = line.slope * (maxShare - minShare);
  const avgDiff = mean(gendered.map((p) => Math.abs(p.masculineScore - p.feminineScore)));
  return { k: avgDiff / lineDelta, avgDiff, lineDelta, line, minShare, maxShare, n: points.length, nGendered: gendered.length };
}
