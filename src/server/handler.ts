/**
 * The request handler: routing, errors, CORS and security headers. Every failure becomes a response
 * (JSON {"error": "..."} for our endpoints, "Error: ..." as text/plain for the LanguageTool ones, as
 * LanguageTool answers); nothing a client sends can throw out of it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CheckFn, parseCheckRequest } from './api.js';
import { type Answer, type Task, answer } from './answer.js';
import { type AnswerCache, answerKey, createAnswerCache } from './check-cache.js';
import { HttpError, decodeUtf8, parseContentType, parseForm, parseJsonObject, readBody } from './body.js';
import { LANGUAGES } from './languagetool.js';
import { type ResolvedOptions, type ServerOptions, resolveOptions } from './options.js';
import { type CheckPool, busyError, createCheckPool } from './pool.js';
import { apiRewriteGender } from './rewrite-gender.js';
import { readStatic } from './static.js';
import { softwareInfo } from './version.js';

export interface Handler {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Resolves once checks can run (a pool worker has started and loaded the checker). */
  ready(): Promise<void>;
  /** Stops the check pool (when the handler has one). */
  close(): Promise<void>;
}

/** Replaceable parts, for tests (a checker that throws, a quiet log). */
export interface HandlerDeps {
  /**
   * A checker to run in this thread instead of the real one on the worker pool (tests: a checker that
   * throws). Without it, checks run on the pool, within options.timeBudgetMs.
   */
  check?: CheckFn;
  /** Unexpected errors (500s), one line each. */
  log: (line: string) => void;
}

const defaultLog: Pick<HandlerDeps, 'log'> = {
  log: (line) => void process.stderr.write(`${line}\n`),
};

/**
 * A self-contained app: scripts, styles, fonts and API calls from this origin only; nothing inline, no
 * frames, no plug-ins.
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; connect-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

type Kind = 'api' | 'lt' | 'static';

interface Route {
  methods: readonly string[];
  kind: Kind;
  run(ctx: Context): Promise<void>;
}

interface Context {
  req: IncomingMessage;
  res: ServerResponse;
  query: string;
  opts: ResolvedOptions;
  /** Answers a task: from the cache, else on the pool (or with the checker of HandlerDeps). */
  run(task: Task): Promise<string>;
  /** Throws 503 when the pool's queue is full: checked before a body is read, so overload costs little. */
  refuseWhenBusy(): void;
  health(): Record<string, unknown>;
}

function send(res: ServerResponse, status: number, body: string | Buffer, contentType: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  send(res, status, JSON.stringify(value), 'application/json; charset=utf-8', { 'Cache-Control': 'no-store', ...headers });
}

function sendError(res: ServerResponse, kind: Kind, status: number, message: string, headers: Record<string, string> = {}): void {
  const line = message.replace(/\s*[\r\n]+\s*/g, ' ');
  if (kind === 'lt') send(res, status, `Error: ${line}`, 'text/plain; charset=utf-8', { 'Cache-Control': 'no-store', ...headers });
  else sendJson(res, status, { error: line }, headers);
}

/** 415 unless the body is JSON in UTF-8 (a missing Content-Type is taken as JSON). */
function requireJson(req: IncomingMessage): void {
  const { type, charset } = parseContentType(req.headers['content-type']);
  if (type !== '' && type !== 'application/json') {
    throw new HttpError(415, `unsupported content type '${type}'; send application/json`);
  }
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new HttpError(415, `unsupported charset '${charset}'; send UTF-8`);
  }
}

function sendBody(res: ServerResponse, body: string): void {
  send(res, 200, body, 'application/json; charset=utf-8', { 'Cache-Control': 'no-store' });
}

async function jsonApi(ctx: Context, endpoint: 'check' | 'fix'): Promise<void> {
  requireJson(ctx.req);
  ctx.refuseWhenBusy();
  const body = parseJsonObject(await readBody(ctx.req, ctx.opts.maxBodyBytes));
  const request = parseCheckRequest(body);
  sendBody(ctx.res, await ctx.run({ endpoint, request, maxDiagnostics: ctx.opts.maxDiagnostics }));
}

