/**
 * Word Embedding Association Test (Caliskan, Bryson & Narayanan 2017).
 *
 *   s(w, A, B) = mean_a cos(w, a) − mean_b cos(w, b)
 *   S          = Σ_{x∈X} s(x) − Σ_{y∈Y} s(y)                     (the test statistic)
 *   d          = (mean_X s − mean_Y s) / SD_{w∈X∪Y} s(w)         (the effect size; sample SD by default)
 *
 * p-value: one-sided P(S_perm ≥ S_obs) over all re-partitions of X∪Y into sets of sizes |X| and |Y|
 * (|X| ≠ |Y| is allowed). Because Σ_X′ s + Σ_Y′ s is constant, S_perm ≥ S_obs ⇔ Σ_X′ s ≥ Σ_X s, so only
 * the |X|+|Y| associations s(w) are permuted — never the cosines. Exact enumeration when
 * C(|X|+|Y|, |X|) ≤ `exactLimit`, else a seeded Monte Carlo test over uniformly random partitions
 * (partial Fisher–Yates, i.e. sampling without replacement within a draw) with p = (count + 1)/(R + 1).
 *
 * `mode: 'biasion2020'` reproduces the conventions of Biasion et al. 2020's code (population SD, and a
 * "p-value" = #{(X′, Y′): X′ ⊆ X, Y′ ⊆ Y, |X′| = |Y′| ≥ 1, Σ_X′ s − Σ_Y′ s > S} / (C(|X|+|Y|, |X|) − 1)).
 * That count ranges over sub-samples without exchanging any word between X and Y: it is NOT a
 * permutation test and its value is not a p-value under any null hypothesis. It exists only to match the
 * numbers the paper printed.
 */
import { dot, unitVectors } from './normalize.js';
import { Xoshiro128 } from './random.js';
import type { VectorTable } from './space.js';
import { binomial, mean, standardDeviation } from './stats.js';

export interface WeatSets {
  /** Target words (e.g. male names). */
  X: readonly string[];
  /** Target words (e.g. female names). */
  Y: readonly string[];
  /** Attribute words (e.g. career). */
  A: readonly string[];
  /** Attribute words (e.g. family). */
  B: readonly string[];
}

export type WeatAlternative = 'greater' | 'less' | 'two-sided';

export interface PermutationOptions {
  /**
   * 'auto' (default): exact when C(|X|+|Y|, |X|) ≤ exactLimit, else Monte Carlo. 'exact' and
   * 'monte-carlo' force a method.
   */
  method?: 'auto' | 'exact' | 'monte-carlo';
  /**
   * 'greater' (default, Caliskan's one-sided test: X more associated with A than Y is), 'less', or
   * 'two-sided' (|Σ_X′ − |X|·mean| ≥ |Σ_X − |X|·mean|, i.e. distance from the null mean of S).
   */
  alternative?: WeatAlternative;
  /**
   * 'ge' (default): count partitions at least as extreme as the observed one (the observed split
   * included; SEAT/mlxtend). 'gt': strictly more extreme (Caliskan's definition; can give p = 0).
   * Values within 1e-12·Σ|s| of the observed one count as ties.
   */
  ties?: 'ge' | 'gt';
  /** Largest number of partitions enumerated exactly in 'auto' mode (default 1e6). */
  exactLimit?: number;
  /** Monte Carlo draws R (default 100,000). */
  samples?: number;
  /** Monte Carlo seed (default 20170414); same seed, same p. */
  seed?: number;
}

export interface WeatOptions extends PermutationOptions {
  /**
   * 'standard' (default) or 'biasion2020' (the paper's conventions; see the module comment). In
   * biasion2020 mode the permutation options (method, alternative, ties, samples, seed) do not apply.
   */
  mode?: 'standard' | 'biasion2020';
  /** SD for the effect size: 1 = sample SD (default, Caliskan), 0 = population SD (default in biasion2020 mode). */
  ddof?: 0 | 1;
  /** Set false to skip the p-value. */
  pValue?: boolean;
}

