import { describe, expect, it } from 'vitest';
import { check, checkWithReasons, fix } from '../src/index.js';

// Sentences from GATE-IT (MIT licence, Microsoft Translator) and ordinary Italian usage.
describe('check(text, { lang: "it" }) options', () => {
  const text = 'I cittadini hanno votato. Gli studenti sono arrivati.';

  it('leaves the words of the allow list alone, by form or lemma, and says why', () => {
    for (const allow of [['cittadini'], ['Cittadino']]) {
      const { diagnostics, skipped } = checkWithReasons(text, { lang: 'it', allow });
      expect(diagnostics.map((d) => d.actual)).toEqual(['studenti']);
      expect(skipped).toEqual([{ start: 2, end: 11, actual: 'cittadini', reason: 'allowed', detail: 'in der Liste erlaubter Wörter' }]);
    }
    expect(fix(text, { lang: 'it', allow: ['cittadino'] })).toBe('I cittadini hanno votato. Le persone che studiano sono arrivate.');
    // a predicate by its masculine singular
    expect(check('Sono stato invitato alla festa.', { lang: 'it', allow: ['invitato'] })).toEqual([]);
  });

  it('honours genderfair-ignore in Markdown for the next block only', () => {
    const md = '<!-- genderfair-ignore cittadino -->\nI cittadini hanno votato.\n\nI cittadini hanno votato.\n';
    const { diagnostics, skipped } = checkWithReasons(md, { lang: 'it', inputFormat: 'markdown' });
    expect(diagnostics.map((d) => md.slice(0, d.start).split('\n').length)).toEqual([4]);
    expect(skipped.map((s) => [s.actual, s.reason, s.detail])).toEqual([['cittadini', 'allowed', 'genderfair-ignore']]);
  });

  it('reports a rule switched off as skipped, and keeps per-rule severities and the lowest severity', () => {
    const { diagnostics, skipped } = checkWithReasons(text, { lang: 'it', rules: { 'it/gendered-reference': 'off' } });
    expect(diagnostics).toEqual([]);
    expect(skipped.map((s) => [s.actual, s.reason])).toEqual([
      ['cittadini', 'disabled'],
      ['studenti', 'disabled'],
    ]);
    const info = { lang: 'it', rules: { 'it/gendered-agreement': 'info' } } as const;
    expect(check('Sono arrivato in ritardo.', info)[0]!.severity).toBe('info');
    expect(check('Sono arrivato in ritardo.', { ...info, minSeverity: 'warning' })).toEqual([]);
  });

  it('offers its neutral rewrites only when the neutral style is accepted', () => {
    const [d] = check('I cittadini hanno votato.', { lang: 'it', styles: ['star'] });
    expect(d).toMatchObject({ actual: 'cittadini', confidence: 'low', suggestions: [] });
    expect(fix('I cittadini hanno votato.', { lang: 'it', styles: ['star'] })).toBe('I cittadini hanno votato.');
    expect(fix('I cittadini hanno votato.', { lang: 'it', styles: ['star', 'neutral'] })).toBe('Le persone residenti hanno votato.');
  });
});
