/**
 * Word (.docx) and OpenDocument (.odt) inputs of `check` and `fix`: read as binary files, checked on the
 * text of their paragraphs, fixed by rewriting the document inside the zip (src/documents/office).
 *
 * Positions refer to the extracted text, one line per paragraph (what `soffice --convert-to txt` writes).
 */
import { chmod, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OfficeDocument } from '../documents/office/index.js';
import { officeKindOf } from '../documents/office/kind.js';
import type { CheckOptions, Diagnostic, Severity } from '../types.js';
import type { CliDeps } from './deps.js';
import { type Document, type Source, describeErrno, readDocument } from './inputs.js';
import { UsageError } from './errors.js';

/** The Office modules, loaded when the first .docx/.odt input is read (check on a text file does not parse them). */
type OfficeLib = typeof import('../documents/office/index.js');

export interface OfficeInput extends Document {
  office: OfficeDocument;
  lib: OfficeLib;
}

export function isOfficeSource(src: Source): boolean {
  return src.path !== undefined && officeKindOf(src.path) !== undefined;
}

export function isOfficeInput(doc: Document): doc is OfficeInput {
  return 'office' in doc;
}

/** readDocument(), or for a .docx/.odt file its extracted text (one line per paragraph). */
export async function readInput(src: Source, cwd = process.cwd()): Promise<Document | OfficeInput> {
  const kind = src.path === undefined ? undefined : officeKindOf(src.path);
  if (kind === undefined || src.path === undefined) return readDocument(src, cwd);
  let bytes: Buffer;
  try {
    bytes = await readFile(path.resolve(cwd, src.path));
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new UsageError(e.code === 'EISDIR' ? `'${src.name}' is a directory` : `cannot read '${src.name}': ${describeErrno(e)}`);
  }
  const lib = await import('../documents/office/index.js');
  const office = lib.openOffice(bytes, kind, src.name);
  return { ...src, text: office.text.display, bom: false, office, lib };
}

/** The findings of one input, in offsets of `doc.text`. */
export function checkInput(doc: Document, deps: Pick<CliDeps, 'check'>, options: CheckOptions): Diagnostic[] {
  if (!isOfficeInput(doc)) return deps.check(doc.text, options);
  return doc.lib.toDisplay(doc.office, doc.lib.checkOffice(doc.office, options, deps.check));
}

export interface OfficeFixResult {
  /** The new file, undefined when nothing changes. */
  bytes: Buffer | undefined;
  /** The extracted text after the fix (tracked changes accepted). */
  text: string;
  applied: number;
}

export function fixInput(
  doc: OfficeInput,
  deps: Pick<CliDeps, 'check'>,
  options: CheckOptions & { all?: boolean; trackChanges?: boolean },
  minSeverity: (s: Severity) => boolean,
): OfficeFixResult {
  const diagnostics = doc.lib.checkOffice(doc.office, options, deps.check).filter((d) => minSeverity(d.severity));
  const r = doc.lib.fixOffice(doc.office, diagnostics, { all: options.all === true, trackChanges: options.trackChanges === true });
  return { bytes: r.bytes, text: r.display, applied: r.applied };
}

/** Replaces `file` by `bytes` atomically (a temporary file beside it, renamed over it), keeping its mode. */
export async function writeAtomically(file: string, bytes: Buffer, name: string): Promise<void> {
  const target = path.resolve(file);
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.genderfair-${process.pid}.tmp`);
  try {
    const { mode } = await stat(target);
    await writeFile(temp, bytes, { flag: 'wx' });
    await chmod(temp, mode & 0o7777);
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { force: true });
    throw new UsageError(`cannot write '${name}': ${describeErrno(err as NodeJS.ErrnoException)}`);
  }
}
