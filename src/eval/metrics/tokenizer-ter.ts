/**
 * sacrebleu's Tercom tokenizer (tokenizers/tokenizer_ter.py), a re-implementation of tercom's
 * Normalizer.java. Python's `$` (end, or before a final newline) is written `(?=\n?$)`.
 */
import { pyLower, pySplit } from '../python.js';

export interface TercomOptions {
  normalized?: boolean;
  noPunct?: boolean;
  asianSupport?: boolean;
  caseSensitive?: boolean;
}

const ASIAN_PUNCT = /([\u3001\u3002\u3008-\u3011\u3014-\u301f\uff61-\uff65\u30fb])/gu;
const FULL_WIDTH_PUNCT = /([\uff0e\uff0c\uff1f\uff1a\uff1b\uff01\uff02\uff08\uff09])/gu;

function normalizeGeneralAndWestern(input: string): string {
  let sent = input;
  // language-independent (general) part: end-of-line hyphenation, joined lines, XML escapes
  sent = sent.replace(/\n-/gu, '');
  sent = sent.replace(/\n/gu, ' ');
  sent = sent.replace(/&quot;/gu, '"');
  sent = sent.replace(/&amp;/gu, '&');
  sent = sent.replace(/&lt;/gu, '<');
  sent = sent.replace(/&gt;/gu, '>');
  // language-dependent (Western) part
  sent = ` ${sent} `;
  sent = sent.replace(/([{-~\[-` -&(-+:-@\/])/gu, ' $1 '); // tokenize punctuation
  sent = sent.replace(/'s /gu, " 's "); // possessives
  sent = sent.replace(/'s(?=\n?$)/gu, " 's");
  sent = sent.replace(/([^0-9])([.,])/gu, '$1 $2 '); // period and comma unless preceded by a digit
  sent = sent.replace(/([.,])([^0-9])/gu, ' $1 $2'); // period and comma unless followed by a digit
  sent = sent.replace(/([0-9])(-)/gu, '$1 $2 '); // dash when preceded by a digit
  return sent;
}

function normalizeAsian(input: string): string {
  let sent = input;
  // CJK Unified Ideographs and Extension A
  sent = sent.replace(/([\u4e00-\u9fff\u3400-\u4dbf])/gu, ' $1 ');
  // CJK Strokes, CJK Radicals Supplement
  sent = sent.replace(/([\u31c0-\u31ef\u2e80-\u2eff])/gu, ' $1 ');
  // CJK Compatibility, Compatibility Ideographs, Compatibility Forms
  sent = sent.replace(/([\u3300-\u33ff\uf900-\ufaff\ufe30-\ufe4f])/gu, ' $1 ');
  // Enclosed CJK Letters and Months (sacrebleu's range, as written there)
  sent = sent.replace(/([\u3200-\u3f22])/gu, ' $1 ');
  // Hiragana, Katakana, Katakana Phonetic Extensions: sacrebleu's patterns verbatim (the `^`
  // inside the groups makes them match only at the start of the sentence)
  sent = sent.replace(/(^|^[\u3040-\u309f])([\u3040-\u309f]+)(?=\n?$|^[\u3040-\u309f])/gu, '$1 $2 ');
  sent = sent.replace(/(^|^[\u30a0-\u30ff])([\u30a0-\u30ff]+)(?=\n?$|^[\u30a0-\u30ff])/gu, '$1 $2 ');
  sent = sent.replace(/(^|^[\u31f0-\u31ff])([\u31f0-\u31ff]+)(?=\n?$|^[\u31f0-\u31ff])/gu, '$1 $2 ');
  sent = sent.replace(ASIAN_PUNCT, ' $1 ');
  sent = sent.replace(FULL_WIDTH_PUNCT, ' $1 ');
  return sent;
}

/** The signature name of this tokenizer. */
export const TERCOM_SIGNATURE = 'tercom';

/** `TercomTokenizer(...)(sent)`. */
export function tokenizeTercom(input: string, options: TercomOptions = {}): string {
  if (!input) return '';
  let sent = input;
  if (!options.caseSensitive) sent = pyLower(sent);
  if (options.normalized) {
    sent = normalizeGeneralAndWestern(sent);
    if (options.asianSupport) sent = normalizeAsian(sent);
  }
  if (options.noPunct) {
    sent = sent.replace(/[.,?:;!"()]/gu, '');
    if (options.asianSupport) {
      sent = sent.replace(ASIAN_PUNCT, '');
      sent = sent.replace(FULL_WIDTH_PUNCT, '');
    }
  }
  return pySplit(sent).join(' ');
}
