/**
 * Synthetic Italian word vectors for the audit tests (no real Italian vectors are available offline).
 * Every word of the bundled Italian lists gets a random "topic" vector in dimensions 2…D−1, plus planted
 * components on two known axes:
 *
 * - e0, the SEMANTIC gender axis: definitional words ±S_DEF (masculine +), occupations
 *   SEM·(50 − %women)/50 (+ jitter), names and the stereotyped WEAT sets ±STEREO;
 * - e1, the GRAMMATICAL gender axis: ±G for grammatically masculine/feminine words (definitional
 *   words, -o/-a pairs, the two forms of gendered occupations, WEAT nouns by their ending), a small
 *   random value for epicene occupations.
 *
 * The two forms of a gendered occupation differ on e1 by 2G and on e0 by only 2·DELTA, so the gender
 * direction g_pca ≈ normalise(S_DEF·e0 + G·e1) mixes both axes; projecting out the grammatical subspace
 * (≈ e1) must leave g ≈ e0, shrink |score(m) − score(f)| and hence k.
 */
import { writeFileSync } from 'node:fs';
import { auditVocabulary } from '../../src/embeddings/audit.js';
import { Xoshiro128 } from '../../src/embeddings/random.js';
import { VectorTable } from '../../src/embeddings/space.js';
import { loadDefinitionalPairs, loadGrammaticalPairs, loadOccupations, loadWeatWordSets } from '../../src/embeddings/wordlists.js';

export const DIM = 48;
export const S_DEF = 0.45;
export const G = 0.5;
export const SEM = 0.25;
export const DELTA = 0.03;
export const STEREO = 0.15;

function gaussian(rng: Xoshiro128): number {
  const u = Math.max(rng.nextFloat(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.nextFloat());
}

/** Grammatical gender of a WEAT noun guessed from its ending (the synthetic vectors only need a rule). */
function grammar(word: string): number {
  if (/a$/.test(word)) return -1;
  if (/o$/.test(word)) return 1;
  return 0;
}

export interface ItalianVectors {
  table: VectorTable;
  /** Unit axes (Float64Array of length DIM). */
  e0: Float64Array;
  e1: Float64Array;
}

export function italianVectors(seed = 7): ItalianVectors {
  const rng = new Xoshiro128(seed);
  const rows = new Map<string, Float64Array>();
  const topic = (): Float64Array => {
    const v = new Float64Array(DIM);
    for (let i = 2; i < DIM; i++) v[i] = gaussian(rng) / Math.sqrt(DIM - 2);
    return v;
  };
  const jitter = (v: Float64Array, sd: number): Float64Array => {
    const out = Float64Array.from(v);
    for (let i = 2; i < DIM; i++) out[i] = out[i]! + gaussian(rng) * sd;
    return out;
  };
  const set = (word: string, v: Float64Array, sem: number, gram: number): void => {
    if (rows.has(word)) return;
    const out = Float64Array.from(v);
    out[0] = out[0]! + sem;
    out[1] = out[1]! + gram;
    rows.set(word, out);
  };

  for (const [m, f] of loadDefinitionalPairs('it')) {
    const base = topic();
    set(m, jitter(base, 0.04), S_DEF, G);
    set(f, jitter(base, 0.04), -S_DEF, -G);
  }
  for (const [m, f] of loadGrammaticalPairs()) {
    const base = topic();
    set(m, jitter(base, 0.04), 0.02 * gaussian(rng), G);
    set(f, jitter(base, 0.04), 0.02 * gaussian(rng), -G);
  }
  for (const o of loadOccupations('it')) {
    const base = topic();
    const sem = (SEM * (50 - o.shareWomen)) / 50 + 0.06 * gaussian(rng);
    if (o.masculine === o.feminine) set(o.masculine, base, sem, 0.12 * gaussian(rng));
    else {
      set(o.masculine, jitter(base, 0.04), sem + DELTA, G);
      set(o.feminine, jitter(base, 0.04), sem - DELTA, -G);
    }
  }
  const sets = loadWeatWordSets('biasion2020-it');
  const stereo: Record<string, number> = {
    science_it: STEREO,
    arts_it: -STEREO,
    career_it: STEREO,
    family_it: -STEREO,
    science_caliskan_it: STEREO,
    arts_caliskan_it: -STEREO,
    male_names_it: 2 * STEREO,
    female_names_it: -2 * STEREO,
  };
  for (const [name, words] of Object.entries(sets)) {
    const gramSign = name === 'male_names_it' ? 1 : name === 'female_names_it' ? -1 : undefined;
    for (const w of words) set(w, topic(), (stereo[name] ?? 0) + 0.05 * gaussian(rng), G * (gramSign ?? grammar(w)));
  }
  // Anything else the audit asks for (nothing today) gets a plain topic vector.
  for (const w of auditVocabulary('it')) set(w, topic(), 0, 0);

  const words = [...rows.keys()];
  const data = new Float32Array(words.length * DIM);
  words.forEach((w, i) => data.set(rows.get(w)!, i * DIM));
  const e0 = new Float64Array(DIM);
  e0[0] = 1;
  const e1 = new Float64Array(DIM);
  e1[1] = 1;
  return { table: new VectorTable(words, DIM, data), e0, e1 };
}

/** Writes the synthetic vectors as a fastText `.vec` file (header `N D`); returns them. */
export function writeItalianVec(path: string, seed = 7): ItalianVectors {
  const v = italianVectors(seed);
  const lines = [`${v.table.size} ${v.table.dim}`];
  for (let r = 0; r < v.table.size; r++) {
    lines.push(`${v.table.words[r]} ${Array.from(v.table.row(r), (x) => x.toFixed(6)).join(' ')}`);
  }
  writeFileSync(path, `${lines.join('\n')}\n`);
  return v;
}
