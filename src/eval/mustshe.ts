/**
 * MuST-SHE gender accuracy: a port of FBK's `mustshe_gender_accuracy.py` v1.1
 * (hlt-mt/FBK-fairseq, examples/speech_to_text/scripts/gender/, commit 74dc0fb5). The numbers and
 * the text output are the official ones, character for character (checked against the script's
 * output); the hypotheses must be tokenised as for the official script (Moses-style: `bella.`
 * does not match `bella`).
 *
 * Per sentence, each annotated pair `correct wrong` (GENDERTERMS, `;`-separated, lowercased) is
 * looked up among the lowercased whitespace tokens of the hypothesis: the first occurrence of the
 * correct form is consumed (correct + 1), then the first occurrence of the wrong form (wrong + 1);
 * the term is "found" if either was. Per CATEGORY and Global:
 *   term coverage   = found / terms
 *   gender accuracy = correct / (correct + wrong)   (0.0 for a category where nothing was found)
 *
 * Where the official script crashes, we decide:
 * - Global gender accuracy with nothing found anywhere (ZeroDivisionError): `null` in the result,
 *   printed as `nan`, with a warning.
 * - A GENDERTERMS pair that is not exactly `correct wrong` (v1.1: TypeError): by default the pair
 *   is read as v1.0 (`mustshe_acc.py`) did, `parts[0]`/`parts[1]` of `pair.split(' ')`, with a
 *   warning; with `strict` it is an error naming the row and the pair. A pair with fewer than two
 *   parts (e.g. after a trailing `;`) is an error in both modes (v1.0 crashes too).
 *
 * Also computed (labelled "derived", not part of the official output): CAT1/CAT2 (= 1F+1M,
 * 2F+2M) and F/M (= 1F+2F, 1M+2M) micro aggregates, i.e. summed counts divided once, as FBK's
 * `accuracy_from_fulltable.py` aggregates term-level counts.
 */
import { pyFileLines, pyFloatRepr, pyLower, pySplit, pyStrCompare, pyStrip } from './python.js';
import { EvalInputError, displayName, readDictTsv } from './read-input.js';

export const MUSTSHE_VERSION_LINE = 'mustshe_gender_accuracy v1.1';
const SEPARATOR = '-'.repeat(49);

export interface MustSheTerm {
  correct: string;
  wrong: string;
}

export interface MustSheEntry {
  /** 1-based data row in the TSV. */
  row: number;
  /** The ID column, when the file has one. */
  id?: string;
  category: string;
  terms: MustSheTerm[];
}

export interface MustSheReference {
  entries: MustSheEntry[];
  /** Malformed pairs read the v1.0 way (non-strict mode). */
  warnings: string[];
}

export interface MustSheReadOptions {
  /** File name for messages (default 'reference'). */
  file?: string;
  /** Malformed GENDERTERMS pairs are errors (as in v1.1) instead of being read as v1.0 did. */
  strict?: boolean;
}

function rowName(row: number, id: string | undefined): string {
  return id === undefined ? `data row ${row}` : `data row ${row} (ID ${id})`;
}

/**
 * Reads a MuST-SHE TSV (columns CATEGORY and GENDERTERMS are used; ID, when present, names rows in
 * messages). Throws `EvalInputError` for missing columns, short rows and unreadable pairs.
 */
export function readMustShe(tsv: string, options: MustSheReadOptions = {}): MustSheReference {
  const file = options.file ?? 'reference';
  const { records } = readDictTsv(tsv, file, ['CATEGORY', 'GENDERTERMS'], (r) =>
    rowName(r.row, r.fields['ID']),
  );
  const warnings: string[] = [];
  const entries = records.map((record): MustSheEntry => {
    const id = record.fields['ID'];
    const where = `${displayName(file)}: ${rowName(record.row, id)}`;
    const pairs = pyLower(pyStrip(record.fields['GENDERTERMS']!)).split(';');
    const terms = pairs.map((pair): MustSheTerm => {
      const parts = pair.split(' ');
      if (parts.length < 2) {
        throw new EvalInputError(
          `${where}: GENDERTERMS pair ${JSON.stringify(pair)} is not "correct wrong"` +
            (pair === '' ? ' (empty pair: a stray ";"?)' : ' (no space between the two forms)'),
        );
      }
      if (parts.length > 2) {
        const msg =
          `${where}: GENDERTERMS pair ${JSON.stringify(pair)} is not "correct wrong" with one space ` +
          `(the official v1.1 script crashes on it)`;
        if (options.strict) throw new EvalInputError(msg);
        warnings.push(
          `${msg}; read as v1.0 did: correct ${JSON.stringify(parts[0])}, wrong ${JSON.stringify(parts[1])}`,
        );
      }
      return { correct: parts[0]!, wrong: parts[1]! };
    });
    return { row: record.row, ...(id === undefined ? {} : { id }), category: record.fields['CATEGORY']!, terms };
  });
  return { entries, warnings };
}

