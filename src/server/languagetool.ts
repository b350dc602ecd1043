/**
 * LanguageTool HTTP API compatibility (POST /v2/check, GET /v2/languages), so that LanguageTool clients
 * (browser add-ons, editor plug-ins, LTeX) can use genderfair as a "LanguageTool server". Pure
 * functions: request parameters in, LanguageTool JSON out.
 *
 * Two things differ from our contract and are converted here:
 * - A LanguageTool replacement replaces exactly [offset, offset + length). Our suggestions are edit lists
 *   that may touch words outside the flagged one (the article, adjectives, a verb), so a match spans
 *   from the first to the last character any of its listed suggestions touches, and each replacement is
 *   that span with the suggestion's edits applied.
 * - With `data` (annotated text: text parts and markup), offsets refer to the original including the
 *   markup, while the checker sees the text parts with each markup replaced by its `interpretAs`.
 */
import { check } from '../check.js';
import { segmentSentences } from '../text/segment.js';
import { applyEdits } from '../text/edits.js';
import type { CheckOptions, Diagnostic, Edit } from '../types.js';
import { UNSURE_NOTE } from '../unsure.js';
import { ruleMeta } from '../rules.js';
import { HttpError } from './body.js';

// ---------------------------------------------------------------------------------------------
// Languages

export interface LtLanguage {
  name: string;
  code: string;
  longCode: string;
}

/** What GET /v2/languages lists (LanguageTool's names; "German (Swiss)" is what LanguageTool calls it). */
export const LANGUAGES: readonly LtLanguage[] = [
  { name: 'German', code: 'de', longCode: 'de' },
  { name: 'German (Germany)', code: 'de', longCode: 'de-DE' },
  { name: 'German (Austria)', code: 'de', longCode: 'de-AT' },
  { name: 'German (Swiss)', code: 'de', longCode: 'de-CH' },
  { name: 'Italian', code: 'it', longCode: 'it' },
];

const SUPPORTED_CODES = [...LANGUAGES.map((l) => l.longCode), 'auto'];

export interface ResolvedLanguage {
  /** The language the answer names (the requested one, or the detected one for "auto"). */
  name: string;
  code: string;
  detected: { name: string; code: string };
}

function byLongCode(code: string): LtLanguage | undefined {
  return LANGUAGES.find((l) => l.longCode.toLowerCase() === code.toLowerCase());
}

/**
 * The `language` parameter: de, de-DE, de-AT, de-CH, it or auto (case-insensitive). "auto" is German: a
 * German variant among `preferredVariants` (as LanguageTool uses them with auto), else de-DE.
 */
export function resolveLanguage(code: string | undefined, preferredVariants = ''): ResolvedLanguage {
  if (code === undefined || code.trim() === '') throw new HttpError(400, "Missing 'language' parameter");
  const c = code.trim();
  let lang: LtLanguage | undefined;
  if (c.toLowerCase() === 'auto') {
    const preferred = preferredVariants
      .split(',')
      .map((v) => byLongCode(v.trim()))
      .find((l) => l !== undefined && l.code === 'de' && l.longCode !== 'de');
    lang = preferred ?? byLongCode('de-DE');
  } else {
    lang = byLongCode(c);
  }
  if (!lang) {
    throw new HttpError(
      400,
      `'${c}' is not a language code known to genderfair. Supported language codes are: ${SUPPORTED_CODES.join(', ')}`,
    );
  }
  const detected = lang.longCode === 'de' ? byLongCode('de-DE') ?? lang : lang;
  return { name: lang.name, code: lang.longCode, detected: { name: detected.name, code: detected.longCode } };
}

// ---------------------------------------------------------------------------------------------
// Annotated text

interface Segment {
  markup: boolean;
  /** Range in the text the checker sees. */
  plainStart: number;
  plainEnd: number;
  /** Range in the original (text and markup concatenated). */
  origStart: number;
  origEnd: number;
}

export interface AnnotatedText {
  /** Text parts and markup concatenated: what LanguageTool offsets refer to. */
  original: string;
  /** Text parts with each markup replaced by its interpretAs: what is checked. */
  plain: string;
  /** Segments that are non-empty in `plain`, in order. */
  segments: Segment[];
}

