/** The language server on standard input and output (what `genderfair lsp --stdio` runs). */
import { ProposedFeatures, StreamMessageReader, StreamMessageWriter, createConnection } from 'vscode-languageserver/node';
import { startLanguageServer } from './server.js';

export function startStdioServer(): void {
  const connection = createConnection(ProposedFeatures.all, new StreamMessageReader(process.stdin), new StreamMessageWriter(process.stdout));
  startLanguageServer(connection);
}
