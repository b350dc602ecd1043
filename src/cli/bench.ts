/**
 * `genderfair bench de-inclusive --data FILE.jsonl [--json] [--min-severity info|warning] [--details]`
 * `genderfair bench de-wild --data FILE.jsonl [--json] [--details]`
 *
 * Scores a checker on the German inclusive-language benchmark (see src/eval/de-inclusive.ts).
 * The main CLI calls registerBench(program, { check }). Errors (missing or malformed data file,
 * bad --max-candidates) are thrown as an Error with a one-line message; the CLI wrapper prints it
 * and exits 2.
 */
import { Command, Option } from 'commander';
import {
  formatDeInclusive,
  readDeInclusive,
  scoreDeInclusive,
  type DeCheckFunction,
} from '../eval/de-inclusive.js';
import { formatDeWild, readDeWild, scoreDeWild } from '../eval/de-wild.js';
import type { Severity } from '../types.js';
import { UsageError } from './errors.js';

export interface BenchDeps {
  /** The checker to score, e.g. `check` from src/check.ts. */
  check: DeCheckFunction;
  /** Output sink (default: process.stdout.write). */
  write?: (text: string) => void;
  /** Environment for data paths (GENDERFAIR_IT_NEUTRAL, GENDERFAIR_GATE_DIR); default process.env. */
  env?: NodeJS.ProcessEnv;
}

interface DeInclusiveCliOptions {
  data: string;
  json?: boolean;
  minSeverity: Severity;
  details?: boolean;
  maxCandidates?: string;
}

function positiveInteger(name: string, value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1) {
    throw new UsageError(`${name} must be a positive integer, got "${value}"`);
  }
  return n;
}

/** Adds `bench de-inclusive` (creating `bench` if the program does not have it yet). */
export function registerBench(program: Command, deps: BenchDeps): Command {
  const write = deps.write ?? ((text: string) => void process.stdout.write(text));
  let bench = program.commands.find((c) => c.name() === 'bench');
  if (!bench) {
    bench = program.command('bench').description('bewertet den Checker auf einem Benchmark-Datensatz');
  }
  bench
    .command('de-inclusive')
    .description(
      'deutscher Benchmark für inklusive Sprache (Maße nach Pomerenke 2022): Markierung auf Wortebene (P/R/F1) und Rang der Vorschläge',
    )
    .requiredOption('--data <file>', 'Benchmark-Datei (JSON Lines; Bezugsquelle: README, Abschnitt „Test data and benchmarks“)')
    .option('--json', 'Ergebnis als JSON ausgeben (mit Protokoll)')
    .addOption(
      new Option('--min-severity <level>', 'niedrigster Schweregrad, der zählt')
        .choices(['info', 'warning'])
        .default('info'),
    )
    .option('--details', 'Ergebnisse je Eintrag ausgeben (tp/fp/fn, Kandidaten, Rang, Score)')
    .option('--max-candidates <n>', 'höchstens so viele Kandidatensätze je Eintrag (Standard 1000)')
    .action((opts: DeInclusiveCliOptions) => {
      const maxCandidates =
        opts.maxCandidates === undefined ? undefined : positiveInteger('--max-candidates', opts.maxCandidates);
      const entries = readDeInclusive(opts.data);
      const result = scoreDeInclusive(entries, deps.check, {
        minSeverity: opts.minSeverity,
        ...(maxCandidates === undefined ? {} : { maxCandidates }),
      });
      if (opts.json) {
        // Per-entry results only with --details (JSON.stringify drops the undefined field).
        write(JSON.stringify(opts.details ? result : { ...result, entries: undefined }, null, 2) + '\n');
      } else {
        write(formatDeInclusive(result, { details: opts.details === true }));
      }
    });
  bench
    .command('de-wild')
    .description(
      'deutsche Sätze, wie sie geschrieben werden: P/R/F1 auf Wortebene (nur Warnungen und alle Schweregrade) und markierte Wörter je Anmerkungsart (specific, lookalike, …)',
    )
    .requiredOption('--data <file>', 'Datei im de-wild-Format (JSON Lines: text, flag_spans, notes)')
    .option('--json', 'Ergebnis als JSON ausgeben')
    .option('--details', 'je Satz: falsch markierte, übersehene und markierte angemerkte Wörter')
    .action((opts: { data: string; json?: boolean; details?: boolean }) => {
      const result = scoreDeWild(readDeWild(opts.data), (text) => deps.check(text, { styles: ['star', 'pair', 'neutral'] }));
      if (opts.json) write(JSON.stringify(opts.details ? result : { ...result, entries: undefined }, null, 2) + '\n');
      else write(formatDeWild(result, { details: opts.details === true }));
    });
  bench
    .command('it-neutral')
    .description(
      'italienischer Klassifikator (neutral/gegendert: Genauigkeit je Klasse, Konfusionsmatrix, Sätze/s) und fix(ref_m) gegen ref_n (neutral, keine Nebenänderungen, BLEU)',
    )
    .option('--data <file>', 'it-neutral (JSON Lines: id, ref_f, ref_m, ref_n); Standard: $GENDERFAIR_IT_NEUTRAL')
    .option('--gate-dir <dir>', 'GATE-Verzeichnis: auch die dev-Zeilen von IT_2_variants.tsv; Standard: $GENDERFAIR_GATE_DIR')
    .option('--json', 'Ergebnis als JSON ausgeben')
    .option('--errors', 'falsch eingeordnete Sätze und Nebenänderungen auflisten')
    .action(async (opts: { data?: string; gateDir?: string; json?: boolean; errors?: boolean }) => {
      const env = deps.env ?? process.env;
      const data = opts.data ?? env['GENDERFAIR_IT_NEUTRAL'];
      if (!data) throw new UsageError('bench it-neutral braucht --data oder GENDERFAIR_IT_NEUTRAL');
      const gateDir = opts.gateDir ?? env['GENDERFAIR_GATE_DIR'];
      const it = await import('../eval/it-neutral.js');
      const rows = it.readItNeutral(data);
      const sentences = [
        ...it.labelledSentences(rows),
        ...(gateDir ? it.readGateItDev(gateDir, new Set(rows.map((r) => r.id))) : []),
      ];
      const classifier = it.benchClassifier(sentences);
      const checker = it.benchChecker(rows);
      if (opts.json) {
        const strip = <T extends object>(x: T, key: keyof T) => (opts.errors ? x : { ...x, [key]: undefined });
        write(JSON.stringify({ classifier: strip(classifier, 'errors'), checker: strip(checker, 'collateral') }, null, 2) + '\n');
        return;
      }
      write(it.formatItNeutral(classifier, checker, gateDir ? 'it-neutral and GATE-IT dev' : 'it-neutral'));
      if (opts.errors) {
        for (const e of classifier.errors) write(`${e.source}\t${e.id}\tgold ${e.gold}\tpredicted ${e.predicted}\t${e.text}\n`);
        for (const c of checker.collateral) write(`collateral\t${c.id}\t${c.words.join(' ')}\n`);
      }
    });
  return bench;
}
