import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { registerBench } from '../src/cli/bench.js';
import {
  applyEdits,
  candidateSentences,
  formatDeInclusive,
  labelWords,
  normalizeGenderStar,
  rankVectors,
  readDeInclusive,
  scoreDeInclusive,
  suggestionScore,
  wordSpans,
  type DeCheckFunction,
  type DeInclusiveEntry,
} from '../src/eval/de-inclusive.js';
import type { Diagnostic, Edit, Style, Suggestion } from '../src/types.js';
import { dataPath, withData } from './helpers/data.js';

/** The whole dev set (300 real sentences), when GENDERFAIR_DE_INCLUSIVE names it. */
const DEV = dataPath('GENDERFAIR_DE_INCLUSIVE');
/** Ten sentences in the same format, written for these tests (test/fixtures/README.md). */
const MINI = fileURLToPath(new URL('./fixtures/de-inclusive-mini.jsonl', import.meta.url));

/** Independent reference for the score: 1 - (1/(1+e^-r'))^100. */
const ref = (rPrime: number): number => 1 - Math.pow(1 / (1 + Math.exp(-rPrime)), 100);

// ---------------------------------------------------------------------------------------------
// Helpers to build diagnostics

function suggestion(edits: Edit[], style: Style = 'star'): Suggestion {
  return { style, edits, preview: edits.map((e) => e.text).join(' ') };
}

function diag(text: string, start: number, end: number, suggestions: Suggestion[], severity: 'warning' | 'info' = 'warning'): Diagnostic {
  return {
    ruleId: 'test',
    start,
    end,
    actual: text.slice(start, end),
    message: 'test',
    confidence: 'high',
    severity,
    suggestions,
  };
}

/** Token-level LCS diff of a -> b, as edits on a (hunks never overlap or touch). */
function diffEdits(a: string, b: string): Edit[] {
  const TOKEN = /[\p{L}\p{N}\p{M}\u00AD]+|\s+|[^\p{L}\p{N}\p{M}\u00AD\s]/gu;
  const ta = [...a.matchAll(TOKEN)].map((m) => ({ t: m[0], s: m.index ?? 0 }));
  const tb = [...b.matchAll(TOKEN)].map((m) => m[0]);
  expect(ta.map((x) => x.t).join('')).toBe(a);
  expect(tb.join('')).toBe(b);
  const n = ta.length;
  const m = tb.length;
  const L: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const row = L[i]!;
      row[j] = ta[i]!.t === tb[j] ? L[i + 1]![j + 1]! + 1 : Math.max(L[i + 1]![j]!, row[j + 1]!);
    }
  }
  const edits: Edit[] = [];
  let i = 0;
  let j = 0;
  let hunk: { start: number; end: number; text: string } | null = null;
  const pos = (k: number): number => (k < n ? ta[k]!.s : a.length);
  const flush = (): void => {
    if (hunk) edits.push(hunk);
    hunk = null;
  };
  while (i < n || j < m) {
    if (i < n && j < m && ta[i]!.t === tb[j]) {
      flush();
      i++;
      j++;
    } else if (j < m && (i === n || L[i]![j + 1]! >= L[i + 1]![j]!)) {
      hunk ??= { start: pos(i), end: pos(i), text: '' };
      hunk.text += tb[j];
      j++;
    } else {
      hunk ??= { start: pos(i), end: pos(i), text: '' };
      hunk.end = pos(i + 1);
      i++;
    }
  }
  flush();
  expect(applyEdits(a, edits)).toBe(b);
  return edits;
}

/** Distance between an edit and a span (0 when they overlap or touch). */
function distance(e: Edit, [a, b]: [number, number]): number {
  if (e.end < a) return a - e.end;
  if (e.start > b) return e.start - b;
  return 0;
}

/** Oracle: one diagnostic per gold span; its single suggestion holds the diff hunks nearest to it. */
function oracleDiagnostics(entry: DeInclusiveEntry): Diagnostic[] {
  const spans = entry.exclusive_spans;
  if (spans.length === 0) return [];
  const groups: Edit[][] = spans.map(() => []);
  for (const e of diffEdits(entry.exclusive, entry.inclusive)) {
    let best = 0;
    spans.forEach((s, k) => {
      if (distance(e, s) < distance(e, spans[best]!)) best = k;
    });
    groups[best]!.push(e);
  }
  return spans.map(([a, b], k) =>
    diag(entry.exclusive, a, b, groups[k]!.length > 0 ? [suggestion(groups[k]!)] : []),
  );
}

