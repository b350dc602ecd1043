/**
 * The findings list in the side panel (the keyboard and screen-reader path to every finding) and the
 * empty state shown instead of it. Re-rendering keeps the focus on the same control.
 */
import { LineIndex } from '../../src/text/edits.js';
import { area, btnUndo, emptyBox, findingsList } from './dom.js';
import { escapeHtml } from './highlight.js';
import { findingLabel, NO_SUGGESTION, quote, unsureNote } from './labels.js';
import type { EditorLang } from './editor-lang.js';
import { state } from './state.js';
import { suggestionButton } from './suggestion-buttons.js';

const MAX_LISTED = 200;
export const SHOWN_SUGGESTIONS = 3;

export function renderFindings(): void {
  const { diags } = state;
  const focus = focusedListButton();
  const lines = new LineIndex(area.value);
  const html: string[] = [];
  const listed = Math.min(diags.length, MAX_LISTED);
  for (let i = 0; i < listed; i++) {
    const d = diags[i];
    if (!d) continue;
    const suggs = d.suggestions
      .map((s, k) => (k < SHOWN_SUGGESTIONS ? suggestionButton(i, k, s) : ''))
      .join('');
    const more = d.suggestions.length - SHOWN_SUGGESTIONS;
    html.push(
      `<li class="finding finding--${d.severity}${d.confidence === 'low' ? ' finding--unsure' : ''}" data-i="${i}">` +
        `<div class="finding__head">` +
        `<button type="button" class="finding__word" data-action="jump" data-i="${i}" ` +
        `aria-label="${escapeHtml(`${quote(d.actual)} im Text zeigen, Zeile ${lines.lineColumn(d.start).line}`)}">${escapeHtml(quote(d.actual))}</button>` +
        `<span class="badge badge--${d.severity}">${findingLabel(d, state.lang)}</span>` +
        `</div>` +
        unsureNote(d, 'finding__unsure') +
        `<p class="finding__msg">${escapeHtml(d.message)}</p>` +
        (d.suggestions.length > 0
          ? `<div class="finding__suggs" role="group" aria-label="${escapeHtml(`Vorschläge für ${quote(d.actual)}`)}">${suggs}` +
            (more > 0
              ? `<button type="button" class="more" data-action="more" data-i="${i}" aria-expanded="false">${more} weitere</button>`
              : '') +
            `</div>`
          : `<p class="finding__none">${NO_SUGGESTION[state.lang]}</p>`) +
        `</li>`,
    );
  }
  if (diags.length > listed) {
    html.push(`<li class="finding finding--rest">… und ${diags.length - listed} weitere Hinweise im Text.</li>`);
  }
  findingsList.innerHTML = html.join('');
  renderEmpty();
  if (focus) restoreListFocus(focus);
}

const EMPTY_HINT: Record<EditorLang, string> = {
  de: 'Schreiben Sie oder fügen Sie einen Text ein. Generisches Maskulinum wird während des Schreibens markiert, mit Erklärung und Vorschlägen.',
  it: 'Schreiben Sie oder fügen Sie einen italienischen Text ein. Generisches Maskulinum („i dipendenti“, „tutti“) wird während des Schreibens markiert, mit Erklärung und neutralen Umformulierungen („le persone dipendenti“).',
};

function renderEmpty(): void {
  if (state.diags.length > 0) {
    emptyBox.hidden = true;
    return;
  }
  emptyBox.hidden = false;
  if (area.value.trim() === '') {
    emptyBox.innerHTML =
      `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" /></svg>` +
      `<p class="empty__title">Noch kein Text</p>` +
      `<p>${EMPTY_HINT[state.lang]}</p>` +
      `<button type="button" class="btn btn--link" data-action="sample">Beispieltext ausprobieren</button>`;
  } else {
    emptyBox.innerHTML =
      `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="m5 12.5 4.5 4.5L19 7.5" /></svg>` +
      `<p class="empty__title">Keine Hinweise</p>` +
      `<p>Im ${state.lang === 'it' ? 'italienischen ' : ''}Text wurde kein generisches Maskulinum gefunden.</p>`;
  }
}

/** The "… weitere" button of finding i: puts the remaining suggestions in its place. */
export function showMoreSuggestions(btn: HTMLButtonElement, i: number): void {
  const d = state.diags[i];
  if (!d) return;
  const html = d.suggestions
    .map((s, k) => (k >= SHOWN_SUGGESTIONS ? suggestionButton(i, k, s) : ''))
    .join('');
  btn.insertAdjacentHTML('beforebegin', html);
  const first = btn.parentElement?.querySelector<HTMLElement>(`[data-s="${SHOWN_SUGGESTIONS}"]`);
  btn.remove();
  first?.focus();
}

// ---------------------------------------------------------------------------------------------
// Focus in the findings list survives re-rendering

interface ListFocus {
  i: number;
  action: string;
  s: number;
}

function focusedListButton(): ListFocus | null {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || !findingsList.contains(el)) return null;
  return { i: Number(el.dataset.i ?? -1), action: el.dataset.action ?? '', s: Number(el.dataset.s ?? 0) };
}

function restoreListFocus(f: ListFocus): void {
  const sel = f.action === 'apply' ? `[data-i="${f.i}"][data-s="${f.s}"]` : `[data-i="${f.i}"][data-action="${f.action}"]`;
  const target = findingsList.querySelector<HTMLElement>(sel) ?? findingsList.querySelector<HTMLElement>(`[data-i="${f.i}"]`);
  target?.focus();
}

/** After applying from the list: the next finding's first suggestion (same position in the list). */
export function focusFindingAt(i: number): void {
  const last = Math.min(state.diags.length, MAX_LISTED) - 1;
  if (last < 0) {
    btnUndo.focus();
    return;
  }
  const idx = Math.min(i, last);
  const target =
    findingsList.querySelector<HTMLElement>(`button[data-action="apply"][data-i="${idx}"]`) ??
    findingsList.querySelector<HTMLElement>(`button[data-i="${idx}"]`);
  target?.focus();
}
