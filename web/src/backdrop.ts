/** The highlight layer behind the textarea (markup: highlight.ts): drawing it and finding its marks. */
import { area, backdrop } from './dom.js';
import { backdropHtml } from './highlight.js';
import { state } from './state.js';

export function renderBackdrop(): void {
  state.shownText = area.value;
  backdrop.innerHTML = backdropHtml(state.shownText, state.ranges, state.popIndex);
  backdrop.scrollTop = area.scrollTop;
}

export function markOf(i: number): HTMLElement | null {
  return backdrop.querySelector<HTMLElement>(`mark[data-i="${i}"]`);
}

export function setActiveMark(i: number): void {
  for (const m of backdrop.querySelectorAll('mark.hl-active')) m.classList.remove('hl-active');
  if (i >= 0) markOf(i)?.classList.add('hl-active');
}

/** Index of the mark under the pointer, or -1 (the textarea lies above the marks, so test by geometry). */
export function markAtPoint(x: number, y: number): number {
  for (const m of backdrop.querySelectorAll<HTMLElement>('mark')) {
    const i = Number(m.dataset.i);
    if (i < 0) continue;
    for (const r of m.getClientRects()) {
      if (x >= r.left && x <= r.right && y >= r.top - 2 && y <= r.bottom + 2) return i;
    }
  }
  return -1;
}

/** The backdrop scrolls with the textarea. */
export function wireBackdropScroll(): void {
  area.addEventListener('scroll', () => {
    backdrop.scrollTop = area.scrollTop;
  });
}
