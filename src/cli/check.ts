/** `genderfair check [files|globs|-...]`: flag generic-masculine person nouns. */
import { type Command, InvalidArgumentError, Option } from 'commander';
import { ALL_STYLES, type Severity, type Style } from '../types.js';
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
import { type Document, readDocument, resolveInputs } from './inputs.js';
import { Progress } from './progress.js';

const SEVERITIES: readonly Severity[] = ['info', 'warning'];

interface CheckCliOptions {
  style?: Style[];
  format: Format;
  allow?: string[];
  minSeverity: Severity;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** `--style a,b --style c` -> [a, b, c] (order kept, duplicates dropped). */
export function parseStyles(value: string, previous: Style[] | undefined): Style[] {
  const list = splitList(value);
  if (list.length === 0) throw new InvalidArgumentError(`no style given; valid styles: ${ALL_STYLES.join(', ')}`);
  const out = [...(previous ?? [])];
  for (const s of list) {
    if (!(ALL_STYLES as readonly string[]).includes(s)) {
      throw new InvalidArgumentError(`unknown style '${s}'; valid styles: ${ALL_STYLES.join(', ')}`);
    }
    if (!out.includes(s as Style)) out.push(s as Style);
  }
  return out;
}

function parseAllow(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), ...splitList(value)];
}

const HELP_AFTER = `
Eingaben:
  Ohne Argument oder mit "-" wird die Standardeingabe gelesen. Existierende Pfade werden wörtlich
  genommen, andere Argumente als Glob-Muster (z. B. 'docs/**/*.md'; node_modules/ und .git/ werden
  übersprungen). Dateien müssen UTF-8 sein; ein BOM wird ignoriert, CRLF-Zeilenenden sind erlaubt.

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
    .addOption(
      new Option(
        '--style <styles>',
        `gewünschte Stilformen, kommagetrennt und/oder wiederholt, bevorzugte zuerst (${ALL_STYLES.join(', ')}); Standard: star,pair,neutral`,
      ).argParser(parseStyles),
    )
    .addOption(new Option('--format <format>', 'Ausgabeformat').choices(FORMATS).default('pretty'))
    .addOption(
      new Option('--allow <words>', 'akzeptierte Wörter/Phrasen, kommagetrennt und/oder wiederholt').argParser(
        parseAllow,
      ),
    )
    .addOption(
      new Option('--min-severity <level>', 'niedrigste gemeldete Stufe').choices(SEVERITIES).default('info'),
    )
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
  for (const src of sources) docs.push(await readDocument(src));

  const minRank = SEVERITIES.indexOf(opts.minSeverity);
  const checkOptions = {
    lang: 'de' as const,
    ...(opts.style ? { styles: opts.style } : {}),
    ...(opts.allow ? { allow: opts.allow } : {}),
    minSeverity: opts.minSeverity,
  };
  const colors = makeColors(colorsWanted(deps.stdout, deps.env));
  const progress = new Progress(deps.stderr, docs.length);
  const results: FileResult[] = [];
  let warnings = 0;
  let infos = 0;

  for (const [i, doc] of docs.entries()) {
    progress.update(i, doc.name);
    const diagnostics = deps
      .check(doc.text, checkOptions)
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
