/**
 * `genderfair rewrite-gender`: the translation gender rewriter (src/rewrite) on files.
 *
 *   genderfair rewrite-gender --lang it --direction m2f --source src.txt --translation tgt.txt
 *   genderfair rewrite-gender --lang es --gate ES_2_variants.tsv --column m --split dev
 *
 * One output line per input line (per GATE row): the rewritten translation, or an empty line when
 * the rewriter is not sure (null); with --format json one JSON object per line ({text, changes,
 * confidence} or null). The GATE output goes straight into `genderfair eval gate --split …`.
 */
import { type Command, Option } from 'commander';
import { readGate } from '../eval/gate.js';
import { gateSelectSplit, type GateSplit } from '../eval/gate-split.js';
import { pySplitlines } from '../eval/python.js';
import { readTextFile } from '../eval/read-input.js';
import { rewriteGender } from '../rewrite/index.js';
import type { RewriteDirection, RewriteLang, RewriteResult } from '../rewrite/types.js';
import type { CliDeps } from './deps.js';
import { UsageError } from './errors.js';

interface RewriteCliOptions {
  lang: RewriteLang;
  direction?: RewriteDirection;
  source?: string;
  translation?: string;
  gate?: string;
  column?: string;
  split: GateSplit | 'all';
  format: 'text' | 'json';
}

const HELP = `
Beispiele:
  genderfair rewrite-gender --lang it --direction m2f --source quelle.txt --translation uebersetzung.txt
  genderfair rewrite-gender --lang es --gate ES_2_variants.tsv --column m --split dev > f.txt
  genderfair eval gate --ref ES_2_variants.tsv --split dev --hyp f.txt --direction m2f

Eine Ausgabezeile je Eingabezeile; eine leere Zeile, wenn der Umschreiber unsicher ist.
GATE-Aufteilung: Zeilen mit data_split; in Dateien ohne diese Spalte (FR) ist jede Zeile mit
geradem Index (0, 2, …) dev, jede mit ungeradem test.`;

export function registerRewriteGender(program: Command, deps: Pick<CliDeps, 'stdout'>): Command {
  return program
    .command('rewrite-gender')
    .description('schreibt Übersetzungen (es/fr/it) ins andere Geschlecht um, für Personen, deren Geschlecht das Englische offenlässt (GATE)')
    .addOption(new Option('--lang <lang>', 'Zielsprache').choices(['es', 'fr', 'it']).makeOptionMandatory())
    .addOption(new Option('--direction <dir>', 'm2f: männlich → weiblich, f2m: weiblich → männlich').choices(['m2f', 'f2m']))
    .option('--source <file>', 'englische Ausgangssätze, einer je Zeile')
    .option('--translation <file>', 'Übersetzungen, eine je Zeile (zeilengleich mit --source)')
    .option('--gate <file>', 'GATE *_variants.tsv statt --source/--translation')
    .option('--column <column>', 'GATE-Spalte mit der umzuschreibenden Übersetzung (m, f, mm, …)')
    .addOption(new Option('--split <split>', 'GATE-Zeilen: dev, test oder all').choices(['dev', 'test', 'all']).default('all'))
    .addOption(new Option('--format <format>', 'Ausgabeformat').choices(['text', 'json']).default('text'))
    .addHelpText('after', HELP)
    .action((opts: RewriteCliOptions) => {
      const pairs = opts.gate !== undefined ? gatePairs(opts) : filePairs(opts);
      const direction = opts.direction ?? directionOf(opts.column);
      let out = '';
      for (const { source, translation } of pairs) {
        const result = rewriteGender({ source, translation, lang: opts.lang, direction });
        out += (opts.format === 'json' ? JSON.stringify(jsonOf(result)) : (result?.text ?? '')) + '\n';
      }
      deps.stdout.write(out);
    });
}

interface Pair {
  source: string;
  translation: string;
}

function filePairs(opts: RewriteCliOptions): Pair[] {
  if (opts.source === undefined || opts.translation === undefined) {
    throw new UsageError('rewrite-gender braucht --source und --translation (oder --gate DATEI --column SPALTE)');
  }
  if (opts.column !== undefined) throw new UsageError('--column gilt nur mit --gate');
  if (opts.direction === undefined) throw new UsageError('rewrite-gender braucht --direction m2f oder f2m');
  const sources = lines(readTextFile(opts.source));
  const translations = lines(readTextFile(opts.translation));
  if (sources.length !== translations.length) {
    throw new UsageError(
      `'${opts.source}' hat ${sources.length} Zeilen, '${opts.translation}' ${translations.length}; sie müssen zeilengleich sein`,
    );
  }
  return sources.map((source, i) => ({ source, translation: translations[i]! }));
}

function gatePairs(opts: RewriteCliOptions): Pair[] {
  if (opts.source !== undefined || opts.translation !== undefined) {
    throw new UsageError('--gate schließt --source und --translation aus');
  }
  if (opts.column === undefined) throw new UsageError('--gate braucht --column (die Spalte mit der Übersetzung, z. B. m)');
  const ref = gateSelectSplit(readGate(readTextFile(opts.gate!), { file: opts.gate! }), opts.split);
  if (!ref.variantColumns.includes(opts.column)) {
    throw new UsageError(`'${opts.gate}' hat keine Spalte "${opts.column}" (Varianten: ${ref.variantColumns.join(', ')})`);
  }
  const column = opts.column;
  return ref.rows.map((row) => ({ source: row.fields['source']!, translation: row.fields[column]! }));
}

/** m, mm, mmm → m2f; f, ff, fff → f2m; a mixed column needs --direction. */
function directionOf(column: string | undefined): RewriteDirection {
  if (column !== undefined && /^m+$/.test(column)) return 'm2f';
  if (column !== undefined && /^f+$/.test(column)) return 'f2m';
  throw new UsageError('rewrite-gender braucht --direction m2f oder f2m');
}

/** Lines of a text file (Python splitlines: a final newline makes no extra empty line). */
const lines = (text: string): string[] => pySplitlines(text);

function jsonOf(result: RewriteResult | null): RewriteResult | null {
  return result && { text: result.text, changes: result.changes, confidence: result.confidence };
}
