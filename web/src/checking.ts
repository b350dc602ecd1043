/**
 * Running the checker on the text (at once, or debounced while typing) and redrawing everything that
 * shows its findings.
 */
// check.js, not index.js: of the structured input formats only Markdown comes into the page
import { check } from '../../src/check.js';
import type { InputFormat } from '../../src/documents/formats.js';
import '../../src/documents/markdown.js';
import { inputFormatFromPath } from '../../src/documents/paths.js';
import { renderBackdrop } from './backdrop.js';
import { area, btnUndo, editor } from './dom.js';
import { renderFindings } from './findings-panel.js';
import { carryRanges } from './highlight.js';
import { languageReady } from './language.js';
import { closePopover } from './popover.js';
import { acceptedStyles } from './prefs.js';
import { prefs, state } from './state.js';
import { updateStatus } from './status-bar.js';
import { renderCounts } from './summary.js';

let checkTimer: ReturnType<typeof setTimeout> | undefined;
let lastCheckMs = 0;

/** An opened Markdown file is read as Markdown (code, links and markup are not prose); anything else as text. */
function editorInputFormat(name: string | undefined): InputFormat {
  return name !== undefined && inputFormatFromPath(name) === 'markdown' ? 'markdown' : 'text';
}

export function runCheck(): void {
  if (checkTimer !== undefined) clearTimeout(checkTimer);
  checkTimer = undefined;
  // the Italian data is still loading: switchLanguage() checks once it is there
  if (!languageReady(state.lang)) {
    editor.dataset.pending = 'true';
    state.checkedText = null; // the findings shown are the other language's: not to be applied
    return;
  }
  const text = area.value;
  const t0 = performance.now();
  state.diags = check(text, { lang: state.lang, styles: acceptedStyles(prefs), inputFormat: editorInputFormat(state.opened?.name) });
  lastCheckMs = performance.now() - t0;
  state.checkedText = text;
  state.ranges = state.diags.map((d, i) => ({ start: d.start, end: d.end, index: i, severity: d.severity, unsure: d.confidence === 'low' }));
  delete editor.dataset.pending;
  closePopover(false);
  renderBackdrop();
  renderFindings();
  renderCounts();
}

function scheduleCheck(): void {
  if (checkTimer !== undefined) clearTimeout(checkTimer);
  editor.dataset.pending = 'true';
  // 700 characters take well under a millisecond; long documents wait a little longer.
  const delay = Math.min(1000, 180 + lastCheckMs * 2);
  checkTimer = setTimeout(runCheck, delay);
}

/** Typing: the marks move with the text at once, the check follows when the typing pauses. */
export function wireTyping(): void {
  area.addEventListener('input', () => {
    state.ranges = carryRanges(state.shownText, area.value, state.ranges);
    state.changedSinceLoad = true;
    btnUndo.disabled = false;
    closePopover(false);
    renderBackdrop();
    updateStatus();
    scheduleCheck();
  });
}
