import { describe, expect, it } from 'vitest';
import { check, fix } from '../src/index.js';

// The sentences below were written for genderfair by its developers (licence: the project's own, MIT), in the
// kinds of Italian that users check: job ads, notices of universities and municipalities, letters, web pages,
// news. Each expectation was checked by hand: a wrong flag or an awkward automatic fix costs a user's trust.

const it_ = (text: string) => check(text, { lang: 'it' });
const fixIt = (text: string) => fix(text, { lang: 'it' });
/** [rule, flagged word, severity, confidence] of each finding. */
const findings = (text: string) => it_(text).map((d) => [d.ruleId, d.actual, d.severity, d.confidence]);

describe('Italian checker on real text: what it must leave alone', () => {
  it('never flags or changes forms that already name every gender (doublets, slash, asterisk, schwa)', () => {
    for (const text of [
      'Care cittadine e cari cittadini, vi ringraziamo per la partecipazione.',
      'Le cittadine e i cittadini possono votare fino alle 23.',
      'Gli studenti e le studentesse possono ritirare il diploma.',
      'Le lavoratrici e i lavoratori hanno diritto a un giorno di riposo.',
      'Ringraziamo tutte e tutti per la partecipazione.',
      "Tutti i cittadini/e sono invitati/e all'assemblea.",
      'Il/La candidato/a ideale possiede ottime capacità comunicative.',
      'Gli/le studenti/esse devono presentarsi alle 9.',
      'Si invitano i lavoratori/trici a compilare il modulo.',
      'Car* collegh*, la riunione è spostata a lunedì.',
      'Carə colleghə, la riunione è spostata a lunedì.',
      'Gli studentз sono pregatз di presentarsi.',
      'Tutt* i/le partecipanti riceveranno un attestato.',
    ]) {
      expect(it_(text), text).toEqual([]);
      expect(fixIt(text)).toBe(text);
    }
  });

  it('never flags collectives, epicene wording, named or fixed-gender persons, animals and things', () => {
    for (const text of [
      "La cittadinanza è invitata a partecipare all'incontro pubblico.",
      'Il personale docente si riunirà giovedì.',
      'Ogni partecipante riceverà un attestato.',
      'Chi desidera partecipare deve registrarsi online.',
      'Le persone interessate possono iscriversi online.',
      'Gentili utenti, il servizio sarà sospeso domenica.',
      'La direttrice Bianchi ha firmato la circolare.',
      'Il professor Verdi è stato nominato preside della facoltà.',
      "Il dottor Bianchi è stato eletto presidente dell'ordine.",
      'Il direttore generale, Luca Neri, ha presentato il bilancio.',
      'Marco è il nostro nuovo collega.',
      'Mio padre è stato ricoverato ieri sera.',
      'Ieri sera mio marito è tornato tardi.',
      'Mio fratello è diventato ingegnere.',
      "L'uomo è stato arrestato dalla polizia.",
      'Mia sorella è diventata avvocata.',
      'Marco è stanco dopo il viaggio.',
      'Caro Giovanni, sono felice di rivederti.',
      'Il cane è stato adottato da una famiglia di Torino.',
      "Il cane è il migliore amico dell'uomo.",
      'Gli uccelli migratori sono arrivati in anticipo.',
      'Sono stata invitata alla cerimonia.',
    ]) {
      expect(it_(text), text).toEqual([]);
      expect(fixIt(text)).toBe(text);
    }
  });
});

