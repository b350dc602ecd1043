/**
 * MuST-SHE scorer (src/eval/mustshe.ts): the output of the official v1.1 script on the test vector of
 * test/fixtures/mustshe-vector.ts, the facts locked in by FBK's test_mustshe_accuracy.py, and our
 * decisions where the official script crashes.
 */
import { describe, expect, it } from 'vitest';
import {
  formatMustShe,
  formatMustSheSentenceTsv,
  mustSheJson,
  readMustShe,
  readMustSheHypotheses,
  scoreMustShe,
  scoreMustSheSentence,
} from '../src/eval/mustshe.js';
import {
  MUSTSHE_HEADER as HEADER,
  MUSTSHE_OFFICIAL_STDOUT as OFFICIAL_STDOUT,
  MUSTSHE_VECTOR_HYP as VECTOR_HYP,
  MUSTSHE_VECTOR_TSV as VECTOR_TSV,
  mustSheTsv as tsv,
} from './fixtures/mustshe-vector.js';

function score(ref: string, hyp: string) {
  return scoreMustShe(readMustShe(ref).entries, readMustSheHypotheses(hyp));
}

describe('MuST-SHE: official output on the test vector', () => {
  it('reproduces the official stdout character for character', () => {
    expect(formatMustShe(score(VECTOR_TSV, VECTOR_HYP))).toBe(OFFICIAL_STDOUT);
  });

  it('sentence stats 1 0 0 0 / 3 3 1 2 / 1 0 0 0 / 1 1 1 1, written as csv.DictWriter does', () => {
    const result = score(VECTOR_TSV, VECTOR_HYP);
    expect(result.sentences.map((s) => [s.numTerms, s.numTermsFound, s.numCorrect, s.numWrong])).toEqual([
      [1, 0, 0, 0],
      [3, 3, 1, 2],
      [1, 0, 0, 0],
      [1, 1, 1, 1],
    ]);
    expect(formatMustSheSentenceTsv(result)).toBe(
      'num_terms\tnum_terms_found\tnum_correct\tnum_wrong\r\n1\t0\t0\t0\r\n3\t3\t1\t2\r\n1\t0\t0\t0\r\n1\t1\t1\t1\r\n',
    );
  });

  it('the same with CRLF hypotheses and a CRLF reference', () => {
    expect(formatMustShe(score(VECTOR_TSV.replace(/\n/g, '\r\n'), VECTOR_HYP.replace(/\n/g, '\r\n')))).toBe(OFFICIAL_STDOUT);
  });

  it('derived micro aggregates: CAT1 = 1F+1M, CAT2 = 2F+2M, F, M (only with --derived in text)', () => {
    const result = score(VECTOR_TSV, VECTOR_HYP);
    expect(result.derived.map((d) => [d.group, d.terms, d.found, d.correct, d.wrong, d.termCoverage, d.genderAccuracy])).toEqual([
      ['CAT1', 2, 1, 1, 1, 0.5, 0.5],
      ['CAT2', 4, 3, 1, 2, 0.75, 1 / 3],
      ['F', 1, 0, 0, 0, 0, 0],
      ['M', 5, 4, 2, 3, 0.8, 0.4],
    ]);
    const text = formatMustShe(result, { derived: true });
    expect(text.startsWith(OFFICIAL_STDOUT)).toBe(true);
    expect(text.slice(OFFICIAL_STDOUT.length)).toBe(
      [
        '',
        'Derived (genderfair micro aggregates; not printed by the official script)',
        'Group\tTerm Coverage\tGender Accuracy',
        '-'.repeat(49),
        'CAT1\t0.5\t0.5',
        'CAT2\t0.75\t0.3333333333333333',
        'F\t0.0\t0.0',
        'M\t0.8\t0.4',
        '-'.repeat(49),
        '',
      ].join('\n'),
    );
  });

  it('JSON has the counts per category, Global, derived and per sentence', () => {
    const j = JSON.parse(JSON.stringify(mustSheJson(score(VECTOR_TSV, VECTOR_HYP)))) as {
      categories: Array<Record<string, unknown>>;
      global: Record<string, unknown>;
      sentences: Array<Record<string, unknown>>;
    };
    expect(j.categories[2]).toEqual({ category: '2M', terms: 4, found: 3, correct: 1, wrong: 2, termCoverage: 0.75, genderAccuracy: 1 / 3 });
    expect(j.global).toEqual({ terms: 6, found: 4, correct: 2, wrong: 3, termCoverage: 4 / 6, genderAccuracy: 0.4 });
    expect(j.sentences[1]).toEqual({ row: 2, id: 'it-0002', category: '2M', numTerms: 3, numTermsFound: 3, numCorrect: 1, numWrong: 2 });
  });
});

