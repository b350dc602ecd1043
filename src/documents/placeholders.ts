/**
 * Placeholders in translation strings are not prose and are never edited: printf (`%s`, `%1$s`, `%d`,
 * `%(name)s`), braces (`{name}`, `{0}`, `{{count}}`, `${name}`, `%{name}`), Laravel's `:name`, i18next's
 * `$t(key)`, and the tags of react-i18next and friends (`<0>`, `</0>`, `<b>`, `<br/>`).
 */
import { type DecodeAt, appendDecoded } from './decoded.js';
import type { ProseBuilder, Range } from './prose.js';

const PLACEHOLDER = new RegExp(
  [
    String.raw`%(?:\d+\$|\([^()\s]*\))?[-+ 0#]*(?:\d+|\*)?(?:\.\d+)?(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfFgGaAcspn@%]`,
    String.raw`%\{[^{}]*\}`,
    String.raw`\$\{[^{}]*\}`,
    String.raw`\{\{[^{}]*\}\}`,
    String.raw`\{[^{}]*\}`,
    String.raw`(?<![\p{L}\p{N}_:]):[A-Za-z_][A-Za-z0-9_]*`,
    String.raw`\$t\([^()]*\)`,
    String.raw`<\/?[A-Za-z0-9][^<>]*>`,
  ].join('|'),
  'gu',
);

/** The ranges of `value` that are placeholders, in order. */
export function placeholdersIn(value: string): Range[] {
  const out: Range[] = [];
  for (const m of value.matchAll(PLACEHOLDER)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

/**
 * Appends one translation string (source[start, end) decoded as `value`) without its placeholders, as a
 * block of its own unless `continued` (the next piece of a gettext string split over lines).
 */
export function appendTranslation(
  b: ProseBuilder,
  source: string,
  start: number,
  end: number,
  value: string,
  decodeAt: DecodeAt,
  continued = false,
): void {
  if (!continued && b.position > 0) b.synthetic('\n\n', start);
  appendDecoded(b, source, start, end, value, decodeAt, placeholdersIn(value));
}
