/**
 * sacrebleu-compatible BLEU, chrF(++) and TER (`import { bleu, chrf, ter } from 'genderfair/metrics'`).
 * Same tokenization, statistics, smoothing, floating-point operation order, signatures and score
 * strings as sacrebleu 2.6.0; see README "Metrics (sacrebleu-compatible)".
 */
export { bleu, sentenceBleu, computeBleu, BleuScore, bleuStatistics, bleuFromStatistics } from './bleu.js';
export type { BleuOptions, BleuStats, BleuTokenizer, SmoothMethod } from './bleu.js';
export { chrf, sentenceChrf, chrfFScore, ChrfScore, chrfStatistics, chrfFromStatistics } from './chrf.js';
export type { ChrfOptions } from './chrf.js';
export { ter, sentenceTer, computeTer, TerScore, terStatistics, terFromStatistics } from './ter.js';
export type { TerOptions } from './ter.js';
export { translationEditRate } from './lib-ter.js';
export { MetricScore, cliJson } from './score.js';
export type { FormatOptions } from './score.js';
export { Signature, SACREBLEU_VERSION } from './signature.js';
export type { SignatureEntry, SignatureValue } from './signature.js';
export type { CorpusStatistics, ReferenceStreams } from './corpus.js';
export { bootstrapResample, pairedBootstrap, pairedApproximateRandomization, scoreConfidence, numpyConfidence } from './significance.js';
export type { Resamplable, PairedResult, MeanAndCi } from './significance.js';
export { tokenizeIntl } from './tokenizer-intl.js';
export { tokenizeChar } from './tokenizer-char.js';
export { tokenizeZh } from './tokenizer-zh.js';
export { tokenize13a } from './tokenizer-13a.js';
export { tokenizeTercom } from './tokenizer-ter.js';
export type { TercomOptions } from './tokenizer-ter.js';
