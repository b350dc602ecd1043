/**
 * Normalisation of German gender characters to the gender star, as the benchmark protocol of
 * Pomerenke (2022, arXiv 2212.02564) prescribes: "the different abbreviated pair notation styles
 * are taken care of by normalizing the target sentences such that all gender characters are
 * converted to a single consistent character (we have chosen the gender star)".
 *
 * The scorer applies it to the target AND to every candidate, so a rewrite that differs from the
 * target only in the gender character (Lehrer:innen vs Lehrer*innen vs LehrerInnen) counts as
 * equal. Because both sides go through the same function, a rare over-normalisation of a non-gender
 * form is harmless as long as the checker leaves that form alone; the rules below are nonetheless
 * written to leave ordinary colons ("Hinweis: Text", "10:30"), slashes ("und/oder", "km/h", "m/s"),
 * parentheses ("(Posthog)"), URLs/e-mail addresses and camel-case names (GmbH, BahnCard, LinkedIn)
 * untouched.
 *
 * Forms rewritten (X = the gender character or form shown):
 * - colon, underscore, middot (U+00B7), U+A78F, star:   Bürger:innen, Bürger_in, Bürger·innen,
 *   Bürger:Innen -> Bürger*innen / Bürger*in (also in compounds: Bürger:innenrat, Entwickler:innen-Team);
 *   short inflection endings after those characters: jede:r, Ein:e, Ihre:n -> jede*r, Ein*e, Ihre*n.
 * - slash: Bürger/innen, Bürger/-innen, Bürger/in, Bürger/-in, Bürger/Innen -> Bürger*innen / Bürger*in
 *   (only at the end of a word); eine/n, jede/r, eine/s, jede/-r -> eine*n, jede*r, eine*s, jede*r
 *   (the word before the slash must have >= 3 letters and end in e, n, r, s or m, so km/h, m/s,
 *   und/oder stay; "/-" plus an ending is always a gender form).
 * - article pairs: der:die, Der/die, die_der -> der*die, Der*die, die*der.
 * - parentheses: Bürger(innen), Bürger(in), Bürger(Innen) -> Bürger*innen, Bürger*in;
 *   jede(r), eine(n) -> jede*r, eine*n (same word condition as for the slash).
 * - internal capital I: BürgerInnen, BürgermeisterIn, ÄrztInnen -> Bürger*innen, Bürgermeister*in,
 *   Ärzt*innen ("Innen" may start a compound tail: BürgerInnenrat); a lower-case letter must precede
 *   the I; camel-case words such as LinkedIn, PlugIn, LogIn, CheckIn, SignIn, OptIn are excluded.
 * - URLs (scheme://..., www...., domain.tld/...), mailto: and e-mail addresses are left as they are.
 *
 * The function is idempotent and does not change the length of anything except the rewritten forms.
 */

const GENDER_SYMBOL = '[:_·\\u{A78F}*]';
const SHORT_ENDING = '(?:e|r|n|s|m)';
const ARTICLE = '(?:der|die|dem|den|des)';
/** Not followed by a letter or digit. */
const WORD_END = '(?![\\p{L}\\p{N}\\p{M}])';

/** Segments never touched (URLs, e-mail addresses, domain paths). */
const PROTECTED = new RegExp(
  [
    '\\b[A-Za-z][A-Za-z0-9+.-]*:\\/\\/\\S+', // scheme://...
    '\\bmailto:\\S+',
    '\\bwww\\.\\S+',
    '[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}.-]+\\.[A-Za-z]{2,}', // e-mail
    '\\b[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.[a-z]{2,}\\/\\S*', // example.org/path
  ].join('|'),
  'gu',
);

/** Camel-case words ending in "In" that are not internal-I gender forms. */
const INTERNAL_I_EXCEPTIONS =
  /^(?:Linked|Plug|Log|Check|Sign|Opt|Add|Built|Walk|Drop|Zoom|Join|Pin|Dial|Fade|Lock|Tie|Cash|Phase|Roll|Spin)In$/;