export interface WeatPValue {
  value: number;
  method: 'exact' | 'monte-carlo' | 'biasion2020';
  alternative: WeatAlternative;
  ties: 'ge' | 'gt';
  /** Partitions (exact), draws (Monte Carlo, without the +1) or sub-sample pairs (biasion2020) counted as extreme. */
  count: number;
  /** Partitions enumerated (exact), draws R (Monte Carlo) or C(|X|+|Y|, |X|) − 1 (biasion2020). */
  total: number;
  /** Monte Carlo only. */
  seed?: number;
}

export interface WeatResult {
  mode: 'standard' | 'biasion2020';
  /** The test statistic S = Σ_X s − Σ_Y s (what WEFE returns by default — not the effect size). */
  statistic: number;
  /** Effect size d = (meanX − meanY) / sd. */
  effectSize: number;
  ddof: 0 | 1;
  meanX: number;
  meanY: number;
  /** SD of s(w) over X∪Y with `ddof`. */
  sd: number;
  /** s(w, A, B) for the words used, in the order of `sets.X` / `sets.Y`. */
  associations: { X: number[]; Y: number[] };
  /** The words used (present in the table). */
  sets: { X: string[]; Y: string[]; A: string[]; B: string[] };
  /** Words dropped because the table lacks them. */
  dropped: { X: string[]; Y: string[]; A: string[]; B: string[] };
  /** Absent when `pValue: false`. */
  p?: WeatPValue;
}

/** Default Monte Carlo seed (the date Caliskan et al. 2017 appeared in Science). */
export const DEFAULT_SEED = 20170414;

/**
 * s(w, A, B) for each word (vectors L2-normalised, so dot products are cosines). Words missing from the
 * table are returned in `missing`; A and B must be non-empty after dropping missing words.
 */
export function weatAssociations(
  table: VectorTable,
  words: readonly string[],
  A: readonly string[],
  B: readonly string[],
): { words: string[]; associations: number[]; missing: string[]; A: string[]; B: string[] } {
  const a = unitVectors(table, A);
  const b = unitVectors(table, B);
  if (a.vectors.length === 0) throw new Error(`attribute set A is empty after dropping missing words (${a.missing.join(', ')})`);
  if (b.vectors.length === 0) throw new Error(`attribute set B is empty after dropping missing words (${b.missing.join(', ')})`);
  const w = unitVectors(table, words);
  const associations = w.vectors.map((v) => {
    let sa = 0;
    for (const u of a.vectors) sa += dot(v, u);
    let sb = 0;
    for (const u of b.vectors) sb += dot(v, u);
    return sa / a.vectors.length - sb / b.vectors.length;
  });
  return { words: w.words, associations, missing: [...w.missing, ...a.missing, ...b.missing], A: a.words, B: b.words };
}

/** Runs a WEAT on `table`. Missing words are dropped (listed in `dropped`); an empty set is an error. */
export function weat(table: VectorTable, sets: WeatSets, options: WeatOptions = {}): WeatResult {
  const mode = options.mode ?? 'standard';
  const ddof = options.ddof ?? (mode === 'biasion2020' ? 0 : 1);
  const dropped = {
    X: sets.X.filter((w) => !table.has(w)),
    Y: sets.Y.filter((w) => !table.has(w)),
    A: sets.A.filter((w) => !table.has(w)),
    B: sets.B.filter((w) => !table.has(w)),
  };
  for (const key of ['X', 'Y', 'A', 'B'] as const) {
    if (dropped[key].length === sets[key].length) {
      throw new Error(`WEAT set ${key} is empty${sets[key].length ? ` after dropping missing words (${dropped[key].join(', ')})` : ''}`);
    }
  }
  const x = weatAssociations(table, sets.X, sets.A, sets.B);
  const y = weatAssociations(table, sets.Y, sets.A, sets.B);
  const sX = x.associations;
  const sY = y.associations;
  const all = [...sX, ...sY];
  const meanX = mean(sX);
  const meanY = mean(sY);
  const sd = standardDeviation(all, ddof);
  let sumX = 0;
  for (const v of sX) sumX += v;
  let sumY = 0;
  for (const v of sY) sumY += v;
  const result: WeatResult = {
    mode,
    statistic: sumX - sumY,
    effectSize: (meanX - meanY) / sd,
    ddof,
    meanX,
    meanY,
    sd,
    associations: { X: sX, Y: sY },
    sets: { X: x.words, Y: y.words, A: x.A, B: x.B },
    dropped,
  };
  if (options.pValue !== false) {
    result.p = mode === 'biasion2020' ? biasion2020PValue(sX, sY) : weatPermutationTest(sX, sY, options);
  }
  return result;
}

