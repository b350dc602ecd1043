/**
 * The language of the text (Deutsch or Italiano; the UI stays German): the picker in the toolbar, the
 * address (?lang=it) and localStorage; the Italian data loads on first use (web/data-packs.ts).
 */
import { dataPackLoaded, loadDataPack } from '../data-path.browser.js';
import { runCheck } from './checking.js';
import { area, editor, langSelect, stylesBox } from './dom.js';
import { announce, forgetAnnouncedCounts } from './live-region.js';
import type { EditorLang } from './editor-lang.js';
import { saveLang } from './prefs.js';
import { state } from './state.js';
import { showToast } from './status-bar.js';

export const LANG_NAME: Record<EditorLang, string> = { de: 'Deutsch', it: 'Italiano' };

const PLACEHOLDER: Record<EditorLang, string> = {
  de: 'Text hier eingeben oder einfügen – zum Beispiel eine E-Mail, ein Rundschreiben oder eine Stellenanzeige.',
  it: 'Italienischen Text hier eingeben oder einfügen – zum Beispiel eine E-Mail, ein Rundschreiben oder eine Stellenanzeige.',
};

/** Whether the checker of a language can run now. */
export function languageReady(lang: EditorLang): boolean {
  return lang === 'de' || dataPackLoaded('it');
}

/** Shows the page for state.lang, loads its data if needed, and checks the text. */
export async function applyLanguage(): Promise<void> {
  const { lang } = state;
  langSelect.value = lang;
  area.lang = lang;
  area.placeholder = PLACEHOLDER[lang];
  // the styles are German ones: Italian suggestions are neutral rewrites
  stylesBox.hidden = lang !== 'de';
  if (languageReady(lang)) {
    runCheck();
    return;
  }
  runCheck(); // marks the check as pending
  try {
    await loadDataPack('it');
  } catch {
    const message = 'Die italienischen Wörterbuchdaten konnten nicht geladen werden (Datei daten/it.js).';
    showToast(message);
    announce(message);
    return;
  }
  if (state.lang === lang) runCheck();
}

export function wireLanguagePicker(): void {
  langSelect.addEventListener('change', () => {
    const lang = langSelect.value as EditorLang;
    state.lang = lang;
    saveLang(lang);
    // the address names the language, so a reload or a shared link keeps it
    const url = new URL(location.href);
    url.searchParams.set('lang', lang);
    history.replaceState(null, '', url);
    editor.dataset.pending = 'true';
    forgetAnnouncedCounts();
    void applyLanguage();
  });
}
