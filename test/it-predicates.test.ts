import { describe, expect, it } from 'vitest';
import { check, fix } from '../src/index.js';
import { classifyItalian } from '../src/it/classify.js';

// The "io" of these sentences (GATE-IT translations) is someone whose gender the text does not know: first-person
// findings (it/gendered-self, info by default) are raised to warnings, as a user checking translations would.
const fixIt = (text: string) => fix(text, { lang: 'it', rules: { 'it/gendered-self': 'warning' } });

// Sentences from GATE-IT (MIT licence, Microsoft Translator) and ordinary Italian usage.
describe('neutral rewrites of first- and second-person predicates (data/it/curated/predicates.tsv)', () => {
  it('swaps an adjective for an epicene one and leaves the verb (frame "adjective")', () => {
    expect(fixIt("Sono eccitato per l'apertura del nuovo negozio.")).toBe("Sono entusiasta per l'apertura del nuovo negozio.");
    expect(fixIt('Siamo contenti del risultato.')).toBe('Siamo felici del risultato.');
    expect(fixIt('Siamo disposti a collaborare.')).toBe('Siamo disponibili a collaborare.');
    // any copula: sentirsi, with its clitic
    expect(fixIt('Mi sento sempre nervoso quando devo parlare in pubblico.')).toBe('Mi sento sempre in ansia quando devo parlare in pubblico.');
  });

  it('turns essere into avere with a noun, "stato" into "avuto" (frame "noun")', () => {
    expect(fixIt('Sono stato contento di vederlo.')).toBe('Ho avuto piacere di vederlo.');
    expect(fixIt('Siamo fermamente convinti che sia importante.')).toBe('Abbiamo fermamente la convinzione che sia importante.');
    expect(fixIt('Sei affamato?')).toBe('Hai fame?');
    expect(fixIt('Oggi sono molto occupato.')).toBe('Oggi ho molto da fare.');
    expect(fixIt('Ne sono convinto.')).toBe('Ne ho la convinzione.');
  });

  it('uses another participle with avere, dropping the reflexive clitic and "stato" (frame "participle")', () => {
    expect(fixIt('Mi sono accorto solo adesso che è troppo tardi.')).toBe('Ho capito solo adesso che è troppo tardi.');
    expect(fixIt('Non mi sono ancora abituato a vivere qui.')).toBe("Non ho ancora fatto l'abitudine a vivere qui.");
    expect(fixIt('Non sappiamo ancora se siamo stati invitati.')).toBe('Non sappiamo ancora se abbiamo ricevuto un invito.');
    expect(fixIt('Subito dopo aver comprato la casa nuova, si sono trasferiti.')).toBe('Subito dopo aver comprato la casa nuova, hanno traslocato.');
    expect(fixIt('Se dormo oggi, domani sarò riposato e potrò lavorare di nuovo.')).toBe(
      'Se dormo oggi, domani avrò recuperato le forze e potrò lavorare di nuovo.',
    );
    // a modal verb takes avere too
    expect(fixIt('Purtroppo, non sono potuto andare alla conferenza ieri.')).toBe('Purtroppo, non ho potuto andare alla conferenza ieri.');
  });

  it('puts "una persona" before a trait and makes every joined adjective feminine (frame "persona")', () => {
    expect(fixIt('Sono molto riservato e timido; per questo non esco molto.')).toBe('Sono una persona molto riservata e timida; per questo non esco molto.');
    expect(fixIt('Forse non sembra ma credo di essere abbastanza spontaneo.')).toBe('Forse non sembra ma credo di essere una persona abbastanza spontanea.');
  });

  it('reports a rewritable predicate as one high-confidence warning whose result the classifier calls neutral', () => {
    const text = 'Non sappiamo ancora se siamo stati invitati.';
    const diagnostics = check(text, { lang: 'it' });
    expect(diagnostics.map((d) => [d.ruleId, d.actual, d.severity, d.confidence])).toEqual([['it/gendered-agreement', 'invitati', 'warning', 'high']]);
    expect(diagnostics[0]!.suggestions[0]!.preview).toBe('abbiamo ricevuto un invito');
    for (const t of ['Ho avuto piacere di vederlo.', 'Ho capito solo adesso che è troppo tardi.', 'Sono una persona molto riservata e timida.']) {
      expect(classifyItalian(t).label).toBe('neutral');
    }
  });

  it('leaves a predicate alone when no frame fits', () => {
    // "stato" before an adjective whose only rewrite keeps the verb; a joined adjective without a rewrite
    expect(fixIt('Sono stato eccitato per giorni.')).toBe('Sono stato eccitato per giorni.');
    expect(fixIt('Sono felice di trovarti contento e soddisfatto.')).toBe('Sono felice di trovarti contento e soddisfatto.');
    // an implicit third-person singular subject may be a thing named before: flagged, not rewritten
    expect(fixIt('Il ponte? È sicuro.')).toBe('Il ponte? È sicuro.');
    expect(check('Il ponte? È sicuro.', { lang: 'it' }).map((d) => [d.actual, d.confidence])).toEqual([['sicuro', 'low']]);
  });
});
