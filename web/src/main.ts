/**
 * The web editor: a textarea with a highlight layer behind it, a suggestion popover at the flagged words,
 * and a findings panel (the keyboard and screen-reader path). The checker runs here, in the page.
 */
import './styles.css';
import { applyBestSuggestions, check, type Diagnostic, type Style, type Suggestion } from '../../src/index.js';
import { backdropHtml, carryRanges, escapeHtml, type Range } from './highlight.js';
import { ACCEPT, FileError, downloadName, fileContent, readTextFile, saveFile, type OpenedFile } from './files.js';
import { CATEGORIES, CATEGORY_LABEL, STYLE_EXAMPLE, STYLE_LABEL, categoryOf, countLabel, explanation, quote } from './labels.js';
import { acceptedStyles, loadPrefs, savePrefs } from './prefs.js';
import { SAMPLE_TEXT } from './sample.js';
import { TextOps } from './text-ops.js';
import { LineIndex } from '../../src/text/edits.js';

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} missing`);
  return el as T;
}

const area = byId<HTMLTextAreaElement>('text');
const editor = byId<HTMLDivElement>('editor');
const backdrop = byId<HTMLDivElement>('backdrop');
const popover = byId<HTMLDivElement>('popover');
const findingsList = byId<HTMLUListElement>('findings');
const emptyBox = byId<HTMLDivElement>('empty');
const catCounts = byId<HTMLUListElement>('cat-counts');
const totalNum = byId<HTMLSpanElement>('total-num');
const totalLabel = byId<HTMLSpanElement>('total-label');
const live = byId<HTMLParagraphElement>('live');
const fileInput = byId<HTMLInputElement>('file-input');
const btnUndo = byId<HTMLButtonElement>('btn-undo');
const btnApplyAll = byId<HTMLButtonElement>('btn-apply-all');
const applyAllLabel = byId<HTMLSpanElement>('apply-all-label');
const statusFile = byId<HTMLSpanElement>('status-file');
const statusCount = byId<HTMLSpanElement>('status-count');
const styleList = byId<HTMLOListElement>('style-list');
const stylesCurrent = byId<HTMLSpanElement>('styles-current');

const ops = new TextOps(area);
const prefs = loadPrefs();

/** Findings of the last check, and the text they belong to. */
let diags: Diagnostic[] = [];
let checkedText: string | null = null;
/** What the backdrop shows (after a keystroke: the last check's ranges, carried over). */
let ranges: Range[] = [];
let shownText = '';
let checkTimer: ReturnType<typeof setTimeout> | undefined;
let lastCheckMs = 0;
let opened: OpenedFile | undefined;
let changedSinceLoad = false;

type PopMode = 'hover' | 'caret' | 'keyboard';
let popIndex = -1;
let popMode: PopMode | null = null;
let hoverTimer: ReturnType<typeof setTimeout> | undefined;
let hoverIndex = -1;

const MAX_LISTED = 200;
const SHOWN_SUGGESTIONS = 3;

// ---------------------------------------------------------------------------------------------
// Checking and rendering

function fresh(): boolean {
  return checkedText === area.value;
}

function runCheck(): void {
  if (checkTimer !== undefined) clearTimeout(checkTimer);
  checkTimer = undefined;
  const text = area.value;
  const t0 = performance.now();
  diags = check(text, { styles: acceptedStyles(prefs) });
  lastCheckMs = performance.now() - t0;
  checkedText = text;
  ranges = diags.map((d, i) => ({ start: d.start, end: d.end, index: i, severity: d.severity }));
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

function renderBackdrop(): void {
  shownText = area.value;
  backdrop.innerHTML = backdropHtml(shownText, ranges, popIndex);
  backdrop.scrollTop = area.scrollTop;
}

function markOf(i: number): HTMLElement | null {
  return backdrop.querySelector<HTMLElement>(`mark[data-i="${i}"]`);
}

function setActiveMark(i: number): void {
  for (const m of backdrop.querySelectorAll('mark.hl-active')) m.classList.remove('hl-active');
  if (i >= 0) markOf(i)?.classList.add('hl-active');
}

/** Range of the text a suggestion rewrites, and that text before and after. */
function change(s: Suggestion): { start: number; end: number; before: string } {
  const start = Math.min(...s.edits.map((e) => e.start));
  const end = Math.max(...s.edits.map((e) => e.end));
  return { start, end, before: area.value.slice(start, end) };
}

function suggestionLabel(s: Suggestion): string {
  return `${quote(change(s).before)} ersetzen durch ${quote(s.preview)} (${STYLE_LABEL[s.style]})`;
}

function suggestionButton(d: number, k: number, s: Suggestion, extraClass = ''): string {
  return (
    `<button type="button" class="sugg${extraClass}" data-action="apply" data-i="${d}" data-s="${k}" ` +
    `aria-label="${escapeHtml(suggestionLabel(s))}">` +
    `<span class="sugg__text">${escapeHtml(s.preview)}</span>` +
    `<span class="sugg__style">${STYLE_LABEL[s.style]}</span></button>`
  );
}

function renderFindings(): void {
  const focus = focusedListButton();
  const lines = new LineIndex(area.value);
  const html: string[] = [];
  const listed = Math.min(diags.length, MAX_LISTED);
  for (let i = 0; i < listed; i++) {
    const d = diags[i];
    if (!d) continue;
    const cat = categoryOf(d);
    const suggs = d.suggestions
      .map((s, k) => (k < SHOWN_SUGGESTIONS ? suggestionButton(i, k, s) : ''))
      .join('');
    const more = d.suggestions.length - SHOWN_SUGGESTIONS;
    html.push(
      `<li class="finding finding--${d.severity}" data-i="${i}">` +
        `<div class="finding__head">` +
        `<button type="button" class="finding__word" data-action="jump" data-i="${i}" ` +
        `aria-label="${escapeHtml(`${quote(d.actual)} im Text zeigen, Zeile ${lines.lineColumn(d.start).line}`)}">${escapeHtml(quote(d.actual))}</button>` +
        `<span class="badge badge--${d.severity}">${CATEGORY_LABEL[cat].one}</span>` +
        `</div>` +
        `<p class="finding__msg">${escapeHtml(explanation(d))}</p>` +
        (d.suggestions.length > 0
          ? `<div class="finding__suggs" role="group" aria-label="${escapeHtml(`Vorschläge für ${quote(d.actual)}`)}">${suggs}` +
            (more > 0
              ? `<button type="button" class="more" data-action="more" data-i="${i}" aria-expanded="false">${more} weitere</button>`
              : '') +
            `</div>`
          : `<p class="finding__none">Kein Vorschlag in den gewählten Schreibweisen.</p>`) +
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

function renderEmpty(): void {
  if (diags.length > 0) {
    emptyBox.hidden = true;
    return;
  }
  emptyBox.hidden = false;
  if (area.value.trim() === '') {
    emptyBox.innerHTML =
      `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" /></svg>` +
      `<p class="empty__title">Noch kein Text</p>` +
      `<p>Schreiben Sie oder fügen Sie einen Text ein. Generisches Maskulinum wird während des Schreibens markiert, mit Erklärung und Vorschlägen.</p>` +
      `<button type="button" class="btn btn--link" data-action="sample">Beispieltext ausprobieren</button>`;
  } else {
    emptyBox.innerHTML =
      `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="m5 12.5 4.5 4.5L19 7.5" /></svg>` +
      `<p class="empty__title">Keine Hinweise</p>` +
      `<p>Im Text wurde kein generisches Maskulinum gefunden.</p>`;
  }
}

