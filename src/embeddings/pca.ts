/**
 * Principal components of word-pair differences, the way debiaswe's `doPCA` computes them, without a
 * linear-algebra dependency: the eigen-decomposition (cyclic Jacobi) of the small Gram matrix.
 *
 * debiaswe builds, for each pair (a, b) with c = (v̂_a + v̂_b)/2, the rows v̂_a − c and v̂_b − c and runs
 * sklearn's PCA on them. Those rows are ±d with d = (v̂_a − v̂_b)/2, so the row mean is already zero and
 * RᵀR = 2·DᵀD for D the matrix of the d's: the components are the right singular vectors of D, and the
 * singular values sklearn reports are √2 times those of D. We decompose D·Dᵀ (pairs × pairs) when there
 * are fewer pairs than dimensions, DᵀD otherwise.
 */
import { dot, unitVector } from './normalize.js';
import type { VectorTable } from './space.js';

/** A masculine/feminine word pair, masculine first. */
export type WordPair = readonly [masculine: string, feminine: string];

export interface SymmetricEigen {
  /** Eigenvalues in descending order. */
  values: number[];
  /** Unit eigenvectors, `vectors[j]` belongs to `values[j]`. */
  vectors: Float64Array[];
}

/** Eigen-decomposition of a symmetric n×n matrix (row-major) by cyclic Jacobi rotations. */
export function symmetricEigen(matrix: ArrayLike<number>, n: number): SymmetricEigen {
  if (matrix.length !== n * n) throw new Error(`symmetricEigen: expected ${n * n} values, got ${matrix.length}`);
  const a = Float64Array.from(matrix);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  let scale = 0;
  for (let i = 0; i < n * n; i++) scale = Math.max(scale, Math.abs(a[i]!));
  if (scale === 0) return { values: new Array<number>(n).fill(0), vectors: identityColumns(n) };
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += a[p * n + q]! * a[p * n + q]!;
    if (Math.sqrt(off) <= 1e-15 * scale * n) break;
    for (let p = 0; p < n - 1; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const app = a[p * n + p]!;
        const aqq = a[q * n + q]!;
        const theta = (aqq - app) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p]!;
          const akq = a[k * n + q]!;
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k]!;
          const aqk = a[q * n + k]!;
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k * n + p]!;
          const vkq = v[k * n + q]!;
          v[k * n + p] = c * vkp - s * vkq;
          v[k * n + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((i, j) => a[j * n + j]! - a[i * n + i]!);
  return {
    values: order.map((i) => a[i * n + i]!),
    vectors: order.map((i) => {
      const col = new Float64Array(n);
      for (let k = 0; k < n; k++) col[k] = v[k * n + i]!;
      return col;
    }),
  };
}

function identityColumns(n: number): Float64Array[] {
  return Array.from({ length: n }, (_, i) => {
    const e = new Float64Array(n);
    e[i] = 1;
    return e;
  });
}

export interface PairPca {
  /**
   * Unit principal components, strongest first, each oriented so that the pairs' differences
   * v̂_m − v̂_f have a positive mean projection on it (masculine positive).
   */
  components: Float64Array[];
  /** Singular values of the centred pair matrix (debiaswe/sklearn convention), same order. */
  singularValues: number[];
  /** Share of the total variance of the pair matrix per component (sklearn's explained_variance_ratio_). */
  explainedVarianceRatio: number[];
  /** The pairs whose two words were both found, in input order. */
  pairs: WordPair[];
  /** Words of the input pairs that the table lacks (their pairs are skipped). */
  missing: string[];
}

/**
 * PCA of the pair differences (debiaswe `doPCA`): at most `components` components (default: all with a
 * non-zero singular value). Vectors are L2-normalised first. Needs at least one complete pair.
 */
