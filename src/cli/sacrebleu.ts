/**
 * `genderfair sacrebleu REF… -i SYS… [-m bleu chrf ter] [options]`: sacrebleu 2.6.0's command line
 * for BLEU, chrF(++) and TER with the same arguments and the same output on stdout (text, JSON,
 * LaTeX, signatures, bootstrap confidence intervals and paired significance tests with numpy's
 * random draws). The work is done in src/eval/metrics/sacrebleu-command.ts; this file parses the
 * arguments as Python's argparse does (single-dash long options such as -tok, options taking
 * several values, unique prefixes of long options) and reads the files.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { Command } from 'commander';
import { UNSUPPORTED_TOKENIZERS } from '../eval/metrics/bleu.js';
import { type MetricName, type OutputFormat, type SacrebleuArgs, SacrebleuError, runSacrebleu } from '../eval/metrics/sacrebleu-command.js';
import type { CliDeps } from './deps.js';
import { UsageError } from './errors.js';

type Kind = 'flag' | 'int' | 'float' | 'string' | 'list' | 'list+';

interface Spec {
  flags: string[];
  dest: string;
  kind: Kind;
  choices?: readonly string[];
}

const TOKENIZERS = ['none', 'zh', '13a', 'intl', 'char', ...UNSUPPORTED_TOKENIZERS];
const SPECS: Spec[] = [
  { flags: ['--input', '-i'], dest: 'input', kind: 'list' },
  { flags: ['--num-refs', '-nr'], dest: 'numRefs', kind: 'int' },
  { flags: ['--encoding', '-e'], dest: 'encoding', kind: 'string' },
  { flags: ['--metrics', '-m'], dest: 'metrics', kind: 'list+', choices: ['bleu', 'chrf', 'ter'] },
  { flags: ['--sentence-level', '-sl'], dest: 'sentenceLevel', kind: 'flag' },
  { flags: ['--smooth-method', '-s'], dest: 'smoothMethod', kind: 'string', choices: ['none', 'floor', 'add-k', 'exp'] },
  { flags: ['--smooth-value', '-sv'], dest: 'smoothValue', kind: 'float' },
  { flags: ['--tokenize', '-tok'], dest: 'tokenize', kind: 'string', choices: TOKENIZERS },
  { flags: ['--lowercase', '-lc'], dest: 'lowercase', kind: 'flag' },
  { flags: ['--force'], dest: 'force', kind: 'flag' },
  { flags: ['--chrf-char-order', '-cc'], dest: 'chrfCharOrder', kind: 'int' },
  { flags: ['--chrf-word-order', '-cw'], dest: 'chrfWordOrder', kind: 'int' },
  { flags: ['--chrf-beta'], dest: 'chrfBeta', kind: 'int' },
  { flags: ['--chrf-whitespace'], dest: 'chrfWhitespace', kind: 'flag' },
  { flags: ['--chrf-lowercase'], dest: 'chrfLowercase', kind: 'flag' },
  { flags: ['--chrf-eps-smoothing'], dest: 'chrfEpsSmoothing', kind: 'flag' },
  { flags: ['--ter-case-sensitive'], dest: 'terCaseSensitive', kind: 'flag' },
  { flags: ['--ter-asian-support'], dest: 'terAsianSupport', kind: 'flag' },
  { flags: ['--ter-no-punct'], dest: 'terNoPunct', kind: 'flag' },
  { flags: ['--ter-normalized'], dest: 'terNormalized', kind: 'flag' },
  { flags: ['--confidence', '-ci'], dest: 'confidence', kind: 'flag' },
  { flags: ['--confidence-n', '-cin'], dest: 'confidenceN', kind: 'int' },
  { flags: ['--paired-ar', '-par'], dest: 'pairedAr', kind: 'flag' },
  { flags: ['--paired-bs', '-pbs'], dest: 'pairedBs', kind: 'flag' },
  { flags: ['--paired-ar-n', '-parn'], dest: 'pairedArN', kind: 'int' },
  { flags: ['--paired-bs-n', '-pbsn'], dest: 'pairedBsN', kind: 'int' },
  { flags: ['--paired-jobs', '-j'], dest: 'pairedJobs', kind: 'int' },
  { flags: ['--quiet', '-q'], dest: 'quiet', kind: 'flag' },
  { flags: ['--short', '-sh'], dest: 'short', kind: 'flag' },
  { flags: ['--score-only', '-b'], dest: 'scoreOnly', kind: 'flag' },
  { flags: ['--width', '-w'], dest: 'width', kind: 'int' },
  { flags: ['--no-color', '-nc'], dest: 'noColor', kind: 'flag' },
  { flags: ['--format', '-f'], dest: 'format', kind: 'string', choices: ['json', 'text', 'latex'] },
  { flags: ['--help', '-h'], dest: 'help', kind: 'flag' },
];

/** sacrebleu options for test sets, which need downloads this offline tool does not make. */
const TEST_SET_OPTIONS = ['--test-set', '-t', '--language-pair', '-l', '--origlang', '-ol', '--subset', '--download', '--echo', '--list', '--citation', '--cite', '--detail', '-d'];

