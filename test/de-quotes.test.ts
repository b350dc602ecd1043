/**
 * Direct speech (src/de/quotes.ts) and what check()/fix() do with it: a quotation attributed to a speaker is
 * what someone said, so its findings are info and fix() leaves it alone; scare quotes, quoted names and
 * titles are the writer's own words and are checked as usual. Sentences written for these tests in the style
 * of news, press releases and documentation.
 */
import { describe, expect, it } from 'vitest';
import { check, checkWithReasons, fix } from '../src/index.js';
import { directSpeech } from '../src/de/quotes.js';

/** The quoted stretches directSpeech finds, as text. */
function speech(text: string): string[] {
  return directSpeech(text).map((r) => text.slice(r.start, r.end));
}

// [sentence, the direct speech in it]
const SPEECH: ReadonlyArray<readonly [string, string]> = [
  ['„Die Bewerber müssen pünktlich sein“, sagt Anna Roth.', '„Die Bewerber müssen pünktlich sein“'],
  ['Anna Roth sagte: „Die Bewerber müssen pünktlich sein.“', '„Die Bewerber müssen pünktlich sein.“'],
  ['„Wir brauchen mehr Lehrer an den Grundschulen“, so der Sprecher des Kultusministeriums.', '„Wir brauchen mehr Lehrer an den Grundschulen“'],
  ['Er fragte: »Kommen die Lehrer morgen auch?«', '»Kommen die Lehrer morgen auch?«'],
  ['„Die Ärzte sind am Limit“, heißt es in der Mitteilung der Klinik.', '„Die Ärzte sind am Limit“'],
  ['„Die Lehrer kommen um acht. Die Schüler auch“, sagte sie.', '„Die Lehrer kommen um acht. Die Schüler auch“'],
  ['„Jeder Mitarbeiter bekommt einen Laptop“, erklärte die Personalleiterin am Montag.', '„Jeder Mitarbeiter bekommt einen Laptop“'],
  ['„Unsere Kunden erwarten schnelle Antworten“, betonte Geschäftsführer Jan Weber.', '„Unsere Kunden erwarten schnelle Antworten“'],
  ['Die Bürgermeisterin meinte: „Die Anwohner wurden rechtzeitig informiert.“', '„Die Anwohner wurden rechtzeitig informiert.“'],
  ['„Die Fahrer haben keine Schuld“, schreibt der Verband in seiner Stellungnahme.', '„Die Fahrer haben keine Schuld“'],
  ['„Wir danken allen Helfern“, fügte sie hinzu.', '„Wir danken allen Helfern“'],
  ['„Kein Bewerber wird benachteiligt“, versicherte die Sprecherin der Stadt.', '„Kein Bewerber wird benachteiligt“'],
  ['»Die Besucher sollen sich wohlfühlen«, sagt Museumsleiterin Eva Brandt.', '»Die Besucher sollen sich wohlfühlen«'],
  ['«Die Kunden sind zufrieden», sagt der Filialleiter in Zürich.', '«Die Kunden sind zufrieden»'],
  ['"Die Studenten protestieren zu Recht", sagte die Professorin der Zeitung.', '"Die Studenten protestieren zu Recht"'],
  ['Der Minister kritisierte: „Die Arbeitgeber tun zu wenig.“', '„Die Arbeitgeber tun zu wenig.“'],
  ['„Wir freuen uns auf die neuen Kollegen.“ Mit diesen Worten begrüßte die Schulleiterin das Kollegium.', '„Wir freuen uns auf die neuen Kollegen.“'],
  ['‚Die Wähler haben entschieden‘, sagte er knapp.', '‚Die Wähler haben entschieden‘'],
  ["'Die Nutzer wollen Datenschutz', sagt die Entwicklerin.", "'Die Nutzer wollen Datenschutz'"],
  ['„Die Teilnehmer waren begeistert“, berichtete die Veranstalterin.', '„Die Teilnehmer waren begeistert“'],
  ['„Wo bleiben die Handwerker?“, fragte ein Anwohner.', '„Wo bleiben die Handwerker?“'],
  ['„Die Mieter zahlen die Zeche“, kritisierte der Mieterbund.', '„Die Mieter zahlen die Zeche“'],
  ['„Wir wollen die Pendler entlasten“, wird der Verkehrsminister zitiert.', '„Wir wollen die Pendler entlasten“'],
  ['Die Gewerkschaft forderte, „die Beschäftigten endlich fair zu bezahlen“.', '„die Beschäftigten endlich fair zu bezahlen“'],
  ['Im Handbuch heißt es: „Der Administrator vergibt die Rechte.“', '„Der Administrator vergibt die Rechte.“'],
  ['„Die Spieler haben alles gegeben“, freute sich der Trainer nach dem Spiel.', '„Die Spieler haben alles gegeben“'],
  ['Eine Zuschauerin rief „Schiedsrichter, das war Abseits!“', '„Schiedsrichter, das war Abseits!“'],
  ['„Kommen die Lehrer?“ fragte sie.', '„Kommen die Lehrer?“'],
  ['„Die Verbraucher zahlen drauf“, gab der Experte zu.', '„Die Verbraucher zahlen drauf“'],
  ['„Ja“, sagte der Sprecher.', '„Ja“'],
  ['„Die Kollegen vor Ort leisten Großartiges“, so Roth.', '„Die Kollegen vor Ort leisten Großartiges“'],
  ['Der Trainer sagte nur: „Die Spieler wissen das“ und verließ den Saal.', '„Die Spieler wissen das“'],
  ['Die Botschaft der Schulleiterin war klar: „Wir brauchen mehr Lehrer.“', '„Wir brauchen mehr Lehrer.“'],
  ['“The teachers are coming”, sagte der Austauschschüler auf Englisch.', '“The teachers are coming”'],
  ['Die Zeugin berichtete: ›Der Fahrer hat nicht gebremst.‹', '›Der Fahrer hat nicht gebremst.‹'],
  ['Anna Roth sagt, „die Bewerber müssen pünktlich sein“.', '„die Bewerber müssen pünktlich sein“'],
  ['Die Firma wächst. „Wir freuen uns auf die neuen Mitarbeiter.“ Weitere Stellen folgen.', '„Wir freuen uns auf die neuen Mitarbeiter.“'],
];

