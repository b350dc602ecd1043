/** The JSON API: POST /api/check and POST /api/fix. Validates the body and calls the checker. */
import { applyBestSuggestions } from '../check.js';
import { INPUT_FORMATS, isInputFormat } from '../documents/formats.js';
import { ALL_STYLES, type CheckOptions, type Diagnostic, type Severity, type Style, type UserLexicon } from '../types.js';
import { SEVERITIES } from '../rules.js';
import { compileUserLexicon } from '../de/user-lexicon.js';
import { HttpError } from './body.js';
import type { CheckFn } from './check-cache.js';

export type { CheckFn };

export interface CheckRequest {
  text: string;
  options: CheckOptions;
  /** /api/fix: apply every best suggestion, not only those of high-confidence warnings. */
  all?: boolean;
}


function stringArray(value: unknown, name: string, hint: string): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw new HttpError(400, `'${name}' must be an array of strings${hint}`);
  }
  return value as string[];
}

/** {text, inputFormat?, styles?, allow?, minSeverity?, lang?, all?, lexicon?} -> arguments of check(); unknown fields are ignored. */
export function parseCheckRequest(body: Record<string, unknown>): CheckRequest {
  const { text, inputFormat, styles, allow, minSeverity, lang, all, lexicon } = body;
  if (text === undefined) throw new HttpError(400, "missing 'text': expected {\"text\": \"...\"}");
  if (typeof text !== 'string') throw new HttpError(400, `'text' must be a string, got ${text === null ? 'null' : Array.isArray(text) ? 'an array' : typeof text}`);
  if (lang !== undefined && lang !== 'de' && lang !== 'it') throw new HttpError(400, `unsupported 'lang' ${JSON.stringify(lang)}; supported: "de", "it"`);
  const options: CheckOptions = { lang: lang === 'it' ? 'it' : 'de' };
  if (styles !== undefined) {
    const list = stringArray(styles, 'styles', ` (${ALL_STYLES.join(', ')})`);
    for (const s of list) {
      if (!(ALL_STYLES as readonly string[]).includes(s)) {
        throw new HttpError(400, `unknown style ${JSON.stringify(s)}; valid styles: ${ALL_STYLES.join(', ')}`);
      }
    }
    options.styles = list as Style[];
  }
  if (inputFormat !== undefined) {
    if (typeof inputFormat !== 'string' || !isInputFormat(inputFormat)) {
      throw new HttpError(400, `unknown 'inputFormat' ${JSON.stringify(inputFormat)}; valid formats: ${INPUT_FORMATS.join(', ')}`);
    }
    if (inputFormat !== 'text') options.inputFormat = inputFormat;
  }
  if (allow !== undefined) options.allow = stringArray(allow, 'allow', ' (words or phrases not to flag)');
  if (minSeverity !== undefined) {
    if (!SEVERITIES.includes(minSeverity as Severity)) {
      throw new HttpError(400, `'minSeverity' must be "warning" or "info", got ${JSON.stringify(minSeverity)}`);
    }
    options.minSeverity = minSeverity as Severity;
  }
  if (lexicon !== undefined) {
    try {
      compileUserLexicon(lexicon as UserLexicon);
    } catch (err) {
      throw new HttpError(400, `'lexicon': ${(err as Error).message.replace(/^invalid lexicon: /, '')}`);
    }
    options.lexicon = lexicon as UserLexicon;
  }
  if (all !== undefined && typeof all !== 'boolean') throw new HttpError(400, `'all' must be true or false, got ${JSON.stringify(all)}`);
  return all === true ? { text, options, all } : { text, options };
}

export function apiCheck(req: CheckRequest, check: CheckFn): { diagnostics: Diagnostic[] } {
  return { diagnostics: checkDocument(req, check) };
}

export function apiFix(req: CheckRequest, check: CheckFn): { text: string; applied: number } {
  return applyBestSuggestions(req.text, checkDocument(req, check), { all: req.all === true });
}

/** check(); a text that its input format's parser cannot read (invalid JSON, YAML, .po) is the client's error. */
function checkDocument(req: CheckRequest, check: CheckFn): Diagnostic[] {
  if (req.options.inputFormat === undefined) return check(req.text, req.options);
  try {
    return check(req.text, req.options);
  } catch (err) {
    throw new HttpError(400, `cannot read 'text' as ${req.options.inputFormat}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
