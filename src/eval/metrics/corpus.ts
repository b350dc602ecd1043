/**
 * Argument checks and the reference layout shared by the metrics (sacrebleu/metrics/base.py
 * `_check_corpus_score_args`, `_cache_references`).
 */

/**
 * Reference streams as in sacrebleu's `corpus_score(hyps, [refs1, refs2, …])`: stream k holds the
 * k-th reference of every segment. A `null`/`undefined` entry is Python's `None`: that segment has
 * one reference fewer, and the signature then shows `nrefs:var`. An empty string is a reference
 * (an empty one), as in sacrebleu.
 */
export type ReferenceStreams = ReadonlyArray<ReadonlyArray<string | null | undefined>>;

export interface SegmentReferences {
  /** The references of each segment, in stream order, without the missing ones. */
  perSegment: string[][];
  /** The number of references per segment, or 'var' when it differs between segments. */
  nrefs: number | 'var';
}

/**
 * Checks the corpus arguments and regroups the references by segment.
 *
 * sacrebleu's API silently truncates to the shortest of hypotheses and streams (`zip`), while its
 * command line stops with "System and reference streams have different lengths"; this port always
 * throws, naming the lengths. It also throws where sacrebleu would crash (no hypotheses, no
 * reference stream, a segment whose references are all None).
 */
export function segmentReferences(
  metric: string,
  hypotheses: readonly string[],
  references: ReferenceStreams,
): SegmentReferences {
  if (!Array.isArray(hypotheses)) throw new TypeError(`${metric}: hypotheses must be an array of strings`);
  if (hypotheses.length === 0) throw new Error(`${metric}: no hypotheses`);
  hypotheses.forEach((h, i) => {
    if (typeof h !== 'string') throw new TypeError(`${metric}: hypothesis ${i + 1} is not a string (undefined line in hypotheses stream)`);
  });
  if (!Array.isArray(references) || references.length === 0) {
    throw new Error(`${metric}: no reference stream given (references must be a list of streams, e.g. [refs])`);
  }
  references.forEach((stream, k) => {
    if (!Array.isArray(stream)) {
      throw new TypeError(`${metric}: reference stream ${k + 1} is not an array (references must be a list of streams, e.g. [refs])`);
    }
    if (stream.length !== hypotheses.length) {
      throw new Error(
        `${metric}: ${hypotheses.length} hypotheses but reference stream ${k + 1} has ${stream.length} segments (system and reference streams must have the same length)`,
      );
    }
  });
  const perSegment: string[][] = [];
  const counts = new Set<number>();
  for (let i = 0; i < hypotheses.length; i++) {
    const refs: string[] = [];
    for (let k = 0; k < references.length; k++) {
      const r = references[k]![i];
      if (r === null || r === undefined) continue;
      if (typeof r !== 'string') throw new TypeError(`${metric}: reference ${k + 1} of segment ${i + 1} is not a string`);
      refs.push(r);
    }
    if (refs.length === 0) throw new Error(`${metric}: segment ${i + 1} has no reference (all streams are null there)`);
    counts.add(refs.length);
    perSegment.push(refs);
  }
  return { perSegment, nrefs: counts.size === 1 ? [...counts][0]! : 'var' };
}

/** sacrebleu's `sentence_score(hyp, refs)`: one segment, each reference its own stream. */
export function sentenceArgs(metric: string, hypothesis: string, references: readonly string[]): [string[], string[][]] {
  if (typeof hypothesis !== 'string') throw new TypeError(`${metric}: the hypothesis must be a string`);
  if (!Array.isArray(references) || typeof references === 'string') {
    throw new TypeError(`${metric}: references must be an array of strings`);
  }
  return [[hypothesis], references.map((r) => [r])];
}

/** Per-segment sufficient statistics of a metric (sacrebleu's `_extract_corpus_statistics`). */
export interface CorpusStatistics {
  /** One row per segment, in the metric's layout. */
  rows: number[][];
  nrefs: number | 'var';
}

/** `sum_of_lists`: column sums, left to right from 0. */
export function sumRows(rows: readonly (readonly number[])[]): number[] {
  const sum = new Array<number>(rows[0]?.length ?? 0).fill(0);
  for (const row of rows) for (let k = 0; k < sum.length; k++) sum[k]! += row[k]!;
  return sum;
}
