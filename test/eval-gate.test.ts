/**
 * GATE scorer (src/eval/gate.ts) on real GATE files (MIT): the committed excerpt in test/fixtures/gate
 * always, the whole files when GENDERFAIR_GATE_DIR names a GATE checkout. Expected lines over the whole
 * files are the output of GATE's official GateEval.py (github.com/MicrosoftTranslator/GATE); the
 * 4/8-variant figures come from the same algorithm run in Python with the target column swapped in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  calcFbeta,
  formatGate,
  formatGateLine,
  gateTarget,
  readGate,
  readGateHypotheses,
  scoreGate,
  type GateOptions,
  type GateReference,
} from '../src/eval/gate.js';
import { pyStrip } from '../src/eval/python.js';
import { dataPath, withData } from './helpers/data.js';

const GATE_DIR = dataPath('GENDERFAIR_GATE_DIR');
const FULL = GATE_DIR === undefined ? undefined : join(GATE_DIR, 'data');
const EXCERPT = fileURLToPath(new URL('./fixtures/gate/data/', import.meta.url));
const cache = new Map<string, { text: string; ref: GateReference }>();

/** A GATE file by its path under data/, from the full data (the default) or the excerpt. */
function load(name: string, dir: string = FULL ?? EXCERPT): { text: string; ref: GateReference; path: string } {
  const path = join(dir, name);
  let hit = cache.get(path);
  if (!hit) {
    const text = readFileSync(path, 'utf8');
    hit = { text, ref: readGate(text, { file: path }) };
    cache.set(path, hit);
  }
  return { ...hit, path };
}

/** Prediction i = "" if i%3==0, column a if i%3==1, column b if i%3==2 (empty / target / other variant). */
function mod3(ref: GateReference, a: string, b: string): string[] {
  return ref.rows.map((r, i) => (i % 3 === 0 ? '' : i % 3 === 1 ? r.fields[a]! : r.fields[b]!));
}

function lines(ref: GateReference, hyps: string[], options: GateOptions, tsv = false): string[] {
  return formatGate(scoreGate(ref, hyps, options), { tsv }).trimEnd().split('\n');
}

function line(out: string[], label: string): string | undefined {
  return out.find((l) => l.startsWith(`${label}\t`));
}

