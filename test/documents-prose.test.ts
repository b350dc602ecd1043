/** Prose and its map back to the source (src/documents/prose.ts), and check() on normalised plain text. */
import { describe, expect, it } from 'vitest';
import { ProseBuilder, plainTextProse } from '../src/documents/prose.js';
import { check, fix } from '../src/check.js';

describe('ProseBuilder', () => {
  it('maps verbatim, replaced and synthetic pieces back to the source', () => {
    const source = '<p>K&uuml;nstler</p><p>Der Nutzer</p>';
    const b = new ProseBuilder(source);
    b.verbatim(3, 4).replaced(4, 10, 'ü').verbatim(10, 16).synthetic('\n\n', 20).verbatim(23, 33);
    const prose = b.build();
    expect(prose.text).toBe('Künstler\n\nDer Nutzer');
    expect(prose.toSource(0, 8)).toEqual({ start: 3, end: 16 }); // the whole word, entity included
    expect(prose.toSource(1, 2)).toEqual({ start: 4, end: 10 }); // the entity alone
    expect(prose.toSource(14, 20)).toEqual({ start: 27, end: 33 }); // "Nutzer"
    expect(source.slice(27, 33)).toBe('Nutzer');
    expect(prose.toSource(20, 20)).toEqual({ start: 33, end: 33 }); // the end
  });

  it('is the identity for text that needs no normalising', () => {
    const prose = plainTextProse('Die Lehrer kommen.');
    expect(prose.identity).toBe(true);
    expect(prose.toSource(4, 10)).toEqual({ start: 4, end: 10 });
  });
});

describe('plain text normalisation', () => {
  const nfc = 'Die Schüler und jeder Künstler kommen.';
  const nfd = nfc.normalize('NFD');

  it('finds in NFD text what it finds in NFC text, at the NFD offsets', () => {
    expect(nfd).not.toBe(nfc);
    const a = check(nfc);
    const b = check(nfd);
    expect(b.map((d) => d.actual.normalize('NFC'))).toEqual(a.map((d) => d.actual));
    for (const d of b) expect(nfd.slice(d.start, d.end)).toBe(d.actual);
  });

  it('fixes NFD text and leaves every other character as it was', () => {
    const fixed = fix(nfd);
    expect(fixed.normalize('NFC')).toBe(fix(nfc));
    // "Die " and " und " are untouched; the rest of the sentence keeps its decomposed umlauts
    expect(fixed.startsWith('Die ')).toBe(true);
    expect(fixed).toContain(' und ');
  });

  it('reads soft hyphens and zero-width spaces inside words as nothing', () => {
    const text = 'Jeder Leh\u00ADrer und der Mit\u200Barbeiter kommen.';
    const found = check(text);
    expect(found.map((d) => d.actual)).toEqual(['Leh\u00ADrer', 'Mit\u200Barbeiter']);
    expect(fix(text)).toBe('Jede*r Lehrer*in und der*die Mitarbeiter*in kommen.');
  });
});
