/** `genderfair check [files|globs|-...]`: flag generic-masculine person nouns. */
import { type Command, Option } from 'commander';
import type { Skipped } from '../types.js';
import type { CliDeps } from './deps.js';
import { type Format, FORMATS, colorsWanted, createReporter, makeColors } from './format.js';
import { resolveInputs } from './inputs.js';
import { checkInput, isOfficeInput } from './office.js';
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
import { type Input, Locator, chunksOf, drained, isLargeFile, openInput } from './stream.js';

interface CheckCliOptions extends CheckerCliOptions, InputFormatCliOptions {
  format: Format;
  explain?: boolean;
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
  3  interner Fehler (ein Fehler in genderfair; GENDERFAIR_DEBUG=1 zeigt den Stack)

Unsicher und ausgelassen:
  "warning?" bzw. "info?" markiert unsichere Hinweise (Fall/Zahl oder gemeinte Person nicht sicher):
  "fix" übernimmt sie nur mit --all. --explain listet zusätzlich die Personenbezeichnungen, die bewusst
  nicht gemeldet werden, mit Grund (bestimmte Person, keine Person, schon inklusiv, erlaubt, Name/Titel,
  Zitat, abgeschaltet); sie ändern den Exit-Status nicht. In JSON stehen sie unter "skipped", in SARIF
  als Ergebnisse der Regel genderfair/skipped mit kind "informational" und level "none".

Große Dateien:
  Reine Textdateien über 4 MB werden absatzweise gelesen und geprüft (Speicherbedarf unabhängig von
  der Dateigröße); die Ausgabe entsteht fortlaufend. Markdown, HTML, .po, JSON/YAML und .docx/.odt
  werden als Ganzes gelesen.

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
    .addOption(langOption())
    .addOption(styleOption())
    .addOption(new Option('--format <format>', 'Ausgabeformat').choices(FORMATS).default('pretty'))
    .addOption(allowOption())
    .addOption(inputFormatOption())
    .addOption(stdinFilenameOption())
    .addOption(minSeverityOption('niedrigste gemeldete Stufe'))
    .option('--explain', 'listet auch die Personenbezeichnungen, die bewusst nicht gemeldet werden, mit Grund')
    .addOption(configOption())
    .addOption(noConfigOption())
    .addHelpText('after', HELP_AFTER)
    .action(async (inputs: string[], opts: CheckCliOptions) => {
      process.exitCode = await runCheck(inputs, opts, deps);
    });
}

/** Runs the command; returns the exit code (0 clean, 1 flagged). Input errors are thrown. */
export async function runCheck(inputs: readonly string[], opts: CheckCliOptions, deps: CliDeps): Promise<number> {
  const settings = new CliSettings(opts);
  const sources = await settings.withoutIgnored(await resolveInputs(inputs), deps.stderr);
  const optionsOf = await settings.checkOptions(sources);
  // Read and decode everything first: an unreadable or binary input stops the run before any output.
  // Large plain-text files are only validated here, then checked in chunks (see stream.ts).
  const opened: Input[] = [];
  for (const src of sources) opened.push(await openInput(src, inputFormatOf(src, opts), deps.streamThresholdBytes));

  const progress = new Progress(deps.stderr, opened.length);
  const reporter = createReporter(opts.format, {
    write: (text) => {
      progress.clear();
      deps.stdout.write(text);
    },
    colors: makeColors(colorsWanted(deps.stdout, deps.env)),
    version: deps.version,
    explain: opts.explain === true,
  });
  const checker = opts.explain ? explainingCheck(deps) : { deps, skipped: () => [] };
  let warnings = 0;
  let infos = 0;
  let unsure = 0;
  let skippedCount = 0;

  for (const [i, input] of opened.entries()) {
    progress.update(i, input.name);
    reporter.startFile({ file: input.name, ...(input.path !== undefined ? { path: input.path } : {}) });
    // A large plain-text file in chunks; any other input whole, in its format (Word/ODT, Markdown, ...).
    const checkOptions = optionsOf[i]!;
    const minRank = SEVERITIES.indexOf(checkOptions.minSeverity ?? 'info');
    const options = isLargeFile(input) || isOfficeInput(input) ? checkOptions : await checkOptionsFor(input, opts, checkOptions);
    const locator = new Locator();
    for await (const chunk of chunksOf(input)) {
      const found = isLargeFile(input)
        ? checker.deps.check(chunk.text, options)
        : isOfficeInput(input)
          ? checkInput(input, checker.deps, options)
          : checkDocument(checker.deps, input, options);
      // (Word/ODT: checked on the prose, whose offsets the findings already left for the display text's)
      const skipped = !isLargeFile(input) && isOfficeInput(input) ? input.lib.skippedToDisplay(input.office, checker.skipped()) : checker.skipped();
      skippedCount += skipped.length;
      const diagnostics = found
        .filter((d) => SEVERITIES.indexOf(d.severity) >= minRank)
        .sort((a, b) => a.start - b.start || a.end - b.end);
      for (const d of diagnostics) {
        if (d.severity === 'warning') warnings++;
        else infos++;
        if (d.confidence === 'low') unsure++;
      }
      reporter.add(locator.locate(chunk, diagnostics), locator.locateSkipped(chunk, skipped));
      locator.advance(chunk);
      await drained(deps.stdout); // a slow reader of stdout holds the next chunk back, not our memory
    }
    reporter.endFile();
  }
  progress.clear();
  reporter.end({ warnings, infos, unsure, ...(opts.explain ? { skipped: skippedCount } : {}) });
  return warnings + infos > 0 ? 1 : 0;
}

/**
 * For --explain: deps whose check() is checkWithReasons(), keeping what it left alone until skipped()
 * takes it (sorted in text order). The check of Word/ODT and Markdown inputs goes through deps.check, so
 * every kind of input explains itself the same way.
 */
function explainingCheck(deps: CliDeps): { deps: CliDeps; skipped(): Skipped[] } {
  let last: Skipped[] = [];
  const withReasons = deps.checkWithReasons ?? ((text, options) => ({ diagnostics: deps.check(text, options), skipped: [] }));
  return {
    deps: {
      ...deps,
      check(text, options) {
        const r = withReasons(text, options);
        last = r.skipped;
        return r.diagnostics;
      },
    },
    skipped() {
      const taken = last.sort((a, b) => a.start - b.start || a.end - b.end);
      last = [];
      return taken;
    },
  };
}
