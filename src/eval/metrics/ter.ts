/**
 * TER as sacrebleu 2.6.0 computes it (sacrebleu/metrics/ter.py): tercom tokenization, the
 * minimum number of edits over the references, the average reference length, corpus sums.
 */
import { pyRstrip, pySplit } from '../python.js';
import { type CorpusStatistics, type ReferenceStreams, segmentReferences, sentenceArgs, sumRows } from './corpus.js';
import { translationEditRateIds, wordNumberer } from './lib-ter.js';
import { MetricScore } from './score.js';
import { Signature } from './signature.js';
import { TERCOM_SIGNATURE, tokenizeTercom } from './tokenizer-ter.js';

export interface TerOptions {
  /** Tercom normalization (XML unescaping, punctuation tokenization). Default false. */
  normalized?: boolean;
  /** Remove punctuation. Default false. */
  noPunct?: boolean;
  /** CJK handling, with `normalized` and/or `noPunct`. Default false. */
  asianSupport?: boolean;
  /** Do not lowercase. Default false (TER is case-insensitive by default: signature `case:lc`). */
  caseSensitive?: boolean;
}

export class TerScore extends MetricScore {
  /** Total edits (shifts included) over the corpus, each segment's best reference. */
  readonly numEdits: number;
  /** Sum over segments of the average reference length. */
  readonly refLength: number;

  constructor(score: number, numEdits: number, refLength: number, signature: Signature) {
    super('TER', score, signature);
    this.numEdits = Math.trunc(numEdits); // int(num_edits)
    this.refLength = refLength;
  }

  toJSON(): Record<string, unknown> {
    return { name: this.name, score: this.score, signature: this.signature, numEdits: this.numEdits, refLength: this.refLength };
  }
}

function resolve(options: TerOptions): Required<TerOptions> {
  return {
    normalized: options.normalized ?? false,
    noPunct: options.noPunct ?? false,
    asianSupport: options.asianSupport ?? false,
    caseSensitive: options.caseSensitive ?? false,
  };
}

function signatureOf(o: Required<TerOptions>, nrefs: number | 'var'): Signature {
  return new Signature(nrefs, [
    { key: 'case', abbr: 'c', value: o.caseSensitive ? 'mixed' : 'lc' },
    { key: 'tok', abbr: 't', value: TERCOM_SIGNATURE },
    { key: 'norm', abbr: 'nr', value: o.normalized },
    { key: 'punct', abbr: 'pn', value: !o.noPunct },
    { key: 'asian', abbr: 'as', value: o.asianSupport },
  ]);
}

/** `TER._compute_score_from_stats` */
export function computeTer(totalEdits: number, sumRefLengths: number): number {
  let score: number;
  if (sumRefLengths > 0) score = totalEdits / sumRefLengths;
  else if (totalEdits > 0) score = 1.0; // empty reference(s) and non-empty hypothesis
  else score = 0.0; // both empty
  return 100 * score;
}

function statistics(o: Required<TerOptions>, hypotheses: readonly string[], references: ReferenceStreams, metric: string): CorpusStatistics {
  const { perSegment, nrefs } = segmentReferences(metric, hypotheses, references);
  // TER._preprocess_segment
  const prep = (s: string) => tokenizeTercom(pyRstrip(s), o);
  const rows: number[][] = [];
  for (let i = 0; i < hypotheses.length; i++) {
    const number = wordNumberer();
    const hyp = number(pySplit(prep(hypotheses[i]!)));
    // sacrebleu preprocesses references twice: `_cache_references` preprocesses each line, then
    // TER's `_extract_reference_info` preprocesses it again. Lowercasing and the plain tokenizer
    // are idempotent, but `normalized` is not (e.g. "it's\u00a0a": the first pass turns the
    // no-break space into a space, the second then splits off "'s").
    const refs = perSegment[i]!.map((r) => number(pySplit(prep(prep(r)))));
    // _compute_segment_statistics
    let refLengths = 0;
    let bestNumEdits = 1e16;
    for (const ref of refs) {
      const [numEdits, refLen] = translationEditRateIds(hyp, ref);
      refLengths += refLen;
      if (numEdits < bestNumEdits) bestNumEdits = numEdits;
    }
    rows.push([bestNumEdits, refLengths / refs.length]);
  }
  return { rows, nrefs };
}

function score(o: Required<TerOptions>, hypotheses: readonly string[], references: ReferenceStreams, metric: string): TerScore {
  const { rows, nrefs } = statistics(o, hypotheses, references, metric);
  // sum_of_lists: left-to-right sums from 0
  const [totalEdits, sumRefLengths] = sumRows(rows) as [number, number];
  return new TerScore(computeTer(totalEdits, sumRefLengths), totalEdits, sumRefLengths, signatureOf(o, nrefs));
}

/** sacrebleu's `TER._extract_corpus_statistics`: [edits, average reference length] per segment. */
export function terStatistics(hypotheses: readonly string[], references: ReferenceStreams, options: TerOptions = {}): CorpusStatistics {
  return statistics(resolve(options), hypotheses, references, 'TER');
}

/**
 * `TER._compute_score_from_stats` on summed rows of terStatistics. With `float32` (numpy float32
 * sums, sacrebleu's bootstrap resampling) the division and the scaling by 100 round to float32.
 */
export function terFromStatistics(sum: readonly number[], nrefs: number | 'var', options: TerOptions = {}, float32 = false): TerScore {
  const [edits, refLength] = sum as [number, number];
  let value = computeTer(edits, refLength);
  if (float32 && refLength > 0) value = Math.fround(100 * Math.fround(edits / refLength));
  return new TerScore(value, edits, refLength, signatureOf(resolve(options), nrefs));
}

/** Corpus TER, as sacrebleu's `TER(**options).corpus_score(hypotheses, references)`. */
export function ter(hypotheses: readonly string[], references: ReferenceStreams, options: TerOptions = {}): TerScore {
  return score(resolve(options), hypotheses, references, 'TER');
}

/** Sentence TER, as sacrebleu's `TER(**options).sentence_score(hypothesis, references)`. */
export function sentenceTer(hypothesis: string, references: readonly string[], options: TerOptions = {}): TerScore {
  const [h, r] = sentenceArgs('TER', hypothesis, references);
  return score(resolve(options), h, r, 'TER');
}
