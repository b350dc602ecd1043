/** genderfair/rewrite: the translation gender rewriter for Spanish, French and Italian (GATE task). */
export { alternatives } from './alternatives.js';
export { rewriteGender, CONFIDENCE_THRESHOLD } from './rewrite.js';
export type { Alternative, Gender, RewriteChange, RewriteDirection, RewriteInput, RewriteLang, RewriteResult } from './types.js';
