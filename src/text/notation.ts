/**
 * Gender notations: recognising words already written in one (parseGendered), writing a masculine and a
 * feminine form as one abbreviated form (abbreviate), and rewriting every notation to the star
 * (normalizeGenderChars, used by the benchmark to compare sentences).
 */
import type { Style } from '../types.js';
import {
  COLON_MARKS,
  INTERNAL_I_EXCEPTIONS,
  MIDDOT_MARKS,
  PAIR_FORMS,
  PAREN_E_BASES,
  PAREN_N_BASES,
  SHORT_ENDINGS,
  STAR_MARKS,
  UNDERSCORE_MARKS,
} from './gender-data.js';
import { tokenize } from './tokenize.js';

export type GenderNotation = 'star' | 'colon' | 'underscore' | 'middot' | 'slash' | 'internal-i' | 'parens';

/** The styles that abbreviate a pair into one word (all but 'pair' and 'neutral'). */
export type AbbreviationStyle = Exclude<Style, 'pair' | 'neutral'>;

export interface GenderedWord {
  notation: GenderNotation;
  /** Everything before the gender mark, earlier compound parts included: "Lehrer", "Kita-Leiter", "jede", "der". */
  base: string;
  /**
   * Everything after the mark, without it: "innen", "innenzimmer", "innen-Zimmer", "r", "die". The
   * parentheses are dropped ("Kolleg(inn)en" -> "innen") and the internal I is lowercased
   * ("LehrerInnen" -> "innen"); otherwise as written ("Lehrer*Innen" -> "Innen").
   */
  suffix: string;
  /** The mark as written: "*", ":", "ː", "_", "·", "/", "/-", "()" for parentheses, "I" for the internal I. */
  mark: string;
  /** The gender ending proper, lowercase: "in", "innen", "r", "e", "n", "m", "s", "en", "frau", "die", ... */
  ending: string;
  /** What follows the ending inside the word: "zimmer" (Lehrer*innenzimmer), "-Zimmer" (Lehrer*innen-Zimmer), "". */
  tail: string;
  /** The gendered part continues as a compound (tail is not empty). */
  inCompound: boolean;
  /** A full article or pronoun pair (der*die, er/sie): `ending` is a whole word. */
  pair: boolean;
}

interface PartParse {
  notation: GenderNotation;
  base: string;
  mark: string;
  /** Suffix as written (see GenderedWord.suffix) without the tail. */
  written: string;
  ending: string;
  tail: string;
  pair: boolean;
}

const NOTATION_OF_MARK = new Map<string, GenderNotation>();
for (const c of STAR_MARKS) NOTATION_OF_MARK.set(c, 'star');
for (const c of COLON_MARKS) NOTATION_OF_MARK.set(c, 'colon');
for (const c of UNDERSCORE_MARKS) NOTATION_OF_MARK.set(c, 'underscore');
for (const c of MIDDOT_MARKS) NOTATION_OF_MARK.set(c, 'middot');

/** Splits at hyphens, keeping them, except the hyphen of "/-": ["Kita", "-", "Leiter*innen"]. */
const COMPOUND_SPLIT = /((?<!\/)[-\u2010\u2011])/;

/**
 * Recognises a word written in an inclusive notation, or returns null. Works on single tokens as
 * tokenize() returns them, including compounds ("Lehrer*innenzimmer", "Kita-Leiter:innen",
 * "LehrerInnen-Zimmer"); with several gendered parts the first one is described.
 */
/** Any gender mark, a parenthesis or slash, or an internal capital I. */
const MAY_BE_GENDERED = /[^\p{L}\p{M}\p{N}\-\u2010\u2011'’]|[ː꞉]|\p{Ll}I/u;

/**
 * MAY_BE_GENDERED for every word of every text: plain Latin letters and digits are passed over by their
 * code (no Unicode regex per word); anything else is left to the regex.
 */
function mayBeGendered(word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    const lower = (c >= 97 && c <= 122) || (c >= 0xdf && c <= 0xff && c !== 0xf7);
    if (lower) {
      if (word.charCodeAt(k + 1) === 73) return true; // an internal capital I: LehrerInnen
      continue;
    }
    if ((c >= 65 && c <= 90) || (c >= 48 && c <= 57) || (c >= 0xc0 && c <= 0xde && c !== 0xd7) || c === 45 || c === 39 || c === 0x2019) continue;
    return MAY_BE_GENDERED.test(word);
  }
  return false;
}

export function parseGendered(word: string): GenderedWord | null {
  // most words carry no gender mark at all: a cheap test before the full analysis
  if (!mayBeGendered(word)) return null;
  const parts = word.split(COMPOUND_SPLIT);
  for (let i = 0; i < parts.length; i += 2) {
    const part = parts[i] ?? '';
    const p = parsePart(part);
    if (!p) continue;
    const tail = p.tail + parts.slice(i + 1).join('');
    return {
      notation: p.notation,
      base: parts.slice(0, i).join('') + p.base,
      suffix: p.written + tail,
      mark: p.mark,
      ending: p.ending,
      tail,
      inCompound: tail !== '',
      pair: p.pair,
    };
  }
  return null;
}