const HELP = `Aufruf: genderfair sacrebleu REF [REF …] -i SYS [SYS …] [Optionen]

Die Kommandozeile von sacrebleu 2.6.0 für BLEU, chrF(++) und TER, mit derselben Ausgabe.
  -m bleu chrf ter          Metriken (Standard: bleu)
  -tok 13a|intl|char|zh|none  BLEU-Tokenisierung; -lc Kleinschreibung; -s/-sv Glättung
  -cc N, -cw N, --chrf-beta N, --chrf-whitespace, --chrf-lowercase, --chrf-eps-smoothing
  --ter-case-sensitive, --ter-asian-support, --ter-no-punct, --ter-normalized
  -nr N                     N tab-getrennte Referenzen je Zeile einer Datei
  -sl                       ein Wert je Satz (eine Metrik, ein System)
  -ci [-cin N]              Konfidenzintervall per Bootstrap (ein System)
  -pbs [-pbsn N] | -par [-parn N]  gepaarte Tests gegen das erste System
  -f json|text|latex, -w N, -b, -sh, -nc
Zufallszahlen wie numpy (SACREBLEU_SEED, Standard 12345). Nicht unterstützt: Testsets (-t, -l, …),
ja-mecab, ko-mecab und die spm-Tokenizer.
`;

function parseNumber(spec: Spec, value: string): number {
  const t = value.trim();
  if (spec.kind === 'int' ? !/^[+-]?\d+$/.test(t) : !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) {
    throw new UsageError(`sacrebleu: ${spec.flags[0]} erwartet ${spec.kind === 'int' ? 'eine ganze Zahl' : 'eine Zahl'}, nicht "${value}"`);
  }
  return Number(t);
}

/** argparse's rules for the options above; returns the values by `dest` and the positional arguments. */
export function parseSacrebleuArgs(argv: readonly string[]): { values: Record<string, unknown>; positionals: string[] } {
  const values: Record<string, unknown> = {};
  const positionals: string[] = [];
  let positionalChunks = 0;
  let lastWasPositional = false;
  const isOption = (a: string) => a.startsWith('-') && a !== '-' && !/^-\d/.test(a);
  const find = (flag: string): Spec => {
    const exact = SPECS.find((s) => s.flags.includes(flag));
    if (exact) return exact;
    if (TEST_SET_OPTIONS.includes(flag)) throw new UsageError(`sacrebleu: ${flag} (Testsets) wird nicht unterstützt; Referenzen als Dateien angeben`);
    if (flag.startsWith('--')) {
      const matches = SPECS.filter((s) => s.flags.some((f) => f.startsWith('--') && f.startsWith(flag)));
      if (matches.length === 1) return matches[0]!;
      if (matches.length > 1) throw new UsageError(`sacrebleu: ${flag} ist mehrdeutig (${matches.map((m) => m.flags[0]).join(', ')})`);
    }
    throw new UsageError(`sacrebleu: unbekannte Option ${flag}`);
  };
  for (let i = 0; i < argv.length; i++) {
    let arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      positionalChunks++;
      break;
    }
    if (!isOption(arg)) {
      if (!lastWasPositional) positionalChunks++;
      positionals.push(arg);
      lastWasPositional = true;
      continue;
    }
    lastWasPositional = false;
    let inline: string | undefined;
    const eq = arg.indexOf('=');
    if (eq > 0) {
      inline = arg.slice(eq + 1);
      arg = arg.slice(0, eq);
    }
    const spec = find(arg);
    if (spec.kind === 'flag') {
      if (inline !== undefined) throw new UsageError(`sacrebleu: ${arg} nimmt keinen Wert`);
      values[spec.dest] = true;
      continue;
    }
    if (spec.kind === 'list' || spec.kind === 'list+') {
      const list: string[] = inline !== undefined ? [inline] : [];
      while (i + 1 < argv.length && !isOption(argv[i + 1]!) && argv[i + 1] !== '--') list.push(argv[++i]!);
      if (spec.kind === 'list+' && list.length === 0) throw new UsageError(`sacrebleu: ${arg} erwartet mindestens einen Wert`);
      for (const v of list) {
        if (spec.choices && !spec.choices.includes(v)) throw new UsageError(`sacrebleu: ${arg}: ungültige Wahl "${v}" (möglich: ${spec.choices.join(', ')})`);
      }
      values[spec.dest] = list;
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && isOption(value))) throw new UsageError(`sacrebleu: ${arg} erwartet einen Wert`);
    if (spec.choices && !spec.choices.includes(value)) throw new UsageError(`sacrebleu: ${arg}: ungültige Wahl "${value}" (möglich: ${spec.choices.join(', ')})`);
    values[spec.dest] = spec.kind === 'string' ? value : parseNumber(spec, value);
  }
  if (positionalChunks > 1) throw new UsageError(`sacrebleu: Referenzen bitte vor -i angeben (unerwartete Argumente: ${positionals.join(' ')})`);
  if (values.pairedAr && values.pairedBs) throw new UsageError('sacrebleu: --paired-bs und --paired-ar schließen einander aus');
  return { values, positionals };
}