/** LanguageTool parameters: the query string, then a form body (whose values win). */
async function ltParams(ctx: Context): Promise<Map<string, string>> {
  const params = parseForm(ctx.query);
  if (ctx.req.method !== 'POST') return params;
  const { type } = parseContentType(ctx.req.headers['content-type']);
  if (type !== '' && type !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, `unsupported content type '${type}'; send application/x-www-form-urlencoded`);
  }
  ctx.refuseWhenBusy();
  const body = await readBody(ctx.req, ctx.opts.maxBodyBytes);
  return parseForm(decodeUtf8(body), params);
}

const ROUTES: Readonly<Record<string, Route>> = {
  '/health': {
    methods: ['GET', 'HEAD'],
    kind: 'api',
    // Answered here on the main thread, never waiting for a check.
    run: async ({ res, health }) => {
      const m = process.memoryUsage();
      sendJson(res, 200, {
        status: 'ok',
        version: softwareInfo().version,
        uptimeSeconds: Math.round(process.uptime()),
        memory: { rss: m.rss, heapTotal: m.heapTotal, heapUsed: m.heapUsed, external: m.external },
        ...health(),
      });
    },
  },
  '/api/check': { methods: ['POST'], kind: 'api', run: (ctx) => jsonApi(ctx, 'check') },
  '/api/fix': { methods: ['POST'], kind: 'api', run: (ctx) => jsonApi(ctx, 'fix') },
  '/api/rewrite-gender': {
    methods: ['POST'],
    kind: 'api',
    run: async (ctx) => {
      requireJson(ctx.req);
      sendJson(ctx.res, 200, apiRewriteGender(parseJsonObject(await readBody(ctx.req, ctx.opts.maxBodyBytes))));
    },
  },
  '/v2/check': {
    methods: ['GET', 'POST'],
    kind: 'lt',
    run: async (ctx) => {
      const params = await ltParams(ctx);
      sendBody(ctx.res, await ctx.run({ endpoint: 'lt', params: [...params], software: softwareInfo(), maxDiagnostics: ctx.opts.maxDiagnostics }));
    },
  },
  '/v2/languages': { methods: ['GET', 'HEAD'], kind: 'lt', run: async ({ res }) => sendJson(res, 200, LANGUAGES) },
};

const STATIC_METHODS = ['GET', 'HEAD'];

async function serveStatic(ctx: Context, pathname: string): Promise<void> {
  const { res, opts } = ctx;
  if (opts.webRoot === null) {
    const message =
      pathname === '/' || pathname === '/index.html'
        ? 'the web editor is not built: run `npm run build` (it is served from dist/web)'
        : `not found: ${pathname}`;
    sendJson(res, 404, { error: message });
    return;
  }
  const file = await readStatic(opts.webRoot, pathname, ctx.req.headers['accept-encoding']);
  if (!file) {
    sendJson(res, 404, { error: `not found: ${pathname}` });
    return;
  }
  send(res, 200, file.body, file.contentType, {
    'Cache-Control': file.cacheControl,
    Vary: res.hasHeader('Vary') ? `${String(res.getHeader('Vary'))}, Accept-Encoding` : 'Accept-Encoding',
    ...(file.contentEncoding ? { 'Content-Encoding': file.contentEncoding } : {}),
  });
}

function setCommonHeaders(res: ServerResponse, opts: ResolvedOptions): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('Referrer-Policy', 'no-referrer');
  if (opts.cors !== null) {
    res.setHeader('Access-Control-Allow-Origin', opts.cors);
    if (opts.cors !== '*') res.setHeader('Vary', 'Origin');
  }
}

/** Path and query of the request target ("/a?b", or the absolute form "http://host/a?b"). */
function splitTarget(target: string): { pathname: string; query: string } {
  let t = target;
  if (!t.startsWith('/')) {
    try {
      const u = new URL(t);
      t = u.pathname + u.search;
    } catch {
      return { pathname: t, query: '' };
    }
  }
  const q = t.indexOf('?');
  return q < 0 ? { pathname: t, query: '' } : { pathname: t.slice(0, q), query: t.slice(q + 1) };
}

