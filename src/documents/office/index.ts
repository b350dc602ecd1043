/**
 * Word (.docx) and OpenDocument (.odt) files: check and fix the text of the main document part.
 *
 * The checker runs on the part's prose (text.ts); findings are reported in offsets of the display text
 * (one line per paragraph). A fix edits the XML string surgically (only the character data of the
 * touched runs changes, or a tracked change is inserted there) and writes a zip in which every other entry
 * is copied byte for byte (zip.ts).
 */
import { bestSuggestionEdits, check } from '../../check.js';
import type { CheckOptions, Diagnostic, Edit, Skipped, Suggestion } from '../../types.js';
import { applyEdits } from '../../text/edits.js';
import type { OfficeKind } from './kind.js';
import { DOCX_PART, type DocxPiece, docxEdits, docxText, firstFreeId } from './docx.js';
import { ODT_PART, odtChangeLog, odtEdits, odtText } from './odt.js';
import { type OfficeText, displayOffset, planEdit } from './text.js';
import { DamagedXmlError } from './xml.js';
import { CorruptZipError, type ZipArchive, findEntry, readEntry, readZip, writeZip } from './zip.js';
import { InputError } from '../../errors.js';

export { type OfficeKind, officeKindOf } from './kind.js';

export const AUTHOR = 'genderfair';

interface OfficeFile {
  readonly zip: ZipArchive;
  /** The zip entry that holds the text (word/document.xml, content.xml). */
  readonly part: string;
}

export type OfficeDocument =
  | (OfficeFile & { readonly kind: 'docx'; readonly text: OfficeText<DocxPiece> })
  | (OfficeFile & { readonly kind: 'odt'; readonly text: OfficeText });

/** An OLE compound file: what an encrypted (password-protected) .docx is, and an old binary .doc. */
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Reads an Office file; throws a one-line error naming `name` when it is corrupt, encrypted or not of `kind`. */
export function openOffice(bytes: Buffer, kind: OfficeKind, name: string): OfficeDocument {
  const what = kind === 'docx' ? 'Word (.docx)' : 'OpenDocument (.odt)';
  if (bytes.subarray(0, 8).equals(CFB_MAGIC)) {
    throw new InputError(`'${name}' is password-protected or an old binary Office file; save it unprotected as ${what}`);
  }
  try {
    const zip = readZip(bytes);
    const part = kind === 'docx' ? DOCX_PART : ODT_PART;
    const entry = findEntry(zip, part);
    if (!entry) throw new CorruptZipError(`no ${part}`);
    if (kind === 'odt') {
      const manifest = findEntry(zip, 'META-INF/manifest.xml');
      if (manifest && readEntry(zip, manifest).includes('encryption-data')) {
        throw new InputError(`'${name}' is password-protected; save it without a password`);
      }
    }
    const xml = decodeUtf8(readEntry(zip, entry), part);
    return kind === 'docx' ? { kind, zip, part, text: docxText(xml) } : { kind, zip, part, text: odtText(xml) };
  } catch (err) {
    if (err instanceof CorruptZipError || err instanceof DamagedXmlError) {
      throw new InputError(`'${name}' is not a readable ${what} file (${err.message})`);
    }
    throw err;
  }
}

function decodeUtf8(bytes: Buffer, part: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CorruptZipError(`${part} is not UTF-8`);
  }
}

/** Findings in prose offsets (what fixOffice takes). `checker` is check() unless a caller passes its own. */
export function checkOffice(doc: OfficeDocument, options: CheckOptions = {}, checker: typeof check = check): Diagnostic[] {
  // the prose is already normalised plain text
  return checker(doc.text.prose.text, { ...options, inputFormat: 'text' });
}

/** Findings (from checkOffice) in offsets of the display text, the text a report shows line:col in. */
export function toDisplay(doc: OfficeDocument, diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const at = (p: number): number => displayOffset(doc.text, p);
  const edit = (e: Edit): Edit => ({ ...e, start: at(e.start), end: at(e.end) });
  const suggestion = (s: Suggestion): Suggestion => ({ ...s, edits: s.edits.map(edit) });
  return diagnostics.map((d) => ({ ...d, start: at(d.start), end: at(d.end), suggestions: d.suggestions.map(suggestion) }));
}

/** Skipped entries (checkWithReasons on the prose) in offsets of the display text, as toDisplay maps findings. */
export function skippedToDisplay(doc: OfficeDocument, skipped: readonly Skipped[]): Skipped[] {
  return skipped.map((s) => ({ ...s, start: displayOffset(doc.text, s.start), end: displayOffset(doc.text, s.end) }));
}

export interface OfficeFixOptions {
  /** Apply every diagnostic's best suggestion, not only high-confidence warnings. */
  all?: boolean;
  /** Record each edit as a tracked change by "genderfair". */
  trackChanges?: boolean;
  /** Time stamp of tracked changes (default now). */
  date?: Date;
}

export interface OfficeFix {
  /** The new file; undefined when nothing changed. */
  bytes: Buffer | undefined;
  /** The new text of the document part. */
  xml: string;
  /** Its display text (tracked changes accepted). */
  display: string;
  /** Places changed. */
  applied: number;
}

/** Applies the best suggestions of `diagnostics` (from checkOffice) to the document part and rebuilds the file. */
export function fixOffice(doc: OfficeDocument, diagnostics: readonly Diagnostic[], options: OfficeFixOptions = {}): OfficeFix {
  const { text } = doc;
  const { edits, applied } = bestSuggestionEdits(text.prose.text, diagnostics, { all: options.all === true });
  const date = (options.date ?? new Date()).toISOString().replace(/\.\d+Z$/, 'Z');
  const docxRevision = options.trackChanges && doc.kind === 'docx' ? { author: AUTHOR, date, nextId: firstFreeId(text.xml) } : undefined;
  const regions: string[] = [];
  let odtId = 0;
  const odtRevision = options.trackChanges && doc.kind === 'odt'
    ? {
        author: AUTHOR,
        date,
        regions,
        nextId: (): string => {
          let id: string;
          do id = `genderfair${++odtId}`;
          while (text.xml.includes(`"${id}"`));
          return id;
        },
      }
    : undefined;
  const xmlEdits: Edit[] = [];
  const seen = new Set<string>();
  for (const e of edits) {
    let next: Edit[] = [];
    if (doc.kind === 'docx') {
      const pieces = planEdit(doc.text, e);
      if (pieces) next = docxEdits(text.xml, pieces, docxRevision);
    } else {
      const pieces = planEdit(doc.text, e);
      if (pieces) next = odtEdits(text.xml, pieces, odtRevision);
    }
    for (const x of next) {
      // the same w:t start tag gets xml:space="preserve" once
      const key = `${x.start}:${x.end}:${x.text}`;
      if (!seen.has(key)) xmlEdits.push(x);
      seen.add(key);
    }
  }
  if (doc.kind === 'odt' && odtRevision) xmlEdits.push(...odtChangeLog(text.xml, regions));
  if (xmlEdits.length === 0) return { bytes: undefined, xml: text.xml, display: text.display, applied: 0 };
  const xml = applyEdits(text.xml, xmlEdits);
  const display = (doc.kind === 'docx' ? docxText(xml) : odtText(xml)).display;
  return { bytes: writeZip(doc.zip, new Map([[doc.part, Buffer.from(xml, 'utf8')]])), xml, display, applied };
}
