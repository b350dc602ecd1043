import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLinkLike, tokenize } from '../src/text/tokenize.js';

const words = (text: string): string[] => tokenize(text).map((t) => t.text);

describe('tokenize', () => {
  it('keeps every gender notation in one token', () => {
    const forms = [
      'Lehrer*innen', 'Lehrer:innen', 'Lehrer_innen', 'Lehrer·innen', 'Lehrer∙innen', 'Lehrer•innen', 'Lehrer⋅innen',
      'Lehrerːinnen', 'Lehrer/innen', 'Lehrer/-innen', 'LehrerInnen', 'Lehrer(innen)', 'Lehrer(in)', 'Lehrer*Innen',
      'jede*r', 'jede:r', 'jede/r', 'jede/-r', 'jede(r)', 'ein*e', 'ein/e', 'eine*n', 'eine/n', 'der*die', 'der/die',
      'Der/Die', 'er/sie', 'Kolleg*in', 'Kolleg(inn)en', 'Ärzt*innen', 'Kund:innen', 'Angestellte/r', 'Schüler/in',
      'Lehrer*innenzimmer', 'Lehrer*innen-Zimmer', 'Kita-Leiter:innen', 'Kaufmann/-frau',
    ];
    for (const f of forms) {
      expect(tokenize(`Die ${f} kommen.`).map((t) => t.text)).toEqual(['Die', f, 'kommen', '.']);
    }
  });

  it('keeps hyphenated compounds and truncations with their hyphen', () => {
    expect(words('Wikipedia-Nutzern, E-Mail-Adresse, Kita-Leiter')).toEqual([
      'Wikipedia-Nutzern', ',', 'E-Mail-Adresse', ',', 'Kita-Leiter',
    ]);
    expect(words('Kolleginnen und -kollegen')).toEqual(['Kolleginnen', 'und', '-kollegen']);
    expect(words('Sport- und Musiklehrer')).toEqual(['Sport-', 'und', 'Musiklehrer']);
    expect(words('Sport-, Musik- und Kunstlehrer')).toEqual(['Sport-', ',', 'Musik-', 'und', 'Kunstlehrer']);
    expect(words('Ein-/Ausgang')).toEqual(['Ein-', '/', 'Ausgang']);
    expect(words('19-jährige Lehrer - nicht')).toEqual(['19-jährige', 'Lehrer', '-', 'nicht']);
  });

  it('splits colons and slashes between ordinary words', () => {
    expect(words('Hinweis:Text')).toEqual(['Hinweis', ':', 'Text']);
    expect(words('und/oder km/h Lehrer/Schüler')).toEqual(['und', '/', 'oder', 'km', '/', 'h', 'Lehrer', '/', 'Schüler']);
    expect(words('der/die/das')).toEqual(['der', '/', 'die', '/', 'das']);
    expect(words('Uhrzeit 12:30')).toEqual(['Uhrzeit', '12', ':', '30']);
    expect(words('Lehrer: innen')).toEqual(['Lehrer', ':', 'innen']);
  });

  it('keeps URLs and e-mail addresses whole and marks them', () => {
    const toks = tokenize('Mehr unter https://schule.de/lehrer_innen?x=1. Mail an info@lehrer-verband.de, www.lehrer.de oder schule.de/Lehrer.');
    expect(toks.map((t) => t.text)).toEqual([
      'Mehr', 'unter', 'https://schule.de/lehrer_innen?x=1', '.', 'Mail', 'an', 'info@lehrer-verband.de', ',',
      'www.lehrer.de', 'oder', 'schule.de/Lehrer', '.',
    ]);
    expect(toks.filter((t) => t.link).map((t) => t.text)).toEqual([
      'https://schule.de/lehrer_innen?x=1', 'info@lehrer-verband.de', 'www.lehrer.de', 'schule.de/Lehrer',
    ]);
    expect(words('(siehe https://de.wikipedia.org/wiki/Lehrer_(Beruf))')).toEqual([
      '(', 'siehe', 'https://de.wikipedia.org/wiki/Lehrer_(Beruf)', ')',
    ]);
    expect(isLinkLike('max.muster@schule.de')).toBe(true);
    expect(isLinkLike('Lehrer*innen')).toBe(false);
  });

  it('handles apostrophes, numbers and punctuation', () => {
    const toks = tokenize("Geht's, geht’s? 1.000 Lehrer, 3,5 Stunden, 2024 und 24.12.2024: 50%!");
    expect(toks.map((t) => [t.text, t.kind])).toEqual([
      ["Geht's", 'word'], [',', 'punct'], ['geht’s', 'word'], ['?', 'punct'], ['1.000', 'number'], ['Lehrer', 'word'],
      [',', 'punct'], ['3,5', 'number'], ['Stunden', 'word'], [',', 'punct'], ['2024', 'number'], ['und', 'word'],
      ['24.12.2024', 'number'], [':', 'punct'], ['50', 'number'], ['%', 'punct'], ['!', 'punct'],
    ]);
    expect(words('z. B. Dipl.-Ing. „Lehrer“ (Schüler) …')).toEqual([
      'z', '.', 'B', '.', 'Dipl', '.', '-', 'Ing', '.', '„', 'Lehrer', '“', '(', 'Schüler', ')', '…',
    ]);
  });

  it('keeps combining marks, soft hyphens and astral characters intact', () => {
    expect(words('A\u0308rzt:innen Lehrer\u00adinnen 😀 𝔘nterricht')).toEqual([
      'A\u0308rzt:innen', 'Lehrer\u00adinnen', '😀', '𝔘nterricht',
    ]);
  });

  it('gives exact offsets and respects a range', () => {
    const text = 'Die Lehrer*innen und Kolleg:innen treffen sich.';
    for (const t of tokenize(text)) expect(text.slice(t.start, t.end)).toBe(t.text);
    expect(tokenize(text, 4, 16)).toEqual([{ text: 'Lehrer*innen', start: 4, end: 16, kind: 'word' }]);
    expect(tokenize(text, 21, 30).map((t) => t.text)).toEqual(['Kolleg:in']);
    expect(tokenize(text, 10, 10)).toEqual([]);
  });

  it('tokenizes 1 MB', () => {
    const sentence = 'Die Lehrer*innen und Kolleg:innen treffen sich am 1. Januar, z. B. mit jede*r Student*in. ';
    const text = sentence.repeat(Math.ceil(1_000_000 / sentence.length));
    const toks = tokenize(text);
    expect(toks.length).toBe(19 * Math.ceil(1_000_000 / sentence.length));
  });

  const fragments = fc.constantFrom(
    'Lehrer', '*', 'innen', ':', '_', '·', '/', '-', '(', ')', 'in', 'r', 'e', 'der', 'die', ' ', '\n', '.', ',',
    "'", '’', '1', '000', 'https://', 'www.', 'a@b', '.de', 'Ä', 'ß', 'ː', '\u0308', '\u00ad', '😀', '\ud800', 'In',
  );
  const texts = fc.oneof(
    fc.array(fragments, { maxLength: 40 }).map((a) => a.join('')),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
  );

  it('property: tokens are exact, ordered, non-overlapping and free of whitespace', () => {
    fc.assert(
      fc.property(texts, (text) => {
        let prevEnd = 0;
        let covered = '';
        for (const t of tokenize(text)) {
          expect(t.text).toBe(text.slice(t.start, t.end));
          expect(t.start).toBeGreaterThanOrEqual(prevEnd);
          expect(t.end).toBeGreaterThan(t.start);
          expect(/\s/.test(t.text)).toBe(false);
          expect(text.slice(prevEnd, t.start).trim()).toBe('');
          covered += t.text;
          prevEnd = t.end;
        }
        expect(covered).toBe(text.replace(/\s/g, ''));
      }),
      { numRuns: 500 },
    );
  });

  it('property: a range yields only tokens inside it', () => {
    fc.assert(
      fc.property(texts, fc.nat(), fc.nat(), (text, a, b) => {
        const start = Math.min(a, b) % (text.length + 1);
        const end = Math.max(start, Math.max(a, b) % (text.length + 1));
        for (const t of tokenize(text, start, end)) {
          expect(t.start).toBeGreaterThanOrEqual(start);
          expect(t.end).toBeLessThanOrEqual(end);
          expect(t.text).toBe(text.slice(t.start, t.end));
        }
      }),
      { numRuns: 300 },
    );
  });
});
