import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdits, LineIndex, lineColumn, mergeEdits, previewOf, shiftEdits, sortEdits } from '../src/text/edits.js';
import type { Edit } from '../src/types.js';

const text = 'Der Lehrer fragt jeden Schüler.';
// "Der" 0-3, "Lehrer" 4-10, "jeden" 17-22, "Schüler" 23-30
const edits: Edit[] = [
  { start: 23, end: 30, text: 'Schüler*in' },
  { start: 0, end: 3, text: 'Der*die' },
  { start: 4, end: 10, text: 'Lehrer*in' },
  { start: 17, end: 22, text: 'jede*n' },
];

describe('applyEdits', () => {
  it('applies edits in any order', () => {
    expect(applyEdits(text, edits)).toBe('Der*die Lehrer*in fragt jede*n Schüler*in.');
  });

  it('handles insertions, deletions and touching edits', () => {
    expect(applyEdits('Lehrer', [{ start: 6, end: 6, text: '*innen' }])).toBe('Lehrer*innen');
    expect(applyEdits('die Lehrer', [{ start: 0, end: 4, text: '' }])).toBe('Lehrer');
    expect(
      applyEdits('ab', [
        { start: 1, end: 2, text: 'B' },
        { start: 0, end: 1, text: 'A' },
        { start: 1, end: 1, text: '-' },
      ]),
    ).toBe('A-B');
  });

  it('throws a clear error on overlapping or out-of-range edits', () => {
    expect(() => applyEdits(text, [{ start: 0, end: 5, text: 'x' }, { start: 4, end: 6, text: 'y' }])).toThrow(/Overlapping edits: \[0, 5\) and \[4, 6\)/);
    expect(() => applyEdits(text, [{ start: 30, end: 40, text: 'x' }])).toThrow(/out of range/);
    expect(() => applyEdits(text, [{ start: -1, end: 2, text: 'x' }])).toThrow(/out of range/);
    expect(() => applyEdits(text, [{ start: 5, end: 2, text: 'x' }])).toThrow(/out of range/);
    expect(() => applyEdits(text, [{ start: 1.5, end: 2, text: 'x' }])).toThrow(/out of range/);
    expect(() => applyEdits(text, [{ start: 2, end: 2, text: 'x' }, { start: 2, end: 2, text: 'y' }])).toThrow(/ambiguous/);
  });

  it('property: no edits returns the input unchanged', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => applyEdits(s, []) === s));
  });

  it('property: applying random non-overlapping edits matches a reference', () => {
    const arb = fc.string({ maxLength: 40 }).chain((s) =>
      fc.tuple(
        fc.constant(s),
        fc.uniqueArray(fc.nat({ max: s.length }), { maxLength: 8 }).chain((cuts) =>
          fc.array(fc.string({ maxLength: 4 }), { minLength: cuts.length, maxLength: cuts.length }).map((texts) => {
            const sorted = [...cuts].sort((a, b) => a - b);
            // pairs of consecutive cut points become edits
            const out: Edit[] = [];
            for (let i = 0; i + 1 < sorted.length; i += 2) {
              out.push({ start: sorted[i] ?? 0, end: sorted[i + 1] ?? 0, text: texts[i] ?? '' });
            }
            return out;
          }),
        ),
      ),
    );
    fc.assert(
      fc.property(arb, ([s, es]) => {
        let ref = s;
        for (const e of [...es].sort((a, b) => b.start - a.start)) ref = ref.slice(0, e.start) + e.text + ref.slice(e.end);
        expect(applyEdits(s, [...es].reverse())).toBe(ref);
        expect(applyEdits(s, mergeEdits(s, es, { maxGap: 3 }))).toBe(ref);
      }),
    );
  });
});

