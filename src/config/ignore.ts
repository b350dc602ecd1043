/**
 * Which files the CLI leaves out: patterns in `.genderfairignore` (in the working folder, like
 * .eslintignore/.prettierignore) and the `ignore` list of the config file that applies to a file, both in
 * gitignore syntax (the `ignore` package), relative to the folder of the file that lists them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { ConfigError, type LoadedConfig } from './index.js';

export const IGNORE_FILE = '.genderfairignore';

/** Patterns from one file, relative to its folder. */
export interface IgnoreList {
  /** Absolute folder the patterns are relative to. */
  dir: string;
  /** Where the patterns come from, for messages. */
  origin: string;
  matcher: Ignore;
}

/** The patterns of `.genderfairignore` in `cwd`, or null when there is none. */
export async function readIgnoreFile(cwd: string): Promise<IgnoreList | null> {
  const file = path.join(cwd, IGNORE_FILE);
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw new ConfigError(`cannot read '${IGNORE_FILE}': ${code ?? (err as Error).message}`);
  }
  return { dir: cwd, origin: IGNORE_FILE, matcher: ignore().add(content) };
}

/** The `ignore` patterns of a loaded config, or null when it has none. */
export function configIgnores(loaded: LoadedConfig): IgnoreList | null {
  const patterns = loaded.config.ignore;
  if (!patterns || patterns.length === 0) return null;
  return { dir: path.dirname(loaded.filepath), origin: path.basename(loaded.filepath), matcher: ignore().add(patterns) };
}

/** Whether `file` is ignored by `list`; a file outside the list's folder never is. */
export function isIgnored(list: IgnoreList, file: string): boolean {
  const rel = path.relative(list.dir, path.resolve(file));
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return false;
  return list.matcher.ignores(rel.split(path.sep).join('/'));
}
