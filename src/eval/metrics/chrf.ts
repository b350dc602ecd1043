/**
 * chrF and chrF++ as sacrebleu 2.6.0 computes them (sacrebleu/metrics/chrf.py, helpers.py):
 * character n-grams over code points after removing Python whitespace, optional word n-grams,
 * best reference by segment F-score, corpus statistics summed, same floating-point operation order.
 */
import { pyLower, pySplit } from '../python.js';
import { type CorpusStatistics, type ReferenceStreams, segmentReferences, sentenceArgs, sumRows } from './corpus.js';
import { CharDictionary, IdBuffer, NgramKeys, WordDictionary, matchCount, numericKeysExact, pooled } from './ngrams.js';
import { MetricScore } from './score.js';
import { Signature } from './signature.js';

export interface ChrfOptions {
  /** Character n-gram order. Default 6. */
  charOrder?: number;
  /** Word n-gram order; 2 gives chrF++. Default 0. */
  wordOrder?: number;
  /** Weight of recall against precision. Default 2 (chrF2). */
  beta?: number;
  /** Default false. */
  lowercase?: boolean;
  /** Keep whitespace in character n-grams. Default false. */
  whitespace?: boolean;
  /** chrF++.py/Moses/NLTK epsilon smoothing instead of the effective order (signature `eff:no`). Default false. */
  epsSmoothing?: boolean;
}

export class ChrfScore extends MetricScore {
  /**
   * Corpus statistics: for each order (character orders 1..charOrder, then word orders), three
   * numbers [hypothesis n-grams, reference n-grams, matches], flattened as in sacrebleu.
   */
  readonly stats: number[];
  readonly charOrder: number;
  readonly wordOrder: number;
  readonly beta: number;

  constructor(score: number, stats: number[], o: Required<ChrfOptions>, signature: Signature) {
    // CHRFScore: f'chrF{beta}' + '+' * word_order
    super(`chrF${o.beta}${'+'.repeat(o.wordOrder)}`, score, signature);
    this.stats = stats;
    this.charOrder = o.charOrder;
    this.wordOrder = o.wordOrder;
    this.beta = o.beta;
  }

  toJSON(): Record<string, unknown> {
    return { name: this.name, score: this.score, signature: this.signature, stats: this.stats };
  }
}

/** string.punctuation, for chrF++'s word splitting. */
const PUNCTS = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');

function resolve(options: ChrfOptions): Required<ChrfOptions> {
  const o = {
    charOrder: options.charOrder ?? 6,
    wordOrder: options.wordOrder ?? 0,
    beta: options.beta ?? 2,
    lowercase: options.lowercase ?? false,
    whitespace: options.whitespace ?? false,
    epsSmoothing: options.epsSmoothing ?? false,
  };
  for (const k of ['charOrder', 'wordOrder'] as const) {
    if (!Number.isInteger(o[k]) || o[k] < 0) throw new Error(`chrF: ${k} must be a non-negative integer`);
  }
  if (o.charOrder + o.wordOrder === 0) throw new Error('chrF: charOrder + wordOrder must be positive');
  return o;
}

function signatureOf(o: Required<ChrfOptions>, nrefs: number | 'var'): Signature {
  return new Signature(nrefs, [
    { key: 'case', abbr: 'c', value: o.lowercase ? 'lc' : 'mixed' },
    { key: 'eff', abbr: 'e', value: o.epsSmoothing ? 'no' : 'yes' },
    { key: 'nc', abbr: 'nc', value: o.charOrder },
    { key: 'nw', abbr: 'nw', value: o.wordOrder },
    { key: 'space', abbr: 's', value: o.whitespace ? 'yes' : 'no' },
  ]);
}

/** `CHRF._remove_punctuation`: words with one leading or trailing ASCII punctuation split off. */
function removePunctuation(sent: string): string[] {
  const out: string[] = [];
  for (const w of pySplit(sent)) {
    // len(w) == 1 in code points; a single astral character (2 UTF-16 units) has no ASCII
    // punctuation at either end, so it ends up in the last branch either way.
    if (w.length === 1) {
      out.push(w);
    } else if (PUNCTS.has(w[w.length - 1]!)) {
      out.push(w.slice(0, -1), w[w.length - 1]!);
    } else if (PUNCTS.has(w[0]!)) {
      out.push(w[0]!, w.slice(1));
    } else {
      out.push(w);
    }
  }
  return out;
}

// scratch buffers, reused from segment to segment
const charDict = new CharDictionary();
const hypChars = new IdBuffer();
const hypCharKeys = new NgramKeys();
const hypWords = new IdBuffer();
const hypWordKeys = new NgramKeys();
const refCharPool: IdBuffer[] = [];
const refWordPool: IdBuffer[] = [];
const refCharKeys = new NgramKeys();
const refWordKeys = new NgramKeys();

