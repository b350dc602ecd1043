/**
 * Browser replacement for src/de/data-path.ts (wired in by web/vite.config.ts): the same data files,
 * served from memory, so the checker runs without a file system or network. A page registers the files
 * it bundles (web/src/german-data.ts) and loads the others as data packs (web/data-packs.ts) before the
 * code that reads them runs.
 */
import type { DataPack } from './data-packs.js';

const FILES = new Map<string, string>();

/** Global the data pack scripts call: `genderfairData({ 'it/lexicon.json': '…', … })`. */
declare global {
  interface Window {
    genderfairData?: (files: Record<string, string>) => void;
  }
}

/** Makes files (`relative` like 'de/persons.json' → UTF-8 text) readable by readDataFile(). */
export function registerDataFiles(files: Record<string, string>): void {
  for (const [relative, text] of Object.entries(files)) FILES.set(relative, text);
}

/** Same contract as src/de/data-path.ts: `relative` like 'de/persons.json', UTF-8 text. */
export function readDataFile(relative: string): string {
  const text = FILES.get(relative);
  if (text === undefined) throw new Error(`ENOENT: data/${relative} is not loaded in this page`);
  return text;
}

const packs = new Map<DataPack, Promise<void>>();
const loaded = new Set<DataPack>();

/**
 * Loads a data pack once: a classic script next to the page (daten/<name>.js), so it works from a web
 * server and from file:// alike and passes the page's Content-Security-Policy (script-src 'self').
 */
export function loadDataPack(name: DataPack): Promise<void> {
  let loading = packs.get(name);
  if (!loading) {
    window.genderfairData ??= registerDataFiles;
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `./daten/${name}.js`;
      script.onload = () => {
        loaded.add(name);
        resolve();
      };
      script.onerror = () => {
        packs.delete(name);
        script.remove();
        reject(new Error(`daten/${name}.js could not be loaded`));
      };
      document.head.append(script);
    });
    packs.set(name, loading);
  }
  return loading;
}

/** Whether a pack's files are readable now. */
export function dataPackLoaded(name: DataPack): boolean {
  return loaded.has(name);
}
