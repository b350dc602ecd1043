/**
 * The HTTP server over real HTTP on loopback (port 0): /health, /api/check, /api/fix, static files,
 * CORS, and every error path. The checker is the real one, on real German text.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check, fix } from '../src/index.js';
import { createHandler, startServer } from '../src/server/index.js';
import { acceptsGzip } from '../src/server/static.js';
import type { Diagnostic } from '../src/types.js';

const SENTENCE = 'Die Lehrer und jeder Mitarbeiter müssen zustimmen.';
const JSON_TYPE = { 'Content-Type': 'application/json' };
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** http.request (not fetch): it sends the path exactly as given, "/../x" included. */
function request(port: number, method: string, urlPath: string, body?: string | Buffer, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Writes raw bytes and collects everything until the server closes the connection. */
function raw(port: number, data: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(data);
  });
}

function errorOf(r: Reply): string {
  expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
  const json = JSON.parse(r.body) as { error?: unknown };
  expect(Object.keys(json)).toEqual(['error']);
  expect(typeof json.error).toBe('string');
  expect(json.error as string).not.toMatch(/\n/);
  return json.error as string;
}

let dir: string;
let webRoot: string;
let server: Awaited<ReturnType<typeof startServer>>;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-server-'));
  webRoot = path.join(dir, 'web');
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  mkdirSync(path.join(webRoot, 'sub'));
  writeFileSync(path.join(dir, 'secret.txt'), 'TOP SECRET');
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>genderfair</title>');
  writeFileSync(path.join(webRoot, 'sub', 'index.html'), '<p>sub</p>');
  writeFileSync(path.join(webRoot, 'assets', 'app-Ab12Cd34.js'), 'console.log(1);');
  writeFileSync(path.join(webRoot, 'style.css'), 'body{}');
  writeFileSync(path.join(webRoot, 'big.js'), 'console.log("Die Lehrer*innen");\n'.repeat(100));
  writeFileSync(path.join(webRoot, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webRoot, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(webRoot, 'data.json'), '{}');
  writeFileSync(path.join(webRoot, 'font.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  writeFileSync(path.join(webRoot, '.env'), 'SECRET=1');
  symlinkSync(path.join(dir, 'secret.txt'), path.join(webRoot, 'link.txt'));
  server = await startServer({ port: 0, webRoot });
  port = server.port;
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('startServer', () => {
  it('listens on loopback on the port it reports', () => {
    expect(port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${port}`);
  });

  it('refuses a port in use with a clear error, and bad options', async () => {
    await expect(startServer({ port })).rejects.toThrow(/already in use/);
    await expect(startServer({ port: 70000 })).rejects.toThrow(/port must be an integer/);
    await expect(startServer({ port: 0, maxBodyBytes: 0 })).rejects.toThrow(/maxBodyBytes/);
  });

  it('close() stops the server', async () => {
    const s = await startServer({ port: 0, webRoot: null });
    expect((await request(s.port, 'GET', '/health')).status).toBe(200);
    await s.close();
    await expect(request(s.port, 'GET', '/health')).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('GET /health', () => {
  it('reports status, version and memory, with security headers and no CORS', async () => {
    const r = await request(port, 'GET', '/health');
    expect(r.status).toBe(200);
    const json = JSON.parse(r.body) as { status: string; version: string; memory: Record<string, number>; uptimeSeconds: number };
    expect(json.status).toBe('ok');
    expect(json.version).toBe(pkg.version);
    expect(json.memory.rss).toBeGreaterThan(0);
    expect(json.memory.heapUsed).toBeGreaterThan(0);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toMatch(/default-src 'self'; connect-src 'self'/);
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('POST /api/check and /api/fix', () => {
  it('returns exactly the diagnostics of check()', async () => {
    const r = await request(port, 'POST', '/api/check', JSON.stringify({ text: SENTENCE }), JSON_TYPE);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    const json = JSON.parse(r.body) as { diagnostics: Diagnostic[] };
    expect(Object.keys(json)).toEqual(['diagnostics']);
    expect(json.diagnostics).toEqual(check(SENTENCE));
    expect(json.diagnostics.map((d) => d.actual)).toEqual(['Lehrer', 'Mitarbeiter']);
  });

  it('passes styles, allow and minSeverity on', async () => {
    const post = async (body: unknown): Promise<Diagnostic[]> => {
      const r = await request(port, 'POST', '/api/check', JSON.stringify(body), JSON_TYPE);
      expect(r.status).toBe(200);
      return (JSON.parse(r.body) as { diagnostics: Diagnostic[] }).diagnostics;
    };
    const colon = await post({ text: SENTENCE, styles: ['colon', 'neutral'] });
    expect(colon[0]?.suggestions[0]?.preview).toBe('Lehrer:innen');
    expect(colon.flatMap((d) => d.suggestions.map((s) => s.style)).every((s) => s === 'colon' || s === 'neutral')).toBe(true);
    expect((await post({ text: SENTENCE, allow: ['Lehrer'] })).map((d) => d.actual)).toEqual(['Mitarbeiter']);
    const text = 'Die Teilnehmerzahl der Lehrer steigt.';
    expect((await post({ text })).map((d) => d.severity)).toEqual(['info', 'warning']);
    expect((await post({ text, minSeverity: 'warning' })).map((d) => d.severity)).toEqual(['warning']);
    expect(await post({ text: 'Das Wetter ist schön.', unknownField: 1 })).toEqual([]);
  });

  it('accepts a charset parameter and a missing Content-Type', async () => {
    const a = await request(port, 'POST', '/api/check', JSON.stringify({ text: SENTENCE }), { 'Content-Type': 'application/json; charset=UTF-8' });
    expect(a.status).toBe(200);
    const b = await request(port, 'POST', '/api/check', JSON.stringify({ text: SENTENCE }));
    expect(b.status).toBe(200);
  });

  it('/api/fix returns the fixed text and the number of changed places', async () => {
    const r = await request(port, 'POST', '/api/fix', JSON.stringify({ text: SENTENCE }), JSON_TYPE);
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toEqual({ text: 'Die Lehrer*innen und jede*r Mitarbeiter*in müssen zustimmen.', applied: 2 });
    expect((JSON.parse(r.body) as { text: string }).text).toBe(fix(SENTENCE));
    const pair = await request(port, 'POST', '/api/fix', JSON.stringify({ text: 'Jeder Mitarbeiter kommt.', styles: ['pair'] }), JSON_TYPE);
    expect(JSON.parse(pair.body)).toEqual({ text: 'Jede Mitarbeiterin oder jeder Mitarbeiter kommt.', applied: 1 });
  });

  it('checks and fixes Italian with lang "it"', async () => {
    const text = 'I rifugiati sono stati accolti.';
    const checked = await request(port, 'POST', '/api/check', JSON.stringify({ text, lang: 'it' }), JSON_TYPE);
    expect((JSON.parse(checked.body) as { diagnostics: Diagnostic[] }).diagnostics).toEqual(check(text, { lang: 'it' }));
    const fixed = await request(port, 'POST', '/api/fix', JSON.stringify({ text, lang: 'it' }), JSON_TYPE);
    expect(JSON.parse(fixed.body)).toEqual({ text: 'Le persone rifugiate sono state accolte.', applied: 1 });
  });

  it('reads the text as its inputFormat says (default text)', async () => {
    const text = '- Der Nutzer kommt.\n\n`Lehrer.x()`\n';
    const post = async (body: unknown): Promise<unknown> => JSON.parse((await request(port, 'POST', '/api/fix', JSON.stringify(body), JSON_TYPE)).body);
    expect(await post({ text, inputFormat: 'markdown' })).toEqual({ text: '- Der\\*die Nutzer\\*in kommt.\n\n`Lehrer.x()`\n', applied: 1 });
    expect(await post({ text, inputFormat: 'text' })).toEqual(await post({ text }));
    const r = await request(port, 'POST', '/api/check', JSON.stringify({ text, inputFormat: 'markdown' }), JSON_TYPE);
    expect((JSON.parse(r.body) as { diagnostics: Diagnostic[] }).diagnostics).toEqual(check(text, { inputFormat: 'markdown' }));
  });
});

describe('errors of the JSON API', () => {
  const cases: [string, string | Buffer, RegExp][] = [
    ['empty body', '', /^empty request body/],
    ['malformed JSON', '{"text": ', /^malformed JSON/],
    ['not an object', '["Die Lehrer"]', /must be a JSON object/],
    ['null', 'null', /must be a JSON object/],
    ['text missing', '{"styles": ["star"]}', /^missing 'text'/],
    ['text a number', '{"text": 42}', /^'text' must be a string, got number/],
    ['text null', '{"text": null}', /^'text' must be a string, got null/],
    ['styles not a list', '{"text": "x", "styles": "star"}', /^'styles' must be an array of strings/],
    ['unknown style', '{"text": "x", "styles": ["star", "gendergap"]}', /^unknown style "gendergap"; valid styles: star, colon/],
    ['allow not a list', '{"text": "x", "allow": "Lehrer"}', /^'allow' must be an array of strings/],
    ['bad severity', '{"text": "x", "minSeverity": "error"}', /^'minSeverity' must be "warning" or "info", got "error"/],
    ['bad lang', '{"text": "x", "lang": "fr"}', /^unsupported 'lang' "fr"/],
    ['unknown inputFormat', '{"text": "x", "inputFormat": "docx"}', /^unknown 'inputFormat' "docx"; valid formats: text, markdown, mdx, html, po, json, yaml$/],
    ['text the format cannot read', '{"text": "{\\"a\\": ", "inputFormat": "json"}', /^cannot read 'text' as json: line 1:7: invalid JSON \(ValueExpected\)$/],
    ['non-UTF-8 bytes', Buffer.concat([Buffer.from('{"text": "Die Lehrer '), Buffer.from([0xe4, 0xfc]), Buffer.from('"}')]), /^request body is not valid UTF-8$/],
  ];
  for (const [name, body, pattern] of cases) {
    it(`400 for ${name}`, async () => {
      for (const endpoint of ['/api/check', '/api/fix']) {
        const r = await request(port, 'POST', endpoint, body, JSON_TYPE);
        expect(r.status).toBe(400);
        expect(errorOf(r)).toMatch(pattern);
      }
    });
  }

  it('415 for other content types and charsets', async () => {
    const a = await request(port, 'POST', '/api/check', 'text=Die+Lehrer', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(a.status).toBe(415);
    expect(errorOf(a)).toMatch(/unsupported content type 'application\/x-www-form-urlencoded'; send application\/json/);
    const b = await request(port, 'POST', '/api/fix', JSON.stringify({ text: 'x' }), { 'Content-Type': 'application/json; charset=latin1' });
    expect(b.status).toBe(415);
    expect(errorOf(b)).toMatch(/charset 'latin1'/);
  });

  it('405 with Allow for wrong methods, 404 for unknown paths', async () => {
    const get = await request(port, 'GET', '/api/check');
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST, OPTIONS');
    expect(errorOf(get)).toMatch(/method GET is not allowed on \/api\/check/);
    const post = await request(port, 'POST', '/health', '{}', JSON_TYPE);
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
    const put = await request(port, 'PUT', '/index.html', 'x');
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, OPTIONS');
    const unknown = await request(port, 'POST', '/api/lint', '{}', JSON_TYPE);
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toBe('unknown endpoint /api/lint');
    const missing = await request(port, 'GET', '/nothing.html');
    expect(missing.status).toBe(404);
    expect(errorOf(missing)).toBe('not found: /nothing.html');
  });

  it('the server keeps answering after all of that', async () => {
    const r = await request(port, 'GET', '/health');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ status: 'ok' });
  });
});

describe('request size limit', () => {
  let small: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    small = await startServer({ port: 0, webRoot: null, maxBodyBytes: 1024 });
  });
  afterAll(async () => {
    await small.close();
  });

  it('413 for a declared Content-Length over the limit, and for a chunked body that grows past it', async () => {
    const big = JSON.stringify({ text: 'Die Lehrer kommen. '.repeat(200) });
    const declared = await request(small.port, 'POST', '/api/check', big, JSON_TYPE);
    expect(declared.status).toBe(413);
    expect(errorOf(declared)).toBe('request body exceeds the limit of 1024 bytes');
    expect(declared.headers.connection).toBe('close');

    const chunk = Buffer.from(big);
    const chunked = await raw(
      small.port,
      Buffer.concat([
        Buffer.from('POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n'),
        Buffer.from(`${chunk.length.toString(16)}\r\n`),
        chunk,
        Buffer.from('\r\n'),
      ]),
    );
    expect(chunked).toMatch(/^HTTP\/1\.1 413 /);
    expect(chunked).toMatch(/"error":"request body exceeds the limit of 1024 bytes"/);

    const lt = await request(small.port, 'POST', '/v2/check', `language=de&text=${'Lehrer+'.repeat(300)}`, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(lt.status).toBe(413);
    expect(lt.body).toBe('Error: request body exceeds the limit of 1024 bytes');
  });

  it('refuses before the body is sent (default limit 1 MiB; Expect: 100-continue gets no 100)', async () => {
    const answer = await raw(
      port,
      'POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1048577\r\nExpect: 100-continue\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).not.toMatch(/100 Continue/);
    expect(answer).toMatch(/limit of 1048576 bytes/);
    // a body of exactly the limit is fine (JSON padded with spaces: the check itself stays small)
    const json = JSON.stringify({ text: SENTENCE });
    const padded = json + ' '.repeat(1048576 - Buffer.byteLength(json));
    const ok = await request(port, 'POST', '/api/fix', padded, JSON_TYPE);
    expect(ok.status).toBe(200);
  });
});

describe('static files of the web editor', () => {
  it('serves index.html for / and files with their content types', async () => {
    const root = await request(port, 'GET', '/');
    expect(root.status).toBe(200);
    expect(root.body).toBe('<!doctype html><title>genderfair</title>');
    expect(root.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(root.headers['content-security-policy']).toContain("default-src 'self'");
    expect(root.headers['x-content-type-options']).toBe('nosniff');
    expect(root.headers['cache-control']).toBe('no-cache');
    const types: Record<string, string> = {
      '/assets/app-Ab12Cd34.js': 'text/javascript; charset=utf-8',
      '/style.css': 'text/css; charset=utf-8',
      '/logo.svg': 'image/svg+xml',
      '/icon.png': 'image/png',
      '/data.json': 'application/json; charset=utf-8',
      '/font.woff2': 'font/woff2',
      '/sub/': 'text/html; charset=utf-8',
      '/sub': 'text/html; charset=utf-8',
      '/index.html?v=1': 'text/html; charset=utf-8',
    };
    for (const [p, type] of Object.entries(types)) {
      const r = await request(port, 'GET', p);
      expect(r.status, p).toBe(200);
      expect(r.headers['content-type'], p).toBe(type);
    }
    const asset = await request(port, 'GET', '/assets/app-Ab12Cd34.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const head = await request(port, 'HEAD', '/');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String('<!doctype html><title>genderfair</title>'.length));
  });

  it('gzips larger text files for clients that accept it', async () => {
    const plain = await request(port, 'GET', '/big.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const gz = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/big.js', headers: { 'Accept-Encoding': 'br, gzip;q=0.8' }, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gunzipSync(gz.body).toString('utf8')).toBe(plain.body);
    const small = await request(port, 'GET', '/style.css', undefined, { 'Accept-Encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined(); // not worth it under 1 KB
    expect(acceptsGzip('gzip;q=0, deflate')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('does not leave the web root (directory traversal, hidden files, symlinks)', async () => {
    const attempts = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/sub/../../secret.txt',
      '/sub/%2e%2e/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/%5c..%5csecret.txt',
      '//../secret.txt',
      `/${'../'.repeat(10)}etc/passwd`,
      '/../package.json',
      '/%2e%2e/package.json',
      '/link.txt',
      '/.env',
      '/%2eenv',
      '/index.html%00.js',
      '/%E4%zz',
    ];
    for (const p of attempts) {
      const r = await request(port, 'GET', p);
      expect(r.status, p).toBe(404);
      expect(r.body, p).not.toContain('SECRET');
      expect(r.body, p).not.toContain('"version"');
    }
  });

  it('says that the web editor is not built when there is none', async () => {
    const s = await startServer({ port: 0, webRoot: null });
    try {
      const r = await request(s.port, 'GET', '/');
      expect(r.status).toBe(404);
      expect(errorOf(r)).toMatch(/web editor is not built: run `npm run build`/);
      expect((await request(s.port, 'GET', '/health')).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});

describe('CORS', () => {
  it('is off by default: no Access-Control headers, OPTIONS only lists the methods', async () => {
    const r = await request(port, 'OPTIONS', '/api/check', undefined, {
      Origin: 'https://example.org',
      'Access-Control-Request-Method': 'POST',
    });
    expect(r.status).toBe(204);
    expect(r.headers.allow).toBe('POST, OPTIONS');
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
    expect(r.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('answers preflights and adds the origin when configured', async () => {
    const any = await startServer({ port: 0, webRoot: null, cors: '*' });
    const one = await startServer({ port: 0, webRoot: null, cors: 'https://example.org' });
    try {
      const pre = await request(any.port, 'OPTIONS', '/api/check', undefined, {
        Origin: 'https://example.org',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      });
      expect(pre.status).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe('*');
      expect(pre.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
      expect(pre.headers['access-control-allow-headers']).toBe('Content-Type');
      const post = await request(any.port, 'POST', '/api/check', JSON.stringify({ text: SENTENCE }), { ...JSON_TYPE, Origin: 'https://example.org' });
      expect(post.status).toBe(200);
      expect(post.headers['access-control-allow-origin']).toBe('*');
      const lt = await request(any.port, 'OPTIONS', '/v2/check', undefined, { Origin: 'moz-extension://abc', 'Access-Control-Request-Method': 'POST' });
      expect(lt.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
      const error = await request(any.port, 'POST', '/api/check', '{', JSON_TYPE);
      expect(error.status).toBe(400);
      expect(error.headers['access-control-allow-origin']).toBe('*'); // the browser can read the error
      const r = await request(one.port, 'GET', '/health', undefined, { Origin: 'https://example.org' });
      expect(r.headers['access-control-allow-origin']).toBe('https://example.org');
      expect(r.headers.vary).toBe('Origin');
    } finally {
      await any.close();
      await one.close();
    }
  });
});

describe('robustness', () => {
  it('a throwing checker gives a 500 and the server keeps running', async () => {
    const logged: string[] = [];
    const handler = createHandler(
      { webRoot: null },
      {
        check: () => {
          throw new Error('boom');
        },
        log: (line) => logged.push(line),
      },
    );
    const s = http.createServer(handler);
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    const p = (s.address() as AddressInfo).port;
    try {
      const r = await request(p, 'POST', '/api/check', JSON.stringify({ text: SENTENCE }), JSON_TYPE);
      expect(r.status).toBe(500);
      expect(errorOf(r)).toBe('internal server error');
      const lt = await request(p, 'POST', '/v2/check', 'language=de&text=Die+Lehrer', { 'Content-Type': 'application/x-www-form-urlencoded' });
      expect(lt.status).toBe(500);
      expect(lt.body).toBe('Error: internal server error');
      expect(logged).toHaveLength(2);
      expect(logged[0]).toMatch(/^genderfair: internal error on POST \/api\/check: boom$/);
      expect((await request(p, 'GET', '/health')).status).toBe(200);
    } finally {
      await new Promise((resolve) => s.close(resolve));
    }
  });

  it('answers 408 to a client that does not finish its request in time', async () => {
    const s = await startServer({ port: 0, webRoot: null, timeoutMs: 300 });
    try {
      const answer = await raw(s.port, 'POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"te');
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect((await request(s.port, 'GET', '/health')).status).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('answers 400 to a malformed request line and keeps running', async () => {
    const answer = await raw(port, 'THIS IS NOT HTTP\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    for (const target of ['constructor', '__proto__', '*', 'http://example.org/health']) {
      const r = await raw(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(r, target).toMatch(target.endsWith('/health') ? /^HTTP\/1\.1 200 / : /^HTTP\/1\.1 (400|404) /);
    }
    expect((await request(port, 'GET', '/health')).status).toBe(200);
  });
});
