import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { givenName, givenNameGender, isCommonWordName } from '../src/de/names.js';

describe('given names', () => {
  it('German and international first names with their gender', () => {
    for (const name of ['Jens', 'Ralf', 'Frank', 'Karl', 'Otto', 'Martin', 'Mehmet', 'Giuseppe', 'Jürgen', 'Piotr', 'Mustafa']) {
      expect(givenNameGender(name), name).toBe('m');
    }
    for (const name of ['Anna', 'Ayşe', 'Birgit', 'Fatma', 'Olga', 'Maria']) expect(givenNameGender(name), name).toBe('f');
  });

  it('names used for both genders, or male in one language and female in another, are "u"', () => {
    expect(givenNameGender('Kim')).toBe('u');
    expect(givenNameGender('Andrea')).toBe('u'); // female in German, male in Italian
    expect(givenNameGender('Simone')).toBe('u');
  });

  it('German gender wins over a minority reading in another European locale: Jan is male', () => {
    expect(givenNameGender('Jan')).toBe('m');
  });

  it('words that are not names', () => {
    for (const word of ['Meister', 'Lehrer', 'Server', 'Sommer', 'Kaiser', 'Winter', 'Will', 'Haus', 'Dies', 'Deren', 'Nur', 'Mir']) {
      expect(givenName(word), word).toBeUndefined();
    }
  });

  it('lookups are exact: lower case and genitive forms are not names', () => {
    expect(givenNameGender('jens')).toBeUndefined();
    expect(givenNameGender('Karls')).toBeUndefined();
  });

  it('names that are also German words are kept and marked', () => {
    for (const name of ['Rose', 'Mark', 'Wolf', 'Ernst']) {
      expect(givenName(name), name).toBeDefined();
      expect(isCommonWordName(name), name).toBe(true);
    }
    expect(isCommonWordName('Jens')).toBe(false);
    expect(isCommonWordName('Haus')).toBe(false); // not a name at all
  });

  it('the committed list is what scripts/build-names.ts generates', async () => {
    let build: typeof import('../scripts/build-names.js');
    try {
      build = await import('../scripts/build-names.js');
    } catch {
      return; // devDependencies (name lists) not installed: nothing to compare with
    }
    const { json } = build.buildNames();
    const committed = readFileSync(new URL('../data/names/given-names.json', import.meta.url), 'utf8');
    expect(committed === json, 'data/names/given-names.json is out of date: run npm run names').toBe(true);
  }, 60_000);
});
