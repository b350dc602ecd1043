/**
 * Small statistics kernel for the embedding audit: means and standard deviations, Pearson's r with its
 * two-sided p-value (Student t with n − 2 degrees of freedom), the OLS line, binomial coefficients.
 * The t tail uses the regularized incomplete beta function (Lentz's continued fraction), accurate to
 * ~1e-14 relative over the range used here; no dependencies.
 */

export function sum(xs: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i]!;
  return s;
}

export function mean(xs: ArrayLike<number>): number {
  if (xs.length === 0) throw new Error('mean of an empty list');
  return sum(xs) / xs.length;
}

/**
 * Standard deviation; `ddof` 1 (default) is the sample SD (divide by n − 1), 0 the population SD
 * (divide by n, as numpy's `np.std` default).
 */
export function standardDeviation(xs: ArrayLike<number>, ddof: 0 | 1 = 1): number {
  const n = xs.length;
  if (n - ddof <= 0) throw new Error(`standard deviation with ddof=${ddof} needs more than ${ddof} values, got ${n}`);
  const m = mean(xs);
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const d = xs[i]! - m;
    ss += d * d;
  }
  return Math.sqrt(ss / (n - ddof));
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 coefficients; relative error ≈ 1e-15). */
export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`logGamma needs x > 0, got ${x}`);
  if (x < 0.5) {
    // Reflection: Γ(x)Γ(1−x) = π / sin(πx).
    return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  }
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Continued fraction of the incomplete beta function (modified Lentz). */
function betaContinuedFraction(x: number, a: number, b: number): number {
  const TINY = 1e-300;
  const EPS = 1e-16;
  const qab = a + b;
  const qap = a + 1;
  const qam = a - 1;
  let c = 1;
  let d = 1 - (qab * x) / qap;
  if (Math.abs(d) < TINY) d = TINY;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 10_000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (qab + m) * x) / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < TINY) d = TINY;
    c = 1 + aa / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) return h;
  }
  throw new Error(`incomplete beta: continued fraction did not converge (x=${x}, a=${a}, b=${b})`);
}

/** Regularized incomplete beta function I_x(a, b) for a, b > 0 and 0 ≤ x ≤ 1. */
export function regularizedIncompleteBeta(x: number, a: number, b: number): number {
  if (!(a > 0) || !(b > 0)) throw new RangeError(`incomplete beta needs a, b > 0, got a=${a}, b=${b}`);
  if (!(x >= 0 && x <= 1)) throw new RangeError(`incomplete beta needs 0 ≤ x ≤ 1, got ${x}`);
  if (x === 0) return 0;
  if (x === 1) return 1;
  const lnFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x);
  // Use the continued fraction where it converges fast; otherwise the symmetry I_x(a,b) = 1 − I_{1−x}(b,a).
  if (x < (a + 1) / (a + b + 2)) return (Math.exp(lnFront) * betaContinuedFraction(x, a, b)) / a;
  return 1 - (Math.exp(lnFront) * betaContinuedFraction(1 - x, b, a)) / b;
}

/** Two-sided p-value of Student's t statistic with `df` degrees of freedom: P(|T| ≥ |t|). */
export function studentTTwoSidedP(t: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`degrees of freedom must be positive, got ${df}`);
  if (Number.isNaN(t)) return NaN;
  if (!Number.isFinite(t)) return 0;
  return regularizedIncompleteBeta(df / (df + t * t), df / 2, 0.5);
}

export interface PearsonResult {
  /** Pearson's correlation coefficient. */
  r: number;
  /** Two-sided p-value of H0: ρ = 0 (t test with n − 2 df, as scipy.stats.pearsonr). */
  p: number;
  /** The t statistic r·√(df / (1 − r²)). */
  t: number;
  df: number;
  n: number;
}

/** Pearson's r between two equally long lists (n ≥ 3) and its two-sided p-value. */
export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): PearsonResult {
  const n = x.length;
  if (y.length !== n) throw new Error(`pearson: lists differ in length (${n} vs ${y.length})`);
  if (n < 3) throw new Error(`pearson needs at least 3 points, got ${n}`);
  const mx = mean(x);
  const my = mean(y);
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  if (sxx === 0 || syy === 0) throw new Error('pearson: one of the lists is constant');
  let r = sxy / Math.sqrt(sxx * syy);
  r = Math.max(-1, Math.min(1, r));
  const df = n - 2;
  const t = Math.abs(r) === 1 ? Math.sign(r) * Infinity : r * Math.sqrt(df / (1 - r * r));
  return { r, p: studentTTwoSidedP(t, df), t, df, n };
}

export interface Line {
  slope: number;
  intercept: number;
}

/** Ordinary least-squares line y ≈ slope·x + intercept. */
export function olsLine(x: ArrayLike<number>, y: ArrayLike<number>): Line {
  const n = x.length;
  if (y.length !== n) throw new Error(`olsLine: lists differ in length (${n} vs ${y.length})`);
  if (n < 2) throw new Error(`olsLine needs at least 2 points, got ${n}`);
  const mx = mean(x);
  const my = mean(y);
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    sxx += dx * dx;
    sxy += dx * (y[i]! - my);
  }
  if (sxx === 0) throw new Error('olsLine: all x values are equal');
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx };
}

/** C(n, k) as a double (exact up to 2^53, then rounded). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const kk = Math.min(k, n - k);
  let c = 1;
  for (let i = 1; i <= kk; i++) c = (c * (n - kk + i)) / i;
  // Every intermediate value is C(n−kk+i, i), an integer: exact while below 2^53.
  return c < 2 ** 53 ? Math.round(c) : c;
}
