/** Keyboard shortcuts in the text: Strg+. / Alt+Enter (suggestions), F8 / Umschalt+F8, Esc, Strg+Z. */
import { runCheck } from './checking.js';
import { area } from './dom.js';
import { undo } from './edit-actions.js';
import { announce } from './live-region.js';
import { diagAt, nextDiag, showDiag } from './navigation.js';
import { closePopover } from './popover.js';
import { fresh, ops, state } from './state.js';

export function wireShortcuts(): void {
  area.addEventListener('keydown', (e) => {
    if (((e.ctrlKey || e.metaKey) && e.key === '.') || (e.altKey && e.key === 'Enter')) {
      e.preventDefault();
      if (!fresh()) runCheck();
      const caret = area.selectionStart;
      let i = diagAt(caret);
      if (i < 0) i = nextDiag(1);
      if (i < 0) {
        announce('Keine Hinweise im Text.');
        return;
      }
      showDiag(i, 'keyboard');
    } else if (e.key === 'F8') {
      e.preventDefault();
      if (!fresh()) runCheck();
      const i = nextDiag(e.shiftKey ? -1 : 1);
      if (i < 0) announce('Keine Hinweise im Text.');
      else showDiag(i, 'caret');
    } else if (e.key === 'Escape' && state.popIndex >= 0) {
      e.preventDefault();
      closePopover(true);
    } else if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z' && ops.ownUndoPending()) {
      // Only our own undo stack: the browser's native undo handles everything else.
      e.preventDefault();
      undo();
    }
  });
}
