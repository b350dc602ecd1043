/**
 * retext plugin: the German checker in a unified pipeline, reporting as retext-equality does.
 *
 *   unified().use(retextLatin).use(retextGenderfair, { styles: ['colon'] }).use(retextStringify)
 *   unified().use(remarkParse).use(remarkRetext, unified().use(retextLatin).use(retextGenderfair))
 *
 * The plugin reads the natural-language tree (nlcst), not the file: its text leaves become the prose the
 * checker reads (each paragraph a block), so whatever the parser before it left out (Markdown syntax, code)
 * is not checked, and every finding maps back to exact offsets in the file. One vfile message per finding:
 * `place` spans the flagged word and the words its suggestions change with it (an article, an adjective),
 * `actual` is that text, `expected` the text each suggestion puts there (best first), plus `ruleId`,
 * `source: 'genderfair'`, `url` (the rule's page) and `note` (the rule's explanation). Warnings are
 * vfile warnings (`fatal: false`), findings of severity info are infos (`fatal: undefined`).
 */
import type { Nodes, Root } from 'nlcst';
import type { VFile } from 'vfile';
import { location } from 'vfile-location';
import { checkProse } from '../check.js';
import { encodeMarkdown } from '../documents/markdown-encode.js';
import { ProseBuilder, type Prose } from '../documents/prose.js';
import { ruleMeta, ruleUrl } from '../rules.js';
import { applyEdits } from '../text/edits.js';
import type { CheckOptions, Diagnostic } from '../types.js';

/** check() options (the input format is the tree's business), and how to write suggestions. */
export interface Options extends Omit<CheckOptions, 'inputFormat'> {
  /**
   * The tree comes from Markdown (remark-retext): gender stars in `expected` are escaped (`Lehrer\*innen`),
   * as CommonMark could read two of them as emphasis. Default: whether the file's extension is .md,
   * .markdown or .mdx.
   */
  markdown?: boolean;
}

const MARKDOWN_PATH = /\.(?:md|markdown|mdx)$/i;

/** The extra fields of a genderfair message (those of retext-equality). */
export interface GenderfairMessageFields {
  actual: string;
  expected: string[];
  url: string;
}

export default function retextGenderfair(options: Options = {}): (tree: Root, file: VFile) => void {
  return (tree, file) => {
    const source = String(file.value ?? '');
    const { markdown = MARKDOWN_PATH.test(file.path ?? ''), ...checkOptions } = options;
    const prose = proseOfTree(tree, source, markdown ? encodeMarkdown : undefined);
    const { diagnostics } = checkProse(source, prose, checkOptions);
    const place = location(file);
    for (const d of diagnostics) {
      const { start, end, expected } = replacements(source, d);
      const startPoint = place.toPoint(start);
      const endPoint = place.toPoint(end);
      const fields = {
        place: startPoint && endPoint ? { start: startPoint, end: endPoint } : undefined,
        ruleId: d.ruleId,
        source: 'genderfair',
      };
      const message = d.severity === 'warning' ? file.message(d.message, fields) : file.info(d.message, fields);
      Object.assign(message, {
        actual: source.slice(start, end),
        expected,
        url: ruleUrl(d.ruleId),
        note: ruleMeta(d.ruleId)?.explanation,
      } satisfies GenderfairMessageFields & { note?: string });
    }
  };
}

/**
 * The prose of an nlcst tree: its text leaves in order, as the source has them where they are a copy of
 * it, each paragraph a block (separated by a blank line, as the document parsers separate blocks).
 * Code (source nodes) reads as a space; leaves without a position are left out.
 */
export function proseOfTree(tree: Root, source: string, encode?: (text: string) => string): Prose {
  const b = new ProseBuilder(source);
  let lastEnd = 0;
  const leaf = (node: Nodes): void => {
    if ('children' in node) {
      for (const child of node.children) leaf(child);
      return;
    }
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined || start < lastEnd) return;
    if (node.type === 'SourceNode') b.replaced(start, end, ' ');
    else if (source.slice(start, end) === node.value) b.normalised(start, end);
    else b.replaced(start, end, node.value);
    lastEnd = end;
  };
  const block = (node: Nodes): void => {
    if (node.type === 'ParagraphNode') {
      if (b.position > 0) b.synthetic('\n\n', node.position?.start.offset ?? lastEnd);
      leaf(node);
    } else if ('children' in node) {
      for (const child of node.children) block(child);
    } // a leaf outside a paragraph: the space between blocks, which the blank line stands for
  };
  block(tree);
  return b.build(encode);
}

/**
 * The span a finding's suggestions rewrite (the flagged word and every word an edit touches) and the
 * text each suggestion puts there, best first, without duplicates.
 */
function replacements(source: string, d: Diagnostic): { start: number; end: number; expected: string[] } {
  let start = d.start;
  let end = d.end;
  for (const s of d.suggestions) {
    for (const e of s.edits) {
      start = Math.min(start, e.start);
      end = Math.max(end, e.end);
    }
  }
  const span = source.slice(start, end);
  const expected: string[] = [];
  for (const s of d.suggestions) {
    const value = applyEdits(span, s.edits.map((e) => ({ start: e.start - start, end: e.end - start, text: e.text })));
    if (value !== span && !expected.includes(value)) expected.push(value);
  }
  return { start, end, expected };
}