describe("MuST-SHE: FBK's unit tests (test_mustshe_accuracy.py)", () => {
  it('both forms present: found once, correct and wrong both counted', () => {
    const s = scoreMustSheSentence('io sono bella bello e carina', [
      { correct: 'bella', wrong: 'bello' },
      { correct: 'carina', wrong: 'carino' },
    ]);
    expect(s).toEqual({ numTerms: 2, numTermsFound: 2, numCorrect: 2, numWrong: 1 });
  });

  it('duplicate annotated terms need two tokens (tokens are consumed)', () => {
    const terms = [
      { correct: 'bella', wrong: 'bello' },
      { correct: 'bella', wrong: 'bello' },
    ];
    expect(scoreMustSheSentence('io sono bella', terms)).toEqual({ numTerms: 2, numTermsFound: 1, numCorrect: 1, numWrong: 0 });
    expect(scoreMustSheSentence('bella e bella', terms)).toEqual({ numTerms: 2, numTermsFound: 2, numCorrect: 2, numWrong: 0 });
    // The first pair consumes both "bella" and "bello"; nothing is left for the second.
    expect(scoreMustSheSentence('bella e bello', terms)).toEqual({ numTerms: 2, numTermsFound: 1, numCorrect: 1, numWrong: 1 });
  });

  it('matching is on lowercased whitespace tokens: no detokenised punctuation, no partial words', () => {
    const terms = [{ correct: 'stanca', wrong: 'stanco' }];
    expect(scoreMustSheSentence('Sono STANCA .', terms).numCorrect).toBe(1);
    expect(scoreMustSheSentence('Sono stanca.', terms).numTermsFound).toBe(0);
    expect(scoreMustSheSentence('stancamente', terms).numTermsFound).toBe(0);
    // Python whitespace: U+0085 separates, U+FEFF does not.
    expect(scoreMustSheSentence('sono\u0085stanca', terms).numCorrect).toBe(1);
    expect(scoreMustSheSentence('sono\ufeffstanca', terms).numTermsFound).toBe(0);
  });
});

