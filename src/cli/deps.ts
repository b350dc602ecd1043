/** What commands get from main.ts; tests and other entry points can pass their own. */
import type { CheckOptions, Diagnostic, Skipped } from '../types.js';

/** What checkWithReasons() returns: the findings and the person nouns deliberately left alone. */
export interface Explained {
  diagnostics: Diagnostic[];
  skipped: Skipped[];
}

export interface CliDeps {
  check(text: string, options?: CheckOptions): Diagnostic[];
  /** The library's checkWithReasons(), for `check --explain`; without it --explain lists nothing as skipped. */
  checkWithReasons?(text: string, options?: CheckOptions): Explained;
  /** The package version (from package.json). */
  version: string;
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  /** Plain-text files above this many bytes are checked in chunks (default STREAM_THRESHOLD_BYTES, 4 MiB). */
  streamThresholdBytes?: number;
}
