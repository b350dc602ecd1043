import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abbreviate,
  type AbbreviationStyle,
  type GenderNotation,
  isGenderedWord,
  normalizeGenderChars,
  parseGendered,
  toStarWord,
} from '../src/text/notation.js';
import { tokenize } from '../src/text/tokenize.js';

describe('parseGendered', () => {
  const cases: [string, GenderNotation, string, string][] = [
    ['Lehrer*innen', 'star', 'Lehrer', 'innen'],
    ['Lehrer∗innen', 'star', 'Lehrer', 'innen'],
    ['Lehrer*Innen', 'star', 'Lehrer', 'Innen'],
    ['Lehrer:innen', 'colon', 'Lehrer', 'innen'],
    ['Lehrerːinnen', 'colon', 'Lehrer', 'innen'],
    ['Lehrer_innen', 'underscore', 'Lehrer', 'innen'],
    ['Lehrer·innen', 'middot', 'Lehrer', 'innen'],
    ['Lehrer∙innen', 'middot', 'Lehrer', 'innen'],
    ['Lehrer•innen', 'middot', 'Lehrer', 'innen'],
    ['Lehrer⋅innen', 'middot', 'Lehrer', 'innen'],
    ['Lehrer/innen', 'slash', 'Lehrer', 'innen'],
    ['Lehrer/-innen', 'slash', 'Lehrer', 'innen'],
    ['Lehrer/-in', 'slash', 'Lehrer', 'in'],
    ['LehrerInnen', 'internal-i', 'Lehrer', 'innen'],
    ['KollegIn', 'internal-i', 'Kolleg', 'in'],
    ['Lehrer(innen)', 'parens', 'Lehrer', 'innen'],
    ['Lehrer(in)', 'parens', 'Lehrer', 'in'],
    ['Kolleg(inn)en', 'parens', 'Kolleg', 'innen'],
    ['jede*r', 'star', 'jede', 'r'],
    ['jede:r', 'colon', 'jede', 'r'],
    ['jede/r', 'slash', 'jede', 'r'],
    ['jede/-r', 'slash', 'jede', 'r'],
    ['jede(r)', 'parens', 'jede', 'r'],
    ['ein*e', 'star', 'ein', 'e'],
    ['ein/e', 'slash', 'ein', 'e'],
    ['eine*n', 'star', 'eine', 'n'],
    ['eine/n', 'slash', 'eine', 'n'],
    ['eine(n)', 'parens', 'eine', 'n'],
    ['einem*r', 'star', 'einem', 'r'],
    ['der*die', 'star', 'der', 'die'],
    ['der/die', 'slash', 'der', 'die'],
    ['Der/Die', 'slash', 'Der', 'Die'],
    ['Kolleg*in', 'star', 'Kolleg', 'in'],
    ['Ärzt*innen', 'star', 'Ärzt', 'innen'],
    ['Kund:innen', 'colon', 'Kund', 'innen'],
    ['Angestellte*r', 'star', 'Angestellte', 'r'],
    ['Angestellte/r', 'slash', 'Angestellte', 'r'],
    ['Kaufmann/-frau', 'slash', 'Kaufmann', 'frau'],
    ['Kita-Leiter*innen', 'star', 'Kita-Leiter', 'innen'],
  ];
  it.each(cases)('%s is %s', (word, notation, base, suffix) => {
    const g = parseGendered(word);
    expect(g).not.toBeNull();
    expect(g).toMatchObject({ notation, base, suffix, inCompound: false });
    expect(isGenderedWord(word)).toBe(true);
  });

  it('describes pairs and marks', () => {
    expect(parseGendered('der*die')).toMatchObject({ pair: true, mark: '*', ending: 'die' });
    expect(parseGendered('Lehrer/-innen')).toMatchObject({ pair: false, mark: '/-', ending: 'innen' });
    expect(parseGendered('Lehrerːinnen')).toMatchObject({ mark: 'ː' });
    expect(parseGendered('LehrerInnen')).toMatchObject({ mark: 'I', ending: 'innen' });
    expect(parseGendered('Lehrer*Innen')).toMatchObject({ ending: 'innen' });
  });

  it('recognises compounds', () => {
    expect(parseGendered('Lehrer*innenzimmer')).toEqual({
      notation: 'star', base: 'Lehrer', suffix: 'innenzimmer', mark: '*', ending: 'innen', tail: 'zimmer',
      inCompound: true, pair: false,
    });
    expect(parseGendered('Lehrer*innen-Zimmer')).toMatchObject({ suffix: 'innen-Zimmer', tail: '-Zimmer', inCompound: true });
    expect(parseGendered('LehrerInnen-Zimmer')).toMatchObject({
      notation: 'internal-i', base: 'Lehrer', suffix: 'innen-Zimmer', inCompound: true,
    });
    expect(parseGendered('LehrerInnenzimmer')).toMatchObject({ notation: 'internal-i', tail: 'zimmer' });
    expect(parseGendered('Mitarbeiter/innenvertretung')).toMatchObject({ notation: 'slash', tail: 'vertretung' });
  });

  it('rejects ordinary words, lists and camel case', () => {
    for (const w of [
      'Lehrer', 'Lehrerinnen', 'Lehrer/Schüler', 'und/oder', 'km/h', 'Hinweis:Text', 'der/die/das', 'snake_case',
      'Kunde(n)', 'Datei(en)', 'f(x)', 'McIntosh', 'LinkedIn', 'CheckIn', 'BahnCard', 'GmbH', 'iPhone', 'PowerPoint',
      'KollegInfo', 'Lehrer*', '*innen', 'Lehrer:Innen', 'https://x.de', '12:30',
    ]) {
      expect(parseGendered(w), w).toBeNull();
      expect(isGenderedWord(w)).toBe(false);
    }
  });

  it('finds the gendered part of every token the tokenizer keeps whole', () => {
    const text = 'Die Lehrer*innen, Kolleg:innen, LehrerInnen, Lehrer/-innen, jede*r, ein*e und der*die Kita-Leiter_in.';
    const gendered = tokenize(text).filter((t) => isGenderedWord(t.text)).map((t) => t.text);
    expect(gendered).toEqual([
      'Lehrer*innen', 'Kolleg:innen', 'LehrerInnen', 'Lehrer/-innen', 'jede*r', 'ein*e', 'der*die', 'Kita-Leiter_in',
    ]);
  });
});

