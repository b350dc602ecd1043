/** genderfair: offline toolkit for gender-fair language. Public API. */
export { applyBestSuggestions, check, checkWithReasons, fix } from './check.js';
export type { CheckOptions, Confidence, Diagnostic, Edit, FixOptions, RuleId, RuleSeverities, Severity, Skipped, SkipReason, Style, Suggestion, UserLexicon, UserNeutral, UserPersonNoun } from './types.js';
export { INPUT_FORMATS, type InputFormat } from './documents/formats.js';
// registers every input format (Markdown, MDX, HTML, .po, JSON, YAML) for check(text, { inputFormat })
export { inputFormatFromPath } from './documents/index.js';
export { ALL_STYLES, DEFAULT_STYLES, RULE_IDS } from './types.js';
// the rule registry: what each rule is, its German explanation and sources, one severity order
export { CATEGORY_LABEL, RULE_CATEGORIES, RULES, SEVERITIES, formatMessage, isRuleId, ruleMeta, rulePagePath, ruleUrl, severityRank } from './rules.js';
export type { RuleCategory, RuleMeta, RuleSource } from './rules.js';
export { CLASSIFY_LANGUAGES, classifyGender, type ClassifyLanguage, type ClassifyOptions, type GenderClassification, type GenderEvidence } from './classify.js';
export { alternatives, rewriteGender } from './rewrite/index.js';
export type { Alternative, RewriteChange, RewriteDirection, RewriteInput, RewriteLang, RewriteResult } from './rewrite/index.js';
