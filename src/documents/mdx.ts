/** MDX as prose: Markdown (markdown.ts) with MDX's JSX, expressions and ESM, none of which is prose. */
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { mdxjs } from 'micromark-extension-mdxjs';
import { registerInputFormat } from './formats.js';
import { MARKDOWN, markdownProse } from './markdown.js';

const MDX = {
  extensions: [mdxjs(), ...(MARKDOWN.extensions ?? [])],
  mdastExtensions: [mdxFromMarkdown(), ...(MARKDOWN.mdastExtensions ?? [])],
};

registerInputFormat('mdx', (source) => markdownProse(source, MDX));
