/**
 * Gender directions (Bolukbasi et al. 2016; Biasion et al. 2020 §3.1.1): the first principal component
 * of the definitional pairs (g_pca), the per-pair difference directions (g_diff_i) and the
 * singular-value-weighted two-component direction of the paper's code (g_pca_01). Every direction is a
 * unit Float64Array oriented so that masculine words project positively.
 */
import { normalizeInPlace, unitVector } from './normalize.js';
import { pairPca, type PairPca, type WordPair } from './pca.js';
import type { VectorTable } from './space.js';

export interface PcaDirection extends PairPca {
  /** The first principal component (= components[0]): the gender direction g_pca. */
  direction: Float64Array;
}

/**
 * g_pca: first principal component of the definitional pairs (debiaswe `doPCA`; vectors L2-normalised
 * first), oriented so that the mean over pairs of (v̂_m − v̂_f)·g is positive. Also returns up to
 * `components` (default 10, like doPCA) further components with their singular values and explained
 * variance ratios. Pairs with a missing word are skipped and listed in `missing`.
 */
export function pcaGenderDirection(
  table: VectorTable,
  pairs: readonly WordPair[],
  options: { components?: number } = {},
): PcaDirection {
  const pca = pairPca(table, pairs, { components: options.components ?? 10 });
  const direction = pca.components[0];
  if (direction === undefined) throw new Error('the definitional pairs span no direction (all pairs identical?)');
  return { ...pca, direction };
}

/**
 * g_pca_01 of Biasion et al.'s code: normalise(Σ_{i<n} s_i·pc_i) over the first `n` (default 2)
 * components, weighted by their singular values. Components carry the orientation of `pairPca` (each
 * one masculine-positive on average); the paper's code used sklearn's arbitrary sign for pc1.
 */
export function weightedPcaDirection(pca: PairPca, n = 2): Float64Array {
  const k = Math.min(n, pca.components.length);
  if (k === 0) throw new Error('no principal components to combine');
  const out = new Float64Array(pca.components[0]!.length);
  for (let j = 0; j < k; j++) {
    const s = pca.singularValues[j]!;
    const u = pca.components[j]!;
    for (let i = 0; i < out.length; i++) out[i] = out[i]! + s * u[i]!;
  }
  return normalizeInPlace(out);
}

/**
 * g_diff for one pair: normalise(v̂_m − v̂_f) with both vectors L2-normalised first (masculine positive
 * by construction). Throws when a word is missing or the two vectors coincide.
 */
export function pairDirection(table: VectorTable, pair: WordPair): Float64Array {
  const m = unitVector(table, pair[0]);
  const f = unitVector(table, pair[1]);
  const missing = [m === undefined ? pair[0] : undefined, f === undefined ? pair[1] : undefined].filter((w) => w !== undefined);
  if (m === undefined || f === undefined) throw new Error(`pair ${pair[0]}/${pair[1]}: not in the table: ${missing.join(', ')}`);
  const d = new Float64Array(m.length);
  for (let i = 0; i < d.length; i++) d[i] = m[i]! - f[i]!;
  return normalizeInPlace(d);
}

/** g_diff_i for every complete pair, in input order; pairs with a missing word are listed in `missing`. */
export function pairDirections(
  table: VectorTable,
  pairs: readonly WordPair[],
): { directions: { pair: WordPair; direction: Float64Array }[]; missing: string[] } {
  const directions: { pair: WordPair; direction: Float64Array }[] = [];
  const missing: string[] = [];
  for (const pair of pairs) {
    const absent = pair.filter((w) => !table.has(w));
    if (absent.length > 0) {
      missing.push(...absent);
      continue;
    }
    directions.push({ pair: [pair[0], pair[1]], direction: pairDirection(table, pair) });
  }
  return { directions, missing };
}

