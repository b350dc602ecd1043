/**
 * GATE (en→es/fr/it gender rewriting): a port of Microsoft Translator's `GateEval.py`
 * (MicrosoftTranslator/GATE, commit 5ea8884), with its exact numbers and per-label lines.
 *
 * A rewriter output (one line per reference row) is an exact match when, after Python `strip()`,
 * it equals the reference variant (also stripped); an empty line is a null output. With
 * M = matches, MM = mismatches, E = null outputs:
 *   precision = M / (M + MM)      recall = M / (M + MM + E)      F0.5 (β = 0.5)
 * overall and per label (the `labels` column, `;`-separated), optionally restricted to sources of
 * --min-words..--max-words words; with full-set recall the recall denominator counts every row
 * (rows outside the length window then count as null outputs).
 *
 * Which variant a hypothesis must equal (the official script knows only `f`/`m` of the 2-variant
 * files): the target column. `m2f` (masculine rewritten into feminine; official `--gender
 * feminine`) → `f`; `f2m` (`--gender masculine`) → `m`. On the 4- and 8-variant files, whose
 * columns are named by the gender of each AGME in order (`ff fm mf mm`, `fff … mmm`), `m2f` means
 * all AGMEs feminine (`ff`, `fff`), `f2m` all masculine (`mm`, `mmm`), and any one variant can be
 * chosen by name (`target: 'fm'`); the hypothesis must equal that variant exactly, and P/R/F0.5 are
 * computed the same way.
 *
 * Deviations from GateEval.py, all where it is undefined or crashes:
 * - Labels outside its category_order are printed in alphabetical (code point) order; Python
 *   prints them in set order, which changes from run to run (string hash randomisation).
 * - More hypotheses than rows (IndexError in Python) is an error; fewer (Python silently scores
 *   only the first lines) is an error unless `partial` is set, which then behaves as Python.
 */
import { pyCsvRead, pyFixed, pySplit, pySplitlines, pyStrCompare, pyStrip } from './python.js';
import { EvalInputError, displayName, requireColumns } from './read-input.js';

/** `category_order` of GateEval.py. */
export const GATE_CATEGORY_ORDER: readonly string[] = [
  'PROF', 'NAT', 'REL', 'FAM', 'NHUM', 'OTH',
  'SUBJ', 'SCMP', 'DOBJ', 'IOBJ', 'OPRP', 'VOC', 'POSC', 'OCMP', 'DIFF',
  'QUES', 'FRAG', 'IMPR',
  'APRD', 'AATR', 'ANAN', 'PPA', 'APPS',
  'PERS', 'RELA', 'DEMO', 'POSS', 'DROP', 'IPRO',
  'PLUR', 'INDF', 'DFCL', 'PSSV', 'VPART', 'GLNK',
];

export interface GateRow {
  /** Column name -> field (Python csv: quotes removed). */
  fields: Record<string, string>;
  /** set(labels.strip().split(';')), in order of first appearance. */
  labels: string[];
  /** len(source.split()) */
  sourceWords: number;
}

export interface GateReference {
  header: string[];
  /** Rows with as many fields as the header (the others are skipped, as GateEval.py does). */
  rows: GateRow[];
  skipped: number;
  /** reader.line_num of each skipped row (the physical line it ended on, 1-based, header = 1). */
  skippedLines: number[];
  /** csv reader.line_num at the end: physical lines read, header included. */
  lineNum: number;
  /** The variant columns (names made of f and m: f m | ff fm mf mm | fff … mmm). */
  variantColumns: string[];
}

/**
 * Reads a GATE *_variants.tsv as GateEval.py does (csv.reader, excel dialect with tabs; rows whose
 * field count differs from the header's are skipped and counted). Needs columns labels and source.
 */
