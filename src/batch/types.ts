/** What the batch engine passes between its coordinator, its workers and its output files. */
import type { InputFormat } from '../documents/formats.js';
import type { CheckOptions, Severity } from '../types.js';

/**
 * One document of a batch: a file read by whoever checks it (`path`), or a record's text carried along
 * (`text`). `doc` is its id in every output row: the --id-field value, else the file path or the record
 * number (`file#n`).
 */
export interface DocRef {
  doc: string;
  path?: string;
  text?: string;
  /** Why the document cannot be checked, found while reading the input (a record without the text field). */
  error?: string;
  inputFormat: InputFormat;
  /** Index into ShardTask.options (the config file that applies to the document). */
  options: number;
}

export interface ShardTask {
  /** Shard number: its position in the input, the name of its checkpoint files. */
  shard: number;
  /** 'check' (findings) or 'mine' (lexicon candidates, mine.ts); default 'check'. */
  mode?: 'check' | 'mine';
  docs: DocRef[];
  options: CheckOptions[];
  /** --fix: the folder the fixed texts go to. */
  fixDir?: string;
  /** The folder relative file paths are resolved against. */
  cwd: string;
}

/** One row per finding (results file). */
export interface FindingRow {
  doc: string;
  start: number;
  end: number;
  ruleId: string;
  severity: Severity;
  confidence: 'high' | 'low';
  actual: string;
  /** The best suggestion's preview; empty when there is none. */
  suggestion: string;
}

/** One row per document (summary file). `error` is empty for a document that was checked. */
export interface SummaryRow {
  doc: string;
  chars: number;
  findings: number;
  error: string;
}

/** The rows of a checked shard as JSON lines (each ending in '\n'), ready for its checkpoint and the result files. */
export interface ShardRows {
  /** Finding rows, or in mine mode the shard's candidate rows (MinedRow). */
  findings: string;
  summary: string;
}

export interface ShardResult extends ShardRows {
  shard: number;
  docs: number;
  chars: number;
}

export const FINDING_COLUMNS = ['doc', 'start', 'end', 'ruleId', 'severity', 'confidence', 'actual', 'suggestion'] as const;
export const SUMMARY_COLUMNS = ['doc', 'chars', 'findings', 'error'] as const;
