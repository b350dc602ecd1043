/** `genderfair check [files|globs|-...]`: flag generic-masculine person nouns. */
import { type Command, Option } from 'commander';
import type { CliDeps } from './deps.js';
import {
  type FileResult,
  type Format,
  FORMATS,
  colorsWanted,
  formatJson,
  formatPrettyFile,
  formatPrettySummary,
  formatSarif,
  makeColors,
} from './format.js';
import { type Document, resolveInputs } from './inputs.js';
import { checkInput, readInput } from './office.js';
import {
  type CheckerCliOptions,
  SEVERITIES,
  allowOption,
  checkOptionsFrom,
  minSeverityOption,
  styleOption,
} from './options.js';
import { Progress } from './progress.js';

interface CheckCliOptions extends CheckerCliOptions {
  format: Format;
}

const HELP_AFTER = `
Eingaben:
  Ohne Argument oder mit "-" wird die Standardeingabe gelesen. Existierende Pfade werden wörtlich
  genommen, andere Argumente als Glob-Muster (z. B. 'docs/**/*.md'; node_modules/ und .git/ werden
  übersprungen). Dateien müssen UTF-8 sein; ein BOM wird ignoriert, CRLF-Zeilenenden sind erlaubt.
  Word- (.docx) und OpenDocument-Dateien (.odt) werden als Dokument gelesen: geprüft wird der Text
  ihrer Absätze; Zeile N der Positionen ist Absatz N (wie "soffice --convert-to txt" ihn ausgibt).

Positionen:
  line:col-endLine:endCol, 1-basiert; Spalten zählen UTF-16-Codeeinheiten (wie eslint und SARIF
  "utf16CodeUnits"); die Endposition ist exklusiv (Spalte nach dem letzten Zeichen). In --format json
  sind start/end 0-basierte UTF-16-Offsets in den Text ohne BOM.

Exit-Status:
  0  nichts gefunden
  1  mindestens ein Hinweis
  2  Aufruf- oder Eingabefehler (unbekannte Option oder Stilform, fehlende/binäre Datei, leeres Muster)

Beispiele:
  genderfair check brief.txt
  genderfair check 'docs/**/*.md' --style colon,neutral
  echo "Die Lehrer treffen sich." | genderfair check --format json
`;

export function registerCheck(program: Command, deps: CliDeps): Command {
  return program
    .command('check')
    .description('markiert generische Maskulina in deutschen Texten und schlägt inklusive Formen vor')
    .argument('[inputs...]', 'Dateien, Glob-Muster oder "-" für die Standardeingabe')
    .addOption(styleOption())
    .addOption(new Option('--format <format>', 'Ausgabeformat').choices(FORMATS).default('pretty'))
    .addOption(allowOption())
    .addOption(minSeverityOption('niedrigste gemeldete Stufe'))
    .addHelpText('after', HELP_AFTER)
    .action(async (inputs: string[], opts: CheckCliOptions) => {
      process.exitCode = await runCheck(inputs, opts, deps);
    });
}

/** Runs the command; returns the exit code (0 clean, 1 flagged). Input errors are thrown. */
export async function runCheck(inputs: readonly string[], opts: CheckCliOptions, deps: CliDeps): Promise<number> {
  const sources = await resolveInputs(inputs);
  // Read and decode everything first: an unreadable or binary input stops the run before any output.
  const docs: Document[] = [];
  for (const src of sources) docs.push(await readInput(src));

  const minRank = SEVERITIES.indexOf(opts.minSeverity);
  const checkOptions = checkOptionsFrom(opts);
  const colors = makeColors(colorsWanted(deps.stdout, deps.env));
  const progress = new Progress(deps.stderr, docs.length);
  const results: FileResult[] = [];
  let warnings = 0;
  let infos = 0;

  for (const [i, doc] of docs.entries()) {
    progress.update(i, doc.name);
    const diagnostics = checkInput(doc, deps, checkOptions)
      .filter((d) => SEVERITIES.indexOf(d.severity) >= minRank)
      .sort((a, b) => a.start - b.start || a.end - b.end);
    for (const d of diagnostics) {
      if (d.severity === 'warning') warnings++;
      else infos++;
    }
    const result: FileResult = {
      file: doc.name,
      ...(doc.path !== undefined ? { path: doc.path } : {}),
      text: doc.text,
      diagnostics,
    };
    if (opts.format === 'pretty') {
      const block = formatPrettyFile(result, colors);
      if (block) {
        progress.clear();
        deps.stdout.write(block);
      }
    } else {
      results.push(result);
    }
  }
  progress.clear();

  if (opts.format === 'pretty') {
    deps.stdout.write(formatPrettySummary(warnings, infos, colors));
  } else if (opts.format === 'json') {
    deps.stdout.write(formatJson(results));
  } else {
    deps.stdout.write(formatSarif(results, deps.version));
  }
  return warnings + infos > 0 ? 1 : 0;
}
