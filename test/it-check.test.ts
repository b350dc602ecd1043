import { describe, expect, it } from 'vitest';
import { check, fix } from '../src/index.js';
import { RULE_IDS } from '../src/rules.js';

const IT_RULE_IDS = RULE_IDS.filter((id) => id.startsWith('it/'));

const it_ = (text: string) => check(text, { lang: 'it' });

describe('check(text, { lang: "it" })', () => {
  it('flags the generic masculine with a neutral rewrite that keeps the agreement', () => {
    const text = 'I rifugiati sono stati accolti in città.';
    const [d] = it_(text);
    expect(d).toMatchObject({ ruleId: 'it/gendered-reference', actual: 'rifugiati', severity: 'warning', confidence: 'high' });
    expect(fix(text, { lang: 'it' })).toBe('Le persone rifugiate sono state accolte in città.');
  });

  it('uses the curated neutral phrases and rewrites pronouns and nominalised adjectives', () => {
    expect(fix('Molti professori hanno perso il lavoro.', { lang: 'it' })).toBe('Molte persone del corpo docente hanno perso il lavoro.');
    expect(fix('Tutti possono partecipare.', { lang: 'it' })).toBe('Tutte le persone possono partecipare.');
    expect(fix('Bisogna convincere gli altri.', { lang: 'it' })).toBe('Bisogna convincere le altre persone.');
    expect(fix('Il governo aiuta i privilegiati.', { lang: 'it' })).toBe('Il governo aiuta le persone privilegiate.');
  });

  it('leaves a feminine and masculine pair of the same noun alone (it names both), not a pair of two nouns', () => {
    for (const text of [
      'Le colleghe e i colleghi sono invitati alla riunione.',
      'I colleghi e le colleghe sono invitati.',
      'La partecipazione dei cittadini e delle cittadine è importante.',
      'Il collega o la collega risponderà.',
    ]) {
      expect(it_(text), text).toEqual([]);
    }
    expect(it_('Le colleghe e i dirigenti sono invitati.').map((d) => d.actual)).toEqual(['dirigenti']);
    expect(it_('I colleghi e le amiche sono qui.').map((d) => d.actual)).toEqual(['colleghi']);
  });

  it('carries the agreement of a rewritten pronoun to its predicates', () => {
    expect(fix('Tutti sono invitati alla riunione.', { lang: 'it' })).toBe('Tutte le persone sono invitate alla riunione.');
    expect(fix('Alcuni sono contenti, altri sono preoccupati.', { lang: 'it' })).toBe('Alcune persone sono contente, altre persone sono preoccupate.');
    expect(fix('Tutti gli altri sono stati premiati.', { lang: 'it' })).toBe('Tutte le altre persone sono state premiate.');
    expect(it_('Tutti sono invitati alla riunione.').map((d) => d.ruleId)).toEqual(['it/gendered-pronoun']);
  });

  it('rewrites agent nouns in -atore, specialists in -logo/-iatra and curated professions', () => {
    expect(fix('Il compratore può lasciare un commento.', { lang: 'it' })).toBe('La persona che compra può lasciare un commento.');
    expect(fix('Gli spacciatori sono stati arrestati.', { lang: 'it' })).toBe('Le persone che spacciano sono state arrestate.');
    expect(fix('Lo psicologo è arrivato.', { lang: 'it' })).toBe('La persona esperta di psicologia è arrivata.');
    expect(fix('I pediatri sono stanchi.', { lang: 'it' })).toBe('Le persone specialiste in pediatria sono stanche.');
    expect(fix('Ho parlato con il sindaco.', { lang: 'it' })).toBe('Ho parlato con la persona a capo del comune.');
    // the curated phrase wins over the verb (oratore: not "who prays")
    expect(fix('Abbiamo ascoltato gli oratori.', { lang: 'it' })).toBe('Abbiamo ascoltato le persone che prendono la parola.');
  });

  it('lets a predicate agree with an earlier persona phrase without marking anyone', () => {
    const text = 'I ricercatori si sono lamentati perché non erano stati retribuiti.';
    const fixed = fix(text, { lang: 'it' });
    expect(fixed).toBe('Le persone che fanno ricerca si sono lamentate perché non erano state retribuite.');
    expect(it_(fixed)).toEqual([]);
  });

  it('uses a masculine singular collective with the definite article and leaves its agreement', () => {
    expect(fix('Il medico è arrivato in ritardo.', { lang: 'it' })).toBe('Il personale medico è arrivato in ritardo.');
    expect(fix('Un tecnico verrà domani.', { lang: 'it' })).toBe('Una persona del personale tecnico verrà domani.');
  });

  it('offers no periphrasis after a possessive or before a trailing modifier', () => {
    for (const [text, noun] of [
      ['Un nuotatore molto bravo.', 'nuotatore'],
      ['Vedi cosa ha fatto il tuo parrucchiere?', 'parrucchiere'],
      ['I nostri professori sono bravi.', 'professori'],
      // a singular person with a possessive is one known person: no "persona" for it
      ['Ogni dipendente deve informare il proprio dirigente.', 'dirigente'],
      ['Ho parlato con il mio vicino.', 'vicino'],
      // nor in the plural: "le nostre persone amiche" estranges the speaker's own friends
      ['I nostri amici sono bravi.', 'amici'],
    ]) {
      expect(it_(text!).map((d) => [d.ruleId, d.actual, d.suggestions.length])).toEqual([['it/gendered-reference', noun, 0]]);
      expect(fix(text!, { lang: 'it' })).toBe(text);
    }
  });

  it('gives an elided article or preposition its full form before the new head', () => {
    expect(fix("L'ingegnere è arrivato.", { lang: 'it' })).toBe('La persona esperta di ingegneria è arrivata.');
    expect(fix("Il lavoro dell'ingegnere è finito.", { lang: 'it' })).toBe('Il lavoro della persona esperta di ingegneria è finito.');
  });

  it('keeps the article and the agreement with a masculine replacement, refitting the article to its sound', () => {
    // GATE-IT sentences (MIT licence)
    expect(fix('Per le costruzioni moderne dovremmo rivolgerci agli architetti.', { lang: 'it' })).toBe(
      'Per le costruzioni moderne dovremmo rivolgerci agli studi di architettura.',
    );
    expect(fix('Non è possibile trovare un idraulico in alcune piccole città.', { lang: 'it' })).toBe(
      'Non è possibile trovare un servizio idraulico in alcune piccole città.',
    );
    expect(fix('I deputati rappresentano gli indigeni.', { lang: 'it' })).toBe('Le persone deputate rappresentano i popoli indigeni.');
    expect(fix("L'idraulico è arrivato.", { lang: 'it' })).toBe('Il servizio idraulico è arrivato.');
    // a job after fare, diventare or a copula is not a collective: no rewrite
    expect(fix("Non ho mai pensato di voler fare l'idraulico.", { lang: 'it' })).toBe("Non ho mai pensato di voler fare l'idraulico.");
  });

  it('turns the article of a pronoun chain that agrees with a rewritten noun', () => {
    // GATE-IT (MIT licence)
    expect(fix('Gli agricoltori ottengono soltanto ciò che rimane quando tutti gli altri hanno preso tutto.', { lang: 'it' })).toBe(
      'Le persone che coltivano la terra ottengono soltanto ciò che rimane quando tutte le altre hanno preso tutto.',
    );
    expect(fix('Ho chiesto di tagliarmi i capelli molto corti.', { lang: 'it' })).toBe('Ho chiesto di tagliarmi i capelli molto corti.');
    const text = 'È chiaro che alcuni di noi avrebbero desiderato un ruolo più importante.';
    expect(check(text, { lang: 'it' }).map((d) => [d.actual, d.confidence])).toEqual([['alcuni', 'low']]);
  });

  it('makes a predicate before its subject agree with the rewrite, past a year', () => {
    // GATE-IT (MIT licence)
    expect(fix('Nelle carceri spagnole sono morti nel 1990 due prigionieri politici.', { lang: 'it' })).toBe(
      'Nelle carceri spagnole sono morte nel 1990 due persone prigioniere politiche.',
    );
  });

  it('carries the agreement of a rewritten nominal adjective and of a predicate after meno', () => {
    // GATE-IT (MIT licence)
    expect(fix('I sudafricani si sono ribellati quando la situazione è diventata insostenibile.', { lang: 'it' })).toBe(
      'Le persone sudafricane si sono ribellate quando la situazione è diventata insostenibile.',
    );
    expect(fix('I produttori europei diventerebbero meno competitivi.', { lang: 'it' })).toBe('Le persone produttrici europee diventerebbero meno competitive.');
  });

  it('keeps the noun in the rewrite where it can, and says when it has none', () => {
    const text = 'Il veterinario ufficiale deve esaminare il sangue.';
    const [suggestion] = check(text, { lang: 'it' })[0]!.suggestions;
    expect(suggestion).toMatchObject({ edits: [{ start: 3, end: 14, text: 'personale veterinario' }], preview: 'personale veterinario' });
    expect(fix('Il nuovo insegnante è un po\' sventato.', { lang: 'it' })).toBe('La nuova persona insegnante è un po\' sventata.');
    expect(fix('Ci sono i bambini.', { lang: 'it' })).toBe('Ci sono i bambini.'); // lexically gendered: no rewrite
  });

  it('reports a predicate without a curated rewrite with low confidence, and fix() leaves it', () => {
    const text = 'Sei arrivato in ritardo alla festa.';
    const diagnostics = it_(text);
    expect(diagnostics.map((d) => [d.ruleId, d.actual, d.severity, d.confidence, d.suggestions.length])).toEqual([
      ['it/gendered-agreement', 'arrivato', 'warning', 'low', 0],
    ]);
    expect(fix(text, { lang: 'it' })).toBe(text);
  });

  it('leaves neutral text, named and fixed-gender persons and feminine references unchanged', () => {
    for (const text of [
      "L'insegnante ha corretto i compiti.",
      'Le persone invitate sono arrivate.',
      'Il professor Rossi è stato molto gentile.',
      'Mio padre è stanco.',
      'Le studentesse hanno vinto il premio.',
      'Il nuovo negozio apre domani.',
    ]) {
      expect(it_(text)).toEqual([]);
      expect(fix(text, { lang: 'it' })).toBe(text);
    }
  });

  it('keeps offsets exact across sentences and only uses its own rule ids', () => {
    const text = 'Ciao a tutti.\nI cittadini votano. Le persone arrivano!  Gli studenti studiano.';
    const diagnostics = it_(text);
    expect(diagnostics.length).toBeGreaterThanOrEqual(3);
    for (const d of diagnostics) {
      expect(text.slice(d.start, d.end)).toBe(d.actual);
      expect(IT_RULE_IDS).toContain(d.ruleId);
      for (const s of d.suggestions) for (const e of s.edits) expect(e.start).toBeLessThan(e.end);
    }
    const fixed = fix(text, { lang: 'it' });
    expect(fixed).toContain('Le persone arrivano!  ');
    expect(fixed.startsWith('Ciao a ')).toBe(true);
  });

  it('maps rewrites back into Markdown sources', () => {
    const text = '# Avviso\n\nI **cittadini** sono invitati.\n';
    const fixed = fix(text, { lang: 'it', inputFormat: 'markdown' });
    expect(fixed).toBe('# Avviso\n\nLe **persone residenti** sono invitate.\n');
  });

  it('refuses other languages with a clear error', () => {
    expect(() => check('x', { lang: 'fr' as never })).toThrow(/unsupported language 'fr'; supported: de, it/);
  });
});
