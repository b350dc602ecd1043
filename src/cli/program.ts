/** Builds the commander program; main.ts runs it. */
import { Command } from 'commander';
import { registerBench } from './bench.js';
import { registerCheck } from './check.js';
import type { CliDeps } from './deps.js';
import { registerEmbeddings } from './embeddings.js';
import { registerEval } from './eval.js';
import { registerFix } from './fix.js';
import { registerServe } from './serve.js';

/** commander's "error: ...\n(Did you mean ...?)" -> "genderfair: ... (Did you mean ...?)" on one line. */
export function oneLineError(str: string): string {
  const msg = str.replace(/^error:\s*/i, '').trim().replace(/\s*\n\s*/g, ' ');
  return `genderfair: ${msg}\n`;
}

export function createProgram(deps: CliDeps): Command {
  const program = new Command('genderfair');
  // Settings first: subcommands copy them when they are created.
  program
    .description('Werkzeuge für geschlechtergerechte Sprache (offline)')
    .version(deps.version, '-V, --version', 'Version ausgeben')
    .helpOption('-h, --help', 'Hilfe anzeigen')
    .helpCommand('help [command]', 'Hilfe zu einem Befehl anzeigen')
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => deps.stdout.write(s),
      writeErr: (s) => deps.stderr.write(s),
      outputError: (s, write) => write(oneLineError(s)),
    });
  registerCheck(program, deps);
  registerFix(program, deps);
  registerBench(program, { check: deps.check, write: (text) => void deps.stdout.write(text) });
  registerEval(program, deps);
  registerEmbeddings(program, deps);
  registerServe(program, deps);
  return program;
}