let lastAnnouncedCounts = '';

function renderCounts(): void {
  const per = new Map<string, number>(CATEGORIES.map((c) => [c, 0]));
  for (const d of diags) {
    const c = categoryOf(d);
    per.set(c, (per.get(c) ?? 0) + 1);
  }
  totalNum.textContent = diags.length.toLocaleString('de-DE');
  totalLabel.textContent = diags.length === 1 ? 'Hinweis' : 'Hinweise';
  catCounts.innerHTML = CATEGORIES.map((c) => {
    const n = per.get(c) ?? 0;
    const sev = c === 'compound' ? 'info' : 'warning';
    return (
      `<li class="cat${n === 0 ? ' cat--zero' : ''}" title="${escapeHtml(`z. B. ${CATEGORY_LABEL[c].hint}`)}">` +
      `<span class="cat__dot cat__dot--${sev}" aria-hidden="true"></span>` +
      `<span class="cat__label">${CATEGORY_LABEL[c].many}</span>` +
      `<span class="cat__num">${n.toLocaleString('de-DE')}</span></li>`
    );
  }).join('');
  const fixable = diags.filter((d) => d.suggestions.length > 0).length;
  btnApplyAll.disabled = fixable === 0;
  applyAllLabel.textContent = fixable > 0 ? `Alle übernehmen (${fixable})` : 'Alle übernehmen';
  btnApplyAll.setAttribute(
    'aria-label',
    fixable > 0 ? `Alle übernehmen: den besten Vorschlag für ${countLabel(fixable, 'Hinweis', 'Hinweise')} einsetzen` : 'Alle übernehmen: keine Vorschläge',
  );
  btnUndo.disabled = !changedSinceLoad;

  const parts = CATEGORIES.filter((c) => (per.get(c) ?? 0) > 0).map((c) => {
    const n = per.get(c) ?? 0;
    return `${n} ${n === 1 ? CATEGORY_LABEL[c].one : CATEGORY_LABEL[c].many}`;
  });
  const summary =
    area.value.trim() === ''
      ? ''
      : diags.length === 0
        ? 'Keine Hinweise.'
        : `${countLabel(diags.length, 'Hinweis', 'Hinweise')}: ${parts.join(', ')}.`;
  if (summary !== lastAnnouncedCounts) {
    lastAnnouncedCounts = summary;
    announce(summary);
  }
}

