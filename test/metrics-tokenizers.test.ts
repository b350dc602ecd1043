/**
 * sacrebleu's `intl`, `char` and `zh` tokenizers: real GATE sentences and every code point, against
 * the sacrebleu 2.6.0 source where GENDERFAIR_SACREBLEU is set; fixed examples everywhere. The
 * golden command-line outputs (test/cli-sacrebleu.test.ts) cover the tokenizers in BLEU as well.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bleu } from '../src/eval/metrics/index.js';
import { tokenizeChar } from '../src/eval/metrics/tokenizer-char.js';
import { tokenizeIntl } from '../src/eval/metrics/tokenizer-intl.js';
import { tokenizeZh } from '../src/eval/metrics/tokenizer-zh.js';
import { withData } from './helpers/data.js';
import { sacrebleuPython } from './helpers/sacrebleu-python.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/sacrebleu/${name}`, import.meta.url), 'utf8').split('\n');

describe('intl, char and zh tokenizers', () => {
  it('intl: punctuation split off except between digits, symbols always (mteval-v14)', () => {
    expect(tokenizeIntl('Le prix: 1,234.50€ (environ).')).toBe('Le prix : 1,234.50 € ( environ ) .');
    // a number followed by a final period keeps it, as in mteval-v14.pl
    expect(tokenizeIntl('Nacque nel 1990.')).toBe('Nacque nel 1990.');
    expect(tokenizeIntl('«Sí», dijo—y se fue…')).toBe('« Sí » , dijo — y se fue …');
  });

  it('char: every code point a token, spaces included', () => {
    expect(tokenizeChar('Né 𝔘x')).toBe('N é   𝔘 x');
  });

  it('zh: Chinese characters split, the rest 13a; U+2001..U+2A6D count as Chinese (the Python literal \\u20000)', () => {
    expect(tokenizeZh(' 我爱北京天安门。Hello, world! ')).toBe('我 爱 北 京 天 安 门 。 Hello , world !');
    expect(tokenizeZh('a—b 𠀀')).toBe('a — b 𠀀');
  });

  it('ja-mecab, ko-mecab and spm refuse with a clear message', () => {
    expect(() => bleu(['a'], [['a']], { tokenize: 'ja-mecab' as never })).toThrow(/tokenizer "ja-mecab" needs MeCab or SentencePiece models/);
    expect(() => bleu(['a'], [['a']], { tokenize: 'flores200' as never })).toThrow(/supported: 13a, none, intl, char, zh/);
  });

  const py = sacrebleuPython();
  it.skipIf(!py)(withData('same tokens as sacrebleu 2.6.0 on GATE sentences and on every code point', 'GENDERFAIR_SACREBLEU', py ? '' : undefined), () => {
    const lines: string[] = [];
    for (const lang of ['es', 'fr', 'it']) for (const col of ['source', 'ff', 'mm']) lines.push(...fixture(`gate-${lang}.${col}`));
    // every code point outside the surrogates, in windows of 256, mixed with digits, letters and spaces
    for (let start = 0; start < 0x110000; start += 0x100) {
      let s = '';
      for (let cp = start; cp < start + 0x100; cp++) {
        if (cp >= 0xd800 && cp < 0xe000) continue;
        s += String.fromCodePoint(cp) + ['1', 'a', ' ', ''][cp % 4];
      }
      lines.push(s);
    }
    const expected = JSON.parse(
      py!.run(
        `import sys, json
from sacrebleu.tokenizers.tokenizer_intl import TokenizerV14International
from sacrebleu.tokenizers.tokenizer_char import TokenizerChar
from sacrebleu.tokenizers.tokenizer_zh import TokenizerZh
lines = json.load(sys.stdin)
toks = {'intl': TokenizerV14International(), 'char': TokenizerChar(), 'zh': TokenizerZh()}
json.dump({k: [t(l) for l in lines] for k, t in toks.items()}, sys.stdout)`,
        JSON.stringify(lines),
      ),
    ) as Record<string, string[]>;
    const ours: Record<string, (s: string) => string> = { intl: tokenizeIntl, char: tokenizeChar, zh: tokenizeZh };
    for (const [name, tokenize] of Object.entries(ours)) {
      const diffs = lines.flatMap((l, i) => (tokenize(l) === expected[name]![i] ? [] : [`${name} line ${i}`]));
      expect(diffs).toEqual([]);
    }
  });
});
