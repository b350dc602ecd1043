/**
 * The bundled word lists (data/embeddings/, read by src/embeddings/wordlists.ts): shape, counts,
 * sources and licences, and agreement of the Caliskan sets with the cbn item lists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  loadDefinitionalPairs,
  loadGrammaticalPairs,
  loadOccupations,
  loadWeatTests,
  loadWeatWordSets,
} from '../src/embeddings/wordlists.js';
import { isGendered } from '../src/embeddings/score.js';
import { withData } from './helpers/data.js';
import { REFERENCE_DIR, referenceFile } from './helpers/weat-reference.js';

const DATA = new URL('../data/embeddings/', import.meta.url);

describe('data/embeddings', () => {
  it('every JSON file names its source and licence, and the folder has a README', () => {
    const files = readdirSync(DATA);
    expect(files).toContain('README.md');
    expect(files).toContain('LICENSE-WEFE-MIT.txt');
    for (const f of files.filter((f) => f.endsWith('.json'))) {
      const doc = JSON.parse(readFileSync(new URL(f, DATA), 'utf8')) as Record<string, unknown>;
      expect(typeof doc.source, f).toBe('string');
      expect(typeof doc.licence, f).toBe('string');
      expect(readFileSync(new URL('README.md', DATA), 'utf8'), f).toContain(f);
    }
  });

  it('definitional pairs: the paper six (Italian), Bolukbasi ten (English)', () => {
    expect(loadDefinitionalPairs('it')).toEqual([
      ['lui', 'lei'],
      ['uomo', 'donna'],
      ['padre', 'madre'],
      ['marito', 'moglie'],
      ['fratello', 'sorella'],
      ['maschio', 'femmina'],
    ]);
    const en = loadDefinitionalPairs('en');
    expect(en).toHaveLength(10);
    expect(en[0]).toEqual(['he', 'she']);
  });

  it('grammatical pairs: ~150 distinct -o/-a pairs, classes selectable', () => {
    const all = loadGrammaticalPairs();
    expect(all.length).toBeGreaterThanOrEqual(138);
    expect(new Set(all.map(([m]) => m)).size).toBe(all.length);
    expect(new Set(all.map(([, f]) => f)).size).toBe(all.length);
    for (const [m, f] of all) {
      expect(m).not.toBe(f);
      expect(m.slice(0, -1)).toBe(f.slice(0, -1)); // same stem, only the ending differs
      expect(m.endsWith('o') && f.endsWith('a')).toBe(true);
    }
    const det = loadGrammaticalPairs({ classes: ['det'] });
    expect(det).toContainEqual(['questo', 'questa']);
    expect(det.length).toBeLessThan(all.length);
    // No person nouns (semantic gender) and none of the definitional words.
    const definitional = new Set(loadDefinitionalPairs('it').flat());
    for (const [m, f] of all) expect(definitional.has(m) || definitional.has(f)).toBe(false);
    expect(all).not.toContainEqual(['amico', 'amica']);
  });

  it('occupations: 15 gendered + 16 epicene Italian, 22 English, shares in percent with sources', () => {
    const it_ = loadOccupations('it');
    expect(it_.filter(isGendered)).toHaveLength(15);
    expect(it_.filter((o) => !isGendered(o))).toHaveLength(16);
    const en = loadOccupations('en');
    expect(en).toHaveLength(22);
    for (const o of [...it_, ...en]) {
      expect(o.shareWomen).toBeGreaterThanOrEqual(0);
      expect(o.shareWomen).toBeLessThanOrEqual(100);
      expect(o.source.length).toBeGreaterThan(5);
      expect(o.verified).toBe(false);
    }
    expect(it_.find((o) => o.masculine === 'ostetrico')).toMatchObject({ feminine: 'ostetrica', shareWomen: 98.3 });
    expect(it_.find((o) => o.masculine === 'ostetrico')!.source).toMatch(/cuprofessioni/);
    expect(en.find((o) => o.masculine === 'nurse')).toMatchObject({ feminine: 'nurse', shareWomen: 88.9 });
  });

  const caliskan = 'Caliskan WEATs resolve; WEFE sets are copied unchanged; WEAT9/10 use Caliskan’s words';
  it.skipIf(!REFERENCE_DIR)(withData(caliskan, 'GENDERFAIR_WEAT_VECTORS', REFERENCE_DIR), () => {
    const tests = loadWeatTests('caliskan2017');
    expect(tests.map((t) => t.id)).toEqual(Array.from({ length: 10 }, (_, i) => `WEAT${i + 1}`));
    const wefe = JSON.parse(readFileSync(referenceFile('wefe-WEAT-wordsets.json'), 'utf8')) as Record<string, string[]>;
    const sets = loadWeatWordSets('caliskan2017');
    for (const [k, v] of Object.entries(wefe)) expect(sets[k]).toEqual(v);
    // The cbn item lists (Caliskan's own, reproducing Table 1) agree with the tests' sets, except
    // for the names that GloVe 840B lacks and Caliskan dropped (WEAT4/5: Jay, Kristen, Tremayne, Latonya).
    const cbn = new Map<string, Set<string>>();
    for (const line of readFileSync(referenceFile('caliskan-items.tsv'), 'utf8').trim().split('\n').slice(1)) {
      const [study, condition, word] = line.split('\t') as [string, string, string];
      const key = `${study}/${condition}`;
      if (!cbn.has(key)) cbn.set(key, new Set());
      cbn.get(key)!.add(word);
    }
    const conditions: Record<string, [string, string, string, string]> = {
      WEAT1: ['Flowers', 'Insects', 'Pleasant', 'Unpleasant'],
      WEAT6: ['MaleNames', 'FemaleNames', 'Career', 'Family'],
      WEAT8: ['Science', 'Arts', 'MaleTerms', 'FemaleTerms'],
      WEAT9: ['MentalDisease', 'PhysicalDisease', 'Temporary', 'Permanent'],
      WEAT10: ['YoungNames', 'OldNames', 'Pleasant', 'Unpleasant'],
      WEAT3: ['EuropeanAmericanNames', 'AfricanAmericanNames', 'Pleasant', 'Unpleasant'],
    };
    for (const [id, conds] of Object.entries(conditions)) {
      const t = tests.find((x) => x.id === id)!;
      (['X', 'Y', 'A', 'B'] as const).forEach((key, i) => {
        expect(new Set(t[key]), `${id} ${key}`).toEqual(cbn.get(`${id}/${conds[i]}`));
      });
    }
    const w4 = tests.find((x) => x.id === 'WEAT4')!;
    const cbn4 = cbn.get('WEAT4/EuropeanAmericanNames')!;
    expect(w4.X.filter((w) => !cbn4.has(w))).toEqual(['Jay', 'Kristen']);
    expect(tests[5]!.published).toEqual({ glove840b: { d: 1.81, p: '1e-3' }, word2vec: { d: 1.89 } });
  });

  it('Italian WEATs resolve, with the notebook reference values', () => {
    const tests = loadWeatTests('biasion2020-it');
    expect(tests.map((t) => t.id)).toEqual([
      'IT-science-arts',
      'IT-science-arts-caliskan',
      'IT-career-family',
      'IT-terms-career-family',
      'IT-names-career-family',
    ]);
    const cf = tests.find((t) => t.id === 'IT-career-family')!;
    expect(cf.X).toHaveLength(8);
    expect(cf.A).toEqual(['lui', 'uomo', 'padre', 'marito', 'fratello', 'maschio']);
    expect(cf.reference!['cc.it.300']).toEqual({ d: 0.83794, p: 0.05261, count: 677, total: 12869 });
    for (const t of tests) {
      for (const ref of Object.values(t.reference ?? {})) {
        // total = C(|X|+|Y|, |X|) − 1 of the biasion2020 scheme.
        expect(ref.total).toBe(t.X.length === 6 ? 923 : t.X.length === 7 ? 3431 : 12869);
        expect(ref.p).toBeCloseTo(ref.count / ref.total, 5);
      }
    }
  });
});
