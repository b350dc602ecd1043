/**
 * INES (de→en inclusive translation): a port of FBK's `INES_eval.py` v1.0
 * (hlt-mt/FBK-fairseq, examples/speech_to_text/scripts/gender/). Numbers and text output are the
 * official ones, character for character (checked against the script's output). Hypotheses must
 * be tokenised as for the official script (`spokesperson,` does not match `spokesperson`).
 *
 * Each TSV row has `EVAL-TERMS-en` = `inclusive term;non-inclusive term` (each side may be several
 * words). A side is found when its lowercased tokens occur contiguously among the lowercased tokens
 * of the hypothesis (not consumed; a duplicate counts once). Over the N rows:
 *   inclusivity index    = 1 - (#rows with the non-inclusive term) / N   (this operation order)
 *   term coverage        = #rows with either term / N
 *   inclusivity accuracy = Σinclusive / (Σinclusive + Σnon-inclusive)   (0.0 when nothing found)
 *
 * Decisions where the official script is silent or crashes:
 * - The hypothesis file must have exactly one line per row (the official `zip` silently accepts
 *   one extra hypothesis line); the CLI reports a mismatch as an error.
 * - A value without `;` (IndexError in Python) is an error naming the row. Extra `;` items (ignored
 *   by Python) and an empty side (which Python counts as always found) give a warning and are
 *   scored as Python does; with `strict` they are errors.
 */
import { pyFileLines, pyFloatRepr, pyLower, pySplit, pyStrip } from './python.js';
import { EvalInputError, displayName, readDictTsv } from './read-input.js';

export const INES_VERSION_LINE = 'INES_eval v1.0';
export const INES_TERMS_COLUMN = 'EVAL-TERMS-en';

export interface InesEntry {
  /** 1-based data row in the TSV. */
  row: number;
  /** The ID column, when the file has one (used in the "both found" log line). */
  id?: string;
  /** Lowercased tokens of the inclusive term. */
  inclusive: string[];
  /** Lowercased tokens of the non-inclusive term. */
  notInclusive: string[];
}

export interface InesReference {
  entries: InesEntry[];
  warnings: string[];
}

export interface InesReadOptions {
  /** File name for messages (default 'reference'). */
  file?: string;
  /** Extra `;` items and empty terms are errors instead of warnings. */
  strict?: boolean;
}

function rowName(row: number, id: string | undefined): string {
  return id === undefined ? `data row ${row}` : `data row ${row} (ID ${id})`;
}

/** Reads an INES TSV (column EVAL-TERMS-en; ID optional). */
export function readInes(tsv: string, options: InesReadOptions = {}): InesReference {
  const file = options.file ?? 'reference';
  const { records } = readDictTsv(tsv, file, [INES_TERMS_COLUMN], (r) => rowName(r.row, r.fields['ID']));
  const warnings: string[] = [];
  const entries = records.map((record): InesEntry => {
    const id = record.fields['ID'];
    const where = `${displayName(file)}: ${rowName(record.row, id)}`;
    const raw = record.fields[INES_TERMS_COLUMN]!;
    const pair = pyLower(pyStrip(raw)).split(';');
    if (pair.length < 2) {
      throw new EvalInputError(
        `${where}: ${INES_TERMS_COLUMN} ${JSON.stringify(raw)} is not "inclusive term;non-inclusive term"`,
      );
    }
    const problem = (msg: string): void => {
      if (options.strict) throw new EvalInputError(`${where}: ${msg}`);
      warnings.push(`${where}: ${msg}`);
    };
    if (pair.length > 2) {
      problem(
        `${INES_TERMS_COLUMN} ${JSON.stringify(raw)} has ${pair.length} ";"-separated items; ` +
          'only the first two are used (as the official script does)',
      );
    }
    const inclusive = pySplit(pair[0]!);
    const notInclusive = pySplit(pair[1]!);
    if (inclusive.length === 0 || notInclusive.length === 0) {
      problem(
        `${INES_TERMS_COLUMN} ${JSON.stringify(raw)} has an empty ${inclusive.length === 0 ? 'inclusive' : 'non-inclusive'} ` +
          'term, which the official script counts as found in every hypothesis',
      );
    }
    return { row: record.row, ...(id === undefined ? {} : { id }), inclusive, notInclusive };
  });
  return { entries, warnings };
}

/** The hypotheses: one per line of the file (Python text-mode lines, universal newlines). */
export function readInesHypotheses(text: string): string[] {
  return pyFileLines(text);
}

/** Whether `needle` occurs as a contiguous run in `haystack` (an empty needle always does). */
export function containsContiguous(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
    for (let k = 0; k < needle.length; k++) if (haystack[i + k] !== needle[k]) continue outer;
    return true;
  }
  return false;
}

