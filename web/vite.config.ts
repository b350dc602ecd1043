/**
 * Build of the web editor: `vite build --config web/vite.config.ts` -> dist/web/ (static files, relative
 * paths, so the folder works under any URL path and when index.html is opened from disk).
 *
 * The checker from src/ runs in the page. Its only file-system access, src/de/data-path.ts, is swapped
 * for web/data-path.browser.ts, which bundles the data files; any other node: import fails the build.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const webDir = dirname(fileURLToPath(import.meta.url));
const rootDir = resolve(webDir, '..');
const dataPath = resolve(rootDir, 'src/de/data-path.ts');
const browserDataPath = resolve(webDir, 'data-path.browser.ts');

/** src/de/*.ts import './data-path.js' (src/it/*.ts '../de/data-path.js'): serve the bundled data instead of node:fs. */
function browserData(): Plugin {
  return {
    name: 'genderfair:browser-data',
    enforce: 'pre',
    resolveId(source, importer) {
      // every language folder reads its data through src/de/data-path.ts (only the German data is bundled:
      // the editor is German; the other languages are in the bundle through the public API but never run)
      if (importer && source.endsWith('data-path.js') && resolve(dirname(importer), source.replace(/\.js$/, '.ts')) === dataPath) return browserDataPath;
      if (source.startsWith('node:')) {
        this.error(`${importer ?? '?'} imports ${source}: the web editor must not use Node modules`);
      }
      return null;
    },
  };
}

/** The bundled lexicon is CC-BY-SA-4.0: ship its notice and licence next to the page (linked in the footer). */
function dataLicence(): Plugin {
  return {
    name: 'genderfair:data-licence',
    generateBundle() {
      for (const [from, to] of [
        ['data/de/NOTICE', 'lizenz/NOTICE-daten.txt'],
        ['data/de/LICENSE', 'lizenz/LICENSE-daten.txt'],
        ['data/names/NOTICE', 'lizenz/NOTICE-namen.txt'],
        ['data/names/LICENSE', 'lizenz/LICENSE-namen.txt'],
        ['LICENSE', 'lizenz/LICENSE-code.txt'],
      ] as const) {
        this.emitFile({ type: 'asset', fileName: to, source: readFileSync(resolve(rootDir, from), 'utf8') });
      }
    },
  };
}

/**
 * One classic (non-module) script: browsers refuse module scripts and crossorigin requests on file://,
 * so without this the page would only work from a web server.
 */
function classicScript(): Plugin {
  return {
    name: 'genderfair:classic-script',
    enforce: 'post',
    transformIndexHtml(html) {
      return html.replace(/<script type="module" crossorigin/g, '<script defer').replace(/ crossorigin(?=[\s>])/g, '');
    },
  };
}

export default defineConfig({
  root: webDir,
  base: './',
  publicDir: resolve(webDir, 'public'),
  plugins: [browserData(), dataLicence(), classicScript()],
  build: {
    outDir: resolve(rootDir, 'dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    cssCodeSplit: false,
    reportCompressedSize: true,
    // The lexicon (about 1.4 MB of text, 0.4 MB gzipped) is bundled on purpose: the checker runs offline.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: { format: 'iife' },
    },
  },
});