describe('Italian checker on real text: automatic fixes', () => {
  it('rewrites generic masculines in ads and notices into grammatical neutral Italian', () => {
    for (const [text, fixed] of [
      ["Il candidato ideale ha almeno tre anni di esperienza e conosce bene l'inglese.", "La persona candidata ideale ha almeno tre anni di esperienza e conosce bene l'inglese."],
      ['Cerchiamo sviluppatori con esperienza in Java.', 'Cerchiamo persone che sviluppano software con esperienza in Java.'],
      ['I pazienti devono presentarsi a digiuno.', 'Le persone in cura devono presentarsi a digiuno.'],
      ['Il dott. Rossi riceverà i pazienti il martedì e il giovedì.', 'Il dott. Rossi riceverà le persone in cura il martedì e il giovedì.'],
      ['I docenti sono invitati a consegnare i voti entro lunedì.', 'Le persone del corpo docente sono invitate a consegnare i voti entro lunedì.'],
      ['Tutti sono invitati alla festa di fine anno.', 'Tutte le persone sono invitate alla festa di fine anno.'],
      ['Ringraziamo tutti per la partecipazione.', 'Ringraziamo tutte le persone per la partecipazione.'],
      ['I vincitori saranno premiati durante la cerimonia.', 'Le persone vincitrici saranno premiate durante la cerimonia.'],
      ['I soci sono convocati in assemblea ordinaria.', 'Le persone associate sono convocate in assemblea ordinaria.'],
      ['Gli iscritti riceveranno la password via email.', 'Le persone iscritte riceveranno la password via email.'],
      ['Il lettore troverà in appendice le tabelle.', 'La persona che legge troverà in appendice le tabelle.'],
      ['Siamo stati invitati alla cerimonia di inaugurazione.', 'Abbiamo ricevuto un invito alla cerimonia di inaugurazione.'],
      ['Siamo contenti di accogliervi nel nostro negozio.', 'Siamo felici di accogliervi nel nostro negozio.'],
    ]) {
      expect(fixIt(text!)).toBe(fixed);
    }
  });

  it('answers a salutation with the doublet the guides recommend, not with a paraphrase', () => {
    expect(fixIt('Gentili colleghi, vi ricordo la scadenza di domani.')).toBe('Gentili colleghe e colleghi, vi ricordo la scadenza di domani.');
    expect(fixIt('Cari cittadini, il Comune vi ringrazia per la collaborazione.')).toBe(
      'Care cittadine e cari cittadini, il Comune vi ringrazia per la collaborazione.',
    );
    expect(fixIt("Colleghi, domani l'ufficio resterà chiuso.")).toBe("Colleghe e colleghi, domani l'ufficio resterà chiuso.");
    // a sentence that opens with a quantifier greets no one
    expect(fixIt('Tutti gli studenti, anche i fuori corso, possono iscriversi.')).not.toContain('studentesse');
  });
});

describe('Italian checker on real text: findings left to the writer', () => {
  it('offers no estranging "persona" after a possessive (i nostri amici)', () => {
    for (const [text, word] of [
      ['Ringrazio i nostri amici per il sostegno.', 'amici'],
      ['Vi ricordiamo che i nostri clienti possono restituire la merce entro 14 giorni.', 'clienti'],
    ]) {
      expect(findings(text!)).toEqual([['it/gendered-reference', word, 'warning', 'low']]);
      expect(fixIt(text!)).toBe(text);
    }
  });

  it('does not rewrite a noun used as an adjective, nor a phrase whose next word is a noun of its own', () => {
    // "sviluppatori esperti": rewriting either alone leaves the other ("sviluppatori persone esperte")
    expect(fixIt('Cerchiamo sviluppatori esperti in TypeScript da inserire nel nostro team.')).toBe(
      'Cerchiamo sviluppatori esperti in TypeScript da inserire nel nostro team.',
    );
    // "buoni pasto" are meal vouchers, not good employees
    const vouchers = 'Offriamo ai dipendenti buoni pasto e un orario flessibile.';
    expect(findings(vouchers)).toEqual([['it/gendered-reference', 'dipendenti', 'warning', 'low']]);
    expect(fixIt(vouchers)).toBe(vouchers);
  });

  it('offers no rewrite that would break the grammar (tutti voi; a predicate the analysis gave to another noun)', () => {
    const all = 'Sono molto grato a tutti voi per il supporto.';
    expect(it_(all).map((d) => [d.ruleId, d.actual, d.confidence, d.suggestions.length])).toContainEqual(['it/gendered-pronoun', 'tutti', 'low', 0]);
    // "annunciato" may agree with "concorso": "La persona vincitrice del concorso sarà annunciato" would be wrong
    const winner = 'Il vincitore del concorso sarà annunciato lunedì.';
    expect(findings(winner)).toEqual([['it/gendered-reference', 'vincitore', 'warning', 'low']]);
    expect(fixIt(winner)).toBe(winner);
    // where the predicate is plainly the phrase's, the rewrite carries it
    expect(fixIt("Gli abitanti del quartiere sono invitati all'assemblea.")).toBe("Le persone residenti del quartiere sono invitate all'assemblea.");
  });

  it('keeps the rewrite of a specific person in a report with low confidence (news speak of someone the writer knows)', () => {
    for (const [text, word] of [
      ['Il presidente della Repubblica ha firmato il decreto.', 'presidente'],
      ['Lo studente che ha vinto la borsa si chiama Paolo.', 'studente'],
      ['Il ragazzo che ho conosciuto ieri si chiama Luca.', 'ragazzo'],
    ]) {
      const [d] = it_(text!);
      expect([d!.actual, d!.confidence, d!.suggestions.length]).toEqual([word, 'low', 1]);
      expect(fixIt(text!)).toBe(text);
    }
    // the generic subject of a rule keeps its automatic fix
    expect(fixIt('Lo studente deve presentare il libretto.')).toBe('La persona che studia deve presentare il libretto.');
    // …and reads sensibly where the verb is about enrolling (not "le persone iscritte devono iscriversi")
    expect(fixIt('Gli studenti devono iscriversi entro venerdì.')).toBe('Le persone che studiano devono iscriversi entro venerdì.');
  });

  it('reports a quotation but does not rewrite it', () => {
    const text = 'Il sindaco ha detto: "I cittadini meritano risposte".';
    expect(findings(text)).toEqual([
      ['it/gendered-reference', 'sindaco', 'warning', 'low'],
      ['it/gendered-reference', 'cittadini', 'info', 'low'],
    ]);
    expect(fixIt(text)).toBe(text);
  });
});