describe.skipIf(!FULL)(withData('GATE: vectors of the official GateEval.py on the whole files', 'GENDERFAIR_GATE_DIR', FULL), () => {
  it('IT_2, feminine, i%3 construction: Overall, PROF, VOC, APPS, RELA', () => {
    const { ref } = load('IT/IT_2_variants.tsv');
    const out = lines(ref, mod3(ref, 'f', 'm'), { target: 'f' });
    expect(line(out, 'Overall')).toBe('Overall\t1127 (Matches: 377, Mismatches: 374)\t-- Precision: 0.50, Recall: 0.33, f0.5: 0.46');
    expect(line(out, 'PROF')).toBe('PROF\t 516 (Matches: 174, Mismatches: 164)\t-- Precision: 0.51, Recall: 0.34, f0.5: 0.47');
    expect(line(out, 'VOC')).toBe('VOC\t   2 (Matches: 2, Mismatches: 0)\t-- Precision: 1.00, Recall: 1.00, f0.5: 1.00');
    expect(line(out, 'APPS')).toBe('APPS\t  11 (Matches: 6, Mismatches: 2)\t-- Precision: 0.75, Recall: 0.55, f0.5: 0.70');
    expect(line(out, 'RELA')).toBe('RELA\t   6 (Matches: 3, Mismatches: 1)\t-- Precision: 0.75, Recall: 0.50, f0.5: 0.68');
  });

  it('IT_2 with --format_tsv --min_words 10 --full_set_recall', () => {
    const { ref } = load('IT/IT_2_variants.tsv');
    const out = lines(ref, mod3(ref, 'f', 'm'), { target: 'f', minWords: 10, fullSetRecall: true }, true);
    expect(line(out, 'Overall')).toBe('Overall\t1127\t 270\t 273\t0.50\t0.24\t0.41');
    expect(line(out, 'PROF')).toBe('PROF\t 516\t 139\t 126\t0.52\t0.27\t0.44');
  });

  it('ES_2: the 9 header lines, Overall and PROF; --max_words 15 --full_set_recall', () => {
    const { ref } = load('ES/ES_2_variants.tsv');
    const hyps = mod3(ref, 'f', 'm');
    const text = formatGate(scoreGate(ref, hyps, { target: 'f' }), {
      header: { args: 'genderfair eval gate --ref ES_2_variants.tsv --hyp h.txt --gender feminine', referenceFile: 'ES_2_variants.tsv', predictedFile: 'h.txt' },
    });
    expect(text.split('\n').slice(0, 11).join('\n')).toBe(
      [
        'Skipped 0 rows out of 1502 due to unexpected formatting',
        'args: genderfair eval gate --ref ES_2_variants.tsv --hyp h.txt --gender feminine',
        'reference_file: ES_2_variants.tsv',
        'predicted_file: h.txt',
        'Gender: feminine',
        'min_words: None',
        'max_words: None',
        'full_set_recall: False',
        'format_tsv: False',
        'Overall\t1501 (Matches: 500, Mismatches: 500)\t-- Precision: 0.50, Recall: 0.33, f0.5: 0.45',
        'PROF\t 820 (Matches: 271, Mismatches: 269)\t-- Precision: 0.50, Recall: 0.33, f0.5: 0.45',
      ].join('\n'),
    );
    const out = lines(ref, hyps, { target: 'f', maxWords: 15, fullSetRecall: true }, true);
    expect(line(out, 'Overall')).toBe('Overall\t1501\t 340\t 348\t0.49\t0.23\t0.40');
  });

  it('ES_2: labels outside category_order come last, alphabetically (HEAD, RSCMP)', () => {
    const { ref } = load('ES/ES_2_variants.tsv');
    const out = lines(ref, mod3(ref, 'f', 'm'), { target: 'f' });
    expect(out.slice(-4)).toEqual([
      'INDF\t   2 (Matches: 0, Mismatches: 1)\t-- Precision: 0.00, Recall: 0.00, f0.5: 0.00',
      'DFCL\t  64 (Matches: 20, Mismatches: 18)\t-- Precision: 0.53, Recall: 0.31, f0.5: 0.46',
      'HEAD\t  14 (Matches: 5, Mismatches: 5)\t-- Precision: 0.50, Recall: 0.36, f0.5: 0.46',
      'RSCMP\t 113 (Matches: 33, Mismatches: 29)\t-- Precision: 0.53, Recall: 0.29, f0.5: 0.46',
    ]);
  });

  it('i%3 construction on IT_4 (fm), ES_8 (fff, --max-words 20 --full-set-recall) and FR_4 (ff, tsv)', () => {
    let { ref } = load('IT/IT_4_variants.tsv');
    let out = lines(ref, mod3(ref, 'fm', 'mf'), { target: 'fm' });
    expect(out.slice(0, 5)).toEqual([
      'Overall\t 518 (Matches: 175, Mismatches: 170)\t-- Precision: 0.51, Recall: 0.34, f0.5: 0.46',
      'PROF\t 393 (Matches: 137, Mismatches: 127)\t-- Precision: 0.52, Recall: 0.35, f0.5: 0.47',
      'NAT\t  30 (Matches: 7, Mismatches: 11)\t-- Precision: 0.39, Recall: 0.23, f0.5: 0.34',
      'REL\t   3 (Matches: 1, Mismatches: 0)\t-- Precision: 1.00, Recall: 0.33, f0.5: 0.71',
      'FAM\t  57 (Matches: 19, Mismatches: 15)\t-- Precision: 0.56, Recall: 0.33, f0.5: 0.49',
    ]);
    ({ ref } = load('ES/ES_8_variants.tsv'));
    out = lines(ref, mod3(ref, 'fff', 'mmm'), { target: 'fff', maxWords: 20, fullSetRecall: true });
    expect(out.slice(0, 4)).toEqual([
      'Overall\t  23 (Matches: 4, Mismatches: 5)\t-- Precision: 0.44, Recall: 0.17, f0.5: 0.34',
      'PROF\t  16 (Matches: 3, Mismatches: 3)\t-- Precision: 0.50, Recall: 0.19, f0.5: 0.38',
      'NAT\t   2 (Matches: 0, Mismatches: 2)\t-- Precision: 0.00, Recall: 0.00, f0.5: 0.00',
      'FAM\t   7 (Matches: 1, Mismatches: 3)\t-- Precision: 0.25, Recall: 0.14, f0.5: 0.22',
    ]);
    ({ ref } = load('FR/FR_4_variants.tsv'));
    out = lines(ref, mod3(ref, 'ff', 'mm'), { target: 'ff' }, true);
    expect(out.slice(0, 3)).toEqual(['Overall\t 444\t 156\t 140\t0.53\t0.35\t0.48', 'PROF\t 165\t  53\t  48\t0.52\t0.32\t0.47', 'NAT\t  95\t  28\t  33\t0.46\t0.29\t0.41']);
  });
});

