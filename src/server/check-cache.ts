/**
 * A bounded cache of checker results. Editors and LanguageTool clients send the same text again and
 * again (on focus, after a pause, after every keystroke in another paragraph); check() is a pure
 * function of text and options, so a repeated request can be answered from memory. Least recently
 * used entries are dropped first; the bound counts the characters of the cached texts so that a
 * few large documents cannot pin much memory.
 */
import type { CheckOptions, Diagnostic } from '../types.js';

export type CheckFn = (text: string, options?: CheckOptions) => Diagnostic[];

export interface CheckCacheOptions {
  /** Most entries kept (default 512). */
  maxEntries?: number;
  /** Most characters of cached texts in all (default 4,000,000, about 8 MB of strings). */
  maxChars?: number;
}

function keyOf(text: string, options: CheckOptions | undefined): string {
  const o = options ?? {};
  // Option order is fixed here, so equal options give equal keys whatever the JSON field order was.
  return JSON.stringify([o.lang ?? 'de', o.inputFormat ?? 'text', o.styles ?? null, o.allow ?? null, o.minSeverity ?? null]) + '\u0000' + text;
}

/**
 * Wraps a checker. The returned diagnostics are shared between requests: callers must treat them as
 * read-only (the server only serialises them or reads them).
 */
export function cachedCheck(check: CheckFn, options: CheckCacheOptions = {}): CheckFn {
  const maxEntries = options.maxEntries ?? 512;
  const maxChars = options.maxChars ?? 4_000_000;
  const cache = new Map<string, Diagnostic[]>();
  let chars = 0;
  return (text, checkOptions) => {
    if (text.length > maxChars / 4) return check(text, checkOptions); // large documents: not worth pinning
    const key = keyOf(text, checkOptions);
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key); // re-insert: most recently used last
      cache.set(key, hit);
      return hit;
    }
    const result = check(text, checkOptions);
    cache.set(key, result);
    chars += key.length;
    for (const [oldKey] of cache) {
      if (cache.size <= maxEntries && chars <= maxChars) break;
      cache.delete(oldKey);
      chars -= oldKey.length;
    }
    return result;
  };
}