export function pairPca(table: VectorTable, pairs: readonly WordPair[], options: { components?: number } = {}): PairPca {
  const diffs: Float64Array[] = [];
  const used: WordPair[] = [];
  const missing: string[] = [];
  for (const pair of pairs) {
    const m = unitVector(table, pair[0]);
    const f = unitVector(table, pair[1]);
    if (m === undefined) missing.push(pair[0]);
    if (f === undefined) missing.push(pair[1]);
    if (m === undefined || f === undefined) continue;
    const d = new Float64Array(table.dim);
    for (let i = 0; i < d.length; i++) d[i] = (m[i]! - f[i]!) / 2;
    diffs.push(d);
    used.push([pair[0], pair[1]]);
  }
  if (diffs.length === 0) throw new Error(`none of the ${pairs.length} pairs is complete in the table (missing: ${missing.join(', ')})`);
  const { values, vectors } = principalAxes(diffs, table.dim);
  const total = values.reduce((s, x) => s + Math.max(0, x), 0);
  const limit = Math.min(options.components ?? Infinity, values.length);
  const components: Float64Array[] = [];
  const singularValues: number[] = [];
  const explainedVarianceRatio: number[] = [];
  const top = values[0] ?? 0;
  for (let j = 0; j < limit; j++) {
    const lambda = values[j]!;
    if (!(lambda > top * 1e-12) || total === 0) break;
    const u = vectors[j]!;
    let orientation = 0;
    for (const d of diffs) orientation += dot(d, u);
    if (orientation < 0) for (let i = 0; i < u.length; i++) u[i] = -u[i]!;
    components.push(u);
    singularValues.push(Math.sqrt(2 * lambda));
    explainedVarianceRatio.push(lambda / total);
  }
  return { components, singularValues, explainedVarianceRatio, pairs: used, missing };
}

/**
 * Eigenvalues (descending) of DᵀD and its unit eigenvectors in the embedding space, for rows `rows`
 * of dimension `dim`. Uses the Gram matrix D·Dᵀ when there are fewer rows than dimensions.
 */
export function principalAxes(rows: readonly Float64Array[], dim: number): { values: number[]; vectors: Float64Array[] } {
  const p = rows.length;
  if (p <= dim) {
    const gram = new Float64Array(p * p);
    for (let i = 0; i < p; i++) {
      for (let j = i; j < p; j++) {
        const g = dot(rows[i]!, rows[j]!);
        gram[i * p + j] = g;
        gram[j * p + i] = g;
      }
    }
    const eig = symmetricEigen(gram, p);
    const vectors: Float64Array[] = [];
    for (let j = 0; j < p; j++) {
      const e = eig.vectors[j]!;
      const u = new Float64Array(dim);
      for (let i = 0; i < p; i++) {
        const w = e[i]!;
        if (w === 0) continue;
        const r = rows[i]!;
        for (let k = 0; k < dim; k++) u[k] = u[k]! + w * r[k]!;
      }
      vectors.push(u);
    }
    // Dᵀe / σ is a unit vector in exact arithmetic; re-orthonormalise (modified Gram–Schmidt) for accuracy.
    orthonormalizeInPlace(vectors);
    return { values: eig.values.map((x) => Math.max(0, x)), vectors };
  }
  const cov = new Float64Array(dim * dim);
  for (const r of rows) {
    for (let i = 0; i < dim; i++) {
      const ri = r[i]!;
      if (ri === 0) continue;
      for (let j = i; j < dim; j++) cov[i * dim + j] = cov[i * dim + j]! + ri * r[j]!;
    }
  }
  for (let i = 0; i < dim; i++) for (let j = 0; j < i; j++) cov[i * dim + j] = cov[j * dim + i]!;
  const eig = symmetricEigen(cov, dim);
  return { values: eig.values.map((x) => Math.max(0, x)), vectors: eig.vectors };
}

/**
 * Modified Gram–Schmidt in place. A vector that becomes (numerically) zero is left as a zero vector —
 * callers drop components whose eigenvalue is zero anyway.
 */
export function orthonormalizeInPlace(vectors: Float64Array[]): Float64Array[] {
  for (let j = 0; j < vectors.length; j++) {
    const u = vectors[j]!;
    const before = Math.sqrt(dot(u, u));
    for (let i = 0; i < j; i++) {
      const e = vectors[i]!;
      const c = dot(u, e);
      if (c !== 0) for (let k = 0; k < u.length; k++) u[k] = u[k]! - c * e[k]!;
    }
    const n = Math.sqrt(dot(u, u));
    if (n > 1e-10 * Math.max(before, 1e-300)) for (let k = 0; k < u.length; k++) u[k] = u[k]! / n;
    else u.fill(0);
  }
  return vectors;
}
