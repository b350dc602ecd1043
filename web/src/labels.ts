/** German UI wording for styles, rule categories (per language of the text) and counts. */
// rules.js, not index.js: the index brings every input format and the rewriter into the page
import { CATEGORY_LABEL, RULE_CATEGORIES, RULES, ruleMeta, type RuleCategory } from '../../src/rules.js';
import type { Diagnostic, Severity, Style } from '../../src/types.js';
import { UNSURE_NOTE } from '../../src/unsure.js';
import type { EditorLang } from './editor-lang.js';

export const STYLE_LABEL: Record<Style, string> = {
  star: 'Sternchen',
  colon: 'Doppelpunkt',
  underscore: 'Unterstrich',
  middot: 'Mediopunkt',
  slash: 'Schrägstrich',
  'internal-i': 'Binnen-I',
  pair: 'Paarform',
  neutral: 'Neutral',
};

export const STYLE_EXAMPLE: Record<Style, string> = {
  star: 'Lehrer*innen',
  colon: 'Lehrer:innen',
  underscore: 'Lehrer_innen',
  middot: 'Lehrer·innen',
  slash: 'Lehrer/-innen',
  'internal-i': 'LehrerInnen',
  pair: 'Lehrerinnen und Lehrer',
  neutral: 'Lehrkräfte',
};

export type Category = RuleCategory;

type CategoryLabel = (typeof CATEGORY_LABEL)[Category];

/**
 * The categories the summary lists for a language, in order, and their labels: the registry's, with
 * Italian examples; the Italian agreement rule (category 'adjectival') marks a gender by agreement.
 */
export const LANG_CATEGORIES: Record<EditorLang, readonly Category[]> = { de: RULE_CATEGORIES, it: ['noun', 'pronoun', 'adjectival'] };

const ITALIAN_LABEL: Partial<Record<Category, CategoryLabel>> = {
  noun: { ...CATEGORY_LABEL.noun, hint: 'i dipendenti, il candidato' },
  pronoun: { ...CATEGORY_LABEL.pronoun, hint: 'tutti, alcuni, quelli che' },
  adjectival: { one: 'Kongruenz', many: 'Kongruenzen', hint: 'sono stato invitato, sei contento' },
};

export function categoryLabel(c: Category, lang: EditorLang): CategoryLabel {
  return (lang === 'it' ? ITALIAN_LABEL[c] : undefined) ?? CATEGORY_LABEL[c];
}

/** The finding's category, from its rule in the registry. */
export function categoryOf(d: Diagnostic): Category {
  const rule = ruleMeta(d.ruleId);
  if (!rule) throw new Error(`unknown rule '${d.ruleId}'`);
  return rule.category;
}

/** The label of a finding's category (badges, announcements). */
export function findingLabel(d: Diagnostic, lang: EditorLang): string {
  return categoryLabel(categoryOf(d), lang).one;
}

/** The default severity of a category's rules in a language (the colour of its dot in the summary). */
export function categorySeverity(c: Category, lang: EditorLang): Severity {
  return RULES.find((r) => r.category === c && r.id.startsWith('it/') === (lang === 'it'))?.severity ?? 'warning';
}

/** Said where a finding has no suggestion: German offers styles; Italian rewrites exist for some words and predicates only. */
export const NO_SUGGESTION: Record<EditorLang, string> = {
  de: 'Kein Vorschlag in den gewählten Schreibweisen.',
  it: 'Kein automatischer Vorschlag – bitte von Hand neutral umformulieren.',
};

/** "1 Hinweis", "3 Hinweise". */
export function countLabel(n: number, one: string, many: string): string {
  return `${n.toLocaleString('de-DE')} ${n === 1 ? one : many}`;
}

/** The note on a finding of low confidence (popover and findings list); empty for a sure one. */
export function unsureNote(d: Diagnostic, className: string): string {
  return d.confidence === 'low' ? `<p class="${className}">${UNSURE_NOTE}</p>` : '';
}

export function quote(s: string): string {
  return `„${s}“`;
}