/** What each data set holds: [rows, physical lines, variant columns] per file, rows with f == m, quoting. */
interface GateSet {
  name: string;
  dir: string;
  files: Record<string, [number, number, string]>;
  identical: Record<string, number>;
  /** ES_2: physical line of the one row whose f field Python's csv unquotes. */
  quotedLine: number;
}

const SETS: GateSet[] = [
  {
    name: 'excerpt (test/fixtures/gate)',
    dir: EXCERPT,
    files: {
      'ES/ES_2_variants.tsv': [33, 34, 'f m'],
      'ES/ES_4_variants.tsv': [30, 31, 'ff fm mf mm'],
      'ES/ES_8_variants.tsv': [10, 11, 'fff ffm fmf mff fmm mfm mmf mmm'],
      'FR/FR_2_variants.tsv': [33, 34, 'f m'],
      'FR/FR_4_variants.tsv': [30, 31, 'ff fm mf mm'],
      'IT/IT_2_variants.tsv': [32, 33, 'f m'],
      'IT/IT_4_variants.tsv': [44, 45, 'ff fm mf mm'],
      'IT/IT_8_variants.tsv': [10, 11, 'fff ffm fmf mff fmm mfm mmf mmm'],
    },
    identical: { 'ES/ES_2_variants.tsv': 1, 'FR/FR_2_variants.tsv': 3, 'IT/IT_2_variants.tsv': 2 },
    quotedLine: 33,
  },
  ...(FULL === undefined
    ? []
    : [
        {
          name: 'whole files',
          dir: FULL,
          files: {
            'ES/ES_2_variants.tsv': [1501, 1502, 'f m'],
            'ES/ES_4_variants.tsv': [300, 301, 'ff fm mf mm'],
            'ES/ES_8_variants.tsv': [23, 24, 'fff ffm fmf mff fmm mfm mmf mmm'],
            'FR/FR_2_variants.tsv': [1550, 1551, 'f m'],
            'FR/FR_4_variants.tsv': [444, 445, 'ff fm mf mm'],
            'IT/IT_2_variants.tsv': [1127, 1128, 'f m'],
            'IT/IT_4_variants.tsv': [518, 519, 'ff fm mf mm'],
            'IT/IT_8_variants.tsv': [39, 40, 'fff ffm fmf mff fmm mfm mmf mmm'],
          },
          identical: { 'ES/ES_2_variants.tsv': 1, 'FR/FR_2_variants.tsv': 166, 'IT/IT_2_variants.tsv': 5 },
          quotedLine: 384,
        } satisfies GateSet,
      ]),
];

