/**
 * The German checker's data, bundled into the editor's script (the editor opens in German and checks at
 * once): generated lexicons, the curated word lists that are plain text, and the given names. The sources
 * and the TSV inputs of the generators stay out.
 */
import { registerDataFiles } from '../data-path.browser.js';

const FILES = import.meta.glob<string>(['../../data/de/*.json', '../../data/de/*.txt', '../../data/de/curated/*.txt', '../../data/names/*.json'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

registerDataFiles(Object.fromEntries(Object.entries(FILES).map(([file, text]) => [file.replace('../../data/', ''), text])));
