/**
 * Speed of the embedding-bias measures (src/embeddings): WEAT p-values, PCA directions, subspace
 * removal. Run: npx tsx bench/embeddings-measures.ts
 *
 * Goals (one core): exact 8+8 p (12,870 splits) in milliseconds; Monte Carlo with 10^5 draws for
 * 25+25 well under a second; exact 10+10 (184,756 splits) and 12+12 (2.7M) in well under a second;
 * removing one direction from 200,000 × 300 rows in well under a second. Not part of the tests.
 */
import { grammaticalGenderSubspace, removeSubspace } from '../src/embeddings/debias.js';
import { pcaGenderDirection } from '../src/embeddings/direction.js';
import { Xoshiro128 } from '../src/embeddings/random.js';
import { VectorTable } from '../src/embeddings/space.js';
import { biasion2020PValue, weatPermutationTest } from '../src/embeddings/weat.js';

const rng = new Xoshiro128(1);
const gauss = () => Math.sqrt(-2 * Math.log(Math.max(rng.nextFloat(), 1e-12))) * Math.cos(2 * Math.PI * rng.nextFloat());
const assoc = (n: number, shift: number) => Array.from({ length: n }, () => 0.05 * gauss() + shift);

function time<T>(label: string, f: () => T, reps = 5): T {
  let out: T = f(); // warm-up
  const t: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    out = f();
    t.push(performance.now() - t0);
  }
  t.sort((a, b) => a - b);
  console.log(`${label.padEnd(52)} median ${t[Math.floor(reps / 2)]!.toFixed(2).padStart(9)} ms  (min ${t[0]!.toFixed(2)})`);
  return out;
}

for (const [n, method] of [
  [6, 'exact'],
  [8, 'exact'],
  [10, 'exact'],
  [12, 'exact'],
  [25, 'monte-carlo'],
  [32, 'monte-carlo'],
] as const) {
  const sX = assoc(n, 0.01);
  const sY = assoc(n, 0);
  const p = time(`WEAT p ${n}+${n} ${method}${method === 'monte-carlo' ? ' R=1e5' : ''}`, () =>
    weatPermutationTest(sX, sY, { method, samples: 100_000 }),
  );
  console.log(`    p = ${p.value.toPrecision(4)} (${p.count}/${p.total})`);
}
{
  const sX = assoc(8, 0.01);
  const sY = assoc(8, 0);
  time('biasion2020 sub-sample count 8+8', () => biasion2020PValue(sX, sY));
}

const DIM = 300;
const ROWS = 200_000;
const data = new Float32Array(ROWS * DIM);
for (let i = 0; i < data.length; i++) data[i] = gauss();
const table = new VectorTable(
  Array.from({ length: ROWS }, (_, i) => `w${i}`),
  DIM,
  data,
);
const pairs = Array.from({ length: 150 }, (_, i) => [`w${2 * i}`, `w${2 * i + 1}`] as const);
time('PCA of 6 definitional pairs (300 d)', () => pcaGenderDirection(table, pairs.slice(0, 6)));
const sub = time('grammatical subspace, 150 pairs, k = 1', () => grammaticalGenderSubspace(table, pairs));
time('grammatical subspace, 150 pairs, k = 5', () => grammaticalGenderSubspace(table, pairs, { k: 5 }));
time(`remove 1 direction from ${ROWS} × ${DIM} (copy)`, () => removeSubspace(table, sub.basis), 3);
time(`remove 1 direction from ${ROWS} × ${DIM} (in place)`, () => removeSubspace(table, sub.basis, { inPlace: true }), 3);