function checkerFrom(entries: DeInclusiveEntry[], make: (e: DeInclusiveEntry) => Diagnostic[], calls?: Array<[string, Style[]]>): DeCheckFunction {
  const byText = new Map(entries.map((e) => [e.exclusive, e]));
  return (text, options) => {
    calls?.push([text, options.styles]);
    const entry = byText.get(text);
    if (!entry) throw new Error(`unknown text ${text}`);
    return make(entry);
  };
}

// ---------------------------------------------------------------------------------------------

describe('suggestionScore', () => {
  it('is ~1 at rank 0, 0 when not found, and follows 1 - 1/(1+e^-r)^100', () => {
    expect(suggestionScore(0)).toBeCloseTo(1, 12);
    expect(1 - suggestionScore(0)).toBeLessThan(1e-15); // 1 - 2^-100
    expect(suggestionScore(null)).toBe(0);
    expect(suggestionScore(null, 3)).toBe(0);
    for (const r of [1, 2, 3, 5, 8, 10, 20]) expect(suggestionScore(r)).toBeCloseTo(ref(r), 12);
    expect(suggestionScore(2)).toBeCloseTo(1 - Math.pow(1 / (1 + Math.exp(-2)), 100), 14);
    // steepest part around r = 5: s(5) = 1 - (1+e^-5)^-100 ≈ 0.489
    expect(suggestionScore(5)).toBeCloseTo(ref(5), 12);
    expect(suggestionScore(5)).toBeGreaterThan(0.45);
    expect(suggestionScore(5)).toBeLessThan(0.53);
    // large ranks: tiny but finite, no NaN
    expect(suggestionScore(1000)).toBeGreaterThanOrEqual(0);
    expect(Number.isFinite(suggestionScore(1e6))).toBe(true);
  });

  it('decreases monotonically with the rank', () => {
    let prev = Infinity;
    for (let r = 0; r <= 50; r++) {
      const s = suggestionScore(r);
      expect(s).toBeLessThan(prev);
      expect(s).toBeGreaterThan(0);
      prev = s;
    }
  });

  it('uses the adjusted rank r^(1/p)', () => {
    expect(suggestionScore(4, 2)).toBeCloseTo(ref(2), 12);
    expect(suggestionScore(9, 2)).toBeCloseTo(ref(3), 12);
    expect(suggestionScore(8, 3)).toBeCloseTo(ref(2), 12);
    expect(suggestionScore(3, 0)).toBeCloseTo(ref(3), 12); // p is at least 1
    expect(suggestionScore(0, 5)).toBeCloseTo(1, 12);
  });
});