describe('sortEdits and mergeEdits', () => {
  it('sorts without mutating', () => {
    const copy = [...edits];
    expect(sortEdits(text, edits).map((e) => e.start)).toEqual([0, 4, 17, 23]);
    expect(edits).toEqual(copy);
  });

  it('drops duplicates and no-ops, joins touching edits', () => {
    const merged = mergeEdits('abcdef', [
      { start: 0, end: 1, text: 'A' },
      { start: 0, end: 1, text: 'A' },
      { start: 1, end: 2, text: 'B' },
      { start: 3, end: 4, text: 'd' },
      { start: 5, end: 6, text: 'F' },
    ]);
    expect(merged).toEqual([
      { start: 0, end: 2, text: 'AB' },
      { start: 5, end: 6, text: 'F' },
    ]);
  });

  it('joins nearby edits with maxGap, including the gap text', () => {
    expect(mergeEdits(text, edits, { maxGap: 1 })).toEqual([
      { start: 0, end: 10, text: 'Der*die Lehrer*in' },
      { start: 17, end: 30, text: 'jede*n Schüler*in' },
    ]);
    expect(mergeEdits(text, edits, { maxGap: -1 })).toHaveLength(4);
  });

  it('still throws on overlap', () => {
    expect(() => mergeEdits(text, [{ start: 0, end: 5, text: 'x' }, { start: 4, end: 6, text: 'y' }])).toThrow(/Overlapping/);
  });
});

describe('previewOf', () => {
  it('shows the changed phrase', () => {
    expect(previewOf(text, edits.slice(1, 3))).toBe('Der*die Lehrer*in');
    expect(previewOf(text, edits)).toBe('Der*die Lehrer*in fragt jede*n Schüler*in');
    expect(previewOf(text, [{ start: 10, end: 10, text: '*in' }])).toBe('*in');
    expect(previewOf(text, [])).toBe('');
  });

  it('shiftEdits moves edits computed on a slice', () => {
    expect(shiftEdits([{ start: 0, end: 3, text: 'x' }], 10)).toEqual([{ start: 10, end: 13, text: 'x' }]);
  });
});

describe('LineIndex', () => {
  const doc = 'Erste Zeile\nzweite\r\ndritte\rvierte\n';
  it('computes 1-based lines and columns', () => {
    const idx = new LineIndex(doc);
    expect(idx.lineCount).toBe(5);
    expect(idx.lineColumn(0)).toEqual({ line: 1, column: 1 });
    expect(idx.lineColumn(6)).toEqual({ line: 1, column: 7 });
    expect(idx.lineColumn(11)).toEqual({ line: 1, column: 12 }); // the \n itself
    expect(idx.lineColumn(12)).toEqual({ line: 2, column: 1 });
    expect(idx.lineColumn(19)).toEqual({ line: 2, column: 8 }); // the \n of \r\n
    expect(idx.lineColumn(20)).toEqual({ line: 3, column: 1 });
    expect(idx.lineColumn(27)).toEqual({ line: 4, column: 1 });
    expect(idx.lineColumn(doc.length)).toEqual({ line: 5, column: 1 });
    expect(idx.lineColumn(999)).toEqual({ line: 5, column: 1 });
    expect(lineColumn(doc, 14)).toEqual({ line: 2, column: 3 });
  });

  it('property: offsetAt inverts lineColumn', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'ä', '\n', '\r\n', '\r', ' ', '😀'), { maxLength: 50 }), fc.nat(), (parts, n) => {
        const s = parts.join('');
        const idx = new LineIndex(s);
        const offset = n % (s.length + 1);
        const { line, column } = idx.lineColumn(offset);
        // offsets inside "\r\n" map to the end of the line; all others round-trip
        if (!(s.charAt(offset - 1) === '\r' && s.charAt(offset) === '\n')) expect(idx.offsetAt(line, column)).toBe(offset);
      }),
    );
  });

  it('indexes a large text quickly enough for many look-ups', () => {
    const big = 'Die Lehrer*innen kommen.\n'.repeat(40_000);
    const idx = new LineIndex(big);
    expect(idx.lineColumn(big.length - 1)).toEqual({ line: 40_000, column: 25 });
    let sum = 0;
    for (let o = 0; o < big.length; o += 97) sum += idx.lineColumn(o).line;
    expect(sum).toBeGreaterThan(0);
  });
});
