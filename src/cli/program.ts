/** Builds the commander program; main.ts runs it. */
import { Command } from 'commander';
import { registerBench } from './bench.js';
import { registerCheck } from './check.js';
import type { CliDeps } from './deps.js';
import { registerFix } from './fix.js';

type Registrar = (program: Command, deps: CliDeps) => unknown;

/**
 * Commands whose code is loaded only when they run (or when help lists every command): the MT
 * scorers, the embedding audit, the server and the language server more than double the CLI's code, and `check` should
 * not pay for parsing them at every start. The bundle keeps each in its own chunk.
 */
const LAZY_COMMANDS: ReadonlyArray<[string, () => Promise<Registrar>]> = [
  ['eval', async () => (await import('./eval.js')).registerEval],
  ['sacrebleu', async () => (await import('./sacrebleu.js')).registerSacrebleu],
  ['embeddings', async () => (await import('./embeddings.js')).registerEmbeddings],
  ['serve', async () => (await import('./serve.js')).registerServe],
  ['lsp', async () => (await import('./lsp.js')).registerLsp],
  ['classify', async () => (await import('./classify.js')).registerClassify],
  ['batch', async () => (await import('./batch.js')).registerBatch],
  ['worker', async () => (await import('./batch.js')).registerWorker],
  ['mine', async () => (await import('./batch.js')).registerMine],
  ['rewrite-gender', async () => (await import('./rewrite-gender.js')).registerRewriteGender],
];
const EAGER_COMMANDS = new Set(['check', 'fix', 'bench']);

/** commander's "error: ...\n(Did you mean ...?)" -> "genderfair: ... (Did you mean ...?)" on one line. */
export function oneLineError(str: string): string {
  const msg = str.replace(/^error:\s*/i, '').trim().replace(/\s*\n\s*/g, ' ');
  return `genderfair: ${msg}\n`;
}

/**
 * `args` are the user's arguments (process.argv without node and the script): with a command that is
 * loaded eagerly, the lazy ones are not loaded at all; otherwise (a lazy command, help, an unknown
 * word that needs "Did you mean ...?") all of them are, in a fixed order.
 */
export async function createProgram(deps: CliDeps, args: readonly string[] = []): Promise<Command> {
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
  registerBench(program, { check: deps.check, write: (text) => void deps.stdout.write(text), env: deps.env });
  const command = args.find((a) => !a.startsWith('-'));
  if (command === undefined || !EAGER_COMMANDS.has(command)) {
    const wanted = LAZY_COMMANDS.filter(([name]) => name === command);
    for (const [, load] of wanted.length > 0 ? wanted : LAZY_COMMANDS) (await load())(program, deps);
  }
  return program;
}
