/**
 * pyLower is Python 3.11's str.lower() without exceptions: Node's newer Unicode lowercases 55 letters
 * that Python 3.11 leaves alone (which changes MuST-SHE term matches and case-insensitive TER).
 * Checked against the Python of GENDERFAIR_SACREBLEU on every code point and on final sigmas next
 * to those letters; fixed examples everywhere.
 */
import { describe, expect, it } from 'vitest';
import { ter } from '../src/eval/metrics/index.js';
import { scoreMustSheSentence } from '../src/eval/mustshe.js';
import { pyLower } from '../src/eval/python.js';
import { withData } from './helpers/data.js';
import { sacrebleuPython } from './helpers/sacrebleu-python.js';

describe('pyLower: Python 3.11 str.lower()', () => {
  it('keeps the letters Unicode added after 14.0 (U+A7CB, Garay, Kirat Rai) and lowercases the rest', () => {
    expect(pyLower('\uA7CB\uA7CC')).toBe('\uA7CB\uA7CC');
    expect(pyLower('ÄRZTIN \u{10D50}ΟΔΟΣ')).toBe('ärztin \u{10D50}οδος');
    // a sigma before one of them is final, as in Python (there the letter is unassigned)
    expect(pyLower('ΟΔΟΣ\uA7CB')).toBe('οδος\uA7CB');
    expect(pyLower('\uA7CBΣ ')).toBe('\uA7CBσ ');
  });

  it('MuST-SHE matches and TER use it', () => {
    // U+A7CB's lower case in Unicode 16 is U+0264 (ɤ); Python 3.11 keeps U+A7CB, so nothing matches
    expect(scoreMustSheSentence('x \uA7CBa', [{ correct: '\u0264a', wrong: 'b' }]).numTermsFound).toBe(0);
    expect(ter(['\uA7CBa'], [['\u0264a']]).score).toBe(100);
  });

  const py = sacrebleuPython();
  it.skipIf(!py)(withData('equals CPython on every code point and on sigmas next to them', 'GENDERFAIR_SACREBLEU', py ? '' : undefined), () => {
    const inputs: string[] = [];
    for (let c = 0; c < 0x110000; c += 512) {
      let s = '';
      for (let d = c; d < c + 512; d++) if (d < 0xd800 || d >= 0xe000) s += String.fromCodePoint(d);
      inputs.push(s);
    }
    for (const k of ['\uA7CB', '\u{10D50}', 'a', ' ', '.']) inputs.push(`ΑΣ${k}`, `${k}Σ`, `Σ${k}Σ`, `ΑΣ${k}Α`);
    const expected = JSON.parse(py!.run('import sys, json; json.dump([s.lower() for s in json.load(sys.stdin)], sys.stdout)', JSON.stringify(inputs))) as string[];
    expect(inputs.map(pyLower)).toEqual(expected);
  });
});
