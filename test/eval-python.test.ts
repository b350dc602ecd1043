import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPyWhitespace,
  pyCsvRead,
  pyFixed,
  pyFloatRepr,
  pySplit,
  pySplitlines,
  pyStrCompare,
  pyStrip,
} from '../src/eval/python.js';

// Expected values printed by CPython 3.11.7 (csv.reader, repr, f-strings, str methods).
describe('Python-compatible helpers', () => {
  it('splits and strips on Python whitespace, not JS \\s', () => {
    expect(pySplit('  a\u0085b\x1cc\ufeffd  ')).toEqual(['a', 'b', 'c\ufeffd']);
    expect(pySplit('')).toEqual([]);
    expect(pySplit(' \t ')).toEqual([]);
    expect(pyStrip('\ufeff x \u3000')).toBe('\ufeff x');
  });

  it('knows which code units are Python whitespace', () => {
    // [c for c in range(0x10000) if len(('a' + chr(c) + 'b').split()) == 2], CPython 3.11
    const python = new Set([
      0x9, 0xa, 0xb, 0xc, 0xd, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003,
      0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
    ]);
    const wrong: string[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      if (isPyWhitespace(c) !== python.has(c)) wrong.push(`isPyWhitespace ${c.toString(16)}`);
      if ((pySplit(`a${String.fromCharCode(c)}b`).length === 2) !== python.has(c)) wrong.push(`pySplit ${c.toString(16)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('reads TSV like csv.reader with the excel dialect', () => {
    // [text, records, line_num at the end, line_num after each record]
    const cases: Array<[string, string[][], number, number[]]> = [
      ['a\t"b""c"\td\n', [['a', 'b"c', 'd']], 1, [1]],
      ['"x"y\tz\n', [['xy', 'z']], 1, [1]],
      ['a"b\tc\n', [['a"b', 'c']], 1, [1]],
      ['"multi\nline"\tq\n\nlast', [['multi\nline', 'q'], [], ['last']], 4, [2, 3, 4]],
      ['"unclosed\tq\nmore', [['unclosed\tq\nmore']], 2, [2]],
      ['a\t\n', [['a', '']], 1, [1]],
      ['"Sir," dijo\tx\r\ny\r\n', [['Sir, dijo', 'x'], ['y']], 2, [1, 2]],
      ['""\t""""\n', [['', '"']], 1, [1]],
      ['\t\n', [['', '']], 1, [1]],
    ];
    for (const [text, rows, lineNum, rowLineNums] of cases) {
      expect(pyCsvRead(text, '\t'), JSON.stringify(text)).toEqual({ rows, lineNum, rowLineNums });
    }
  });

  it('prints floats as repr() does', () => {
    const cases: Array<[number, string]> = [
      [1, '1.0'],
      [0, '0.0'],
      [1 / 3, '0.3333333333333333'],
      [5e-5, '5e-05'],
      [1e16, '1e+16'],
      [1234.5, '1234.5'],
      [0.0001, '0.0001'],
      [1e-7, '1e-07'],
      [123456789012345680000, '1.2345678901234568e+20'],
      [1 - 1 / 3, '0.6666666666666667'],
      [1e15, '1000000000000000.0'],
      [-2.5e-10, '-2.5e-10'],
    ];
    for (const [x, repr] of cases) expect(pyFloatRepr(x)).toBe(repr);
  });

  it('formats fixed decimals with half-even rounding of the exact binary value', () => {
    const cases: Array<[number, number, string]> = [
      [0.125, 2, '0.12'],
      [0.625, 2, '0.62'],
      [0.375, 2, '0.38'],
      [2.5, 0, '2'],
      [3.5, 0, '4'],
      [0.5, 2, '0.50'],
      [1 / 3, 2, '0.33'],
      [1.005, 2, '1.00'],
      [-0, 2, '-0.00'],
      [0.045, 2, '0.04'],
      [77.91979233802728, 2, '77.92'],
      [1e22, 1, '10000000000000000000000.0'],
      [0.5, 0, '0'],
      [1.5, 0, '2'],
    ];
    for (const [x, d, s] of cases) expect(pyFixed(x, d), `${x} .${d}f`).toBe(s);
  });

  it('splits lines as str.splitlines()', () => {
    expect(pySplitlines('a\n\nb\x1cc\u2028d\r\n')).toEqual(['a', '', 'b', 'c', 'd']);
    expect(pySplitlines('')).toEqual([]);
    expect(pySplitlines('x\n\n')).toEqual(['x', '']);
  });

  it('orders strings as Python sorted() does (by code point)', () => {
    const items = ['\ue000', '\u{1F600}', 'b', 'a', 'ab', 'Global', '1F', '2M', 'RSCMP', 'HEAD'];
    expect([...items].sort(pyStrCompare)).toEqual([
      '1F', '2M', 'Global', 'HEAD', 'RSCMP', 'a', 'ab', 'b', '\ue000', '\u{1F600}',
    ]);
    expect(pyStrCompare('a', 'a')).toBe(0);
  });

  it('pyCsvRead: the fast path for lines without quotes gives the same records as the state machine', () => {
    const alphabet = fc.constantFrom('a', 'b', '"', '\t', '\n', '\r', ' ', ',');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }).map((cs) => cs.join('')), (text) => {
        expect(pyCsvRead(text, '\t')).toEqual(pyCsvRead(text, '\t', false));
        expect(pyCsvRead(text, ',')).toEqual(pyCsvRead(text, ',', false));
      }),
      { numRuns: 3000 },
    );
  });
});
