/** genderfair: offline toolkit for gender-fair language. Public API. */
export { applyBestSuggestions, check, fix } from './check.js';
export type { CheckOptions, Diagnostic, Edit, Severity, Style, Suggestion } from './types.js';
export { ALL_STYLES, DEFAULT_STYLES } from './types.js';
