/**
 * BLEU as sacrebleu 2.6.0 computes it (sacrebleu/metrics/bleu.py, helpers.py, utils.py `my_log`):
 * same tokenization, clipping, closest-reference length, smoothing and floating-point operation
 * order, so the full-precision score matches CPython's.
 */
import { pyFixed, pyLower, pyRstrip, pySplit } from '../python.js';
import { type CorpusStatistics, type ReferenceStreams, segmentReferences, sentenceArgs, sumRows } from './corpus.js';
import { crExp, crLog } from './libm.js';
import { IdBuffer, NgramKeys, WordDictionary, clippedMatchCount, numericKeysExact, pooled } from './ngrams.js';
import { MetricScore } from './score.js';
import { Signature } from './signature.js';
import { tokenize13a, tokenize13aTokens, tokenizeNone } from './tokenizer-13a.js';
import { tokenizeChar } from './tokenizer-char.js';
import { tokenizeIntl } from './tokenizer-intl.js';
import { tokenizeZh } from './tokenizer-zh.js';

export type BleuTokenizer = '13a' | 'none' | 'intl' | 'char' | 'zh';

const TOKENIZERS: Record<BleuTokenizer, (line: string) => string> = {
  '13a': tokenize13a,
  none: tokenizeNone,
  intl: tokenizeIntl,
  char: tokenizeChar,
  zh: tokenizeZh,
};

/** sacrebleu's tokenizers that need MeCab or SentencePiece models, which this port does not have. */
export const UNSUPPORTED_TOKENIZERS = ['ja-mecab', 'ko-mecab', 'spm', 'flores101', 'flores200', 'spBLEU-1K'] as const;
export type SmoothMethod = 'exp' | 'floor' | 'add-k' | 'none';

export interface BleuOptions {
  /** Lowercase hypotheses and references (signature `case:lc`). Default false. */
  lowercase?: boolean;
  /** Default '13a' (sacrebleu's default for every target language other than zh/ja/ko). 'ja-mecab', 'ko-mecab' and the spm tokenizers are not available. */
  tokenize?: BleuTokenizer;
  /** Default 'exp' (NIST smoothing, as mteval-v13a.pl). */
  smoothMethod?: SmoothMethod;
  /** For 'floor' (default 0.1) and 'add-k' (default 1); ignored by the others. */
  smoothValue?: number;
  /** Default 4. */
  maxNgramOrder?: number;
  /**
   * Stop at the highest n-gram order the hypothesis has (signature `eff:yes`). Default false for
   * `bleu` (sacrebleu `BLEU()`), true for `sentenceBleu` (sacrebleu `sentence_bleu()` and the
   * command line's `-sl`).
   */
  effectiveOrder?: boolean;
}

/** `BLEU.SMOOTH_DEFAULTS` */
const SMOOTH_DEFAULTS: Record<SmoothMethod, number | null> = { none: null, floor: 0.1, 'add-k': 1, exp: null };

/** The sufficient statistics of a segment or corpus: lengths, matches and n-gram totals per order. */
export interface BleuStats {
  sysLen: number;
  refLen: number;
  correct: number[];
  total: number[];
}

export class BleuScore extends MetricScore {
  /** Matching n-grams per order (after add-k smoothing, as sacrebleu reports them). */
  readonly counts: number[];
  /** Hypothesis n-grams per order (after add-k smoothing). */
  readonly totals: number[];
  /** n-gram precisions in percent. */
  readonly precisions: number[];
  /** Brevity penalty. */
  readonly bp: number;
  readonly sysLen: number;
  readonly refLen: number;
  /** sysLen / refLen (0 when refLen is 0). */
  readonly ratio: number;

  constructor(
    score: number,
    stats: { counts: number[]; totals: number[]; precisions: number[]; bp: number; sysLen: number; refLen: number },
    signature: Signature,
  ) {
    super('BLEU', score, signature);
    this.counts = stats.counts;
    this.totals = stats.totals;
    this.precisions = stats.precisions;
    this.bp = stats.bp;
    this.sysLen = stats.sysLen;
    this.refLen = stats.refLen;
    this.ratio = this.refLen ? this.sysLen / this.refLen : 0;
  }

