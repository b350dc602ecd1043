/**
 * Every input format: loading this module registers the structured formats (Markdown, MDX, HTML, gettext
 * .po, JSON and YAML locale files) with formats.ts. The library (src/index.ts) loads it; the CLI loads
 * the format modules lazily, only for the files that need them (see load.ts).
 */
import './html.js';
import './locale-json.js';
import './markdown.js';
import './mdx.js';
import './po.js';

export { inputFormatFromPath } from './paths.js';
