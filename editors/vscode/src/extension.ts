/**
 * The VS Code extension: starts the genderfair language server bundled with it (server/cli/genderfair.mjs,
 * `lsp --stdio`) for plain text, Markdown, MDX and HTML, and passes the "genderfair" settings on.
 */
import * as path from 'node:path';
import type { ExtensionContext } from 'vscode';
import { LanguageClient, type LanguageClientOptions, type ServerOptions, TransportKind } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  const module = context.asAbsolutePath(path.join('server', 'cli', 'genderfair.mjs'));
  // the client appends --stdio for TransportKind.stdio
  const run = { module, args: ['lsp'], transport: TransportKind.stdio };
  const serverOptions: ServerOptions = { run, debug: run };
  const clientOptions: LanguageClientOptions = {
    documentSelector: ['plaintext', 'markdown', 'mdx', 'html'].flatMap((language) => [
      { scheme: 'file', language },
      { scheme: 'untitled', language },
    ]),
    // the server asks for the section "genderfair" (workspace/configuration) and reloads when it changes
    synchronize: { configurationSection: 'genderfair' },
  };
  client = new LanguageClient('genderfair', 'genderfair', serverOptions, clientOptions);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
