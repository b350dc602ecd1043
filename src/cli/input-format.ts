/** --input-format and --stdin-filename: how `check` and `fix` read each input (plain text, Markdown, HTML, …). */
import { Option } from 'commander';
import { INPUT_FORMATS, type InputFormat } from '../documents/formats.js';
import { loadInputFormat } from '../documents/load.js';
import { inputFormatFromPath } from '../documents/paths.js';
import type { CheckOptions, Diagnostic } from '../types.js';
import type { CliDeps } from './deps.js';
import type { Document, Source } from './inputs.js';
import { UsageError } from './errors.js';

export interface InputFormatCliOptions {
  inputFormat?: InputFormat;
  stdinFilename?: string;
}

export function inputFormatOption(): Option {
  return new Option(
    '--input-format <format>',
    'Eingabeformat von Dateien ohne bekannte Endung und der Standardeingabe (Standard: nach Dateiendung, sonst text)',
  ).choices(INPUT_FORMATS);
}

export function stdinFilenameOption(): Option {
  return new Option('--stdin-filename <name>', 'Dateiname der Standardeingabe: seine Endung bestimmt das Eingabeformat');
}

/**
 * The format of one input: its file extension (.md, .html, .po, .json, .yaml, …; for stdin the extension
 * of --stdin-filename), else --input-format, else plain text.
 */
export function inputFormatOf(doc: Source, opts: InputFormatCliOptions): InputFormat {
  const name = doc.path ?? opts.stdinFilename;
  const byName = name === undefined ? 'text' : inputFormatFromPath(name);
  return byName !== 'text' ? byName : (opts.inputFormat ?? 'text');
}

/**
 * check() options for one input, its format's parser loaded (only then: reading a text file does not load
 * the Markdown or YAML parser). Errors of the parser name the file.
 */
export async function checkOptionsFor(doc: Document, opts: InputFormatCliOptions, base: CheckOptions): Promise<CheckOptions> {
  const inputFormat = inputFormatOf(doc, opts);
  if (inputFormat === 'text') return base;
  await loadInputFormat(inputFormat);
  return { ...base, inputFormat };
}

/** check() on one input; a file that its format's parser cannot read is an input error that names the file. */
export function checkDocument(deps: Pick<CliDeps, 'check'>, doc: Document, options: CheckOptions): Diagnostic[] {
  try {
    return deps.check(doc.text, options);
  } catch (err) {
    if (options.inputFormat === undefined) throw err;
    const message = err instanceof Error ? err.message : String(err);
    throw new UsageError(`cannot read '${doc.name}' as ${options.inputFormat}: ${message}`);
  }
}
