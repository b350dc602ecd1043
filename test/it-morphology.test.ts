import { describe, expect, it } from 'vitest';
import { analyse, genderVariant, splitElision } from '../src/it/morphology.js';

const readings = (word: string) => analyse(word).map((a) => `${a.pos}:${a.lemma}:${a.gender}:${a.number}`);

describe('analyse', () => {
  it('reads person nouns with their pair, epicene nouns as both genders', () => {
    expect(readings('maestri')).toContain('noun:maestro:m:p');
    expect(readings('studentessa')).toContain('noun:studente:f:s');
    expect(readings('insegnante')).toContain('noun:insegnante:fm:s');
    expect(readings('giornalista')).toContain('noun:giornalista:fm:s'); // -ista rule, not in the curated list
    expect(readings('giornaliste')).toContain('noun:giornalista:f:p');
    expect(readings('uomini')).toContain('noun:uomo:m:p'); // irregular plural from the generated list
  });

  it('reads adjectives and past participles from morph-it', () => {
    expect(readings('bravi')).toEqual(['adj:bravo:m:p']);
    expect(readings('felice')).toEqual(['adj:felice:fm:s']);
    expect(readings('tedesche')).toContain('adj:tedesco:f:p');
    expect(readings('invitata')).toContain('verb-participle:invitare:f:s');
    expect(readings('Contente')).toContain('adj:contento:f:p'); // case-insensitive
  });

  it('reads closed-class words, elided forms included', () => {
    expect(readings("l'")).toEqual(['det:il:fm:s']);
    expect(readings('l’')).toEqual(['det:il:fm:s']);
    expect(readings("un'")).toEqual(['det:un:f:s']);
    expect(readings('degli')).toEqual(['det:del:m:p']);
    expect(readings('lei')).toEqual(['pron:lui:f:s']);
    expect(readings('xyzzy')).toEqual([]);
  });

  it('keeps the grammatical gender of non-person nouns', () => {
    expect(readings('negozio')).toEqual(['noun:negozio:m:s']);
    expect(readings('persone')).toEqual(['noun:persona:f:p']);
  });
});

describe('genderVariant', () => {
  it('inflects person nouns, adjectives and participles for the other gender', () => {
    expect(genderVariant('maestro', 'f')).toEqual(['maestra']);
    expect(genderVariant('Direttori', 'f')).toEqual(['direttrici']);
    expect(genderVariant('studenti', 'f')).toEqual(['studentesse']);
    expect(genderVariant('bravi', 'f')).toEqual(['brave']);
    expect(genderVariant('invitato', 'f')).toEqual(['invitata']);
    expect(genderVariant('stanche', 'm')).toEqual(['stanchi']);
  });

  it('inflects articles, contractions and determiners, best form first', () => {
    expect(genderVariant('il', 'f')).toEqual(['la', "l'"]);
    expect(genderVariant('la', 'm')).toEqual(['il', 'lo', "l'"]);
    expect(genderVariant('dei', 'f')).toEqual(['delle']);
    expect(genderVariant('gli', 'f')).toEqual(['le']);
    expect(genderVariant('questi', 'f')).toEqual(['queste']);
    expect(genderVariant('ciascuno', 'f')).toEqual(['ciascuna', "ciascun'"]);
  });

  it('is empty for words of that gender, common-gender forms and words without a pair', () => {
    expect(genderVariant('maestra', 'f')).toEqual([]);
    expect(genderVariant('felice', 'f')).toEqual([]);
    expect(genderVariant('insegnante', 'f')).toEqual([]);
    expect(genderVariant("l'", 'm')).toEqual([]);
    expect(genderVariant('padre', 'f')).toEqual([]); // a different word, not an inflection
    expect(genderVariant('negozio', 'f')).toEqual([]);
  });
});

describe('splitElision', () => {
  it('splits elided determiners and keeps the original spelling', () => {
    expect(splitElision("l'insegnante")).toEqual(["l'", 'insegnante']);
    expect(splitElision('Dell’utente')).toEqual(['Dell’', 'utente']);
    expect(splitElision("po'")).toBeNull();
    expect(splitElision("d'accordo")).toBeNull();
  });
});
