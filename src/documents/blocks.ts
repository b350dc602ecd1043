/**
 * Prose of a parsed document (Markdown, HTML): blocks separated by blank lines, a leading emoji of a block
 * left out, block quotes, and the inline comments that switch the checker off
 * (`<!-- genderfair-disable -->` … `<!-- genderfair-enable -->`, `<!-- genderfair-disable-next-line -->`
 * for the next node, `<!-- genderfair-ignore Wort -->` for a word in the next node, as alex's comments).
 */
import { type DecodeAt, type Directive, LEADING_EMOJI, appendDecoded } from './decoded.js';
import { type Prose, ProseBuilder } from './prose.js';

const LINE_BREAK = /\r\n?|\n/g;

export class DocumentProse {
  private readonly b: ProseBuilder;
  private atBlockStart = true;
  private disabledFrom: number | undefined;

  constructor(private readonly source: string) {
    this.b = new ProseBuilder(source);
  }

  get position(): number {
    return this.b.position;
  }

  /** Starts a block (paragraph, heading, list item, table cell) at source offset `at`. */
  block(at: number): void {
    if (this.b.position > 0 && !this.atBlockStart) this.b.synthetic('\n\n', at);
    this.atBlockStart = true;
  }

  /**
   * A text node: source[start, end) reads as `value`. A line break inside it reads as a space (it is one
   * when the document is shown, and a wrapped sentence stays one sentence); a leading emoji of a block is
   * left out.
   */
  text(start: number, end: number, value: string, decodeAt: DecodeAt): void {
    value = value.replace(LINE_BREAK, ' ');
    if (this.atBlockStart) {
      const lead = /^\s+/.exec(value)?.[0] ?? '';
      const emoji = LEADING_EMOJI.exec(value.slice(lead.length))?.[0] ?? '';
      const skip = lead + emoji;
      if (skip.length === value.length) return;
      if (skip.length > 0 && this.source.startsWith(skip, start)) {
        start += skip.length;
        value = value.slice(skip.length);
      }
    }
    const decodeBreak: DecodeAt = (source, i) => {
      const c = source[i];
      if (c === '\n') return { length: 1, text: ' ' };
      if (c === '\r') return { length: source[i + 1] === '\n' ? 2 : 1, text: ' ' };
      return decodeAt(source, i);
    };
    if (!appendDecoded(this.b, this.source, start, end, value, decodeBreak)) {
      // cannot happen with the parsers' own positions; leave the node out rather than map it wrongly
      this.b.synthetic(' ', start);
    }
    this.atBlockStart = false;
  }

  /** Source characters that are prose as they are (a gender star that the parser took for emphasis). */
  literal(start: number, end: number): void {
    this.b.normalised(start, end);
    this.atBlockStart = false;
  }

  /** Prose with no source (a line break read as "\n", a space between cells). */
  synthetic(text: string, at: number): void {
    if (!this.atBlockStart) this.b.synthetic(text, at);
  }

  /** Marks the prose that `visit` adds as a block quotation. */
  quote(visit: () => void): void {
    const start = this.b.position;
    visit();
    this.b.quote(start, this.b.position);
  }

  /**
   * Visits a list of sibling nodes; `directiveOf` tells which of them are genderfair comments. A
   * disable-next-line or ignore comment applies to the next sibling that has prose.
   */
  children<N>(nodes: readonly N[], visit: (node: N) => void, directiveOf: (node: N) => Directive | undefined): void {
    let pending: Directive | undefined;
    for (const node of nodes) {
      const d = directiveOf(node);
      if (d) {
        if (d.kind === 'disable') this.disabledFrom ??= this.b.position;
        else if (d.kind === 'enable') this.enable();
        else pending = d;
        continue;
      }
      const start = this.b.position;
      visit(node);
      const end = this.b.position;
      if (pending === undefined || end === start) continue;
      if (pending.kind === 'ignore') this.b.ignore(start, end, pending.words);
      else this.b.disable(start, end);
      pending = undefined;
    }
  }

  private enable(): void {
    if (this.disabledFrom === undefined) return;
    this.b.disable(this.disabledFrom, this.b.position);
    this.disabledFrom = undefined;
  }

  build(encode: (text: string) => string): Prose {
    this.enable(); // a disable without its enable lasts to the end
    return this.b.build(encode);
  }
}
