/** Properties of the sacrebleu-compatible metrics that hold for any input (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bleu, chrf, sentenceBleu, sentenceChrf, sentenceTer, ter } from '../src/eval/metrics/index.js';
import { pySplit } from '../src/eval/python.js';

const WORDS = ['the', 'The', 'cat', 'sat', 'on', 'mat', 'a', '.', ',', '!', '"', '(x)', '3.5', '1-2', 'l\'uomo', 'Straße', 'ÉTÉ', '𝔘', '😀ok', '漢字', 'ﬁ'];
const SEPARATORS = [' ', ' ', ' ', '  ', '\t', '\u00a0', '\u3000'];

const word = fc.constantFrom(...WORDS);
const sentence = (minWords: number, maxWords: number) =>
  fc
    .tuple(fc.array(word, { minLength: minWords, maxLength: maxWords }), fc.array(fc.constantFrom(...SEPARATORS), { minLength: maxWords, maxLength: maxWords }))
    .map(([ws, seps]) => ws.map((w, i) => (i === 0 ? w : seps[i]! + w)).join(''));

/** Segment pairs and a permutation of them (as sort keys). */
const corpus = fc
  .array(fc.tuple(sentence(0, 12), sentence(0, 12), sentence(0, 12), fc.double({ noNaN: true })), { minLength: 1, maxLength: 12 })
  .map((rows) => ({
    hyps: rows.map((r) => r[0]),
    refs1: rows.map((r) => r[1]),
    refs2: rows.map((r) => r[2]),
    order: rows.map((r, i) => [r[3], i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, i]) => i),
  }));

describe('metric properties', () => {
  it('a hypothesis equal to its reference scores BLEU 100, chrF 100, TER 0', () => {
    fc.assert(
      fc.property(sentence(1, 15), (s) => {
        // BLEU with the effective order (sentence BLEU) for any length; exp(log(100)) may be 100 + 4e-14
        expect(sentenceBleu(s, [s]).score).toBeCloseTo(100, 9);
        if (pySplit(s).length >= 4) expect(bleu([s], [[s]]).score).toBeCloseTo(100, 9);
        expect(sentenceChrf(s, [s]).score).toBe(100);
        expect(sentenceChrf(s, [s], { wordOrder: 2 }).score).toBe(100);
        expect(sentenceTer(s, [s]).score).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('corpus scores do not depend on the order of the segments', () => {
    fc.assert(
      fc.property(corpus, ({ hyps, refs1, refs2, order }) => {
        const p = <T>(xs: T[]) => order.map((i) => xs[i]!);
        const streams = [refs1, refs2];
        const permuted = [p(refs1), p(refs2)];
        expect(bleu(p(hyps), permuted).score).toBe(bleu(hyps, streams).score);
        expect(chrf(p(hyps), permuted).score).toBe(chrf(hyps, streams).score);
        expect(chrf(p(hyps), permuted, { wordOrder: 2 }).score).toBe(chrf(hyps, streams, { wordOrder: 2 }).score);
        expect(ter(p(hyps), [p(refs1)]).score).toBe(ter(hyps, [refs1]).score);
        expect(ter(p(hyps), permuted).numEdits).toBe(ter(hyps, streams).numEdits);
      }),
      { numRuns: 150 },
    );
  });

  it('scores stay in range: TER >= 0, chrF in [0, 100], BLEU in [0, 100]', () => {
    fc.assert(
      fc.property(sentence(0, 20), sentence(0, 20), (h, r) => {
        const t = sentenceTer(h, [r]);
        expect(t.score).toBeGreaterThanOrEqual(0);
        expect(t.numEdits).toBeLessThanOrEqual(Math.max(pySplit(h).length, pySplit(r).length));
        const c = sentenceChrf(h, [r]).score;
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(100);
        const b = sentenceBleu(h, [r]).score;
        expect(b).toBeGreaterThanOrEqual(0);
        expect(b).toBeLessThanOrEqual(100 + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('more references never make a sentence score worse', () => {
    fc.assert(
      fc.property(sentence(1, 12), sentence(0, 12), sentence(0, 12), (h, r1, r2) => {
        expect(sentenceTer(h, [r1, r2]).numEdits).toBeLessThanOrEqual(sentenceTer(h, [r1]).numEdits);
        expect(sentenceChrf(h, [r1, r2]).score).toBeGreaterThanOrEqual(sentenceChrf(h, [r1]).score);
      }),
      { numRuns: 200 },
    );
  });
});
