/**
 * sacrebleu 2.6.0's statistical tests (sacrebleu/significance.py and `Score.estimate_ci` in
 * metrics/base.py), with numpy's random draws (numpy-random.ts) and numpy's arithmetic:
 *
 * - bootstrap resampling sums numpy float32 copies of the segment statistics row by row
 *   (`stats_np[idxs][k].sum(0)`: a sequential float32 sum per column), then scores the sums with
 *   float32 arithmetic (see bleuFromStatistics etc.); chrF and TER scores are then float32 values;
 * - `np.mean` is numpy's pairwise summation (blocks of 8 accumulators up to 128 items) divided by
 *   n, in float32 for float32 arrays; `statistics.mean` is the exactly rounded mean;
 * - comparisons of float32 arrays with a Python float round the Python float to float32 (numpy 2).
 *
 * Approximate randomization sums the statistics of the shuffled systems exactly (integer
 * matrix products), so its scores are the plain double-precision ones.
 */
import { Generator } from './numpy-random.js';

/** Scores summed statistics; `float32` when the sums are numpy float32 values (bootstrap). */
export type ScoreFromStatistics = (sum: readonly number[], float32: boolean) => number;

/** A metric's per-segment statistics and how to score their sums. */
export interface Resamplable {
  rows: readonly (readonly number[])[];
  score: ScoreFromStatistics;
  /** Whether bootstrap scores are numpy float32 values (chrF, TER) rather than Python floats (BLEU). */
  float32Scores: boolean;
}

/** numpy's pairwise summation (`pairwise_sum_DOUBLE`/`_FLOAT`), rounding with `r`. */
function pairwiseSum(a: ArrayLike<number>, start: number, n: number, r: (x: number) => number): number {
  if (n < 8) {
    let res = 0;
    for (let i = 0; i < n; i++) res = r(res + a[start + i]!);
    return res;
  }
  if (n <= 128) {
    const acc = new Array<number>(8);
    for (let j = 0; j < 8; j++) acc[j] = a[start + j]!;
    let i = 8;
    for (; i < n - (n % 8); i += 8) for (let j = 0; j < 8; j++) acc[j] = r(acc[j]! + a[start + i + j]!);
    let res = r(r(r(acc[0]! + acc[1]!) + r(acc[2]! + acc[3]!)) + r(r(acc[4]! + acc[5]!) + r(acc[6]! + acc[7]!)));
    for (; i < n; i++) res = r(res + a[start + i]!);
    return res;
  }
  let n2 = Math.floor(n / 2);
  n2 -= n2 % 8;
  return r(pairwiseSum(a, start, n2, r) + pairwiseSum(a, start + n2, n - n2, r));
}

const identity = (x: number) => x;

/** `np.mean` of a float64 array, or of a float32 array when `float32`. */
export function numpyMean(values: ArrayLike<number>, float32: boolean): number {
  const r = float32 ? Math.fround : identity;
  return r(pairwiseSum(values, 0, values.length, r) / values.length);
}

/** A finite double as an exact integer multiple of 2^-1074. */
function exactUnits(x: number): bigint {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const exp = Number((bits >> 52n) & 0x7ffn);
  let mant = bits & ((1n << 52n) - 1n);
  if (exp > 0) mant |= 1n << 52n;
  const units = mant << BigInt(Math.max(exp - 1, 0));
  return bits >> 63n ? -units : units;
}

/** The double nearest to num / den (den > 0), ties to even; for results in the normal range. */
function roundedQuotient(num: bigint, den: bigint): number {
  if (num === 0n) return 0;
  const neg = num < 0n;
  if (neg) num = -num;
  const bits = (x: bigint) => x.toString(2).length;
  // q = floor(num / (den * 2^e)) with 2^52 <= q < 2^53
  let e = bits(num) - bits(den) - 53;
  const quotient = (exp: number): [bigint, bigint, bigint] => {
    const n = exp >= 0 ? num : num << BigInt(-exp);
    const d = exp >= 0 ? den << BigInt(exp) : den;
    return [n / d, n, d];
  };
  let [q, n, d] = quotient(e);
  if (q >= 1n << 53n) [q, n, d] = quotient(++e);
  const twiceRem = 2n * (n - q * d);
  if (twiceRem > d || (twiceRem === d && (q & 1n) === 1n)) q += 1n;
  const value = Number(q) * 2 ** e;
  return neg ? -value : value;
}

/** Python's `statistics.mean` of floats: the exact mean, rounded once. */
export function exactMean(values: readonly number[]): number {
  let sum = 0n;
  for (const v of values) sum += exactUnits(v);
  // sum is in units of 2^-1074
  return roundedQuotient(sum, BigInt(values.length) << 1074n);
}

/** Reads SACREBLEU_SEED as sacrebleu does: 'none' (any case) means a seed from the operating system. */
export function sacrebleuSeed(env: NodeJS.ProcessEnv): { seed: bigint | null; label: string } {
  const raw = env.SACREBLEU_SEED ?? '12345';
  if (raw.toLowerCase() === 'none') return { seed: null, label: 'none' };
  const m = /^\s*\+?([0-9](?:_?[0-9])*)\s*$/.exec(raw);
  if (!m) throw new Error(`SACREBLEU_SEED=${raw}: keine nicht-negative ganze Zahl und nicht "none"`);
  return { seed: BigInt(m[1]!.replaceAll('_', '')), label: raw.toLowerCase() };
}

