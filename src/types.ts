import type { InputFormat } from './documents/formats.js';
import type { RuleId } from './rules.js';

export { RULE_IDS, type RuleId } from './rules.js';

/**
 * Public contract of the checker (see docs/ARCHITECTURE.md). Other parts (CLI, server, web editor,
 * benchmarks) build on these types: keep them stable.
 */

/** Inclusive writing styles a user can ask for, in order of preference. */
export type Style =
  | 'star' // Lehrer*innen
  | 'colon' // Lehrer:innen
  | 'underscore' // Lehrer_innen
  | 'middot' // Lehrer·innen
  | 'slash' // Lehrer/-innen
  | 'internal-i' // LehrerInnen
  | 'pair' // Lehrerinnen und Lehrer
  | 'neutral'; // Lehrkräfte, Lehrende

export const ALL_STYLES: readonly Style[] = [
  'star',
  'colon',
  'underscore',
  'middot',
  'slash',
  'internal-i',
  'pair',
  'neutral',
];

export const DEFAULT_STYLES: readonly Style[] = ['star', 'pair', 'neutral'];

/** A replacement of text.slice(start, end) by `text`; offsets are UTF-16 code units into the input. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

export interface Suggestion {
  style: Style;
  /** Non-overlapping edits, sorted by start. May touch words outside the diagnostic's span. */
  edits: Edit[];
  /** The changed phrase as it will read (from the first to the last edited character). */
  preview: string;
}

export type Severity = 'warning' | 'info';

/**
 * 'high': the finding and its best rewrite are sure enough to apply without looking (fix() applies these);
 * 'low': who is meant, or the grammatical case or number, could not be told for certain: shown, but
 * applied only on request (fix(text, { all: true })).
 */
export type Confidence = 'high' | 'low';

export interface Diagnostic {
  ruleId: string;
  start: number;
  end: number;
  /** Always equal to text.slice(start, end). */
  actual: string;
  /** Short German explanation: why, and which rule. */
  message: string;
  severity: Severity;
  confidence: Confidence;
  /** Ranked, best first. */
  suggestions: Suggestion[];
}

/** Why a person noun was deliberately not flagged (check(text, { explain: true }), `check --explain`). */
export type SkipReason = 'specific-person' | 'non-person' | 'inclusive' | 'allowed' | 'name' | 'quotation' | 'disabled';

/** A person noun the checker looked at and left alone, with the reason. */
export interface Skipped {
  start: number;
  end: number;
  /** Always equal to text.slice(start, end). */
  actual: string;
  reason: SkipReason;
  /** German, short: which cue decided ("Name danach: Jens Kohlmann", "Gerät: Controller"). */
  detail: string;
}

/** Severity per rule: 'off' drops its findings, 'info'/'warning' replace the rule's own severity. */
export type RuleSeverities = Partial<Record<RuleId, 'off' | Severity>>;

export interface CheckOptions {
  /** 'de' (default) or 'it' (Italian: src/it/check.ts). */
  lang?: 'de' | 'it';
  /** How to read the text: 'text' (default), 'markdown', 'mdx', 'html', 'po', 'json', 'yaml'. */
  inputFormat?: InputFormat;
  /** Accepted styles in order of preference. Default: DEFAULT_STYLES. */
  styles?: readonly Style[];
  /** Words or phrases the user accepts; matched case-insensitively against the flagged phrase and its lemma. */
  allow?: readonly string[];
  /** Lowest severity to report. Default 'info' (everything). */
  minSeverity?: Severity;
  /**
   * Person nouns as the first part of a compound (rule de/generic-masculine-compound, severity info):
   * 'default' leaves set terms alone (Ausländerbehörde, Kundenservice, Benutzerkonto:
   * data/de/curated/set-compounds.txt), 'all' reports them too.
   */
  compounds?: 'default' | 'all';
  /** Severity per rule id (from a config file's "rules"); findings in a quotation stay 'info' at most. */
  rules?: RuleSeverities;
  /** The user's own person nouns and names (a config file's "lexicon"). */
  lexicon?: UserLexicon;
}

/**
 * A neutral alternative in a user lexicon: a word in -e declined like an adjective ("Mitarbeitende"), or a
 * noun with its gender and plural; a noun without plural replaces the singular only, unless it is a
 * collective (the singular stands for the group: die Admins -> das Adminteam).
 */
export type UserNeutral = string | { noun: string; gender: 'f' | 'm' | 'n'; plural?: string; collective?: boolean };

/** A person noun of the user's own, checked and rewritten like the built-in ones. */
export interface UserPersonNoun {
  /** Masculine, nominative singular: "Admin", "Scrum-Master". */
  masculine: string;
  /** Feminine, nominative singular. Default: the masculine + "in" (Kunde -> Kundin). */
  feminine?: string;
  /** Masculine nominative plural where the rule gets it wrong (Lehrer -> Lehrer, Kunde -> Kunden, Admin -> Admins). */
  plural?: string;
  /** Neutral alternatives, best first. */
  neutral?: UserNeutral[];
}

/** The user's lexicon: own person nouns, and names that are never read as person nouns (a surname "Fischer"). */
export interface UserLexicon {
  persons?: UserPersonNoun[];
  /** Exact spellings (case-sensitive) that are names in the user's texts: never flagged, and names for the specific-person cues. */
  names?: string[];
}

export interface FixOptions extends CheckOptions {
  /** Apply every best suggestion, not only those of high-confidence warnings. Default false. */
  all?: boolean;
}