  /** `87.2/80.1/75.2/70.6 (BP = 0.999 ratio = 0.999 hyp_len = 24814 ref_len = 24850)` */
  override get verboseScore(): string {
    const prec = this.precisions.map((p) => pyFixed(p, 1)).join('/');
    return `${prec} (BP = ${pyFixed(this.bp, 3)} ratio = ${pyFixed(this.ratio, 3)} hyp_len = ${this.sysLen} ref_len = ${this.refLen})`;
  }

  toJSON(): Record<string, unknown> {
    return {
      name: this.name,
      score: this.score,
      signature: this.signature,
      counts: this.counts,
      totals: this.totals,
      precisions: this.precisions,
      bp: this.bp,
      sysLen: this.sysLen,
      refLen: this.refLen,
      ratio: this.ratio,
    };
  }
}

/** utils.my_log: log floored at -9999999999 for 0. */
function myLog(x: number): number {
  return x === 0 ? -9999999999 : crLog(x);
}

interface ResolvedOptions {
  lowercase: boolean;
  tokenize: BleuTokenizer;
  smoothMethod: SmoothMethod;
  smoothValue: number | undefined;
  maxNgramOrder: number;
  effectiveOrder: boolean;
}

function resolve(options: BleuOptions, effectiveDefault: boolean): ResolvedOptions {
  const smoothMethod = options.smoothMethod ?? 'exp';
  if (!(smoothMethod in SMOOTH_DEFAULTS)) throw new Error(`BLEU: unknown smoothMethod ${JSON.stringify(smoothMethod)}`);
  const tokenize = options.tokenize ?? '13a';
  if (!Object.hasOwn(TOKENIZERS, tokenize)) {
    const why = (UNSUPPORTED_TOKENIZERS as readonly string[]).includes(tokenize)
      ? 'needs MeCab or SentencePiece models, which genderfair does not include'
      : 'unknown';
    throw new Error(`BLEU: tokenizer ${JSON.stringify(tokenize)} ${why} (supported: ${Object.keys(TOKENIZERS).join(', ')})`);
  }
  const maxNgramOrder = options.maxNgramOrder ?? 4;
  if (!Number.isInteger(maxNgramOrder) || maxNgramOrder < 1) throw new Error(`BLEU: maxNgramOrder must be a positive integer`);
  return {
    lowercase: options.lowercase ?? false,
    tokenize,
    smoothMethod,
    smoothValue: options.smoothValue,
    maxNgramOrder,
    effectiveOrder: options.effectiveOrder ?? effectiveDefault,
  };
}

function signatureOf(o: ResolvedOptions, nrefs: number | 'var'): Signature {
  // BLEUSignature: the smoothing value is shown for methods that have a default one.
  let smooth: string = o.smoothMethod;
  const def = SMOOTH_DEFAULTS[o.smoothMethod];
  if (def !== null) smooth += `[${pyFixed(o.smoothValue ?? def, 2)}]`;
  return new Signature(nrefs, [
    { key: 'case', abbr: 'c', value: o.lowercase ? 'lc' : 'mixed' },
    { key: 'eff', abbr: 'e', value: o.effectiveOrder ? 'yes' : 'no' },
    { key: 'tok', abbr: 'tok', value: o.tokenize },
    { key: 'smooth', abbr: 's', value: smooth },
  ]);
}

/**
 * `BLEU._preprocess_segment` followed by `line.split()`. `cache` keeps the tokens of lines already
 * seen in this corpus (sacrebleu's tokenizers are memoized with an lru_cache too); the arrays are
 * only read.
 */
function tokens(o: ResolvedOptions, sent: string, cache?: Map<string, string[]>): string[] {
  const cached = cache?.get(sent);
  if (cached) return cached;
  const s = pyRstrip(o.lowercase ? pyLower(sent) : sent);
  // 13a straight to tokens: splitting its space-joined result again would give the same array
  const result = o.tokenize === '13a' ? tokenize13aTokens(s) : pySplit(TOKENIZERS[o.tokenize](s));
  cache?.set(sent, result);
  return result;
}

