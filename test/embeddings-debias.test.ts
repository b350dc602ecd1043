/**
 * Grammatical-gender removal (src/embeddings/debias.ts): orthogonality and unit length after
 * projection, k > 1 subspaces, in-place and streaming use, and an Italian end-to-end check on synthetic
 * vectors with a planted semantic axis (e0) and grammatical axis (e1) over the bundled word lists.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grammaticalGenderSubspace, removeSubspace, subspaceRemover } from '../src/embeddings/debias.js';
import { pcaGenderDirection } from '../src/embeddings/direction.js';
import { dot, norm } from '../src/embeddings/normalize.js';
import { Xoshiro128 } from '../src/embeddings/random.js';
import { grammaticalSemanticRatio, isGendered, occupationCorrelation, occupationScores } from '../src/embeddings/score.js';
import { VectorTable } from '../src/embeddings/space.js';
import { weat } from '../src/embeddings/weat.js';
import { loadDefinitionalPairs, loadGrammaticalPairs, loadOccupations, loadWeatTests } from '../src/embeddings/wordlists.js';

function gaussian(rng: Xoshiro128): number {
  const u = Math.max(rng.nextFloat(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.nextFloat());
}

function randomTable(seed: number, rows: number, dim: number): VectorTable {
  const rng = new Xoshiro128(seed);
  const data = new Float32Array(rows * dim).map(() => gaussian(rng));
  return new VectorTable(
    Array.from({ length: rows }, (_, i) => `w${i}`),
    dim,
    data,
  );
}

describe('removeSubspace', () => {
  it('leaves every row orthogonal to the removed subspace and of unit length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 4 }), (seed, k) => {
        const table = randomTable(seed, 30, 12);
        const rng = new Xoshiro128(seed + 1);
        // Any independent basis (not orthonormal): the remover orthonormalises it.
        const basis = Array.from({ length: k }, () => new Float64Array(12).map(() => gaussian(rng)));
        const out = removeSubspace(table, basis);
        expect(out).not.toBe(table);
        for (let r = 0; r < out.size; r++) {
          const row = out.row(r);
          expect(norm(row)).toBeCloseTo(1, 6);
          for (const b of basis) expect(dot(row, b) / norm(b)).toBeCloseTo(0, 6);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('is the identity on the orthogonal complement (up to scale) and keeps zero rows zero', () => {
    const table = new VectorTable(['a', 'b', 'z'], 3, Float32Array.from([1, 2, 3, 0, 4, 0, 0, 0, 0]));
    const e1 = [1, 0, 0];
    const out = removeSubspace(table, [e1], { renormalize: false });
    expect(Array.from(out.get('a')!)).toEqual([0, 2, 3]);
    expect(Array.from(out.get('b')!)).toEqual([0, 4, 0]);
    expect(Array.from(out.get('z')!)).toEqual([0, 0, 0]);
    const unit = removeSubspace(table, [e1]);
    expect(Array.from(unit.get('b')!)).toEqual([0, 1, 0]);
    expect(Array.from(unit.get('z')!)).toEqual([0, 0, 0]);
  });

  it('stays accurate for a row that lies almost entirely in the subspace', () => {
    const remove = subspaceRemover([[1, 0, 0]]);
    const out = remove(Float64Array.from([1, 3e-6, 4e-6]), new Float64Array(3));
    expect(out[0]).toBe(0);
    expect(out[1]).toBeCloseTo(0.6, 12);
    expect(out[2]).toBeCloseTo(0.8, 12);
  });

  it('rewrites the table in place when asked, and the row remover streams', () => {
    const table = randomTable(4, 10, 6);
    const copy = new Float32Array(table.data);
    const basis = [[0, 1, 0, 0, 0, 0]];
    const fresh = removeSubspace(table, basis);
    expect(table.data).toEqual(copy);
    const same = removeSubspace(table, basis, { inPlace: true });
    expect(same).toBe(table);
    expect(table.data).toEqual(fresh.data);
    const remove = subspaceRemover(basis);
    const out = new Float32Array(6);
    const row = Float32Array.from(copy.subarray(0, 6));
    expect(remove(row, out)).toBe(out);
    expect(Array.from(out)).toEqual(Array.from(fresh.row(0)));
    expect(() => removeSubspace(table, [[1, 0]])).toThrow(/dimensions/);
  });
});

describe('grammatical-gender subspace', () => {
  it('takes the top-k PCs of the inflected pairs; k larger than the pairs span is an error', () => {
    const table = randomTable(7, 8, 10);
    const pairs = [
      ['w0', 'w1'],
      ['w2', 'w3'],
      ['w4', 'w5'],
    ] as const;
    const one = grammaticalGenderSubspace(table, pairs);
    expect(one.basis).toHaveLength(1);
    expect(one.basis[0]).toBe(one.components[0]);
    const three = grammaticalGenderSubspace(table, pairs, { k: 3 });
    expect(three.basis).toHaveLength(3);
    expect(dot(three.basis[0]!, one.basis[0]!)).toBeCloseTo(1, 10);
    expect(() => grammaticalGenderSubspace(table, pairs, { k: 4 })).toThrow(/span only 3/);
    expect(() => grammaticalGenderSubspace(table, pairs, { k: 0 })).toThrow(/positive integer/);
  });
});

describe('Italian pipeline on synthetic vectors with planted semantic and grammatical gender', () => {
  // e0: semantic gender (+ masculine), e1: grammatical gender (+ masculine), other axes: word identity.
  const DIM = 40;
  const rng = new Xoshiro128(2020);
  const vectors = new Map<string, Float64Array>();
  const base = () => new Float64Array(DIM).map((_, i) => (i < 2 ? 0 : gaussian(rng) * 0.25));
  const put = (word: string, sem: number, gram: number, b = base()) => {
    const v = Float64Array.from(b);
    v[0] = v[0]! + sem;
    v[1] = v[1]! + gram;
    vectors.set(word, v);
  };
  const definitional = loadDefinitionalPairs('it');
  for (const [m, f] of definitional) {
    put(m, 1, 0.6);
    put(f, -1, -0.6);
  }
  const grammatical = loadGrammaticalPairs();
  for (const [m, f] of grammatical) {
    const b = base();
    put(m, 0, 0.6, b);
    put(f, 0, -0.6, b);
  }
  const occupations = loadOccupations('it');
  for (const o of occupations) {
    const sem = ((50 - o.shareWomen) / 50) * 0.3 + gaussian(rng) * 0.03;
    if (isGendered(o)) {
      const b = base();
      put(o.masculine, sem, 0.6, b);
      put(o.feminine, sem, -0.6, b);
    } else put(o.masculine, sem, 0);
  }
  const words = [...vectors.keys()];
  const data = new Float32Array(words.length * DIM);
  words.forEach((w, i) => data.set(vectors.get(w)!, i * DIM));
  const table = new VectorTable(words, DIM, data);

  it('finds the grammatical axis and removing it lowers |k| while keeping the correlation', () => {
    const sub = grammaticalGenderSubspace(table, grammatical);
    expect(Math.abs(sub.basis[0]![1]!)).toBeGreaterThan(0.99);
    expect(sub.pairs).toHaveLength(grammatical.length);

    const before = pcaGenderDirection(table, definitional);
    const kBefore = grammaticalSemanticRatio(occupationScores(table, occupations, before.direction).points);
    const rBefore = occupationCorrelation(table, occupations, before.direction).pearson;
    const rEpicene = occupationCorrelation(table, occupations, before.direction, { which: 'epicene' }).pearson;

    const debiased = removeSubspace(table, sub.basis);
    const after = pcaGenderDirection(debiased, definitional);
    expect(Math.abs(after.direction[1]!)).toBeLessThan(0.05);
    expect(after.direction[0]!).toBeGreaterThan(0.9);
    const kAfter = grammaticalSemanticRatio(occupationScores(debiased, occupations, after.direction).points);
    const rAfter = occupationCorrelation(debiased, occupations, after.direction).pearson;

    expect(kBefore.k).toBeLessThan(0); // the line slopes down: masculine positive, women's share up
    expect(kBefore.nGendered).toBe(15);
    expect(kBefore.n).toBe(31);
    expect(Math.abs(kAfter.k)).toBeLessThan(0.01);
    // The forms of a gendered occupation differ only along e1 here, so their gap vanishes entirely,
    // while the semantic span (lineDelta) survives — the pattern of the paper's Table 4.
    expect(kAfter.avgDiff).toBeLessThan(1e-6);
    expect(Math.abs(kAfter.lineDelta)).toBeGreaterThan(0.9 * Math.abs(kBefore.lineDelta));
    expect(kBefore.avgDiff).toBeGreaterThan(Math.abs(kBefore.lineDelta));
    expect(rBefore.r).toBeLessThan(-0.8);
    expect(rEpicene.n).toBe(16);
    expect(rEpicene.r).toBeLessThan(-0.8);
    expect(rAfter.r).toBeLessThan(-0.8);
    expect(rAfter.p).toBeLessThan(1e-6);
  });

  it('career/family WEAT runs on the Italian sets in both modes', () => {
    // Only the attribute words are in the synthetic table, so use them as targets as well.
    const spec = loadWeatTests('biasion2020-it').find((t) => t.id === 'IT-terms-career-family')!;
    const sets = { X: spec.X, Y: spec.Y, A: spec.X.slice(0, 3), B: spec.Y.slice(0, 3) };
    const standard = weat(table, sets);
    const compat = weat(table, sets, { mode: 'biasion2020' });
    expect(standard.p!.method).toBe('exact');
    expect(standard.p!.total).toBe(924);
    expect(compat.p!.total).toBe(923);
    expect(compat.effectSize / standard.effectSize).toBeCloseTo(Math.sqrt(12 / 11), 12);
  });
});
