/**
 * WEAT (src/embeddings/weat.ts) on real vectors: Caliskan et al. 2017 Table 1 on the GloVe-840B item
 * vectors (cbn), the word2vec column on WEFE's GoogleNews subset, exact and Monte Carlo p-values, and
 * the biasion2020 compatibility mode. Reference numbers: Caliskan et al. 2017 (Science 356:183), Table 1,
 * and expected-values.json of the WEAT reference vectors (recomputed with numpy for this test). The real
 * vectors come from the folder named by GENDERFAIR_WEAT_VECTORS; those tests are skipped without it.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { VectorTable } from '../src/embeddings/space.js';
import { biasion2020PValue, weat, weatPermutationTest, type WeatSets } from '../src/embeddings/weat.js';
import { loadWeatTests } from '../src/embeddings/wordlists.js';
import { binomial } from '../src/embeddings/stats.js';
import { withData } from './helpers/data.js';
import { readVec } from './helpers/read-vec.js';
import { REFERENCE_DIR, referenceFile } from './helpers/weat-reference.js';

/** The cbn item lists: study → condition → words. */
function caliskanItems(): Map<string, Map<string, string[]>> {
  const out = new Map<string, Map<string, string[]>>();
  const lines = readFileSync(referenceFile('caliskan-items.tsv'), 'utf8').trim().split('\n').slice(1);
  for (const line of lines) {
    const [study, condition, word] = line.split('\t') as [string, string, string];
    if (!out.has(study)) out.set(study, new Map());
    const m = out.get(study)!;
    if (!m.has(condition)) m.set(condition, []);
    m.get(condition)!.push(word);
  }
  return out;
}

const CALISKAN_TESTS: [id: string, x: string, y: string, a: string, b: string, d: number][] = [
  ['WEAT1', 'Flowers', 'Insects', 'Pleasant', 'Unpleasant', 1.5],
  ['WEAT2', 'Instruments', 'Weapons', 'Pleasant', 'Unpleasant', 1.53],
  ['WEAT3', 'EuropeanAmericanNames', 'AfricanAmericanNames', 'Pleasant', 'Unpleasant', 1.41],
  ['WEAT4', 'EuropeanAmericanNames', 'AfricanAmericanNames', 'Pleasant', 'Unpleasant', 1.5],
  ['WEAT5', 'EuropeanAmericanNames', 'AfricanAmericanNames', 'Pleasant', 'Unpleasant', 1.28],
  ['WEAT6', 'MaleNames', 'FemaleNames', 'Career', 'Family', 1.81],
  ['WEAT7', 'Math', 'Arts', 'MaleTerms', 'FemaleTerms', 1.06],
  ['WEAT8', 'Science', 'Arts', 'MaleTerms', 'FemaleTerms', 1.24],
  ['WEAT9', 'MentalDisease', 'PhysicalDisease', 'Temporary', 'Permanent', 1.38],
  ['WEAT10', 'YoungNames', 'OldNames', 'Pleasant', 'Unpleasant', 1.21],
];

/** Exact p counts on the GloVe-840B items (numpy, itertools.combinations): [≥ observed, > observed, total]. */
const GLOVE_EXACT: Record<string, [number, number, number]> = {
  WEAT6: [1, 0, 12870],
  WEAT7: [202, 201, 12870],
  WEAT8: [61, 60, 12870],
  WEAT9: [4, 3, 924],
  WEAT10: [66, 65, 12870],
};

/** d with ddof = 0 on the same vectors (expected-values.json). */
const GLOVE_DDOF0: Record<string, number> = {
  WEAT1: 1.52, WEAT2: 1.55, WEAT3: 1.42, WEAT4: 1.52, WEAT5: 1.3, WEAT6: 1.87, WEAT7: 1.09, WEAT8: 1.28, WEAT9: 1.44, WEAT10: 1.25,
};