/** Whether the word is written in an inclusive notation (see parseGendered). */
export function isGenderedWord(word: string): boolean {
  return parseGendered(word) !== null;
}

function parsePart(part: string): PartParse | null {
  return parseMarked(part) ?? parseSlash(part) ?? parseParens(part) ?? parseInternalI(part);
}

const ENDS_IN_LETTER = /[\p{L}\p{M}]$/u;
const STARTS_LOWER = /^\p{Ll}/u;
const LOWER_TAIL = /^\p{Ll}*$/u;

/** star, colon, underscore, middot: base + mark + ending. */
function parseMarked(part: string): PartParse | null {
  for (let i = 1; i < part.length - 1; i++) {
    const mark = part.charAt(i);
    const notation = NOTATION_OF_MARK.get(mark);
    if (!notation) continue;
    const base = part.slice(0, i);
    const rest = part.slice(i + 1);
    if (!ENDS_IN_LETTER.test(base)) continue;
    // Only the star, underscore and middot are also written with a capital: Lehrer*Innen.
    if (notation === 'colon' && !STARTS_LOWER.test(rest)) continue;
    const e = classifyEnding(base, rest, 'any');
    if (e) return { notation, base, mark, written: e.written, ending: e.ending, tail: e.tail, pair: e.pair };
  }
  return null;
}

/** Lehrer/-innen, Schüler/innen, jede/r, eine/n, ein/e, der/die, Kaufmann/-frau. */
function parseSlash(part: string): PartParse | null {
  const i = part.indexOf('/');
  if (i <= 0 || part.indexOf('/', i + 1) >= 0) return null; // der/die/das is a list, not a pair
  const base = part.slice(0, i);
  if (!ENDS_IN_LETTER.test(base)) return null;
  const hyphen = /^[-\u2010\u2011]/.test(part.slice(i + 1));
  const rest = part.slice(i + (hyphen ? 2 : 1));
  if (hyphen && !STARTS_LOWER.test(rest)) return null;
  const e = classifyEnding(base, rest, hyphen ? 'any' : 'slash');
  if (!e) return null;
  return { notation: 'slash', base, mark: hyphen ? part.slice(i, i + 2) : '/', ...e };
}

const PARENS = /^(.*\p{Ll})\(([^()]*)\)(\p{Ll}*)$/u;

/** Lehrer(innen), Lehrer(in), Kolleg(inn)en, jede(r), eine(n), ein(e). */
function parseParens(part: string): PartParse | null {
  const m = PARENS.exec(part);
  if (!m) return null;
  const base = m[1] ?? '';
  const inside = m[2] ?? '';
  const after = m[3] ?? '';
  let ending: string | undefined;
  let tail = after;
  if (inside === 'inn' && after.startsWith('en')) {
    ending = 'innen';
    tail = after.slice(2);
  } else if (inside === 'in' || inside === 'innen') {
    ending = inside;
  } else if (after === '' && SHORT_ENDINGS.has(inside)) {
    const b = base.toLowerCase();
    const ok =
      (inside === 'r' && b.endsWith('e')) ||
      (inside === 'e' && PAREN_E_BASES.has(b)) ||
      ((inside === 'n' || inside === 'm' || inside === 's') && PAREN_N_BASES.has(b));
    if (ok) ending = inside;
  }
  if (ending === undefined) return null;
  return { notation: 'parens', base, mark: '()', written: ending, ending, tail, pair: false };
}

const INTERNAL_I = /^(\p{Lu}[\p{Ll}\p{M}]*\p{Ll})(Innen|In)(\p{Ll}*)$/u;

/** LehrerInnen, KollegIn, LehrerInnenzimmer; not LinkedIn, McIntosh, BahnCard. */
function parseInternalI(part: string): PartParse | null {
  const m = INTERNAL_I.exec(part);
  if (!m || INTERNAL_I_EXCEPTIONS.has(part)) return null;
  const base = m[1] ?? '';
  const ending = (m[2] ?? '').toLowerCase();
  const tail = m[3] ?? '';
  if (ending === 'in' && tail !== '') return null; // "KollegInfo"
  return { notation: 'internal-i', base, mark: 'I', written: ending, ending, tail, pair: false };
}

interface Ending {
  written: string;
  ending: string;
  tail: string;
  pair: boolean;
}

/**
 * Whether `rest` (after the mark) is a gender ending for `base`. 'slash' is the plain slash, which also
 * separates ordinary words: short endings only after "e" (jede/r, eine/n) or "n" (ein/e).
 */