for (const set of SETS) {
  const get = (name: string): ReturnType<typeof load> => load(name, set.dir);
  const files = Object.keys(set.files);

  describe(`GATE, ${set.name}: whole-set properties`, () => {
    it('column m with --gender masculine: every line reads 1.00', () => {
      for (const name of ['ES/ES_2_variants.tsv', 'FR/FR_2_variants.tsv', 'IT/IT_2_variants.tsv']) {
        const { ref } = get(name);
        const target = gateTarget(ref, { gender: 'masculine' });
        expect(target).toBe('m');
        const out = lines(ref, ref.rows.map((r) => r.fields['m']!), { target });
        expect(out.length).toBeGreaterThan(5);
        for (const l of out) expect(l, `${name}: ${l}`).toMatch(/Precision: 1\.00, Recall: 1\.00, f0\.5: 1\.00$/);
      }
    });

    it('Python csv quoting: the raw f field (plain tab split) as prediction mismatches exactly one row of ES_2', () => {
      const { text, ref } = get('ES/ES_2_variants.tsv');
      const physical = text.split('\n').slice(1).filter((l) => l !== '');
      expect(physical).toHaveLength(set.files['ES/ES_2_variants.tsv']![0]);
      const raw = physical.map((l) => l.split('\t')[2]!);
      const result = scoreGate(ref, raw, { target: 'f' });
      expect([result.overall.matches, result.overall.mismatches, result.overall.empty]).toEqual([physical.length - 1, 1, 0]);
      // The one mismatch is original line 384, whose quoted field Python's csv unquotes.
      const bad = result.outcomes.indexOf('mismatch');
      expect(bad + 2).toBe(set.quotedLine);
      expect(ref.rows[bad]!.fields['f']).toBe('Sir, dijo el señor Fogg al capitán, "tres pasajeras han desaparecido".');
    });

    for (const name of ['ES/ES_2_variants.tsv', 'FR/FR_2_variants.tsv', 'IT/IT_2_variants.tsv']) {
      it(`${name}, both directions: target column -> all 1.00; source-gender column -> only rows with f == m match`, () => {
        const { ref } = get(name);
        const same = ref.rows.filter((r) => pyStrip(r.fields['f']!) === pyStrip(r.fields['m']!)).length;
        for (const direction of ['m2f', 'f2m'] as const) {
          const target = gateTarget(ref, { direction });
          const source = target === 'f' ? 'm' : 'f';
          const perfect = scoreGate(ref, ref.rows.map((r) => r.fields[target]!), { target });
          for (const s of [perfect.overall, ...perfect.labels]) {
            expect([s.precision, s.recall, s.f05, s.mismatches, s.empty], `${direction} ${s.label}`).toEqual([1, 1, 1, 0, 0]);
            expect(s.count).toBe(s.matches);
          }
          const unchanged = scoreGate(ref, ref.rows.map((r) => r.fields[source]!), { target });
          expect(unchanged.overall.matches).toBe(same);
          expect(unchanged.overall.mismatches).toBe(ref.rows.length - same);
          expect(unchanged.overall.count).toBe(ref.rows.length);
          for (const s of unchanged.labels) {
            const rows = ref.rows.filter((r) => r.labels.includes(s.label));
            expect(s.count).toBe(rows.length);
            expect(s.matches + s.mismatches + s.empty).toBe(s.count);
            expect(s.matches).toBe(rows.filter((r) => pyStrip(r.fields['f']!) === pyStrip(r.fields['m']!)).length);
          }
        }
        // Real counts of rows whose two variants are identical.
        expect(same).toBe(set.identical[name]);
      });
    }

    it('4- and 8-variant files (genderfair extension): every file is read without skipped rows, with its variant columns', () => {
      for (const name of files) {
        const { ref } = get(name);
        expect([ref.rows.length, ref.lineNum, ref.variantColumns.join(' '), ref.skipped], name).toEqual([...set.files[name]!, 0]);
      }
    });

    it('every variant column scored against itself is perfect; against the opposite variant, matches = identical rows', () => {
      for (const name of files) {
        const { ref } = get(name);
        for (const target of ref.variantColumns) {
          const perfect = scoreGate(ref, ref.rows.map((r) => r.fields[target]!), { target });
          expect([perfect.overall.matches, perfect.overall.precision, perfect.overall.recall], `${name} ${target}`).toEqual([
            ref.rows.length, 1, 1,
          ]);
          const opposite = [...target].map((c) => (c === 'f' ? 'm' : 'f')).join('');
          const swapped = scoreGate(ref, ref.rows.map((r) => r.fields[opposite]!), { target });
          const same = ref.rows.filter((r) => pyStrip(r.fields[opposite]!) === pyStrip(r.fields[target]!)).length;
          expect(swapped.overall.matches, `${name} ${target} vs ${opposite}`).toBe(same);
        }
      }
    });

    it('--direction on 4/8-variant files means all AGMEs: m2f -> ff/fff, f2m -> mm/mmm; --target picks one', () => {
      expect(gateTarget(get('IT/IT_4_variants.tsv').ref, { direction: 'm2f' })).toBe('ff');
      expect(gateTarget(get('IT/IT_4_variants.tsv').ref, { gender: 'masculine' })).toBe('mm');
      expect(gateTarget(get('ES/ES_8_variants.tsv').ref, { direction: 'm2f' })).toBe('fff');
      expect(gateTarget(get('ES/ES_8_variants.tsv').ref, { direction: 'f2m' })).toBe('mmm');
      expect(gateTarget(get('IT/IT_4_variants.tsv').ref, { target: 'fm' })).toBe('fm');
      expect(gateTarget(get('IT/IT_2_variants.tsv').ref, { target: 'f', direction: 'm2f' })).toBe('f');
      expect(() => gateTarget(get('IT/IT_4_variants.tsv').ref, { target: 'f' })).toThrow(
        /has no variant column "f" \(variant columns: ff, fm, mf, mm\)/,
      );
      expect(() => gateTarget(get('IT/IT_4_variants.tsv').ref, { target: 'fm', direction: 'm2f' })).toThrow(/contradicts/);
      expect(() => gateTarget(get('IT/IT_2_variants.tsv').ref, { gender: 'feminine', direction: 'f2m' })).toThrow(/contradicts/);
      expect(() => gateTarget(get('IT/IT_2_variants.tsv').ref, {})).toThrow(/--direction m2f\|f2m/);
    });

    it('prints "Target: fm" instead of "Gender: ..." for a 4/8-variant column', () => {
      const { ref } = get('IT/IT_4_variants.tsv');
      const text = formatGate(scoreGate(ref, mod3(ref, 'fm', 'mf'), { target: 'fm' }), {
        header: { args: 'genderfair eval gate', referenceFile: 'r', predictedFile: 'h' },
      });
      expect(text.split('\n')[4]).toBe('Target: fm');
      expect(text.split('\n')[0]).toBe(`Skipped 0 rows out of ${set.files['IT/IT_4_variants.tsv']![1]} due to unexpected formatting`);
    });
  });
}

