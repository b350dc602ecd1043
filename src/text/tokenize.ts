/**
 * Regex word tokenizer with exact UTF-16 offsets.
 *
 * Intl.Segmenter (word granularity) splits most gender notations ("Lehrer | * | innen", "jede | * | r")
 * and is slow on long strings, so words are matched by one Unicode regex instead. A word is a run of
 * letters, marks and digits, extended by
 * - hyphen compounds (E-Mail-Adresse, Kita-Leiter, Lehrer*innen-Zimmer) and truncations with a hyphen at
 *   the end ("Sport-" in "Sport- und Musiklehrer") or the start ("-kollegen" in "Kolleginnen und -kollegen");
 * - gender notations: * ∗ ⁎ ＊ · ∙ • ⋅ ‧ followed by a lowercase letter or "In" (Lehrer*innen, jede*r,
 *   Lehrer*Innen), : ꞉ followed by a lowercase letter (Kund:innen; "Hinweis:Text" splits), _ followed by
 *   a letter or digit, and the slash forms /-innen, /innen, /in, jede/r, eine/n, ein/e and article or
 *   pronoun pairs der/die, er/sie ("und/oder", "km/h", "Lehrer/Schüler" split; "der/die/das" splits too);
 *   parentheses (Lehrer(innen), Kolleg(inn)en, jede(r)); the internal I (LehrerInnen) and ː (U+02D0,
 *   a modifier letter) need nothing special since they are letters;
 * - apostrophes inside a word (geht's, geht’s), digit groups (1.000, 3,5, 24.12.2024), soft hyphens and
 *   zero-width (non-)joiners.
 * URLs, e-mail addresses and bare domains (schule.de/lehrer) are single tokens, so nothing inside them is
 * ever looked at. Every other non-whitespace code point is a punct token.
 */

import { PAIR_FORMS } from './gender-data.js';

export interface Token {
  text: string;
  start: number;
  end: number;
  kind: 'word' | 'number' | 'punct';
  /** Set (kind 'word') when the token is a URL, an e-mail address or a domain name: never a word to check. */
  link?: true;
}

const WCH = '[\\p{L}\\p{M}\\p{N}\\u00AD\\u200C\\u200D]'; // word-internal character
const ATOM = `[\\p{L}\\p{N}]${WCH}*`;
const HYPHEN = '[-\\u2010\\u2011]';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{M}\\p{N}/])';
/** Articles and pronouns that form pairs with a slash: der/die, den/die, er/sie, seinem/ihrem. */
const PAIR_WORDS = [...PAIR_FORMS].sort((a, b) => b.length - a.length).join('|');
const PAIR_LEFT = `(?<=(?<![\\p{L}\\p{M}])(?:${PAIR_WORDS}|${capitalised(PAIR_WORDS)}))`;

const CONTINUATION = [
  `(?<=\\p{N})[.,]\\p{N}${WCH}*`, // 1.000, 3,5
  `(?<=[\\p{L}\\p{M}])['’](?=\\p{L})${ATOM}`, // geht's
  `${HYPHEN}(?=[\\p{L}\\p{N}])${ATOM}`, // E-Mail
  `(?<=[\\p{L}\\p{M}])[*∗⁎＊·∙•⋅‧](?=\\p{Ll}|In)${ATOM}`, // Lehrer*innen, Lehrer·innen
  `(?<=[\\p{L}\\p{M}])[:꞉](?=\\p{Ll})${ATOM}`, // Lehrer:innen (not Hinweis:Text)
  `_(?=[\\p{L}\\p{N}])${ATOM}`, // Lehrer_innen
  `\\/${HYPHEN}(?=\\p{Ll})${ATOM}`, // Lehrer/-innen, jede/-r
  `(?<=\\p{Ll})\\/(?:innen\\p{Ll}*|in(?![\\p{L}\\p{M}])|I(?:nnen|n)(?![\\p{L}\\p{M}]))`, // Schüler/innen
  `(?<=e)\\/(?:r|n|s|m|en|er|es|em)${NOT_WORD_AFTER}`, // jede/r, eine/n, Angestellte/r
  `(?<=n)\\/e${NOT_WORD_AFTER}`, // ein/e, kein/e
  `${PAIR_LEFT}\\/(?:${PAIR_WORDS}|${capitalised(PAIR_WORDS)})${NOT_WORD_AFTER}`, // der/die, Der/Die, er/sie
  `(?<=\\p{Ll})\\((?:innen|inn|in|r|n|e|s|m|en|er|es|em)\\)\\p{Ll}*`, // Lehrer(innen), Kolleg(inn)en
].join('|');

