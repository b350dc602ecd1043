/**
 * Browser replacement for src/de/data-path.ts (wired in by web/vite.config.ts): the same data files,
 * bundled into the page as strings at build time, so the checker runs without a file system or network.
 * Only the files the checker reads at run time are bundled (generated lexicons and the curated word lists
 * that are plain text); the sources and the TSV inputs of the generators stay out.
 */
const FILES = import.meta.glob<string>(['../data/de/*.json', '../data/de/*.txt', '../data/de/curated/*.txt', '../data/names/*.json'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Same contract as src/de/data-path.ts: `relative` like 'de/persons.json', UTF-8 text. */
export function readDataFile(relative: string): string {
  const text = FILES[`../data/${relative}`];
  if (text === undefined) throw new Error(`ENOENT: data/${relative} is not bundled into the web editor`);
  return text;
}
