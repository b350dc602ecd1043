/**
 * INES scorer (src/eval/ines.ts): the output of the official INES_eval.py v1.0 (hlt-mt/FBK-fairseq) on a
 * small test vector, the facts of FBK's test_ines_eval.py, and our decisions.
 */
import { describe, expect, it } from 'vitest';
import {
  containsContiguous,
  formatInes,
  formatInesSentenceTsv,
  inesJson,
  readInes,
  readInesHypotheses,
  scoreInes,
  scoreInesSentence,
} from '../src/eval/ines.js';

function tsv(terms: string[]): string {
  return ['ID\tSRC-de\tEVAL-TERMS-en', ...terms.map((t, i) => `ines-${i + 1}\tQuelle ${i + 1}\t${t}`)].join('\n') + '\n';
}

const VECTOR_TSV = tsv(['average person;average man', 'spokesperson;spokesman', 'people;men']);
const VECTOR_HYP = 'The average Man is tall .\nThe spokesperson, said\nPeople and men .\n';

function score(ref: string, hyp: string) {
  return scoreInes(readInes(ref).entries, readInesHypotheses(hyp));
}

describe('INES: official output on a small vector', () => {
  it('without --acc-scores', () => {
    expect(formatInes(score(VECTOR_TSV, VECTOR_HYP))).toBe(
      'INES_eval v1.0\nGlobal Inclusivity Index\n------------------------\n0.33333333333333337\n',
    );
  });

  it('with --acc-scores', () => {
    expect(formatInes(score(VECTOR_TSV, VECTOR_HYP), { accScores: true })).toBe(
      [
        'INES_eval v1.0',
        'Global Inclusivity Index',
        '------------------------',
        '0.33333333333333337',
        'Term Coverage\tInclusivity Accuracy',
        '-------------------------------------------------',
        '0.6666666666666666\t0.3333333333333333',
        '',
      ].join('\n'),
    );
  });

  it('index is computed as 1 - a/N (0.33333333333333337), not (N - a)/N (0.3333333333333333)', () => {
    const r = score(VECTOR_TSV, VECTOR_HYP);
    expect(r.inclusivityIndex).toBe(1 - 2 / 3);
    expect(r.inclusivityIndex).not.toBe((3 - 2) / 3);
  });

  it('sentence scores 1 0 1 / 0 0 0 / 1 1 1 as csv.DictWriter writes them; the "both found" log line', () => {
    const r = score(VECTOR_TSV, VECTOR_HYP);
    expect(formatInesSentenceTsv(r)).toBe(
      'num_terms_found\tnum_inclusive\tnum_not_inclusive\r\n1\t0\t1\r\n0\t0\t0\r\n1\t1\t1\r\n',
    );
    expect(r.bothFound).toEqual(["Both inclusive and not inclusive terms found at line ines-3: 'People and men .'"]);
  });

  it('JSON has the three scores, the totals and every sentence', () => {
    const j = JSON.parse(JSON.stringify(inesJson(score(VECTOR_TSV, VECTOR_HYP)))) as Record<string, unknown>;
    expect(j['totals']).toEqual({ sentences: 3, termsFound: 2, inclusive: 1, notInclusive: 2 });
    expect(j['inclusivityIndex']).toBe(0.33333333333333337);
    expect((j['sentences'] as unknown[])[2]).toEqual({ row: 3, id: 'ines-3', numTermsFound: 1, numInclusive: 1, numNotInclusive: 1 });
  });
});

