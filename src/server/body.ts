/** Reading request bodies: size limit, strict UTF-8, JSON and form decoding. */
import type { IncomingMessage } from 'node:http';

/** An error that becomes an HTTP response with this status; the message is one line for the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra response headers (e.g. Allow for 405). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** "application/json; charset=utf-8" -> { type: 'application/json', charset: 'utf-8' }. */
export function parseContentType(header: string | undefined): { type: string; charset: string | undefined } {
  if (!header) return { type: '', charset: undefined };
  const [type = '', ...params] = header.split(';');
  let charset: string | undefined;
  for (const p of params) {
    const m = /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(p);
    if (m?.[1]) charset = m[1].toLowerCase();
  }
  return { type: type.trim().toLowerCase(), charset };
}

/** The declared Content-Length, or undefined when there is none (chunked) or it is malformed. */
export function declaredLength(req: IncomingMessage): number | undefined {
  const raw = req.headers['content-length'];
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  return Number(raw);
}

export function tooLarge(limit: number): HttpError {
  return new HttpError(413, `request body exceeds the limit of ${limit} bytes`, { Connection: 'close' });
}

/**
 * Reads the whole body, at most `limit` bytes. A declared Content-Length over the limit is refused
 * before anything is read; a chunked body stops being read (and buffered) as soon as it passes the limit.
 * Either way the response closes the connection, so the rest of the body is never read.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = declaredLength(req);
  if (declared !== undefined && declared > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (err: Error | null, body?: Buffer): void => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
      if (err) reject(err);
      else resolve(body ?? Buffer.alloc(0));
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        finish(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => finish(null, Buffer.concat(chunks, size));
    const onError = (err: Error): void => finish(err);
    const onAborted = (): void => finish(new HttpError(400, 'request aborted'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Strict UTF-8 (a leading BOM is dropped); invalid bytes are a 400, never replaced by U+FFFD. */
export function decodeUtf8(bytes: Uint8Array, what = 'request body'): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new HttpError(400, `${what} is not valid UTF-8`);
  }
}

/** Parses a JSON body that must be an object. */
export function parseJsonObject(body: Buffer): Record<string, unknown> {
  if (body.length === 0) throw new HttpError(400, 'empty request body; expected a JSON object like {"text": "..."}');
  const text = decodeUtf8(body);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const detail = err instanceof Error ? err.message.split('\n')[0] : '';
    throw new HttpError(400, `malformed JSON${detail ? `: ${detail}` : ''}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(400, 'request body must be a JSON object like {"text": "..."}');
  }
  return value as Record<string, unknown>;
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48; // 0-9
  if (c >= 65 && c <= 70) return c - 55; // A-F
  if (c >= 97 && c <= 102) return c - 87; // a-f
  return -1;
}

/**
 * Percent-decodes one form component to bytes, then decodes them as strict UTF-8. URLSearchParams
 * would silently turn invalid sequences into U+FFFD and shift nothing, but a client that sent Latin-1
 * should hear about it rather than get offsets into a text it did not send.
 */
function decodeFormComponent(s: string, what: string): string {
  if (!s.includes('%') && !s.includes('+')) return s;
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 43) {
      bytes.push(32); // '+' is a space
    } else if (c === 37 && i + 2 < s.length && hexValue(s.charCodeAt(i + 1)) >= 0 && hexValue(s.charCodeAt(i + 2)) >= 0) {
      bytes.push(hexValue(s.charCodeAt(i + 1)) * 16 + hexValue(s.charCodeAt(i + 2)));
      i += 2;
    } else if (c < 0x80) {
      bytes.push(c); // a lone '%' stays literal, as in URLSearchParams
    } else {
      // Raw non-ASCII in a form body (the body was already decoded as UTF-8): re-encode it.
      const cp = s.codePointAt(i) ?? c;
      for (const b of Buffer.from(String.fromCodePoint(cp), 'utf8')) bytes.push(b);
      if (cp > 0xffff) i++;
    }
  }
  return decodeUtf8(Uint8Array.from(bytes), what);
}

/** application/x-www-form-urlencoded -> name/value pairs (the last of repeated names wins). */
export function parseForm(body: string, into: Map<string, string> = new Map()): Map<string, string> {
  if (body === '') return into;
  for (const part of body.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    const rawValue = eq < 0 ? '' : part.slice(eq + 1);
    const name = decodeFormComponent(rawName, 'a parameter name');
    into.set(name, decodeFormComponent(rawValue, `parameter '${name}'`));
  }
  return into;
}
