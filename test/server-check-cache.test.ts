import { describe, expect, it } from 'vitest';
import { check } from '../src/index.js';
import { answer } from '../src/server/answer.js';
import { parseCheckRequest } from '../src/server/api.js';
import { answerKey, createAnswerCache } from '../src/server/check-cache.js';

describe('createAnswerCache', () => {
  const text = 'Die Lehrer und jeder Mitarbeiter müssen zustimmen.';
  const body = (t: string): string => {
    const a = answer({ endpoint: 'check', request: { text: t, options: { lang: 'de' } }, maxDiagnostics: 1000 }, check);
    if (!('body' in a)) throw new Error(a.error);
    return a.body;
  };

  it('answers a repeated key from memory', () => {
    const cache = createAnswerCache();
    expect(cache.get(text)).toBeUndefined();
    cache.set(text, body(text));
    expect(JSON.parse(cache.get(text) ?? '')).toEqual({ diagnostics: check(text) });
    expect(cache.size).toBe(1);
    expect(cache.chars).toBe(text.length + body(text).length);
  });

  it('keys on the endpoint, every option (inputFormat included), `all` and the exact text', () => {
    const key = (endpoint: 'check' | 'fix', fields: Record<string, unknown>): string =>
      answerKey({ endpoint, request: parseCheckRequest({ text, ...fields }), maxDiagnostics: 1000 });
    const keys = [
      key('check', { styles: ['star'] }),
      key('check', { styles: ['colon'] }),
      key('check', { styles: ['star'], allow: ['Lehrer'] }),
      key('check', { styles: ['star'], minSeverity: 'warning' }),
      key('check', { styles: ['star'], text: `${text} ` }),
      key('check', { styles: ['star'], inputFormat: 'markdown' }),
      key('fix', { styles: ['star'] }),
      key('fix', { styles: ['star'], all: true }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    // Equal requests, whatever their field order; inputFormat 'text' is the default.
    expect(key('check', { inputFormat: 'markdown', styles: ['star'] })).toBe(key('check', { styles: ['star'], inputFormat: 'markdown' }));
    expect(key('check', { styles: ['star'], inputFormat: 'text' })).toBe(keys[0]);
  });

  it('drops the least recently used entries beyond its bounds', () => {
    const cache = createAnswerCache({ maxEntries: 2 });
    cache.set('Lehrer', body('Die Lehrer kommen.'));
    cache.set('Schüler', body('Die Schüler kommen.'));
    cache.get('Lehrer'); // now most recent
    cache.set('Ärzte', body('Die Ärzte kommen.')); // evicts "Schüler"
    expect(cache.get('Schüler')).toBeUndefined();
    expect(cache.get('Lehrer')).toBeDefined();
    expect(cache.get('Ärzte')).toBeDefined();
  });

  it('counts keys and answers against its character budget, and keeps nothing larger than a quarter of it', () => {
    const answerBody = body(text);
    const cache = createAnswerCache({ maxChars: 4 * (answerBody.length + 1) });
    cache.set('x'.repeat(answerBody.length + 2), 'y'); // too large for a quarter
    expect(cache.size).toBe(0);
    for (const k of ['a', 'b', 'c', 'd', 'e']) cache.set(k, answerBody);
    expect(cache.size).toBe(4);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.chars).toBeLessThanOrEqual(4 * (answerBody.length + 1));
  });
});
