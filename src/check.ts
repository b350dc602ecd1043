/** check() and fix(): the public entry points of the checker; they dispatch by language (German; Italian in src/it/check.ts). */
import type { CheckOptions, Diagnostic, Edit, FixOptions, RuleId, RuleSeverities, Severity, Skipped, Style, Suggestion } from './types.js';
import { ALL_STYLES, DEFAULT_STYLES } from './types.js';
import { MESSAGE_NOTES, RULE_IDS, formatMessage, ruleMeta, severityRank } from './rules.js';
import { detect, isAllowed, type Hit } from './de/detect.js';
import { suggest } from './de/suggest.js';
import { applyEdits, previewOf } from './text/edits.js';
import { proseOf } from './documents/formats.js';
import { directSpeech } from './de/quotes.js';
import { italianDiagnostics, italianNames } from './it/check.js';
import type { Prose, Range } from './documents/prose.js';
import { changedWords } from './documents/word-edits.js';
import { getLexicon } from './de/lexicon.js';
import { withUserLexicon } from './de/user-lexicon.js';

/** The rule of each kind of German finding (what each rule is: src/rules.ts). */
const KIND_RULE: Record<Hit['kind'], RuleId> = {
  noun: 'de/generic-masculine',
  modifier: 'de/generic-masculine-compound',
  adjectival: 'de/generic-masculine-adjectival',
  pronoun: 'de/generic-masculine-pronoun',
};

/** The finding's message from its rule's template (suggestions are not part of it: each front end shows them). */
function message(hit: Hit): string {
  const template = ruleMeta(KIND_RULE[hit.kind])!.message;
  return formatMessage(template, { word: hit.token.text, part: hit.kind === 'modifier' ? hit.personForm : hit.token.text });
}

function validateStyles(styles: readonly Style[] | undefined): readonly Style[] {
  if (styles === undefined) return DEFAULT_STYLES;
  for (const s of styles) {
    if (!ALL_STYLES.includes(s)) throw new Error(`unknown style '${String(s)}'; valid styles: ${ALL_STYLES.join(', ')}`);
  }
  return styles.length > 0 ? styles : DEFAULT_STYLES;
}

function validateRules(rules: RuleSeverities | undefined): RuleSeverities {
  if (rules === undefined) return {};
  for (const [id, level] of Object.entries(rules)) {
    if (!(RULE_IDS as readonly string[]).includes(id)) throw new Error(`unknown rule '${id}'; rules: ${RULE_IDS.join(', ')}`);
    if (level !== 'off' && level !== 'info' && level !== 'warning') throw new Error(`rule '${id}': severity must be off, info or warning`);
  }
  return rules;
}

/** Flags generic-masculine person references in `text` and offers ranked inclusive rewrites. */
export function check(text: string, options: CheckOptions = {}): Diagnostic[] {
  return checkWithReasons(text, options).diagnostics;
}

/**
 * check() that also returns the person nouns it deliberately left alone, with the reason (specific person,
 * non-person sense, inclusive form, allow list, quotation, switched off): what `check --explain` prints.
 */
export function checkWithReasons(text: string, options: CheckOptions = {}): { diagnostics: Diagnostic[]; skipped: Skipped[] } {
  if (typeof text !== 'string') throw new TypeError('check() expects a string');
  return checkProse(text, proseOf(text, options.inputFormat), options);
}

/**
 * checkWithReasons() on prose built by the caller (the retext plugin builds it from a syntax tree):
 * findings and edits in offsets of `text` (the source), which the prose maps back to.
 */
