/** Options of the HTTP server, their defaults and validation. */
import path from 'node:path';
import { defaultThreads } from './pool.js';
import { defaultWebRoot } from './static.js';

export interface ServerOptions {
  /** TCP port; 0 picks a free one (see the url/port startServer returns). Default 8765. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1 (loopback only). */
  host?: string;
  /** Directory of the built web editor; null serves none. Default: dist/web of this package. */
  webRoot?: string | null;
  /** Access-Control-Allow-Origin for browsers on other origins ("*" or one origin); null/unset: no CORS. */
  cors?: string | null;
  /** Largest accepted request body in bytes. Default 1 MiB (1048576). */
  maxBodyBytes?: number;
  /** Time a client has to send a whole request, in ms (server.requestTimeout). Default 30000. */
  timeoutMs?: number;
  /** Worker threads that run checks. Default: cores - 1, at least 1. */
  workers?: number;
  /** Time one check may take (queue included) before it is stopped with 504, in ms. Default 5000. */
  timeBudgetMs?: number;
  /** Most findings in one answer; more are cut off with "truncated": true. Default 1000. */
  maxDiagnostics?: number;
}

export const DEFAULT_PORT = 8765;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_TIME_BUDGET_MS = 5000;
export const DEFAULT_MAX_DIAGNOSTICS = 1000;

export interface ResolvedOptions {
  port: number;
  host: string;
  webRoot: string | null;
  cors: string | null;
  maxBodyBytes: number;
  timeoutMs: number;
  workers: number;
  timeBudgetMs: number;
  maxDiagnostics: number;
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive integer, got ${String(value)}`);
  return value;
}

export function resolveOptions(opts: ServerOptions = {}): ResolvedOptions {
  const port = opts.port ?? DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new RangeError(`port must be an integer from 0 to 65535, got ${String(port)}`);
  const cors = opts.cors ?? null;
  if (cors !== null && (cors.trim() === '' || /[\r\n]/.test(cors))) throw new RangeError('cors must be "*" or an origin such as https://example.org');
  return {
    port,
    host: opts.host ?? DEFAULT_HOST,
    webRoot: opts.webRoot === undefined ? defaultWebRoot() : opts.webRoot === null ? null : path.resolve(opts.webRoot),
    cors: cors === null ? null : cors.trim(),
    maxBodyBytes: positiveInteger(opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, 'maxBodyBytes'),
    timeoutMs: positiveInteger(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, 'timeoutMs'),
    workers: positiveInteger(opts.workers ?? defaultThreads(), 'workers'),
    timeBudgetMs: positiveInteger(opts.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS, 'timeBudgetMs'),
    maxDiagnostics: positiveInteger(opts.maxDiagnostics ?? DEFAULT_MAX_DIAGNOSTICS, 'maxDiagnostics'),
  };
}
