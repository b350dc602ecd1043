/**
 * Opening and saving .txt/.md files without changing a byte that the user did not edit.
 *
 * A textarea turns every line break into "\n" and the decoder drops a byte-order mark, so both are
 * remembered when a file is opened and restored when it is saved: an unedited text is saved exactly as
 * it was read, an edited one with the file's line breaks and BOM.
 */

export interface OpenedFile {
  name: string;
  /** The decoded text exactly as in the file (without BOM). */
  original: string;
  /** The text as the textarea holds it (line breaks normalised to \n). */
  text: string;
  bom: boolean;
  /** Line break used when saving edited text. */
  eol: '\n' | '\r\n' | '\r';
  /** Set when the file was not UTF-8 and was read as Windows-1252. */
  encodingNote?: string;
}

export class FileError extends Error {}

export const ACCEPT = '.txt,.md,.markdown,.text,text/plain,text/markdown';

const MAX_BYTES = 5 * 1024 * 1024;

export function normaliseBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

function dominantEol(text: string): OpenedFile['eol'] {
  const crlf = (text.match(/\r\n/g) ?? []).length;
  const cr = (text.match(/\r(?!\n)/g) ?? []).length;
  const lf = (text.match(/(?<!\r)\n/g) ?? []).length;
  if (crlf > lf && crlf >= cr) return '\r\n';
  if (cr > lf && cr > crlf) return '\r';
  return '\n';
}

export async function readTextFile(file: File): Promise<OpenedFile> {
  if (file.size > MAX_BYTES) {
    throw new FileError(`„${file.name}“ ist zu groß (${Math.round(file.size / 1024 / 1024)} MB); bis 5 MB sind möglich.`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.includes(0)) throw new FileError(`„${file.name}“ ist keine Textdatei.`);
  let decoded: string;
  let encodingNote: string | undefined;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    decoded = new TextDecoder('windows-1252').decode(bytes);
    encodingNote = 'Die Datei war nicht UTF-8-kodiert und wurde als Windows-1252 gelesen; gespeichert wird in UTF-8.';
  }
  const bom = decoded.startsWith('\uFEFF');
  const original = bom ? decoded.slice(1) : decoded;
  const opened: OpenedFile = { name: file.name, original, text: normaliseBreaks(original), bom, eol: dominantEol(original) };
  if (encodingNote) opened.encodingNote = encodingNote;
  return opened;
}

/** The file content for `text` (the textarea's value): byte-exact when the text was not edited. */
export function fileContent(text: string, opened: OpenedFile | undefined): string {
  if (!opened) return text;
  const body = text === opened.text ? opened.original : opened.eol === '\n' ? text : text.replace(/\n/g, opened.eol);
  return (opened.bom ? '\uFEFF' : '') + body;
}

export function downloadName(opened: OpenedFile | undefined): string {
  return opened?.name || 'text.txt';
}

/** Saves `content` as a UTF-8 file through a temporary blob: URL (nothing leaves the device). */
export function saveFile(name: string, content: string): void {
  const type = /\.(md|markdown)$/i.test(name) ? 'text/markdown;charset=utf-8' : 'text/plain;charset=utf-8';
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
