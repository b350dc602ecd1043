import { readFileSync } from 'node:fs';

/**
 * Reads a file under data/ as UTF-8 text (`relative` like 'de/persons.json'). This is the only place
 * where the checker touches the file system: the web editor's Vite build replaces this module by
 * web/data-path.browser.ts, which serves the same files bundled into the page.
 * data/ lives at the package root, two levels above both src/de/ and dist/de/.
 */
export function readDataFile(relative: string): string {
  return readFileSync(new URL(`../../data/${relative}`, import.meta.url), 'utf8');
}