export function readGate(tsv: string, options: { file?: string } = {}): GateReference {
  const file = options.file ?? 'reference';
  const { rows: records, lineNum, rowLineNums } = pyCsvRead(tsv, '\t');
  const header = records[0] ?? [];
  requireColumns(header, ['labels', 'source'], file);
  const rows: GateRow[] = [];
  const skippedLines: number[] = [];
  for (let r = 1; r < records.length; r++) {
    const record = records[r]!;
    if (record.length !== header.length) {
      skippedLines.push(rowLineNums[r]!);
      continue;
    }
    const fields: Record<string, string> = {};
    header.forEach((name, i) => {
      fields[name] = record[i]!;
    });
    rows.push({
      fields,
      labels: [...new Set(pyStrip(fields['labels']!).split(';'))],
      sourceWords: pySplit(fields['source']!).length,
    });
  }
  const variantColumns = header.filter((h) => /^[fm]+$/.test(h));
  return { header, rows, skipped: skippedLines.length, skippedLines, lineNum, variantColumns };
}

/** The hypotheses: `read().splitlines()`, as GateEval.py reads them. */
export function readGateHypotheses(text: string): string[] {
  return pySplitlines(text);
}

const EXTRA_BREAKS = /[\v\f\x1c\x1d\x1e\x85\u2028\u2029]/;

/** A hint for count mismatches caused by splitlines() breaking at more than \n and \r. */
export function gateSplitlinesHint(text: string): string | undefined {
  return EXTRA_BREAKS.test(text)
    ? 'lines are split as Python str.splitlines() does, which also breaks at \\v, \\f, \\x1c-\\x1e, ' +
        'U+0085, U+2028 and U+2029, and the file contains such characters'
    : undefined;
}

export type GateDirection = 'm2f' | 'f2m';
export type GateGender = 'feminine' | 'masculine';

export interface GateTargetSelection {
  /** m2f: the hypotheses are feminine rewrites (column f / ff / fff); f2m: masculine. */
  direction?: GateDirection;
  /** The official --gender: feminine = m2f, masculine = f2m. */
  gender?: GateGender;
  /** A variant column by name (f, m, ff, fm, …, mmm). */
  target?: string;
}

/** Resolves the variant column the hypotheses are compared with. Throws on conflicts. */
export function gateTarget(ref: GateReference, sel: GateTargetSelection, file = 'reference'): string {
  const fromGender: GateDirection | undefined =
    sel.gender === undefined ? undefined : sel.gender === 'feminine' ? 'm2f' : 'f2m';
  if (sel.direction !== undefined && fromGender !== undefined && sel.direction !== fromGender) {
    throw new EvalInputError(`--direction ${sel.direction} contradicts --gender ${sel.gender}`);
  }
  const direction = sel.direction ?? fromGender;
  const columns = ref.variantColumns;
  const width = columns[0]?.length ?? 0;
  const list = columns.length > 0 ? columns.join(', ') : 'none';
  let byDirection: string | undefined;
  if (direction !== undefined) {
    if (width === 0) {
      throw new EvalInputError(
        `${displayName(file)} has no variant columns (f, m, ff, …); columns found: ${ref.header.join(', ')}`,
      );
    }
    byDirection = (direction === 'm2f' ? 'f' : 'm').repeat(width);
  }
  if (sel.target !== undefined) {
    if (!ref.header.includes(sel.target) || !/^[fm]+$/.test(sel.target)) {
      throw new EvalInputError(
        `${displayName(file)} has no variant column "${sel.target}" (variant columns: ${list})`,
      );
    }
    if (byDirection !== undefined && byDirection !== sel.target) {
      const by = sel.direction ? `--direction ${sel.direction}` : `--gender ${sel.gender}`;
      throw new EvalInputError(`--target ${sel.target} contradicts ${by} (column ${byDirection})`);
    }
    return sel.target;
  }
  if (byDirection === undefined) {
    throw new EvalInputError(
      'say which variant the hypotheses must equal: --direction m2f|f2m, --gender feminine|masculine or ' +
        `--target <column> (variant columns of ${displayName(file)}: ${list})`,
    );
  }
  if (!ref.header.includes(byDirection)) {
    throw new EvalInputError(`${displayName(file)} has no variant column "${byDirection}" (variant columns: ${list})`);
  }
  return byDirection;
}

