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

/** The tokens of `TokenizerRegexp.__call__` (its result is these joined by single spaces). */
export function tokenizeRegexpTokens(line: string): string[] {
  let s = line;
  for (const [re, repl] of POST_TOKENIZER) s = s.replace(re, repl);
  return pySplit(s);
}

/** `TokenizerRegexp.__call__`: the regexes, then single spaces between tokens. */
export function tokenizeRegexp(line: string): string {
  return tokenizeRegexpTokens(line).join(' ');
}

/** The tokens of `Tokenizer13a.__call__` (its result is these joined by single spaces). */
export function tokenize13aTokens(line: string): string[] {
  let s = line;
  if (s.includes('<skipped>')) s = s.replaceAll('<skipped>', '');
  if (s.includes('\n')) s = s.replaceAll('-\n', '').replaceAll('\n', ' ');
  if (s.includes('&')) {
    s = s.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
  }
  return tokenizeRegexpTokens(` ${s} `);
}

/** `Tokenizer13a.__call__`. */
export function tokenize13a(line: string): string {
  return tokenize13aTokens(line).join(' ');
}

/** `NoneTokenizer`: the line as it is. */
export function tokenizeNone(line: string): string {
  return line;
}
