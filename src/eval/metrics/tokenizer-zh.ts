/**
 * sacrebleu's `zh` tokenizer (tokenizers/tokenizer_zh.py): spaces around each Chinese character,
 * then the 13a regular expressions.
 *
 * The ranges are Python string comparisons `start <= char <= end` on the literals of the Python
 * source. Two of them are written `'\u20000'` and `'\u2f800'`, which in Python (as in JavaScript)
 * are a 4-digit escape followed by a digit: two-character strings. sacrebleu therefore treats
 * U+2001..U+2A6D and U+2F81..U+2FA1 as Chinese and not the intended Extension B and the
 * Compatibility Supplement; comparing the same literals by code point reproduces that exactly.
 */
import { pyStrip } from '../python.js';
import { tokenizeRegexp } from './tokenizer-13a.js';

const UCODE_RANGES: ReadonlyArray<[string, string]> = [
  ['\u3400', '\u4db5'], // CJK Unified Ideographs Extension A, release 3.0
  ['\u4e00', '\u9fa5'], // CJK Unified Ideographs, release 1.1
  ['\u9fa6', '\u9fbb'], // CJK Unified Ideographs, release 4.1
  ['\uf900', '\ufa2d'], // CJK Compatibility Ideographs, release 1.1
  ['\ufa30', '\ufa6a'], // CJK Compatibility Ideographs, release 3.2
  ['\ufa70', '\ufad9'], // CJK Compatibility Ideographs, release 4.1
  ['\u20000', '\u2a6d6'], // (UTF16) CJK Unified Ideographs Extension B, release 3.1
  ['\u2f800', '\u2fa1d'], // (UTF16) CJK Compatibility Supplement, release 3.1
  ['\uff00', '\uffef'], // full-width ASCII and punctuation, half-width Katakana and Hangul
  ['\u2e80', '\u2eff'], // CJK Radicals Supplement
  ['\u3000', '\u303f'], // CJK punctuation mark
  ['\u31c0', '\u31ef'], // CJK stroke
  ['\u2f00', '\u2fdf'], // Kangxi Radicals
  ['\u2ff0', '\u2fff'], // Chinese character structure
  ['\u3100', '\u312f'], // Phonetic symbols
  ['\u31a0', '\u31bf'], // Phonetic symbols (Taiwanese and Hakka expansion)
  ['\ufe10', '\ufe1f'],
  ['\ufe30', '\ufe4f'],
  ['\u2600', '\u26ff'],
  ['\u2700', '\u27bf'],
  ['\u3200', '\u32ff'],
  ['\u3300', '\u33ff'],
];

/** Python's comparison of a one-character string (code point `cp`) with a string of BMP characters. */
function compareCodePoint(cp: number, s: string): number {
  const first = s.charCodeAt(0);
  if (cp !== first) return cp < first ? -1 : 1;
  return s.length > 1 ? -1 : 0; // a proper prefix sorts first
}

/** `TokenizerZh._is_chinese_char`, as a table over all code points (built on first use). */
let chinese: Uint8Array | undefined;

function isChineseChar(cp: number): boolean {
  if (!chinese) {
    chinese = new Uint8Array(0x10000);
    for (let c = 0; c < 0x10000; c++) {
      chinese[c] = UCODE_RANGES.some(([start, end]) => compareCodePoint(c, start) >= 0 && compareCodePoint(c, end) <= 0) ? 1 : 0;
    }
  }
  // every range ends in the BMP, so no astral character is inside one
  return cp < 0x10000 && chinese[cp] === 1;
}

/** `TokenizerZh.__call__`. */
export function tokenizeZh(line: string): string {
  let out = '';
  for (const ch of pyStrip(line)) {
    out += isChineseChar(ch.codePointAt(0)!) ? ` ${ch} ` : ch;
  }
  return tokenizeRegexp(out);
}
