/**
 * The packaged VS Code extension (editors/vscode/genderfair.vsix, built by `npm run package` there;
 * .ci/run builds it): what the package holds, and that the language server in it starts from the
 * unpacked extension alone and answers initialize and a document.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readEntry, readZip } from '../src/documents/office/zip.js';
import { LspClient } from './helpers/lsp-client.js';

const VSIX = fileURLToPath(new URL('../editors/vscode/genderfair.vsix', import.meta.url));
const built = existsSync(VSIX);
if (!built) console.warn('skipped: editors/vscode/genderfair.vsix is not built (npm run build; cd editors/vscode && npm ci && npm run package)');

describe.skipIf(!built)('VS Code extension package', () => {
  const zip = built ? readZip(readFileSync(VSIX)) : undefined;
  const names = zip ? zip.entries.map((e) => e.name) : [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-vsix-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds the manifest, the bundled client, the server with every chunk, and the data with its licences', () => {
    expect(names).toEqual(expect.arrayContaining(['extension.vsixmanifest', '[Content_Types].xml', 'extension/package.json', 'extension/readme.md']));
    const manifest = JSON.parse(readEntry(zip!, zip!.entries.find((e) => e.name === 'extension/package.json')!).toString('utf8')) as {
      main: string;
      activationEvents: string[];
      contributes: { configuration: { properties: Record<string, unknown> } };
    };
    expect(names).toContain(`extension/${manifest.main.replace(/^\.\//, '')}`);
    expect(manifest.activationEvents).toEqual(expect.arrayContaining(['onLanguage:markdown', 'onLanguage:plaintext', 'onLanguage:html']));
    expect(Object.keys(manifest.contributes.configuration.properties).sort()).toEqual([
      'genderfair.allow',
      'genderfair.debounce',
      'genderfair.minSeverity',
      'genderfair.styles',
    ]);
    // every chunk the server imports is in the package
    const server = names.filter((n) => n.startsWith('extension/server/cli/'));
    expect(server).toContain('extension/server/cli/genderfair.mjs');
    let imports = 0;
    for (const name of server) {
      const code = readEntry(zip!, zip!.entries.find((e) => e.name === name)!).toString('utf8');
      for (const m of code.matchAll(/from ?"\.\/(chunk-[A-Z0-9]+\.mjs)"|import\("\.\/(chunk-[A-Z0-9]+\.mjs)"\)/g)) {
        expect(server, `${name} imports ${m[1] ?? m[2]}`).toContain(`extension/server/cli/${m[1] ?? m[2]}`);
        imports++;
      }
    }
    expect(imports).toBeGreaterThan(server.length);
    expect(names).toEqual(expect.arrayContaining(['extension/data/de/persons.json', 'extension/data/de/LICENSE', 'extension/data/de/NOTICE', 'extension/data/names/given-names.json']));
    // no sources, no node_modules: the client is bundled
    expect(names.filter((n) => n.includes('node_modules/') || n.startsWith('extension/src/'))).toEqual([]);
  });

  it('the server in it starts from the unpacked extension and answers initialize and a document', async () => {
    for (const entry of zip!.entries) {
      if (entry.name.endsWith('/')) continue;
      const target = path.join(dir, entry.name);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, readEntry(zip!, entry));
    }
    const client = new LspClient(path.join(dir, 'extension/server/cli/genderfair.mjs'));
    try {
      const { capabilities } = await client.initialize();
      expect(capabilities).toMatchObject({ hoverProvider: true, textDocumentSync: { change: 2 } });
      const next = client.nextDiagnostics('untitled:a.txt');
      await client.open('untitled:a.txt', 'plaintext', 'Jeder Mitarbeiter kommt.');
      expect((await next).diagnostics.map((d) => d.code)).toEqual(['de/generic-masculine']);
    } finally {
      await client.close();
    }
  });
});
