/**
 * Builds the extension folder for packaging: dist/extension.js (the client, bundled with esbuild, as
 * CommonJS for VS Code), server/cli/ (the genderfair CLI bundle and its chunks from the repository's
 * dist/cli: the language server) and data/ (the German lexicon and given names the checker reads, with
 * their licences). Run `npm run build` in the repository root first.
 */
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const root = fileURLToPath(new URL('../../..', import.meta.url));
const cli = `${root}dist/cli/`;
if (!existsSync(`${cli}genderfair.mjs`)) {
  console.error('genderfair: dist/cli/genderfair.mjs is missing; run "npm run build" in the repository root first');
  process.exit(2);
}

for (const dir of ['dist', 'server', 'data']) rmSync(here + dir, { recursive: true, force: true });

await build({
  entryPoints: [`${here}src/extension.ts`],
  outfile: `${here}dist/extension.js`,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  external: ['vscode'],
  minify: true,
  logLevel: 'warning',
});

// the server: the bin and its chunks (the check-worker is the HTTP server's, not needed here)
mkdirSync(`${here}server/cli`, { recursive: true });
for (const name of readdirSync(cli)) {
  if (name === 'genderfair.mjs' || /^chunk-.*\.mjs$/.test(name)) cpSync(cli + name, `${here}server/cli/${name}`);
}
// modules find data/ two levels above themselves (server/cli/ -> data/)
for (const dir of ['de', 'names']) cpSync(`${root}data/${dir}`, `${here}data/${dir}`, { recursive: true });
cpSync(`${root}LICENSE`, `${here}LICENSE`);
