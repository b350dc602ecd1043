import { describe, expect, it } from 'vitest';
import { check } from '../src/index.js';
import { cachedCheck } from '../src/server/check-cache.js';
import type { CheckOptions } from '../src/types.js';

describe('cachedCheck', () => {
  const text = 'Die Lehrer und jeder Mitarbeiter müssen zustimmen.';

  function counting() {
    let calls = 0;
    const fn = (t: string, o?: CheckOptions) => {
      calls++;
      return check(t, o);
    };
    return { fn, calls: () => calls };
  }

  it('answers a repeated request from memory with the same diagnostics', () => {
    const c = counting();
    const cached = cachedCheck(c.fn);
    const first = cached(text, { styles: ['star'] });
    expect(first).toEqual(check(text, { styles: ['star'] }));
    expect(cached(text, { styles: ['star'] })).toBe(first);
    expect(c.calls()).toBe(1);
  });

  it('keys on every option and on the exact text', () => {
    const c = counting();
    const cached = cachedCheck(c.fn);
    cached(text, { styles: ['star'] });
    const colon = cached(text, { styles: ['colon'] });
    expect(colon[0]!.suggestions[0]!.preview).toContain('Lehrer:innen');
    cached(text, { styles: ['star'], allow: ['Lehrer'] });
    cached(text, { styles: ['star'], minSeverity: 'warning' });
    cached(text + ' ', { styles: ['star'] });
    cached(text, { styles: ['star'], inputFormat: 'markdown' });
    expect(c.calls()).toBe(6);
  });

  it('drops the least recently used entries beyond its bounds', () => {
    const c = counting();
    const cached = cachedCheck(c.fn, { maxEntries: 2 });
    cached('Die Lehrer kommen.');
    cached('Die Schüler kommen.');
    cached('Die Lehrer kommen.'); // now most recent
    cached('Die Ärzte kommen.'); // evicts "Schüler"
    expect(c.calls()).toBe(3);
    cached('Die Lehrer kommen.');
    expect(c.calls()).toBe(3);
    cached('Die Schüler kommen.');
    expect(c.calls()).toBe(4);
  });

  it('does not keep texts larger than a quarter of its character budget', () => {
    const c = counting();
    const cached = cachedCheck(c.fn, { maxChars: 40 });
    cached(text);
    cached(text);
    expect(c.calls()).toBe(2);
  });
});