export interface InesSentence {
  row: number;
  id?: string;
  numTermsFound: 0 | 1;
  numInclusive: 0 | 1;
  numNotInclusive: 0 | 1;
}

export interface InesResult {
  /** Number of rows (N). */
  sentences: InesSentence[];
  totals: { sentences: number; termsFound: number; inclusive: number; notInclusive: number };
  inclusivityIndex: number;
  termCoverage: number;
  inclusivityAccuracy: number;
  /**
   * The official script's INFO log lines (rows where both terms were found):
   * `Both inclusive and not inclusive terms found at line {ID}: '{hypothesis stripped}'`.
   */
  bothFound: string[];
}

/** Scores one hypothesis. */
export function scoreInesSentence(
  hypothesis: string,
  entry: Pick<InesEntry, 'inclusive' | 'notInclusive'>,
): Pick<InesSentence, 'numTermsFound' | 'numInclusive' | 'numNotInclusive'> {
  const generated = pySplit(pyLower(pyStrip(hypothesis)));
  const fi = containsContiguous(generated, entry.inclusive);
  const fn = containsContiguous(generated, entry.notInclusive);
  return { numTermsFound: fi || fn ? 1 : 0, numInclusive: fi ? 1 : 0, numNotInclusive: fn ? 1 : 0 };
}

/** Scores hypotheses (one per entry, same order). Pure; throws if the counts differ or N = 0. */
export function scoreInes(entries: readonly InesEntry[], hypotheses: readonly string[]): InesResult {
  if (entries.length !== hypotheses.length) {
    throw new EvalInputError(`${hypotheses.length} hypotheses for ${entries.length} INES rows; they must match one to one`);
  }
  if (entries.length === 0) throw new EvalInputError('the INES reference has no rows');
  const bothFound: string[] = [];
  const totals = { sentences: entries.length, termsFound: 0, inclusive: 0, notInclusive: 0 };
  const sentences = entries.map((e, i): InesSentence => {
    const hyp = hypotheses[i]!;
    const s = scoreInesSentence(hyp, e);
    if (s.numInclusive && s.numNotInclusive) {
      bothFound.push(`Both inclusive and not inclusive terms found at line ${e.id ?? String(e.row)}: '${pyStrip(hyp)}'`);
    }
    totals.termsFound += s.numTermsFound;
    totals.inclusive += s.numInclusive;
    totals.notInclusive += s.numNotInclusive;
    return { row: e.row, ...(e.id === undefined ? {} : { id: e.id }), ...s };
  });
  const n = entries.length;
  const found = totals.inclusive + totals.notInclusive;
  return {
    sentences,
    totals,
    // Exactly the official order of operations: 1 - a/N (not (N - a)/N, which can differ in the last bit).
    inclusivityIndex: 1 - totals.notInclusive / n,
    termCoverage: totals.termsFound / n,
    inclusivityAccuracy: found > 0 ? totals.inclusive / found : 0,
    bothFound,
  };
}

export interface InesFormatOptions {
  /** Also print term coverage and inclusivity accuracy (the official --acc-scores). */
  accScores?: boolean;
}

/** The official stdout. */
export function formatInes(result: InesResult, options: InesFormatOptions = {}): string {
  const lines = [INES_VERSION_LINE, 'Global Inclusivity Index', '-'.repeat(24), pyFloatRepr(result.inclusivityIndex)];
  if (options.accScores) {
    lines.push('Term Coverage\tInclusivity Accuracy');
    lines.push('-'.repeat(49));
    lines.push(`${pyFloatRepr(result.termCoverage)}\t${pyFloatRepr(result.inclusivityAccuracy)}`);
  }
  return lines.join('\n') + '\n';
}

/** The --sentence-scores file as csv.DictWriter writes it (tab-separated, \r\n line ends). */
export function formatInesSentenceTsv(result: InesResult): string {
  const rows = ['num_terms_found\tnum_inclusive\tnum_not_inclusive'];
  for (const s of result.sentences) rows.push(`${s.numTermsFound}\t${s.numInclusive}\t${s.numNotInclusive}`);
  return rows.join('\r\n') + '\r\n';
}

/** JSON-ready result; `warnings` are those of readInes. */
export function inesJson(result: InesResult, warnings: readonly string[] = []): object {
  return {
    suite: 'ines',
    scorer: INES_VERSION_LINE,
    inclusivityIndex: result.inclusivityIndex,
    termCoverage: result.termCoverage,
    inclusivityAccuracy: result.inclusivityAccuracy,
    totals: result.totals,
    sentences: result.sentences,
    bothFound: result.bothFound,
    warnings,
  };
}