/** `BLEU._get_closest_ref_len`: the reference length closest to hypLen; ties go to the shorter. */
function closestRefLen(hypLen: number, refLens: readonly number[]): number {
  let closestDiff = -1;
  let closestLen = -1;
  for (const refLen of refLens) {
    const diff = Math.abs(hypLen - refLen);
    if (closestDiff === -1 || diff < closestDiff) {
      closestDiff = diff;
      closestLen = refLen;
    } else if (diff === closestDiff && refLen < closestLen) {
      closestLen = refLen;
    }
  }
  return closestLen;
}

// scratch buffers, reused from segment to segment
const hypIds = new IdBuffer();
const hypKeys = new NgramKeys();
const refIdPool: IdBuffer[] = [];
const refKeyPool: NgramKeys[] = [];

/** `_compute_segment_statistics` for one hypothesis and its references (already split into tokens). */
function segmentStats(hyp: string[], refs: string[][], maxOrder: number): BleuStats {
  const dict = new WordDictionary();
  dict.idsOf(hyp, hypIds);
  const refIds = refs.map((r, k) => dict.idsOf(r, pooled(refIdPool, k, () => new IdBuffer())));
  const numeric = numericKeysExact(dict.size, maxOrder);
  const base = Math.max(dict.size, 1);
  hypKeys.fill(hypIds, maxOrder, base, numeric);
  const refKeys = refIds.map((ids, k) => pooled(refKeyPool, k, () => new NgramKeys()).fill(ids, maxOrder, base, numeric));
  const correct = new Array<number>(maxOrder).fill(0);
  const total = new Array<number>(maxOrder).fill(0);
  for (let n = 1; n <= maxOrder; n++) {
    total[n - 1] = hypKeys.count[n - 1]!;
    // clipped by the element-wise maximum of the references' counts
    correct[n - 1] = clippedMatchCount(hypKeys, refKeys, n);
  }
  return {
    sysLen: hyp.length,
    refLen: closestRefLen(hyp.length, refs.map((r) => r.length)),
    correct,
    total,
  };
}

/**
 * `BLEU.compute_bleu`: the score from summed statistics. `correct` and `total` are copied, then
 * changed by add-k smoothing as in sacrebleu (which reports the changed counts).
 */
export function computeBleu(
  stats: BleuStats,
  options: Pick<BleuOptions, 'smoothMethod' | 'smoothValue' | 'effectiveOrder' | 'maxNgramOrder'> = {},
  float32 = false,
): { score: number; counts: number[]; totals: number[]; precisions: number[]; bp: number; sysLen: number; refLen: number } {
  const smoothMethod = options.smoothMethod ?? 'none';
  const smoothValue = options.smoothValue ?? SMOOTH_DEFAULTS[smoothMethod] ?? 0;
  const effectiveOrder = options.effectiveOrder ?? false;
  const maxOrder = options.maxNgramOrder ?? 4;
  const correct = stats.correct.slice(0, maxOrder);
  const total = stats.total.slice(0, maxOrder);
  const { sysLen, refLen } = stats;

  let bp = 1.0;
  if (sysLen < refLen) bp = sysLen > 0 ? crExp(1 - refLen / sysLen) : 0.0;

  const precisions = new Array<number>(maxOrder).fill(0);
  const result = (score: number) => ({ score, counts: correct, totals: total, precisions, bp, sysLen, refLen });

  // early stop if there are no matches (#141)
  if (!correct.some((c) => c !== 0)) return result(0.0);

  // float32 statistics: every operation with a numpy float32 operand rounds to float32 (numpy 2, NEP 50)
  const f = float32 ? Math.fround : (x: number) => x;
  let smoothMteval = 1.0;
  let effOrder = maxOrder;
  for (let n = 1; n <= maxOrder; n++) {
    if (smoothMethod === 'add-k' && n > 1) {
      correct[n - 1] = f(correct[n - 1]! + f(smoothValue));
      total[n - 1] = f(total[n - 1]! + f(smoothValue));
    }
    if (total[n - 1] === 0) break;
    if (effectiveOrder) effOrder = n;
    if (correct[n - 1] === 0) {
      if (smoothMethod === 'exp') {
        smoothMteval *= 2;
        precisions[n - 1] = f(100 / f(f(smoothMteval) * total[n - 1]!));
      } else if (smoothMethod === 'floor') {
        precisions[n - 1] = f(f(100 * smoothValue) / total[n - 1]!);
      }
    } else {
      precisions[n - 1] = f(f(100 * correct[n - 1]!) / total[n - 1]!);
    }
  }
  // Python's sum() over the logs (3.11: plain left-to-right addition from 0)
  let sum = 0;
  for (let n = 0; n < effOrder; n++) sum += myLog(precisions[n]!);
  return result(bp * crExp(sum / effOrder));
}