/** Cheap guard: only try the continuations when the next character can start one. */
const CONTINUATION_START = "(?=[.,'’*∗⁎＊·∙•⋅‧:꞉_/(\\-\\u2010\\u2011])";

const WORD =
  `(?:${HYPHEN}(?<=(?:^|[\\s(\\[„“"'‚‘«»])${HYPHEN})(?=\\p{L}))?` + // leading truncation hyphen: -kollegen
  `${ATOM}(?:${CONTINUATION_START}(?:${CONTINUATION}))*` +
  `(?:${HYPHEN}(?=[\\s,;/)]|$))?`; // trailing truncation hyphen: Sport-

const WORD_AT = new RegExp(WORD, 'uy');
const NUMBER = /^\p{N}+(?:[.,]\p{N}+)*$/u;

// Links are matched only where a word is followed by one of : @ . / (see tokenize), which keeps the main
// regex fast; they must start where no link character precedes, which keeps the scan linear.
const LINK_END = '[^\\s<>"„“”«»]*[^\\s<>"„“”«».,;:!?\'’)\\]}]';
const URL = `(?:[a-zA-Z][a-zA-Z0-9+.-]*:\\/\\/|www\\.)${LINK_END}`;
const EMAIL = '[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}_-]+(?:\\.[\\p{L}\\p{N}_-]+)+';
const TLDS = 'de|at|ch|com|org|net|eu|info|io|edu|gov|li|lu|be|nl|fr|it|uk|us|online|shop|app|berlin|bayern|koeln|hamburg';
const DOMAIN =
  `(?:[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?\\.)+(?:${TLDS})(?![\\p{L}\\p{N}-])(?:\\/${LINK_END})?`;
const LINK = new RegExp(`${URL}|${EMAIL}|${DOMAIN}`, 'uy');
const LINK_ONLY = new RegExp(`^(?:${URL}|${EMAIL}|${DOMAIN})$`, 'u');
const LINK_CHAR = /[\p{L}\p{N}._%+-]/u;

function isLinkChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) {
    return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 46 || c === 95 || c === 37 || c === 43 || c === 45;
  }
  return LINK_CHAR.test(text.charAt(i));
}

function capitalised(alternatives: string): string {
  return alternatives
    .split('|')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('|');
}

/**
 * Tokens of text.slice(start, end) with offsets into `text`. Whitespace (the RegExp class \s) is skipped.
 * Characters before `start` are seen as context (a range starting inside a word still starts a token at
 * `start`); no token extends past `end`.
 */
