/** Word tokens of a translation, with offsets, and case-preserving replacement. */
export interface Token {
  text: string;
  /** Lower case, typographic apostrophe normalised to ASCII. */
  lower: string;
  start: number;
  end: number;
  /** Letters or digits (not punctuation). */
  word: boolean;
}

/**
 * Splits text into word and punctuation tokens. `elision` matches an elided article or pronoun
 * with its apostrophe at the start of a word (French l', d', qu'…; Italian dell', un'…), which
 * becomes a token of its own.
 */
export function tokenize(text: string, elision?: RegExp): Token[] {
  const tokens: Token[] = [];
  const re = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*|\S/gu;
  for (const m of text.matchAll(re)) {
    let start = m.index;
    let rest = m[0];
    if (elision) {
      // Peel elided prefixes off the word: "l'artiste" → "l'" + "artiste", "qu'il" → "qu'" + "il".
      for (let e = elision.exec(rest); e && e[0].length < rest.length; e = elision.exec(rest)) {
        tokens.push(token(e[0], start, true));
        start += e[0].length;
        rest = rest.slice(e[0].length);
      }
    }
    tokens.push(token(rest, start, /[\p{L}\p{N}]/u.test(rest)));
  }
  return tokens;
}

function token(text: string, start: number, word: boolean): Token {
  return { text, lower: text.toLowerCase().replace(/’/g, "'"), start, end: start + text.length, word };
}

/** `to` written in the case pattern of `from` (Capitalised, UPPER or lower), with `from`'s apostrophe. */
export function matchCase(from: string, to: string): string {
  let out = to;
  if (from.includes('’')) out = out.replace(/'/g, '’');
  if (from.length > 1 && from === from.toUpperCase() && from !== from.toLowerCase()) return out.toUpperCase();
  const first = from.charAt(0);
  if (first !== first.toLowerCase()) return out.charAt(0).toUpperCase() + out.slice(1);
  return out;
}