// sentences with quotation marks that are not direct speech: scare quotes, names, titles, labels
const NOT_SPEECH: readonly string[] = [
  'Der sogenannte „erfahrene“ Nutzer kennt die Tastenkürzel.',
  'Die App „Mein Bürger“ ist ab heute verfügbar.',
  'Das Buch „Der Kaufmann von Venedig“ steht auf dem Lehrplan.',
  'Ein „Experte“ hat die Zahlen geprüft.',
  'Die Initiative „Lehrer für morgen“ sucht Freiwillige.',
  'Das Projekt „Nachbarn helfen Nachbarn“ startet im Mai.',
  'Der Film „Der Schüler Gerber“ läuft im Kino.',
  'Die Zeitung nannte ihn einen „Querdenker“.',
  'Klicken Sie auf „Benutzer anlegen“, um ein Konto zu erstellen.',
  'Im Menü „Einstellungen“ finden Sie die Option „Mitarbeiter verwalten“.',
  'Die Sendung »Wer wird Millionär?« erreicht Millionen Zuschauer.',
  'Die Aktion "Kunden werben Kunden" läuft bis Ende Juni.',
  'Die sogenannten ‚Wutbürger‘ protestieren vor dem Rathaus.',
  "Wie geht's den Lehrern? Hans' Kollegen wissen es nicht.",
  'Der Verein „Freunde des Museums“ lädt zum Sommerfest.',
  'Im Kapitel „Der Administrator“ wird die Rechteverwaltung beschrieben.',
  'Das Gesetz zur „Stärkung der Pflege“ tritt im Januar in Kraft.',
  'Die Ministerin kritisierte die „sogenannten Experten“ scharf.',
  'Die „Bürgerbeteiligung“ soll ausgebaut werden.',
  'Das Motto lautet „Gemeinsam stark“.',
  'Der Preis „Lehrer des Jahres“ geht an eine Grundschule in Kassel.',
  'Die Studie „Arbeitnehmer in der Krise“ erscheint im Herbst.',
  'Der Button „Teilnehmer hinzufügen“ ist ausgegraut.',
  "Die Rubrik 'Kunden fragen' erscheint wöchentlich.",
  'Als „Ansprechpartner“ steht Ihnen das Team zur Verfügung.',
  'Das Stück »Die Physiker« von Dürrenmatt wird neu inszeniert.',
  'Das Wort „Bürger“ kommt im Text zwölfmal vor.',
  "Geht's auch ohne die Kollegen? Auf 's Dach steigen nur die Dachdecker.",
  'Hinweis: „Mitarbeiter“ meint hier alle Beschäftigten.',
  'Zur Wahl stehen: „Lehrer“, „Schüler“ und „Eltern“.',
  'Der Bericht nennt die Teilnehmer „hochmotiviert“ und die Betreuer „erschöpft“.',
];

