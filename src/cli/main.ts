#!/usr/bin/env node
/**
 * The `genderfair` command (package bin: dist/cli/main.js).
 *
 * Exit status: 0 success / nothing found, 1 something flagged (check) or changed (fix), 2 usage or
 * input error.
 * Every error is one line on stderr ("genderfair: <message>"); GENDERFAIR_DEBUG=1 adds the stack.
 */
import { readFileSync } from 'node:fs';
import { CommanderError } from 'commander';
import { check } from '../check.js';
import type { CliDeps } from './deps.js';
import { createProgram } from './program.js';

const EXIT_USAGE = 2;

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

function reportError(err: unknown): void {
  if (err instanceof CommanderError) {
    // commander has already printed its message (one line, see program.ts) or the help/version text.
    process.exitCode = err.exitCode === 0 ? 0 : EXIT_USAGE;
    return;
  }
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`genderfair: ${message.trim().replace(/\s*\n\s*/g, ' ') || 'unknown error'}\n`);
  if (process.env.GENDERFAIR_DEBUG === '1' && err instanceof Error && err.stack) {
    process.stderr.write(`${err.stack}\n`);
  }
  process.exitCode = EXIT_USAGE;
}

process.on('uncaughtException', (err) => {
  reportError(err);
  process.exit(EXIT_USAGE);
});
process.on('unhandledRejection', (err) => {
  reportError(err);
  process.exit(EXIT_USAGE);
});
// `genderfair check ... | head`: a closed pipe is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
  reportError(err);
  process.exit(EXIT_USAGE);
});

const deps: CliDeps = {
  check,
  version: readVersion(),
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
};

const program = await createProgram(deps, process.argv.slice(2));

try {
  await program.parseAsync(process.argv);
} catch (err) {
  reportError(err);
}
