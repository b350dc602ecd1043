#!/usr/bin/env node
/**
 * The `genderfair` command (package bin: dist/cli/main.js).
 *
 * Exit status: 0 success / nothing found, 1 something flagged (check) or changed (fix), 2 usage or
 * input error (thrown on purpose: commander's errors and InputError, e.g. UsageError), 3 internal
 * failure (a bug: anything else, e.g. a stack overflow).
 * Every error is one line on stderr ("genderfair: <message>", "genderfair: interner Fehler: <message>");
 * GENDERFAIR_DEBUG=1 adds the stack.
 */
import { readFileSync } from 'node:fs';
import { check, checkWithReasons } from '../check.js';
import type { CliDeps } from './deps.js';
import { UsageError, reportError } from './errors.js';
import { createProgram } from './program.js';

function readVersion(): string {
  try {
    // dist/cli/main.js and src/cli/main.ts both sit two levels below the package root.
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: unknown;
    };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

const report = (err: unknown): number => reportError(err, process.stderr, process.env);

process.on('uncaughtException', (err) => process.exit(report(err)));
process.on('unhandledRejection', (err) => process.exit(report(err)));
// `genderfair check ... | head`: a closed pipe is not an error; another write error (a full disk) is the
// environment's, not a bug.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
  process.exit(report(new UsageError(`cannot write to standard output: ${err.code ?? err.message}`)));
});

const deps: CliDeps = {
  check,
  checkWithReasons,
  version: readVersion(),
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
};

const program = await createProgram(deps, process.argv.slice(2));

try {
  await program.parseAsync(process.argv);
} catch (err) {
  process.exitCode = report(err);
}