describe('MuST-SHE: reading the TSV', () => {
  it('GENDERTERMS is read with Python csv quoting, stripped and lowercased, split on ";" and one space', () => {
    const ref = readMustShe(
      tsv([
        ['a', '2F', '"Amiche amici;""brave"" bravi"'],
        ['b', '1F', ' Stanca stanco\t'],
        ['c', '1M', 'x"y z'],
      ]),
    );
    expect(ref.entries.map((e) => e.terms)).toEqual([
      [
        { correct: 'amiche', wrong: 'amici' },
        { correct: '"brave"', wrong: 'bravi' },
      ],
      [{ correct: 'stanca', wrong: 'stanco' }],
      [{ correct: 'x"y', wrong: 'z' }],
    ]);
    expect(ref.warnings).toEqual([]);
  });

  it('categories are printed in Python sorted() order, whatever the file order', () => {
    const ref = tsv([
      ['a', '2M', 'a b'],
      ['b', '1M', 'c d'],
      ['c', '10F', 'e f'],
      ['d', '1F', 'g h'],
    ]);
    const out = formatMustShe(score(ref, 'a\nd\nf\nx\n')).split('\n');
    expect(out.slice(3, 7).map((l) => l.split('\t')[0])).toEqual(['10F', '1F', '1M', '2M']);
  });

  it('malformed pairs: v1.0 reading with a warning by default, an error with strict; no space is always an error', () => {
    const doubleSpace = tsv([['it-7', '1F', 'stanca  stanco']]);
    const ref = readMustShe(doubleSpace, { file: 'ms.tsv' });
    expect(ref.entries[0]!.terms).toEqual([{ correct: 'stanca', wrong: '' }]);
    expect(ref.warnings).toEqual([
      `'ms.tsv': data row 1 (ID it-7): GENDERTERMS pair "stanca  stanco" is not "correct wrong" with one space (the official v1.1 script crashes on it); read as v1.0 did: correct "stanca", wrong ""`,
    ]);
    expect(() => readMustShe(doubleSpace, { file: 'ms.tsv', strict: true })).toThrow(
      `'ms.tsv': data row 1 (ID it-7): GENDERTERMS pair "stanca  stanco" is not "correct wrong" with one space (the official v1.1 script crashes on it)`,
    );
    expect(() => readMustShe(tsv([['it-8', '1F', 'stanca stanco;']]), { file: 'ms.tsv' })).toThrow(
      `'ms.tsv': data row 1 (ID it-8): GENDERTERMS pair "" is not "correct wrong" (empty pair: a stray ";"?)`,
    );
    expect(() => readMustShe(tsv([['it-9', '1F', 'stanca']]), { file: 'ms.tsv' })).toThrow(/pair "stanca" is not "correct wrong" \(no space/);
  });

  it('missing column and short rows are errors naming the file, the row and the columns', () => {
    expect(() => readMustShe('ID\tCATEGORY\nx\t1F\n', { file: 'ms.tsv' })).toThrow(
      `'ms.tsv' has no column "GENDERTERMS" (columns found: "ID", "CATEGORY")`,
    );
    expect(() => readMustShe(`${HEADER}\nit-1\tit\tt\n`, { file: 'ms.tsv' })).toThrow(
      `'ms.tsv': data row 1 (ID it-1) has 3 fields but the header has 11; no value for column "CATEGORY"`,
    );
  });

  it('blank lines in the TSV are skipped (DictReader); blank hypothesis lines are hypotheses', () => {
    const ref = readMustShe(VECTOR_TSV.replace('\nit-0002', '\n\nit-0002'));
    expect(ref.entries).toHaveLength(4);
    expect(readMustSheHypotheses('a\n\nb')).toEqual(['a', '', 'b']);
  });
});

describe('MuST-SHE: where the official script crashes or asserts', () => {
  it('nothing found anywhere: Global accuracy null (nan in text) with a warning', () => {
    const result = score(VECTOR_TSV, 'a\nb\nc\nd\n');
    expect(result.global.genderAccuracy).toBeNull();
    expect(result.global.termCoverage).toBe(0);
    expect(result.warnings[0]).toMatch(/Global gender accuracy is undefined/);
    expect(formatMustShe(result)).toBe(
      [
        'mustshe_gender_accuracy v1.1',
        'Category\tTerm Coverage\tGender Accuracy',
        '-'.repeat(49),
        '1F\t0.0\t0.0',
        '1M\t0.0\t0.0',
        '2M\t0.0\t0.0',
        '-'.repeat(49),
        'Global\t0.0\tnan',
        '-'.repeat(49),
        '',
      ].join('\n'),
    );
    expect(JSON.parse(JSON.stringify(mustSheJson(result))).global.genderAccuracy).toBeNull();
  });

  it('hypothesis count must equal the row count; no rows is an error', () => {
    expect(() => score(VECTOR_TSV, 'a\nb\nc\n')).toThrow(/3 hypotheses for 4 MuST-SHE rows/);
    expect(() => score(`${HEADER}\n`, '')).toThrow(/no rows/);
  });
});