describe('abbreviate', () => {
  const table: [string, string, string, boolean][] = [
    ['Lehrer', 'Lehrerin', 'Lehrer*in', true],
    ['Lehrer', 'Lehrerinnen', 'Lehrer*innen', true],
    ['Lehrern', 'Lehrerinnen', 'Lehrer*innen', false],
    ['Lehrers', 'Lehrerin', 'Lehrer*in', false],
    ['Kollege', 'Kollegin', 'Kolleg*in', false],
    ['Kollegen', 'Kolleginnen', 'Kolleg*innen', false],
    ['Kunden', 'Kundinnen', 'Kund*innen', false],
    ['Arzt', 'Ärztin', 'Ärzt*in', false],
    ['Ärzte', 'Ärztinnen', 'Ärzt*innen', false],
    ['Bauer', 'Bäuerin', 'Bäuer*in', false],
    ['Beamter', 'Beamtin', 'Beamt*in', false],
    ['jeder', 'jede', 'jede*r', false],
    ['Jeder', 'jede', 'Jede*r', false],
    ['einen', 'eine', 'eine*n', false],
    ['keinen', 'keine', 'keine*n', false],
    ['Angestellter', 'Angestellte', 'Angestellte*r', false],
    ['ein', 'eine', 'ein*e', true],
    ['der', 'die', 'der*die', true],
    ['den', 'die', 'den*die', true],
    ['dem', 'der', 'dem*der', true],
    ['des', 'der', 'des*der', true],
    ['einem', 'einer', 'einem*r', true],
    ['jedem', 'jeder', 'jedem*r', true],
    ['Kaufmann', 'Kauffrau', 'Kaufmann*frau', true],
  ];
  it.each(table)('%s + %s -> %s', (masc, fem, text, omissionOk) => {
    expect(abbreviate(masc, fem, 'star')).toMatchObject({ text, omissionOk });
  });

  it('uses the mark of each style', () => {
    const render = (style: AbbreviationStyle): string[] =>
      [['Lehrer', 'Lehrerinnen'], ['Kollege', 'Kollegin'], ['jeder', 'jede'], ['der', 'die']].map(
        ([m, f]) => abbreviate(m ?? '', f ?? '', style).text,
      );
    expect(render('colon')).toEqual(['Lehrer:innen', 'Kolleg:in', 'jede:r', 'der:die']);
    expect(render('underscore')).toEqual(['Lehrer_innen', 'Kolleg_in', 'jede_r', 'der_die']);
    expect(render('middot')).toEqual(['Lehrer·innen', 'Kolleg·in', 'jede·r', 'der·die']);
    expect(render('internal-i')).toEqual(['LehrerInnen', 'KollegIn', 'jede/r', 'der/die']);
    expect(render('slash')).toEqual(['Lehrer/-innen', 'Kollege/Kollegin', 'jede/-r', 'der/die']);
  });

  it('follows the official slash rule', () => {
    expect(abbreviate('Lehrer', 'Lehrerin', 'slash')).toEqual({ text: 'Lehrer/-in', omissionOk: true, kind: 'suffix' });
    expect(abbreviate('Lehrern', 'Lehrerinnen', 'slash')).toEqual({ text: 'Lehrern/Lehrerinnen', omissionOk: true, kind: 'pair' });
    expect(abbreviate('ein', 'eine', 'slash').text).toBe('ein/-e');
    expect(abbreviate('einem', 'einer', 'slash').text).toBe('einem/einer');
    expect(abbreviate('Kaufmann', 'Kauffrau', 'slash').text).toBe('Kaufmann/-frau');
  });

  it('internal I only on nouns', () => {
    expect(abbreviate('Arzt', 'Ärztin', 'internal-i').text).toBe('ÄrztIn');
    expect(abbreviate('einen', 'eine', 'internal-i').text).toBe('eine/n');
    expect(abbreviate('ein', 'eine', 'internal-i').text).toBe('ein/e');
  });

  it('reports kinds', () => {
    expect(abbreviate('Lehrer', 'Lehrerin', 'star').kind).toBe('suffix');
    expect(abbreviate('einem', 'einer', 'star').kind).toBe('swap');
    expect(abbreviate('der', 'die', 'star').kind).toBe('pair');
    expect(abbreviate('die', 'die', 'star')).toEqual({ text: 'die', omissionOk: true, kind: 'same' });
    expect(abbreviate('Kaufleute', 'Kauffrauen', 'star')).toEqual({ text: 'Kaufleute/Kauffrauen', omissionOk: true, kind: 'pair' });
  });

  it('every abbreviation is recognised by parseGendered and kept whole by the tokenizer', () => {
    const styles: AbbreviationStyle[] = ['star', 'colon', 'underscore', 'middot', 'slash', 'internal-i'];
    for (const [masc, fem] of table) {
      for (const style of styles) {
        const { text, kind } = abbreviate(masc, fem, style);
        if (kind === 'pair' && /^\p{Lu}/u.test(text)) continue; // Kollege/Kollegin: two words
        expect(tokenize(text).map((t) => t.text), `${masc}/${fem} ${style}`).toEqual([text]);
        expect(isGenderedWord(text), `${text} (${style})`).toBe(true);
      }
    }
  });
});

