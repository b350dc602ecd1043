/**
 * Small cases for BLEU, chrF and TER, worked out by hand from the algorithms (sacrebleu 2.6.0:
 * sacrebleu/metrics/bleu.py, chrf.py, ter.py). Where a full-precision value is asserted, sacrebleu
 * printed the same one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  bleu,
  chrf,
  computeBleu,
  sentenceBleu,
  sentenceChrf,
  sentenceTer,
  ter,
  tokenize13a,
  tokenizeTercom,
  translationEditRate,
} from '../src/eval/metrics/index.js';
import { performShift } from '../src/eval/metrics/lib-ter.js';
import { crExp, crLog } from '../src/eval/metrics/libm.js';

describe('BLEU', () => {
  // hyp "a b c d" vs ref "a x c y": unigrams a, c match (2/4); no bigram, trigram or 4-gram does
  // (0/3, 0/2, 0/1). BP = 1 (4 tokens each).
  it('exp smoothing: each order without a match halves the pseudo-count again', () => {
    const b = sentenceBleu('a b c d', ['a x c y'], { effectiveOrder: false });
    expect(b.counts).toEqual([2, 0, 0, 0]);
    expect(b.totals).toEqual([4, 3, 2, 1]);
    // p2 = 100/(2*3), p3 = 100/(4*2), p4 = 100/(8*1)
    expect(b.precisions).toEqual([50, 100 / 6, 12.5, 12.5]);
    // (50 * 16.667 * 12.5 * 12.5)^(1/4) = 130208.33^(1/4) = 18.9959
    expect(b.score).toBeCloseTo(18.9959, 4);
    expect(b.score).toBe(18.99589214128981);
    expect(b.format({ signature: false })).toBe('BLEU = 19.00 50.0/16.7/12.5/12.5 (BP = 1.000 ratio = 1.000 hyp_len = 4 ref_len = 4)');
  });

  it('floor, add-k and no smoothing', () => {
    // floor 0.1: p_n = 100*0.1/total -> 3.33, 5, 10; (50*3.333*5*10)^(1/4) = 8333.3^(1/4) = 9.554
    const floor = sentenceBleu('a b c d', ['a x c y'], { smoothMethod: 'floor', effectiveOrder: false });
    expect(floor.precisions).toEqual([50, 10 / 3, 5, 10]);
    expect(floor.score).toBe(9.55442792204367);
    expect(floor.signature).toBe('nrefs:1|case:mixed|eff:no|tok:13a|smooth:floor[0.10]|version:2.6.0');
    // add-k 1 for orders >= 2: 1/4, 1/3, 1/2; sacrebleu reports the incremented counts
    const addk = sentenceBleu('a b c d', ['a x c y'], { smoothMethod: 'add-k', effectiveOrder: false });
    expect(addk.counts).toEqual([2, 1, 1, 1]);
    expect(addk.totals).toEqual([4, 4, 3, 2]);
    expect(addk.score).toBe(37.99178428257963); // (50*25*33.3*50)^(1/4)
    expect(addk.signature).toContain('|smooth:add-k[1.00]|');
    // none: log(0) is floored at -9999999999, so the score is 0
    expect(sentenceBleu('a b c d', ['a x c y'], { smoothMethod: 'none', effectiveOrder: false }).score).toBe(0);
  });

  it('brevity penalty, a missing order, and no match at all', () => {
    // 3 tokens against 4: BP = exp(1 - 4/3); no 4-gram in the hypothesis -> p4 = 0 -> score 0
    const b = sentenceBleu('a b c', ['a b c d'], { effectiveOrder: false });
    expect(b.bp).toBe(Math.exp(-1 / 3));
    expect(b.score).toBe(0);
    expect(b.format({ signature: false })).toBe('BLEU = 0.00 100.0/100.0/100.0/0.0 (BP = 0.717 ratio = 0.750 hyp_len = 3 ref_len = 4)');
    // with the effective order, only orders 1-3 count: 100 * BP
    expect(sentenceBleu('a b c', ['a b c d']).score).toBe(71.65313105737896); // 100 * exp(-1/3)
    // no match: 0 without looking at smoothing (sacrebleu #141)
    const none = sentenceBleu('x y z w', ['a b c d']);
    expect(none.score).toBe(0);
    expect(none.precisions).toEqual([0, 0, 0, 0]);
  });

  it('several references: clipping by the maximum count, the closest length (shorter on ties)', () => {
    // "the the the": ref 1 has "the" twice, ref 2 once -> 2 of 3 unigrams match
    const b = sentenceBleu('the the the', ['the cat the', 'the'], { effectiveOrder: false });
    expect(b.counts[0]).toBe(2);
    // lengths 3 and 1: 3 is closest
    expect(b.refLen).toBe(3);
    // hyp length 3, refs 2 and 4: both 1 away, the shorter wins
    expect(sentenceBleu('a b c', ['a b', 'a b c d']).refLen).toBe(2);
    expect(b.signature).toContain('nrefs:2|');
  });

  it('13a tokenization, lowercasing and tok:none', () => {
    expect(tokenize13a('Hello, world! It costs $1,000.50 (approx.) - see 3-4 &amp; "x".')).toBe(
      'Hello , world ! It costs $ 1,000.50 ( approx . ) - see 3 - 4 & " x " .',
    );
    expect(tokenize13a('a<skipped>b end-\nof line')).toBe('ab endof line');
    const lc = sentenceBleu('Hello, World!', ['hello, world!'], { lowercase: true, tokenize: 'none' });
    expect(lc.counts).toEqual([2, 1, 0, 0]);
    expect(lc.signature).toBe('nrefs:1|case:lc|eff:yes|tok:none|smooth:exp|version:2.6.0');
    expect(sentenceBleu('Hello, World!', ['hello, world!']).counts[0]).toBe(2); // "," and "!"
  });

  it('computeBleu works on summed statistics', () => {
    const r = computeBleu({ sysLen: 12, refLen: 12, correct: [9, 6, 3, 1], total: [12, 10, 8, 6] }, { smoothMethod: 'exp' });
    expect(r.score).toBe(40.95181294063601);
  });
});

describe('chrF', () => {
  it('slices by code point: an astral character is one character', () => {
    // "𝔘a" vs "𝔘b": 1-grams 1 of 2 match; 2-grams 0 of 1; no 3- to 6-grams.
    // Effective order 2: P = R = (1/2 + 0)/2 = 0.25; F2 = 5*0.25*0.25/(4*0.25+0.25) = 0.25
    const c = sentenceChrf('\u{1d518}a', ['\u{1d518}b']);
    expect(c.stats).toEqual([2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(c.score).toBe(25);
    // epsilon smoothing: (F(1/2,1/2) + 0 + 4 * 1e-16)/6 * 100 (orders without n-grams count eps)
    const eps = sentenceChrf('\u{1d518}a', ['\u{1d518}b'], { epsSmoothing: true });
    expect(eps.score).toBe(8.333333333333343);
    expect(eps.signature).toBe('nrefs:1|case:mixed|eff:no|nc:6|nw:0|space:no|version:2.6.0');
  });

  it('removes Python whitespace unless asked to keep it', () => {
    expect(sentenceChrf('a b', ['ab']).score).toBe(100);
    expect(sentenceChrf('a\u00a0b\u3000', ['ab']).score).toBe(100); // no-break and ideographic space
    expect(sentenceChrf('a\ufeffb', ['ab']).score).toBeLessThan(100); // U+FEFF is not whitespace in Python
    // whitespace kept: "a b" has 3 chars, "ab" 2; 1-grams 2/3 vs 2/2, nothing longer matches
    const ws = sentenceChrf('a b', ['ab'], { whitespace: true });
    expect(ws.score).toBe(45.45454545454545);
    expect(ws.signature).toContain('|space:yes|');
  });

  it('chrF++ adds word n-grams with punctuation split off', () => {
    // words: "Hello" "," "world" "!" vs "Hello" "world" "!"
    const c = sentenceChrf('Hello, world!', ['Hello world!'], { wordOrder: 2 });
    expect(c.name).toBe('chrF2++');
    expect(c.stats.slice(18)).toEqual([4, 3, 3, 3, 2, 1]);
    expect(c.score).toBe(65.18549385858529);
  });

  it('takes the statistics of the reference with the best F-score', () => {
    const best = sentenceChrf('abcdef', ['xyz', 'abcdef', 'abcdeg']);
    expect(best.score).toBe(100);
    expect(best.signature).toContain('nrefs:3|');
    expect(chrf(['abc', 'abc'], [['abc', 'abc']]).stats).toEqual(sentenceChrf('abc', ['abc']).stats.map((x) => 2 * x));
  });

  it('names and signatures', () => {
    const c = chrf(['a'], [['a']], { lowercase: true, beta: 3, charOrder: 4 });
    expect(c.name).toBe('chrF3');
    expect(c.signature).toBe('nrefs:1|case:lc|eff:yes|nc:4|nw:0|space:no|version:2.6.0');
    expect(c.shortSignature).toBe('#:1|c:lc|e:yes|nc:4|nw:0|s:no|v:2.6.0');
  });
});

describe('TER', () => {
  it('one shift: "a b c d e" -> "c d e a b" costs 1 edit, not 4', () => {
    // Without shifts: delete "a b", insert "a b" at the end = 4 edits. Moving the block "a b"
    // behind "e" leaves nothing to edit: 1 shift. TER = 1/5.
    expect(translationEditRate('a b c d e'.split(' '), 'c d e a b'.split(' '))).toEqual([1, 5]);
    const t = sentenceTer('a b c d e', ['c d e a b']);
    expect(t.score).toBe(20);
    expect([t.numEdits, t.refLength]).toEqual([1, 5]);
  });

  it('shifts plus edits; no shift where the words already match', () => {
    // "b a" vs "a b": one shift (or 2 substitutions); shifting is 1 edit
    expect(translationEditRate(['b', 'a'], ['a', 'b'])).toEqual([1, 2]);
    // a substitution only
    expect(translationEditRate(['a', 'x', 'c'], ['a', 'b', 'c'])).toEqual([1, 3]);
    // a shift and a substitution: "c d a X" -> "a b c d"
    expect(translationEditRate(['c', 'd', 'a', 'x'], ['a', 'b', 'c', 'd'])).toEqual([2, 4]);
    expect(translationEditRate(['a', 'b'], [])).toEqual([2, 0]);
    expect(translationEditRate([], ['a', 'b'])).toEqual([2, 2]);
  });

  it('_perform_shift moves a block before the target index', () => {
    const w = ['a', 'b', 'c', 'd', 'e'];
    expect(performShift(w, 3, 2, 0)).toEqual(['d', 'e', 'a', 'b', 'c']);
    expect(performShift(w, 0, 2, 5)).toEqual(['c', 'd', 'e', 'a', 'b']);
    expect(performShift(w, 1, 1, 2)).toEqual(['a', 'c', 'b', 'd', 'e']); // target within the block's end
  });

  it('case, empty references, several references', () => {
    expect(sentenceTer('The Cat', ['the cat']).score).toBe(0);
    const cs = sentenceTer('The Cat', ['the cat'], { caseSensitive: true });
    expect(cs.score).toBe(100);
    expect(cs.signature).toBe('nrefs:1|case:mixed|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0');
    expect(sentenceTer('a b', ['']).score).toBe(100); // edits but no reference words: 1.0
    expect(sentenceTer('', ['']).score).toBe(0);
    // the fewest edits over the references (1, against "a b c d"), the average reference length (3)
    const multi = sentenceTer('a b c', ['a b c d', 'x y']);
    expect([multi.numEdits, multi.refLength]).toEqual([1, 3]);
    expect(multi.score).toBe(33.33333333333333); // 100 * (1/3), as sacrebleu computes it
  });

  it('tercom tokenization: normalization, punctuation removal, Asian characters', () => {
    expect(tokenizeTercom('He said &quot;Hi, there.&quot; It\'s 3-4.', { normalized: true })).toBe(
      'he said " hi , there . " it \'s 3 - 4 .',
    );
    expect(tokenizeTercom('Hi, (there)!', { noPunct: true })).toBe('hi there');
    expect(tokenizeTercom('漢字。テスト', { normalized: true, asianSupport: true })).toBe('漢 字 。 テスト');
    // references are tokenized twice, as sacrebleu does: "it's\u00a0a" splits "'s" only the
    // second time (the first turns the no-break space into a space)
    const t = ter(["it 's a"], [["it's\u00a0a"]], { normalized: true });
    expect([t.numEdits, t.refLength]).toEqual([0, 3]);
  });
});

describe('corpus arguments', () => {
  it('throws on streams of different lengths, naming the numbers', () => {
    expect(() => bleu(['a', 'b', 'c'], [['a', 'b']])).toThrow('BLEU: 3 hypotheses but reference stream 1 has 2 segments');
    expect(() => chrf(['a'], [['a'], ['a', 'b']])).toThrow('chrF: 1 hypotheses but reference stream 2 has 2 segments');
    expect(() => ter(['a'], [])).toThrow(/no reference stream/);
    expect(() => ter([], [[]])).toThrow(/no hypotheses/);
    expect(() => bleu(['a'], ['a'] as unknown as string[][])).toThrow(/stream 1 is not an array/);
  });

  it('missing references (null) make the count variable; a segment needs one', () => {
    const b = bleu(['a b', 'c d'], [['a b', 'c d'], ['a b', null]]);
    expect(b.signature).toBe('nrefs:var|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0');
    expect(() => ter(['a'], [[null]])).toThrow(/segment 1 has no reference/);
  });

  it('corpus statistics are sums of sentence statistics', () => {
    const hyps = ['the cat sat on the mat', 'a b c', 'x y z w v'];
    const refs = ['the cat is on the mat', 'a b d', 'v w x y z'];
    const t = ter(hyps, [refs]);
    const parts = hyps.map((h, i) => sentenceTer(h, [refs[i]!]));
    expect(t.numEdits).toBe(parts.reduce((s, p) => s + p.numEdits, 0));
    expect(t.refLength).toBe(parts.reduce((s, p) => s + p.refLength, 0));
    const c = chrf(hyps, [refs]);
    const cs = hyps.map((h, i) => sentenceChrf(h, [refs[i]!]).stats);
    expect(c.stats).toEqual(cs.reduce((a, s) => a.map((x, k) => x + s[k]!)));
  });
});

describe('correctly rounded exp and log (BLEU parity with CPython)', () => {
  const rows = readFileSync(new URL('./fixtures/metrics-libm.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t') as [string, string, string, string]);

  it('equal the correctly rounded value, hence glibc (CPython) wherever glibc rounds correctly', () => {
    expect(rows.length).toBeGreaterThan(1000);
    const wrong: string[] = [];
    let glibcMisrounded = 0;
    for (const [fn, xs, glibc, exact] of rows) {
      const x = Number(xs);
      const got = fn === 'exp' ? crExp(x) : crLog(x);
      if (got !== Number(exact)) wrong.push(`${fn}(${xs}) = ${got}, correctly rounded ${exact}`);
      if (glibc !== exact) glibcMisrounded++;
    }
    expect(wrong).toEqual([]);
    // the fixture keeps the inputs where glibc 2.36 is one ulp off (sacrebleu then differs in the last digit)
    expect(glibcMisrounded).toBe(5);
  });

  it('special values', () => {
    expect(crLog(1)).toBe(0);
    expect(crLog(0)).toBe(-Infinity);
    expect(crLog(-1)).toBeNaN();
    expect(crLog(5e-324)).toBe(Math.log(5e-324));
    expect(crExp(0)).toBe(1);
    expect(crExp(-9999999999 / 4)).toBe(0);
    expect(crExp(710)).toBe(Infinity);
    expect(crExp(709.7)).toBe(Math.exp(709.7));
    expect(crExp(Math.log(100))).toBe(100.00000000000004);
  });
});
