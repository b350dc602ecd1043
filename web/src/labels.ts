/** German UI wording for styles, rule categories and counts. */
import { CATEGORY_LABEL, RULE_CATEGORIES, RULES, ruleMeta, type Diagnostic, type RuleCategory, type Severity, type Style } from '../../src/index.js';
import { UNSURE_NOTE } from '../../src/unsure.js';

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

/** The categories in the order the summary lists them, and their labels (from the rule registry). */
export { CATEGORY_LABEL, RULE_CATEGORIES as CATEGORIES };

/** The finding's category, from its rule in the registry. */
export function categoryOf(d: Diagnostic): Category {
  const rule = ruleMeta(d.ruleId);
  if (!rule) throw new Error(`unknown rule '${d.ruleId}'`);
  return rule.category;
}

/** The default severity of a category's rules (the colour of its dot in the summary). */
export function categorySeverity(c: Category): Severity {
  return RULES.find((r) => r.category === c)?.severity ?? 'warning';
}

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
