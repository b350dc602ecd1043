/** genderfair: offline toolkit for gender-fair language. Public API. */
export { applyBestSuggestions, check, checkWithReasons, fix } from './check.js';
export type { CheckOptions, Confidence, Diagnostic, Edit, FixOptions, RuleId, RuleSeverities, Severity, Skipped, SkipReason, Style, Suggestion } from './types.js';
export { INPUT_FORMATS, type InputFormat } from './documents/formats.js';
// registers every input format (Markdown, MDX, HTML, .po, JSON, YAML) for check(text, { inputFormat })
export { inputFormatFromPath } from './documents/index.js';
export { ALL_STYLES, DEFAULT_STYLES, RULE_IDS } from './types.js';
export { alternatives, rewriteGender } from './rewrite/index.js';
export type { Alternative, RewriteChange, RewriteDirection, RewriteInput, RewriteLang, RewriteResult } from './rewrite/index.js';
