/** German UI wording for styles, rule categories and counts. */
import type { Diagnostic, Style } from '../../src/index.js';
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

export type Category = 'noun' | 'pronoun' | 'adjectival' | 'compound';

export const CATEGORIES: readonly Category[] = ['noun', 'pronoun', 'adjectival', 'compound'];

/** Singular label (badge on a finding) and plural label (counts). */
export const CATEGORY_LABEL: Record<Category, { one: string; many: string; hint: string }> = {
  noun: { one: 'Personenbezeichnung', many: 'Personenbezeichnungen', hint: 'die Lehrer, jeder Mitarbeiter' },
  pronoun: { one: 'Pronomen', many: 'Pronomen', hint: 'jeder, der …; keiner' },
  adjectival: { one: 'Substantiviertes Adjektiv', many: 'Substantivierte Adjektive', hint: 'ein Angestellter, die Beamten' },
  compound: { one: 'Wortteil (optional)', many: 'Wortteile (optional)', hint: 'Teilnehmerzahl, Bürgerbüro' },
};

export function categoryOf(d: Diagnostic): Category {
  switch (d.ruleId) {
    case 'de/generic-masculine-pronoun':
      return 'pronoun';
    case 'de/generic-masculine-adjectival':
      return 'adjectival';
    case 'de/generic-masculine-compound':
      return 'compound';
    default:
      return 'noun';
  }
}

/** "1 Hinweis", "3 Hinweise". */
export function countLabel(n: number, one: string, many: string): string {
  return `${n.toLocaleString('de-DE')} ${n === 1 ? one : many}`;
}

/**
 * The explanation without its trailing "Vorschlag: „…“." sentence: the editor shows the suggestions as
 * buttons right below it.
 */
export function explanation(d: Diagnostic): string {
  return d.message.replace(/\s*Vorschlag: „[^“]*“\.(?=\s|$)/u, '');
}

/** The note on a finding of low confidence (popover and findings list); empty for a sure one. */
export function unsureNote(d: Diagnostic, className: string): string {
  return d.confidence === 'low' ? `<p class="${className}">${UNSURE_NOTE}</p>` : '';
}

export function quote(s: string): string {
  return `„${s}“`;
}
