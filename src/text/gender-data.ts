/** Data for notation.ts: gender marks, endings and exceptions. Plain lists so they can be extended. */

/** Characters that write each notation, the canonical one first (look-alikes seen in real text after it). */
export const STAR_MARKS = '*∗⁎＊';
/** ː (U+02D0) and ꞉ (U+A789) are letters / modifier symbols used so that screen readers and word counts keep the word whole. */
export const COLON_MARKS = ':ː꞉';
export const UNDERSCORE_MARKS = '_';
/** The middle dot and its look-alikes: bullet operator, bullet, dot operator, hyphenation point. */
export const MIDDOT_MARKS = '·∙•⋅‧';

/** Short endings after a gender mark: jede*r, eine*n, ein*e, jedem*r, Angestellte*r. */
export const SHORT_ENDINGS: ReadonlySet<string> = new Set(['r', 'n', 'e', 's', 'm', 'en', 'er', 'es', 'em']);

/**
 * Articles, determiners and pronouns written as full pairs: der*die, den/die, dem*der, er/sie, einem/einer,
 * jedem/jeder, seinem/ihrem.
 */
export const PAIR_FORMS: ReadonlySet<string> = new Set([
  'der', 'die', 'den', 'dem', 'des', 'er', 'sie', 'ihn', 'ihm', 'dessen', 'deren',
  ...['ein', 'kein', 'mein', 'dein', 'sein', 'ihr', 'unser', 'euer'].flatMap((b) => [b, ...declined(b === 'euer' ? 'eur' : b)]),
  ...['jed', 'dies', 'jen', 'welch', 'manch', 'solch'].flatMap(declined),
]);

function declined(stem: string): string[] {
  return ['e', 'er', 'em', 'en', 'es'].map((e) => stem + e);
}

/**
 * Bases that take a short ending in parentheses as a gender form: jede(r), eine(n), ein(e). Other
 * words with a parenthesised ending are plurals ("Kunde(n)", "Datei(en)") and are left alone.
 * (r) is also accepted after any base ending in "e" (Angestellte(r), Beamte(r)).
 */
export const PAREN_E_BASES: ReadonlySet<string> = new Set([
  'ein', 'kein', 'mein', 'dein', 'sein', 'ihr', 'unser', 'euer',
]);
export const PAREN_N_BASES: ReadonlySet<string> = new Set([
  'eine', 'keine', 'meine', 'deine', 'seine', 'ihre', 'unsere', 'eure', 'jede', 'diese', 'jene', 'welche',
  'manche', 'solche', 'jedwede', 'irgendeine',
]);

/**
 * Words with a capital "In" after a lowercase letter that are not the internal I (LehrerInnen).
 * Compared case-sensitively against the whole word part.
 */
export const INTERNAL_I_EXCEPTIONS: ReadonlySet<string> = new Set([
  'LinkedIn', 'CheckIn', 'LogIn', 'SignIn', 'PlugIn', 'AddIn', 'WalkIn', 'DriveIn', 'BuiltIn', 'OptIn',
  'PopIn', 'LockIn', 'SitIn', 'TeachIn', 'LoveIn', 'PayIn', 'CashIn', 'ZoomIn', 'FlyIn', 'SkiIn', 'PushIn',
  'PlayIn', 'BurnIn', 'RollIn', 'DropIn', 'TuneIn', 'JoinIn', 'FadeIn',
]);
