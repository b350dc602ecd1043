import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  formatGenteClassifier,
  goldLabels,
  readGente,
  readPredictions,
  scoreGenteClassifier,
  scoreGenteContrastive,
  type GenteLabel,
} from '../src/eval/gente.js';
import { dataPath } from './helpers/data.js';

interface ItNeutral {
  id: string;
  source: string;
  ref_f: string;
  ref_m: string;
  ref_n: string | null;
}

// Real Italian sentences (GATE dev rows with a hand-written neutral reference), laid out as a
// GeNTE TSV: even rows are Set-G (the person is gendered), odd rows Set-N. The whole it-neutral set
// where GENDERFAIR_IT_NEUTRAL names it, else the committed excerpt (test/fixtures/it-neutral).
const EXCERPT = fileURLToPath(new URL('./fixtures/it-neutral/dev-excerpt.jsonl', import.meta.url));
const itNeutral = readFileSync(dataPath('GENDERFAIR_IT_NEUTRAL', 'test/fixtures/it-neutral/dev-excerpt.jsonl') ?? EXCERPT, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as ItNeutral)
  .filter((r): r is ItNeutral & { ref_n: string } => r.ref_n !== null); // a few gendered nouns have no neutral rendering

/** A field as Python's csv.writer writes it (QUOTE_MINIMAL). */
function csvField(s: string): string {
  return /["\t\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function genteTsv(rows: Array<ItNeutral & { ref_n: string }>): string {
  const lines = ['ID\tSET\tSRC\tREF-G\tREF-N'];
  rows.forEach((r, i) =>
    lines.push([r.id, i % 2 === 0 ? 'Set-G' : 'Set-N', r.source, r.ref_m, r.ref_n].map(csvField).join('\t')),
  );
  return lines.join('\n') + '\n';
}

describe('GeNTE reference-based (contrastive) protocol', () => {
  const data = readGente(genteTsv(itNeutral), 'it-neutral.tsv');

  it('reads the GeNTE columns', () => {
    expect(data.rows).toHaveLength(itNeutral.length);
    expect(itNeutral.length).toBeGreaterThanOrEqual(16); // 16 of the excerpt's 17 rows, 217 of the whole set's 220
    expect(data.neutralColumns).toEqual(['REF-N']);
    expect(data.rows[0]).toMatchObject({ set: 'Set-G', refG: itNeutral[0]!.ref_m, refN: [itNeutral[0]!.ref_n] });
  });

  it('classifies outputs equal to the right reference correctly with every metric', () => {
    // A perfect system: gendered output for Set-G, the neutral reference for Set-N.
    const hyps = data.rows.map((r) => (r.set === 'Set-G' ? r.refG : r.refN[0]!));
    const result = scoreGenteContrastive(data, hyps);
    for (const m of ['bleu', 'chrf', 'ter'] as const) {
      expect(result.accuracy[m]).toMatchObject({ 'Set-G': 1, 'Set-N': 1, all: 1, micro: 1, ties: 0 });
    }
    for (const m of ['bleu', 'chrf'] as const) {
      expect(result.corpus['Set-G'][m].gainPercent).toBeGreaterThan(0);
      expect(result.corpus['Set-N'][m].gainPercent).toBeGreaterThan(0);
    }
    // TER of a perfect output is 0, so its relative gain is undefined.
    expect(result.corpus['Set-N'].ter).toMatchObject({ neutral: 0, gainPercent: null });
    expect(result.corpus['Set-G'].ter.neutral).toBeGreaterThan(0);
    expect(result.corpus['Set-G'].bleu.gendered).toBeCloseTo(100, 10);
  });

  it('scores an always-masculine system as right on Set-G and wrong on Set-N', () => {
    const hyps = data.rows.map((r) => r.refG);
    const result = scoreGenteContrastive(data, hyps);
    for (const m of ['bleu', 'chrf', 'ter'] as const) {
      expect(result.accuracy[m]['Set-G']).toBe(1);
      expect(result.accuracy[m]['Set-N']).toBe(0);
      expect(result.accuracy[m].all).toBe(0.5);
      expect(result.corpus['Set-N'][m].gainPercent).toBeLessThan(0);
    }
  });

  it('a blank neutral reference is left out as None, as sacrebleu takes it (TER averages the lengths of the references present)', () => {
    // 20 Italian GATE dev rows; REF-N3 blank in every third row. Expected: sacrebleu 2.6.0,
    // corpus_score(hyps, [n1, n2, n3]) with None in n3 (BLEU, CHRF, TER defaults). Filling the blank
    // with the row's last reference, as genderfair did before, gives TER 11.347517730496454.
    const read = (f: string) => readFileSync(new URL(`./fixtures/sacrebleu/${f}`, import.meta.url), 'utf8').split('\n').slice(0, 20);
    const [hyps, n1, n2, n3] = [read('gate-it.mf'), read('gate-it.ff'), read('gate-it.source'), read('gate-it.mm')];
    const tsv = ['SET\tREF-G\tREF-N1\tREF-N2\tREF-N3', ...hyps.map((_, i) => ['Set-N', n1[i], n1[i], n2[i], i % 3 === 0 ? '' : n3[i]].join('\t'))];
    const result = scoreGenteContrastive(readGente(tsv.join('\n'), 'common.tsv'), hyps);
    expect(result.corpus['Set-N'].ter.neutral).toBe(11.247803163444638);
    expect(result.corpus['Set-N'].bleu.neutral).toBe(90.48441260598877);
    expect(result.corpus['Set-N'].chrf.neutral).toBe(92.56405591292409);
  });

  it('uses several neutral references as one multi-reference set', () => {
    const tsv = ['SET\tREF-G\tREF-N1\tREF-N2\tREF-N3'];
    const r = itNeutral[5]!; // "... mi sono svegliato stamattina." / "... stamattina al risveglio."
    tsv.push(['Set-N', r.ref_m, 'Qualcosa di diverso.', r.ref_n, ''].join('\t'));
    const d = readGente(tsv.join('\n'), 'common.tsv');
    expect(d.neutralColumns).toEqual(['REF-N1', 'REF-N2', 'REF-N3']);
    expect(d.rows[0]!.refN).toEqual(['Qualcosa di diverso.', r.ref_n]);
    const result = scoreGenteContrastive(d, [r.ref_n]);
    // exp(log(100)) is 100.00000000000004 in CPython as well.
    expect(result.sentences[0]!.scores.bleu.neutral).toBeCloseTo(100, 10);
    expect(result.sentences[0]!.scores.bleu.decision).toBe('neutral');
    expect(result.sentences[0]!.scores.ter).toMatchObject({ neutral: 0, decision: 'neutral' });
  });

  it('names the file, the missing column and the columns found', () => {
    expect(() => readGente('SET\tSRC\tREF-N\nSet-G\ta\tb\n', 'x.tsv')).toThrow(
      'x.tsv: missing column REF-G (columns found: SET, SRC, REF-N)',
    );
    expect(() => readGente('SET\tREF-G\tREF-N\nMaybe\ta\tb\n', 'x.tsv')).toThrow(
      'x.tsv: row 2: SET must be Set-G or Set-N, got "Maybe"',
    );
    expect(() => scoreGenteContrastive(data, ['one line'])).toThrow(`1 hypotheses for ${itNeutral.length} GeNTE rows`);
  });
});

describe('GeNTE reference-free protocol (classifier labels)', () => {
  it('computes accuracy and per-class P/R/F1 as the official generate.py prints them', () => {
    // gold: 3 gendered, 2 neutral; class 0: TP 1, FP 1, FN 1; class 1: TP 2, FP 1, FN 1.
    const gold: GenteLabel[] = [1, 1, 1, 0, 0];
    const pred: GenteLabel[] = [1, 0, 1, 0, 1];
    const result = scoreGenteClassifier(gold, pred);
    expect(formatGenteClassifier(result)).toBe(
      [
        'Accuracy : 60.00',
        'Class 0: f1-score: 50.00 ; precision: 50.00 ; recall: 50.00',
        'Class 1: f1-score: 66.67 ; precision: 66.67 ; recall: 66.67',
        'GeNTE accuracy (%): Set-G 66.67, Set-N 50.00, All 58.33',
        '',
      ].join('\n'),
    );
  });

  it('lists only the classes that occur', () => {
    const out = formatGenteClassifier(scoreGenteClassifier([1, 1], [1, 1]));
    expect(out.split('\n').slice(0, 2)).toEqual([
      'Accuracy : 100.00',
      'Class 1: f1-score: 100.00 ; precision: 100.00 ; recall: 100.00',
    ]);
  });

  it('reads the official classifier TSV, the LLM-judge JSONL and plain labels by row order', () => {
    const tsv = 'SENTENCE\tLABEL\tPREDICTION\tPROBABILITY\n<s> Le persone</s>\t0\t0\t0.98\n<s> I signori</s>\t1\t0\t0.51\n';
    expect(readPredictions(tsv)).toEqual({ labels: [0, 0], gold: [0, 1], format: 'classifier-tsv' });
    const jsonl = '{"label": "NEUTRAL", "id": "1"}\n{"phrases": [], "label": "WRONGLY GENDERED", "id": "2"}\n';
    expect(readPredictions(jsonl)).toEqual({ labels: [0, 1], format: 'jsonl' });
    expect(readPredictions('gendered\nneutral\n1\n')).toEqual({ labels: [1, 0, 1], format: 'lines' });
    expect(() => readPredictions('{"label": "NEUTRAL", "id": "2"}\n', 'j.jsonl')).toThrow(
      'j.jsonl: line 1 has id "2"; ids must run 1..N in order',
    );
    expect(() => readPredictions('maybe\n', 'p.txt')).toThrow('p.txt: line 1: unknown label "maybe"');
  });

  it('takes gold labels from the GeNTE SET column', () => {
    const data = readGente(genteTsv(itNeutral.slice(0, 4)));
    expect(goldLabels(data)).toEqual([1, 0, 1, 0]);
  });
});
