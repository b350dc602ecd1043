/** The settings remembered in localStorage (nothing else is stored): accepted styles in order of preference, the language. */
import { ALL_STYLES, DEFAULT_STYLES, type Style } from '../../src/types.js';
import { EDITOR_LANGS, type EditorLang } from './editor-lang.js';

const KEY = 'genderfair.styles';

/** The user's ordering of all eight styles and which of them are accepted. */
export interface StylePrefs {
  order: Style[];
  accepted: Set<Style>;
}

export function defaultPrefs(): StylePrefs {
  const rest = ALL_STYLES.filter((s) => !DEFAULT_STYLES.includes(s));
  return { order: [...DEFAULT_STYLES, ...rest], accepted: new Set(DEFAULT_STYLES) };
}

export function acceptedStyles(p: StylePrefs): Style[] {
  return p.order.filter((s) => p.accepted.has(s));
}

function isStyle(v: unknown): v is Style {
  return typeof v === 'string' && (ALL_STYLES as readonly string[]).includes(v);
}

export function loadPrefs(): StylePrefs {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return defaultPrefs();
    const parsed = JSON.parse(raw) as { order?: unknown; accepted?: unknown };
    const order = Array.isArray(parsed.order) ? parsed.order.filter(isStyle) : [];
    const accepted = Array.isArray(parsed.accepted) ? parsed.accepted.filter(isStyle) : [];
    const full = [...new Set([...order, ...ALL_STYLES])];
    if (accepted.length === 0) return defaultPrefs();
    return { order: full, accepted: new Set(accepted) };
  } catch {
    return defaultPrefs();
  }
}

export function savePrefs(p: StylePrefs): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ order: p.order, accepted: acceptedStyles(p) }));
  } catch {
    // storage unavailable (private mode, disabled): the choice lasts for this visit
  }
}

const LANG_KEY = 'genderfair.lang';

function isEditorLang(v: unknown): v is EditorLang {
  return typeof v === 'string' && (EDITOR_LANGS as readonly string[]).includes(v);
}

/** The language of the text: `?lang=it` in the address, else the one chosen last, else German. */
export function loadLang(search: string): EditorLang {
  const asked = new URLSearchParams(search).get('lang');
  if (isEditorLang(asked)) return asked;
  try {
    const saved = localStorage.getItem(LANG_KEY);
    return isEditorLang(saved) ? saved : 'de';
  } catch {
    return 'de';
  }
}

export function saveLang(lang: EditorLang): void {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // storage unavailable: the choice lasts for this visit
  }
}
