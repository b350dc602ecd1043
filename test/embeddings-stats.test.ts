/**
 * Statistics kernel (src/embeddings/stats.ts) against scipy 1.17 values (special.betainc,
 * special.gammaln, stats.t.sf, stats.pearsonr, stats.linregress) and the p-values printed by Biasion
 * et al.'s notebooks (scipy.stats.pearsonr).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  binomial,
  logGamma,
  olsLine,
  pearson,
  regularizedIncompleteBeta,
  standardDeviation,
  studentTTwoSidedP,
} from '../src/embeddings/stats.js';
import { Xoshiro128 } from '../src/embeddings/random.js';

const rel = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(b), 1e-300);

describe('special functions', () => {
  it.each([
    [0.5, 0.5, 0.3, 0.36901011956554536],
    [2, 3, 0.4, 0.5247999999999999],
    [7, 0.5, 0.9, 0.2327788324984552],
    [0.5, 7, 0.01, 0.2874836298717217],
    [50, 0.5, 0.99, 0.3173043978741973],
    [10, 10, 0.5, 0.5],
    [0.001, 1, 0.5, 0.9993070929904525],
    [100, 200, 0.3, 0.10884306564490986],
    [3.5, 0.5, 0.97, 0.6558521087759752],
  ])('I_x(a=%s, b=%s) at x=%s', (a, b, x, expected) => {
    expect(rel(regularizedIncompleteBeta(x, a, b), expected)).toBeLessThan(1e-12);
  });

  it('I_x(a, b) has the closed form 1 − (1−x)^b for a = 1 and the symmetry I_x(a,b) = 1 − I_{1−x}(b,a)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.999, noNaN: true }), fc.double({ min: 0.1, max: 30, noNaN: true }), (x, b) => {
        expect(regularizedIncompleteBeta(x, 1, b)).toBeCloseTo(1 - (1 - x) ** b, 12);
        expect(regularizedIncompleteBeta(x, 2.5, b) + regularizedIncompleteBeta(1 - x, b, 2.5)).toBeCloseTo(1, 12);
      }),
    );
  });

  it.each([
    [0.5, 0.5723649429247],
    [1, 0],
    [2.5, 0.2846828704729192],
    [10, 12.801827480081469],
    [100, 359.1342053695754],
    [0.1, 2.252712651734206],
    [171.5, 709.1431630309283],
  ])('ln Γ(%s)', (x, expected) => {
    expect(Math.abs(logGamma(x) - expected)).toBeLessThan(1e-12 * Math.max(1, Math.abs(expected)));
  });

  it.each([
    [2.0, 10, 0.07338803477074037],
    [-3.5, 14, 0.0035352081058589576],
    [0.1, 1, 0.936548965138893],
    [5.0, 29, 2.536631573542329e-5],
    [1.96, 1000, 0.050273184955748736],
    [10, 3, 0.0021283990584141503],
    [0.0, 5, 1.0],
    [4.2, 20, 0.0004407181631222406],
  ])('two-sided Student t p: t=%s, df=%s', (t, df, expected) => {
    expect(rel(studentTTwoSidedP(t, df), expected)).toBeLessThan(1e-10);
  });

  it('t p-value agrees with a numerical integration of the t density', () => {
    // P(|T| ≥ t) = 1 − 2∫_0^t f(u) du, Simpson's rule with 20,000 intervals.
    for (const [t, df] of [
      [1.3, 4],
      [2.7, 9],
      [0.4, 2],
    ] as const) {
      const c = Math.exp(logGamma((df + 1) / 2) - logGamma(df / 2)) / Math.sqrt(df * Math.PI);
      const f = (u: number) => c * (1 + (u * u) / df) ** (-(df + 1) / 2);
      const n = 20_000;
      const h = t / n;
      let s = f(0) + f(t);
      for (let i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(i * h);
      expect(studentTTwoSidedP(t, df)).toBeCloseTo(1 - (2 * s * h) / 3, 10);
    }
  });
});

describe('pearson and OLS', () => {
  const x = [3.1, 3.2, 16.4, 35.3, 33.6, 31.8, 45.3, 82.7, 61.1, 43.7, 35.2, 87.8, 69.2, 76.3, 73.7, 66.2];
  const y = [0.12, 0.1, 0.08, 0.05, 0.07, 0.02, 0.01, -0.06, -0.02, 0.03, 0.01, -0.09, -0.03, -0.05, -0.04, -0.02];

  it('matches scipy.stats.pearsonr and linregress', () => {
    const r = pearson(x, y);
    expect(r.r).toBeCloseTo(-0.9713727244140717, 14);
    expect(rel(r.p, 3.91716870181316e-10)).toBeLessThan(1e-8);
    expect(r.df).toBe(14);
    const line = olsLine(x, y);
    expect(line.slope).toBeCloseTo(-0.002171229460861116, 15);
    expect(line.intercept).toBeCloseTo(0.11500762786090056, 14);
  });

  it.each([
    // Biasion et al. notebooks (scipy.stats.pearsonr): r, n, printed p.
    [-0.810652, 16, 0.00014],
    [-0.663815, 31, 0.000047],
    [-0.568677, 16, 0.021523],
    [-0.431935, 16, 0.094775],
    [-0.191416, 31, 0.302289],
  ])('p of r = %s with n = %s is %s', (r, n, p) => {
    const t = r * Math.sqrt((n - 2) / (1 - r * r));
    const got = studentTTwoSidedP(t, n - 2);
    expect(Math.abs(got - p)).toBeLessThan(Math.max(0.5e-6, p * 2e-3));
  });

  it('r is ±1 with p = 0 on a perfect line and rejects constant input', () => {
    expect(pearson([1, 2, 3, 4], [2, 4, 6, 8])).toMatchObject({ r: 1, p: 0 });
    expect(pearson([1, 2, 3, 4], [8, 6, 4, 2])).toMatchObject({ r: -1, p: 0 });
    expect(() => pearson([1, 2, 3], [1, 1, 1])).toThrow(/constant/);
    expect(() => pearson([1, 2], [1, 2])).toThrow(/at least 3/);
  });
});

describe('small helpers', () => {
  it('standard deviation with ddof 1 and 0', () => {
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9], 0)).toBe(2);
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(Math.sqrt(32 / 7), 15);
  });

  it('binomial coefficients', () => {
    expect(binomial(16, 8)).toBe(12870);
    expect(binomial(12, 6)).toBe(924);
    expect(binomial(50, 25)).toBe(126410606437752);
    expect(binomial(5, 7)).toBe(0);
  });

  it('xoshiro128** is deterministic and nextInt is in range and roughly uniform', () => {
    const a = new Xoshiro128(42);
    const b = new Xoshiro128(42);
    const xs = Array.from({ length: 5 }, () => a.nextUint32());
    expect(xs).toEqual(Array.from({ length: 5 }, () => b.nextUint32()));
    expect(new Set(xs).size).toBe(5);
    expect(new Xoshiro128(43).nextUint32()).not.toBe(xs[0]);
    const rng = new Xoshiro128(1);
    const counts = new Array<number>(7).fill(0);
    for (let i = 0; i < 70_000; i++) counts[rng.nextInt(7)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });
});