/** The hypotheses: one per line of the file (Python text-mode lines, universal newlines). */
export function readMustSheHypotheses(text: string): string[] {
  return pyFileLines(text);
}

export interface MustSheSentence {
  numTerms: number;
  numTermsFound: number;
  numCorrect: number;
  numWrong: number;
}

/** Scores one hypothesis against its annotated pairs (pairs in annotation order; tokens consumed). */
export function scoreMustSheSentence(hypothesis: string, terms: readonly MustSheTerm[]): MustSheSentence {
  const generated = pySplit(pyLower(pyStrip(hypothesis)));
  let correct = 0;
  let wrong = 0;
  let found = 0;
  for (const term of terms) {
    let hit = false;
    const i = generated.indexOf(term.correct);
    if (i >= 0) {
      generated.splice(i, 1);
      correct++;
      hit = true;
    }
    const j = generated.indexOf(term.wrong);
    if (j >= 0) {
      generated.splice(j, 1);
      wrong++;
      hit = true;
    }
    if (hit) found++;
  }
  return { numTerms: terms.length, numTermsFound: found, numCorrect: correct, numWrong: wrong };
}

export interface MustSheCounts {
  terms: number;
  found: number;
  correct: number;
  wrong: number;
}

export interface MustSheScore extends MustSheCounts {
  /** found / terms */
  termCoverage: number;
  /** correct / (correct + wrong); 0 when nothing was found (official per-category rule); null only for Global. */
  genderAccuracy: number | null;
}

export interface MustSheSentenceResult extends MustSheSentence {
  row: number;
  id?: string;
  category: string;
}

export interface MustSheResult {
  /** Per CATEGORY, in Python sorted() order (as printed). */
  categories: Array<MustSheScore & { category: string }>;
  /** All sentences; genderAccuracy null when no term was found anywhere (the official script crashes). */
  global: MustSheScore;
  /**
   * Derived micro aggregates (not printed by the official script): CAT<n> over the categories whose
   * first character is n, and F/M over those whose second character is F/M (two-character
   * categories only). CAT groups first, then gender groups, each sorted.
   */
  derived: Array<MustSheScore & { group: string; categories: string[] }>;
  sentences: MustSheSentenceResult[];
  warnings: string[];
}

function emptyCounts(): MustSheCounts {
  return { terms: 0, found: 0, correct: 0, wrong: 0 };
}

function addCounts(into: MustSheCounts, s: MustSheSentence | MustSheCounts): void {
  if ('numTerms' in s) {
    into.terms += s.numTerms;
    into.found += s.numTermsFound;
    into.correct += s.numCorrect;
    into.wrong += s.numWrong;
  } else {
    into.terms += s.terms;
    into.found += s.found;
    into.correct += s.correct;
    into.wrong += s.wrong;
  }
}

/** Per-category rule of the official script: accuracy 0.0 when nothing was found. */
function categoryScore(c: MustSheCounts): MustSheScore {
  return {
    ...c,
    termCoverage: c.found / c.terms,
    genderAccuracy: c.found > 0 ? c.correct / (c.correct + c.wrong) : 0,
  };
}

/**
 * Scores hypotheses (one per entry, same order). Pure; throws if the counts differ (the CLI checks
 * that first, naming both files).
 */