/** The scores of bootstrap resamples whose segment indices are `idxs` (n samples of N indices). */
function resampledScores(metric: Resamplable, idxs: Uint32Array, nSamples: number): Float64Array {
  const rows = metric.rows;
  const N = rows.length;
  const width = rows[0]?.length ?? 0;
  // numpy float32 copies of the statistics
  const f32 = new Float32Array(N * width);
  rows.forEach((row, i) => row.forEach((v, k) => (f32[i * width + k] = v)));
  const scores = new Float64Array(nSamples);
  const sum = new Array<number>(width);
  const acc = new Float32Array(width);
  for (let s = 0; s < nSamples; s++) {
    acc.fill(0);
    for (let j = 0; j < N; j++) {
      const base = idxs[s * N + j]! * width;
      for (let k = 0; k < width; k++) acc[k] = acc[k]! + f32[base + k]!; // Float32Array stores round to float32
    }
    for (let k = 0; k < width; k++) sum[k] = acc[k]!;
    scores[s] = metric.score(sum, true);
  }
  return scores;
}

/** `_bootstrap_resample`: the scores of n bootstrap resamples of the segments. */
export function bootstrapResample(metric: Resamplable, nSamples: number, seed: bigint | null): Float64Array {
  const N = metric.rows.length;
  const idxs = new Generator(seed).choice(N, nSamples * N);
  return resampledScores(metric, idxs, nSamples);
}

export interface MeanAndCi {
  mean: number;
  ci: number;
}

function ciOfSorted(sorted: ArrayLike<number>, float32: boolean): number {
  const n = sorted.length;
  const lowerIdx = Math.floor(n / 40);
  const upperIdx = n - lowerIdx - 1;
  const diff = sorted[upperIdx]! - sorted[lowerIdx]!;
  return float32 ? Math.fround(0.5 * Math.fround(diff)) : 0.5 * diff;
}

/** `Score.estimate_ci` (the command line's --confidence): statistics.mean and half the 95% range. */
export function scoreConfidence(scores: ArrayLike<number>, float32: boolean): MeanAndCi {
  const sorted = Array.from(scores).sort((a, b) => a - b);
  const mean = exactMean(sorted);
  return { mean: float32 ? Math.fround(mean) : mean, ci: ciOfSorted(sorted, float32) };
}

/** significance.py `estimate_ci`: numpy's mean and half the 95% range. */
export function numpyConfidence(scores: Float64Array, float32: boolean): MeanAndCi {
  const sorted = Float64Array.from(scores).sort();
  return { mean: numpyMean(sorted, float32), ci: ciOfSorted(sorted, float32) };
}

/** `_compute_p_value`: (1 + #(stats > realDifference)) / (1 + #stats). */
function pValue(stats: ArrayLike<number>, realDifference: number, float32: boolean): number {
  const threshold = float32 ? Math.fround(realDifference) : realDifference;
  let c = 0;
  for (let i = 0; i < stats.length; i++) if (stats[i]! > threshold) c++;
  return (c + 1) / (stats.length + 1);
}

export interface PairedResult {
  score: number;
  pValue: number | null;
  mean: number | null;
  ci: number | null;
}

/**
 * `_paired_bs_test` for one system against the baseline (same metric): p-value, and the system's
 * bootstrap mean and 95% CI. `scores` are the full-corpus scores of both.
 */
export function pairedBootstrap(
  baseline: Resamplable,
  system: Resamplable,
  scores: { baseline: number; system: number },
  nSamples: number,
  seed: bigint | null,
): PairedResult {
  const N = baseline.rows.length;
  const idxs = new Generator(seed).choice(N, nSamples * N);
  const bl = resampledScores(baseline, idxs, nSamples);
  const sys = resampledScores(system, idxs, nSamples);
  const float32 = system.float32Scores;
  const r = float32 ? Math.fround : identity;
  const { mean, ci } = numpyConfidence(sys, float32);
  const diffs = new Float64Array(nSamples);
  for (let i = 0; i < nSamples; i++) diffs[i] = Math.abs(r(sys[i]! - bl[i]!));
  const diffMean = numpyMean(diffs, float32);
  const stats = diffs.map((d) => r(d - diffMean));
  return { score: scores.system, pValue: pValue(stats, Math.abs(scores.baseline - scores.system), float32), mean, ci };
}

/**
 * `_paired_ar_test` without confidence estimation (what the command line runs): in each of the n
 * trials every segment's statistics are swapped between the two systems with probability 1/2.
 */
export function pairedApproximateRandomization(
  baseline: Resamplable,
  system: Resamplable,
  scores: { baseline: number; system: number },
  nTrials: number,
  seed: bigint | null,
): PairedResult {
  const N = baseline.rows.length;
  const width = baseline.rows[0]?.length ?? 0;
  const sel = new Generator(seed).bools(nTrials * N);
  const diffs = new Float64Array(nTrials);
  const a = new Array<number>(width);
  const b = new Array<number>(width);
  for (let t = 0; t < nTrials; t++) {
    a.fill(0);
    b.fill(0);
    for (let j = 0; j < N; j++) {
      const [x, y] = sel[t * N + j] ? [baseline.rows[j]!, system.rows[j]!] : [system.rows[j]!, baseline.rows[j]!];
      for (let k = 0; k < width; k++) {
        a[k]! += x[k]!;
        b[k]! += y[k]!;
      }
    }
    diffs[t] = Math.abs(baseline.score(a, false) - baseline.score(b, false));
  }
  return { score: scores.system, pValue: pValue(diffs, Math.abs(scores.baseline - scores.system), false), mean: null, ci: null };
}