export function checkProse(text: string, prose: Prose, options: CheckOptions = {}): { diagnostics: Diagnostic[]; skipped: Skipped[] } {
  const lang = options.lang ?? 'de';
  if (lang !== 'de' && lang !== 'it') throw new Error(`unsupported language '${String(lang)}'; supported: de, it`);
  const styles = validateStyles(options.styles);
  const min = severityRank(options.minSeverity ?? 'info');
  const rules = validateRules(options.rules);
  const lexicon = options.lexicon && withUserLexicon(getLexicon(), options.lexicon);
  if (lang === 'it') return checkItalianProse(text, prose, { styles, min, rules, allow: options.allow ?? [] });
  const diagnostics: Diagnostic[] = [];
  const skipped: Skipped[] = [];
  const speech = directSpeech(prose.text);
  const onSkip = (token: { start: number; end: number; text: string }, reason: Skipped['reason'], detail: string): void => {
    skipped.push({ start: token.start, end: token.end, actual: token.text, reason, detail });
  };
  for (const hit of detect(prose.text, { allow: options.allow ?? [], onSkip, compounds: options.compounds ?? 'default', ...(lexicon ? { lexicon } : {}) })) {
    const range = { start: hit.token.start, end: hit.token.end };
    if (within(prose.disabled, range)) {
      skipped.push({ ...range, actual: hit.token.text, reason: 'disabled', detail: 'abgeschaltet (genderfair-disable)' });
      continue;
    }
    const ignored = prose.ignores?.find((r) => r.start <= range.start && range.end <= r.end && isAllowed(hit, new Set(r.words.map((w) => w.toLowerCase()))));
    if (ignored) {
      skipped.push({ ...range, actual: hit.token.text, reason: 'allowed', detail: 'genderfair-ignore' });
      continue;
    }
    const level = rules[KIND_RULE[hit.kind]] ?? hit.severity;
    if (level === 'off') {
      skipped.push({ ...range, actual: hit.token.text, reason: 'disabled', detail: `Regel ${KIND_RULE[hit.kind]} abgeschaltet` });
      continue;
    }
    // what someone said or wrote (a block quote, direct speech) is reported, never rewritten by default
    const quoted = within(prose.quotes, range) || withinSorted(speech, range);
    const severity: Severity = quoted ? 'info' : level;
    if (severityRank(severity) < min) {
      if (quoted) skipped.push({ ...range, actual: hit.token.text, reason: 'quotation', detail: 'im Zitat' });
      continue;
    }
    const { suggestions, failsOmissionTrial, omissionKept } = suggest(prose.text, hit, styles);
    const notes = [message(hit)];
    if (failsOmissionTrial) notes.push(formatMessage(omissionKept ? MESSAGE_NOTES.omissionKept : MESSAGE_NOTES.omissionFirst, { form: failsOmissionTrial }));
    if (quoted) notes.push(MESSAGE_NOTES.quotation);
    diagnostics.push({
      ruleId: KIND_RULE[hit.kind],
      ...range,
      actual: hit.token.text,
      message: notes.join(' '),
      severity,
      confidence: quoted || !hit.sure ? 'low' : 'high',
      suggestions,
    });
  }
  if (prose.identity) return { diagnostics, skipped };
  return {
    diagnostics: diagnostics.map((d) => sourceDiagnostic(prose, text, d)),
    skipped: skipped.map((s) => ({ ...s, ...sourceRange(prose, text, s) })),
  };
}

/**
 * Italian (src/it/check.ts) with the options that apply to it: per-rule severities, the lowest severity, the
 * allow list and genderfair-ignore (a flagged word or its lemma: cittadini, cittadino), accepted styles (its
 * rewrites are all 'neutral': without it they are left out and fix() applies nothing), quotations and disabled
 * ranges. No user lexicon.
 */
function checkItalianProse(
  text: string,
  prose: Prose,
  options: { styles: readonly Style[]; min: number; rules: RuleSeverities; allow: readonly string[] },
): { diagnostics: Diagnostic[]; skipped: Skipped[] } {
  const allow = new Set(options.allow.map((w) => w.toLowerCase()));
  const diagnostics: Diagnostic[] = [];
  const skipped: Skipped[] = [];
  const skip = (d: Diagnostic, reason: Skipped['reason'], detail: string) => skipped.push({ start: d.start, end: d.end, actual: d.actual, reason, detail });
  const speech = directSpeech(prose.text);
  for (const found of italianDiagnostics(prose.text)) {
    const names = italianNames(found.actual);
    const level = options.rules[found.ruleId as RuleId] ?? found.severity;
    if (level === 'off') {
      skip(found, 'disabled', `Regel ${found.ruleId} abgeschaltet`);
      continue;
    }
    const ignored = prose.ignores?.some((r) => within([r], found) && r.words.some((w) => names.includes(w.toLowerCase())));
    const reason: [Skipped['reason'], string] | undefined = within(prose.disabled, found)
      ? ['disabled', 'abgeschaltet (genderfair-disable)']
      : names.some((n) => allow.has(n))
        ? ['allowed', 'in der Liste erlaubter Wörter']
        : ignored
          ? ['allowed', 'genderfair-ignore']
          : undefined;
    if (reason) {
      skip(found, ...reason);
      continue;
    }
    const d = options.styles.includes('neutral') ? found : { ...found, suggestions: [], confidence: 'low' as const };
    const quoted = within(prose.quotes, d) || within(speech, d);
    const severity: Severity = quoted ? 'info' : level;
    if (severityRank(severity) < options.min) {
      if (quoted) skip(d, 'quotation', 'im Zitat');
      continue;
    }
    diagnostics.push(quoted ? { ...d, severity, confidence: 'low' } : severity === d.severity ? d : { ...d, severity });
  }
  if (prose.identity) return { diagnostics, skipped };
  return {
    diagnostics: diagnostics.map((d) => sourceDiagnostic(prose, text, d)),
    skipped: skipped.map((s) => ({ ...s, ...sourceRange(prose, text, s) })),
  };
}