describe("INES: FBK's unit tests (test_ines_eval.py)", () => {
  const entry = (pair: string) => readInes(tsv([pair])).entries[0]!;

  it('"average male" does not match "average man"', () => {
    expect(scoreInesSentence('the average male is tall', entry('average person;average man'))).toEqual({
      numTermsFound: 0,
      numInclusive: 0,
      numNotInclusive: 0,
    });
  });

  it('non-contiguous tokens do not match', () => {
    expect(scoreInesSentence('the average tall person', entry('average person;average man')).numTermsFound).toBe(0);
    expect(containsContiguous(['a', 'x', 'b'], ['a', 'b'])).toBe(false);
    expect(containsContiguous(['x', 'a', 'b'], ['a', 'b'])).toBe(true);
  });

  it('a duplicate inclusive term still counts 1', () => {
    expect(scoreInesSentence('Person and person and PERSON', entry('person;man'))).toEqual({
      numTermsFound: 1,
      numInclusive: 1,
      numNotInclusive: 0,
    });
  });

  it('both found: found 1, inclusive 1, not inclusive 1', () => {
    expect(scoreInesSentence('firefighters and firemen', entry('firefighters;firemen'))).toEqual({
      numTermsFound: 1,
      numInclusive: 1,
      numNotInclusive: 1,
    });
  });

  it('eight sentences with found 6, inclusive 4, not inclusive 4: coverage 0.75, accuracy 0.5, index 0.5', () => {
    const ref = tsv(Array.from({ length: 8 }, () => 'humankind;mankind'));
    const hyps = [
      'humankind and mankind', // both
      'mankind or humankind', // both
      'humankind', // inclusive
      'all of humankind .', // inclusive
      'mankind', // not inclusive
      'all mankind .', // not inclusive
      'humans', // none
      '', // none
    ];
    const r = score(ref, hyps.join('\n') + '\n');
    expect(r.totals).toEqual({ sentences: 8, termsFound: 6, inclusive: 4, notInclusive: 4 });
    expect([r.termCoverage, r.inclusivityAccuracy, r.inclusivityIndex]).toEqual([0.75, 0.5, 0.5]);
    expect(formatInes(r, { accScores: true }).split('\n').slice(3)).toEqual(['0.5', 'Term Coverage\tInclusivity Accuracy', '-'.repeat(49), '0.75\t0.5', '']);
  });

  it('nothing found: accuracy 0.0, index 1.0', () => {
    const r = score(tsv(['person;man']), 'nothing\n');
    expect(formatInes(r, { accScores: true }).split('\n').slice(3, 7)).toEqual(['1.0', 'Term Coverage\tInclusivity Accuracy', '-'.repeat(49), '0.0\t0.0']);
  });
});

describe('INES: reading the TSV', () => {
  it('terms are stripped, lowercased and split on any Python whitespace', () => {
    const [e] = readInes(tsv([' Average\u00a0Person ;average   MAN\t'])).entries;
    expect(e).toEqual({ row: 1, id: 'ines-1', inclusive: ['average', 'person'], notInclusive: ['average', 'man'] });
  });

  it('a value without ";" is an error naming the row', () => {
    expect(() => readInes(tsv(['person']), { file: 'ines.tsv' })).toThrow(
      `'ines.tsv': data row 1 (ID ines-1): EVAL-TERMS-en "person" is not "inclusive term;non-inclusive term"`,
    );
  });

  it('extra items and empty terms: warnings (scored as Python does), errors with strict', () => {
    const ref = readInes(tsv(['person;man;guy', ';man']), { file: 'ines.tsv' });
    expect(ref.warnings).toEqual([
      `'ines.tsv': data row 1 (ID ines-1): EVAL-TERMS-en "person;man;guy" has 3 ";"-separated items; only the first two are used (as the official script does)`,
      `'ines.tsv': data row 2 (ID ines-2): EVAL-TERMS-en ";man" has an empty inclusive term, which the official script counts as found in every hypothesis`,
    ]);
    // Python: the empty term matches every hypothesis, even an empty one.
    expect(scoreInesSentence('', ref.entries[1]!)).toEqual({ numTermsFound: 1, numInclusive: 1, numNotInclusive: 0 });
    expect(() => readInes(tsv([';man']), { file: 'ines.tsv', strict: true })).toThrow(/empty inclusive term/);
  });

  it('missing column, count mismatch and empty reference are errors', () => {
    expect(() => readInes('ID\tEVAL-TERMS\n1\ta;b\n', { file: 'ines.tsv' })).toThrow(
      `'ines.tsv' has no column "EVAL-TERMS-en" (columns found: "ID", "EVAL-TERMS")`,
    );
    expect(() => score(VECTOR_TSV, VECTOR_HYP + 'extra\n')).toThrow(/4 hypotheses for 3 INES rows/);
    expect(() => score('ID\tEVAL-TERMS-en\n', '')).toThrow(/no rows/);
  });

  it('without an ID column the log line names the data row', () => {
    const r = score('EVAL-TERMS-en\nperson;man\n', 'person man\n');
    expect(r.bothFound).toEqual(["Both inclusive and not inclusive terms found at line 1: 'person man'"]);
  });
});
