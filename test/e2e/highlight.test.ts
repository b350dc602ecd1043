/**
 * The editor's highlight layer without a browser: markup of the backdrop, and how highlights follow the
 * text between a keystroke and the next (debounced) check. (Pure functions from web/src/highlight.ts.)
 */
import { describe, expect, it } from 'vitest';
import { backdropHtml, carryRanges, type Range } from '../../web/src/highlight.js';

const r = (start: number, end: number, index = 0): Range => ({ start, end, index, severity: 'warning' });

describe('backdropHtml', () => {
  it('escapes the text and wraps the ranges in marks', () => {
    const html = backdropHtml('a <b> & Lehrer "x"', [r(8, 14, 3)], 3);
    expect(html).toBe('a &lt;b&gt; &amp; <mark class="hl hl-warning hl-active" data-i="3">Lehrer</mark> &quot;x&quot;');
  });

  it('gives a trailing line break a line of its own, and skips overlapping or out-of-range ranges', () => {
    expect(backdropHtml('x\n', [], -1)).toBe('x\n ');
    expect(backdropHtml('', [], -1)).toBe(' ');
    expect(backdropHtml('abcdef', [r(0, 3, 0), r(2, 4, 1), r(5, 9, 2)], -1)).toBe('<mark class="hl hl-warning" data-i="0">abc</mark>def');
  });
});

describe('carryRanges', () => {
  const text = 'Die Lehrer und jeder Mitarbeiter.';
  const ranges = [r(4, 10, 0), r(21, 32, 1)];
  const carry = (after: string): [number, number][] => carryRanges(text, after, ranges).map((x) => [x.start, x.end]);

  it('keeps ranges before a change and shifts ranges after it', () => {
    expect(carry('Die Lehrer und auch jeder Mitarbeiter.')).toEqual([
      [4, 10],
      [26, 37],
    ]);
    expect(carry('Lehrer und jeder Mitarbeiter.')).toEqual([
      [0, 6],
      [17, 28],
    ]); // "Die " deleted
    expect(carry('Die Lehrer und jeder Mitarbeiter. Neu')).toEqual([
      [4, 10],
      [21, 32],
    ]);
    expect(carry('Hallo. Die Lehrer und jeder Mitarbeiter.')).toEqual([
      [11, 17],
      [28, 39],
    ]);
  });

  it('drops a range whose word the change touches, until the next check', () => {
    expect(carry('Die Lehrerin und jeder Mitarbeiter.')).toEqual([[23, 34]]); // typed into the word
    expect(carry('Die Lehrer*innen und jeder Mitarbeiter.')).toEqual([[27, 38]]); // gender character appended
    expect(carry('Die Lehrerund jeder Mitarbeiter.')).toEqual([[20, 31]]); // space deleted: words merged
    expect(carry('Die Lehrer und jeder Mitarbeiter')).toEqual([
      [4, 10],
      [21, 32],
    ]); // full stop deleted: both words intact
    expect(carry('Die Lehrer, und jeder Mitarbeiter.')).toEqual([
      [4, 10],
      [22, 33],
    ]); // punctuation typed right after a word keeps it
  });

  it('marks carried ranges as stale (index -1)', () => {
    expect(carryRanges(text, `${text} x`, ranges).map((x) => x.index)).toEqual([-1, -1]);
  });
});