function within(ranges: readonly Range[], r: Range): boolean {
  return ranges.some((q) => q.start <= r.start && r.end <= q.end);
}

/** within() for ranges in text order that do not overlap (binary search). */
function withinSorted(ranges: readonly Range[], r: Range): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const q = ranges[mid]!;
    if (q.end < r.end) lo = mid + 1;
    else if (q.start > r.start) hi = mid - 1;
    else return true;
  }
  return false;
}

/** A prose range as a source range, with the source text it covers. */
function sourceRange(prose: Prose, source: string, r: Range): { start: number; end: number; actual: string } {
  const { start, end } = prose.toSource(r.start, r.end);
  return { start, end, actual: source.slice(start, end) };
}

/** A diagnostic in source offsets (the same object where the prose is the source there). */
function sourceDiagnostic(prose: Prose, source: string, d: Diagnostic): Diagnostic {
  const range = sourceRange(prose, source, d);
  const suggestions = d.suggestions.map((s) => sourceSuggestion(prose, source, s));
  const same = range.start === d.start && range.end === d.end && suggestions.every((s, k) => s === d.suggestions[k]);
  return same ? d : { ...d, ...range, suggestions };
}

/**
 * A suggestion's edits in source offsets, written as the source format needs. Each edit is cut down to the
 * words it changes first, so markup between them (`Der **erfahrene** Nutzer`, the `> ` of a quoted line)
 * stays as it is; edits that change nothing are dropped.
 */
function sourceSuggestion(prose: Prose, source: string, s: Suggestion): Suggestion {
  const edits: Edit[] = [];
  let same = true;
  // every edit only moved (text after a soft hyphen the prose left out): the preview stays when the
  // source between the first and the last edit is a copy of the prose
  let moved = true;
  for (const e of s.edits) {
    // where the prose is a copy of the source the edit maps as it is (the common case, and cheap)
    if (prose.isVerbatim(e.start, e.end)) {
      const r = prose.toSource(e.start, e.end);
      const text = prose.encode(e.text, e.start);
      if (r.start === e.start && r.end === e.end && text === e.text) edits.push(e);
      else {
        same = false;
        if (text !== e.text) moved = false;
        edits.push({ start: r.start, end: r.end, text });
      }
      continue;
    }
    same = false;
    moved = false;
    for (const w of changedWords(prose.text, e)) {
      const { start, end } = prose.toSource(w.start, w.end);
      edits.push({ start, end, text: prose.encode(w.text, w.start) });
    }
  }
  if (same) return s;
  if (moved && prose.isVerbatim(s.edits[0]!.start, s.edits[s.edits.length - 1]!.end)) return { ...s, edits };
  // the preview reads as the source will: a character the prose left out between two edits stays in it
  return { ...s, edits, preview: previewOf(source, edits) };
}

/**
 * Applies the best suggestion of each diagnostic to `text` and counts the changed places. By default only
 * high-confidence warnings are applied (`all: true` applies every diagnostic's best suggestion).
 * Diagnostics are taken in text order; a suggestion whose edits overlap an earlier applied one is skipped,
 * so the result is always well-formed, and nothing outside the edits changes.
 */
export function applyBestSuggestions(
  text: string,
  diagnostics: readonly Diagnostic[],
  options: { all?: boolean } = {},
): { text: string; applied: number } {
  const { edits, applied } = bestSuggestionEdits(text, diagnostics, options);
  return { text: applyEdits(text, edits), applied };
}

/** The edits applyBestSuggestions() makes, and the number of changed places (for callers that apply edits themselves). */
export function bestSuggestionEdits(
  text: string,
  diagnostics: readonly Diagnostic[],
  options: { all?: boolean } = {},
): { edits: Edit[]; applied: number } {
  const sorted = diagnostics
    .filter((d) => options.all === true || (d.severity === 'warning' && d.confidence === 'high'))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const edits: Edit[] = [];
  let lastEnd = -1;
  let applied = 0;
  for (const d of sorted) {
    const best = d.suggestions[0];
    if (!best || best.edits.length === 0) continue;
    const start = Math.min(...best.edits.map((e) => e.start));
    if (start < lastEnd) continue;
    edits.push(...best.edits);
    lastEnd = Math.max(...best.edits.map((e) => e.end));
    if (best.edits.some((e) => text.slice(e.start, e.end) !== e.text)) applied++;
  }
  return { edits, applied };
}

/** Applies the best suggestion of each high-confidence warning, or of every diagnostic with `all` (see applyBestSuggestions). */
export function fix(text: string, options: FixOptions = {}): string {
  return applyBestSuggestions(text, check(text, options), { all: options.all === true }).text;
}
