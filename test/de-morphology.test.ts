import { describe, expect, it } from 'vitest';
import { adjectiveEnding, analyseDeterminer, determinerForm } from '../src/de/morphology.js';
import { analyseAdjective, participleStem } from '../src/de/adjectives.js';

describe('determiners', () => {
  it('analyses every reading of a form', () => {
    const der = analyseDeterminer('der').map((a) => `${a.gender ?? '-'}.${a.case}.${a.number}`).sort();
    expect(der).toEqual(['-.gen.pl', 'f.dat.sg', 'f.gen.sg', 'm.nom.sg']);
    expect(analyseDeterminer('einen').map((a) => `${a.stem}.${a.gender}.${a.case}`)).toEqual(['ein.m.acc']);
    expect(analyseDeterminer('Jeder').some((a) => a.stem === 'jed' && a.gender === 'm' && a.case === 'nom')).toBe(true);
    expect(analyseDeterminer('alle').every((a) => a.number === 'pl')).toBe(true);
    expect(analyseDeterminer('eure').length).toBeGreaterThan(0);
    expect(analyseDeterminer('Lehrer')).toEqual([]);
  });

  it('declines determiners for another gender in the same case', () => {
    expect(determinerForm('jed', 'der-word', { gender: 'f', case: 'nom', number: 'sg' })).toBe('jede');
    expect(determinerForm('ein', 'ein-word', { gender: 'f', case: 'acc', number: 'sg' })).toBe('eine');
    expect(determinerForm('kein', 'ein-word', { gender: 'f', case: 'dat', number: 'sg' })).toBe('keiner');
    expect(determinerForm('d', 'definite', { gender: 'f', case: 'dat', number: 'sg' })).toBe('der');
    expect(determinerForm('unser', 'ein-word', { gender: 'f', case: 'gen', number: 'sg' })).toBe('unserer');
    expect(determinerForm('euer', 'ein-word', { gender: 'm', case: 'acc', number: 'sg' })).toBe('euren');
    expect(determinerForm('ein', 'ein-word', { gender: undefined, case: 'nom', number: 'pl' })).toBeUndefined();
    expect(determinerForm('all', 'der-word', { gender: 'f', case: 'nom', number: 'sg' })).toBeUndefined();
  });
});

describe('adjective endings', () => {
  it('follows the weak, mixed and strong tables', () => {
    expect(adjectiveEnding({ gender: 'm', case: 'acc', number: 'sg' }, 'mixed')).toBe('en'); // einen erfahrenen
    expect(adjectiveEnding({ gender: 'm', case: 'nom', number: 'sg' }, 'mixed')).toBe('er'); // ein erfahrener
    expect(adjectiveEnding({ gender: 'f', case: 'nom', number: 'sg' }, 'mixed')).toBe('e'); // eine erfahrene
    expect(adjectiveEnding({ gender: 'f', case: 'dat', number: 'sg' }, 'strong')).toBe('er'); // mit erfahrener
    expect(adjectiveEnding({ gender: undefined, case: 'nom', number: 'pl' }, 'weak')).toBe('en'); // die erfahrenen
    expect(adjectiveEnding({ gender: undefined, case: 'nom', number: 'pl' }, 'strong')).toBe('e'); // erfahrene Lehrer
  });

  it('recognises inflected adjectives and participles but not verbs', () => {
    expect(analyseAdjective('erfahrenen')).toEqual({ stem: 'erfahren', ending: 'en' });
    expect(analyseAdjective('gewählten')).toEqual({ stem: 'gewählt', ending: 'en' });
    expect(analyseAdjective('haben')).toBeUndefined();
    expect(analyseAdjective('Lehrer')).toBeUndefined();
  });

  it('finds the participle behind an agent noun', () => {
    expect(participleStem('Nutzer')).toBe('Nutzend');
    expect(participleStem('Teilnehmer')).toBe('Teilnehmend');
    expect(participleStem('Unterstützer')).toBe('Unterstützend');
    expect(participleStem('Sammler')).toBe('Sammelnd');
    expect(participleStem('Käufer')).toBe('Kaufend');
    expect(participleStem('Experte')).toBeUndefined();
  });
});
