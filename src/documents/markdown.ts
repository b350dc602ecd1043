/**
 * Markdown (and MDX, see mdx.ts) as prose, read with remark's parser (mdast-util-from-markdown and micromark, with GFM
 * tables, strikethrough, autolinks, task lists and footnotes, and YAML/TOML front matter).
 *
 * Prose is the text of paragraphs, headings, list items, table cells and block quotes, with the text of
 * emphasis, strong, strikethrough and links inside them; the markup itself (`- `, `#`, `**`, `>`, `|`) is
 * not copied. Never prose: code (fenced, indented, inline), link and image targets, images, HTML, front
 * matter, definitions, MDX expressions and ESM, and links whose text is their URL or e-mail address.
 * Escapes (`\*`) and character references (`&auml;`) are decoded as replaced pieces; a rewrite writes a
 * gender star escaped (`Nutzer\*innen`), because CommonMark reads `Jede*r Nutzer*in` as emphasis.
 */
import type { Nodes, Parents, RootContent } from 'mdast';
import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { DocumentProse } from './blocks.js';
import { type Decoded, directiveOf } from './decoded.js';
import { registerInputFormat } from './formats.js';
import { encodeMarkdown } from './markdown-encode.js';
import type { Prose } from './prose.js';

const FRONTMATTER: Array<'yaml' | 'toml'> = ['yaml', 'toml'];

/** The parser options of Markdown: GFM and front matter (mdx.ts adds MDX's extensions). */
export const MARKDOWN: Options = {
  extensions: [gfm(), frontmatter(FRONTMATTER)],
  mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(FRONTMATTER)],
};

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const REFERENCE = /^&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{0,31}));/;

/** A backslash escape (`\*`) or a character reference (`&auml;`, `&#228;`) at source[i]. */
function decodeMarkdown(source: string, i: number): Decoded | undefined {
  const c = source[i];
  if (c === '\\') {
    const next = source[i + 1];
    return next !== undefined && ASCII_PUNCTUATION.test(next) ? { length: 2, text: next } : undefined;
  }
  if (c !== '&') return undefined;
  const m = REFERENCE.exec(source.slice(i, i + 40));
  if (!m) return undefined;
  if (m[3] !== undefined) {
    const text = decodeNamedCharacterReference(m[3]);
    return text === false ? undefined : { length: m[0].length, text };
  }
  const code = m[1] !== undefined ? parseInt(m[1], 16) : parseInt(m[2]!, 10);
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return { length: m[0].length, text: String.fromCodePoint(valid ? code : 0xfffd) };
}

const BLOCKS = new Set(['paragraph', 'heading', 'tableCell']);
const SKIPPED = new Set([
  'code',
  'inlineCode',
  'html',
  'image',
  'imageReference',
  'definition',
  'footnoteReference',
  'thematicBreak',
  'yaml',
  'toml',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
]);

function markdownDirective(node: RootContent) {
  if (node.type === 'html') return directiveOf(node.value);
  return undefined;
}

/** A link whose text is its own target (`<https://…>`, a bare URL or e-mail address): not prose. */
function isUrlLink(node: Nodes): boolean {
  if (node.type !== 'link' || node.children.length !== 1) return false;
  const child = node.children[0]!;
  if (child.type !== 'text') return false;
  const url = node.url.replace(/^mailto:/i, '');
  return child.value === node.url || child.value === url || `http://${child.value}` === node.url;
}

export const LETTER = /\p{L}/u;

/**
 * Emphasis that is really two gender stars: CommonMark reads `Jede*r Nutzer*in` and
 * `Lehrer*innen und Schüler*innen` as emphasis (`*r Nutzer*`), but a `*` between two letters is a
 * gender star in German prose; such emphasis is read as the text it is, stars included.
 */
function isGenderStar(source: string, start: number, end: number): boolean {
  if (source[start] !== '*' || source[end - 1] !== '*') return false;
  const before = source[start - 1];
  const after = source[end];
  return (before !== undefined && LETTER.test(before)) || (after !== undefined && LETTER.test(after));
}

export function markdownProse(source: string, options: Options = MARKDOWN): Prose {
  const tree = fromMarkdown(source, options);
  const doc = new DocumentProse(source);
  const visit = (node: Nodes): void => {
    if (SKIPPED.has(node.type) || isUrlLink(node)) return;
    const pos = node.position;
    if (node.type === 'text') {
      if (pos) doc.text(pos.start.offset!, pos.end.offset!, node.value, decodeMarkdown);
      return;
    }
    if (node.type === 'break') {
      if (pos) doc.synthetic('\n', pos.start.offset!);
      return;
    }
    if (!('children' in node)) return;
    const parent = node as Parents;
    const walk = (): void => doc.children(parent.children as RootContent[], visit, markdownDirective);
    if (BLOCKS.has(node.type) && pos) doc.block(pos.start.offset!);
    if (node.type === 'blockquote') doc.quote(walk);
    else if (node.type === 'emphasis' && pos && isGenderStar(source, pos.start.offset!, pos.end.offset!)) {
      doc.literal(pos.start.offset!, pos.start.offset! + 1);
      walk();
      doc.literal(pos.end.offset! - 1, pos.end.offset!);
    } else walk();
    if (BLOCKS.has(node.type) && pos) doc.block(pos.end.offset!);
  };
  visit(tree);
  return doc.build(encodeMarkdown);
}

registerInputFormat('markdown', (source) => markdownProse(source));
