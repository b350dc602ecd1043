/** The buttons that apply a suggestion, the same in the findings list and in the popover. */
import type { Suggestion } from '../../src/index.js';
import { area } from './dom.js';
import { escapeHtml } from './highlight.js';
import { STYLE_LABEL, quote } from './labels.js';

/** Range of the text a suggestion rewrites, and that text before and after. */
export function change(s: Suggestion): { start: number; end: number; before: string } {
  const start = Math.min(...s.edits.map((e) => e.start));
  const end = Math.max(...s.edits.map((e) => e.end));
  return { start, end, before: area.value.slice(start, end) };
}

function suggestionLabel(s: Suggestion): string {
  return `${quote(change(s).before)} ersetzen durch ${quote(s.preview)} (${STYLE_LABEL[s.style]})`;
}

export function suggestionButton(d: number, k: number, s: Suggestion, extraClass = ''): string {
  return (
    `<button type="button" class="sugg${extraClass}" data-action="apply" data-i="${d}" data-s="${k}" ` +
    `aria-label="${escapeHtml(suggestionLabel(s))}">` +
    `<span class="sugg__text">${escapeHtml(s.preview)}</span>` +
    `<span class="sugg__style">${STYLE_LABEL[s.style]}</span></button>`
  );
}
