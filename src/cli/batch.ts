/**
 * `genderfair batch`, `genderfair worker` and `genderfair mine`: many documents on all cores or a job queue
 * (src/batch), resumable.
 */
import path from 'node:path';
import { type Command, Option } from 'commander';
import { inThreadExecutor, localExecutor } from '../batch/local.js';
import { defaultMemoryMb, threadsFor } from '../batch/pool.js';
import { type BatchManifest, type BatchReport, type BatchSettings, type Executor, runBatch } from '../batch/run.js';
import { DEFAULT_SHARD_LIMITS } from '../batch/shards.js';
import type { CliDeps } from './deps.js';
import { inputFormatOption } from './input-format.js';
import { type CheckerCliOptions, allowOption, configOption, minSeverityOption, noConfigOption, styleOption } from './options.js';
import { parseIntegerOption } from './serve.js';
import type { InputFormat } from '../documents/formats.js';

interface BatchCliOptions extends CheckerCliOptions {
  out: string;
  summary?: string;
  textField: string;
  idField?: string;
  inputFormat?: InputFormat;
  fix?: string;
  workers?: number;
  maxMemory: number;
  shardDocs: number;
  queue?: string;
}

interface WorkerCliOptions {
  queue: string;
  workers?: number;
  maxMemory: number;
  stallSeconds: number;
}

const HELP_AFTER = `
Eingaben:
  Dateien und Glob-Muster: jede Datei ist ein Dokument, gelesen wie von "genderfair check" (Format
  nach Endung: Markdown, HTML, .po, JSON/YAML, .docx/.odt, sonst Text). Dateien mit der Endung .jsonl,
  .csv oder .parquet enthalten Datensätze: jeder ist ein Dokument, sein Text steht im Feld
  --text-field (Standard: text), seine Kennung in --id-field (sonst "Datei#Nummer"); Datensätze sind
  reiner Text, außer --input-format sagt etwas anderes.

Ausgabe:
  --out (.jsonl oder .parquet): eine Zeile je Fund mit doc, start, end, ruleId, severity, confidence,
  actual, suggestion (Vorschau des besten Vorschlags); start/end sind 0-basierte UTF-16-Offsets.
  --summary (.jsonl oder .parquet): eine Zeile je Dokument mit doc, chars, findings, error (ein
  Dokument, das nicht gelesen oder geprüft werden konnte, steht hier mit dem Grund).
  --fix DIR: die korrigierten Texte (wie "genderfair fix"), Dateien unter ihrem relativen Pfad,
  Datensätze als <id>.txt.

Fortsetzen:
  Fertige Shards liegen in <out>.parts/. Ein abgebrochener Lauf (Strg+C, kill -9, Absturz) setzt mit
  demselben Befehl dort fort, wo er stand; kein Dokument fehlt oder steht doppelt im Ergebnis.

Warteschlange (mehrere Rechner):
  Mit --queue redis://host:6379 werden die Shards als BullMQ-Jobs in Redis gestellt; beliebig viele
  "genderfair worker --queue redis://host:6379" (auf diesem oder anderen Rechnern) prüfen sie, dieser
  Befehl sammelt die Ergebnisse und schreibt --out. Stirbt ein Worker, übernimmt ein anderer seinen
  Shard. Datensätze reisen im Job mit; Dateien und --fix müssen die Worker unter demselben Pfad sehen.

Exit-Status:
  0  Lauf beendet (mit oder ohne Funde; Dokumente mit Fehler stehen in der Zusammenfassung)
  2  Aufruf- oder Eingabefehler
  3  interner Fehler

Beispiele:
  genderfair batch 'site/**/*.html' --out funde.parquet --summary dokumente.parquet
  genderfair batch korpus.jsonl --text-field text --id-field id --out funde.jsonl --workers 8
`;