const RULES: Array<[RegExp, string]> = [
  // Article pairs: der:die, Der/die, die_der, den/die.
  [new RegExp(`(?<![\\p{L}\\p{N}])(${ARTICLE})(?:${GENDER_SYMBOL}|\\/)(${ARTICLE})${WORD_END}`, 'giu'), '$1*$2'],
  // Gender symbol + lower-case "innen", also as the head of a compound (Bürger:innenrat).
  [new RegExp(`(\\p{L})${GENDER_SYMBOL}i(nnen)`, 'gu'), '$1*i$2'],
  // Gender symbol + in / In / Innen at the end of a word.
  [new RegExp(`(\\p{L})${GENDER_SYMBOL}[Ii](nnen|n)${WORD_END}`, 'gu'), '$1*i$2'],
  // Slash forms of the feminine ending: /innen, /-innen, /in, /-in, /Innen (word end only).
  [new RegExp(`(\\p{L})\\/-?[Ii](nnen|n)${WORD_END}`, 'gu'), '$1*i$2'],
  // Gender symbol + short inflection ending: jede:r, Ein:e, Ihre:n.
  [new RegExp(`(\\p{L})${GENDER_SYMBOL}(${SHORT_ENDING})${WORD_END}`, 'gu'), '$1*$2'],
  // "/-" + short ending is always a gender form: jede/-r.
  [new RegExp(`(\\p{L})\\/-(${SHORT_ENDING})${WORD_END}`, 'gu'), '$1*$2'],
  // Slash + short ending after a word of >= 3 letters ending in e/n/r/s/m: eine/n, jede/r, eine/s.
  [
    new RegExp(`(?<![\\p{L}\\p{N}])(\\p{L}{2,}[enrsm])\\/(${SHORT_ENDING})${WORD_END}`, 'gu'),
    '$1*$2',
  ],
  // Parentheses: Bürger(innen), Bürger(in), Bürger(Innen).
  [new RegExp(`(\\p{L})\\([Ii](nnen|n)\\)`, 'gu'), '$1*i$2'],
  // Parentheses with a short ending: jede(r), eine(n).
  [
    new RegExp(`(?<![\\p{L}\\p{N}])(\\p{L}{2,}[enrsm])\\((${SHORT_ENDING})\\)${WORD_END}`, 'gu'),
    '$1*$2',
  ],
];

/** Internal I: lower-case letter + "In" at word end, or + "Innen" (compound tail allowed). */
const INTERNAL_I = /(\p{Ll})I(nnen|n(?![\p{Ll}]))/gu;
const WORD_CHAR = /[\p{L}\p{N}\p{M}-]/u;

function normalizeInternalI(segment: string): string {
  return segment.replace(INTERNAL_I, (match: string, before: string, rest: string, offset: number) => {
    // Find the whole word around the match to check the exception list.
    let s = offset;
    while (s > 0 && WORD_CHAR.test(segment[s - 1] ?? '')) s--;
    let e = offset + match.length;
    while (e < segment.length && /[\p{L}\p{N}\p{M}]/u.test(segment[e] ?? '')) e++;
    const word = segment.slice(s, e);
    const lastPart = word.split('-').pop() ?? word;
    if (INTERNAL_I_EXCEPTIONS.test(lastPart) || INTERNAL_I_EXCEPTIONS.test(word)) return match;
    return `${before}*i${rest}`;
  });
}

function normalizeSegment(segment: string): string {
  let out = segment;
  for (const [re, replacement] of RULES) {
    out = out.replace(re, replacement);
  }
  return normalizeInternalI(out);
}

/**
 * Rewrites every gender character / abbreviated pair form in `text` to the gender star
 * (see the module comment for the exact list). Idempotent.
 */
export function normalizeGenderStar(text: string): string {
  let out = '';
  let last = 0;
  PROTECTED.lastIndex = 0;
  for (const m of text.matchAll(PROTECTED)) {
    const index = m.index ?? 0;
    out += normalizeSegment(text.slice(last, index)) + m[0];
    last = index + m[0].length;
  }
  out += normalizeSegment(text.slice(last));
  return out;
}
