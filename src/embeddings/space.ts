/**
 * The shared contract of the embedding audit: a table of word vectors stored row-major in one
 * Float32Array. Loaders (src/embeddings/load*.ts) produce it; measures (direction, score, weat,
 * debias) read it and never copy more than they need.
 */

export class VectorTable {
  readonly dim: number;
  readonly words: readonly string[];
  /** words.length × dim values, row i is the vector of words[i]. */
  readonly data: Float32Array;
  private readonly index: Map<string, number>;

  /**
   * `index` (optional, for loaders that already built it while reading): word → row of its first
   * occurrence, consistent with `words`; it is used as is, not checked.
   */
  constructor(words: readonly string[], dim: number, data: Float32Array, index?: Map<string, number>) {
    if (!Number.isInteger(dim) || dim <= 0) throw new Error(`dimension must be a positive integer, got ${dim}`);
    if (data.length !== words.length * dim) {
      throw new Error(`${words.length} words × ${dim} dimensions need ${words.length * dim} values, got ${data.length}`);
    }
    this.dim = dim;
    this.words = words;
    this.data = data;
    if (index !== undefined) {
      this.index = index;
      return;
    }
    this.index = new Map();
    // The first occurrence of a word wins, as in gensim's KeyedVectors.
    words.forEach((w, i) => {
      if (!this.index.has(w)) this.index.set(w, i);
    });
  }

  get size(): number {
    return this.words.length;
  }

  has(word: string): boolean {
    return this.index.has(word);
  }

  /** Row of `word` in the table, or -1. */
  indexOf(word: string): number {
    return this.index.get(word) ?? -1;
  }

  /** A view (no copy) of the vector of `word`, or undefined when the word is not in the table. */
  get(word: string): Float32Array | undefined {
    const i = this.index.get(word);
    return i === undefined ? undefined : this.data.subarray(i * this.dim, (i + 1) * this.dim);
  }

  /** A view of row i. */
  row(i: number): Float32Array {
    return this.data.subarray(i * this.dim, (i + 1) * this.dim);
  }
}
