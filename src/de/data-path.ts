import { readFileSync } from 'node:fs';

/** data/ lives at the package root, two levels above both src/de/ and dist/de/. */
export function readDataFile(relative: string): string {
  return readFileSync(new URL(`../../data/${relative}`, import.meta.url), 'utf8');
}
