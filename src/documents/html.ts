/**
 * HTML as prose, read with rehype's parser (hast-util-from-html, parse5 underneath, with positions).
 *
 * Prose is the text of elements people read; never the text of script, style, code, pre, kbd, samp,
 * template, textarea, svg and math, never attributes or comments. Block elements (p, h1–h6, li, td, th,
 * div, blockquote, section, …) are separate blocks; <blockquote> and <q> are quotations. Character
 * references (`&auml;`, `&#228;`, `&nbsp;`) are decoded as replaced pieces; a rewrite escapes & < >.
 */
import type { Element, Nodes, RootContent } from 'hast';
import { decodeHTML } from 'entities';
import { fromHtml } from 'hast-util-from-html';
import { DocumentProse } from './blocks.js';
import { type Decoded, directiveOf } from './decoded.js';
import { registerInputFormat } from './formats.js';
import type { Prose } from './prose.js';

const NOT_PROSE = new Set(['script', 'style', 'code', 'pre', 'kbd', 'samp', 'template', 'textarea', 'svg', 'math', 'noscript']);

const BLOCKS = new Set(
  (
    'address article aside blockquote body caption dd details dialog div dl dt fieldset figcaption figure footer ' +
    'form h1 h2 h3 h4 h5 h6 header hgroup li main nav ol p section summary table tbody td tfoot th thead title tr ul ' +
    'legend option label button'
  ).split(' '),
);

const QUOTES = new Set(['blockquote', 'q']);

const REFERENCE = /^&(?:#[xX][0-9a-fA-F]+;?|#[0-9]+;?|[A-Za-z][A-Za-z0-9]*;?)/;

/** A character reference at source[i] (browsers' rules, legacy references without ";" included). */
function decodeHtml(source: string, i: number): Decoded | undefined {
  if (source[i] !== '&') return undefined;
  const m = REFERENCE.exec(source.slice(i, i + 40));
  if (!m) return undefined;
  const text = decodeHTML(m[0]);
  return text === m[0] ? undefined : { length: m[0].length, text };
}

function encodeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function htmlDirective(node: RootContent) {
  return node.type === 'comment' ? directiveOf(`<!--${node.value}-->`) : undefined;
}

function htmlProse(source: string): Prose {
  const tree = fromHtml(source);
  const doc = new DocumentProse(source);
  const visit = (node: Nodes): void => {
    const pos = node.position;
    if (node.type === 'text') {
      if (pos) doc.text(pos.start.offset!, pos.end.offset!, node.value, decodeHtml);
      return;
    }
    if (node.type !== 'element' && node.type !== 'root') return;
    const name = node.type === 'element' ? (node as Element).tagName : 'root';
    if (NOT_PROSE.has(name)) return;
    if (name === 'br') {
      if (pos) doc.synthetic('\n', pos.start.offset!);
      return;
    }
    const block = BLOCKS.has(name) && pos !== undefined;
    const walk = (): void => doc.children(node.children, visit, htmlDirective);
    if (block) doc.block(pos.start.offset!);
    if (QUOTES.has(name)) doc.quote(walk);
    else walk();
    if (block) doc.block(pos.end.offset!);
  };
  visit(tree);
  return doc.build(encodeHtml);
}

registerInputFormat('html', htmlProse);
