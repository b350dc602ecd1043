/**
 * Grammatical-gender removal (Biasion et al. 2020 §3.2, eq. 6): the subspace U spanned by the top-k
 * principal components of inflected masculine/feminine pairs (caro/cara, …) is projected out of every
 * vector, v ← v − Σ_i (v·u_i) u_i, and the result is renormalised. The paper's code (debiaswe
 * `debias(E, [], pairs, [])`) removes k = 1 component, the default here.
 */
import { orthonormalizeInPlace, pairPca, type PairPca, type WordPair } from './pca.js';
import { VectorTable } from './space.js';

export interface Subspace extends PairPca {
  /** Orthonormal basis of U (= the first k components). */
  basis: Float64Array[];
}

/** The grammatical-gender subspace: top-`k` (default 1) PCs of the pairs' differences. */
export function grammaticalGenderSubspace(
  table: VectorTable,
  pairs: readonly WordPair[],
  options: { k?: number } = {},
): Subspace {
  const k = options.k ?? 1;
  if (!Number.isInteger(k) || k < 1) throw new Error(`k must be a positive integer, got ${k}`);
  const pca = pairPca(table, pairs, { components: k });
  if (pca.components.length < k) {
    throw new Error(`asked for ${k} components, but the ${pca.pairs.length} complete pairs span only ${pca.components.length}`);
  }
  return { ...pca, basis: pca.components.slice(0, k) };
}

export interface RemoveOptions {
  /** Scale each result to unit length (default true, as debiaswe). Zero vectors stay zero. */
  renormalize?: boolean;
}

/**
 * A row transformer for streaming use: projects the subspace spanned by `basis` out of `row` (any
 * length-dim array) and writes the result to `out` (default: a new Float32Array; may be `row` itself).
 * The basis is orthonormalised once (it may be any list of independent vectors).
 */
export function subspaceRemover(
  basis: readonly ArrayLike<number>[],
  options: RemoveOptions = {},
): (row: ArrayLike<number>, out?: Float32Array | Float64Array) => Float32Array | Float64Array {
  const renormalize = options.renormalize ?? true;
  if (basis.length === 0) throw new Error('empty basis');
  const dim = basis[0]!.length;
  const q = orthonormalizeInPlace(basis.map((b) => Float64Array.from(b))).filter((u) => u.some((x) => x !== 0));
  const k = q.length;
  const cs = new Float64Array(k);
  return (row, out) => {
    if (row.length !== dim) throw new Error(`row has ${row.length} dimensions, the basis ${dim}`);
    // Pass 1: coefficients c_j = v·u_j and |v|²; with an orthonormal basis |v − Σ c_j u_j|² = |v|² − Σ c_j².
    // Plain loops over typed arrays (this runs once per row of a possibly huge table).
    let vv = 0;
    for (let j = 0; j < k; j++) {
      const u = q[j]!;
      let c = 0;
      if (j === 0) {
        for (let i = 0; i < dim; i++) {
          const x = row[i]!;
          vv += x * x;
          c += x * u[i]!;
        }
      } else for (let i = 0; i < dim; i++) c += row[i]! * u[i]!;
      cs[j] = c;
    }
    let scale = 1;
    if (renormalize) {
      let ss = vv;
      for (let j = 0; j < k; j++) ss -= cs[j]! * cs[j]!;
      if (ss < 1e-8 * vv) {
        // Nearly all of v lies in the subspace: the subtraction above lost precision, recompute.
        ss = 0;
        for (let i = 0; i < dim; i++) {
          let x = row[i]!;
          for (let j = 0; j < k; j++) x -= cs[j]! * q[j]![i]!;
          ss += x * x;
        }
      }
      scale = ss > 0 ? 1 / Math.sqrt(ss) : 1;
    }
    // Pass 2: write (v − Σ c_j u_j)·scale; reading row[i] before writing target[i] allows target === row.
    const target = out ?? new Float32Array(dim);
    if (k === 1) {
      const u = q[0]!;
      const c = cs[0]!;
      for (let i = 0; i < dim; i++) target[i] = (row[i]! - c * u[i]!) * scale;
    } else {
      for (let i = 0; i < dim; i++) {
        let x = row[i]!;
        for (let j = 0; j < k; j++) x -= cs[j]! * q[j]![i]!;
        target[i] = x * scale;
      }
    }
    return target;
  };
}

/**
 * Removes the subspace spanned by `basis` from every row of `table`: returns a new table, or rewrites
 * the table's own data when `inPlace` is set (row by row, no second copy of the matrix).
 */
export function removeSubspace(
  table: VectorTable,
  basis: readonly ArrayLike<number>[],
  options: RemoveOptions & { inPlace?: boolean } = {},
): VectorTable {
  for (const u of basis) {
    if (u.length !== table.dim) throw new Error(`basis vector has ${u.length} dimensions, the table ${table.dim}`);
  }
  const remove = subspaceRemover(basis, options);
  const data = options.inPlace ? table.data : new Float32Array(table.data.length);
  for (let r = 0; r < table.size; r++) {
    remove(table.row(r), data.subarray(r * table.dim, (r + 1) * table.dim));
  }
  return options.inPlace ? table : new VectorTable(table.words, table.dim, data);
}
