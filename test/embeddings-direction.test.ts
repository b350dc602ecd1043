/**
 * Gender directions (src/embeddings/direction.ts, pca.ts): the Jacobi eigen-solver, debiaswe-style PCA
 * of definitional pairs, orientation, and a real-vector check on GloVe 6B 100d (wink) against numpy
 * (np.linalg.svd of the centred 2p×d pair matrix, as sklearn's PCA in debiaswe.doPCA).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { pairDirection, pairDirections, pcaGenderDirection, weightedPcaDirection } from '../src/embeddings/direction.js';
import { dot, norm, unitVector } from '../src/embeddings/normalize.js';
import { principalAxes, symmetricEigen, type WordPair } from '../src/embeddings/pca.js';
import { occupationCorrelation } from '../src/embeddings/score.js';
import { VectorTable } from '../src/embeddings/space.js';
import { Xoshiro128 } from '../src/embeddings/random.js';
import { loadDefinitionalPairs, loadOccupations } from '../src/embeddings/wordlists.js';
import { HAVE_WINK, readWink } from './helpers/read-vec.js';

function gaussian(rng: Xoshiro128): number {
  const u = Math.max(rng.nextFloat(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.nextFloat());
}

/** A table from word → vector. */
function tableOf(entries: [string, ArrayLike<number>][]): VectorTable {
  const dim = entries[0]![1].length;
  const data = new Float32Array(entries.length * dim);
  entries.forEach(([, v], i) => data.set(Array.from(v), i * dim));
  return new VectorTable(
    entries.map(([w]) => w),
    dim,
    data,
  );
}

/** Pairs m_i = b_i + a_i·g + noise, f_i = b_i − a_i·g + noise, with a planted unit direction g. */
function planted(seed: number, pairs: number, dim: number, noise: number): { table: VectorTable; pairs: WordPair[]; g: Float64Array } {
  const rng = new Xoshiro128(seed);
  const g = new Float64Array(dim).map(() => gaussian(rng));
  const gn = norm(g);
  g.forEach((x, i) => (g[i] = x / gn));
  const entries: [string, Float64Array][] = [];
  const ps: WordPair[] = [];
  for (let i = 0; i < pairs; i++) {
    const base = new Float64Array(dim).map(() => gaussian(rng));
    const a = 0.8 + 0.4 * rng.nextFloat();
    entries.push([`m${i}`, base.map((x, k) => x + a * g[k]! + noise * gaussian(rng))]);
    entries.push([`f${i}`, base.map((x, k) => x - a * g[k]! + noise * gaussian(rng))]);
    ps.push([`m${i}`, `f${i}`]);
  }
  return { table: tableOf(entries), pairs: ps, g };
}

describe('symmetric eigen-decomposition (Jacobi)', () => {
  it('satisfies A·v = λ·v with orthonormal vectors, values descending', () => {
    const rng = new Xoshiro128(3);
    for (const n of [1, 2, 5, 12]) {
      const a = new Float64Array(n * n);
      for (let i = 0; i < n; i++) for (let j = i; j < n; j++) a[i * n + j] = a[j * n + i] = gaussian(rng);
      const { values, vectors } = symmetricEigen(a, n);
      for (let j = 0; j < n; j++) {
        if (j > 0) expect(values[j]!).toBeLessThanOrEqual(values[j - 1]!);
        const v = vectors[j]!;
        for (let i = 0; i < n; i++) {
          let av = 0;
          for (let k = 0; k < n; k++) av += a[i * n + k]! * v[k]!;
          expect(av).toBeCloseTo(values[j]! * v[i]!, 10);
        }
        for (let k = 0; k < n; k++) expect(dot(v, vectors[k]!)).toBeCloseTo(k === j ? 1 : 0, 10);
      }
    }
  });

  it('the Gram path (rows < dims) and the covariance path (rows > dims) agree', () => {
    const rng = new Xoshiro128(9);
    const rows = Array.from({ length: 4 }, () => new Float64Array(5).map(() => gaussian(rng)));
    const viaGram = principalAxes(rows, 5);
    // The same rows plus two zero rows: more rows than dimensions, so DᵀD (5×5) is decomposed.
    const viaCov = principalAxes([...rows, new Float64Array(5), new Float64Array(5)], 5);
    expect(viaGram.values).toHaveLength(4);
    expect(viaCov.values).toHaveLength(5);
    expect(viaCov.values[4]!).toBeCloseTo(0, 12);
    for (let j = 0; j < 4; j++) {
      expect(viaCov.values[j]!).toBeCloseTo(viaGram.values[j]!, 10);
      expect(Math.abs(dot(viaCov.vectors[j]!, viaGram.vectors[j]!))).toBeCloseTo(1, 8);
    }
  });
});