describe('directSpeech', () => {
  it.each(SPEECH)('speech: %s', (sentence, quoted) => {
    expect(speech(sentence)).toEqual([quoted]);
  });

  it.each(NOT_SPEECH)('not speech: %s', (sentence) => {
    expect(speech(sentence)).toEqual([]);
  });

  it('finds both halves of a quotation around its speech verb', () => {
    const text = '„Die Patienten stehen im Mittelpunkt“, sagte sie, „und die Pfleger auch.“';
    expect(speech(text)).toEqual(['„Die Patienten stehen im Mittelpunkt“', '„und die Pfleger auch.“']);
  });

  it('keeps quotation marks nested in a quotation inside it', () => {
    const text = '„Er sagte nur: ‚Die Lehrer kommen.‘ Dann ging er“, berichtete die Zeugin.';
    expect(speech(text)).toEqual(['„Er sagte nur: ‚Die Lehrer kommen.‘ Dann ging er“']);
  });

  it('tells speech and a scare quote apart in one paragraph', () => {
    const text = 'Der sogenannte „erfahrene“ Nutzer liest nichts. „Die Nutzer lesen keine Handbücher“, sagt Anna Roth.';
    expect(speech(text)).toEqual(['„Die Nutzer lesen keine Handbücher“']);
  });

  it('never runs a quotation across a blank line', () => {
    const text = 'Sie sagte: „Die Lehrer kommen morgen.\n\nDie Schüler auch“, sagte er.';
    expect(speech(text)).toEqual([]);
  });

  it('does not take a closing mark for an opening one after an unbalanced quotation', () => {
    const text = 'Er sagte: „Die Lehrer kommen. Das Buch „Die Schüler“ erscheint morgen.';
    // the first „ is closed by the “ of the title: one quotation, attributed by the colon
    expect(speech(text)).toEqual(['„Die Lehrer kommen. Das Buch „Die Schüler“']);
    expect(speech('Das Buch „Die Schüler erscheint morgen.')).toEqual([]);
  });

  it('bounds a quotation to a sane length', () => {
    const long = `Sie sagte: „${'Die Lehrer kommen morgen früh. '.repeat(200)}“`;
    expect(speech(long)).toEqual([]);
  });

  it('stays linear on a megabyte with 10,000 unbalanced quotation marks', () => {
    const sentence = 'Die Lehrer kommen morgen, die Schüler übermorgen und die Eltern am Freitag. ';
    let text = '';
    for (let k = 0; text.length < 1_000_000; k++) text += k % 8 === 0 ? `„${sentence}` : sentence;
    const unbalanced = (text.match(/„/g) ?? []).length;
    expect(unbalanced).toBeGreaterThan(1_500);
    expect(directSpeech(text)).toEqual([]);
    // every mark an opening mark with no closing one; then each with a closing one too far away
    expect(directSpeech('„Lehrer '.repeat(10_000))).toEqual([]);
    // (only the last opening marks are close enough to the closing one: one quotation of bounded length)
    const far = directSpeech(`${'„Lehrer '.repeat(10_000)}“, sagte sie.`);
    expect(far).toHaveLength(1);
    expect(far[0]!.end - far[0]!.start).toBeLessThanOrEqual(3001);
    expect(directSpeech(`${'"Lehrer '.repeat(10_000)}`)).toEqual([]);
    // and 10,000 balanced quotations with their speech verbs
    const quoted = '„Die Lehrer kommen“, sagte sie. '.repeat(10_000);
    const ranges = directSpeech(quoted);
    expect(ranges).toHaveLength(10_000);
    expect(ranges.every((r) => quoted.slice(r.start, r.end) === '„Die Lehrer kommen“')).toBe(true);
  });
});

