/**
 * The HTTP API (`genderfair serve`): JSON endpoints for the checker, a LanguageTool-compatible
 * /v2/check, and the static web editor. node:http only; no outbound network use.
 *
 *   const server = await startServer({ port: 0 });   // port 0: a free port
 *   await fetch(`${server.url}/api/check`, { method: 'POST', body: JSON.stringify({ text }) });
 *   await server.close();
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { declaredLength } from './body.js';
import { createHandler } from './handler.js';
import { type ServerOptions, resolveOptions } from './options.js';

export { createHandler, type Handler, type HandlerDeps } from './handler.js';
export {
  DEFAULT_HOST,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_DIAGNOSTICS,
  DEFAULT_PORT,
  DEFAULT_TIME_BUDGET_MS,
  DEFAULT_TIMEOUT_MS,
  type ServerOptions,
} from './options.js';

export interface RunningServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:8765. */
  url: string;
  /** The port listened on (the real one when port 0 was asked for). */
  port: number;
  /** Stops accepting connections, lets running requests finish (at most 2 s), stops the check pool, then resolves. */
  close(): Promise<void>;
}

/** How long close() waits for requests in flight before cutting their connections. */
const CLOSE_GRACE_MS = 2000;

/** The server could not listen (port in use, no such address, no permission): the caller's to fix. */
export class ListenError extends Error {
  override name = 'ListenError';
}

function listenError(err: NodeJS.ErrnoException, host: string, port: number): ListenError {
  const where = `${host}:${port}`;
  switch (err.code) {
    case 'EADDRINUSE':
      return new ListenError(`cannot listen on ${where}: the port is already in use (choose another with --port)`);
    case 'EACCES':
      return new ListenError(`cannot listen on ${where}: permission denied (ports below 1024 need privileges)`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return new ListenError(`cannot listen on ${where}: no such local address`);
    default:
      return new ListenError(`cannot listen on ${where}: ${err.message}`);
  }
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const opts = resolveOptions(options);
  const handler = createHandler(opts);
  const server = http.createServer(
    {
      requestTimeout: opts.timeoutMs,
      headersTimeout: Math.min(opts.timeoutMs, 60_000),
      // Node checks the two timeouts only this often (default 30 s), so short timeouts need a shorter interval.
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(opts.timeoutMs / 4))),
    },
    handler,
  );
  // "Expect: 100-continue": refuse an oversize body before the client sends it.
  server.on('checkContinue', (req, res) => {
    const declared = declaredLength(req);
    if (declared === undefined || declared <= opts.maxBodyBytes) res.writeContinue();
    handler(req, res);
  });
  // Malformed requests and timeouts (400, 408, 431) are answered by Node's default clientError handling.

  // Listen only once checks can run, so that a worker's start-up never counts against a request's budget.
  await handler.ready();

  await new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException): void => {
      void handler.close().finally(() => reject(listenError(err, opts.host, opts.port)));
    };
    server.once('error', onError);
    server.listen(opts.port, opts.host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  // Errors after start (rare: e.g. EMFILE on accept) must not crash the process.
  server.on('error', (err) => process.stderr.write(`genderfair: server error: ${err.message}\n`));

  const port = (server.address() as AddressInfo).port;
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          void handler.close().finally(resolve);
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