describe.skipIf(!REFERENCE_DIR)(withData('Caliskan et al. 2017 Table 1 on GloVe 840B item vectors', 'GENDERFAIR_WEAT_VECTORS', REFERENCE_DIR), () => {
  let table: VectorTable;
  let items: Map<string, Map<string, string[]>>;
  const sets = (id: string, x: string, y: string, a: string, b: string): WeatSets => {
    const s = items.get(id)!;
    return { X: s.get(x)!, Y: s.get(y)!, A: s.get(a)!, B: s.get(b)! };
  };
  beforeAll(async () => {
    table = await readVec(referenceFile('glove840b-caliskan-items.vec'));
    items = caliskanItems();
  });

  it.each(CALISKAN_TESTS)('%s effect size (sample SD) matches the published value', (id, x, y, a, b, d) => {
    const r = weat(table, sets(id, x, y, a, b), { pValue: false });
    expect(r.ddof).toBe(1);
    expect(r.effectSize.toFixed(2)).toBe(d.toFixed(2));
    expect(r.dropped).toEqual({ X: [], Y: [], A: [], B: [] });
    const pop = weat(table, sets(id, x, y, a, b), { pValue: false, ddof: 0 });
    expect(pop.effectSize.toFixed(2)).toBe(GLOVE_DDOF0[id]!.toFixed(2));
  });

  it('reports the statistic, the means and the SD consistently', () => {
    const r = weat(table, sets('WEAT6', 'MaleNames', 'FemaleNames', 'Career', 'Family'), { pValue: false });
    expect(r.effectSize).toBeCloseTo(1.8139146225532108, 12);
    expect(r.statistic).toBeCloseTo(1.2669796309313002, 12);
    expect(r.statistic).toBeCloseTo(8 * r.meanX - 8 * r.meanY, 12);
    expect(r.effectSize).toBeCloseTo((r.meanX - r.meanY) / r.sd, 12);
    expect(r.associations.X).toHaveLength(8);
  });

  it.each(Object.entries(GLOVE_EXACT))('%s exact p over all equal splits', (id, [ge, gt, total]) => {
    const t = CALISKAN_TESTS.find((c) => c[0] === id)!;
    const s = sets(id, t[1], t[2], t[3], t[4]);
    const pge = weat(table, s).p!;
    expect(pge).toMatchObject({ method: 'exact', ties: 'ge', alternative: 'greater', count: ge, total });
    expect(pge.value).toBe(ge / total);
    const pgt = weat(table, s, { ties: 'gt' }).p!;
    expect(pgt).toMatchObject({ method: 'exact', count: gt, total });
  });

  it('uses a seeded Monte Carlo test for 25+25 sets; p is at the floor 1/(R+1)', () => {
    const t = CALISKAN_TESTS[0]!;
    const r = weat(table, sets(t[0], t[1], t[2], t[3], t[4]), { samples: 20_000 });
    expect(r.p).toMatchObject({ method: 'monte-carlo', total: 20_000, count: 0, seed: 20170414 });
    expect(r.p!.value).toBe(1 / 20_001);
  });

  it('Monte Carlo and exact p agree within sampling error (6+6 and 8+8)', () => {
    for (const id of ['WEAT7', 'WEAT9', 'WEAT8']) {
      const t = CALISKAN_TESTS.find((c) => c[0] === id)!;
      const s = sets(id, t[1], t[2], t[3], t[4]);
      const exact = weat(table, s).p!.value;
      const R = 100_000;
      const mc = weat(table, s, { method: 'monte-carlo', samples: R, seed: 7 }).p!;
      expect(mc.method).toBe('monte-carlo');
      expect(Math.abs(mc.value - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / R));
    }
  });
});

describe.skipIf(!REFERENCE_DIR)(withData('word2vec GoogleNews column (WEFE subset)', 'GENDERFAIR_WEAT_VECTORS', REFERENCE_DIR), () => {
  let table: VectorTable;
  beforeAll(async () => {
    table = await readVec(referenceFile('word2vec-googlenews-weat-items.vec'));
  });
  /** Words as given, else lower-cased (the file mixes cased and lower-cased entries). */
  const look = (words: readonly string[]): string[] => words.map((w) => (table.has(w) ? w : w.toLowerCase()));

  it.each([
    ['WEAT1', 1.54, 25, 25],
    ['WEAT2', 1.63, 25, 24],
    ['WEAT6', 1.89, 8, 8],
    ['WEAT7', 0.97, 8, 8],
    ['WEAT8', 1.24, 8, 8],
    ['WEAT9', 1.3, 6, 6],
  ] as const)('%s d = %s', (id, d, nx, ny) => {
    const spec = loadWeatTests('caliskan2017').find((t) => t.id === id)!;
    // WEFE's own sets (WEAT9: 'temporary' with 'short'), as in WEFE's replication.
    const A = id === 'WEAT9' ? ['impermanent', 'unstable', 'variable', 'fleeting', 'short', 'brief', 'occasional'] : spec.A;
    const r = weat(table, { X: look(spec.X), Y: look(spec.Y), A: look(A), B: look(spec.B) }, { pValue: id !== 'WEAT1' });
    expect(r.effectSize.toFixed(2)).toBe(d.toFixed(2));
    expect([r.sets.X.length, r.sets.Y.length]).toEqual([nx, ny]);
    if (id === 'WEAT2') {
      // Unequal sizes after a missing word: partitions into 25 + 24, Monte Carlo.
      expect(r.dropped.Y).toEqual(['axe']);
      expect(r.p!.method).toBe('monte-carlo');
    }
  });
});

