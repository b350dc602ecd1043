/** The changes the editor makes to the text: one suggestion, the best suggestion everywhere, undo. */
import { applyBestSuggestions } from '../../src/check.js';
import { runCheck } from './checking.js';
import { area, btnUndo } from './dom.js';
import { focusFindingAt } from './findings-panel.js';
import { countLabel, quote } from './labels.js';
import { announce, forgetAnnouncedCounts } from './live-region.js';
import { fresh, ops, state } from './state.js';
import { change } from './suggestion-buttons.js';

export function applySuggestion(i: number, k: number, from: 'list' | 'popover'): void {
  if (!fresh()) {
    runCheck();
    announce('Der Text hat sich geändert. Bitte den Vorschlag erneut wählen.');
    return;
  }
  const d = state.diags[i];
  const s = d?.suggestions[k];
  if (!d || !s) return;
  const { before } = change(s);
  const { end } = ops.applyEdits(s.edits);
  state.changedSinceLoad = true;
  runCheck();
  const remaining = countLabel(state.diags.length, 'Hinweis', 'Hinweise');
  forgetAnnouncedCounts();
  announce(`${quote(before)} ersetzt durch ${quote(s.preview)}. Noch ${remaining}.`);
  if (from === 'list') {
    focusFindingAt(i);
  } else {
    area.focus({ preventScroll: true });
    area.setSelectionRange(end, end);
  }
}

export function applyAll(): void {
  if (!fresh()) runCheck();
  const before = area.value;
  const { text: after, applied } = applyBestSuggestions(before, state.diags);
  if (applied === 0 || after === before) {
    announce('Keine Vorschläge zum Übernehmen.');
    return;
  }
  // Replace only the span that changes: one undo step, and the caret and scroll position stay meaningful.
  let p = 0;
  while (p < before.length && p < after.length && before.charCodeAt(p) === after.charCodeAt(p)) p++;
  let q = 0;
  while (q < before.length - p && q < after.length - p && before.charCodeAt(before.length - 1 - q) === after.charCodeAt(after.length - 1 - q)) q++;
  ops.replace(p, before.length - q, after.slice(p, after.length - q));
  state.changedSinceLoad = true;
  runCheck();
  forgetAnnouncedCounts();
  announce(
    `${countLabel(applied, 'Stelle', 'Stellen')} geändert. Strg+Z oder „Rückgängig“ nimmt das zurück.` +
      (state.diags.length > 0 ? ` Noch ${countLabel(state.diags.length, 'Hinweis', 'Hinweise')}.` : ''),
  );
}

export function undo(): void {
  const before = area.value;
  ops.undo();
  runCheck();
  if (area.value === before) {
    state.changedSinceLoad = false;
    btnUndo.disabled = true;
    announce('Nichts mehr rückgängig zu machen.');
  }
}
