/**
 * Input formats of text documents and the parser that turns each into prose (see prose.ts). Plain text is
 * always available; the structured formats register themselves when their module is loaded
 * (src/documents/index.ts loads them all; the CLI loads only the ones its inputs need, so that `check`
 * on a text file does not pay for a Markdown parser).
 */
import { plainTextProse, type Prose } from './prose.js';
import { InputError } from '../errors.js';

export const INPUT_FORMATS = ['text', 'markdown', 'mdx', 'html', 'po', 'json', 'yaml'] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];

export type ProseParser = (source: string) => Prose;

const parsers = new Map<string, ProseParser>([['text', plainTextProse]]);

export function registerInputFormat(format: InputFormat, parser: ProseParser): void {
  parsers.set(format, parser);
}

export function isInputFormat(value: string): value is InputFormat {
  return (INPUT_FORMATS as readonly string[]).includes(value);
}

/** The prose of `source` read as `format` (default plain text). */
export function proseOf(source: string, format: InputFormat = 'text'): Prose {
  const parser = parsers.get(format);
  if (parser) return parser(source);
  if (!isInputFormat(format)) throw new InputError(`unknown input format '${String(format)}'; valid formats: ${INPUT_FORMATS.join(', ')}`);
  throw new Error(`input format '${format}' is not loaded (import 'genderfair' or src/documents/index.ts)`);
}