/** A plain `text` parameter: original and checked text are the same. */
export function plainText(text: string): AnnotatedText {
  return {
    original: text,
    plain: text,
    segments: text === '' ? [] : [{ markup: false, plainStart: 0, plainEnd: text.length, origStart: 0, origEnd: text.length }],
  };
}

/**
 * The `data` parameter: {"annotation": [{"text": "..."}, {"markup": "<b>"}, {"markup": "<p>",
 * "interpretAs": "\n\n"}]}. Errors are 400s worded like LanguageTool's.
 */
export function parseAnnotation(data: string): AnnotatedText {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch (err) {
    const detail = err instanceof Error ? err.message.split('\n')[0] : '';
    throw new HttpError(400, `Could not parse JSON from 'data' parameter: ${detail}`);
  }
  const annotation = (value as { annotation?: unknown } | null)?.annotation;
  if (!Array.isArray(annotation)) {
    throw new HttpError(400, `'data' must be a JSON object with an 'annotation' array: {"annotation": [{"text": "..."}, {"markup": "..."}]}`);
  }
  let original = '';
  let plain = '';
  const segments: Segment[] = [];
  for (const [i, item] of annotation.entries()) {
    const part = item as { text?: unknown; markup?: unknown; interpretAs?: unknown } | null;
    if (part === null || typeof part !== 'object') throw new HttpError(400, `annotation[${i}] must be an object`);
    const hasText = part.text !== undefined;
    const hasMarkup = part.markup !== undefined;
    if (hasText === hasMarkup) throw new HttpError(400, `annotation[${i}]: exactly one of 'text' or 'markup' is required`);
    if (hasText && typeof part.text !== 'string') throw new HttpError(400, `annotation[${i}].text must be a string`);
    if (hasMarkup && typeof part.markup !== 'string') throw new HttpError(400, `annotation[${i}].markup must be a string`);
    if (part.interpretAs !== undefined && typeof part.interpretAs !== 'string') {
      throw new HttpError(400, `annotation[${i}].interpretAs must be a string`);
    }
    if (hasText && part.interpretAs !== undefined) throw new HttpError(400, `annotation[${i}]: 'interpretAs' is only allowed with 'markup'`);
    const orig = (hasText ? part.text : part.markup) as string;
    const seen = hasText ? orig : ((part.interpretAs as string | undefined) ?? '');
    if (seen !== '') {
      segments.push({
        markup: hasMarkup,
        plainStart: plain.length,
        plainEnd: plain.length + seen.length,
        origStart: original.length,
        origEnd: original.length + orig.length,
      });
    }
    original += orig;
    plain += seen;
  }
  return { original, plain, segments };
}