describe('permutation test on associations', () => {
  /** Brute force: all subsets of size |X| of the pool (bit masks), with the ≥ rule. */
  function bruteForce(sX: number[], sY: number[]): number {
    const all = [...sX, ...sY];
    const obs = sX.reduce((s, v) => s + v, 0);
    let hit = 0;
    let total = 0;
    for (let mask = 0; mask < 1 << all.length; mask++) {
      let bits = 0;
      let s = 0;
      for (let i = 0; i < all.length; i++) {
        if (mask & (1 << i)) {
          bits++;
          s += all[i]!;
        }
      }
      if (bits !== sX.length) continue;
      total++;
      if (s >= obs - 1e-12) hit++;
    }
    expect(total).toBe(binomial(all.length, sX.length));
    return hit / total;
  }

  it('exact enumeration equals brute force, also for unequal sizes', () => {
    const cases: [number[], number[]][] = [
      [[0.3, 0.1, 0.25, -0.05], [0.0, 0.2, -0.1, 0.05, 0.12]],
      [[0.5, -0.2, 0.1], [0.4, 0.3, -0.3, 0.2, 0.0, 0.1]],
      [[0.11, 0.07, 0.02, 0.09, 0.13, -0.01], [0.04, 0.08, 0.01, -0.02, 0.06, 0.03]],
    ];
    for (const [sX, sY] of cases) {
      const p = weatPermutationTest(sX, sY);
      expect(p.method).toBe('exact');
      expect(p.value).toBeCloseTo(bruteForce(sX, sY), 15);
    }
  });

  it('two-sided p is twice the one-sided p for equal sizes; less mirrors greater', () => {
    const sX = [0.11, 0.07, 0.02, 0.09, 0.13, -0.01, 0.05];
    const sY = [0.04, 0.08, 0.01, -0.02, 0.06, 0.03, 0.0];
    const greater = weatPermutationTest(sX, sY);
    const two = weatPermutationTest(sX, sY, { alternative: 'two-sided' });
    expect(two.count).toBe(2 * greater.count);
    const less = weatPermutationTest(sY, sX, { alternative: 'less' });
    expect(less.count).toBe(greater.count);
    const mcTwo = weatPermutationTest(sX, sY, { alternative: 'two-sided', method: 'monte-carlo', samples: 50_000 });
    expect(Math.abs(mcTwo.value - two.value)).toBeLessThan(4 * Math.sqrt((two.value * (1 - two.value)) / 50_000));
  });

  it('Monte Carlo runs are reproducible by seed and differ between seeds', () => {
    const sX = [0.11, 0.07, 0.02, 0.09, 0.13, -0.01, 0.05, 0.02, 0.04, 0.1, 0.03, 0.06];
    const sY = [0.04, 0.08, 0.01, -0.02, 0.06, 0.03, 0.0, 0.05, 0.07, 0.02, 0.09, 0.01];
    const run = (seed: number) => weatPermutationTest(sX, sY, { method: 'monte-carlo', samples: 10_000, seed });
    expect(run(1)).toEqual(run(1));
    expect(run(1).seed).toBe(1);
    const values = new Set([1, 2, 3, 4, 5].map((s) => run(s).value));
    expect(values.size).toBeGreaterThan(1);
    // Default method for C(24, 12) = 2.7M > 1e6 partitions: Monte Carlo; forcing exact is allowed.
    expect(weatPermutationTest(sX, sY).method).toBe('monte-carlo');
    expect(weatPermutationTest(sX, sY, { exactLimit: 3e6 }).method).toBe('exact');
  });

  it('counts the observed split once with ≥ and not with >', () => {
    const sX = [3, 2];
    const sY = [1, 0];
    // Splits of {3,2,1,0} into pairs: sums 5,4,3,3,2,1 → only {3,2} reaches 5.
    expect(weatPermutationTest(sX, sY)).toMatchObject({ count: 1, total: 6, value: 1 / 6 });
    expect(weatPermutationTest(sX, sY, { ties: 'gt' })).toMatchObject({ count: 0, value: 0 });
  });
});

