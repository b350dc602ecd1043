/**
 * sacrebleu's `intl` tokenizer (tokenizers/tokenizer_intl.py, mteval-v14.pl's international
 * tokenization): punctuation is split off unless it sits between digits, symbols always.
 *
 * sacrebleu matches \p{P}, \p{S} and \p{N} with Python's `regex` module, whose Unicode tables may
 * be older or newer than Node's. The classes are therefore built from data/metrics/intl-categories.json,
 * generated from the `regex` module (scripts/build-intl-categories.py; the file records the
 * version), not from Node's own \p{…} (Node 20 ships Unicode 15 to 17 depending on its ICU).
 */
import { readDataFile } from '../../de/data-path.js';
import { pySplit } from '../python.js';

interface IntlCategories {
  source: string;
  P: Array<[number, number]>;
  S: Array<[number, number]>;
  N: Array<[number, number]>;
}

function classBody(ranges: ReadonlyArray<[number, number]>): string {
  const cp = (c: number) => `\\u{${c.toString(16)}}`;
  return ranges.map(([a, b]) => (a === b ? cp(a) : `${cp(a)}-${cp(b)}`)).join('');
}

let rules: ReadonlyArray<[RegExp, string]> | undefined;

function intlRules(): ReadonlyArray<[RegExp, string]> {
  if (!rules) {
    const cats = JSON.parse(readDataFile('metrics/intl-categories.json')) as IntlCategories;
    const P = `[${classBody(cats.P)}]`;
    const S = `[${classBody(cats.S)}]`;
    const notN = `[^${classBody(cats.N)}]`;
    rules = [
      // separate out punctuation preceded by a non-digit
      [new RegExp(`(${notN})(${P})`, 'gu'), '$1 $2 '],
      // separate out punctuation followed by a non-digit
      [new RegExp(`(${P})(${notN})`, 'gu'), ' $1 $2'],
      // separate out symbols
      [new RegExp(`(${S})`, 'gu'), ' $1 '],
    ];
  }
  return rules;
}

/** `TokenizerV14International.__call__`. */
export function tokenizeIntl(line: string): string {
  let s = line;
  for (const [re, repl] of intlRules()) s = s.replace(re, repl);
  return pySplit(s).join(' ');
}