describe('normalizeGenderChars', () => {
  it('converts every notation to the star', () => {
    const pairs: [string, string][] = [
      ['BürgerInnen', 'Bürger*innen'],
      ['Bürger_innen', 'Bürger*innen'],
      ['Bürger:innen', 'Bürger*innen'],
      ['Bürgerːinnen', 'Bürger*innen'],
      ['Bürger·innen', 'Bürger*innen'],
      ['Bürger•innen', 'Bürger*innen'],
      ['Bürger/-innen', 'Bürger*innen'],
      ['Bürger/innen', 'Bürger*innen'],
      ['Bürger(innen)', 'Bürger*innen'],
      ['Bürger∗innen', 'Bürger*innen'],
      ['Bürger*Innen', 'Bürger*innen'],
      ['Kolleg(inn)en', 'Kolleg*innen'],
      ['eine/n', 'eine*n'],
      ['ein:e', 'ein*e'],
      ['jede(r)', 'jede*r'],
      ['der/die', 'der*die'],
      ['Angestellte/r', 'Angestellte*r'],
      ['LehrerInnen-Zimmer', 'Lehrer*innen-Zimmer'],
      ['Lehrer:innen-Kandidat_innen', 'Lehrer*innen-Kandidat*innen'],
      ['Kaufmann/-frau', 'Kaufmann*frau'],
    ];
    for (const [from, to] of pairs) {
      expect(normalizeGenderChars(`Die ${from}, bitte.`)).toBe(`Die ${to}, bitte.`);
      expect(toStarWord(from)).toBe(to);
    }
  });

  it('leaves everything else alone', () => {
    const text =
      'Lehrer*innen und/oder km/h, Hinweis:Text um 12:30. Siehe https://schule.de/LehrerInnen_(neu) oder ' +
      'info@lehrer_innen.de. GmbH, BahnCard, iPhone, PowerPoint, LinkedIn, McIntosh, Datei(en), Kunde(n), f(x), ' +
      'der/die/das, Lehrer/Schüler, snake_case, ein Doppelpunkt: innen.';
    expect(normalizeGenderChars(text)).toBe(text);
  });

  const fragments = fc.constantFrom(
    'Lehrer', 'Bürger', 'Kolleg', 'jede', 'ein', 'eine', 'der', 'die', 'In', 'Innen', 'innen', 'in', 'inn', 'en',
    '*', ':', '_', '·', '/', '/-', '(', ')', '-', ' ', '.', 'r', 'n', 'e', 'Zimmer', 'zimmer', 'ː', 'https://', '@',
    '.de', 'und', 'oder', 'Hinweis', 'Text',
  );
  const texts = fc.oneof(
    fc.array(fragments, { maxLength: 30 }).map((a) => a.join('')),
    fc.string({ unit: 'binary', maxLength: 40 }),
  );

  it('property: idempotent and never throws', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const once = normalizeGenderChars(text);
        expect(normalizeGenderChars(once)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: text without gender marks is unchanged', () => {
    const plain = fc.oneof(
      fc
        .array(fc.constantFrom('Lehrer', 'innen', 'In', 'Schule', 'der', 'die', ' ', '.', ',', '-', 'ä', 'ß', '1', '\n', 'x'), {
          maxLength: 30,
        })
        .map((a) => a.join('')),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );
    fc.assert(
      fc.property(plain, (text) => {
        const noMarks = text.replace(/[*∗⁎＊:ː꞉_·∙•⋅‧/()]/g, '').replace(/(\p{Ll})I/gu, '$1i');
        expect(normalizeGenderChars(noMarks)).toBe(noMarks);
      }),
      { numRuns: 500 },
    );
  });

  it('property: random text never throws in any function', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (w) => {
        parseGendered(w);
        toStarWord(w);
        for (const style of ['star', 'slash', 'internal-i'] as const) abbreviate(w, `${w}in`, style);
      }),
      { numRuns: 300 },
    );
  });
});
