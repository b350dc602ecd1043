/**
 * `genderfair classify --lang it [FILE|-] [--format text|json]`: one sentence per input line, one output
 * line per input line: `neutral` or `gendered`, a tab, and the genders marked (`f`, `m` or `f,m`; empty for
 * neutral). `--format json` writes one JSON object per line with the evidence. Exit 0; 2 for usage and
 * input errors.
 */
import { type Command, Option } from 'commander';
import { CLASSIFY_LANGUAGES, classifyGender, type ClassifyLanguage } from '../classify.js';
import { readTextFile } from '../eval/read-input.js';
import type { CliDeps } from './deps.js';

interface ClassifyCliOptions {
  lang: ClassifyLanguage;
  format: 'text' | 'json';
}

export function registerClassify(program: Command, deps: Pick<CliDeps, 'stdout'>): Command {
  return program
    .command('classify')
    .description('ordnet jeden Satz (eine Zeile) als geschlechtsneutral oder gegendert ein (GeNTE-Protokoll ohne Referenz)')
    .argument('[file]', 'Eingabedatei, ein Satz je Zeile ("-" oder nichts: Standardeingabe)', '-')
    .addOption(new Option('--lang <lang>', 'Sprache der Sätze').choices([...CLASSIFY_LANGUAGES]).makeOptionMandatory())
    .addOption(new Option('--format <format>', 'Ausgabeformat').choices(['text', 'json']).default('text'))
    .action((file: string, opts: ClassifyCliOptions) => {
      const lines = readTextFile(file).split(/\r\n|\n|\r/);
      if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
      const out: string[] = [];
      for (const line of lines) {
        const result = classifyGender(line, { lang: opts.lang });
        out.push(
          opts.format === 'json'
            ? JSON.stringify({ text: line, ...result })
            : `${result.label}\t${result.genders.join(',')}`,
        );
      }
      deps.stdout.write(out.length > 0 ? out.join('\n') + '\n' : '');
    });
}
