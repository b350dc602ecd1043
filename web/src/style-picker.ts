/** "Schreibweisen": which gender-fair styles are suggested, and in which order (saved in this browser). */
import type { Style } from '../../src/index.js';
import { runCheck } from './checking.js';
import { styleList, stylesCurrent } from './dom.js';
import { escapeHtml } from './highlight.js';
import { STYLE_EXAMPLE, STYLE_LABEL } from './labels.js';
import { announce } from './live-region.js';
import { acceptedStyles, savePrefs } from './prefs.js';
import { prefs } from './state.js';

export function renderStyles(): void {
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

export function wireStylePicker(): void {
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
}
