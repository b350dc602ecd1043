/**
 * chrF and chrF++ as sacrebleu 2.6.0 computes them (sacrebleu/metrics/chrf.py, helpers.py):
 * character n-grams over code points after removing Python whitespace, optional word n-grams,
 * best reference by segment F-score, corpus statistics summed, same floating-point operation order.
 */
import { pyLower, pySplit } from '../python.js';
import { type ReferenceStreams, segmentReferences, sentenceArgs } from './corpus.js';
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

function score(o: Required<ChrfOptions>, hypotheses: readonly string[], references: ReferenceStreams, metric: string): ChrfScore {
  const { perSegment, nrefs } = segmentReferences(metric, hypotheses, references);
  const order = o.charOrder + o.wordOrder;
  const sum = new Array<number>(3 * order).fill(0);
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
    for (let k = 0; k < sum.length; k++) sum[k]! += best[k]!;
  }
  return new ChrfScore(fScore(sum, order, o.beta, o.epsSmoothing), sum, o, signatureOf(o, nrefs));
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
