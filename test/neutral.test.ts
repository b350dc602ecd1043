import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JSON_PATH, TSV_PATH, buildNeutralJson, parseNeutralTsv } from '../scripts/build-neutral.js';
import { neutralAlternatives, neutralLemmas, neutralStats } from '../src/de/neutral.js';
import type { NeutralAlternative } from '../src/de/types.js';

function find(masc: string, lemma: string): NeutralAlternative {
  const alt = neutralAlternatives(masc).find((a) => a.lemma === lemma);
  if (!alt) throw new Error(`${masc} has no alternative ${lemma}`);
  return alt;
}

describe('neutral alternatives', () => {
  it('gives Lehrer the noun Lehrkraft (f) and the adjectival Lehrende', () => {
    const lehrkraft = find('Lehrer', 'Lehrkraft');
    expect(lehrkraft.kind).toBe('noun');
    expect(lehrkraft.gender).toBe('f');
    expect(lehrkraft.applies).toBe('both');
    expect(lehrkraft.established).toBe(true);
    expect(lehrkraft.forms).toEqual([
      'Lehrkraft', 'Lehrkraft', 'Lehrkraft', 'Lehrkraft',
      'Lehrkräfte', 'Lehrkräfte', 'Lehrkräften', 'Lehrkräfte',
    ]);
    expect(lehrkraft.forms?.[6]).toBe('Lehrkräften');

    const lehrende = find('Lehrer', 'Lehrende');
    expect(lehrende.kind).toBe('adjectival');
    expect(lehrende.stem).toBe('Lehrend');
    expect(lehrende.forms).toBeUndefined();
  });

  it('lets Belegschaft replace only the plural of Mitarbeiter, as a collective', () => {
    const belegschaft = find('Mitarbeiter', 'Belegschaft');
    expect(belegschaft.applies).toBe('pl');
    expect(belegschaft.collective).toBe(true);
    expect(belegschaft.gender).toBe('f');
    expect(find('Mitarbeiter', 'Mitarbeitende').applies).toBe('both');
  });

  it('puts Studierende first for Student', () => {
    const [first] = neutralAlternatives('Student');
    expect(first?.lemma).toBe('Studierende');
    expect(first?.kind).toBe('adjectival');
    expect(first?.stem).toBe('Studierend');
  });

  it('fixes the archaic dative of the dictionary (dem Personale -> dem Personal)', () => {
    const personal = find('Mitarbeiter', 'Personal');
    expect(personal.forms?.[2]).toBe('Personal');
    expect(personal.tantum).toBe('sg');
    expect(find('Mitarbeiter', 'Teammitglied').forms?.[2]).toBe('Teammitglied');
    expect(find('Richter', 'Gericht').forms?.[2]).toBe('Gericht');
  });

  it('inflects compounds missing from the dictionary through their head noun', () => {
    expect(find('Ansprechpartner', 'Ansprechperson').forms?.[4]).toBe('Ansprechpersonen');
    expect(find('Informatiker', 'IT-Fachkraft').forms?.[7]).toBe('IT-Fachkräfte');
    expect(find('Kaufmann', 'Kaufleute')).toMatchObject({ tantum: 'pl', applies: 'pl' });
    expect(find('Kaufmann', 'Kaufleute').forms?.[6]).toBe('Kaufleuten');
  });

  it('stores phrases with the adjective and the head noun', () => {
    const aerztlich = find('Arzt', 'ärztliches Personal');
    expect(aerztlich).toMatchObject({ kind: 'noun', adjective: 'ärztlich', noun: 'Personal', gender: 'n', applies: 'pl', collective: true });
    const ruhestand = find('Rentner', 'Person im Ruhestand');
    expect(ruhestand.noun).toBe('Person');
    expect(ruhestand.adjective).toBeUndefined();
    expect(ruhestand.forms?.[6]).toBe('Personen im Ruhestand');
  });

  it('returns an empty list for unknown lemmas', () => {
    expect(neutralAlternatives('Tisch')).toEqual([]);
    expect(neutralAlternatives('lehrer')).toEqual([]);
  });

  it('covers at least 300 masculine lemmas', () => {
    const stats = neutralStats();
    expect(stats.lemmas).toBeGreaterThanOrEqual(300);
    expect(neutralLemmas()).toHaveLength(stats.lemmas);
    expect(stats.alternatives).toBe(stats.adjectival + stats.noun + stats.phrase);
  });

  it('gives every noun alternative eight non-empty forms and a gender unless plural-only', () => {
    for (const masc of neutralLemmas()) {
      for (const alt of neutralAlternatives(masc)) {
        expect(['sg', 'pl', 'both']).toContain(alt.applies);
        expect(typeof alt.established).toBe('boolean');
        if (alt.kind === 'noun') {
          expect(alt.forms, `${masc} -> ${alt.lemma}`).toHaveLength(8);
          for (const f of alt.forms ?? []) expect(f.length, `${masc} -> ${alt.lemma}`).toBeGreaterThan(0);
          if (alt.tantum !== 'pl') expect(['m', 'f', 'n'], `${masc} -> ${alt.lemma}`).toContain(alt.gender);
          // A plural-only replacement is either a singular collective or a plural-only noun.
          if (alt.applies === 'pl') expect(alt.collective === true || alt.tantum === 'pl', `${masc} -> ${alt.lemma}`).toBe(true);
        } else {
          expect(alt.kind).toBe('adjectival');
          expect(alt.stem && alt.lemma === `${alt.stem}e`, `${masc} -> ${alt.lemma}`).toBe(true);
        }
      }
    }
  });
});

describe('the curated file data/de/curated/neutral.tsv', () => {
  const rows = parseNeutralTsv(readFileSync(TSV_PATH, 'utf8'));

  it('has a valid applies, kind and established on every row', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    for (const row of rows) {
      expect(['sg', 'pl', 'both'], `line ${row.line}`).toContain(row.applies);
      expect(['adjectival', 'noun', 'phrase'], `line ${row.line}`).toContain(row.kind);
    }
  });

  it('never lists the same alternative twice for one masculine lemma', () => {
    const seen = new Set<string>();
    for (const row of rows) {
      const key = `${row.masc}\t${row.alternative}`;
      expect(seen.has(key), `line ${row.line}: ${row.masc} -> ${row.alternative}`).toBe(false);
      seen.add(key);
    }
  });

  it('rejects malformed rows with a message naming the line', () => {
    const header = 'masc_lemma\talternative\tapplies\tkind\testablished\tnote';
    expect(() => parseNeutralTsv(`${header}\nLehrer\tLehrkraft\tmany\tnoun\tyes\t`)).toThrow(/:2: applies must be/);
    expect(() => parseNeutralTsv(`${header}\nLehrer\tLehrkraft\tboth\tnoun\tyes\t\nLehrer\tLehrkraft\tboth\tnoun\tyes\t`)).toThrow(
      /:3: duplicate alternative/,
    );
    expect(() => parseNeutralTsv(`${header}\nLehrer Lehrkraft both noun yes`)).toThrow(/:2: expected 5 or 6/);
  });

  it('is compiled: data/de/neutral.json matches the TSV', () => {
    expect(readFileSync(JSON_PATH, 'utf8')).toBe(buildNeutralJson());
  });
});