describe('biasion2020 compatibility mode', () => {
  it('counts sub-sample pairs on a 3+3 example worked out by hand', () => {
    // s(X) = 5, −2, 1; s(Y) = −3, 2, 0; S = (5 − 2 + 1) − (−3 + 2 + 0) = 5. Pairs with Σ_X′ − Σ_Y′ > 5:
    //   m = 1: {5} − {−3} = 8                                    → 1  (5 − 0 = 5 is a tie, not counted)
    //   m = 2: X′ sums 3, 6, −1; Y′ sums −1, −3, 2: 3+3 = 6, 6+1 = 7, 6+3 = 9 → 3
    //   m = 3: 4 − (−1) = 5                                       → 0  (the observed pair itself)
    // Denominator: Σ_m C(3,m)² = 9 + 9 + 1 = 19 = C(6,3) − 1.
    const p = biasion2020PValue([5, -2, 1], [-3, 2, 0]);
    expect(p).toMatchObject({ method: 'biasion2020', count: 4, total: 19, ties: 'gt' });
    expect(p.value).toBe(4 / 19);
  });

  it('agrees with a brute-force enumeration of the decoded notebook loop', () => {
    // permutations(l): for every bit mask of length 2n, 1-bits of the first half form X′, of the
    // second half Y′; keep |X′| = |Y′| ≥ 1; count s_set(X′, Y′) > S.
    const sX = [0.12, -0.03, 0.07, 0.2, -0.11, 0.05, 0.01];
    const sY = [0.02, 0.09, -0.06, -0.01, 0.15, -0.08, 0.04];
    const n = sX.length;
    const S = sX.reduce((s, v) => s + v, 0) - sY.reduce((s, v) => s + v, 0);
    let count = 0;
    let total = 0;
    for (let mask = 0; mask < 1 << (2 * n); mask++) {
      let kx = 0;
      let ky = 0;
      let sum = 0;
      for (let i = 0; i < n; i++) if (mask & (1 << i)) (kx++, (sum += sX[i]!));
      for (let i = 0; i < n; i++) if (mask & (1 << (n + i))) (ky++, (sum -= sY[i]!));
      if (kx !== ky || kx === 0) continue;
      total++;
      if (sum > S + 1e-12) count++;
    }
    expect(total).toBe(3431);
    const p = biasion2020PValue(sX, sY);
    expect(p.total).toBe(total);
    expect(p.count).toBe(count);
  });

  it('uses the population SD and the sub-sample count inside weat()', () => {
    // Unit vectors in 2-d at angle θ have s = cos θ − sin θ against A = {e1}, B = {e2}.
    const sXs = [0.5, -0.2, 0.1];
    const sYs = [-0.3, 0.2, 0.03];
    const words = ['a', 'b', 'x1', 'x2', 'x3', 'y1', 'y2', 'y3'];
    const data = new Float32Array(words.length * 2);
    data.set([1, 0, 0, 1], 0);
    [...sXs, ...sYs].forEach((s, i) => {
      const theta = Math.acos(s / Math.SQRT2) - Math.PI / 4;
      data.set([Math.cos(theta), Math.sin(theta)], (i + 2) * 2);
    });
    const table = new VectorTable(words, 2, data);
    const sets = { X: ['x1', 'x2', 'x3'], Y: ['y1', 'y2', 'y3'], A: ['a'], B: ['b'] };
    const r = weat(table, sets, { mode: 'biasion2020' });
    expect(r.ddof).toBe(0);
    r.associations.X.forEach((v, i) => expect(v).toBeCloseTo(sXs[i]!, 6));
    expect(r.p).toEqual(biasion2020PValue(r.associations.X, r.associations.Y));
    expect(r.p!.total).toBe(19);
    const standard = weat(table, sets);
    expect(standard.effectSize / r.effectSize).toBeCloseTo(Math.sqrt(5 / 6), 12);
  });
});

describe('missing words', () => {
  const words = ['a', 'b', 'x1', 'x2', 'y1', 'y2'];
  const table = new VectorTable(words, 2, Float32Array.from([1, 0, 0, 1, 0.9, 0.1, 0.8, 0.3, 0.2, 0.9, 0.1, 0.7]));

  it('are dropped and listed', () => {
    const r = weat(table, { X: ['x1', 'nope', 'x2'], Y: ['y1', 'y2'], A: ['a', 'zz'], B: ['b'] });
    expect(r.dropped).toEqual({ X: ['nope'], Y: [], A: ['zz'], B: [] });
    expect(r.sets).toEqual({ X: ['x1', 'x2'], Y: ['y1', 'y2'], A: ['a'], B: ['b'] });
    expect(r.p!.total).toBe(6);
  });

  it('make an empty set an error', () => {
    expect(() => weat(table, { X: ['nope'], Y: ['y1'], A: ['a'], B: ['b'] })).toThrow(/set X is empty.*nope/);
    expect(() => weat(table, { X: ['x1'], Y: ['y1'], A: ['a'], B: [] })).toThrow(/set B is empty/);
  });
});
