/**
 * OpenDocument text (.odt): the text of content.xml and the XML edits of a fix.
 *
 * Prose is the character data of paragraphs and headings (text:p, text:h: body text, list items, table
 * cells, text boxes, notes) including spans and links, plus text:s as spaces (text:c of them), text:tab
 * and text:line-break. Not prose: comments (office:annotation), the change log (text:tracked-changes,
 * which holds deleted text), note citations and the titles/descriptions of frames.
 */
import type { PieceEdit, TextPiece } from './text.js';
import { OfficeTextBuilder, type OfficeText } from './text.js';
import { attribute, escapeXml, scanXml } from './xml.js';
import { InputError } from '../../errors.js';

export const ODT_PART = 'content.xml';

const PARAGRAPHS = new Set(['text:p', 'text:h']);
const SKIPPED = new Set(['office:annotation', 'text:tracked-changes', 'text:note-citation', 'svg:title', 'svg:desc']);

export function odtText(xml: string): OfficeText {
  const b = new OfficeTextBuilder<TextPiece>(xml);
  let depth = 0;
  let skipUntil = -1;
  scanXml(xml, {
    open(name, start, end, selfClosing) {
      if (skipUntil >= 0) {
        if (!selfClosing) depth++;
        return;
      }
      if (SKIPPED.has(name) && !selfClosing) {
        skipUntil = depth;
        depth++;
        return;
      }
      if (PARAGRAPHS.has(name)) {
        b.openParagraph(start);
        if (selfClosing) b.closeParagraph();
      } else if (b.inParagraph) {
        if (name === 'text:s') b.synthetic(' '.repeat(Math.max(1, Number(attribute(xml.slice(start, end), 'text:c') ?? 1) || 1)), start);
        else if (name === 'text:tab') b.synthetic('\t', start);
        else if (name === 'text:line-break') b.synthetic('\n', start);
      }
      if (!selfClosing) depth++;
    },
    close(name) {
      depth--;
      if (skipUntil >= 0) {
        if (depth === skipUntil) skipUntil = -1;
        return;
      }
      if (PARAGRAPHS.has(name)) b.closeParagraph();
    },
    text(start, end) {
      if (skipUntil < 0 && b.inParagraph) b.text({ start, end });
    },
  });
  return b.build();
}

export interface OdtRevision {
  author: string;
  date: string;
  /** Change ids not used in the document yet. */
  nextId: () => string;
  /** text:changed-region elements for the change log (text:tracked-changes). */
  regions: string[];
}

/** XML edits for one prose edit: plain string edits of the character data, or tracked changes. */
export function odtEdits(xml: string, pieces: readonly PieceEdit<TextPiece>[], revision: OdtRevision | undefined): { start: number; end: number; text: string }[] {
  const out: { start: number; end: number; text: string }[] = [];
  for (const pe of pieces) {
    if (!revision) {
      out.push({ start: pe.start, end: pe.end, text: escapeXml(pe.text) });
      continue;
    }
    const info = `<office:change-info><dc:creator>${escapeXml(revision.author)}</dc:creator><dc:date>${revision.date}</dc:date></office:change-info>`;
    let markup = '';
    if (pe.end > pe.start) {
      const id = revision.nextId();
      revision.regions.push(`<text:changed-region xml:id="${id}" text:id="${id}"><text:deletion>${info}<text:p>${xml.slice(pe.start, pe.end)}</text:p></text:deletion></text:changed-region>`);
      markup += `<text:change text:change-id="${id}"/>`;
    }
    if (pe.text !== '') {
      const id = revision.nextId();
      revision.regions.push(`<text:changed-region xml:id="${id}" text:id="${id}"><text:insertion>${info}</text:insertion></text:changed-region>`);
      markup += `<text:change-start text:change-id="${id}"/>${escapeXml(pe.text)}<text:change-end text:change-id="${id}"/>`;
    }
    out.push({ start: pe.start, end: pe.end, text: markup });
  }
  return out;
}

/**
 * The edit that adds change-log regions: inside an existing text:tracked-changes, else a new one as the
 * first child of office:text (where ODF places it); plus the dc namespace on the root if it is missing.
 */
export function odtChangeLog(xml: string, regions: readonly string[]): { start: number; end: number; text: string }[] {
  if (regions.length === 0) return [];
  const out: { start: number; end: number; text: string }[] = [];
  const existing = xml.indexOf('</text:tracked-changes>');
  if (existing >= 0) out.push({ start: existing, end: existing, text: regions.join('') });
  else {
    const m = /<office:text(?:\s[^>]*)?>/.exec(xml);
    if (!m) throw new InputError('content.xml has no office:text element');
    const at = m.index + m[0].length;
    out.push({ start: at, end: at, text: `<text:tracked-changes>${regions.join('')}</text:tracked-changes>` });
  }
  const root = /<office:document-content\b[^>]*>/.exec(xml);
  if (root && !/\sxmlns:dc=/.test(root[0])) {
    const at = root.index + root[0].length - 1;
    out.push({ start: at, end: at, text: ' xmlns:dc="http://purl.org/dc/elements/1.1/"' });
  }
  return out;
}
