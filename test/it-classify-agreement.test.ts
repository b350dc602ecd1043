import { describe, expect, it } from 'vitest';
import { classifyGender } from '../src/classify.js';
import { fix } from '../src/index.js';

const label = (s: string) => {
  const c = classifyGender(s, { lang: 'it' });
  return c.label === 'neutral' ? 'neutral' : c.genders.join(',');
};

// GATE-IT dev sentences (MIT licence, Microsoft Translator) and ordinary Italian usage.
describe('Italian classifier: agreement beyond the copula', () => {
  it('reads a participle after avere as agreeing with an object pronoun for the speaker or the addressee', () => {
    expect(label('Mi hanno contattata per un nuovo progetto, ma ho dovuto dire di no.')).toBe('f');
    expect(label('Spero di non averti disturbata.')).toBe('f');
    expect(label('Lavorare in quel dipartimento mi ha molto motivata.')).toBe('f');
    expect(label('Ci hanno invitati alla festa.')).toBe('m');
    // the masculine singular also agrees with nothing (an indirect object): no evidence
    expect(label('Mi ha detto la verità.')).toBe('neutral');
    expect(label('Mi ha fatto piacere vederlo.')).toBe('neutral');
  });

  it('takes a word right after a copula and its adverbs as the predicate, not as a noun', () => {
    expect(label('Mi sento molto grata ed eccitata per il futuro.')).toBe('f'); // not the noun grata
    expect(label('Sei troppo rapido per me.')).toBe('m'); // not the noun rapido (the train)
    expect(label('Non erano stati visti da nessuna parte.')).toBe('m');
    expect(label('Siamo fermamente convinte che sia importante.')).toBe('f'); // adverb in -mente
    expect(label('In passato questo era semplicemente falso.')).toBe('neutral'); // impersonal
  });

  it('reads pronouns as predicates and demonstratives with their own relative clause', () => {
    expect(label('Non sono più quello di una volta.')).toBe('m');
    expect(label('Sono io quella?')).toBe('f');
    expect(label('Sono state loro a commettere un errore.')).toBe('f');
    expect(label('Durante le guerre, tutti i soldi vanno a quelli che vendono armi.')).toBe('m');
    expect(label('Quanti non hanno mai guidato assonnati?')).toBe('m');
    expect(label('Quanti anni hai?')).toBe('neutral');
  });

  it('reads unico, primo, ultimo with an article and "a" + infinitive as a person', () => {
    expect(label("Non credevo di essere l'unica a essere così indispettita.")).toBe('f');
    expect(label('Sono stato il primo a saperlo.')).toBe('m');
    expect(label('È il primo a destra.')).toBe('neutral');
  });

  it('knows more person nouns, and phrases where a person noun names an animal', () => {
    expect(label('Il ladro ha minacciato la gente con un coltello.')).toBe('m');
    expect(label('Ma questa maniaca delle moto non si arrenderà senza lottare.')).toBe('f');
    expect(label("C'è un lavandaio qui vicino?")).toBe('m');
    expect(label('Chi si dedica con passione ai propri animali può addestrare questi amici pelosi.')).toBe('neutral');
    expect(label('Gli amici a quattro zampe hanno bisogno di cure.')).toBe('neutral');
  });

  it('rewrites the new findings without breaking the grammar', () => {
    expect(fix('Non approfittare di quelli che non hanno alcun vantaggio.', { lang: 'it' })).toBe('Non approfittare di coloro che non hanno alcun vantaggio.');
    expect(fix('Quelli che lavorano sono stanchi.', { lang: 'it' })).toBe('Le persone che lavorano sono stanche.');
    expect(fix('Parlo di quelli.', { lang: 'it' })).toBe('Parlo delle persone.');
    expect(fix("C'è un lavandaio qui vicino?", { lang: 'it' })).toBe("C'è una lavanderia qui vicino?");
  });
});
