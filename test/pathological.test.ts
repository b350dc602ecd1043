/**
 * Pathological input (issue 11, "bounded cost"): the checker finishes on each and finds nothing it should
 * not. No timing assertions (bench/pathological.ts measures the time); the generous timeouts only keep a
 * regression to quadratic cost from hanging the suite.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { check } from '../src/index.js';
import { MAX_WORD_LENGTH } from '../src/de/lexicon.js';
import { pathologicalInputs } from './helpers/pathological.js';

const example = readFileSync(new URL('../examples/stellenanzeige.txt', import.meta.url), 'utf8');
const inputs = new Map(pathologicalInputs(example).map((p) => [p.name, p.text]));
const input = (name: string): string => {
  const text = inputs.get(name);
  if (text === undefined) throw new Error(`no input ${name}`);
  return text;
};
const flaggedWords = (text: string): Set<string> => new Set(check(text).map((d) => d.actual));
const SLOW = 120_000;

describe('pathological input: finishes and finds nothing it should not', () => {
  it("one 72 KB token ('Lehrer' x 12000) is longer than any word and is skipped", () => {
    expect(check(input("'Lehrer' x 12000"))).toEqual([]);
  });

  it("one 60 KB compound ('Lehrerzimmer' x 5000) is skipped", () => {
    expect(check(input("'Lehrerzimmer' x 5000"))).toEqual([]);
  });

  it('a word just within the length limit is still analysed, one beyond it is not', () => {
    const compound = (n: number): string => 'Sport' + 'sport'.repeat(n) + 'lehrer';
    expect(compound(13).length).toBe(76);
    expect(check(`Die ${compound(13)} kommen.`).map((d) => d.actual)).toEqual([compound(13)]);
    expect(compound(15).length).toBeGreaterThan(MAX_WORD_LENGTH);
    expect(check(`Die ${compound(15)} kommen.`)).toEqual([]);
  });

  it(
    'a 5 MB line without spaces gives only the findings of its copies',
    () => {
      const oneCopy = flaggedWords(example.replace(/\s+/g, ''));
      const words = flaggedWords(input('5 MB line without spaces'));
      expect([...words].every((w) => oneCopy.has(w))).toBe(true);
    },
    SLOW,
  );

  it(
    'a 5 MB line of one character and a run of punctuation give nothing',
    () => {
      expect(check(input('5 MB line of one character'))).toEqual([]);
      expect(check(input('1 MB run of punctuation'))).toEqual([]);
    },
    SLOW,
  );

  it(
    'a sentence without end flags only words that the prose flags',
    () => {
      const prose = flaggedWords(example);
      const words = flaggedWords(input('1 MB sentence without end'));
      expect(words.size).toBeGreaterThan(0);
      expect([...words].filter((w) => !prose.has(w))).toEqual([]);
    },
    SLOW,
  );

  it(
    '100,000 short lines give one finding each',
    () => {
      const ds = check(input('100k short lines'));
      expect(ds).toHaveLength(100_000);
      expect(ds.every((d) => d.actual === 'Lehrer' && d.severity === 'warning')).toBe(true);
    },
    SLOW,
  );
});
