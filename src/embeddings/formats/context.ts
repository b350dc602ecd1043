import type { VectorTable } from '../space.js';
import type { Diagnostics } from './bytes.js';
import type { RowStream, VocabularyFilter } from './rows.js';

/** What every reader gets: the file, the optional vocabulary filter, and where warnings go. */
export interface ReadContext {
  path: string;
  /** The file as named in messages (the path as the caller gave it). */
  label: string;
  filter: VocabularyFilter | undefined;
  /** Streaming read: every row goes to `stream.onRow` and the returned table is empty (no `filter` then). */
  stream?: RowStream | undefined;
  /** Only the first `limit` rows (Infinity: all). */
  limit: number;
  chunkSize: number;
  onProgress: ((bytesDone: number, bytesTotal: number) => void) | undefined;
  diag: Diagnostics;
}

export interface ReadOutcome {
  table: VectorTable;
  missing: string[];
  rowsScanned: number;
  /** Bytes read (the file size unless a filtered load stopped early or `limit` was reached). */
  bytes: number;
}
