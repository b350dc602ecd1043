/**
 * Compound analysis (issue 10, "compound analysis finds real boundaries"): a person noun as the first part
 * of a compound is reported (as info) only at a real joint before a dictionary noun; a person head is found
 * only after a first part made of words; set terms (data/de/curated/set-compounds.txt) are reported only
 * with `compounds: 'all'`. Sentences are real-world phrasing written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../src/index.js';
import type { CheckOptions } from '../src/index.js';
import { analyseModifier, analysePersonWord } from '../src/de/person-words.js';
import { getLexicon } from '../src/de/lexicon.js';

function findings(text: string, options?: CheckOptions): string[] {
  return check(text, options).map((d) => `${d.severity}:${d.actual}`);
}

describe('words that are not compounds of a person noun are never reported', () => {
  it.each([
    ['Die Administration der Server übernimmt unsere IT-Abteilung.', 'Administration'], // not Administ|ration
    ['Die Administrationen beider Hochschulen arbeiten zusammen.', 'Administrationen'],
    ['Sie stehen seit März auf der Wartliste für einen Kitaplatz.', 'Wartliste'], // warten, not der Wart
    ['Die Warteliste für die Sprechstunde ist lang.', 'Warteliste'],
    ['Wegen Spionage wurde gegen zwei Angestellte der Firma ermittelt.', 'Spionage'],
    ['Der Diebstahl wurde sofort der Polizei gemeldet.', 'Diebstahl'],
    ['Das Kochbuch liegt in der Küche.', 'Kochbuch'], // kochen, not der Koch
  ])('%s (%s)', (text) => {
    expect(findings(text, { compounds: 'all' })).toEqual([]);
  });

  it('does not read a guessed person noun or a verb stem as the first part', () => {
    const lex = getLexicon();
    expect(analyseModifier('Administration', lex, { setTerms: true })).toBeNull();
    expect(analyseModifier('Warteliste', lex, { setTerms: true })).toBeNull();
    expect(analyseModifier('Spionage', lex, { setTerms: true })).toBeNull();
  });
});

describe('words run together are not split into compounds', () => {
  it('skips text whose white space was lost, but not a word with one inner capital', () => {
    // copied from a PDF without its spaces: no "Mitarbeiter" inside "UnsereMitarbeiterbetreuen…"
    expect(findings('UnsereMitarbeiterbetreueneinPortal,überdasdieBürgerAnträgestellen.')).toEqual([]);
    expect(findings('Dasistein Textfürunsere Kundenberater.')).toEqual(['warning:Kundenberater']);
    expect(findings('Die YouTuber verdienen viel Geld.')).toEqual(['warning:YouTuber']);
    expect(findings('Die BürgerInnen kommen.')).toEqual([]);
  });
});

describe('a person head is found only after a first part made of words', () => {
  it.each([
    ['Warmwasserzähler', null], // not Warmwass|erzähler
    ['Datenverarbeiter', null], // not Datenver|arbeiter
    ['Datenanalysten', 'Daten|Analysten'],
    ['Datenwissenschaftlern', 'Daten|Wissenschaftlern'],
    ['Kitaleiter', 'Kita|Leiter'],
    ['Zeitungsleser', 'Zeitungs|Leser'],
    ['Lesepaten', 'Lese|Paten'],
    ['Kleinunternehmer', 'Klein|Unternehmer'],
    ['Exfreund', 'Ex|Freund'],
  ])('%s -> %s', (word, split) => {
    const a = analysePersonWord(word);
    expect(a && `${a.prefix}|${a.head}`).toBe(split);
  });

  it('does not flag a meter as a narrator', () => {
    expect(findings('Der Warmwasserzähler wird jährlich abgelesen.')).toEqual([]);
  });

  it('still flags real compounds with a person head', () => {
    expect(findings('Unsere Datenanalysten werten die Zahlen aus.')).toEqual(['warning:Datenanalysten']);
    expect(findings('Viele Zeitungsleser haben uns geschrieben.')).toEqual(['warning:Zeitungsleser']);
  });
});

describe('a person noun as the first part of a compound is reported as info at a real joint', () => {
  it.each([
    ['Die Teilnehmerzahl ist auf 20 Personen begrenzt.', 'Teilnehmerzahl', 'Teilnehmer*innenzahl'],
    ['Wir analysieren das Nutzerverhalten ausschließlich anonym.', 'Nutzerverhalten', 'Nutzer*innenverhalten'],
    ['Die Konferenz findet im Lehrerzimmer statt.', 'Lehrerzimmer', 'Lehrer*innenzimmer'],
    ['Die Kandidatenliste wird am Montag veröffentlicht.', 'Kandidatenliste', 'Kandidat*innenliste'],
    // a compound person part: the prefix keeps its case
    ['Das Sportlehrerzimmer ist im Keller.', 'Sportlehrerzimmer', 'Sportlehrer*innenzimmer'],
  ])('%s -> %s', (text, word, star) => {
    const ds = check(text, { styles: ['star'] });
    expect(ds.map((d) => [d.actual, d.severity, d.ruleId])).toEqual([[word, 'info', 'de/generic-masculine-compound']]);
    expect(ds[0]!.suggestions[0]!.edits[0]!.text).toBe(star);
  });

  it('keeps the warnings beside the info findings', () => {
    expect(findings('Die Datenanalysten werten das Nutzerverhalten aus.')).toEqual(['warning:Datenanalysten', 'info:Nutzerverhalten']);
    expect(findings('Im Lehrerzimmer hängt die aktuelle Teilnehmerliste.')).toEqual(['info:Lehrerzimmer', 'info:Teilnehmerliste']);
  });
});

describe("set terms are reported only with compounds: 'all'", () => {
  it.each([
    ['Die Ausländerbehörde hat den Antrag an das Bürgerbüro weitergeleitet.', ['Ausländerbehörde', 'Bürgerbüro']],
    ['Ummelden können Sie sich beim Einwohnermeldeamt.', ['Einwohnermeldeamt']],
    ['Unser Kundenservice ist montags bis freitags erreichbar.', ['Kundenservice']],
    ['Der Friseursalon an der Ecke hat geschlossen.', ['Friseursalon']],
    ['Das Passagierflugzeug landete pünktlich.', ['Passagierflugzeug']],
    ['Das war reines Anfängerglück.', ['Anfängerglück']],
    ['Bitte melden Sie sich mit Ihrem Benutzernamen und Ihrem Passwort an.', ['Benutzernamen']],
    ['Das Benutzerkonto wird nach drei Fehlversuchen gesperrt.', ['Benutzerkonto']],
    ['Alle Benutzerkonten werden nachts gesichert.', ['Benutzerkonten']],
    ['Löschen Sie alte Benutzer-Accounts regelmäßig.', ['Benutzer-Accounts']],
  ])('%s', (text, words) => {
    expect(findings(text)).toEqual([]);
    expect(findings(text, { compounds: 'all' })).toEqual(words.map((w) => `info:${w}`));
  });

  it('never reports lexicalised compounds, not even with compounds: all', () => {
    expect(findings('Der Bürgersteig ist nach dem Regen glatt.', { compounds: 'all' })).toEqual([]);
    expect(findings('Das war ein typischer Anfängerfehler.', { compounds: 'all' })).toEqual([]);
  });
});