describe('normalizeGenderStar', () => {
  it.each([
    ['Bürger:innen', 'Bürger*innen'],
    ['Bürger_innen', 'Bürger*innen'],
    ['Bürger·innen', 'Bürger*innen'],
    ['Bürger/-innen', 'Bürger*innen'],
    ['Bürger/innen', 'Bürger*innen'],
    ['Sportler/in', 'Sportler*in'],
    ['Bürger/-in', 'Bürger*in'],
    ['BürgerInnen', 'Bürger*innen'],
    ['BürgermeisterIn überreicht', 'Bürgermeister*in überreicht'],
    ['ÄrztInnen?', 'Ärzt*innen?'],
    ['Bürger(innen)', 'Bürger*innen'],
    ['Bürger(in)', 'Bürger*in'],
    ['Bürger:Innen', 'Bürger*innen'],
    ['eine/n Betreuer/in', 'eine*n Betreuer*in'],
    ['jede/r', 'jede*r'],
    ['jede/-r', 'jede*r'],
    ['eine/s', 'eine*s'],
    ['jede:r', 'jede*r'],
    ['Jede:r', 'Jede*r'],
    ['Ein:e Tutor:in', 'Ein*e Tutor*in'],
    ['Ihre:n Ehepartner:in', 'Ihre*n Ehepartner*in'],
    ['Der:die Kellner:in', 'Der*die Kellner*in'],
    ['der/die Nutzer/in', 'der*die Nutzer*in'],
    ['jede(r)', 'jede*r'],
    ['Entwickler:innen-Team', 'Entwickler*innen-Team'],
    ['Bürger:innenrat', 'Bürger*innenrat'],
    ['BürgerInnenrat', 'Bürger*innenrat'],
    ['Hacker*innen-Ethik', 'Hacker*innen-Ethik'],
    ['eine*n Betreuer*in', 'eine*n Betreuer*in'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeGenderStar(input)).toBe(expected);
    expect(normalizeGenderStar(expected)).toBe(expected);
  });

  it.each([
    'Hinweis: Text folgt.',
    'Beispiel: die Daten',
    'Treffen um 10:30 Uhr',
    'und/oder',
    'mit 50 km/h und 3 m/s',
    'die GmbH und die BahnCard',
    'auf LinkedIn oder per PlugIn, LogIn und CheckIn',
    'siehe https://example.org/in/innen und www.example.org/team/in',
    'mailto:info@example.org oder team.in@example.org',
    'bei example.org/in',
    'ein Tool (Posthog) und (Slack Community).',
    'Ein-/Ausgabe',
    'Input/Output',
  ])('leaves %s alone', (text) => {
    expect(normalizeGenderStar(text)).toBe(text);
  });
});

describe('wordSpans and labelWords', () => {
  it('tokenises words; hyphenated compounds are one word', () => {
    const text = "'Die Entwickler-Team-Sitzung', 3 Nutzer: (IoT-Neuling) und/oder Informations\u00ADgesetze.";
    const words = wordSpans(text).map(([s, e]) => text.slice(s, e));
    expect(words).toEqual(['Die', 'Entwickler-Team-Sitzung', '3', 'Nutzer', 'IoT-Neuling', 'und', 'oder', 'Informations\u00ADgesetze']);
  });

  it('counts a word once when the diagnostic covers only part of it', () => {
    const text = 'Das Entwickler-Team trifft Nutzer.';
    const gold: Array<[number, number]> = [[4, 19]]; // Entwickler-Team
    // diagnostic covers only "Entwickler"
    expect(labelWords(text, gold, [[4, 14]])).toEqual({ tp: 1, fp: 0, fn: 0 });
    // diagnostic covers only "ickl" inside the word
    expect(labelWords(text, gold, [[7, 11]])).toEqual({ tp: 1, fp: 0, fn: 0 });
    // a diagnostic on "Nutzer" only: a false positive and a miss
    expect(labelWords(text, gold, [[27, 33]])).toEqual({ tp: 0, fp: 1, fn: 1 });
  });

  it('counts two words when the diagnostic spans two words', () => {
    const text = 'Wir danken dem Bürgermeister herzlich.';
    const gold: Array<[number, number]> = [[15, 28]]; // Bürgermeister
    expect(text.slice(15, 28)).toBe('Bürgermeister');
    expect(labelWords(text, gold, [[11, 28]])).toEqual({ tp: 1, fp: 1, fn: 0 }); // "dem Bürgermeister"
    // a diagnostic covering only the space between words touches no word
    expect(labelWords(text, gold, [[14, 15]])).toEqual({ tp: 0, fp: 0, fn: 1 });
    // gold on two words, diagnostic on one
    expect(labelWords(text, [[11, 28]], [[15, 28]])).toEqual({ tp: 1, fp: 0, fn: 1 });
  });

  it('a zero-length diagnostic counts for the word it touches', () => {
    const text = 'die Bürger kommen';
    expect(labelWords(text, [[4, 10]], [[10, 10]])).toEqual({ tp: 1, fp: 0, fn: 0 });
  });
});

