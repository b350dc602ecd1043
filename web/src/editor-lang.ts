/** The languages the editor checks (the UI stays German). */
export const EDITOR_LANGS = ['de', 'it'] as const;
export type EditorLang = (typeof EDITOR_LANGS)[number];
