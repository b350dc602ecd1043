/**
 * A minimal LSP client over vscode-jsonrpc for the tests and the bench: starts the built
 * `genderfair lsp --stdio`, keeps the latest diagnostics per document, and waits for new ones.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type MessageConnection, StreamMessageReader, StreamMessageWriter, createMessageConnection } from 'vscode-jsonrpc/node';

export const BIN = fileURLToPath(new URL('../../dist/cli/genderfair.mjs', import.meta.url));

export interface LspDiagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity: number;
  code: string;
  codeDescription?: { href: string };
  source: string;
  message: string;
}

export interface Published {
  uri: string;
  version?: number;
  diagnostics: LspDiagnostic[];
  /** performance.now() when it arrived. */
  at: number;
}

export class LspClient {
  readonly connection: MessageConnection;
  private readonly child: ChildProcess;
  private readonly waiting: { uri: string; resolve: (p: Published) => void }[] = [];
  readonly latest = new Map<string, Published>();
  /** Requests the server sent to the client (workspace/configuration etc.), by method. */
  readonly serverRequests: string[] = [];

  constructor(bin = BIN, args = ['lsp', '--stdio']) {
    this.child = spawn(process.execPath, [bin, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.connection = createMessageConnection(new StreamMessageReader(this.child.stdout!), new StreamMessageWriter(this.child.stdin!));
    this.connection.onNotification('textDocument/publishDiagnostics', (p: Omit<Published, 'at'>) => {
      const published = { ...p, at: performance.now() };
      this.latest.set(p.uri, published);
      const i = this.waiting.findIndex((w) => w.uri === p.uri);
      if (i >= 0) this.waiting.splice(i, 1)[0]!.resolve(published);
    });
    this.connection.onRequest((method) => {
      this.serverRequests.push(method);
      return null;
    });
    this.connection.onNotification(() => undefined);
    this.connection.listen();
  }

  /** The next diagnostics published for `uri` (after this call). */
  nextDiagnostics(uri: string, timeoutMs = 20_000): Promise<Published> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no diagnostics for ${uri} within ${timeoutMs} ms`)), timeoutMs);
      this.waiting.push({ uri, resolve: (p) => (clearTimeout(timer), resolve(p)) });
    });
  }

  initialize(initializationOptions?: unknown, rootUri: string | null = null, capabilities: object = {}): Promise<{ capabilities: Record<string, unknown> }> {
    return this.connection.sendRequest('initialize', { processId: process.pid, rootUri, capabilities, initializationOptions }).then(async (r) => {
      await this.connection.sendNotification('initialized', {});
      return r as { capabilities: Record<string, unknown> };
    });
  }

  open(uri: string, languageId: string, text: string, version = 1): Promise<void> {
    return this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version, text } });
  }

  request<T>(method: string, params: unknown): Promise<T> {
    return this.connection.sendRequest(method, params) as Promise<T>;
  }

  notify(method: string, params: unknown): Promise<void> {
    return this.connection.sendNotification(method, params);
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await this.connection.sendRequest('shutdown');
    await this.connection.sendNotification('exit');
    await exited;
    this.connection.dispose();
  }
}
