/**
 * Loading the parser of an input format only when a file needs it: `genderfair check notes.txt` does not
 * pay for the Markdown, HTML or YAML parsers (the CLI bundle keeps each in its own chunk).
 */
import type { InputFormat } from './formats.js';

const LOADERS: Readonly<Record<InputFormat, () => Promise<unknown>>> = {
  text: async () => undefined,
  markdown: () => import('./markdown.js'),
  mdx: () => import('./mdx.js'),
  html: () => import('./html.js'),
  po: () => import('./po.js'),
  json: () => import('./locale-json.js'),
  yaml: () => import('./locale-json.js'),
};

/** Registers the parser of `format` (see formats.ts) by loading its module. */
export async function loadInputFormat(format: InputFormat): Promise<void> {
  await LOADERS[format]();
}
