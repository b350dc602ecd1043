/** Static files of the web editor (dist/web), without directory traversal. */
import { existsSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export function contentType(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The built web editor: dist/web next to the compiled code. From dist/server/*.js and from the CLI
 * bundle dist/cli/genderfair.mjs that is ../web/; from src/server/*.ts (tests, tsx) it is ../../dist/web/.
 * Null when no candidate holds an index.html (the editor has not been built).
 */
export function defaultWebRoot(): string | null {
  for (const rel of ['../web/', '../../dist/web/']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(path.join(dir, 'index.html'))) return path.resolve(dir);
  }
  return null;
}

/**
 * The file under `root` that a raw (still percent-encoded) URL path names, or null when there is none
 * or the path is not acceptable: ".." or dot-file segments (also when percent-encoded, e.g. %2e%2e),
 * encoded slashes or backslashes, NUL, or a symlink leading outside the root. "/" and directories give
 * their index.html.
 */
export async function resolveStatic(root: string, rawPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  // Percent-decoding after splitting would let "%2f" smuggle a slash; decoding first and rejecting any
  // segment that starts with "." rules out "..", "." and hidden files such as .git or .env alike.
  if (segments.some((s) => s.startsWith('.'))) return null;
  let realRoot: string;
  let file: string;
  try {
    realRoot = await realpath(root);
    file = path.join(realRoot, ...segments);
    let info = await stat(file);
    if (info.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file);
    }
    if (!info.isFile()) return null;
    file = await realpath(file);
  } catch {
    return null;
  }
  return file.startsWith(realRoot + path.sep) ? file : null;
}

export interface StaticFile {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  /** 'gzip' when body is compressed. */
  contentEncoding?: 'gzip';
}

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|manifest\+json)|image\/svg\+xml)/;
/** Gzipped bodies by file, reused while the file is unchanged (the editor's bundle is 1.5 MB, 0.4 MB gzipped). */
const gzipCache = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();

function gzipped(file: string, body: Buffer, mtimeMs: number): Buffer {
  const hit = gzipCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === body.length) return hit.body;
  const gz = gzipSync(body);
  if (gzipCache.size > 200) gzipCache.clear();
  gzipCache.set(file, { mtimeMs, size: body.length, body: gz });
  return gz;
}

/** Whether an Accept-Encoding header allows gzip (and does not refuse it with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') return false;
    return !params.some((p) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(p));
  });
}

export async function readStatic(root: string, rawPath: string, acceptEncoding?: string): Promise<StaticFile | null> {
  const file = await resolveStatic(root, rawPath);
  if (!file) return null;
  let body: Buffer;
  let mtimeMs: number;
  try {
    body = await readFile(file);
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
  const type = contentType(file);
  // Vite's hashed assets never change under the same name; everything else is revalidated.
  const hashed = /[.-][A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|svg|png)$/.test(file) && rawPath.startsWith('/assets/');
  const out: StaticFile = { body, contentType: type, cacheControl: hashed ? 'public, max-age=31536000, immutable' : 'no-cache' };
  if (body.length >= 1024 && COMPRESSIBLE.test(type) && acceptsGzip(acceptEncoding)) {
    out.body = gzipped(file, body, mtimeMs);
    out.contentEncoding = 'gzip';
  }
  return out;
}