describe('candidateSentences', () => {
  const text = 'A b C';
  const dA = (n: number): Diagnostic =>
    diag(text, 0, 1, Array.from({ length: n }, (_, k) => suggestion([{ start: 0, end: 1, text: `A${k}` }])));
  const dC = (n: number): Diagnostic =>
    diag(text, 4, 5, Array.from({ length: n }, (_, k) => suggestion([{ start: 4, end: 5, text: `C${k}` }])));

  it('enumerates rank vectors by sum, then lexicographically', () => {
    expect([...rankVectors([2, 2])]).toEqual([[0, 0], [0, 1], [1, 0], [0, 2], [1, 1], [2, 0], [1, 2], [2, 1], [2, 2]]);
    expect([...rankVectors([])]).toEqual([[]]);
    expect([...rankVectors([0, 1])]).toEqual([[0, 0], [0, 1]]);
  });

  it('orders candidates with "unchanged" as each diagnostic\'s last option', () => {
    // diagnostics given out of text order: they are sorted by start
    const list = candidateSentences(text, [dC(2), dA(2)]);
    expect(list.sentences).toEqual([
      'A0 b C0', // [0,0]
      'A0 b C1', // [0,1]
      'A1 b C0', // [1,0]
      'A0 b C', // [0,2] C unchanged
      'A1 b C1', // [1,1]
      'A b C0', // [2,0]
      'A1 b C', // [1,2]
      'A b C1', // [2,1]
      'A b C', // [2,2] all unchanged, kept last
    ]);
    expect(list.truncated).toBe(false);
  });

  it('a diagnostic without suggestions only offers "unchanged"; no diagnostics -> the input', () => {
    expect(candidateSentences(text, [dA(0)]).sentences).toEqual(['A b C']);
    expect(candidateSentences(text, []).sentences).toEqual(['A b C']);
  });

  it('skips overlapping combinations, merges identical edits, dedupes sentences', () => {
    const t = 'der Lehrer und der Schüler';
    const art: Edit = { start: 0, end: 3, text: 'die' };
    const d1 = diag(t, 4, 10, [suggestion([art, { start: 4, end: 10, text: 'Lehrkraft' }])]);
    const d2 = diag(t, 19, 26, [
      suggestion([art, { start: 19, end: 26, text: 'Schülerin' }]), // same article edit: merged
      suggestion([{ start: 0, end: 3, text: 'das' }, { start: 19, end: 26, text: 'Kind' }]), // conflicts with d1
      suggestion([{ start: 4, end: 10, text: 'Lehrkraft' }, { start: 0, end: 3, text: 'die' }]), // same sentence as d1's
    ]);
    const list = candidateSentences(t, [d1, d2]);
    expect(list.sentences).toEqual([
      'die Lehrkraft und der Schülerin', // [0,0] (the shared article edit is applied once)
      // [0,1]: "die" and "das" on the same range overlap -> skipped
      'die Lehrer und der Schülerin', // [1,0]
      'die Lehrkraft und der Schüler', // [0,2] (identical edits merged)
      'das Lehrer und der Kind', // [1,1]
      // [0,3] and [1,2] give 'die Lehrkraft und der Schüler' again -> deduplicated
      'der Lehrer und der Schüler', // [1,3] all unchanged
    ]);
    expect(list.skipped).toBe(1);
  });

  it('caps the list and reports truncation', () => {
    const list = candidateSentences(text, [dA(5), dC(5)], { maxCandidates: 7 });
    expect(list.sentences).toHaveLength(7);
    expect(list.truncated).toBe(true);
    const all = candidateSentences(text, [dA(5), dC(5)]);
    expect(all.sentences).toHaveLength(36);
    expect(all.truncated).toBe(false);
    expect(all.sentences.slice(0, 7)).toEqual(list.sentences);
    const combos = candidateSentences(text, [dA(5), dC(5)], { maxCombinations: 3 });
    expect(combos.sentences).toHaveLength(3);
    expect(combos.truncated).toBe(true);
  });

  it('handles many diagnostics without enumerating everything', () => {
    const t = 'x '.repeat(30);
    const ds = Array.from({ length: 30 }, (_, k) =>
      diag(t, 2 * k, 2 * k + 1, [1, 2, 3].map((v) => suggestion([{ start: 2 * k, end: 2 * k + 1, text: `y${v}` }]))),
    );
    const list = candidateSentences(t, ds);
    expect(list.sentences).toHaveLength(1000);
    expect(list.truncated).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Scoring on hand-built entries

function entry(id: string, exclusive: string, inclusive: string, phrases: string[], gca = true): DeInclusiveEntry {
  const spans: Array<[number, number]> = [];
  let from = 0;
  for (const p of phrases) {
    const a = exclusive.indexOf(p, from);
    expect(a).toBeGreaterThanOrEqual(0);
    spans.push([a, a + p.length]);
    from = a + p.length;
  }
  return {
    id,
    exclusive,
    inclusive,
    exclusive_phrases: phrases,
    exclusive_spans: spans,
    gender_chars_allowed: gca,
    target_styles: phrases.map(() => 'star'),
  };
}

describe('scoreDeInclusive (hand-built)', () => {
  const e1 = entry('e1', 'Die Lehrer kommen morgen.', 'Die Lehrer:innen kommen morgen.', ['Lehrer']);
  const e2 = entry('e2', 'Die Lehrer und die Schüler kommen.', 'Die Lehrkräfte und die Schüler*innen kommen.', ['Lehrer', 'Schüler'], false);
  const neg = entry('n1', 'Der Drucker ist kaputt.', 'Der Drucker ist kaputt.', []);

  it('correct suggestion third: best 0, 5 best 1, s(2)', () => {
    const [a, b] = e1.exclusive_spans[0]!;
    const check: DeCheckFunction = (text) => [
      diag(text, a, b, [
        suggestion([{ start: a, end: b, text: 'Lehrkräfte' }], 'neutral'),
        suggestion([{ start: a, end: b, text: 'Lehrenden' }], 'neutral'),
        suggestion([{ start: b, end: b, text: '*innen' }], 'star'), // normalises equal to Lehrer:innen
      ]),
    ];
    const r = scoreDeInclusive([e1], check);
    expect(r.entries[0]!.rank).toBe(2);
    expect(r.entries[0]!.candidates).toBe(4);
    expect(r.suggestions.correctInCandidates).toBe(1);
    expect(r.suggestions.correctInFiveBest).toBe(1);
    expect(r.suggestions.correctBest).toBe(0);
    expect(r.suggestions.suggestionScore).toBeCloseTo(1 - Math.pow(1 / (1 + Math.exp(-2)), 100), 12);
    expect(r.labelling).toMatchObject({ tp: 1, fp: 0, fn: 0, precision: 1, recall: 1, f1: 1 });
  });

  it('p-th root adjustment with p = 2 (target at rank 4 -> r\' = 2)', () => {
    const [[a1, b1], [a2, b2]] = e2.exclusive_spans as [[number, number], [number, number]];
    const check: DeCheckFunction = (text) => [
      diag(text, a1, b1, [
        suggestion([{ start: a1, end: b1, text: 'Lehrenden' }], 'neutral'),
        suggestion([{ start: a1, end: b1, text: 'Lehrkräfte' }], 'neutral'),
      ]),
      diag(text, a2, b2, [
        suggestion([{ start: a2, end: b2, text: 'Schülerinnen und Schüler' }], 'pair'),
        suggestion([{ start: b2, end: b2, text: '_innen' }], 'pair'),
      ]),
    ];
    const r = scoreDeInclusive([e2], check);
    // [0,0] [0,1] [1,0] [0,2] [1,1] -> rank 4
    expect(r.entries[0]!.rank).toBe(4);
    expect(r.suggestions.correctInFiveBest).toBe(1);
    expect(r.suggestions.correctBest).toBe(0);
    expect(r.suggestions.suggestionScore).toBeCloseTo(ref(Math.sqrt(4)), 12);
    expect(r.suggestions.suggestionScore).toBeCloseTo(suggestionScore(2, 1), 12);
    expect(r.counts).toMatchObject({ entries: 1, positives: 1, negatives: 0, phrases: 2, diagnostics: 2 });
  });

  it('passes the styles allowed by gender_chars_allowed', () => {
    const calls: Array<[string, Style[]]> = [];
    scoreDeInclusive([e1, e2, neg], (text, options) => {
      calls.push([text, options.styles]);
      return [];
    });
    expect(calls).toEqual([
      [e1.exclusive, ['star', 'pair', 'neutral']],
      [e2.exclusive, ['pair', 'neutral']],
      [neg.exclusive, ['star', 'pair', 'neutral']],
    ]);
  });

  it('false flags on negatives are false positives; minSeverity drops info', () => {
    const check: DeCheckFunction = (text) =>
      text === neg.exclusive ? [diag(text, 4, 11, [], 'info')] : [];
    const all = scoreDeInclusive([e1, neg], check);
    expect(all.labelling).toMatchObject({ tp: 0, fp: 1, fn: 1, precision: 0, recall: 0, f1: 0 });
    expect(all.entries[1]).toMatchObject({ id: 'n1', positive: false, rank: null, candidates: null, score: null });
    const warnings = scoreDeInclusive([e1, neg], check, { minSeverity: 'warning' });
    expect(warnings.labelling).toMatchObject({ tp: 0, fp: 0, fn: 1 });
    expect(warnings.counts.diagnostics).toBe(0);
    expect(warnings.options.minSeverity).toBe('warning');
  });

  it('names the entry when the checker throws', () => {
    expect(() =>
      scoreDeInclusive([e1], () => {
        throw new Error('boom');
      }),
    ).toThrow('check failed on e1: boom');
  });

  it('formats a table with the seed figures and documents the protocol', () => {
    const r = scoreDeInclusive([e1, neg], () => []);
    const table = formatDeInclusive(r);
    for (const s of ['precision', 'recall', 'F1', 'correct in candidates', 'correct in 5 best', 'best', 'suggestion score']) {
      expect(table).toContain(s);
    }
    for (const s of ['0.888', '0.818', '0.852', '0.537', '0.441', '0.051', '0.492']) expect(table).toContain(s);
    expect(formatDeInclusive(r, { details: true })).toMatch(/^e1\s+0\s+0\s+1\s+0\s+1\s+none\s+0\.000$/m);
    expect(Object.keys(r.protocol)).toEqual(
      expect.arrayContaining(['labelling', 'styles', 'candidates', 'matching', 'score', 'aggregation']),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Reading

describe('readDeInclusive errors', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gf-de-incl-'));
  const good = JSON.stringify({
    id: 'x1',
    exclusive: 'Die Lehrer kommen.',
    inclusive: 'Die Lehrer*innen kommen.',
    exclusive_phrases: ['Lehrer'],
    exclusive_spans: [[4, 10]],
    gender_chars_allowed: true,
    target_styles: ['star'],
    note: '',
  });
  const write = (name: string, content: string): string => {
    const p = join(dir, name);
    writeFileSync(p, content);
    return p;
  };

  it('reads a valid file, skipping blank lines', () => {
    const p = write('ok.jsonl', `${good}\n\n`);
    expect(readDeInclusive(p)).toEqual([JSON.parse(good)]);
  });

  it.each([
    ['missing file', null, /no such file/],
    ['empty', '\n', /no entries/],
    ['bad JSON', `${good}\n{oops`, /:2: invalid JSON/],
    ['missing field', JSON.stringify({ ...JSON.parse(good), exclusive_spans: undefined }), /:1: missing field "exclusive_spans"/],
    ['bad span', JSON.stringify({ ...JSON.parse(good), exclusive_spans: [[4, 9]] }), /:1: invalid field "exclusive_spans": span 0 \[4, 9\] slices "Lehre", not "Lehrer"/],
    ['span outside', JSON.stringify({ ...JSON.parse(good), exclusive_spans: [[4, 99]] }), /:1: invalid field "exclusive_spans"/],
    ['span count', JSON.stringify({ ...JSON.parse(good), exclusive_spans: [] }), /:1: invalid field "exclusive_spans": 0 spans for 1/],
    ['boolean', JSON.stringify({ ...JSON.parse(good), gender_chars_allowed: 'yes' }), /:1: invalid field "gender_chars_allowed"/],
    ['duplicate id', `${good}\n${good}`, /:2: invalid field "id": duplicate/],
  ])('%s', (name, content, message) => {
    const p = content === null ? join(dir, 'absent.jsonl') : write(`${name.replace(/\s/g, '-')}.jsonl`, content);
    expect(() => readDeInclusive(p)).toThrow(message);
    try {
      readDeInclusive(p);
    } catch (error) {
      expect((error as Error).message).toContain(p);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The sentences written for the tests, and the whole dev set where it is given

const SETS = [
  { name: 'de-inclusive-mini.jsonl (fixture)', path: MINI },
  ...(DEV === undefined ? [] : [{ name: 'the whole dev set', path: DEV }]),
];

for (const set of SETS) {
  describe(`scoring ${set.name}`, () => {
    const entries = readDeInclusive(set.path);
    const positives = entries.filter((e) => e.exclusive_spans.length > 0);
    const phrases = entries.reduce((n, e) => n + e.exclusive_phrases.length, 0);

    it('oracle checker: P = R = F1 = 1 and all suggestion measures 1', () => {
      const calls: Array<[string, Style[]]> = [];
      const r = scoreDeInclusive(entries, checkerFrom(entries, oracleDiagnostics, calls));
      expect(calls).toHaveLength(entries.length);
      for (const [text, styles] of calls) {
        const e = entries.find((x) => x.exclusive === text)!;
        expect(styles).toEqual(e.gender_chars_allowed ? ['star', 'pair', 'neutral'] : ['pair', 'neutral']);
      }
      expect(r.labelling.fp).toBe(0);
      expect(r.labelling.fn).toBe(0);
      expect(r.labelling.tp).toBe(phrases); // every gold span is exactly one word in both sets
      expect(r.labelling.precision).toBe(1);
      expect(r.labelling.recall).toBe(1);
      expect(r.labelling.f1).toBe(1);
      expect(r.suggestions.correctInCandidates).toBe(1);
      expect(r.suggestions.correctInFiveBest).toBe(1);
      expect(r.suggestions.correctBest).toBe(1);
      expect(r.suggestions.suggestionScore).toBeCloseTo(1, 12);
      expect(r.counts).toMatchObject({
        entries: entries.length,
        positives: positives.length,
        negatives: entries.length - positives.length,
        phrases,
        truncated: 0,
      });
      expect(r.entries.filter((e) => e.positive).every((e) => e.rank === 0)).toBe(true);
    });

    it('empty checker: recall 0 and suggestion measures 0', () => {
      const r = scoreDeInclusive(entries, () => []);
      expect(r.labelling).toMatchObject({ tp: 0, fp: 0, fn: phrases, precision: 0, recall: 0, f1: 0 });
      expect(r.suggestions).toEqual({ correctInCandidates: 0, correctInFiveBest: 0, correctBest: 0, suggestionScore: 0 });
      // the unchanged input is the only candidate
      expect(r.entries.filter((e) => e.positive).every((e) => e.candidates === 1 && e.rank === null)).toBe(true);
    });

    it('correct suggestion third on every positive: in candidates 1, 5 best 1, best 0, mean of s(2^(1/p))', () => {
      const check = checkerFrom(entries, (e) => {
        const first = e.exclusive_spans[0];
        if (!first) return [];
        const [a, b] = first;
        return [
          diag(e.exclusive, a, b, [
            suggestion([{ start: a, end: b, text: '«falsch-1»' }]),
            suggestion([{ start: a, end: b, text: '«falsch-2»' }]),
            suggestion(diffEdits(e.exclusive, e.inclusive)),
          ]),
        ];
      });
      const r = scoreDeInclusive(entries, check);
      expect(r.suggestions.correctInCandidates).toBe(1);
      expect(r.suggestions.correctInFiveBest).toBe(1);
      expect(r.suggestions.correctBest).toBe(0);
      const expected = positives.reduce((sum, e) => sum + ref(Math.pow(2, 1 / e.exclusive_phrases.length)), 0) / positives.length;
      expect(r.suggestions.suggestionScore).toBeCloseTo(expected, 12);
      expect(r.entries.filter((e) => e.positive).every((e) => e.rank === 2 && e.candidates === 4)).toBe(true);
      // only the first span of each positive is flagged
      expect(r.labelling.fn).toBe(phrases - positives.length);
      expect(r.labelling.precision).toBe(1);
    });

    it('CLI: bench de-inclusive prints the table and JSON', async () => {
      let out = '';
      const program = new Command().exitOverride();
      registerBench(program, { check: checkerFrom(entries, oracleDiagnostics), write: (s) => (out += s) });
      await program.parseAsync(['bench', 'de-inclusive', '--data', set.path], { from: 'user' });
      expect(out).toMatch(/suggestion score\s+1\.000\s+0\.492/);
      expect(out).toMatch(/F1\s+1\.000\s+0\.852/);

      out = '';
      await program.parseAsync(['bench', 'de-inclusive', '--data', set.path, '--json'], { from: 'user' });
      const json = JSON.parse(out) as Record<string, unknown>;
      expect(json).toHaveProperty('protocol');
      expect(json).toHaveProperty('labelling.f1', 1);
      expect(json).not.toHaveProperty('entries');

      out = '';
      await program.parseAsync(['bench', 'de-inclusive', '--data', set.path, '--json', '--details', '--min-severity', 'warning'], { from: 'user' });
      const detailed = JSON.parse(out) as { entries: unknown[]; options: { minSeverity: string } };
      expect(detailed.entries).toHaveLength(entries.length);
      expect(detailed.options.minSeverity).toBe('warning');
    });
  });
}

describe.skipIf(!DEV)(withData('the whole dev set', 'GENDERFAIR_DE_INCLUSIVE', DEV), () => {
  const entries = DEV === undefined ? [] : readDeInclusive(DEV);
  const positives = entries.filter((e) => e.exclusive_spans.length > 0);

  it('has the documented size', () => {
    expect(entries).toHaveLength(300);
    expect(positives).toHaveLength(179);
    expect(entries.reduce((n, e) => n + e.exclusive_phrases.length, 0)).toBe(202);
  });

  it('normalisation leaves no colon/underscore/middot/slash/internal-I gender form in the targets', () => {
    const LEFT = [
      /\p{L}[:_·\u{A78F}][Ii]n(nen)?/u,
      /\p{L}\/-?[Ii]n(nen)?(?![\p{L}])/u,
      /\p{Ll}In(nen)?(?![\p{Ll}])/u,
      /\p{L}\([Ii]n(nen)?\)/u,
      /(?<![\p{L}])(jede|eine|keine|ein|kein|der|den|die|dem|eines|einer|diese|dieser|ihre)[:_·/](r|n|s|m|e|die|der|dem|den)(?![\p{L}])/iu,
      /e[:_·/]r(?![\p{L}])/u,
    ];
    for (const e of entries) {
      const n = normalizeGenderStar(e.inclusive);
      for (const re of LEFT) expect(n, `${e.id}: ${n}`).not.toMatch(re);
      expect(normalizeGenderStar(n)).toBe(n);
      // gender forms became stars, and only those changed: removing the stars' neighbourhoods is not
      // needed; the exclusive sentences (no gender characters) must be left exactly as they are.
      expect(normalizeGenderStar(e.exclusive), e.id).toBe(e.exclusive);
    }
    // a few specific dev forms
    const all = entries.map((e) => normalizeGenderStar(e.inclusive)).join('\n');
    for (const s of ['Praktikanten*in', 'eine*n', 'jede*r', 'Der*die', 'Ein*e', 'Ihre*n', 'eine*s', 'Bürgermeister*in', 'Ärzt*innen', 'Entwickler*innen-Team', 'Bürger*innen']) {
      expect(all).toContain(s);
    }
    // ordinary colons stay
    expect(all).toContain('Hinweis:');
  });

});

describe('CLI errors', () => {
  it('throws a one-line Error for a missing data file', async () => {
    const program = new Command().exitOverride();
    registerBench(program, { check: () => [], write: () => undefined });
    await expect(
      program.parseAsync(['bench', 'de-inclusive', '--data', '/nonexistent/dev.jsonl'], { from: 'user' }),
    ).rejects.toThrow('/nonexistent/dev.jsonl: no such file');
  });

  it('shares an existing bench command', () => {
    const program = new Command();
    const existing = program.command('bench');
    expect(registerBench(program, { check: () => [] })).toBe(existing);
    expect(existing.commands.map((c) => c.name())).toEqual(['de-inclusive', 'de-wild', 'it-neutral']);
  });
});