/**
 * Permutation p-value of the WEAT from the associations s(w) of X and Y alone (see the module comment
 * and `PermutationOptions`).
 */
export function weatPermutationTest(
  sX: ArrayLike<number>,
  sY: ArrayLike<number>,
  options: PermutationOptions = {},
): WeatPValue {
  const k = sX.length;
  const n = k + sY.length;
  if (k === 0 || sY.length === 0) throw new Error('permutation test needs non-empty X and Y');
  const alternative = options.alternative ?? 'greater';
  const ties = options.ties ?? 'ge';
  const exactLimit = options.exactLimit ?? 1e6;
  const partitions = binomial(n, k);
  const method = options.method ?? 'auto';
  const exact = method === 'exact' || (method === 'auto' && partitions <= exactLimit);
  if (exact && partitions > 2 ** 53) throw new Error(`exact enumeration of ${partitions} partitions is not possible`);

  // Pool in the order X then Y: the observed partition is the first combination {0, …, k−1}, and its
  // sum is accumulated in the same order as in the enumeration (bit-identical).
  const values = new Float64Array(n);
  let absSum = 0;
  for (let i = 0; i < n; i++) {
    const v = i < k ? sX[i]! : sY[i - k]!;
    values[i] = v;
    absSum += Math.abs(v);
  }
  let observed = 0;
  for (let i = 0; i < k; i++) observed += values[i]!;
  const centre = (k * values.reduce((s, v) => s + v, 0)) / n; // null mean of Σ_X′
  const eps = 1e-12 * absSum;
  const score =
    alternative === 'greater' ? (t: number) => t : alternative === 'less' ? (t: number) => -t : (t: number) => Math.abs(t - centre);
  const obsScore = score(observed);
  const strict = ties === 'gt';
  const extreme = strict ? (t: number) => score(t) > obsScore + eps : (t: number) => score(t) >= obsScore - eps;

  if (exact) {
    const count = enumerateCombinationSums(values, k, extreme);
    return { value: count / partitions, method: 'exact', alternative, ties, count, total: partitions };
  }
  const samples = options.samples ?? 100_000;
  if (!Number.isInteger(samples) || samples < 1) throw new Error(`samples must be a positive integer, got ${samples}`);
  const seed = options.seed ?? DEFAULT_SEED;
  const rng = new Xoshiro128(seed);
  const perm = new Int32Array(n);
  for (let i = 0; i < n; i++) perm[i] = i;
  let count = 0;
  for (let r = 0; r < samples; r++) {
    // Partial Fisher–Yates: the first k entries become a uniform random k-subset. The array is not
    // reset between draws; a uniform shuffle of any arrangement is uniform.
    let t = 0;
    for (let i = 0; i < k; i++) {
      const j = i + rng.nextInt(n - i);
      const pj = perm[j]!;
      perm[j] = perm[i]!;
      perm[i] = pj;
      t += values[pj]!;
    }
    if (extreme(t)) count++;
  }
  return { value: (count + 1) / (samples + 1), method: 'monte-carlo', alternative, ties, count, total: samples, seed };
}

/**
 * Counts the k-subsets of `values` whose sum satisfies `accept`, enumerating combinations in
 * lexicographic order with a stack of prefix sums (each sum is formed by k additions in index order:
 * no drift over millions of steps).
 */