describe('Italian checker on real text: the writer speaking of themself (it/gendered-self)', () => {
  it('reports a first-person singular predicate as info and leaves it to the writer, who knows their gender', () => {
    for (const [text, word] of [
      ['Sono contento di annunciare che il progetto è stato approvato.', 'contento'],
      ['Sono stato invitato a parlare al convegno di Bologna.', 'invitato'],
      ['Mi sono iscritto al corso di yoga del martedì.', 'iscritto'],
    ]) {
      expect(it_(text!).map((d) => [d.ruleId, d.actual, d.severity])).toEqual([['it/gendered-self', word, 'info']]);
      expect(fixIt(text!)).toBe(text);
    }
  });

  it('treats a noun after a first-person copula as the writer speaking of themself, and puts no "persona" after a second-person one', () => {
    expect(it_('Sono un insegnante di matematica e amo il mio lavoro.').map((d) => [d.ruleId, d.actual, d.severity])).toEqual([
      ['it/gendered-self', 'insegnante', 'info'],
    ]);
    expect(fixIt('Sono un insegnante di matematica e amo il mio lavoro.')).toBe('Sono un insegnante di matematica e amo il mio lavoro.');
    // "Siete tutte persone invitate" would be no Italian
    expect(findings('Siete tutti invitati!')).toEqual([['it/gendered-reference', 'invitati', 'warning', 'low']]);
    expect(fixIt('Siete tutti invitati!')).toBe('Siete tutti invitati!');
  });

  it('rewrites it when the config raises the rule to a warning (a template, a translation)', () => {
    const options = { lang: 'it', rules: { 'it/gendered-self': 'warning' } } as const;
    expect(fix('Sono contento di annunciare che il progetto è stato approvato.', options)).toBe(
      'Sono felice di annunciare che il progetto è stato approvato.',
    );
    expect(fix('Sono stato invitato a parlare al convegno di Bologna.', options)).toBe('Ho ricevuto un invito a parlare al convegno di Bologna.');
  });

  it('keeps the second person and the plural as warnings: the writer does not know the reader\'s or the group\'s gender', () => {
    expect(findings('Se sei interessato, invia il tuo curriculum entro il 30 giugno.')).toEqual([
      ['it/gendered-agreement', 'interessato', 'warning', 'low'],
    ]);
    expect(findings('Siamo contenti di accogliervi nel nostro negozio.')).toEqual([['it/gendered-agreement', 'contenti', 'warning', 'high']]);
  });
});
