/**
 * Bundles the compiled CLI (dist/cli/main.js and everything it imports, commander and tinyglobby
 * included) into dist/cli/genderfair.mjs, the package's `bin`. Loading one module instead of some
 * forty saves about 50 ms of every command's start-up. The commands that program.ts imports lazily
 * (eval, embeddings, serve, lsp) and the parsers of the input formats (src/documents/load.ts: Markdown,
 * HTML, .po, JSON/YAML) become their own chunks next to it, so `check` of a text file does not parse them. The
 * chunks sit in dist/cli/ itself, at the same depth as the bin, because modules find data/ relative
 * to their own URL. The check pool's worker (dist/cli/check-worker.mjs) is an entry point of its own.
 * The library (dist/index.js) stays unbundled. Run by `npm run build` after tsc.
 */
import { build } from 'esbuild';
import { chmodSync, readdirSync, rmSync } from 'node:fs';

const outdir = new URL('../dist/cli/', import.meta.url).pathname;
// Chunks of an earlier build have other hashes: remove them.
for (const name of readdirSync(outdir)) {
  if (/^chunk-.*\.mjs$/.test(name)) rmSync(outdir + name);
}
await build({
  entryPoints: {
    genderfair: new URL('../dist/cli/main.js', import.meta.url).pathname,
    // The server's worker threads load this file (src/server/pool.ts looks for it beside the serve chunk).
    'check-worker': new URL('../dist/server/check-worker.js', import.meta.url).pathname,
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunk-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  // ESM builds first: jsonc-parser's "main" is a UMD module whose require('./impl/…') calls esbuild cannot follow
  mainFields: ['module', 'main'],
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  // piscina starts its worker threads from its own files (found through __dirname): load it from node_modules.
  external: ['piscina'],
  // commander is CommonJS: give the bundle a require() for the Node built-ins it loads
  banner: { js: "import { createRequire as __genderfairRequire } from 'node:module'; const require = __genderfairRequire(import.meta.url);" },
});
chmodSync(outdir + 'genderfair.mjs', 0o755);