export interface GateOptions {
  /** The variant column (see gateTarget). */
  target: string;
  minWords?: number | null;
  maxWords?: number | null;
  /** Recall denominators count every row (every hypothesis for Overall), ignoring the length window. */
  fullSetRecall?: boolean;
  /** Allow fewer hypotheses than rows: only the first ones are scored (GateEval.py's behaviour). */
  partial?: boolean;
}

export type GateOutcome = 'match' | 'mismatch' | 'empty';

export interface GateStats {
  label: string;
  /** The printed count: the recall denominator (M + MM + E, or the full-set count). */
  count: number;
  matches: number;
  mismatches: number;
  empty: number;
  precision: number;
  recall: number;
  f05: number;
}

export interface GateResult {
  target: string;
  minWords: number | null;
  maxWords: number | null;
  fullSetRecall: boolean;
  /** Reference rows read (skipped ones excluded). */
  rows: number;
  skipped: number;
  /** reader.line_num of each skipped reference row. */
  skippedLines: number[];
  lineNum: number;
  /** One per hypothesis. */
  outcomes: GateOutcome[];
  overall: GateStats;
  /** category_order labels present in the file, then the other labels in code point order. */
  labels: GateStats[];
}

/** calcFbeta of GateEval.py, with its operation order. */
export function calcFbeta(precision: number, recall: number, beta: number): number {
  const b2 = beta * beta;
  const denom = b2 * precision + recall;
  if (denom === 0) return 0;
  return ((1 + b2) * (precision * recall)) / denom;
}

/** Scores hypotheses against the target column. Pure; throws on a count mismatch (see `partial`). */
export function scoreGate(ref: GateReference, hypotheses: readonly string[], options: GateOptions): GateResult {
  const { target } = options;
  const minWords = options.minWords ?? null;
  const maxWords = options.maxWords ?? null;
  const fullSetRecall = options.fullSetRecall === true;
  const n = ref.rows.length;
  if (hypotheses.length > n || (hypotheses.length < n && !options.partial)) {
    throw new EvalInputError(`${hypotheses.length} hypotheses for ${n} GATE rows; they must match one to one`);
  }
  if (n > 0 && ref.rows[0]!.fields[target] === undefined) {
    throw new EvalInputError(`the GATE reference has no column "${target}"`);
  }
  const outcomes = hypotheses.map((h, i): GateOutcome => {
    const p = pyStrip(h);
    if (p === '') return 'empty';
    return p === pyStrip(ref.rows[i]!.fields[target]!) ? 'match' : 'mismatch';
  });
  // One pass: M / MM / E per label (rows inside the length window) and rows per label (all rows).
  interface Tally {
    m: number;
    mm: number;
    e: number;
    rows: number;
  }
  const tally = (): Tally => ({ m: 0, mm: 0, e: 0, rows: 0 });
  const overallTally = tally();
  const byLabel = new Map<string, Tally>();
  ref.rows.forEach((row, i) => {
    const outcome = outcomes[i];
    const inWindow =
      (maxWords === null || row.sourceWords <= maxWords) && (minWords === null || row.sourceWords >= minWords);
    const add = (t: Tally): void => {
      t.rows++;
      if (outcome === undefined || !inWindow) return;
      if (outcome === 'match') t.m++;
      else if (outcome === 'mismatch') t.mm++;
      else t.e++;
    };
    add(overallTally);
    for (const label of row.labels) {
      let t = byLabel.get(label);
      if (!t) byLabel.set(label, (t = tally()));
      add(t);
    }
  });
  const stats = (label: string, t: Tally, recallDenom: number | null): GateStats => {
    const precision = t.m + t.mm > 0 ? t.m / (t.m + t.mm) : 0;
    const count = recallDenom ?? t.m + t.mm + t.e;
    const recall = count > 0 ? t.m / count : 0;
    return {
      label,
      count,
      matches: t.m,
      mismatches: t.mm,
      empty: t.e,
      precision,
      recall,
      f05: calcFbeta(precision, recall, 0.5),
    };
  };

  // GateEval.py: Overall's full-set denominator is the number of predictions; a label's is the
  // number of rows carrying it (all rows, even beyond the predictions given with `partial`).
  const overall = stats('Overall', overallTally, fullSetRecall ? outcomes.length : null);
  const known = new Set(GATE_CATEGORY_ORDER);
  const order = [
    ...GATE_CATEGORY_ORDER.filter((c) => byLabel.has(c)),
    ...[...byLabel.keys()].filter((c) => !known.has(c)).sort(pyStrCompare),
  ];
  const labels = order.map((label) => {
    const t = byLabel.get(label)!;
    return stats(label, t, fullSetRecall ? t.rows : null);
  });
  return {
    target,
    minWords,
    maxWords,
    fullSetRecall,
    rows: n,
    skipped: ref.skipped,
    skippedLines: ref.skippedLines,
    lineNum: ref.lineNum,
    outcomes,
    overall,
    labels,
  };
}

