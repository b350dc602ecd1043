/** What the buttons in the findings panel do: apply a suggestion, show a finding in the text, show more. */
import { runCheck } from './checking.js';
import { emptyBox, findingsList } from './dom.js';
import { applySuggestion } from './edit-actions.js';
import { showMoreSuggestions } from './findings-panel.js';
import { loadSample } from './load-text.js';
import { showDiag } from './navigation.js';
import { fresh } from './state.js';

export function wireFindingsPanel(): void {
  findingsList.addEventListener('click', (e) => {
    const btn = (e.target as HTMLElement).closest<HTMLButtonElement>('button');
    if (!btn) return;
    const i = Number(btn.dataset.i);
    if (btn.dataset.action === 'apply') applySuggestion(i, Number(btn.dataset.s), 'list');
    else if (btn.dataset.action === 'jump') {
      if (!fresh()) runCheck();
      showDiag(i, 'caret');
    } else if (btn.dataset.action === 'more') showMoreSuggestions(btn, i);
  });

  // The empty state's "Beispieltext ausprobieren".
  emptyBox.addEventListener('click', (e) => {
    if ((e.target as HTMLElement).closest('[data-action="sample"]')) loadSample();
  });
}
