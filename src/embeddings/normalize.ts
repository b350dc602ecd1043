/**
 * Vector helpers shared by the measures. Measures work on L2-normalised copies (Float64Array) of the few
 * rows they need, as debiaswe does at load, so tables never have to be normalised up front;
 * `normalizeTable` does it for a whole table when a caller wants that.
 */
import { VectorTable } from './space.js';

export type Vector = ArrayLike<number>;

export function dot(a: Vector, b: Vector): number {
  const n = a.length;
  if (b.length !== n) throw new Error(`dot: dimensions differ (${n} vs ${b.length})`);
  let s0 = 0;
  let s1 = 0;
  let i = 0;
  for (; i + 1 < n; i += 2) {
    s0 += a[i]! * b[i]!;
    s1 += a[i + 1]! * b[i + 1]!;
  }
  if (i < n) s0 += a[i]! * b[i]!;
  return s0 + s1;
}

export function norm(v: Vector): number {
  return Math.sqrt(dot(v, v));
}

/** A unit-length Float64Array copy of `v` (a zero vector stays zero). */
export function normalized(v: Vector): Float64Array {
  const out = Float64Array.from(v as ArrayLike<number>);
  const n = norm(out);
  if (n > 0) for (let i = 0; i < out.length; i++) out[i] = out[i]! / n;
  return out;
}

/** Cosine similarity; 0 when either vector is zero. */
export function cosine(a: Vector, b: Vector): number {
  const na = norm(a);
  const nb = norm(b);
  return na === 0 || nb === 0 ? 0 : dot(a, b) / (na * nb);
}

/** The L2-normalised vector of `word` (Float64Array copy), or undefined when the table lacks it. */
export function unitVector(table: VectorTable, word: string): Float64Array | undefined {
  const v = table.get(word);
  return v === undefined ? undefined : normalized(v);
}

/** Looks up several words; returns the unit vectors of those present and the words that are missing. */
export function unitVectors(
  table: VectorTable,
  words: readonly string[],
): { words: string[]; vectors: Float64Array[]; missing: string[] } {
  const found: string[] = [];
  const vectors: Float64Array[] = [];
  const missing: string[] = [];
  for (const w of words) {
    const v = unitVector(table, w);
    if (v === undefined) missing.push(w);
    else {
      found.push(w);
      vectors.push(v);
    }
  }
  return { words: found, vectors, missing };
}

/**
 * Scales every row to unit length (zero rows stay zero). Returns a new table unless `inPlace` is set,
 * in which case the table's own data is overwritten and the same table is returned.
 */
export function normalizeTable(table: VectorTable, options: { inPlace?: boolean } = {}): VectorTable {
  const data = options.inPlace ? table.data : new Float32Array(table.data);
  const dim = table.dim;
  for (let r = 0; r < table.size; r++) {
    const off = r * dim;
    let ss = 0;
    for (let i = 0; i < dim; i++) ss += data[off + i]! * data[off + i]!;
    if (ss === 0) continue;
    const inv = 1 / Math.sqrt(ss);
    for (let i = 0; i < dim; i++) data[off + i] = data[off + i]! * inv;
  }
  return options.inPlace ? table : new VectorTable(table.words, dim, data);
}

/** Unit vector in the direction of `v` (in place) — throws on a zero vector. */
export function normalizeInPlace(v: Float64Array): Float64Array {
  const n = norm(v);
  if (n === 0) throw new Error('cannot normalise a zero vector');
  for (let i = 0; i < v.length; i++) v[i] = v[i]! / n;
  return v;
}
