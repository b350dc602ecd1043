/**
 * The popover's buttons and keys (arrows choose a suggestion, Esc goes back to the text), and closing it
 * when the focus or a click goes elsewhere.
 */
import { area, popover } from './dom.js';
import { applySuggestion } from './edit-actions.js';
import { closePopover, positionPopover } from './popover.js';
import { state } from './state.js';

export function wirePopover(): void {
  popover.addEventListener('click', (e) => {
    const btn = (e.target as HTMLElement).closest<HTMLButtonElement>('button');
    if (!btn) return;
    if (btn.dataset.action === 'close') closePopover(true);
    else if (btn.dataset.action === 'apply') {
      const i = Number(btn.dataset.i);
      const k = Number(btn.dataset.s);
      closePopover(false);
      applySuggestion(i, k, 'popover');
    }
  });

  popover.addEventListener('keydown', (e) => {
    const buttons = [...popover.querySelectorAll<HTMLButtonElement>('button.sugg')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    let to = -1;
    if (e.key === 'ArrowDown' || e.key === 'ArrowRight') to = at < 0 ? 0 : (at + 1) % buttons.length;
    else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') to = at <= 0 ? buttons.length - 1 : at - 1;
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = buttons.length - 1;
    else if (e.key === 'Escape') {
      e.preventDefault();
      const d = state.diags[state.popIndex];
      closePopover(true);
      if (d) area.setSelectionRange(d.end, d.end);
      return;
    }
    if (to >= 0) {
      e.preventDefault();
      buttons[to]?.focus();
    }
  });

  popover.addEventListener('focusout', (e) => {
    const to = e.relatedTarget as Node | null;
    if (to && !popover.contains(to) && to !== area) closePopover(false);
  });

  document.addEventListener('pointerdown', (e) => {
    if (state.popIndex < 0) return;
    const t = e.target as Node;
    if (popover.contains(t) || t === area) return;
    closePopover(false);
  });

  window.addEventListener('resize', () => {
    if (state.popIndex >= 0) positionPopover();
  });
}
