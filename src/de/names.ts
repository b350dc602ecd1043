/**
 * Given names (data/names/given-names.json, built by scripts/build-names.ts from MIT-licensed name lists):
 * German names and the names common in Germany, Austria and Switzerland (Turkish, Italian, Slavic,
 * Arabic, English, French, Spanish, …), each with a gender, and a mark for names that are also German
 * words. Read once, lazily, on first use (about 19,000 names; loading costs about 1 ms).
 *
 * Lookups take the word as written in running text: exact, case-sensitive ("Jens", "Ayşe", "Anne-Marie").
 * Inflected forms are not recognised: strip a genitive -s yourself ("Karls" -> "Karl") where it matters.
 */
import { readDataFile } from './data-path.js';

/** 'm' male, 'f' female, 'u' used for both (Kim), or male in one language and female in another (Andrea). */
export type NameGender = 'm' | 'f' | 'u';

export interface GivenName {
  readonly gender: NameGender;
  /**
   * The name is also a German word: a noun (Rose, Mark, Wolf, Magd) or, in lower case, a verb or adjective
   * form (Malte, Ernst, Reiner). Such a capitalised word is a name only when the context says so.
   * Names that are common German words and are not in any German-language name list (Sommer, Kaiser,
   * Winter, Will, Server) are not in the list at all.
   */
  readonly commonWord: boolean;
}

interface NamesFile {
  m: string;
  f: string;
  u: string;
  common: string;
}

let names: NamesFile | undefined;
/** Answers already looked up (a search costs a few microseconds; a text repeats its capitalised words). */
const memo = new Map<string, GivenName | null>();
const MEMO_LIMIT = 20_000;

/**
 * Binary search in a sorted space-separated list (the lists of the file are sorted by code unit, the order
 * of `<`). Searching the strings in place costs nothing to load, where splitting ~19,000 names into a Map
 * costs 10-20 ms.
 */
function inSortedList(list: string, word: string): boolean {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = mid === 0 ? 0 : list.lastIndexOf(' ', mid - 1) + 1;
    let end = list.indexOf(' ', start);
    if (end < 0) end = list.length;
    const token = list.slice(start, end);
    if (token === word) return true;
    if (token < word) lo = end + 1;
    else hi = start;
  }
  return false;
}

/** The given name `word` (exact spelling), or undefined when it is not a known given name. */
export function givenName(word: string): GivenName | undefined {
  if (word.length < 2 || word.includes(' ')) return undefined;
  const known = memo.get(word);
  if (known !== undefined) return known ?? undefined;
  names ??= JSON.parse(readDataFile('names/given-names.json')) as NamesFile;
  let found: GivenName | null = null;
  for (const gender of ['m', 'f', 'u'] as const) {
    if (inSortedList(names[gender], word)) {
      found = { gender, commonWord: inSortedList(names.common, word) };
      break;
    }
  }
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(word, found);
  return found ?? undefined;
}

/** Gender of the given name `word` ("Jens" -> 'm', "Ayşe" -> 'f', "Kim" -> 'u'); undefined for other words. */
export function givenNameGender(word: string): NameGender | undefined {
  return givenName(word)?.gender;
}

/** True when `word` is a given name that is also a German word (Rose, Mark, Wolf): do not trust it alone. */
export function isCommonWordName(word: string): boolean {
  return givenName(word)?.commonWord ?? false;
}
