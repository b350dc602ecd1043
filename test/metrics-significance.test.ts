/**
 * The numpy port behind sacrebleu's significance tests: the same draws as numpy's
 * `default_rng(seed).choice(...)` and `.integers(2, dtype=bool)`, numpy's pairwise mean and Python's
 * statistics.mean. Against numpy itself where GENDERFAIR_SACREBLEU's Python is available; the golden
 * command-line outputs (test/cli-sacrebleu.test.ts) check the whole tests everywhere.
 */
import { describe, expect, it } from 'vitest';
import { Generator, seedSequenceState } from '../src/eval/metrics/numpy-random.js';
import { exactMean, numpyMean, sacrebleuSeed } from '../src/eval/metrics/significance.js';
import { withData } from './helpers/data.js';
import { sacrebleuPython } from './helpers/sacrebleu-python.js';

describe('numpy random draws and sums', () => {
  it('SeedSequence(12345) and PCG64: the first draws of default_rng(12345) (numpy 1.24 and 2.4 agree)', () => {
    // np.random.SeedSequence(12345).generate_state(4) and default_rng(12345).choice(60, size=8)
    expect(Array.from(seedSequenceState([12345], 4))).toEqual([2688385916, 3048105090, 4196366895, 3152189807]);
    expect(Array.from(new Generator(12345n).choice(60, 8))).toEqual([41, 13, 47, 19, 12, 47, 38, 40]);
  });

  it('statistics.mean is exactly rounded; np.mean sums pairwise', () => {
    expect(exactMean([0.1, 0.2])).toBe(0.15000000000000002);
    expect(exactMean([1e16, 1, -1e16, 1])).toBe(0.5);
    const xs = Array.from({ length: 1000 }, (_, i) => ((i * 7919) % 1000) / 7 + 1e6);
    expect(numpyMean(xs, false)).not.toBe(xs.reduce((a, b) => a + b, 0) / xs.length);
  });

  it('SACREBLEU_SEED: default 12345, "None" for entropy, bad values refused', () => {
    expect(sacrebleuSeed({})).toEqual({ seed: 12345n, label: '12345' });
    expect(sacrebleuSeed({ SACREBLEU_SEED: 'None' })).toEqual({ seed: null, label: 'none' });
    expect(() => sacrebleuSeed({ SACREBLEU_SEED: '-3' })).toThrow(/SACREBLEU_SEED/);
  });

  const py = sacrebleuPython();
  it.skipIf(!py)(withData('the same draws, means and sums as numpy (seeds, sizes and ranges from 1 to 2^32)', 'GENDERFAIR_SACREBLEU', py ? '' : undefined), () => {
    const cases: Array<[string, number, number]> = [
      ['12345', 60, 60000],
      ['0', 7, 5000],
      ['1', 1, 50],
      ['1099511627779', 100003, 3000],
      ['340282366920938463463374607431768211457', 3, 10000],
      ['42', 4294967296, 2000],
      ['7', 2147483653, 2000],
    ];
    const expected = JSON.parse(
      py!.run(
        `import json, sys, numpy as np
out = []
for seed, n, count in json.load(sys.stdin):
    r = np.random.default_rng(int(seed))
    a = r.choice(n, size=count, replace=True).tolist()
    b = r.integers(2, size=count + 3, dtype=bool).astype(int).tolist()
    x = np.random.default_rng(int(seed)).standard_normal(count) * 100
    out.append([a, b, x.tolist(), float(x.mean()), float(x.astype(np.float32).mean())])
json.dump(out, sys.stdout)`,
        JSON.stringify(cases),
      ),
    ) as Array<[number[], number[], number[], number, number]>;
    cases.forEach(([seed, n, count], k) => {
      const g = new Generator(BigInt(seed));
      const [choice, bools, normals, mean, mean32] = expected[k]!;
      expect(Array.from(g.choice(n, count))).toEqual(choice);
      expect(Array.from(g.bools(count + 3))).toEqual(bools);
      expect(numpyMean(normals, false)).toBe(mean);
      expect(numpyMean(Float32Array.from(normals), true)).toBe(mean32);
    });
  });
});
