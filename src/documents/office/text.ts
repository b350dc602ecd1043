/**
 * The text of an Office document part as the checker reads it, shared by docx.ts and odt.ts.
 *
 * The prose is built over the XML string itself (ProseBuilder): character data inside text elements is
 * copied verbatim (entities decoded as replaced pieces), markup adds nothing, and each paragraph is a
 * block separated by '\n\n'. So a word whose letters sit in two runs ("Mit" bold + "arbeiter") is one
 * word, and every prose character maps back to its offset in the XML.
 *
 * The *display text* is the prose with one '\n' between paragraphs: line N is paragraph N, the way
 * LibreOffice's text export (`soffice --convert-to txt`) writes a document. Findings are reported as
 * line:col in that text.
 */
import type { Edit } from '../../types.js';
import { type Prose, ProseBuilder } from '../prose.js';
import { appendCharacterData } from './xml.js';

/** Character data in the XML that holds prose ([start, end) of the XML string, entities still encoded). */
export interface TextPiece {
  start: number;
  end: number;
}

export interface OfficeText<P extends TextPiece = TextPiece> {
  readonly xml: string;
  readonly prose: Prose;
  /** In document order. */
  readonly pieces: readonly P[];
  /** Prose offsets of the '\n\n' block separators. */
  readonly separators: readonly number[];
  /** The prose with one '\n' per paragraph break (see above). */
  readonly display: string;
}

const SEPARATOR = '\n\n';

export class OfficeTextBuilder<P extends TextPiece> {
  private readonly b: ProseBuilder;
  private readonly pieces: P[] = [];
  private readonly separators: number[] = [];
  private paragraphs = 0;
  private depth = 0;
  /** Text that follows a nested paragraph (a text box or note inside a paragraph) starts a new block. */
  private resume = false;

  constructor(private readonly xml: string) {
    this.b = new ProseBuilder(xml);
  }

  get inParagraph(): boolean {
    return this.depth > 0;
  }

  openParagraph(at: number): void {
    if (this.paragraphs > 0) this.separate(at);
    this.paragraphs++;
    this.depth++;
    this.resume = false;
  }

  closeParagraph(): void {
    this.depth--;
    if (this.depth > 0) this.resume = true;
  }

  /** Character data that is prose. */
  text(piece: P): void {
    if (piece.end <= piece.start) return;
    this.resumeBlock(piece.start);
    this.pieces.push(piece);
    appendCharacterData(this.b, this.xml, piece.start, piece.end);
  }

  /** Prose that an element stands for (a tab, a line break, a non-breaking hyphen), placed at the element. */
  synthetic(text: string, at: number): void {
    this.resumeBlock(at);
    this.b.synthetic(text, at);
  }

  private resumeBlock(at: number): void {
    if (!this.resume) return;
    this.resume = false;
    this.separate(at);
  }

  private separate(at: number): void {
    this.separators.push(this.b.position);
    this.b.synthetic(SEPARATOR, at);
  }

  build(): OfficeText<P> {
    const prose = this.b.build();
    let display = '';
    let last = 0;
    for (const s of this.separators) {
      display += `${prose.text.slice(last, s)}\n`;
      last = s + SEPARATOR.length;
    }
    display += prose.text.slice(last);
    return { xml: this.xml, prose, pieces: this.pieces, separators: this.separators, display };
  }
}

/** A prose offset as an offset in the display text. */
export function displayOffset(t: OfficeText, p: number): number {
  let lo = 0;
  let hi = t.separators.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (t.separators[mid]! < p) lo = mid + 1;
    else hi = mid;
  }
  return p - lo;
}

/** One piece's share of an edit: XML range [start, end) inside `piece` to replace by `text` (decoded). */
export interface PieceEdit<P extends TextPiece> {
  piece: P;
  start: number;
  end: number;
  text: string;
}

/**
 * Where a prose edit lands in the XML. The edit is first narrowed to what actually changes (common
 * prefix and suffix dropped, so "Mitarbeiter" -> "Mitarbeiter*innen" inserts "*innen" after "arbeiter" in
 * that run's formatting). The new text goes into the first touched piece; the rest of the old text is
 * removed from the following pieces; markup between them stays. An insertion goes after the character
 * before it (same run), or before the character after it. Undefined when the edit touches no text piece.
 */
export function planEdit<P extends TextPiece>(t: OfficeText<P>, edit: Edit): PieceEdit<P>[] | undefined {
  const old = t.prose.text.slice(edit.start, edit.end);
  let start = edit.start;
  let end = edit.end;
  let text = edit.text;
  let pre = 0;
  while (pre < old.length && pre < text.length && old[pre] === text[pre]) pre++;
  let suf = 0;
  while (suf < old.length - pre && suf < text.length - pre && old[old.length - 1 - suf] === text[text.length - 1 - suf]) suf++;
  start += pre;
  end -= suf;
  text = text.slice(pre, text.length - suf);
  if (start === end && text === '') return [];
  const pieceAt = (x: number): P | undefined => {
    const p = t.pieces[firstEndingAtOrAfter(t.pieces, x)];
    return p && p.start <= x ? p : undefined;
  };
  if (start === end) {
    const before = start > 0 ? t.prose.toSource(start - 1, start) : undefined;
    const after = start < t.prose.text.length ? t.prose.toSource(start, start + 1) : undefined;
    const x = before && before.end > before.start ? before.end : after && after.end > after.start ? after.start : undefined;
    const piece = x === undefined ? undefined : pieceAt(x);
    return piece ? [{ piece, start: x!, end: x!, text }] : undefined;
  }
  const src = t.prose.toSource(start, end);
  const out: PieceEdit<P>[] = [];
  for (let i = firstEndingAtOrAfter(t.pieces, src.start + 1); i < t.pieces.length; i++) {
    const piece = t.pieces[i]!;
    if (piece.start >= src.end) break;
    out.push({ piece, start: Math.max(piece.start, src.start), end: Math.min(piece.end, src.end), text: out.length === 0 ? text : '' });
  }
  return out.length > 0 ? out : undefined;
}

/** Index of the first piece with end >= x (pieces are sorted and disjoint); pieces.length if none. */
function firstEndingAtOrAfter(pieces: readonly TextPiece[], x: number): number {
  let lo = 0;
  let hi = pieces.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pieces[mid]!.end < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
