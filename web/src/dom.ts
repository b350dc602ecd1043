/** The page's elements the editor works with (index.html), looked up once. */

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
}

export const area = byId<HTMLTextAreaElement>('text');
export const editor = byId<HTMLDivElement>('editor');
export const backdrop = byId<HTMLDivElement>('backdrop');
export const popover = byId<HTMLDivElement>('popover');
export const findingsList = byId<HTMLUListElement>('findings');
export const emptyBox = byId<HTMLDivElement>('empty');
export const catCounts = byId<HTMLUListElement>('cat-counts');
export const totalNum = byId<HTMLSpanElement>('total-num');
export const totalLabel = byId<HTMLSpanElement>('total-label');
export const live = byId<HTMLParagraphElement>('live');
export const fileInput = byId<HTMLInputElement>('file-input');
export const btnSample = byId<HTMLButtonElement>('btn-sample');
export const btnOpen = byId<HTMLButtonElement>('btn-open');
export const btnSave = byId<HTMLButtonElement>('btn-save');
export const btnUndo = byId<HTMLButtonElement>('btn-undo');
export const btnApplyAll = byId<HTMLButtonElement>('btn-apply-all');
export const applyAllLabel = byId<HTMLSpanElement>('apply-all-label');
export const statusFile = byId<HTMLSpanElement>('status-file');
export const statusCount = byId<HTMLSpanElement>('status-count');
export const styleList = byId<HTMLOListElement>('style-list');
export const stylesCurrent = byId<HTMLSpanElement>('styles-current');
export const stylesBox = byId<HTMLDetailsElement>('styles-box');
export const langSelect = byId<HTMLSelectElement>('lang-select');
