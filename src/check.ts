/** check() and fix(): the public entry points of the checker; they dispatch by language (German only for now). */
import type { CheckOptions, Diagnostic, Edit, Severity, Style } from './types.js';
import { ALL_STYLES, DEFAULT_STYLES } from './types.js';
import { detect, type Hit } from './de/detect.js';
import { suggest } from './de/suggest.js';
import { applyEdits } from './text/edits.js';

const RULES: Record<Hit['kind'], string> = {
  noun: 'de/generic-masculine',
  modifier: 'de/generic-masculine-compound',
  adjectival: 'de/generic-masculine-adjectival',
  pronoun: 'de/generic-masculine-pronoun',
};

function message(hit: Hit, best: string | undefined): string {
  const alt = best ? ` Vorschlag: „${best}“.` : '';
  switch (hit.kind) {
    case 'noun':
      return `„${hit.token.text}“ ist ein generisches Maskulinum: Es nennt nur Männer, gemeint sind Menschen jedes Geschlechts.${alt}`;
    case 'adjectival':
      return `„${hit.token.text}“ ist maskulin (substantiviertes Adjektiv/Partizip) und schließt Frauen und nichtbinäre Menschen sprachlich aus.${alt}`;
    case 'modifier':
      return `„${hit.personForm}“ im Kompositum „${hit.token.text}“ ist ein generisches Maskulinum; Gendern im Bestimmungswort ist optional.${alt}`;
    case 'pronoun':
      return `„${hit.token.text}“ als alleinstehendes Pronomen ist generisch maskulin.${alt}`;
  }
}

function validateStyles(styles: readonly Style[] | undefined): readonly Style[] {
  if (styles === undefined) return DEFAULT_STYLES;
  for (const s of styles) {
    if (!ALL_STYLES.includes(s)) throw new Error(`unknown style '${String(s)}'; valid styles: ${ALL_STYLES.join(', ')}`);
  }
  return styles.length > 0 ? styles : DEFAULT_STYLES;
}

const SEVERITY_RANK: Record<Severity, number> = { info: 0, warning: 1 };

/** Flags generic-masculine person references in `text` and offers ranked inclusive rewrites. */
export function check(text: string, options: CheckOptions = {}): Diagnostic[] {
  if (typeof text !== 'string') throw new TypeError('check() expects a string');
  const lang = options.lang ?? 'de';
  if (lang !== 'de') throw new Error(`unsupported language '${String(lang)}'; supported: de`);
  const styles = validateStyles(options.styles);
  const min = SEVERITY_RANK[options.minSeverity ?? 'info'];
  const out: Diagnostic[] = [];
  for (const hit of detect(text, { allow: options.allow ?? [] })) {
    if (SEVERITY_RANK[hit.severity] < min) continue;
    const { suggestions, failsOmissionTrial } = suggest(text, hit, styles);
    const omission = failsOmissionTrial
      ? ` Die Kurzform „${failsOmissionTrial}“ besteht die Weglassprobe nicht (ohne Genderzeichen bleibt kein Wort), daher steht eine lesbare Alternative vorn.`
      : '';
    out.push({
      ruleId: RULES[hit.kind],
      start: hit.token.start,
      end: hit.token.end,
      actual: hit.token.text,
      message: message(hit, suggestions[0]?.preview) + omission,
      severity: hit.severity,
      suggestions,
    });
  }
  return out;
}

/**
 * Applies the best suggestion of each diagnostic to `text` and counts the changed places. Diagnostics are
 * taken in text order; a suggestion whose edits overlap an earlier applied one is skipped, so the result
 * is always well-formed, and nothing outside the edits changes.
 */
export function applyBestSuggestions(text: string, diagnostics: readonly Diagnostic[]): { text: string; applied: number } {
  const sorted = [...diagnostics].sort((a, b) => a.start - b.start || a.end - b.end);
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
  return { text: applyEdits(text, edits), applied };
}

/** Applies the best suggestion of each diagnostic (see applyBestSuggestions). */
export function fix(text: string, options: CheckOptions = {}): string {
  return applyBestSuggestions(text, check(text, options)).text;
}