/** The options batch and mine share: where the texts are in records, and the engine's threads and shards. */
function engineOptions(command: Command): Command {
  return command
    .option('--summary <file>', 'Zusammenfassung: eine Zeile je Dokument (.jsonl oder .parquet)')
    .option('--text-field <name>', 'Feld mit dem Text in JSONL/CSV/Parquet', 'text')
    .option('--id-field <name>', 'Feld mit der Kennung des Dokuments')
    .addOption(inputFormatOption())
    .addOption(new Option('--workers <n>', 'Threads (Standard: alle Kerne)').argParser(parseIntegerOption('--workers', 1, 1024)))
    .addOption(
      new Option('--max-memory <MB>', 'Speichergrenze aller Threads zusammen in MB (begrenzt auch ihre Zahl)')
        .argParser(parseIntegerOption('--max-memory', 64, 16 * 1024 * 1024))
        .default(defaultMemoryMb(), 'halber Arbeitsspeicher'),
    )
    .addOption(
      new Option('--shard-docs <n>', 'Dokumente je Shard (Einheit der Arbeit und der Fortsetzung)')
        .argParser(parseIntegerOption('--shard-docs', 1, 1_000_000))
        .default(DEFAULT_SHARD_LIMITS.docs),
    );
}

export function registerBatch(program: Command, deps: CliDeps): Command {
  return engineOptions(
    program
      .command('batch')
      .description('prüft viele Dokumente auf allen Kernen und schreibt die Funde als JSONL oder Parquet (fortsetzbar)')
      .argument('<inputs...>', 'Dateien, Glob-Muster oder JSONL/CSV/Parquet-Dateien mit Datensätzen')
      .requiredOption('--out <file>', 'Funde: eine Zeile je Fund (.jsonl oder .parquet)'),
  )
    .option('--fix <dir>', 'korrigierte Texte in dieses Verzeichnis schreiben')
    .option('--queue <url>', 'Shards als Jobs in diese Redis-Warteschlange stellen (redis://host:6379); "genderfair worker" prüft sie')
    .addOption(styleOption())
    .addOption(allowOption())
    .addOption(minSeverityOption('niedrigste gemeldete Stufe'))
    .addOption(configOption())
    .addOption(noConfigOption())
    .addHelpText('after', HELP_AFTER)
    .action(async (inputs: string[], opts: BatchCliOptions) => {
      const report = await runBatch(inputs, settingsOf(opts), executorFor(opts), deps.stderr);
      deps.stderr.write(reportLine(report, opts.out, 'Funde'));
      process.exitCode = 0;
    });
}

/** The thread pool of this machine, or with --queue the job queue. */
function executorFor(opts: Pick<BatchCliOptions, 'workers' | 'maxMemory' | 'queue' | 'out'>): (manifest: BatchManifest) => Promise<Executor> {
  const threads = threadsFor(opts.workers, opts.maxMemory);
  const queue = opts.queue;
  return async (manifest) => {
    if (queue === undefined) return threads === 1 ? inThreadExecutor(opts.maxMemory) : localExecutor(threads, opts.maxMemory);
    const { queueExecutor, runIdOf } = await import('../batch/queue.js'); // BullMQ only for queue runs
    return queueExecutor(queue, runIdOf(manifest, path.resolve(opts.out)));
  };
}

export function settingsOf(opts: BatchCliOptions): BatchSettings {
  return {
    out: opts.out,
    ...(opts.summary !== undefined ? { summary: opts.summary } : {}),
    ...(opts.fix !== undefined ? { fixDir: opts.fix } : {}),
    textField: opts.textField,
    ...(opts.idField !== undefined ? { idField: opts.idField } : {}),
    ...(opts.inputFormat !== undefined ? { inputFormat: opts.inputFormat } : {}),
    ...(opts.style ? { style: opts.style } : {}),
    ...(opts.allow ? { allow: opts.allow } : {}),
    ...(opts.minSeverity ? { minSeverity: opts.minSeverity } : {}),
    ...(opts.config !== undefined ? { config: opts.config } : {}),
    limits: { ...DEFAULT_SHARD_LIMITS, docs: opts.shardDocs },
  };
}

export function reportLine(r: BatchReport, out: string, what: string): string {
  const resumed = r.resumed > 0 ? `, ${r.resumed} aus dem unterbrochenen Lauf` : '';
  const errors = r.errors > 0 ? `, ${r.errors} mit Fehler (siehe --summary)` : '';
  return `genderfair: ${r.docs} Dokumente, ${r.findings} ${what}${errors}${resumed} -> ${out} (${r.seconds.toFixed(1)} s)\n`;
}

