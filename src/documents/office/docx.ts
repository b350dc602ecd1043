/**
 * Word (.docx, Office Open XML): the text of word/document.xml and the XML edits of a fix.
 *
 * Prose is the content of w:t elements in runs (w:r) of paragraphs (w:p: body text, table cells, list
 * items, text boxes), plus w:tab as a tab, w:br/w:cr as a line break and w:noBreakHyphen as a hyphen.
 * Not prose: deleted text (w:del, w:moveFrom; its text is w:delText), field codes (w:instrText), the
 * fallback copy of drawings (mc:Fallback repeats a text box's text).
 */
import type { PieceEdit, TextPiece } from './text.js';
import { OfficeTextBuilder, type OfficeText } from './text.js';
import { escapeXml, scanXml } from './xml.js';

export const DOCX_PART = 'word/document.xml';

/** A w:t's character data, with what a tracked change needs to split its run. */
export interface DocxPiece extends TextPiece {
  /** The w:t start tag [tagStart, start). */
  tagStart: number;
  /** The run's start tag (`<w:r ...>`) and its run properties (`<w:rPr>...</w:rPr>`, or ''). */
  runTag: string;
  runProperties: string;
}

const SKIPPED = new Set(['w:del', 'w:moveFrom', 'mc:Fallback']);

interface Run {
  tag: string;
  depth: number;
  properties: string;
  propertiesStart: number;
}

export function docxText(xml: string): OfficeText<DocxPiece> {
  const b = new OfficeTextBuilder<DocxPiece>(xml);
  let depth = 0;
  let skipUntil = -1; // depth at which a skipped element was opened
  const runs: Run[] = [];
  let tStart = -1;
  let tTag = -1;
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
      const run = runs.at(-1);
      if (name === 'w:p') {
        b.openParagraph(start);
        if (selfClosing) b.closeParagraph();
      } else if (name === 'w:r') {
        if (!selfClosing) runs.push({ tag: xml.slice(start, end), depth, properties: '', propertiesStart: -1 });
      } else if (name === 'w:rPr' && run && depth === run.depth + 1) {
        if (selfClosing) run.properties = xml.slice(start, end);
        else run.propertiesStart = start;
      } else if (run && b.inParagraph && depth === run.depth + 1) {
        if (name === 'w:t' && !selfClosing) {
          tStart = end;
          tTag = start;
        } else if (name === 'w:tab') b.synthetic('\t', start);
        else if (name === 'w:br' || name === 'w:cr') b.synthetic('\n', start);
        else if (name === 'w:noBreakHyphen') b.synthetic('-', start);
      }
      if (!selfClosing) depth++;
    },
    close(name, start, end) {
      depth--;
      if (skipUntil >= 0) {
        if (depth === skipUntil) skipUntil = -1;
        return;
      }
      const run = runs.at(-1);
      if (name === 'w:p') b.closeParagraph();
      else if (name === 'w:r' && run && depth === run.depth) runs.pop();
      else if (name === 'w:rPr' && run && run.propertiesStart >= 0 && depth === run.depth + 1) {
        run.properties = xml.slice(run.propertiesStart, end);
        run.propertiesStart = -1;
      } else if (name === 'w:t' && tStart >= 0) {
        if (run && b.inParagraph) b.text({ start: tStart, end: start, tagStart: tTag, runTag: run.tag, runProperties: run.properties });
        tStart = -1;
      }
    },
    text() {},
  });
  return b.build();
}

const PRESERVE = ' xml:space="preserve"';

/**
 * The edit that adds xml:space="preserve" to a w:t start tag when the text left in it (`text`, encoded)
 * begins or ends with white space, which Word would otherwise drop; undefined when not needed.
 */
function preserveSpace(xml: string, p: DocxPiece, text: string): { start: number; end: number; text: string } | undefined {
  if (!/^\s|\s$/.test(text)) return undefined;
  const tag = xml.slice(p.tagStart, p.start);
  if (/\sxml:space\s*=\s*["']preserve["']/.test(tag)) return undefined;
  return { start: p.start - 1, end: p.start - 1, text: PRESERVE };
}

export interface Revision {
  author: string;
  /** ISO 8601 without fractional seconds, e.g. 2026-12-03T00:00:00Z. */
  date: string;
  /** The next free w:id. */
  nextId: number;
}

/** One more than the largest w:id in the part (revision ids share their number space with comments and bookmarks). */
export function firstFreeId(xml: string): number {
  let max = 0;
  for (const m of xml.matchAll(/\sw:id="(\d+)"/g)) max = Math.max(max, Number(m[1]));
  return max + 1;
}

/** XML edits for one prose edit: plain string edits of the w:t texts, or a tracked deletion and insertion. */
export function docxEdits(xml: string, pieces: readonly PieceEdit<DocxPiece>[], revision: Revision | undefined): { start: number; end: number; text: string }[] {
  const out: { start: number; end: number; text: string }[] = [];
  for (const pe of pieces) {
    // what stays in this w:t: all of its new text, or (tracked) the text before the split
    const head = xml.slice(pe.piece.start, pe.start);
    const tag = preserveSpace(xml, pe.piece, revision ? head : head + escapeXml(pe.text) + xml.slice(pe.end, pe.piece.end));
    if (tag) out.push(tag);
    if (!revision) {
      out.push({ start: pe.start, end: pe.end, text: escapeXml(pe.text) });
      continue;
    }
    const { runTag } = pe.piece;
    // the copies of the run properties must not repeat a tracked formatting change (its w:id is unique)
    const runProperties = pe.piece.runProperties.replace(/<w:rPrChange\b[^>]*\/>|<w:rPrChange\b[\s\S]*?<\/w:rPrChange>/g, '');
    const attrs = (): string => ` w:id="${revision.nextId++}" w:author="${escapeXml(revision.author)}" w:date="${revision.date}"`;
    let markup = '</w:t></w:r>';
    if (pe.end > pe.start) {
      markup += `<w:del${attrs()}><w:r>${runProperties}<w:delText xml:space="preserve">${xml.slice(pe.start, pe.end)}</w:delText></w:r></w:del>`;
    }
    if (pe.text !== '') {
      markup += `<w:ins${attrs()}><w:r>${runProperties}<w:t xml:space="preserve">${escapeXml(pe.text)}</w:t></w:r></w:ins>`;
    }
    markup += `${runTag}${runProperties}<w:t${PRESERVE}>`;
    out.push({ start: pe.start, end: pe.end, text: markup });
  }
  return out;
}