export function tokenize(text: string, start = 0, end: number = text.length): Token[] {
  const tokens: Token[] = [];
  let pos = Math.max(0, start);
  end = Math.min(end, text.length);
  // Sticky test() + slice instead of exec(): no match arrays, which matters at 1 MB (GC dominates).
  const word = WORD_AT;
  const link = LINK;
  while (pos < end) {
    const c = text.charCodeAt(pos);
    if (isSpace(c)) {
      pos++;
      continue;
    }
    // Fast paths (most of the text): ASCII punctuation other than "-" never starts a word, and a run of
    // Latin-1 letters and digits followed by a space or by punctuation that cannot continue a word, a
    // gender notation or a link is a whole word. Everything else goes through the regex.
    if (c < 128 && !isAsciiAlnum(c) && c !== 45) {
      tokens.push({ text: text.charAt(pos), start: pos, end: pos + 1, kind: 'punct' });
      pos++;
      continue;
    }
    let q = pos;
    while (q < end && isPlainWordChar(text.charCodeAt(q))) q++;
    if (q > pos && q < end && endsPlainWord(text, q)) {
      const t = text.slice(pos, q);
      tokens.push({ text: t, start: pos, end: q, kind: isNumber(t) ? 'number' : 'word' });
      pos = q;
      continue;
    }
    word.lastIndex = pos;
    if (!word.test(text)) {
      const e = c >= 0xd800 && c <= 0xdbff && pos + 1 < end && isLowSurrogate(text.charCodeAt(pos + 1)) ? pos + 2 : pos + 1;
      tokens.push({ text: text.slice(pos, e), start: pos, end: e, kind: 'punct' });
      pos = e;
      continue;
    }
    let e = word.lastIndex;
    const after = text.charCodeAt(e); // one of : @ . /
    if ((after === 58 || after === 64 || after === 46 || after === 47) && (pos === 0 || !isLinkChar(text, pos - 1))) {
      link.lastIndex = pos;
      if (link.test(text) && link.lastIndex > e) {
        e = link.lastIndex;
        // A URL ending in ")" keeps it when it has an unbalanced "(": de.wikipedia.org/wiki/Lehrer_(Beruf)
        if (text.charAt(e) === ')' && count(text.slice(pos, e), '(') > count(text.slice(pos, e), ')')) e++;
        if (e <= end) {
          tokens.push({ text: text.slice(pos, e), start: pos, end: e, kind: 'word', link: true });
          pos = e;
          continue;
        }
      }
    }
    if (e > end) {
      // Cut off by the range: tokenize the rest of the range on its own.
      for (const tok of tokenize(text.slice(pos, end))) {
        tokens.push({ ...tok, start: tok.start + pos, end: tok.end + pos });
      }
      break;
    }
    const t = text.slice(pos, e);
    tokens.push({ text: t, start: pos, end: e, kind: isNumber(t) ? 'number' : 'word' });
    pos = e;
  }
  return tokens;
}

/** Same set as the RegExp class \\s. */
/** Unicode white space (the characters of \s), tested on a UTF-16 code unit. */
export function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    (c > 127 &&
      (c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c === 0xfeff))
  );
}

function isAsciiAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
}

/** ASCII letters and digits, Latin-1 letters (not × ÷). */
function isPlainWordChar(c: number): boolean {
  return isAsciiAlnum(c) || (c >= 0xc0 && c <= 0xff && c !== 0xd7 && c !== 0xf7);
}

/**
 * Whether a plain word ends at q: at a space, at , ; ! ? ) ] " „ “ ” « » (not the comma of "3,5"), or at
 * a period after a letter that is not followed by a letter or digit (not "schule.de", "1.000").
 */
function endsPlainWord(text: string, q: number): boolean {
  const c = text.charCodeAt(q);
  if (isSpace(c)) return true;
  switch (c) {
    case 44: // ,
      return !isDigit(text.charCodeAt(q - 1)) || !isDigit(text.charCodeAt(q + 1));
    case 46: {
      // .
      if (isDigit(text.charCodeAt(q - 1))) return false;
      const n = text.charCodeAt(q + 1);
      return Number.isNaN(n) || isSpace(n) || (n < 128 && !isAsciiAlnum(n));
    }
    case 59: // ;
    case 33: // !
    case 63: // ?
    case 41: // )
    case 93: // ]
    case 34: // "
    case 0x201e: // „
    case 0x201c: // “
    case 0x201d: // ”
    case 0xab: // «
    case 0xbb: // »
      return true;
    default:
      return false;
  }
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isNumber(t: string): boolean {
  const c = t.charCodeAt(0);
  return (c >= 48 && c <= 57) || c > 127 ? NUMBER.test(t) : false;
}

function count(s: string, ch: string): number {
  let n = 0;
  for (let i = s.indexOf(ch); i >= 0; i = s.indexOf(ch, i + 1)) n++;
  return n;
}

/** Whether a token is a URL, e-mail address or domain (also for tokens made elsewhere). */
export function isLinkLike(word: string): boolean {
  return LINK_ONLY.test(word);
}
