/**
 * `genderfair fix [files|globs|-...] [--write | --diff]`: applies the best suggestion of each finding,
 * like `eslint --fix` / `prettier --write`.
 *
 * Without --write or --diff the fixed text of the one input goes to stdout; --write rewrites the
 * changed files in place (BOM and line endings kept: only the edited words change); --diff prints a
 * unified diff and changes nothing. Exit status 1 when something was or would be changed, so that
 * `genderfair fix --diff` can gate CI like `prettier --check`.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Command, Option } from 'commander';
import { applyBestSuggestions } from '../check.js';
import type { Diagnostic, Severity } from '../types.js';
import type { CliDeps } from './deps.js';
import { unifiedDiff } from './diff.js';
import { UsageError } from './errors.js';
import { type Document, describeErrno, resolveInputs } from './inputs.js';
import { fixInput, isOfficeInput, isOfficeSource, readInput, writeAtomically } from './office.js';
import {
  type CheckerCliOptions,
  CliSettings,
  SEVERITIES,
  allowOption,
  configOption,
  minSeverityOption,
  noConfigOption,
  langOption,
  styleOption,
} from './options.js';
import {
  type InputFormatCliOptions,
  checkDocument,
  checkOptionsFor,
  inputFormatOf,
  inputFormatOption,
  stdinFilenameOption,
} from './input-format.js';
import { Progress } from './progress.js';
import { type Input, fixLargeFile, isLargeFile, openInput } from './stream.js';

interface FixCliOptions extends CheckerCliOptions, InputFormatCliOptions {
  write?: boolean;
  diff?: boolean;
  all?: boolean;
  trackChanges?: boolean;
}

const BOM = '\uFEFF';

const HELP_AFTER = `
Ausgabe:
  ohne Option  der korrigierte Text der (einen) Eingabe auf stdout, auch wenn sich nichts ändert
  --write      ändert die Dateien an Ort und Stelle, nur wenn sich etwas ändert; meldet auf stderr
               "geändert: Datei (N Stellen)". BOM und Zeilenenden bleiben, wie sie sind.
  --diff       Unified Diff (--- a/Datei, +++ b/Datei, 3 Zeilen Kontext) aller Eingaben auf stdout;
               ändert nichts (anwendbar mit "patch -p1")

  .docx/.odt   brauchen --write (ersetzt die Datei atomar; nur die geänderten Wörter im Dokument-XML
               ändern sich, Formatierung, Kommentare und Bilder bleiben) oder --diff (Diff des Textes,
               eine Zeile pro Absatz). --track-changes trägt jede Änderung als nachverfolgte Änderung
               (Autor "genderfair") ein, die sich in Word/LibreOffice annehmen oder ablehnen lässt.

  Je sicherer Warnung (confidence high) wird der beste Vorschlag für die gewählten Stilformen
  eingesetzt, wie von fix() der Bibliothek; --all setzt auch Hinweise (info) und unsichere Funde
  (confidence low: Fall, Zahl oder gemeinte Person unklar) um. Funde ohne Vorschlag bleiben stehen
  (siehe "genderfair check"). Eingaben wie bei check.

Exit-Status:
  0  nichts zu ändern
  1  mindestens eine Stelle geändert (--write) oder zu ändern (Ausgabe, --diff); so taugt
     "genderfair fix --diff" als Prüfung in CI (wie "prettier --check")
  2  Aufruf- oder Eingabefehler (unbekannte Option oder Stilform, fehlende/binäre Datei, leeres
     Muster, mehrere Eingaben ohne --write/--diff, --write mit Standardeingabe, --write mit --diff)
  3  interner Fehler (ein Fehler in genderfair; GENDERFAIR_DEBUG=1 zeigt den Stack)

Beispiele:
  echo "Jeder Mitarbeiter bekommt einen Mentor." | genderfair fix
  genderfair fix brief.txt > brief-neu.txt
  genderfair fix 'docs/**/*.md' --diff --style colon,neutral
  genderfair fix 'docs/**/*.md' --write --min-severity warning