/** One result line, as GateEval.py prints it (verbose or --format_tsv). */
export function formatGateLine(s: GateStats, tsv: boolean): string {
  const p = pyFixed(s.precision, 2);
  const r = pyFixed(s.recall, 2);
  const f = pyFixed(s.f05, 2);
  const w = (x: number): string => String(x).padStart(4);
  return tsv
    ? `${s.label}\t${w(s.count)}\t${w(s.matches)}\t${w(s.mismatches)}\t${p}\t${r}\t${f}`
    : `${s.label}\t${w(s.count)} (Matches: ${s.matches}, Mismatches: ${s.mismatches})\t-- Precision: ${p}, Recall: ${r}, f0.5: ${f}`;
}

export interface GateFormatOptions {
  /** true: the official --format_tsv lines. */
  tsv?: boolean;
  /** The nine header lines (omitted when undefined): our args line instead of Python's argv. */
  header?: { args: string; referenceFile: string; predictedFile: string };
}

function pyValue(x: number | null | boolean): string {
  return x === null ? 'None' : typeof x === 'boolean' ? (x ? 'True' : 'False') : String(x);
}

/** `Gender: feminine|masculine` for the 2-variant columns, `Target: <column>` for the others. */
function targetLine(target: string): string {
  return target === 'f' ? 'Gender: feminine' : target === 'm' ? 'Gender: masculine' : `Target: ${target}`;
}

/**
 * The official stdout: when `header` is given, a line per skipped reference row and the 9 header lines;
 * then Overall and one line per label.
 */
export function formatGate(result: GateResult, options: GateFormatOptions = {}): string {
  const tsv = options.tsv === true;
  const lines: string[] = [];
  if (options.header) {
    // GateEval.py reports each skipped row while it reads the reference, then the count. The script
    // is not in our reference data: N as reader.line_num is inferred from the count line (README).
    for (const n of result.skippedLines) lines.push(`Incompatible data Skipping row: ${n}.`);
    lines.push(
      `Skipped ${result.skipped} rows out of ${result.lineNum} due to unexpected formatting`,
      `args: ${options.header.args}`,
      `reference_file: ${options.header.referenceFile}`,
      `predicted_file: ${options.header.predictedFile}`,
      targetLine(result.target),
      `min_words: ${pyValue(result.minWords)}`,
      `max_words: ${pyValue(result.maxWords)}`,
      `full_set_recall: ${pyValue(result.fullSetRecall)}`,
      `format_tsv: ${pyValue(tsv)}`,
    );
  }
  lines.push(formatGateLine(result.overall, tsv));
  for (const s of result.labels) lines.push(formatGateLine(s, tsv));
  return lines.join('\n') + '\n';
}

/** JSON-ready result. */
export function gateJson(result: GateResult, files: { referenceFile: string; predictedFile: string }): object {
  return {
    suite: 'gate',
    scorer: 'GateEval.py (MicrosoftTranslator/GATE 5ea8884)',
    reference: files.referenceFile,
    hypotheses: files.predictedFile,
    ...result,
  };
}
