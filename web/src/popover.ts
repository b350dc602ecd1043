/** The suggestion popover at a highlighted word: its content, opening, closing and placement. */
import { markOf, setActiveMark } from './backdrop.js';
import { area, editor, popover } from './dom.js';
import { escapeHtml } from './highlight.js';
import { findingLabel, NO_SUGGESTION, quote, unsureNote } from './labels.js';
import { state, type PopMode } from './state.js';
import { suggestionButton } from './suggestion-buttons.js';

/** A pending open or close after the pointer moved onto or off a mark (popover-hover.ts). */
let hoverTimer: ReturnType<typeof setTimeout> | undefined;

export function startHoverTimer(action: () => void, ms: number): void {
  hoverTimer = setTimeout(action, ms);
}

export function cancelHoverTimer(): void {
  if (hoverTimer !== undefined) clearTimeout(hoverTimer);
  hoverTimer = undefined;
}

function renderPopover(i: number): void {
  const d = state.diags[i];
  if (!d) return;
  const items = d.suggestions
    .map((s, k) => `<li>${suggestionButton(i, k, s, ' sugg--row')}</li>`)
    .join('');
  popover.setAttribute('aria-label', `Vorschläge für ${quote(d.actual)}`);
  popover.className = `popover popover--${d.severity}${d.confidence === 'low' ? ' popover--unsure' : ''}`;
  popover.innerHTML =
    `<div class="popover__head">` +
    `<span class="popover__word">${escapeHtml(quote(d.actual))}</span>` +
    `<span class="badge badge--${d.severity}">${findingLabel(d, state.lang)}</span>` +
    `<button type="button" class="popover__close" data-action="close" aria-label="Vorschläge schließen" title="Schließen (Esc)">` +
    `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6 6 18" /></svg></button>` +
    `</div>` +
    unsureNote(d, 'popover__unsure') +
    `<p class="popover__msg">${escapeHtml(d.message)}</p>` +
    (items
      ? `<ul class="popover__list" role="list">${items}</ul>`
      : `<p class="popover__none">${NO_SUGGESTION[state.lang]}</p>`);
}

export function openPopover(i: number, mode: PopMode): void {
  if (!state.diags[i]) return;
  if (state.popIndex !== i) renderPopover(i);
  state.popIndex = i;
  state.popMode = mode;
  setActiveMark(i);
  popover.hidden = false;
  positionPopover();
  if (mode === 'keyboard') popover.querySelector<HTMLElement>('button.sugg')?.focus();
}

export function closePopover(returnFocus: boolean): void {
  cancelHoverTimer();
  if (state.popIndex === -1) return;
  const hadFocus = popover.contains(document.activeElement);
  popover.hidden = true;
  popover.innerHTML = '';
  state.popIndex = -1;
  state.popMode = null;
  setActiveMark(-1);
  if (returnFocus || hadFocus) area.focus({ preventScroll: true });
}

export function positionPopover(): void {
  const mark = markOf(state.popIndex);
  if (!mark) {
    closePopover(false);
    return;
  }
  const rect = mark.getClientRects()[0] ?? mark.getBoundingClientRect();
  const host = editor.getBoundingClientRect();
  const width = popover.offsetWidth;
  const height = popover.offsetHeight;
  const left = Math.max(8, Math.min(rect.left - host.left - 12, host.width - width - 8));
  let top = rect.bottom - host.top + 8;
  if (rect.bottom + height + 16 > window.innerHeight && rect.top - height - 16 > 0) {
    top = rect.top - host.top - height - 8;
  }
  popover.style.left = `${Math.round(left)}px`;
  popover.style.top = `${Math.round(top)}px`;
}
