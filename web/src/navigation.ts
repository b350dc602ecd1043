/** Moving between findings in the text: the finding at the caret, the next or previous one, showing one. */
import { markOf } from './backdrop.js';
import { area } from './dom.js';
import { findingLabel, quote } from './labels.js';
import { announce } from './live-region.js';
import { closePopover, openPopover } from './popover.js';
import { fresh, state, type PopMode } from './state.js';

export function diagAt(offset: number): number {
  if (!fresh()) return -1;
  return state.diags.findIndex((d) => d.start <= offset && offset <= d.end);
}

function caretMoved(): void {
  if (area.selectionStart !== area.selectionEnd) return;
  const i = diagAt(area.selectionStart);
  if (i >= 0) {
    const d = state.diags[i];
    if (d && i !== state.popIndex) announce(`Hinweis bei ${quote(d.actual)}: ${findingLabel(d, state.lang)}. Strg+Punkt öffnet die Vorschläge.`);
    openPopover(i, 'caret');
  } else if (state.popMode !== 'hover') closePopover(false);
}

export function nextDiag(direction: 1 | -1): number {
  const { diags } = state;
  if (diags.length === 0) return -1;
  const caret = area.selectionStart;
  if (direction === 1) {
    const i = diags.findIndex((d) => d.start > caret || (d.start === caret && area.selectionEnd === caret));
    return i === -1 ? 0 : i;
  }
  for (let i = diags.length - 1; i >= 0; i--) {
    const d = diags[i];
    if (d && d.end < caret) return i;
  }
  return diags.length - 1;
}

export function showDiag(i: number, mode: PopMode): void {
  const d = state.diags[i];
  if (!d) return;
  area.focus({ preventScroll: true });
  area.setSelectionRange(d.start, d.end);
  markOf(i)?.scrollIntoView({ block: 'center', behavior: 'instant' });
  openPopover(i, mode);
  if (mode !== 'keyboard') {
    announce(`${quote(d.actual)}: ${d.message}${d.suggestions[0] ? ` Vorschlag: ${d.suggestions[0].preview}.` : ''}`);
  }
}

const NAV_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/** A click or an arrow key that puts the caret into a highlight opens its popover. */
export function wireCaretTracking(): void {
  area.addEventListener('click', caretMoved);
  area.addEventListener('keyup', (e) => {
    if (NAV_KEYS.has(e.key) && !e.altKey) caretMoved();
  });
}
