import { CommanderError } from 'commander';
import { InputError } from '../errors.js';

/**
 * Errors the CLI throws on purpose: a bad argument, a missing or unreadable input, a file that cannot be
 * written. main.ts reports them as one line and exits 2; anything that is not an InputError is an internal
 * failure (a bug) and exits 3.
 */
export class UsageError extends InputError {
  override name = 'UsageError';
}

export const EXIT_USAGE = 2;
export const EXIT_INTERNAL = 3;

/**
 * Reports an error that ended a command on `stderr` (one line; the stack too with GENDERFAIR_DEBUG=1)
 * and returns its exit code: 2 for errors thrown on purpose (InputError, commander's), 3 for anything
 * else, an internal failure ("interner Fehler").
 */
export function reportError(err: unknown, stderr: NodeJS.WritableStream, env: NodeJS.ProcessEnv): number {
  if (err instanceof CommanderError) {
    // commander has already printed its message (one line, see program.ts) or the help/version text.
    return err.exitCode === 0 ? 0 : EXIT_USAGE;
  }
  const usage = err instanceof InputError;
  const message = (err instanceof Error ? err.message : String(err)).trim().replace(/\s*\n\s*/g, ' ');
  const prefix = usage ? 'genderfair: ' : 'genderfair: interner Fehler: ';
  stderr.write(`${prefix}${message || (err instanceof Error ? err.name : 'unknown error')}\n`);
  if (env.GENDERFAIR_DEBUG === '1' && err instanceof Error && err.stack) stderr.write(`${err.stack}\n`);
  return usage ? EXIT_USAGE : EXIT_INTERNAL;
}
