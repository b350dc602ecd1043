/**
 * sacrebleu's default BLEU tokenizer `13a` (tokenizers/tokenizer_13a.py + tokenizer_re.py), the
 * mteval-v13a.pl tokenization used by WMT. The regular expressions are Python's, with the `u` flag
 * so that `[^0-9]` takes one code point as in Python.
 */
import { pySplit } from '../python.js';

const POST_TOKENIZER: ReadonlyArray<[RegExp, string]> = [
  // language-dependent part (assuming Western languages): ASCII punctuation except ' , - .
  [/([{-~\[-` -&(-+:-@\/])/gu, ' $1 '],
  // tokenize period and comma unless preceded by a digit
  [/([^0-9])([.,])/gu, '$1 $2 '],
  // tokenize period and comma unless followed by a digit
  [/([.,])([^0-9])/gu, ' $1 $2'],
  // tokenize dash when preceded by a digit
  [/([0-9])(-)/gu, '$1 $2 '],
];

/** `TokenizerRegexp.__call__`: the regexes, then single spaces between tokens. */
export function tokenizeRegexp(line: string): string {
  let s = line;
  for (const [re, repl] of POST_TOKENIZER) s = s.replace(re, repl);
  return pySplit(s).join(' ');
}

/** `Tokenizer13a.__call__`. */
export function tokenize13a(line: string): string {
  let s = line.replaceAll('<skipped>', '').replaceAll('-\n', '').replaceAll('\n', ' ');
  if (s.includes('&')) {
    s = s.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
  }
  return tokenizeRegexp(` ${s} `);
}

/** `NoneTokenizer`: the line as it is. */
export function tokenizeNone(line: string): string {
  return line;
}
