/**
 * Bundles the compiled CLI (dist/cli/main.js and everything it imports, commander and tinyglobby
 * included) into one file, dist/cli/genderfair.mjs, the package's `bin`. Loading one module instead of
 * some forty saves about 50 ms of every command's start-up. The library (dist/index.js) stays unbundled.
 * Run by `npm run build` after tsc. Data files are still read from data/ at run time.
 */
import { build } from 'esbuild';
import { chmodSync } from 'node:fs';

const outfile = new URL('../dist/cli/genderfair.mjs', import.meta.url).pathname;
await build({
  entryPoints: [new URL('../dist/cli/main.js', import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  // commander is CommonJS: give the bundle a require() for the Node built-ins it loads
  banner: { js: "import { createRequire as __genderfairRequire } from 'node:module'; const require = __genderfairRequire(import.meta.url);" },
});
chmodSync(outfile, 0o755);
