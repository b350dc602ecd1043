/**
 * A position-keeping XML tokenizer for the document parts of Office files (word/document.xml,
 * content.xml). It reports every tag and every run of character data with its exact offsets in the XML
 * string and never re-serialises anything, which is what surgical string edits need: DOM libraries
 * (xmldom, fast-xml-parser) rebuild the markup on output and lose the offsets. Office parts are
 * machine-written, namespace-prefixed XML without a DTD, so tags, comments, CDATA and processing
 * instructions are all that occur; anything else is reported as a damaged document.
 */
import { ProseBuilder } from '../prose.js';
import { InputError } from '../../errors.js';

export interface XmlHandler {
  /** A start tag or an empty-element tag ([start, end) is the whole tag). */
  open(name: string, start: number, end: number, selfClosing: boolean): void;
  close(name: string, start: number, end: number): void;
  /** Character data between two tags (entities still encoded). */
  text(start: number, end: number): void;
}

export class DamagedXmlError extends InputError {}

const MARKUP =
  /<(?:!--[\s\S]*?-->|!\[CDATA\[[\s\S]*?\]\]>|\?[\s\S]*?\?>|!DOCTYPE[^>]*>|(\/?)([^\s/>!?]+)(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*(\/?)>)/y;

export function scanXml(xml: string, handler: XmlHandler): void {
  let p = 0;
  while (p < xml.length) {
    const lt = xml.indexOf('<', p);
    const textEnd = lt < 0 ? xml.length : lt;
    if (textEnd > p) handler.text(p, textEnd);
    if (lt < 0) break;
    MARKUP.lastIndex = lt;
    const m = MARKUP.exec(xml);
    if (!m) throw new DamagedXmlError(`malformed XML at offset ${lt}`);
    const end = lt + m[0].length;
    const name = m[2];
    if (name !== undefined) {
      if (m[1] === '/') handler.close(name, lt, end);
      else handler.open(name, lt, end, m[3] === '/');
    }
    p = end;
  }
}

/** The value of attribute `name` in a tag, decoded; undefined when absent. */
export function attribute(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name.replace(/[.:]/g, '\\$&')}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return m ? decodeXml(m[1] ?? m[2] ?? '') : undefined;
}

const ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(raw: string): string {
  return raw.replace(ENTITY, (_, dec?: string, hex?: string, named?: string) =>
    named ? NAMED[named]! : String.fromCodePoint(dec ? Number(dec) : Number.parseInt(hex!, 16)),
  );
}

/** Text as XML character data (also safe inside a double-quoted attribute). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&${c === '&' ? 'amp' : c === '<' ? 'lt' : c === '>' ? 'gt' : 'quot'};`);
}

/** Adds the character data xml[start, end) to the prose: entities as the characters they stand for, the rest normalised. */
export function appendCharacterData(b: ProseBuilder, xml: string, start: number, end: number): void {
  const slice = xml.slice(start, end);
  let last = start;
  for (const m of slice.matchAll(ENTITY)) {
    const at = start + m.index;
    b.normalised(last, at);
    b.replaced(at, at + m[0].length, decodeXml(m[0]).normalize('NFC'));
    last = at + m[0].length;
  }
  b.normalised(last, end);
}