/** The arguments with sacrebleu's defaults. */
function sacrebleuArgs(values: Record<string, unknown>, positionals: string[], env: NodeJS.ProcessEnv): SacrebleuArgs {
  const v = <T>(key: string, fallback: T): T => (values[key] === undefined ? fallback : (values[key] as T));
  let format = v<OutputFormat>('format', 'json');
  const envFormat = env.SACREBLEU_FORMAT?.toLowerCase();
  if (envFormat === 'json' || envFormat === 'text' || envFormat === 'latex') format = envFormat;
  const tokenize = v<string | undefined>('tokenize', undefined) ?? '13a';
  if ((UNSUPPORTED_TOKENIZERS as readonly string[]).includes(tokenize)) {
    throw new UsageError(`sacrebleu: der Tokenizer ${tokenize} braucht MeCab- oder SentencePiece-Modelle, die genderfair nicht enthält (verfügbar: 13a, intl, char, zh, none)`);
  }
  const encoding = v<string>('encoding', 'utf-8').toLowerCase().replace('_', '-');
  if (encoding !== 'utf-8' && encoding !== 'utf8') throw new UsageError(`sacrebleu: nur UTF-8 wird unterstützt, nicht ${encoding}`);
  return {
    refs: positionals,
    input: v<string[] | null>('input', null),
    numRefs: v('numRefs', 1),
    metrics: v<MetricName[]>('metrics', ['bleu']),
    sentenceLevel: v('sentenceLevel', false),
    bleu: { smoothMethod: v('smoothMethod', 'exp'), smoothValue: v<number | undefined>('smoothValue', undefined), tokenize, lowercase: v('lowercase', false) },
    chrf: {
      charOrder: v('chrfCharOrder', 6),
      wordOrder: v('chrfWordOrder', 0),
      beta: v('chrfBeta', 2),
      whitespace: v('chrfWhitespace', false),
      lowercase: v('chrfLowercase', false),
      epsSmoothing: v('chrfEpsSmoothing', false),
    },
    ter: {
      caseSensitive: v('terCaseSensitive', false),
      asianSupport: v('terAsianSupport', false),
      noPunct: v('terNoPunct', false),
      normalized: v('terNormalized', false),
    },
    confidence: v('confidence', false),
    confidenceN: v('confidenceN', 1000),
    pairedAr: v('pairedAr', false),
    pairedBs: v('pairedBs', false),
    pairedArN: v('pairedArN', 10000),
    pairedBsN: v('pairedBsN', 1000),
    short: v('short', false),
    scoreOnly: v('scoreOnly', false),
    width: v('width', 1),
    format,
  };
}

/** A file as sacrebleu opens it: UTF-8 (a BOM stays a character), .gz decompressed. */
function readSacrebleuFile(name: string | 0): string {
  let bytes: Buffer;
  try {
    bytes = readFileSync(name);
    if (typeof name === 'string' && name.endsWith('.gz')) bytes = gunzipSync(bytes);
  } catch (err) {
    throw new UsageError(`sacrebleu: ${name === 0 ? 'die Standardeingabe' : name} kann nicht gelesen werden: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new UsageError(`sacrebleu: ${name === 0 ? 'die Standardeingabe' : name} ist kein gültiges UTF-8`);
  }
}

export function registerSacrebleu(program: Command, deps: Pick<CliDeps, 'stdout' | 'env'>): Command {
  return program
    .command('sacrebleu')
    .description('BLEU, chrF und TER wie die Kommandozeile von sacrebleu 2.6.0, mit Signifikanztests')
    .argument('[args...]')
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .action((_args: string[], _opts: unknown, command: Command) => {
      const { values, positionals } = parseSacrebleuArgs(command.args);
      if (values.help) {
        deps.stdout.write(HELP);
        return;
      }
      const args = sacrebleuArgs(values, positionals, deps.env);
      const colors = Boolean(deps.stdout.isTTY) && !deps.env.NO_COLOR && !values.noColor;
      try {
        deps.stdout.write(runSacrebleu(args, { readFile: readSacrebleuFile, readStdin: () => readSacrebleuFile(0), env: deps.env, colors }));
      } catch (err) {
        if (err instanceof SacrebleuError || (err instanceof Error && /^(BLEU|chrF|TER): /.test(err.message))) throw new UsageError(`sacrebleu: ${err.message}`);
        throw err;
      }
    });
}
