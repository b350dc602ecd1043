/**
 * The Italian checker's rules: ids, descriptions and messages in one place (German, like the German rules),
 * so that they can join a rule registry as data. `{word}` and `{best}` are filled in by src/it/check.ts.
 */
export const IT_RULES = {
  'it/gendered-reference': {
    description: 'Personenbezeichnung im generischen Maskulinum (i cittadini, il candidato, gli insegnanti)',
    message: '„{word}“ bezeichnet Personen im generischen Maskulinum.',
    withSuggestion: ' Neutral: „{best}“.',
  },
  'it/gendered-pronoun': {
    description: 'Pronomen oder Mengenwort im Maskulinum für Personen (tutti, alcuni, quelli che, essi)',
    message: '„{word}“ steht im Maskulinum für Personen, deren Geschlecht der Text nicht nennt.',
    withSuggestion: ' Neutral: „{best}“.',
  },
  'it/gendered-agreement': {
    description: 'Adjektiv oder Partizip, das das Geschlecht der sprechenden, angesprochenen oder ungenannten Person festlegt (sono stato invitato, sei contento)',
    message: '„{word}“ legt das Geschlecht einer Person fest, die der Text nicht nennt; neutral umformulieren (z. B. mit einem anderen Verb oder einem geschlechtsneutralen Adjektiv).',
    withSuggestion: '',
  },
} as const;

export type ItRuleId = keyof typeof IT_RULES;
export const IT_RULE_IDS = Object.keys(IT_RULES) as ItRuleId[];

/** The message of a rule for a flagged word and its best rewrite (if any). */
export function itMessage(rule: ItRuleId, word: string, best: string | undefined): string {
  const r = IT_RULES[rule];
  const fill = (s: string) => s.replace('{word}', word).replace('{best}', best ?? '');
  return fill(r.message) + (best === undefined ? '' : fill(r.withSuggestion));
}
