/**
 * POST /api/rewrite-gender: the translation gender rewriter (src/rewrite) over HTTP.
 * Body {source, translation, lang: "es"|"fr"|"it", direction?: "m2f"|"f2m", alternatives?: true}:
 * with a direction the answer is {result: {text, changes, confidence} | null}; with
 * alternatives: true it is {alternatives: [{genders, text}, …]}. It runs on the main thread: a
 * sentence takes well under a millisecond.
 */
import { alternatives, rewriteGender } from '../rewrite/index.js';
import type { Alternative, RewriteDirection, RewriteLang, RewriteResult } from '../rewrite/types.js';
import { HttpError } from './body.js';

const LANGS: readonly string[] = ['es', 'fr', 'it'];
const DIRECTIONS: readonly string[] = ['m2f', 'f2m'];

export function apiRewriteGender(body: Record<string, unknown>): { result: RewriteResult | null } | { alternatives: Alternative[] } {
  const { source, translation, lang, direction, alternatives: all } = body;
  for (const [name, value] of [['source', source], ['translation', translation]] as const) {
    if (typeof value !== 'string') throw new HttpError(400, `'${name}' must be a string (the English source and its translation)`);
  }
  if (typeof lang !== 'string' || !LANGS.includes(lang)) {
    throw new HttpError(400, `unsupported 'lang' ${JSON.stringify(lang)}; supported: "es", "fr", "it"`);
  }
  if (all !== undefined && typeof all !== 'boolean') throw new HttpError(400, `'alternatives' must be true or false`);
  const input = { source: source as string, translation: translation as string, lang: lang as RewriteLang };
  if (all === true) return { alternatives: alternatives(input) };
  if (typeof direction !== 'string' || !DIRECTIONS.includes(direction)) {
    throw new HttpError(400, `'direction' must be "m2f" or "f2m" (or send "alternatives": true)`);
  }
  return { result: rewriteGender({ ...input, direction: direction as RewriteDirection }) };
}