let announceTimer: ReturnType<typeof setTimeout> | undefined;

/** Polite announcement; a later one within 100 ms replaces an earlier one. */
function announce(message: string): void {
  if (announceTimer !== undefined) clearTimeout(announceTimer);
  live.textContent = '';
  announceTimer = setTimeout(() => {
    live.textContent = message;
  }, 100);
}

function updateStatus(): void {
  const text = area.value;
  const words = text.match(/[\p{L}\p{N}]+(?:[-*:_·'’][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  statusCount.textContent = `${words.toLocaleString('de-DE')} ${words === 1 ? 'Wort' : 'Wörter'} · ${text.length.toLocaleString('de-DE')} Zeichen`;
  if (opened) {
    const eol = opened.eol === '\r\n' ? 'CRLF' : opened.eol === '\r' ? 'CR' : 'LF';
    statusFile.textContent = `${opened.name} · UTF-8${opened.bom ? ' mit BOM' : ''} · ${eol}`;
    statusFile.title = opened.encodingNote ?? '';
  } else {
    statusFile.textContent = '';
  }
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
function focusFindingAt(i: number): void {
  const last = Math.min(diags.length, MAX_LISTED) - 1;
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

// ---------------------------------------------------------------------------------------------
// Applying suggestions

function applySuggestion(i: number, k: number, from: 'list' | 'popover'): void {
  if (!fresh()) {
    runCheck();
    announce('Der Text hat sich geändert. Bitte den Vorschlag erneut wählen.');
    return;
  }
  const d = diags[i];
  const s = d?.suggestions[k];
  if (!d || !s) return;
  const { before } = change(s);
  const { end } = ops.applyEdits(s.edits);
  changedSinceLoad = true;
  runCheck();
  const remaining = countLabel(diags.length, 'Hinweis', 'Hinweise');
  lastAnnouncedCounts = '';
  announce(`${quote(before)} ersetzt durch ${quote(s.preview)}. Noch ${remaining}.`);
  if (from === 'list') {
    focusFindingAt(i);
  } else {
    area.focus({ preventScroll: true });
    area.setSelectionRange(end, end);
  }
}

function applyAll(): void {
  if (!fresh()) runCheck();
  const before = area.value;
  const { text: after, applied } = applyBestSuggestions(before, diags);
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
  changedSinceLoad = true;
  runCheck();
  lastAnnouncedCounts = '';
  announce(
    `${countLabel(applied, 'Stelle', 'Stellen')} geändert. Strg+Z oder „Rückgängig“ nimmt das zurück.` +
      (diags.length > 0 ? ` Noch ${countLabel(diags.length, 'Hinweis', 'Hinweise')}.` : ''),
  );
}

function undo(): void {
  const before = area.value;
  ops.undo();
  runCheck();
  if (area.value === before) {
    changedSinceLoad = false;
    btnUndo.disabled = true;
    announce('Nichts mehr rückgängig zu machen.');
  }
}

// ---------------------------------------------------------------------------------------------
// Popover

function diagAt(offset: number): number {
  if (!fresh()) return -1;
  return diags.findIndex((d) => d.start <= offset && offset <= d.end);
}

function renderPopover(i: number): void {
  const d = diags[i];
  if (!d) return;
  const cat = categoryOf(d);
  const items = d.suggestions
    .map((s, k) => `<li>${suggestionButton(i, k, s, ' sugg--row')}</li>`)
    .join('');
  popover.setAttribute('aria-label', `Vorschläge für ${quote(d.actual)}`);
  popover.className = `popover popover--${d.severity}`;
  popover.innerHTML =
    `<div class="popover__head">` +
    `<span class="popover__word">${escapeHtml(quote(d.actual))}</span>` +
    `<span class="badge badge--${d.severity}">${CATEGORY_LABEL[cat].one}</span>` +
    `<button type="button" class="popover__close" data-action="close" aria-label="Vorschläge schließen" title="Schließen (Esc)">` +
    `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6 6 18" /></svg></button>` +
    `</div>` +
    `<p class="popover__msg">${escapeHtml(explanation(d))}</p>` +
    (items
      ? `<ul class="popover__list" role="list">${items}</ul>`
      : `<p class="popover__none">Kein Vorschlag in den gewählten Schreibweisen.</p>`);
}

function openPopover(i: number, mode: PopMode): void {
  if (!diags[i]) return;
  if (popIndex !== i) renderPopover(i);
  popIndex = i;
  popMode = mode;
  setActiveMark(i);
  popover.hidden = false;
  positionPopover();
  if (mode === 'keyboard') popover.querySelector<HTMLElement>('button.sugg')?.focus();
}

function closePopover(returnFocus: boolean): void {
  if (hoverTimer !== undefined) clearTimeout(hoverTimer);
  hoverTimer = undefined;
  if (popIndex === -1) return;
  const hadFocus = popover.contains(document.activeElement);
  popover.hidden = true;
  popover.innerHTML = '';
  popIndex = -1;
  popMode = null;
  setActiveMark(-1);
  if (returnFocus || hadFocus) area.focus({ preventScroll: true });
}

function positionPopover(): void {
  const mark = markOf(popIndex);
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

/** Index of the mark under the pointer, or -1 (the textarea lies above the marks, so test by geometry). */
function markAtPoint(x: number, y: number): number {
  for (const m of backdrop.querySelectorAll<HTMLElement>('mark')) {
    const i = Number(m.dataset.i);
    if (i < 0) continue;
    for (const r of m.getClientRects()) {
      if (x >= r.left && x <= r.right && y >= r.top - 2 && y <= r.bottom + 2) return i;
    }
  }
  return -1;
}

function caretMoved(): void {
  if (area.selectionStart !== area.selectionEnd) return;
  const i = diagAt(area.selectionStart);
  if (i >= 0) {
    const d = diags[i];
    if (d && i !== popIndex) announce(`Hinweis bei ${quote(d.actual)}: ${CATEGORY_LABEL[categoryOf(d)].one}. Strg+Punkt öffnet die Vorschläge.`);
    openPopover(i, 'caret');
  } else if (popMode !== 'hover') closePopover(false);
}

function nextDiag(direction: 1 | -1): number {
  if (diags.length === 0) return -1;
  const caret = area.selectionStart;
  if (direction === 1) {
    const i = diags.findIndex((d) => d.start > caret || (d.start === caret && area.selectionEnd === caret));
    return i === -1 ? 0 : i;
  }
  for (let i = diags.length - 1; i >= 0; i--) {
    const d = diags[i];
    if (d && d.end < caret) return i;
  }
  return diags.length - 1;
}

function showDiag(i: number, mode: PopMode): void {
  const d = diags[i];
  if (!d) return;
  area.focus({ preventScroll: true });
  area.setSelectionRange(d.start, d.end);
  markOf(i)?.scrollIntoView({ block: 'center', behavior: 'instant' });
  openPopover(i, mode);
  if (mode !== 'keyboard') {
    announce(`${quote(d.actual)}: ${explanation(d)}${d.suggestions[0] ? ` Vorschlag: ${d.suggestions[0].preview}.` : ''}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Styles

function renderStyles(): void {
  styleList.innerHTML = prefs.order
    .map(
      (s) =>
        `<li class="style-row" data-style="${s}">` +
        `<label class="style-row__label">` +
        `<input type="checkbox" data-style="${s}" />` +
        `<span class="style-row__name">${STYLE_LABEL[s]}</span>` +
        `<span class="style-row__example">${escapeHtml(STYLE_EXAMPLE[s])}</span>` +
        `</label>` +
        `<span class="style-row__rank" aria-hidden="true"></span>` +
        `<button type="button" class="icon-btn" data-move="-1" data-style="${s}" aria-label="${STYLE_LABEL[s]} nach oben">` +
        `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="m6 15 6-6 6 6" /></svg></button>` +
        `<button type="button" class="icon-btn" data-move="1" data-style="${s}" aria-label="${STYLE_LABEL[s]} nach unten">` +
        `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="m6 9 6 6 6-6" /></svg></button>` +
        `</li>`,
    )
    .join('');
  updateStyleRows();
}

/** Brings the rows up to date in place (re-creating them would take the focus away from the control in use). */
function updateStyleRows(): void {
  const accepted = acceptedStyles(prefs);
  stylesCurrent.textContent = accepted.map((s) => STYLE_LABEL[s]).join(', ');
  const rows = [...styleList.querySelectorAll<HTMLLIElement>('li.style-row')];
  rows.forEach((row, pos) => {
    const s = row.dataset.style as Style;
    const on = prefs.accepted.has(s);
    row.classList.toggle('style-row--off', !on);
    const box = row.querySelector<HTMLInputElement>('input');
    if (box) box.checked = on;
    const rank = row.querySelector<HTMLElement>('.style-row__rank');
    if (rank) rank.textContent = on ? String(accepted.indexOf(s) + 1) : '';
    const up = row.querySelector<HTMLButtonElement>('button[data-move="-1"]');
    const down = row.querySelector<HTMLButtonElement>('button[data-move="1"]');
    if (up) up.disabled = pos === 0;
    if (down) down.disabled = pos === rows.length - 1;
  });
}

function stylesChanged(): void {
  savePrefs(prefs);
  updateStyleRows();
  runCheck();
}

styleList.addEventListener('change', (e) => {
  const input = e.target;
  if (!(input instanceof HTMLInputElement)) return;
  const s = input.dataset.style as Style;
  if (input.checked) prefs.accepted.add(s);
  else if (prefs.accepted.size > 1) prefs.accepted.delete(s);
  else {
    input.checked = true;
    announce('Mindestens eine Schreibweise muss gewählt sein.');
    return;
  }
  stylesChanged();
  announce(`${STYLE_LABEL[s]} ${input.checked ? 'gewählt' : 'abgewählt'}. Vorschläge in dieser Reihenfolge: ${stylesCurrent.textContent}.`);
});

styleList.addEventListener('click', (e) => {
  const btn = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-move]');
  if (!btn) return;
  const s = btn.dataset.style as Style;
  const dir = Number(btn.dataset.move);
  const pos = prefs.order.indexOf(s);
  const to = pos + dir;
  const other = prefs.order[to];
  if (pos < 0 || other === undefined) return;
  prefs.order[to] = s;
  prefs.order[pos] = other;
  // Move the neighbour, not this row, so the pressed button keeps the focus.
  const row = btn.closest('li');
  const neighbour = dir < 0 ? row?.previousElementSibling : row?.nextElementSibling;
  if (row && neighbour) {
    if (dir < 0) row.after(neighbour);
    else row.before(neighbour);
  }
  stylesChanged();
  if (btn.disabled) btn.parentElement?.querySelector<HTMLButtonElement>(`button[data-move="${-dir}"]`)?.focus();
  announce(`${STYLE_LABEL[s]} jetzt an Stelle ${to + 1}.`);
});

// ---------------------------------------------------------------------------------------------
// Files

fileInput.accept = ACCEPT;

async function openFile(file: File): Promise<void> {
  try {
    const f = await readTextFile(file);
    opened = f;
    ops.replaceAll(f.text);
    changedSinceLoad = true;
    runCheck();
    updateStatus();
    lastAnnouncedCounts = '';
    announce(`${f.name} geöffnet. ${f.encodingNote ?? ''} ${countLabel(diags.length, 'Hinweis', 'Hinweise')}.`);
  } catch (err) {
    announce(err instanceof FileError ? err.message : `Die Datei konnte nicht gelesen werden.`);
    showToast(err instanceof FileError ? err.message : 'Die Datei konnte nicht gelesen werden.');
  }
}

function showToast(message: string): void {
  statusFile.textContent = message;
  statusFile.classList.add('statusbar__file--error');
  setTimeout(() => {
    statusFile.classList.remove('statusbar__file--error');
    updateStatus();
  }, 6000);
}

// ---------------------------------------------------------------------------------------------
// Events

area.addEventListener('input', () => {
  ranges = carryRanges(shownText, area.value, ranges);
  changedSinceLoad = true;
  btnUndo.disabled = false;
  closePopover(false);
  renderBackdrop();
  updateStatus();
  scheduleCheck();
});

area.addEventListener('scroll', () => {
  backdrop.scrollTop = area.scrollTop;
});

area.addEventListener('click', caretMoved);

const NAV_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);
area.addEventListener('keyup', (e) => {
  if (NAV_KEYS.has(e.key) && !e.altKey) caretMoved();
});

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
  } else if (e.key === 'Escape' && popIndex >= 0) {
    e.preventDefault();
    closePopover(true);
  } else if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z' && ops.ownUndoPending()) {
    e.preventDefault();
    undo();
  }
});

area.addEventListener('pointermove', (e) => {
  if (e.pointerType !== 'mouse') return;
  const i = markAtPoint(e.clientX, e.clientY);
  if (i === hoverIndex) return;
  hoverIndex = i;
  if (hoverTimer !== undefined) clearTimeout(hoverTimer);
  hoverTimer = undefined;
  for (const m of backdrop.querySelectorAll('mark.hl-hover')) m.classList.remove('hl-hover');
  if (i >= 0) {
    markOf(i)?.classList.add('hl-hover');
    if (i !== popIndex) hoverTimer = setTimeout(() => openPopover(i, popMode === 'keyboard' ? 'keyboard' : 'hover'), 350);
  } else if (popMode === 'hover') {
    hoverTimer = setTimeout(() => closePopover(false), 400);
  }
});

area.addEventListener('pointerleave', (e) => {
  hoverIndex = -1;
  for (const m of backdrop.querySelectorAll('mark.hl-hover')) m.classList.remove('hl-hover');
  if (hoverTimer !== undefined) clearTimeout(hoverTimer);
  hoverTimer = undefined;
  if (popMode === 'hover' && !popover.contains(e.relatedTarget as Node | null)) {
    hoverTimer = setTimeout(() => closePopover(false), 400);
  }
});

popover.addEventListener('pointerenter', () => {
  if (hoverTimer !== undefined) clearTimeout(hoverTimer);
  hoverTimer = undefined;
});

popover.addEventListener('pointerleave', (e) => {
  if (popMode === 'hover' && e.relatedTarget !== area) hoverTimer = setTimeout(() => closePopover(false), 400);
});

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
    const d = diags[popIndex];
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
  if (popIndex < 0) return;
  const t = e.target as Node;
  if (popover.contains(t) || t === area) return;
  closePopover(false);
});

window.addEventListener('resize', () => {
  if (popIndex >= 0) positionPopover();
});

findingsList.addEventListener('click', (e) => {
  const btn = (e.target as HTMLElement).closest<HTMLButtonElement>('button');
  if (!btn) return;
  const i = Number(btn.dataset.i);
  if (btn.dataset.action === 'apply') applySuggestion(i, Number(btn.dataset.s), 'list');
  else if (btn.dataset.action === 'jump') {
    if (!fresh()) runCheck();
    showDiag(i, 'caret');
  } else if (btn.dataset.action === 'more') {
    const d = diags[i];
    if (!d) return;
    const html = d.suggestions
      .map((s, k) => (k >= SHOWN_SUGGESTIONS ? suggestionButton(i, k, s) : ''))
      .join('');
    btn.insertAdjacentHTML('beforebegin', html);
    const first = btn.parentElement?.querySelector<HTMLElement>(`[data-s="${SHOWN_SUGGESTIONS}"]`);
    btn.remove();
    first?.focus();
  }
});

emptyBox.addEventListener('click', (e) => {
  if ((e.target as HTMLElement).closest('[data-action="sample"]')) loadSample();
});

function loadSample(): void {
  const hadText = area.value.trim() !== '';
  opened = undefined;
  ops.replaceAll(SAMPLE_TEXT);
  changedSinceLoad = true;
  runCheck();
  updateStatus();
  area.focus({ preventScroll: true });
  lastAnnouncedCounts = '';
  announce(
    `Beispieltext eingefügt${hadText ? '; Strg+Z stellt Ihren Text wieder her' : ''}. ${countLabel(diags.length, 'Hinweis', 'Hinweise')}.`,
  );
}

byId('btn-sample').addEventListener('click', loadSample);
byId('btn-open').addEventListener('click', () => fileInput.click());
fileInput.addEventListener('change', () => {
  const file = fileInput.files?.[0];
  fileInput.value = '';
  if (file) void openFile(file);
});
byId('btn-save').addEventListener('click', () => {
  const name = downloadName(opened);
  saveFile(name, fileContent(area.value, opened));
  announce(`${name} wird heruntergeladen.`);
});
/** Runs an action started from a button and gives the focus back to it (the edit itself needs the textarea). */
function fromButton(action: () => void): (e: MouseEvent) => void {
  return (e) => {
    const btn = e.currentTarget as HTMLButtonElement;
    action();
    if (!btn.disabled) btn.focus({ preventScroll: true });
    else area.focus({ preventScroll: true });
  };
}

btnUndo.addEventListener('click', fromButton(undo));
btnApplyAll.addEventListener('click', fromButton(applyAll));

editor.addEventListener('dragover', (e) => {
  if (e.dataTransfer?.types.includes('Files')) {
    e.preventDefault();
    editor.classList.add('editor--drop');
  }
});
editor.addEventListener('dragleave', () => editor.classList.remove('editor--drop'));
editor.addEventListener('drop', (e) => {
  editor.classList.remove('editor--drop');
  const file = e.dataTransfer?.files[0];
  if (!file) return;
  e.preventDefault();
  void openFile(file);
});

// ---------------------------------------------------------------------------------------------
// Start

renderStyles();
runCheck();
updateStatus();
btnUndo.disabled = true;
document.documentElement.dataset.ready = 'true';
// Load the lexicon while the user reads the page, so the first keystroke is checked at once.
const warm = (): void => {
  check('Der Lehrer', { styles: acceptedStyles(prefs) });
};
if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 1500 });
else setTimeout(warm, 200);
