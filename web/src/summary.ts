/**
 * The summary above the findings (total and per category), the state of "Alle übernehmen" and
 * "Rückgängig", and the spoken summary after a check.
 */
import { bestSuggestionEdits } from '../../src/check.js';
import { applyAllLabel, area, btnApplyAll, btnUndo, catCounts, totalLabel, totalNum } from './dom.js';
import { escapeHtml } from './highlight.js';
import { categoryLabel, categoryOf, categorySeverity, countLabel, LANG_CATEGORIES } from './labels.js';
import { announceCounts } from './live-region.js';
import { state } from './state.js';

export function renderCounts(): void {
  const { diags, lang } = state;
  const categories = LANG_CATEGORIES[lang];
  const per = new Map<string, number>(categories.map((c) => [c, 0]));
  for (const d of diags) {
    const c = categoryOf(d);
    per.set(c, (per.get(c) ?? 0) + 1);
  }
  totalNum.textContent = diags.length.toLocaleString('de-DE');
  totalLabel.textContent = diags.length === 1 ? 'Hinweis' : 'Hinweise';
  catCounts.innerHTML = categories.map((c) => {
    const n = per.get(c) ?? 0;
    const sev = categorySeverity(c, lang);
    const label = categoryLabel(c, lang);
    return (
      `<li class="cat${n === 0 ? ' cat--zero' : ''}" title="${escapeHtml(`z. B. ${label.hint}`)}">` +
      `<span class="cat__dot cat__dot--${sev}" aria-hidden="true"></span>` +
      `<span class="cat__label">${label.many}</span>` +
      `<span class="cat__num">${n.toLocaleString('de-DE')}</span></li>`
    );
  }).join('');
  // "Alle übernehmen" does what fix() does by default: the sure warnings only (applyBestSuggestions)
  const sure = bestSuggestionEdits(state.checkedText ?? area.value, diags).applied;
  const unsure = diags.filter((d) => d.confidence === 'low' && d.suggestions.length > 0).length;
  btnApplyAll.disabled = sure === 0;
  applyAllLabel.textContent = sure > 0 ? `Alle übernehmen (${sure})` : 'Alle übernehmen';
  const description =
    (sure > 0 ? `Alle übernehmen: den besten Vorschlag für ${countLabel(sure, 'sicheren Hinweis', 'sichere Hinweise')} einsetzen` : 'Alle übernehmen: keine sicheren Vorschläge') +
    (unsure > 0 ? ` (${countLabel(unsure, 'unsicherer Hinweis bleibt', 'unsichere Hinweise bleiben')} zum Prüfen stehen)` : '');
  btnApplyAll.setAttribute('aria-label', description);
  btnApplyAll.title = description;
  btnUndo.disabled = !state.changedSinceLoad;

  const parts = categories.filter((c) => (per.get(c) ?? 0) > 0).map((c) => {
    const n = per.get(c) ?? 0;
    return `${n} ${n === 1 ? categoryLabel(c, lang).one : categoryLabel(c, lang).many}`;
  });
  const summary =
    area.value.trim() === ''
      ? ''
      : diags.length === 0
        ? 'Keine Hinweise.'
        : `${countLabel(diags.length, 'Hinweis', 'Hinweise')}: ${parts.join(', ')}.`;
  announceCounts(summary);
}