function classifyEnding(base: string, rest: string, mode: 'any' | 'slash'): Ending | null {
  if (/^[iI]nnen/.test(rest)) {
    const tail = rest.slice(5);
    if (!LOWER_TAIL.test(tail)) return null;
    return { written: rest.slice(0, 5), ending: 'innen', tail, pair: false };
  }
  if (rest === 'in' || rest === 'In') return { written: rest, ending: 'in', tail: '', pair: false };
  if (PAIR_FORMS.has(rest.toLowerCase()) && PAIR_FORMS.has(base.toLowerCase())) {
    return { written: rest, ending: rest.toLowerCase(), tail: '', pair: true };
  }
  if (SHORT_ENDINGS.has(rest)) {
    if (!/\p{Ll}$/u.test(base)) return null;
    if (mode === 'slash' && !(base.endsWith('e') ? rest !== 'e' : base.endsWith('n') && rest === 'e')) return null;
    return { written: rest, ending: rest, tail: '', pair: false };
  }
  if (mode === 'any' && (rest === 'frau' || rest === 'frauen') && /(?:mann|manns|mannes|männer|männern)$/.test(base)) {
    return { written: rest, ending: rest, tail: '', pair: false };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// normalizeGenderChars

/** Cheap filter: a word can only be gendered with one of these characters or a capital I. */
const MAYBE_GENDERED = new RegExp(`[${STAR_MARKS}${COLON_MARKS}${UNDERSCORE_MARKS}${MIDDOT_MARKS}/(]|\\p{Ll}In`, 'u');

/**
 * Rewrites every gender notation in `text` to the star and touches nothing else: "BürgerInnen",
 * "Bürger_innen", "Bürger:innen", "Bürger·innen", "Bürger/-innen", "Bürger/innen", "Bürger(innen)"
 * -> "Bürger*innen"; "Kolleg(inn)en" -> "Kolleg*innen"; "eine/n", "ein:e", "jede(r)", "der/die" ->
 * "eine*n", "ein*e", "jede*r", "der*die"; star look-alikes (∗ ⁎ ＊) -> "*"; "Lehrer*Innen" ->
 * "Lehrer*innen". Ordinary colons, slashes and capitals ("und/oder", "km/h", "Hinweis:Text", URLs,
 * "GmbH", "BahnCard", "LinkedIn", "Datei(en)") stay as they are. Idempotent.
 */
export function normalizeGenderChars(text: string): string {
  let out = '';
  let last = 0;
  for (const t of tokenize(text)) {
    if (t.kind !== 'word' || t.link || !MAYBE_GENDERED.test(t.text)) continue;
    const norm = toStarWord(t.text);
    if (norm === t.text) continue;
    out += text.slice(last, t.start) + norm;
    last = t.end;
  }
  return last === 0 ? text : out + text.slice(last);
}

/** Every gendered part of a (compound) word in the star notation. */
export function toStarWord(word: string): string {
  const parts = word.split(COMPOUND_SPLIT);
  for (let i = 0; i < parts.length; i += 2) {
    const p = parsePart(parts[i] ?? '');
    if (p) parts[i] = `${p.base}*${p.pair ? p.written : p.ending}${p.tail}`;
  }
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// abbreviate

export interface Abbreviation {
  text: string;
  /**
   * Whether dropping the gender mark and everything after it leaves exactly the masculine form that was
   * given (Lehrer*in -> Lehrer: true; Kolleg*in -> Kolleg: false; Lehrer*innen for the dative Lehrern:
   * false; jede*r -> jede: false). For 'pair' this is always true (der*die -> der).
   */
  omissionOk: boolean;
  /**
   * 'suffix': one form plus the rest of the other (Lehrer*in, jede*r, ein*e, Lehrer/-innen);
   * 'swap': the part after the mark replaces the end of the masculine (einem*r, Kaufmann*frau);
   * 'pair': both full forms (der*die, Kollege/Kollegin); 'same': both forms are equal.
   */
  kind: 'suffix' | 'swap' | 'pair' | 'same';
}

const MARK_OF_STYLE: Record<Exclude<AbbreviationStyle, 'slash' | 'internal-i'>, string> = {
  star: '*',
  colon: ':',
  underscore: '_',
  middot: '·',
};

/**
 * Writes a masculine and a feminine form of the same cell (case, number) as one form in `style`.
 *
 * - Feminine in -in/-innen: the feminine stem plus mark plus ending, whatever the masculine looks like:
 *   Lehrer+Lehrerin -> Lehrer*in, Kollege+Kollegin -> Kolleg*in, Arzt+Ärztin -> Ärzt*in,
 *   Kunden+Kundinnen -> Kund*innen, and the dative plural Lehrern+Lehrerinnen -> Lehrer*innen (the
 *   form writers use in every case; omissionOk is false there). Internal I: LehrerIn, KollegInnen.
 *   Slash: Lehrer/-in, Lehrer/-innen only when the masculine is a prefix of the feminine (the official
 *   rule: dropping "/-in" must leave a correct word); otherwise both full forms, Kollege/Kollegin,
 *   Lehrern/Lehrerinnen.
 * - Masculine = feminine + ending (jeder/jede, einen/eine, keinen/keine, Angestellter/Angestellte):
 *   jede*r, eine*n; slash jede/-r; internal I has no form for these: jede/r, eine/n.
 * - Feminine = masculine + ending (ein/eine): ein*e, ein/-e, internal I ein/e.
 * - -mann/-frau: Kaufmann*frau, Kaufmann/-frau (the official slash form; internal I uses it too).
 * - Same stem, short endings (einem/einer, jedem/jeder): einem*r; slash and internal I einem/einer.
 * - Otherwise both full forms: der*die, den*die, dem*der, des*der (the style's mark between lowercase
 *   words; "/" between capitalised ones, and always in the slash and internal-I styles).
 */
export function abbreviate(masc: string, fem: string, style: AbbreviationStyle): Abbreviation {
  // "Jeder" + "jede" at a sentence start: give the feminine the masculine's initial case.
  if (fem.length > 0 && masc.length > 0 && fem.charAt(0).toLowerCase() === masc.charAt(0).toLowerCase()) {
    fem = masc.charAt(0) + fem.slice(1);
  }
  if (masc === fem) return { text: masc, omissionOk: true, kind: 'same' };
  const mark = style === 'slash' || style === 'internal-i' ? undefined : MARK_OF_STYLE[style];

  // 1. Movierung: Lehrerin, Kollegin, Ärztin, Kundinnen.
  const fm = /^(.*[\p{L}\p{M}])(innen|in)$/u.exec(fem);
  const stem = fm?.[1];
  const ending = fm?.[2];
  if (stem !== undefined && ending !== undefined && related(masc, stem)) {
    if (style === 'slash') {
      return fem.startsWith(masc) && fem.length > masc.length
        ? { text: `${masc}/-${fem.slice(masc.length)}`, omissionOk: true, kind: 'suffix' }
        : { text: `${masc}/${fem}`, omissionOk: true, kind: 'pair' };
    }
    const text = style === 'internal-i' ? `${stem}I${ending.slice(1)}` : `${stem}${mark}${ending}`;
    return { text, omissionOk: stem === masc, kind: 'suffix' };
  }

  // 2. jeder/jede, einen/eine, Angestellter/Angestellte.
  if (masc.startsWith(fem) && fem.length > 0) {
    const rest = masc.slice(fem.length);
    const sep = style === 'slash' ? '/-' : style === 'internal-i' ? '/' : mark;
    return { text: `${fem}${sep}${rest}`, omissionOk: false, kind: 'suffix' };
  }

  // 3. ein/eine.
  if (fem.startsWith(masc) && masc.length > 0) {
    const rest = fem.slice(masc.length);
    const sep = style === 'slash' ? '/-' : style === 'internal-i' ? '/' : mark;
    return { text: `${masc}${sep}${rest}`, omissionOk: true, kind: 'suffix' };
  }

  // 4. Kaufmann/Kauffrau.
  const mm = /^(.+?)(mann|manns|mannes|männer|männern)$/.exec(masc);
  const ff = /^(.+?)(frau|frauen)$/.exec(fem);
  if (mm && ff && mm[1] === ff[1]) {
    const femTail = ff[2] ?? '';
    const sep = mark ?? '/-';
    return { text: `${masc}${sep}${femTail}`, omissionOk: true, kind: 'swap' };
  }

  // 5. einem/einer, jedem/jeder.
  const common = commonPrefixLength(masc, fem);
  if (common >= 3 && masc.length - common <= 2 && fem.length - common <= 2 && mark !== undefined) {
    return { text: `${masc}${mark}${fem.slice(common)}`, omissionOk: true, kind: 'swap' };
  }

  // 6. Full forms.
  const lower = /^\p{Ll}/u.test(masc) && /^\p{Ll}/u.test(fem);
  const sep = mark !== undefined && lower ? mark : '/';
  return { text: `${masc}${sep}${fem}`, omissionOk: true, kind: 'pair' };
}

/** Umlaut- and case-insensitive: one is a prefix of the other (Arzt/Ärzt, Kollege/Kolleg, Lehrern/Lehrer). */
function related(masc: string, stem: string): boolean {
  const a = fold(masc);
  const b = fold(stem);
  return b.length >= 2 && (a.startsWith(b) || b.startsWith(a));
}

function fold(s: string): string {
  return s.toLowerCase().replace(/[äöü]/g, (c) => ({ ä: 'a', ö: 'o', ü: 'u' })[c] ?? c);
}

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}
