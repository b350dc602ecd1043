/** The mouse pointer resting on a highlight opens its popover; moving away closes it again. */
import { markAtPoint, markOf } from './backdrop.js';
import { area, backdrop, popover } from './dom.js';
import { cancelHoverTimer, closePopover, openPopover, startHoverTimer } from './popover.js';
import { state } from './state.js';

let hoverIndex = -1;

export function wirePopoverHover(): void {
  area.addEventListener('pointermove', (e) => {
    if (e.pointerType !== 'mouse') return;
    const i = markAtPoint(e.clientX, e.clientY);
    if (i === hoverIndex) return;
    hoverIndex = i;
    cancelHoverTimer();
    for (const m of backdrop.querySelectorAll('mark.hl-hover')) m.classList.remove('hl-hover');
    if (i >= 0) {
      markOf(i)?.classList.add('hl-hover');
      if (i !== state.popIndex) startHoverTimer(() => openPopover(i, state.popMode === 'keyboard' ? 'keyboard' : 'hover'), 350);
    } else if (state.popMode === 'hover') {
      startHoverTimer(() => closePopover(false), 400);
    }
  });

  area.addEventListener('pointerleave', (e) => {
    hoverIndex = -1;
    for (const m of backdrop.querySelectorAll('mark.hl-hover')) m.classList.remove('hl-hover');
    cancelHoverTimer();
    if (state.popMode === 'hover' && !popover.contains(e.relatedTarget as Node | null)) {
      startHoverTimer(() => closePopover(false), 400);
    }
  });

  popover.addEventListener('pointerenter', () => {
    cancelHoverTimer();
  });

  popover.addEventListener('pointerleave', (e) => {
    if (state.popMode === 'hover' && e.relatedTarget !== area) startHoverTimer(() => closePopover(false), 400);
  });
}