/** Index of the last segment with plainStart <= p, or -1. */
function segmentAt(at: AnnotatedText, p: number): number {
  let lo = 0;
  let hi = at.segments.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((at.segments[mid]?.plainStart ?? Infinity) <= p) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/**
 * Where a start offset in the checked text lies in the original. Between a text part and markup it is
 * the start of what follows; inside an interpretAs it is the start of the markup.
 */
export function originalStart(at: AnnotatedText, p: number): number {
  const seg = at.segments[segmentAt(at, p)];
  if (!seg || p >= seg.plainEnd) return seg ? seg.origEnd : 0;
  return seg.markup ? seg.origStart : seg.origStart + (p - seg.plainStart);
}

/** Where an end offset lies in the original: after the text before it, not after following markup. */
export function originalEnd(at: AnnotatedText, p: number): number {
  if (p <= 0) return at.segments[0]?.origStart ?? 0;
  const seg = at.segments[segmentAt(at, p - 1)];
  if (!seg) return 0;
  if (seg.markup) return seg.origEnd;
  return seg.origStart + (Math.min(p, seg.plainEnd) - seg.plainStart);
}

/**
 * The edit in original offsets, or undefined when it touches markup (its interpretAs) or spans several
 * text parts: a replacement would then delete or rewrite markup.
 */
function editInOriginal(at: AnnotatedText, e: Edit): Edit | undefined {
  const candidates = [at.segments[segmentAt(at, e.start)]];
  if (e.start === e.end) candidates.push(at.segments[segmentAt(at, e.start - 1)]); // insertion at a part's end
  for (const seg of candidates) {
    if (!seg || seg.markup || e.start < seg.plainStart || e.end > seg.plainEnd) continue;
    const shift = seg.origStart - seg.plainStart;
    return { start: e.start + shift, end: e.end + shift, text: e.text };
  }
  return undefined;
}

/**
 * An edit that crosses markup, split into one edit per changed word when old and new text have the same
 * words and spaces ("jeder <i>Mitarbeiter" -> "jede*r" and "Mitarbeiter*in", the <i> kept); undefined
 * when that is not possible or a word still touches markup.
 */
function wordEditsInOriginal(at: AnnotatedText, e: Edit): Edit[] | undefined {
  const before = at.plain.slice(e.start, e.end).split(/(\s+)/);
  const after = e.text.split(/(\s+)/);
  if (before.length !== after.length || before.length < 2) return undefined;
  const out: Edit[] = [];
  let pos = e.start;
  for (const [i, word] of before.entries()) {
    const replacement = after[i] ?? '';
    if (i % 2 === 1 && word !== replacement) return undefined; // the spaces must stay as they are
    if (word !== replacement) {
      const mapped = editInOriginal(at, { start: pos, end: pos + word.length, text: replacement });
      if (!mapped) return undefined;
      out.push(mapped);
    }
    pos += word.length;
  }
  return out;
}

/** The edits of one suggestion in original offsets, or undefined when they would rewrite markup. */
function suggestionInOriginal(at: AnnotatedText, edits: readonly Edit[]): Edit[] | undefined {
  const out: Edit[] = [];
  for (const e of edits) {
    const direct = editInOriginal(at, e);
    const mapped = direct ? [direct] : wordEditsInOriginal(at, e);
    if (!mapped) return undefined;
    out.push(...mapped);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Matches

export const CATEGORY = { id: 'GENDER_FAIR', name: 'Geschlechtergerechte Sprache' } as const;

/** 'de/generic-masculine-compound' -> 'GENDERFAIR_GENERIC_MASCULINE_COMPOUND' (LanguageTool's id style). */
export function ltRuleId(ruleId: string): string {
  return `GENDERFAIR_${ruleId.replace(/^de\//, '').replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}`;
}

export interface LtMatch {
  message: string;
  shortMessage: string;
  replacements: { value: string }[];
  offset: number;
  length: number;
  context: { text: string; offset: number; length: number };
  sentence: string;
  type: { typeName: string };
  rule: {
    id: string;
    description: string;
    issueType: string;
    category: { id: string; name: string };
  };
  ignoreForIncompleteSentence: boolean;
  contextForSureMatch: number;
}

/** LanguageTool's context: 40 characters on each side, "..." where cut, line breaks and tabs as spaces. */
export const CONTEXT_SIZE = 40;

export function contextOf(original: string, from: number, to: number): LtMatch['context'] {
  const start = Math.max(0, from - CONTEXT_SIZE);
  const end = Math.min(original.length, to + CONTEXT_SIZE);
  const prefix = start > 0 ? '...' : '';
  const suffix = end < original.length ? '...' : '';
  const text = prefix + original.slice(start, end).replace(/[\n\r\t]/g, ' ') + suffix;
  return { text, offset: prefix.length + (from - start), length: to - from };
}

export interface MatchOptions {
  /** The language variant asked for; for de-CH the inserted words use "ss" for "ß", as Swiss spelling does. */
  language?: string;
}

/**
 * One LanguageTool match per diagnostic (see the module comment for spans and replacements). A finding
 * of low confidence becomes a match of type "Hint" (LanguageTool's type for matches the writer should
 * weigh, which clients show less prominently than "Other") with UNSURE_NOTE after its message; issueType
 * stays "style", as for every match, so clients that filter or colour by it treat both alike.
 */
export function toLtMatches(at: AnnotatedText, diagnostics: readonly Diagnostic[], options: MatchOptions = {}): LtMatch[] {
  const swiss = options.language?.toLowerCase() === 'de-ch';
  const sentences = segmentSentences(at.plain);
  const out: LtMatch[] = [];
  let si = 0;
  const sorted = [...diagnostics].sort((a, b) => a.start - b.start || a.end - b.end);
  for (const d of sorted) {
    // Suggestions that can be expressed as a replacement of the original (no markup rewritten).
    const usable: Edit[][] = [];
    for (const s of d.suggestions) {
      const mapped = suggestionInOriginal(at, s.edits);
      if (mapped && mapped.length > 0) usable.push(mapped);
    }
    let from = originalStart(at, d.start);
    let to = Math.max(from, originalEnd(at, d.end));
    for (const edits of usable) {
      for (const e of edits) {
        from = Math.min(from, e.start);
        to = Math.max(to, e.end);
      }
    }
    const span = at.original.slice(from, to);
    const values: string[] = [];
    for (const edits of usable) {
      // Swiss spelling has no ß: only in the inserted words (the user's own text stays as it is).
      const local = edits.map((e) => ({ start: e.start - from, end: e.end - from, text: swiss ? e.text.replace(/ß/g, 'ss') : e.text }));
      const value = applyEdits(span, local);
      if (value !== span && !values.includes(value)) values.push(value);
    }
    while (si < sentences.length - 1 && (sentences[si]?.end ?? 0) <= d.start) si++;
    const sentence = sentences[si];
    const rule = ruleMeta(d.ruleId);
    out.push({
      message: d.confidence === 'low' ? `${d.message} ${UNSURE_NOTE}` : d.message,
      shortMessage: rule?.title ?? d.ruleId,
      replacements: values.map((value) => ({ value })),
      offset: from,
      length: to - from,
      context: contextOf(at.original, from, to),
      sentence: sentence ? at.plain.slice(sentence.start, sentence.end) : '',
      type: { typeName: d.confidence === 'low' ? 'Hint' : 'Other' },
      rule: {
        id: ltRuleId(d.ruleId),
        description: rule?.description ?? d.ruleId,
        issueType: 'style',
        category: { ...CATEGORY },
      },
      ignoreForIncompleteSentence: false,
      contextForSureMatch: 0,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The whole request

export interface SoftwareInfo {
  version: string;
  buildDate: string;
}

export interface LtResponse {
  software: { name: string; version: string; buildDate: string; apiVersion: number; status: string; premium: boolean };
  warnings: { incompleteResults: boolean };
  language: { name: string; code: string; detectedLanguage: { name: string; code: string; confidence: number } };
  matches: LtMatch[];
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * Answers a /v2/check request from its parameters (query string and form body merged). Known
 * parameters: text or data, language, preferredVariants, disabledRules, enabledRules, enabledOnly,
 * disabledCategories, enabledCategories. Others (level, motherTongue, username, apiKey, ...) are accepted
 * and ignored. Rule ids may be given as LanguageTool ids (GENDERFAIR_GENERIC_MASCULINE) or as ours
 * (de/generic-masculine).
 */
export function languageToolCheck(
  params: ReadonlyMap<string, string>,
  software: SoftwareInfo,
  checkFn: (text: string, options?: CheckOptions) => Diagnostic[] = check,
): LtResponse {
  const text = params.get('text');
  const data = params.get('data');
  if (text === undefined && data === undefined) throw new HttpError(400, "Missing 'text' or 'data' parameter");
  const language = resolveLanguage(params.get('language'), params.get('preferredVariants'));
  const at = text !== undefined ? plainText(text) : parseAnnotation(data ?? '');

  const disabledRules = new Set(list(params.get('disabledRules')));
  const enabledRules = new Set(list(params.get('enabledRules')));
  const disabledCategories = new Set(list(params.get('disabledCategories')));
  const enabledCategories = new Set(list(params.get('enabledCategories')));
  const enabledOnly = params.get('enabledOnly') === 'true';
  const named = (set: Set<string>, ruleId: string): boolean => set.has(ruleId) || set.has(ltRuleId(ruleId));
  const active = (ruleId: string): boolean => {
    if (disabledCategories.has(CATEGORY.id) || named(disabledRules, ruleId)) return false;
    return !enabledOnly || enabledCategories.has(CATEGORY.id) || named(enabledRules, ruleId);
  };

  const diagnostics = checkFn(at.plain, { lang: language.code === 'it' ? 'it' : 'de' }).filter((d) => active(d.ruleId));
  return {
    software: {
      name: 'genderfair',
      version: software.version,
      buildDate: software.buildDate,
      apiVersion: 1,
      status: '',
      premium: false,
    },
    warnings: { incompleteResults: false },
    language: {
      name: language.name,
      code: language.code,
      detectedLanguage: { ...language.detected, confidence: 1 },
    },
    matches: toLtMatches(at, diagnostics, { language: language.code }),
  };
}