/** `CHRF._compute_f_score` on flattened [hyp, ref, match] statistics. */
export function chrfFScore(stats: readonly number[], options: ChrfOptions = {}): number {
  const o = resolve(options);
  return fScore(stats, o.charOrder + o.wordOrder, o.beta, o.epsSmoothing);
}

function fScore(stats: readonly number[], order: number, beta: number, epsSmoothing: boolean): number {
  const eps = 1e-16;
  let score = 0.0;
  let effectiveOrder = 0;
  const factor = beta ** 2;
  let avgPrec = 0.0;
  let avgRec = 0.0;
  for (let i = 0; i < order; i++) {
    const nHyp = stats[3 * i]!;
    const nRef = stats[3 * i + 1]!;
    const nMatch = stats[3 * i + 2]!;
    const prec = nHyp > 0 ? nMatch / nHyp : eps;
    const rec = nRef > 0 ? nMatch / nRef : eps;
    const denom = factor * prec + rec;
    score += denom > 0 ? ((1 + factor) * prec * rec) / denom : eps;
    if (nHyp > 0 && nRef > 0) {
      avgPrec += prec;
      avgRec += rec;
      effectiveOrder += 1;
    }
  }
  if (epsSmoothing) return (100 * score) / order;
  if (effectiveOrder === 0) {
    avgPrec = avgRec = 0.0;
  } else {
    avgPrec /= effectiveOrder;
    avgRec /= effectiveOrder;
  }
  if (avgPrec + avgRec) {
    score = (1 + factor) * avgPrec * avgRec;
    score /= factor * avgPrec + avgRec;
    return 100 * score;
  }
  return 0.0;
}

function statistics(o: Required<ChrfOptions>, hypotheses: readonly string[], references: ReferenceStreams, metric: string): CorpusStatistics {
  const { perSegment, nrefs } = segmentReferences(metric, hypotheses, references);
  const order = o.charOrder + o.wordOrder;
  const rows: number[][] = [];
  const prep = (s: string) => (o.lowercase ? pyLower(s) : s);

  for (let i = 0; i < hypotheses.length; i++) {
    const hyp = prep(hypotheses[i]!);
    const refs = perSegment[i]!.map(prep);
    // character ids (whitespace removed unless kept), then word ids for chrF++
    charDict.reset();
    charDict.idsOf(hyp, o.whitespace, hypChars);
    const refChars = refs.map((r, k) => charDict.idsOf(r, o.whitespace, pooled(refCharPool, k, () => new IdBuffer())));
    const cNumeric = numericKeysExact(charDict.size, o.charOrder);
    const cBase = Math.max(charDict.size, 1);
    hypCharKeys.fill(hypChars, o.charOrder, cBase, cNumeric);
    let refWords: IdBuffer[] = [];
    let wNumeric = true;
    let wBase = 1;
    if (o.wordOrder > 0) {
      const wordDict = new WordDictionary();
      wordDict.idsOf(removePunctuation(hyp), hypWords);
      refWords = refs.map((r, k) => wordDict.idsOf(removePunctuation(r), pooled(refWordPool, k, () => new IdBuffer())));
      wNumeric = numericKeysExact(wordDict.size, o.wordOrder);
      wBase = Math.max(wordDict.size, 1);
      hypWordKeys.fill(hypWords, o.wordOrder, wBase, wNumeric);
    }
    // the reference with the best segment F-score (the first one on ties)
    let best: number[] = [];
    let bestF = -1.0;
    for (let k = 0; k < refs.length; k++) {
      const stats: number[] = [];
      // _get_match_statistics: no hypothesis count when the reference has no n-gram of this order
      const add = (h: NgramKeys, r: NgramKeys, n: number) => {
        const rc = r.count[n - 1]!;
        stats.push(rc > 0 ? h.count[n - 1]! : 0, rc, matchCount(h, r, n));
      };
      refCharKeys.fill(refChars[k]!, o.charOrder, cBase, cNumeric);
      for (let n = 1; n <= o.charOrder; n++) add(hypCharKeys, refCharKeys, n);
      if (o.wordOrder > 0) {
        refWordKeys.fill(refWords[k]!, o.wordOrder, wBase, wNumeric);
        for (let n = 1; n <= o.wordOrder; n++) add(hypWordKeys, refWordKeys, n);
      }
      const f = fScore(stats, order, o.beta, o.epsSmoothing);
      if (f > bestF) {
        bestF = f;
        best = stats;
      }
    }
    rows.push(best);
  }
  return { rows, nrefs };
}

