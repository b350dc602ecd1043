/**
 * The web editor: a textarea with a highlight layer behind it, a suggestion popover at the flagged words,
 * and a findings panel (the keyboard and screen-reader path). The checker runs here, in the page.
 *
 * This file wires the parts together and starts the editor:
 * - state.ts: what the parts share (the findings of the last check, the open popover, the style choice)
 * - checking.ts: running the checker, at once or while typing, and redrawing what shows its findings
 * - backdrop.ts (markup: highlight.ts): the highlights behind the text
 * - popover.ts, popover-hover.ts, popover-events.ts: the suggestions at a highlighted word
 * - findings-panel.ts, findings-panel-events.ts, summary.ts: the panel with every finding and the counts
 * - navigation.ts, shortcuts.ts: the caret and the keyboard moving between findings
 * - edit-actions.ts: applying one or all suggestions, undo
 * - toolbar.ts, load-text.ts, status-bar.ts: the buttons above the text, opening files, the line below it
 * - style-picker.ts: "Schreibweisen"; language.ts: the language of the text (German data: german-data.ts)
 * - live-region.ts: what screen readers are told
 */
import './german-data.js';
import './styles.css';
import { check } from '../../src/check.js';
import { wireBackdropScroll } from './backdrop.js';
import { wireTyping } from './checking.js';
import { btnUndo } from './dom.js';
import { wireFindingsPanel } from './findings-panel-events.js';
import { applyLanguage, wireLanguagePicker } from './language.js';
import { wireFileDrop } from './load-text.js';
import { wireCaretTracking } from './navigation.js';
import { wirePopover } from './popover-events.js';
import { wirePopoverHover } from './popover-hover.js';
import { acceptedStyles } from './prefs.js';
import { wireShortcuts } from './shortcuts.js';
import { prefs, state } from './state.js';
import { updateStatus } from './status-bar.js';
import { renderStyles, wireStylePicker } from './style-picker.js';
import { wireToolbar } from './toolbar.js';

wireStylePicker();
wireTyping();
wireBackdropScroll();
wireCaretTracking();
wireShortcuts();
wirePopoverHover();
wirePopover();
wireFindingsPanel();
wireToolbar();
wireFileDrop();
wireLanguagePicker();

renderStyles();
void applyLanguage();
updateStatus();
btnUndo.disabled = true;
document.documentElement.dataset.ready = 'true';
// Load the lexicon while the user reads the page, so the first keystroke is checked at once.
const warm = (): void => {
  if (state.lang === 'de') check('Der Lehrer', { styles: acceptedStyles(prefs) });
};
if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 1500 });
else setTimeout(warm, 200);