function routeOf(pathname: string): Route | undefined {
  return Object.hasOwn(ROUTES, pathname) ? ROUTES[pathname] : undefined; // not "constructor" & co.
}

/** Which error format a path gets: LanguageTool's plain text under /v2/, JSON elsewhere. */
function kindOf(pathname: string): Kind {
  return routeOf(pathname)?.kind ?? (pathname.startsWith('/api/') ? 'api' : pathname.startsWith('/v2/') ? 'lt' : 'static');
}

async function handle(ctx: Context, pathname: string, kind: Kind): Promise<void> {
  const { req, res, opts } = ctx;
  const method = req.method ?? 'GET';
  const route = routeOf(pathname);
  if (!route && kind !== 'static') {
    sendError(res, kind, 404, `unknown endpoint ${pathname}`);
    return;
  }
  const methods = route?.methods ?? STATIC_METHODS;
  const allow = [...methods, 'OPTIONS'].join(', ');
  if (method === 'OPTIONS') {
    // CORS preflight (or a plain OPTIONS): which methods the path takes.
    const headers: Record<string, string> = { Allow: allow };
    if (opts.cors !== null) {
      headers['Access-Control-Allow-Methods'] = allow;
      headers['Access-Control-Allow-Headers'] = 'Content-Type';
      headers['Access-Control-Max-Age'] = '600';
    }
    res.writeHead(204, headers);
    res.end();
    return;
  }
  if (!methods.includes(method)) {
    sendError(res, kind, 405, `method ${method} is not allowed on ${pathname}; allowed: ${allow}`, { Allow: allow });
    return;
  }
  if (route) await route.run(ctx);
  else await serveStatic(ctx, pathname);
}

/** The body of an answer, or the HTTP error it stands for. */
function bodyOf(a: Answer): string {
  if ('body' in a) return a.body;
  throw new HttpError(a.status, a.error, a.headers);
}

/** Answers tasks from the cache, else by `compute`; only successful answers are kept. */
function cachedRunner(cache: AnswerCache, compute: (task: Task) => Promise<Answer>): (task: Task) => Promise<string> {
  return async (task) => {
    const key = answerKey(task);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const body = bodyOf(await compute(task));
    cache.set(key, body);
    return body;
  };
}

export function createHandler(options: ServerOptions = {}, deps: Partial<HandlerDeps> = {}): Handler {
  const opts = resolveOptions(options);
  const d: HandlerDeps = { ...defaultLog, ...deps };
  // Each handler (server) has its own answer cache and pool; a checker passed in by a test runs in this thread.
  const inThread = d.check;
  const pool: CheckPool | undefined = inThread ? undefined : createCheckPool({ threads: opts.workers, timeBudgetMs: opts.timeBudgetMs });
  const cache = createAnswerCache();
  const run = cachedRunner(cache, inThread ? async (task) => answer(task, inThread) : (task) => (pool as CheckPool).run(task));
  const refuseWhenBusy = (): void => {
    if (pool?.busy()) throw busyError();
  };
  const health = (): Record<string, unknown> => ({
    ...(pool ? { pool: pool.stats() } : {}),
    cache: { entries: cache.size, chars: cache.chars },
  });
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const { pathname, query } = splitTarget(req.url ?? '/');
    const kind = kindOf(pathname);
    setCommonHeaders(res, opts);
    handle({ req, res, query, opts, run, refuseWhenBusy, health }, pathname, kind).catch((err: unknown) => {
      if (err instanceof HttpError) {
        if (!res.headersSent) sendError(res, kind, err.status, err.message, err.headers);
        else res.destroy();
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      d.log(`genderfair: internal error on ${req.method ?? '?'} ${pathname}: ${message.replace(/\s+/g, ' ')}`);
      if (!res.headersSent) sendError(res, kind, 500, 'internal server error');
      else res.destroy();
    });
  };
  return Object.assign(handler, { ready: async () => pool?.ready(), close: async () => pool?.close() });
}