describe('GATE: Python details on small synthetic files', () => {
  const HEADER = 'labels\tsource\tf\tm\tkw_s\tkw_f\tkw_m\n';
  const row = (labels: string, source: string, f: string, m: string): string => `${labels}\t${source}\t${f}\t${m}\tk\tkf\tkm\n`;

  it('.2f rounds ties half to even (1/8 -> 0.12, as Python; JS toFixed gives 0.13)', () => {
    let tsv = HEADER;
    for (let i = 0; i < 8; i++) tsv += row('PROF', 'a b', `la ${i}`, `el ${i}`);
    const ref = readGate(tsv);
    const hyps = ref.rows.map((r, i) => (i === 0 ? r.fields['f']! : 'x'));
    const result = scoreGate(ref, hyps, { target: 'f' });
    expect(result.overall.precision).toBe(0.125);
    expect(calcFbeta(0.125, 0.125, 0.5)).toBe(0.125);
    expect(formatGateLine(result.overall, false)).toBe(
      'Overall\t   8 (Matches: 1, Mismatches: 7)\t-- Precision: 0.12, Recall: 0.12, f0.5: 0.12',
    );
  });

  it('skips rows with the wrong field count, counts physical lines, dedupes labels, strips only the ends', () => {
    const tsv = HEADER + row('PROF;PROF;SUBJ', 'one two three', ' La jefa ', 'El jefe') + 'short\trow\n' + row(' NAT ', 'x', 'f2', 'm2') + '\n';
    const ref = readGate(tsv);
    expect([ref.rows.length, ref.skipped, ref.lineNum]).toEqual([2, 2, 5]); // the blank line is a [] record
    expect(ref.rows[0]!.labels).toEqual(['PROF', 'SUBJ']);
    expect(ref.rows[1]!.labels).toEqual(['NAT']);
    const result = scoreGate(ref, ['\tLa jefa\u3000', 'F2'], { target: 'f' });
    expect(result.outcomes).toEqual(['match', 'mismatch']);
    expect(formatGate(result, { header: { args: 'a', referenceFile: 'r', predictedFile: 'h' } }).split('\n').slice(0, 3)).toEqual([
      'Incompatible data Skipping row: 3.',
      'Incompatible data Skipping row: 5.',
      'Skipped 2 rows out of 5 due to unexpected formatting',
    ]);
    expect(result.labels.map((s) => s.label)).toEqual(['PROF', 'NAT', 'SUBJ']);
  });

  it('a skipped row is reported by the physical line it ended on, as csv line_num counts (quoted line breaks)', () => {
    // Row 1 has a quoted field spanning two lines, so the short row after it ends on physical line 4.
    const tsv = HEADER + row('PROF', 'a', '"La jefa\ndijo"', 'El jefe') + 'short\trow\n' + row('NAT', 'b', 'f2', 'm2');
    const ref = readGate(tsv);
    expect([ref.rows.length, ref.skippedLines, ref.lineNum]).toEqual([2, [4], 5]);
    expect(ref.rows[0]!.fields['f']).toBe('La jefa\ndijo');
    const result = scoreGate(ref, ['x', 'f2'], { target: 'f' });
    expect(formatGate(result).startsWith('Overall')).toBe(true); // no header asked: no skip lines either
    expect(formatGate(result, { tsv: true, header: { args: 'a', referenceFile: 'r', predictedFile: 'h' } }).split('\n').slice(0, 2)).toEqual([
      'Incompatible data Skipping row: 4.',
      'Skipped 1 rows out of 5 due to unexpected formatting',
    ]);
  });

  it('word-count window and full-set recall', () => {
    const tsv = HEADER + row('PROF', 'a', 'f1', 'm1') + row('PROF', 'a b c', 'f2', 'm2') + row('NAT', 'a b c d e', 'f3', 'm3');
    const ref = readGate(tsv);
    const hyps = ['f1', 'f2', 'f3'];
    let r = scoreGate(ref, hyps, { target: 'f', minWords: 2, maxWords: 4 });
    expect([r.overall.count, r.overall.matches]).toEqual([1, 1]);
    expect(r.labels.map((s) => [s.label, s.count, s.matches])).toEqual([['PROF', 1, 1], ['NAT', 0, 0]]);
    r = scoreGate(ref, hyps, { target: 'f', minWords: 2, maxWords: 4, fullSetRecall: true });
    expect([r.overall.count, r.overall.recall]).toEqual([3, 1 / 3]);
    expect(r.labels.map((s) => [s.label, s.count, s.recall])).toEqual([['PROF', 2, 0.5], ['NAT', 1, 0]]);
    expect(formatGateLine(r.labels[1]!, true)).toBe('NAT\t   1\t   0\t   0\t0.00\t0.00\t0.00');
  });

  it('hypotheses are split with str.splitlines(); counts must match unless partial', () => {
    expect(readGateHypotheses('a\u2028b\r\nc\n\n')).toEqual(['a', 'b', 'c', '']);
    const ref = readGate(HEADER + row('PROF', 'a', 'f1', 'm1') + row('NAT', 'b', 'f2', 'm2'));
    expect(() => scoreGate(ref, ['f1', 'f2', 'x'], { target: 'f' })).toThrow(/3 hypotheses for 2 GATE rows/);
    expect(() => scoreGate(ref, ['f1'], { target: 'f' })).toThrow(/1 hypotheses for 2 GATE rows/);
    expect(() => scoreGate(ref, ['f1'], { target: 'f', partial: true })).not.toThrow();
    // As GateEval.py: only the given lines are scored; full-set recall uses len(predictions) for Overall
    // but all rows of a label for the label lines.
    const r = scoreGate(ref, ['f1'], { target: 'f', partial: true, fullSetRecall: true });
    expect([r.overall.count, r.overall.matches]).toEqual([1, 1]);
    expect(r.labels.map((s) => [s.label, s.count, s.matches])).toEqual([['PROF', 1, 1], ['NAT', 1, 0]]);
  });

  it('a missing column is an error naming the file and the columns found', () => {
    expect(() => readGate('labels\tsrc\tf\tm\n', { file: 'x.tsv' })).toThrow(
      `'x.tsv' has no column "source" (columns found: "labels", "src", "f", "m")`,
    );
  });
});