/** Per-segment statistics in sacrebleu's layout: [sysLen, refLen, correct_1..N, total_1..N]. */
function statistics(o: ResolvedOptions, hypotheses: readonly string[], references: ReferenceStreams, metric: string): CorpusStatistics {
  const { perSegment, nrefs } = segmentReferences(metric, hypotheses, references);
  const maxOrder = o.maxNgramOrder;
  const rows: number[][] = [];
  const cache = new Map<string, string[]>();
  for (let i = 0; i < hypotheses.length; i++) {
    const refs = perSegment[i]!.map((r) => tokens(o, r, cache));
    const s = segmentStats(tokens(o, hypotheses[i]!, cache), refs, maxOrder);
    rows.push([s.sysLen, s.refLen, ...s.correct, ...s.total]);
  }
  return { rows, nrefs };
}

function fromStatistics(o: ResolvedOptions, sum: readonly number[], nrefs: number | 'var', float32: boolean): BleuScore {
  const n = o.maxNgramOrder;
  const stats = { sysLen: sum[0]!, refLen: sum[1]!, correct: sum.slice(2, 2 + n), total: sum.slice(2 + n, 2 + 2 * n) };
  const r = computeBleu(stats, o, float32);
  return new BleuScore(r.score, r, signatureOf(o, nrefs));
}

function score(o: ResolvedOptions, hypotheses: readonly string[], references: ReferenceStreams, metric: string): BleuScore {
  const { rows, nrefs } = statistics(o, hypotheses, references, metric);
  return fromStatistics(o, sumRows(rows), nrefs, false);
}

/**
 * sacrebleu's `BLEU._extract_corpus_statistics`: one row per segment, [sysLen, refLen, correct_1..N,
 * total_1..N], for significance tests that resample segments.
 */
export function bleuStatistics(hypotheses: readonly string[], references: ReferenceStreams, options: BleuOptions = {}): CorpusStatistics {
  return statistics(resolve(options, false), hypotheses, references, 'BLEU');
}

/**
 * `BLEU._compute_score_from_stats` on summed rows of bleuStatistics. With `float32`, the sums are
 * numpy float32 values (as in sacrebleu's bootstrap resampling) and the precisions are computed in
 * float32, as numpy 2 does for float32 scalars and Python floats.
 */
export function bleuFromStatistics(sum: readonly number[], nrefs: number | 'var', options: BleuOptions = {}, float32 = false): BleuScore {
  return fromStatistics(resolve(options, false), sum, nrefs, float32);
}

/**
 * Corpus BLEU, as sacrebleu's `BLEU(**options).corpus_score(hypotheses, references)`.
 * `references` is a list of reference streams: `[refs]` for one reference per segment,
 * `[refs1, refs2]` for two.
 */
export function bleu(hypotheses: readonly string[], references: ReferenceStreams, options: BleuOptions = {}): BleuScore {
  return score(resolve(options, false), hypotheses, references, 'BLEU');
}

/**
 * Sentence BLEU of one hypothesis against its references, as sacrebleu's `sentence_bleu()` and the
 * command line's `-sl`: `effectiveOrder` defaults to true here (signature `eff:yes`). Pass
 * `effectiveOrder: false` for `BLEU().sentence_score(...)` with the class default.
 */
export function sentenceBleu(hypothesis: string, references: readonly string[], options: BleuOptions = {}): BleuScore {
  const [h, r] = sentenceArgs('BLEU', hypothesis, references);
  return score(resolve(options, true), h, r, 'BLEU');
}
