import { describe, expect, it } from 'vitest';
import { check, type Style } from '../src/index.js';
import { applyEdits } from '../src/text/edits.js';
import { omissionBase } from '../src/de/suggest.js';

/** The sentence after applying the best suggestion for `word` in one style. */
function best(text: string, word: string, style: Style): string {
  const d = check(text, { styles: [style] }).find((x) => x.actual === word);
  expect(d, `${word} flagged in ${text}`).toBeDefined();
  return applyEdits(text, d!.suggestions[0]!.edits);
}

describe('relative pronouns follow the rewritten noun', () => {
  it.each([
    ['Der Lehrer, der hier unterrichtet, ist nett.', 'Lehrer', 'star', 'Der*die Lehrer*in, der*die hier unterrichtet, ist nett.'],
    ['Der Lehrer, der hier unterrichtet, ist nett.', 'Lehrer', 'pair', 'Die Lehrerin oder der Lehrer, die bzw. der hier unterrichtet, ist nett.'],
    ['Der Lehrer, der hier unterrichtet, ist nett.', 'Lehrer', 'neutral', 'Die Lehrkraft, die hier unterrichtet, ist nett.'],
    ['Wir danken dem Kunden, mit dem wir sprachen.', 'Kunden', 'colon', 'Wir danken dem:der Kund:in, mit dem:der wir sprachen.'],
    ['Jeder, der mitmacht, gewinnt.', 'Jeder', 'star', 'Jede*r, der*die mitmacht, gewinnt.'],
    ['Jeder, der mitmacht, gewinnt.', 'Jeder', 'neutral', 'Jede Person, die mitmacht, gewinnt.'],
  ] as const)('%s [%s, %s]', (text, word, style, expected) => {
    expect(best(text, word, style)).toBe(expected);
  });

  it('leaves the relative pronoun of a plural alone when both genders are named', () => {
    expect(best('Die Lehrer, die hier unterrichten, sind nett.', 'Lehrer', 'star')).toBe(
      'Die Lehrer*innen, die hier unterrichten, sind nett.',
    );
  });
});

describe('possessive and personal pronouns that refer back', () => {
  it('rewrites "seinen" after a singular generic masculine', () => {
    expect(best('Jeder Bewerber muss seine Unterlagen einreichen.', 'Bewerber', 'star')).toBe(
      'Jede*r Bewerber*in muss seine*ihre Unterlagen einreichen.',
    );
    expect(best('Jeder Bewerber muss seine Unterlagen einreichen.', 'Bewerber', 'pair')).toBe(
      'Jede Bewerberin oder jeder Bewerber muss seine oder ihre Unterlagen einreichen.',
    );
  });

  it('stops at another masculine or neuter noun that the pronoun may mean', () => {
    // "er" is the car, not the customer
    expect(best('Der Wagen des Kunden ist gut, weil er neu ist.', 'Kunden', 'star')).toBe(
      'Der Wagen des*der Kund*in ist gut, weil er neu ist.',
    );
    // "er" after "Ausweis" may mean the card
    expect(best('Jeder Mitarbeiter erhält seinen Ausweis, wenn er kommt.', 'Mitarbeiter', 'star')).toBe(
      'Jede*r Mitarbeiter*in erhält seinen*ihren Ausweis, wenn er kommt.',
    );
  });
});

describe('verb number', () => {
  it('makes the verb singular when a plural subject becomes a collective', () => {
    const d = check('Die Kollegen kommen morgen.', { styles: ['neutral'] })[0]!;
    const rewrites = d.suggestions.map((s) => applyEdits('Die Kollegen kommen morgen.', s.edits));
    expect(rewrites).toContain('Das Kollegium kommt morgen.');
    expect(rewrites).not.toContain('Das Kollegium kommen morgen.');
  });
});

describe('omission trial', () => {
  it('finds the part before the gender mark', () => {
    expect(omissionBase('Kolleg*innen')).toBe('Kolleg');
    expect(omissionBase('Lehrer:innen')).toBe('Lehrer');
    expect(omissionBase('Ärzt_innen')).toBe('Ärzt');
    expect(omissionBase('KollegInnen')).toBe('Kolleg');
    expect(omissionBase('Lehrer/-innen')).toBe('Lehrer');
    expect(omissionBase('Kollege/Kollegin')).toBeUndefined();
    expect(omissionBase('Lehrerinnen')).toBeUndefined();
  });

  it('puts a readable rewrite above a singular short form that leaves a stump, and says why', () => {
    const [d] = check('Der Kollege kommt.', { styles: ['star', 'pair'] });
    expect(d!.suggestions.map((s) => s.preview).slice(0, 2)).toEqual(['Die Kollegin oder der Kollege', 'Der*die Kolleg*in']);
    expect(d!.message).toContain('daher steht eine lesbare Alternative vorn');
    // a plural short form keeps its place (writers who use gender signs write "Kolleg*innen"); the message says why it fails
    const [p] = check('Die Kollegen kommen.', { styles: ['star', 'pair'] });
    expect(p!.suggestions.map((s) => s.preview)).toEqual(['Kolleg*innen', 'Kolleginnen und Kollegen', 'Kollegen und Kolleginnen']);
    expect(p!.message).toContain('Weglassprobe nicht');
    expect(p!.message).toContain('lesbare Alternativen stehen dahinter');
    // a short form that passes keeps its place
    const [e] = check('Die Lehrer kommen.', { styles: ['star', 'pair'] });
    expect(e!.suggestions[0]!.preview).toBe('Lehrer*innen');
    expect(e!.message).not.toContain('Weglassprobe');
  });

  it('still offers the short form when it is the only style asked for', () => {
    const [d] = check('Die Ärzte sind da.', { styles: ['star'] });
    expect(d!.suggestions[0]!.preview).toBe('Ärzt*innen');
  });
});

describe('"jeder" becomes "alle" in neutral rewrites, with the verb in the plural', () => {
  /** Every neutral rewrite of the sentence, in rank order. */
  function neutralRewrites(text: string, word: string): string[] {
    const d = check(text, { styles: ['neutral'] }).find((x) => x.actual === word)!;
    return d.suggestions.map((s) => applyEdits(text, s.edits));
  }

  it.each([
    ['Jeder Mitarbeiter hat einen Ausweis.', 'Mitarbeiter', 'Alle Mitarbeitenden haben einen Ausweis.'],
    ['Jeder Lehrer, der hier unterrichtet, bekommt einen Schlüssel.', 'Lehrer', 'Alle Lehrkräfte, die hier unterrichten, bekommen einen Schlüssel.'],
    ['Wir danken jedem Lehrer.', 'Lehrer', 'Wir danken allen Lehrkräften.'],
  ])('%s', (text, word, expected) => {
    const rewrites = neutralRewrites(text, word);
    expect(rewrites).toContain(expected);
    // the singular neutral word, which changes less of the sentence, comes first
    expect(rewrites[0]).toMatch(/^(Jede|Wir danken jeder)/);
  });

  it('is the best neutral rewrite when no singular neutral word exists', () => {
    expect(best('Jeder Bewerber muss seine Unterlagen einreichen.', 'Bewerber', 'neutral')).toBe(
      'Alle Bewerbenden müssen ihre Unterlagen einreichen.',
    );
  });

  it('changes the verbs of a relative clause and of the main clause for a collective', () => {
    expect(best('Die Kunden, die online bestellen, erhalten Rabatt.', 'Kunden', 'neutral')).toBe(
      'Die Kundschaft, die online bestellt, erhält Rabatt.',
    );
  });
});
