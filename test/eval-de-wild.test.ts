/**
 * de-wild scorer (src/eval/de-wild.ts) on a small set written for this test, with the real checker and
 * with fixed diagnostics whose counts can be worked out by hand; and on the whole de-wild dev set where
 * GENDERFAIR_DE_WILD names it.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { check } from '../src/check.js';
import { formatDeWild, readDeWild, scoreDeWild } from '../src/eval/de-wild.js';
import type { Diagnostic } from '../src/types.js';
import { dataPath, withData } from './helpers/data.js';

const MINI = fileURLToPath(new URL('./fixtures/de-wild-mini.jsonl', import.meta.url));

function diag(start: number, end: number, severity: Diagnostic['severity']): Diagnostic {
  return { ruleId: 'x', start, end, actual: '', message: '', severity, confidence: 'high', suggestions: [] };
}

describe('de-wild scorer', () => {
  it('counts words, severities and notes as the protocol says', () => {
    const entries = readDeWild(MINI);
    const byId: Record<string, Diagnostic[]> = {
      // "Jeder" by a warning (a false positive: only the noun is gold), "Mitarbeiter" by an info only
      'Jeder Mitarbeiter erhält einen Schlüssel.': [diag(0, 5, 'warning'), diag(6, 17, 'info')],
      // the lookalike "Worker" flagged as info: a note hit, not a warning false positive
      'Der Server startet den Worker neu.': [diag(23, 29, 'info')],
      // a warning on the inclusive pair: one false positive, one inclusive note word hit
      'Die Lehrerinnen und Lehrer treffen sich.': [diag(20, 26, 'warning')],
    };
    const r = scoreDeWild(entries, (text) => byId[text] ?? []);
    expect(r.goldWords).toBe(1);
    expect(r.warnings).toMatchObject({ tp: 0, fp: 2, fn: 1, precision: 0, recall: 0 });
    expect(r.all).toMatchObject({ tp: 1, fp: 3, fn: 0, recall: 1, precision: 0.25 });
    expect(r.notes.lookalike).toEqual({ words: 2, flagged: 1 });
    expect(r.notes.inclusive).toEqual({ words: 3, flagged: 1 });
    expect(formatDeWild(r, { details: true })).toContain('mini-2  notes Worker (lookalike)');
  });

  it('scores the real checker', () => {
    const r = scoreDeWild(readDeWild(MINI), (text) => check(text));
    expect(r.warnings).toMatchObject({ tp: 1, fp: 0, fn: 0 });
    expect(r.notes.inclusive.flagged).toBe(0);
  });

  it('rejects a malformed file with the line number', () => {
    expect(() => readDeWild(fileURLToPath(new URL('./fixtures/agreement.tsv', import.meta.url)))).toThrow(/:1: not valid JSON/);
  });
});

const DE_WILD = dataPath('GENDERFAIR_DE_WILD');

describe.skipIf(!DE_WILD)(withData('the whole de-wild dev set', 'GENDERFAIR_DE_WILD', DE_WILD), () => {
  it('the real checker: hits and misses add up to the gold words; the per-entry lists add up to the counts', () => {
    const entries = DE_WILD === undefined ? [] : readDeWild(DE_WILD);
    const r = scoreDeWild(entries, (text) => check(text));
    expect(r.rows).toBe(entries.length);
    // every flag span of the set is one word
    expect(r.goldWords).toBe(entries.reduce((n, e) => n + e.flag_spans.length, 0));
    expect(r.warnings.tp + r.warnings.fn).toBe(r.goldWords);
    expect(r.all.tp + r.all.fn).toBe(r.goldWords);
    expect(r.entries.reduce((n, e) => n + e.missed.length, 0)).toBe(r.warnings.fn);
    expect(r.entries.reduce((n, e) => n + e.falsePositives.length, 0)).toBe(r.warnings.fp);
  });
});