export function scoreMustShe(entries: readonly MustSheEntry[], hypotheses: readonly string[]): MustSheResult {
  if (entries.length !== hypotheses.length) {
    throw new EvalInputError(
      `${hypotheses.length} hypotheses for ${entries.length} MuST-SHE rows; they must match one to one`,
    );
  }
  if (entries.length === 0) throw new EvalInputError('the MuST-SHE reference has no rows');
  const sentences: MustSheSentenceResult[] = entries.map((e, i) => ({
    row: e.row,
    ...(e.id === undefined ? {} : { id: e.id }),
    category: e.category,
    ...scoreMustSheSentence(hypotheses[i]!, e.terms),
  }));
  const byCategory = new Map<string, MustSheCounts>();
  const total = emptyCounts();
  for (const s of sentences) {
    let c = byCategory.get(s.category);
    if (!c) byCategory.set(s.category, (c = emptyCounts()));
    addCounts(c, s);
    addCounts(total, s);
  }
  const categories = [...byCategory.keys()]
    .sort(pyStrCompare)
    .map((category) => ({ category, ...categoryScore(byCategory.get(category)!) }));

  const warnings: string[] = [];
  const global: MustSheScore = {
    ...total,
    termCoverage: total.found / total.terms,
    genderAccuracy: total.correct + total.wrong > 0 ? total.correct / (total.correct + total.wrong) : null,
  };
  if (global.genderAccuracy === null) {
    warnings.push(
      'no annotated term was found in any hypothesis: Global gender accuracy is undefined (0/0; ' +
        'the official script crashes here) and is reported as nan (null in JSON)',
    );
  }

  const groups = new Map<string, { counts: MustSheCounts; categories: string[] }>();
  const addToGroup = (group: string, category: string): void => {
    let g = groups.get(group);
    if (!g) groups.set(group, (g = { counts: emptyCounts(), categories: [] }));
    addCounts(g.counts, byCategory.get(category)!);
    g.categories.push(category);
  };
  const twoChar = categories.map((c) => c.category).filter((c) => [...c].length === 2);
  for (const category of twoChar) addToGroup(`CAT${[...category][0]!}`, category);
  for (const category of twoChar) addToGroup([...category][1]!, category);
  const groupNames = [...groups.keys()];
  const derived = [
    ...groupNames.filter((g) => g.startsWith('CAT')).sort(pyStrCompare),
    ...groupNames.filter((g) => !g.startsWith('CAT')).sort(pyStrCompare),
  ].map((group) => {
    const g = groups.get(group)!;
    return { group, categories: g.categories, ...categoryScore(g.counts) };
  });

  return { categories, global, derived, sentences, warnings };
}

function accuracyText(x: number | null): string {
  return x === null ? 'nan' : pyFloatRepr(x);
}

export interface MustSheFormatOptions {
  /** Append the derived CAT/F/M block after the official output. */
  derived?: boolean;
}

/** What the official script prints for a reference without rows (and no hypotheses): the header only. */
export function formatMustSheHeaderOnly(): string {
  return [MUSTSHE_VERSION_LINE, 'Category\tTerm Coverage\tGender Accuracy', SEPARATOR].join('\n') + '\n';
}

/** The official stdout (and, on request, a derived block after it). */
export function formatMustShe(result: MustSheResult, options: MustSheFormatOptions = {}): string {
  const lines = [MUSTSHE_VERSION_LINE, 'Category\tTerm Coverage\tGender Accuracy', SEPARATOR];
  // The official script adds Global to the dict of categories (replacing a category named Global)
  // and prints them all in sorted() order, with separators around Global.
  const rows = result.categories.filter((c) => c.category !== 'Global').map((c) => ({ name: c.category, score: c as MustSheScore }));
  rows.push({ name: 'Global', score: result.global });
  rows.sort((a, b) => pyStrCompare(a.name, b.name));
  for (const { name, score } of rows) {
    if (name === 'Global') lines.push(SEPARATOR);
    lines.push(`${name}\t${pyFloatRepr(score.termCoverage)}\t${accuracyText(score.genderAccuracy)}`);
    if (name === 'Global') lines.push(SEPARATOR);
  }
  if (options.derived) {
    lines.push('');
    lines.push('Derived (genderfair micro aggregates; not printed by the official script)');
    lines.push('Group\tTerm Coverage\tGender Accuracy');
    lines.push(SEPARATOR);
    for (const d of result.derived) {
      lines.push(`${d.group}\t${pyFloatRepr(d.termCoverage)}\t${accuracyText(d.genderAccuracy)}`);
    }
    lines.push(SEPARATOR);
  }
  return lines.join('\n') + '\n';
}

/** The --sentence-acc file as csv.DictWriter writes it (tab-separated, \r\n line ends). */
export function formatMustSheSentenceTsv(result: MustSheResult): string {
  const rows = ['num_terms\tnum_terms_found\tnum_correct\tnum_wrong'];
  for (const s of result.sentences) rows.push(`${s.numTerms}\t${s.numTermsFound}\t${s.numCorrect}\t${s.numWrong}`);
  return rows.join('\r\n') + '\r\n';
}

/** JSON-ready result (all counts, per category and per sentence); `readWarnings` from readMustShe. */
export function mustSheJson(result: MustSheResult, readWarnings: readonly string[] = []): object {
  return {
    suite: 'mustshe',
    scorer: MUSTSHE_VERSION_LINE,
    categories: result.categories,
    global: result.global,
    derived: result.derived,
    sentences: result.sentences,
    warnings: [...readWarnings, ...result.warnings],
  };
}