describe('PCA gender direction', () => {
  it('recovers a planted direction, oriented masculine-positive', () => {
    const { table, pairs, g } = planted(1, 8, 20, 0.05);
    const pca = pcaGenderDirection(table, pairs);
    expect(norm(pca.direction)).toBeCloseTo(1, 12);
    // Vectors are normalised first, so the direction is close to, not equal to, g.
    expect(dot(pca.direction, g)).toBeGreaterThan(0.9);
    expect(pca.explainedVarianceRatio[0]!).toBeGreaterThan(0.5);
    expect(pca.components).toHaveLength(8);
    expect(pca.explainedVarianceRatio.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
    const s2 = pca.singularValues.map((s) => s * s);
    const tot = s2.reduce((s, x) => s + x, 0);
    s2.forEach((x, j) => expect(x / tot).toBeCloseTo(pca.explainedVarianceRatio[j]!, 12));
  });

  it('is oriented so that the mean of (v̂_m − v̂_f)·g is positive, whatever the pair order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.boolean(), (seed, swap) => {
        const { table, pairs } = planted(seed, 6, 12, 0.5);
        const use = swap ? pairs.map(([m, f]) => [f, m] as const) : pairs;
        const pca = pcaGenderDirection(table, use);
        for (const u of pca.components) {
          let s = 0;
          for (const [m, f] of use) s += dot(unitVector(table, m)!, u) - dot(unitVector(table, f)!, u);
          expect(s).toBeGreaterThanOrEqual(0);
        }
        for (let i = 0; i < pca.components.length; i++) {
          for (let j = 0; j < pca.components.length; j++) {
            expect(dot(pca.components[i]!, pca.components[j]!)).toBeCloseTo(i === j ? 1 : 0, 8);
          }
        }
      }),
      { numRuns: 30 },
    );
  });

  it('limits the number of components, skips incomplete pairs and weights g_pca_01 by singular values', () => {
    const { table, pairs } = planted(5, 6, 10, 0.3);
    const pca = pcaGenderDirection(table, [...pairs, ['m0', 'absent'], ['gone', 'f1']], { components: 3 });
    expect(pca.components).toHaveLength(3);
    expect(pca.pairs).toHaveLength(6);
    expect(pca.missing).toEqual(['absent', 'gone']);
    const w = weightedPcaDirection(pca);
    const expected = pca.components[0]!.map((x, i) => pca.singularValues[0]! * x + pca.singularValues[1]! * pca.components[1]![i]!);
    const n = norm(expected);
    w.forEach((x, i) => expect(x).toBeCloseTo(expected[i]! / n, 12));
    expect(() => pcaGenderDirection(table, [['x', 'y']])).toThrow(/none of the 1 pairs/);
  });

  it('pair directions are normalise(v̂_m − v̂_f)', () => {
    const table = tableOf([
      ['lui', [3, 4, 0]],
      ['lei', [0, 0, 2]],
    ]);
    const d = pairDirection(table, ['lui', 'lei']);
    const raw = [0.6, 0.8, -1];
    const n = Math.hypot(...raw);
    d.forEach((x, i) => expect(x).toBeCloseTo(raw[i]! / n, 12));
    expect(() => pairDirection(table, ['lui', 'nessuno'])).toThrow(/nessuno/);
    const all = pairDirections(table, [
      ['lui', 'lei'],
      ['uomo', 'donna'],
    ]);
    expect(all.directions).toHaveLength(1);
    expect(all.missing).toEqual(['uomo', 'donna']);
  });
});

describe.skipIf(!HAVE_WINK)('GloVe 6B 100d (wink) against numpy', () => {
  const pairs = loadDefinitionalPairs('en');
  const occupations = loadOccupations('en');
  let table: VectorTable;
  beforeAll(async () => {
    const words = [...pairs.flat(), ...occupations.map((o) => o.masculine)];
    const r = await readWink(words);
    expect(r.missing).toEqual([]);
    table = r.table;
  });

  it('PCA of the ten Bolukbasi pairs: spectrum and explained variance', () => {
    const pca = pcaGenderDirection(table, pairs);
    const sv = [1.0254831650419698, 0.7888405965868786, 0.3703127281551085, 0.26826306685883944, 0.24613117164889586];
    const evr = [0.5082914949551729, 0.3007698355686468, 0.06628161043173048, 0.034783841476093084, 0.02928120942449173];
    sv.forEach((s, j) => expect(pca.singularValues[j]!).toBeCloseTo(s, 6));
    evr.forEach((e, j) => expect(pca.explainedVarianceRatio[j]!).toBeCloseTo(e, 6));
    expect(Array.from(pca.direction.slice(0, 3))).toEqual([
      expect.closeTo(-0.02036164494749694, 6),
      expect.closeTo(-0.012879899255532434, 6),
      expect.closeTo(0.11751890272253597, 6),
    ]);
    expect(dot(pca.direction, pairDirection(table, ['he', 'she']))).toBeCloseTo(0.7939142024294259, 6);
  });

  it('occupation scores correlate with the BLS 2019 share of women', () => {
    const pca = pcaGenderDirection(table, pairs);
    const expected: [Float64Array, number, number, number, number][] = [
      [pca.direction, -0.751548309487085, 5.527474722441919e-5, -0.004652926394264582, 0.25405235820683625],
      [pairDirection(table, ['he', 'she']), -0.736554876957957, 9.27218414463619e-5, -0.00393777850083594, 0.16254906747521775],
      [weightedPcaDirection(pca), -0.7913960128100411, 1.1524377750383857e-5, -0.004933156164533277, 0.19870604260650437],
    ];
    for (const [g, r, p, slope, intercept] of expected) {
      const c = occupationCorrelation(table, occupations, g);
      expect(c.points).toHaveLength(22);
      expect(c.pearson.r).toBeCloseTo(r, 6);
      expect(c.pearson.p / p).toBeCloseTo(1, 4);
      expect(c.line.slope).toBeCloseTo(slope, 8);
      expect(c.line.intercept).toBeCloseTo(intercept, 6);
    }
  });
});
