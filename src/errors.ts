/**
 * The base of every error thrown on purpose about what a caller passed in (a bad argument, a missing,
 * unreadable or malformed input file). The CLI reports these as a usage/input error (exit 2); any other
 * error that escapes is an internal failure (exit 3).
 */
export class InputError extends Error {
  override name = 'InputError';
}