function score(o: Required<ChrfOptions>, hypotheses: readonly string[], references: ReferenceStreams, metric: string): ChrfScore {
  const { rows, nrefs } = statistics(o, hypotheses, references, metric);
  const sum = sumRows(rows);
  return new ChrfScore(fScore(sum, o.charOrder + o.wordOrder, o.beta, o.epsSmoothing), sum, o, signatureOf(o, nrefs));
}

/** sacrebleu's `CHRF._extract_corpus_statistics`: one row of [hyp, ref, match] triples per segment. */
export function chrfStatistics(hypotheses: readonly string[], references: ReferenceStreams, options: ChrfOptions = {}): CorpusStatistics {
  return statistics(resolve(options), hypotheses, references, 'chrF');
}

/**
 * `CHRF._compute_score_from_stats` on summed rows of chrfStatistics. With `float32`, the sums are
 * numpy float32 values (sacrebleu's bootstrap resampling): see fScoreFloat32.
 */
export function chrfFromStatistics(sum: readonly number[], nrefs: number | 'var', options: ChrfOptions = {}, float32 = false): ChrfScore {
  const o = resolve(options);
  const order = o.charOrder + o.wordOrder;
  const value = float32 ? fScoreFloat32(sum, order, o.beta, o.epsSmoothing) : fScore(sum, order, o.beta, o.epsSmoothing);
  return new ChrfScore(value, [...sum], o, signatureOf(o, nrefs));
}

/**
 * `_compute_f_score` on numpy float32 statistics under numpy 2's promotion rules (NEP 50): an
 * operation with a float32 operand and a Python number rounds the Python number to float32 and
 * the result to float32; Python numbers with each other stay doubles (eps, the initial 0.0).
 * A value is a pair [number, isFloat32].
 */
function fScoreFloat32(stats: readonly number[], order: number, beta: number, epsSmoothing: boolean): number {
  type V = [number, boolean];
  const F = Math.fround;
  const op = (a: V, b: V, fn: (x: number, y: number) => number): V =>
    a[1] || b[1] ? [F(fn(F(a[0]), F(b[0]))), true] : [fn(a[0], b[0]), false];
  const add = (a: V, b: V) => op(a, b, (x, y) => x + y);
  const mul = (a: V, b: V) => op(a, b, (x, y) => x * y);
  const div = (a: V, b: V) => op(a, b, (x, y) => x / y);
  const py = (x: number): V => [x, false];
  const eps = py(1e-16);
  let score = py(0.0);
  let effectiveOrder = 0;
  const factor = py(beta ** 2);
  let avgPrec = py(0.0);
  let avgRec = py(0.0);
  for (let i = 0; i < order; i++) {
    const nHyp: V = [stats[3 * i]!, true];
    const nRef: V = [stats[3 * i + 1]!, true];
    const nMatch: V = [stats[3 * i + 2]!, true];
    const prec = nHyp[0] > 0 ? div(nMatch, nHyp) : eps;
    const rec = nRef[0] > 0 ? div(nMatch, nRef) : eps;
    const denom = add(mul(factor, prec), rec);
    score = add(score, denom[0] > 0 ? div(mul(mul(py(1 + factor[0]), prec), rec), denom) : eps);
    if (nHyp[0] > 0 && nRef[0] > 0) {
      avgPrec = add(avgPrec, prec);
      avgRec = add(avgRec, rec);
      effectiveOrder += 1;
    }
  }
  if (epsSmoothing) return div(mul(py(100), score), py(order))[0];
  if (effectiveOrder === 0) {
    avgPrec = avgRec = py(0.0);
  } else {
    avgPrec = div(avgPrec, py(effectiveOrder));
    avgRec = div(avgRec, py(effectiveOrder));
  }
  if (add(avgPrec, avgRec)[0]) {
    let s = mul(mul(py(1 + factor[0]), avgPrec), avgRec);
    s = div(s, add(mul(factor, avgPrec), avgRec));
    return mul(py(100), s)[0];
  }
  return 0.0;
}

/** Corpus chrF (chrF++ with `wordOrder: 2`), as sacrebleu's `CHRF(**options).corpus_score(hypotheses, references)`. */
export function chrf(hypotheses: readonly string[], references: ReferenceStreams, options: ChrfOptions = {}): ChrfScore {
  return score(resolve(options), hypotheses, references, 'chrF');
}

/** Sentence chrF, as sacrebleu's `CHRF(**options).sentence_score(hypothesis, references)`. */
export function sentenceChrf(hypothesis: string, references: readonly string[], options: ChrfOptions = {}): ChrfScore {
  const [h, r] = sentenceArgs('chrF', hypothesis, references);
  return score(resolve(options), h, r, 'chrF');
}
