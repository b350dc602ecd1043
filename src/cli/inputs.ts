/** Resolving command-line inputs (files, glob patterns, `-` for stdin) and reading them as UTF-8 text. */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from './errors.js';

export const STDIN_NAME = '<stdin>';

export interface Source {
  /** What the user sees: the argument as given, a path relative to cwd for glob matches, `<stdin>`. */
  name: string;
  /** Absent for stdin. */
  path?: string;
  /** Matched by a glob pattern (not named on the command line): an ignored one is left out silently. */
  fromGlob?: boolean;
}

export interface Document extends Source {
  /** The decoded text, without a leading UTF-8 BOM; all offsets refer to it. */
  text: string;
  /** Whether the bytes began with a UTF-8 BOM (`fix --write` keeps it). */
  bom: boolean;
}

/**
 * Turns arguments into an ordered, de-duplicated list of sources. No argument, or `-`, means stdin.
 * An existing path is taken literally; a missing path that looks like a glob is expanded (files only,
 * sorted, skipping node_modules/ and .git/ unless the pattern names them). Throws one-line errors for a
 * missing file, a directory, and a pattern that matches nothing.
 */
export async function resolveInputs(args: readonly string[], cwd = process.cwd()): Promise<Source[]> {
  if (args.length === 0) return [{ name: STDIN_NAME }];
  const out: Source[] = [];
  const seen = new Set<string>();
  const add = (src: Source): void => {
    const key = src.path === undefined ? '\0stdin' : path.resolve(cwd, src.path);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(src);
  };
  for (const arg of args) {
    if (arg === '-') {
      add({ name: STDIN_NAME });
      continue;
    }
    if (arg === '') throw new UsageError('empty file name');
    const st = await stat(path.resolve(cwd, arg)).catch((err: NodeJS.ErrnoException) => err);
    if (!(st instanceof Error)) {
      if (st.isDirectory()) {
        throw new UsageError(`'${arg}' is a directory (pass files or a glob such as '${trimSlash(arg)}/**/*.md')`);
      }
      add({ name: arg, path: arg });
      continue;
    }
    if (st.code === 'ENOENT' || st.code === 'ENOTDIR') {
      // tinyglobby is loaded only when a pattern needs expanding: it is a noticeable part of a cold start
      const { glob, isDynamicPattern } = await import('tinyglobby');
      if (!isDynamicPattern(arg)) throw new UsageError(`cannot read '${arg}': no such file`);
      const explicit = /(^|[\\/])(node_modules|\.git)([\\/]|$)/.test(arg);
      const matches = await glob([arg], {
        cwd,
        onlyFiles: true,
        expandDirectories: false,
        ignore: explicit ? [] : ['**/node_modules/**', '**/.git/**'],
      });
      if (matches.length === 0) throw new UsageError(`no files match the pattern '${arg}'`);
      for (const m of matches.sort()) add({ name: m, path: m, fromGlob: true });
      continue;
    }
    throw new UsageError(`cannot read '${arg}': ${describeErrno(st)}`);
  }
  return out;
}

export async function readDocument(src: Source, cwd = process.cwd()): Promise<Document> {
  let bytes: Uint8Array;
  if (src.path === undefined) {
    bytes = await readStdin();
  } else {
    try {
      bytes = await readFile(path.resolve(cwd, src.path));
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (e.code === 'EISDIR') throw new UsageError(`'${src.name}' is a directory`);
      throw new UsageError(`cannot read '${src.name}': ${describeErrno(e)}`);
    }
  }
  return { ...src, text: decodeText(bytes, src.name), bom: hasBom(bytes) };
}

/**
 * Strict UTF-8 decoding. A NUL byte or an invalid sequence means "not a text file" (this also rejects
 * UTF-16 files). A leading BOM is dropped, so offsets refer to the text the user sees in an editor.
 */
export function decodeText(bytes: Uint8Array, name: string): string {
  if (bytes.includes(0)) throw new UsageError(`'${name}' is not a UTF-8 text file`);
  try {
    // ignoreBOM: false (the default) strips a leading U+FEFF.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError(`'${name}' is not a UTF-8 text file`);
  }
}

export function hasBom(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

async function readStdin(): Promise<Uint8Array> {
  if (process.stdin.isTTY) process.stderr.write('genderfair: lese Standardeingabe (Ende mit Strg-D)\n');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : (chunk as Buffer));
  }
  return Buffer.concat(chunks);
}

export function describeErrno(err: NodeJS.ErrnoException): string {
  switch (err.code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return 'no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ELOOP':
      return 'too many symbolic links';
    case 'ENAMETOOLONG':
      return 'file name too long';
    default:
      return err.code ?? err.message;
  }
}

function trimSlash(p: string): string {
  return p.replace(/[\\/]+$/, '') || p;
}