describe('check() and fix() on quotations', () => {
  it('reports a finding in direct speech as info with low confidence, saying why', () => {
    const text = '„Die Bewerber müssen pünktlich sein“, sagt Anna Roth.';
    const [d, ...rest] = check(text);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ actual: 'Bewerber', severity: 'info', confidence: 'low' });
    expect(d!.message).toMatch(/Im Zitat: Was jemand gesagt oder geschrieben hat, wird nicht umgeschrieben\.$/);
    expect(fix(text)).toBe(text);
    expect(fix(text, { all: true })).toBe('„Die Bewerber*innen müssen pünktlich sein“, sagt Anna Roth.');
  });

  it('rewrites the narrative around a quotation, not the quotation', () => {
    const text = 'Die Lehrer der Schule streiken. „Die Lehrer sind erschöpft“, sagte die Schulleiterin.';
    expect(fix(text)).toBe('Die Lehrer*innen der Schule streiken. „Die Lehrer sind erschöpft“, sagte die Schulleiterin.');
    expect(check(text).map((d) => d.severity)).toEqual(['warning', 'info']);
  });

  it('leaves speech after a colon and across sentences alone', () => {
    const text = 'Die Sprecherin erklärte: „Die Kunden warten. Die Lieferanten auch.“ Die Firma prüft nun Alternativen.';
    expect(fix(text)).toBe(text);
    expect(check(text).map((d) => [d.actual, d.severity])).toEqual([
      ['Kunden', 'info'],
      ['Lieferanten', 'info'],
    ]);
  });

  it('rewrites a scare-quoted adjective with its phrase', () => {
    expect(fix('Der sogenannte „erfahrene“ Nutzer kennt die Tastenkürzel.')).toBe(
      'Der*die sogenannte „erfahrene“ Nutzer*in kennt die Tastenkürzel.',
    );
    expect(fix('Ein „erfahrener“ Nutzer kennt die Tastenkürzel.')).toBe('Ein*e „erfahrene*r“ Nutzer*in kennt die Tastenkürzel.');
    expect(fix('Das gilt für „erfahrene“ Nutzer.', { styles: ['pair'] })).toBe('Das gilt für „erfahrene“ Nutzerinnen und Nutzer.');
  });

  it('checks a scare quote next to direct speech as usual', () => {
    const text = 'Der sogenannte „erfahrene“ Nutzer liest nichts. „Die Nutzer lesen keine Handbücher“, sagt Anna Roth.';
    expect(fix(text)).toBe(
      'Der*die sogenannte „erfahrene“ Nutzer*in liest nichts. „Die Nutzer lesen keine Handbücher“, sagt Anna Roth.',
    );
  });

  it('lists a quoted finding that minSeverity hides as skipped for the quotation', () => {
    const text = '„Die Bewerber müssen pünktlich sein“, sagt Anna Roth.';
    const { diagnostics, skipped } = checkWithReasons(text, { minSeverity: 'warning' });
    expect(diagnostics).toEqual([]);
    expect(skipped).toEqual([{ start: 5, end: 13, actual: 'Bewerber', reason: 'quotation', detail: 'im Zitat' }]);
  });
});
