/** The input format of a file, from its extension. */
import type { InputFormat } from './formats.js';

const BY_EXTENSION: Readonly<Record<string, InputFormat>> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.mdx': 'mdx',
  '.html': 'html',
  '.htm': 'html',
  '.xhtml': 'html',
  '.po': 'po',
  '.pot': 'po',
  '.json': 'json',
  '.yaml': 'yaml',
  '.yml': 'yaml',
};

/** The input format a file name stands for ('text' for any other extension). */
export function inputFormatFromPath(path: string): InputFormat {
  const m = /\.[^./\\]+$/.exec(path);
  return (m && BY_EXTENSION[m[0].toLowerCase()]) || 'text';
}