`;

export function registerFix(program: Command, deps: CliDeps): Command {
  return program
    .command('fix')
    .description('setzt für jedes generische Maskulinum den besten inklusiven Vorschlag ein')
    .argument('[inputs...]', 'Dateien, Glob-Muster oder "-" für die Standardeingabe')
    .addOption(new Option('--write', 'Dateien an Ort und Stelle ändern').conflicts('diff'))
    .addOption(new Option('--diff', 'Änderungen als Unified Diff ausgeben, nichts ändern'))
    .addOption(langOption())
    .addOption(styleOption())
    .addOption(allowOption())
    .addOption(inputFormatOption())
    .addOption(stdinFilenameOption())
    .addOption(minSeverityOption('niedrigste Stufe, die geändert wird'))
    .addOption(configOption())
    .addOption(noConfigOption())
    .option('--all', 'jeden besten Vorschlag einsetzen, auch für Hinweise und unsichere Funde')
    .option('--track-changes', 'in .docx/.odt jede Änderung als nachverfolgte Änderung (Autor "genderfair") eintragen')
    .addHelpText('after', HELP_AFTER)
    .action(async (inputs: string[], opts: FixCliOptions) => {
      process.exitCode = await runFix(inputs, opts, deps);
    });
}


/**
 * The names in the diff header: a/NAME and b/NAME (git style, for "patch -p1") for a relative path or
 * stdin, the path itself for an absolute one (as "diff -u" prints it); forward slashes on Windows too.
 */
function diffNames(doc: Document): [string, string] {
  if (doc.path === undefined) return [`a/${doc.name}`, `b/${doc.name}`];
  const name = doc.name.split(path.sep).join('/');
  return path.isAbsolute(doc.name) ? [name, name] : [`a/${name}`, `b/${name}`];
}

/** Runs the command; returns the exit code (0 nothing to change, 1 changed). Errors are thrown. */
export async function runFix(inputs: readonly string[], opts: FixCliOptions, deps: CliDeps): Promise<number> {
  if (opts.write && opts.diff) throw new UsageError('--write and --diff cannot be used together');
  const settings = new CliSettings(opts);
  const sources = await settings.withoutIgnored(await resolveInputs(inputs), deps.stderr);
  // Usage errors before anything is read (reading stdin could wait for input).
  if (opts.write && sources.some((s) => s.path === undefined)) {
    throw new UsageError('--write cannot rewrite standard input; pass files, or leave out --write to print the fixed text');
  }
  if (!opts.write && !opts.diff && sources.length > 1) {
    throw new UsageError(
      `${sources.length} inputs: fix prints the fixed text of a single input only; use --write to rewrite the files or --diff to show the changes`,
    );
  }
  const office = sources.find(isOfficeSource);
  if (office && !opts.write && !opts.diff) {
    throw new UsageError(`'${office.name}' is a Word/OpenDocument file: use --write to fix it in place or --diff to see the changes in its text`);
  }
  const optionsOf = await settings.checkOptions(sources);
  // Read and decode everything first: an unreadable or binary input stops the run before any change.
  // Large plain-text files are only validated here, then fixed in chunks (not for --diff; see stream.ts).
  const docs: Input[] = [];
  for (const src of sources) {
    docs.push(opts.diff ? await readInput(src) : await openInput(src, inputFormatOf(src, opts), deps.streamThresholdBytes));
  }

  /** `text` with the best suggestion of each of its findings `found` (from the lowest severity `min` on) applied. */
  const fixFound = (text: string, found: Diagnostic[], min: Severity | undefined): { text: string; applied: number } => {
    const minRank = SEVERITIES.indexOf(min ?? 'info');
    const diagnostics = found.filter((d) => SEVERITIES.indexOf(d.severity) >= minRank);
    return applyBestSuggestions(text, diagnostics, { all: opts.all === true });
  };
  const progress = new Progress(deps.stderr, docs.length);
  const reportWritten = (name: string, n: number): void => {
    progress.clear();
    deps.stderr.write(`geändert: ${name} (${n} ${n === 1 ? 'Stelle' : 'Stellen'})\n`);
  };
  let changedFiles = 0;

  for (const [i, doc] of docs.entries()) {
    progress.update(i, doc.name);
    const checkOptions = optionsOf[i]!;
    const minRank = SEVERITIES.indexOf(checkOptions.minSeverity ?? 'info');
    if (isLargeFile(doc)) {
      const n = await fixLargeFile(doc, (text) => fixFound(text, deps.check(text, checkOptions), checkOptions.minSeverity), opts.write ? undefined : deps.stdout);
      if (n > 0) changedFiles++;
      if (opts.write && n > 0) reportWritten(doc.name, n);
      continue;
    }
    if (isOfficeInput(doc)) {
      const r = fixInput(doc, deps, { ...checkOptions, all: opts.all, trackChanges: opts.trackChanges }, (s) => SEVERITIES.indexOf(s) >= minRank);
      if (r.bytes === undefined) continue;
      changedFiles++;
      if (opts.write) {
        await writeAtomically(doc.path!, r.bytes, doc.name);
        reportWritten(doc.name, r.applied);
      } else {
        progress.clear();
        deps.stdout.write(unifiedDiff(doc.text, r.text, ...diffNames(doc)));
      }
      continue;
    }
    const fixed = fixFound(doc.text, checkDocument(deps, doc, await checkOptionsFor(doc, opts, checkOptions)), checkOptions.minSeverity);
    const changed = fixed.text !== doc.text;
    if (changed) changedFiles++;
    const bom = doc.bom ? BOM : '';

    if (opts.write) {
      if (!changed || doc.path === undefined) continue;
      try {
        await writeFile(path.resolve(doc.path), bom + fixed.text, 'utf8');
      } catch (err) {
        throw new UsageError(`cannot write '${doc.name}': ${describeErrno(err as NodeJS.ErrnoException)}`);
      }
      reportWritten(doc.name, fixed.applied);
    } else if (opts.diff) {
      if (!changed) continue;
      const [oldName, newName] = diffNames(doc);
      progress.clear();
      deps.stdout.write(unifiedDiff(bom + doc.text, bom + fixed.text, oldName, newName));
    } else {
      // The whole (possibly unchanged) text, byte for byte what --write would write.
      deps.stdout.write(bom + fixed.text);
    }
  }
  progress.clear();
  return changedFiles > 0 ? 1 : 0;
}
