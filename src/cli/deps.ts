/** What commands get from main.ts; tests and other entry points can pass their own. */
import type { CheckOptions, Diagnostic } from '../types.js';

export interface CliDeps {
  check(text: string, options?: CheckOptions): Diagnostic[];
  /** The package version (from package.json). */
  version: string;
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  /** Plain-text files above this many bytes are checked in chunks (default STREAM_THRESHOLD_BYTES, 4 MiB). */
  streamThresholdBytes?: number;
}