function enumerateCombinationSums(values: Float64Array, k: number, accept: (sum: number) => boolean): number {
  const n = values.length;
  const idx = new Int32Array(k);
  const partial = new Float64Array(k);
  for (let j = 0; j < k; j++) {
    idx[j] = j;
    partial[j] = (j > 0 ? partial[j - 1]! : 0) + values[j]!;
  }
  let count = 0;
  for (;;) {
    if (accept(partial[k - 1]!)) count++;
    let j = k - 1;
    while (j >= 0 && idx[j] === n - k + j) j--;
    if (j < 0) break;
    idx[j] = idx[j]! + 1;
    partial[j] = (j > 0 ? partial[j - 1]! : 0) + values[idx[j]!]!;
    for (let t = j + 1; t < k; t++) {
      idx[t] = idx[t - 1]! + 1;
      partial[t] = partial[t - 1]! + values[idx[t]!]!;
    }
  }
  return count;
}

/** Largest set size the biasion2020 count accepts (2^20 subset sums per set). */
const BIASION_MAX_SET = 20;

/**
 * The "p-value" of Biasion et al. 2020's code (decoded from `weat/db_functions.pyc`): the share of
 * sub-sample pairs X′ ⊆ X, Y′ ⊆ Y with |X′| = |Y′| = m ≥ 1 whose Σ_X′ s − Σ_Y′ s exceeds the observed
 * S = Σ_X s − Σ_Y s, over all C(|X|+|Y|, |X|) − 1 such pairs (Vandermonde). Not a permutation test —
 * see the module comment. Each set may hold at most 20 words.
 */
export function biasion2020PValue(sX: ArrayLike<number>, sY: ArrayLike<number>): WeatPValue {
  const nx = sX.length;
  const ny = sY.length;
  if (nx === 0 || ny === 0) throw new Error('biasion2020 needs non-empty X and Y');
  if (nx > BIASION_MAX_SET || ny > BIASION_MAX_SET) {
    throw new Error(`biasion2020 mode enumerates all sub-samples; sets of at most ${BIASION_MAX_SET} words (got ${nx} and ${ny})`);
  }
  let sumX = 0;
  for (let i = 0; i < nx; i++) sumX += sX[i]!;
  let sumY = 0;
  for (let i = 0; i < ny; i++) sumY += sY[i]!;
  const S = sumX - sumY;
  let absSum = 0;
  for (let i = 0; i < nx; i++) absSum += Math.abs(sX[i]!);
  for (let i = 0; i < ny; i++) absSum += Math.abs(sY[i]!);
  const eps = 1e-12 * absSum;
  const byX = subsetSumsBySize(sX);
  const byY = subsetSumsBySize(sY);
  let count = 0;
  for (let m = 1; m <= Math.min(nx, ny); m++) {
    const ys = byY[m]!.sort();
    for (const a of byX[m]!) {
      // Count b with a − b > S + eps ⇔ b < a − S − eps.
      count += lowerBound(ys, a - S - eps);
    }
  }
  const total = binomial(nx + ny, nx) - 1;
  return { value: count / total, method: 'biasion2020', alternative: 'greater', ties: 'gt', count, total };
}

/** Subset sums of `s` grouped by subset size: result[m] holds the C(n, m) sums of m-subsets. */
function subsetSumsBySize(s: ArrayLike<number>): Float64Array[] {
  const n = s.length;
  const sums = new Float64Array(1 << n);
  const sizes = new Uint8Array(1 << n);
  const groups = Array.from({ length: n + 1 }, (_, m) => new Float64Array(binomial(n, m)));
  const fill = new Int32Array(n + 1);
  fill[0] = 1; // the empty subset, sum 0
  for (let mask = 1; mask < 1 << n; mask++) {
    const low = mask & -mask;
    const bit = 31 - Math.clz32(low);
    const rest = mask ^ low;
    sums[mask] = sums[rest]! + s[bit]!;
    const m = sizes[rest]! + 1;
    sizes[mask] = m;
    groups[m]![fill[m]!] = sums[mask]!;
    fill[m] = fill[m]! + 1;
  }
  return groups;
}

/** Number of entries of the ascending array `a` that are < x. */
function lowerBound(a: Float64Array, x: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
