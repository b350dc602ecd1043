/**
 * A bounded cache of answers. Editors and LanguageTool clients send the same text again and again (on
 * focus, after a pause, after every keystroke in another paragraph); an answer is a pure function of the
 * request, so a repeated request is answered from memory on the main thread and never reaches the check
 * pool. Least recently used entries are dropped first; the bound counts the characters of keys and
 * answers, so a few large documents cannot pin much memory.
 */
import type { CheckOptions, Diagnostic } from '../types.js';
import type { Task } from './answer.js';

export type CheckFn = (text: string, options?: CheckOptions) => Diagnostic[];

export interface CacheOptions {
  /** Most entries kept (default 512). */
  maxEntries?: number;
  /** Most characters of keys and answers in all (default 8,000,000, about 16 MB of strings). */
  maxChars?: number;
}

export interface AnswerCache {
  get(key: string): string | undefined;
  /** Keeps an answer; one larger than a quarter of the budget is not worth pinning and is not kept. */
  set(key: string, answer: string): void;
  readonly size: number;
  /** Characters of keys and answers held. */
  readonly chars: number;
}

/**
 * The cache key of a task: all of it, so the text, every option (inputFormat included), /api/fix's `all`
 * and the answer cap. parseCheckRequest builds the options in a fixed order, so equal requests give equal
 * keys whatever the field order of their JSON.
 */
export function answerKey(task: Task): string {
  return JSON.stringify(task);
}

export function createAnswerCache(options: CacheOptions = {}): AnswerCache {
  const maxEntries = options.maxEntries ?? 512;
  const maxChars = options.maxChars ?? 8_000_000;
  const cache = new Map<string, string>();
  let chars = 0;
  return {
    get(key) {
      const hit = cache.get(key);
      if (hit === undefined) return undefined;
      cache.delete(key); // re-insert: most recently used last
      cache.set(key, hit);
      return hit;
    },
    set(key, answer) {
      const cost = key.length + answer.length;
      if (cost > maxChars / 4 || cache.has(key)) return;
      cache.set(key, answer);
      chars += cost;
      for (const [oldKey, old] of cache) {
        if (cache.size <= maxEntries && chars <= maxChars) break;
        cache.delete(oldKey);
        chars -= oldKey.length + old.length;
      }
    },
    get size() {
      return cache.size;
    },
    get chars() {
      return chars;
    },
  };
}