const WORKER_HELP = `
Der Worker nimmt Shards aus der Warteschlange, die "genderfair batch --queue" füllt, prüft sie auf
seinen Threads und gibt die Ergebnisse zurück, bis er mit Strg+C oder SIGTERM beendet wird (laufende
Shards werden noch fertig geprüft). Stirbt er (kill -9, Absturz), gibt Redis seine Shards nach etwa
--stall-seconds an einen anderen Worker.

Beispiel:
  genderfair worker --queue redis://10.0.0.5:6379 --workers 16
`;

export function registerWorker(program: Command, deps: CliDeps): Command {
  return program
    .command('worker')
    .description('prüft Shards aus der Redis-Warteschlange von "genderfair batch --queue"')
    .requiredOption('--queue <url>', 'Redis-URL (redis://host:6379)')
    .addOption(new Option('--workers <n>', 'Threads (Standard: alle Kerne)').argParser(parseIntegerOption('--workers', 1, 1024)))
    .addOption(
      new Option('--max-memory <MB>', 'Speichergrenze aller Threads zusammen in MB')
        .argParser(parseIntegerOption('--max-memory', 64, 16 * 1024 * 1024))
        .default(defaultMemoryMb(), 'halber Arbeitsspeicher'),
    )
    .addOption(
      new Option('--stall-seconds <s>', 'nach so vielen Sekunden ohne Lebenszeichen geht ein Shard an einen anderen Worker')
        .argParser(parseIntegerOption('--stall-seconds', 1, 3600))
        .default(30),
    )
    .addHelpText('after', WORKER_HELP)
    .action(async (opts: WorkerCliOptions) => {
      const { runQueueWorker } = await import('../batch/queue.js');
      const threads = threadsFor(opts.workers, opts.maxMemory);
      await runQueueWorker(opts.queue, { threads, memoryMb: opts.maxMemory, stallSeconds: opts.stallSeconds }, deps.stderr);
      process.exitCode = 0;
    });
}

const MINE_HELP = `
Findet inklusive Formen in einem Korpus (wie "batch": Dateien oder JSONL/CSV/Parquet-Datensätze, auf
allen Kernen, fortsetzbar, mit --queue auch über eine Warteschlange) und schreibt Kandidaten für das
Lexikon als TSV:
  person   ein Maskulinum in inklusiver Form: Lehrer*innen, Lehrer:innen, Lehrer_innen, LehrerInnen,
           Lehrer/-innen, "Lehrerinnen und Lehrer"; in_lexicon=no: dem Lexikon fehlt es (mit den
           beobachteten Formen und einer geschätzten Paradigmenklasse)
  neutral  eine neutrale Form (Lehrende, Lehrkräfte, Lehrpersonen) in einem Dokument, das auch das
           Maskulinum desselben Stamms nennt (Lehrer)
Geprüfte Zeilen (accept = y) übernimmt "npx tsx scripts/import-candidates.ts DATEI" nach data/de/curated/.

Beispiel:
  genderfair mine korpus.jsonl --text-field text --out kandidaten.tsv
`;

export function registerMine(program: Command, deps: CliDeps): Command {
  return engineOptions(
    program
      .command('mine')
      .description('findet inklusive Formen und fehlende Personenbezeichnungen in einem Korpus (Kandidaten für das Lexikon)')
      .argument('<inputs...>', 'Dateien, Glob-Muster oder JSONL/CSV/Parquet-Dateien mit Datensätzen')
      .requiredOption('--out <file>', 'Kandidaten (.tsv)'),
  )
    .option('--queue <url>', 'über diese Redis-Warteschlange verteilen (wie bei "batch")')
    .addHelpText('after', MINE_HELP)
    .action(async (inputs: string[], opts: BatchCliOptions) => {
      const report = await runBatch(inputs, { ...settingsOf(opts), mine: true }, executorFor(opts), deps.stderr);
      deps.stderr.write(reportLine(report, opts.out, 'Kandidaten'));
      process.exitCode = 0;
    });
}
