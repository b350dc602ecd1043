/**
 * Who a person noun refers to (issue: German checker on real text): specific persons, non-person senses,
 * names and labels, and the confidence of what is left. Sentences: the examples and similar ones
 * written for this test.
 */
import { describe, expect, it } from 'vitest';
import { check, checkWithReasons, fix } from '../src/check.js';

const flagged = (text: string): string[] => check(text).map((d) => d.actual);
const reasonOf = (text: string, word: string): string | undefined => checkWithReasons(text).skipped.find((s) => s.actual === word)?.reason;

describe('specific persons are not flagged', () => {
  it.each([
    ['Der Historiker und Autor Jens Kohlmann stellt sein Buch vor.', 'Historiker'],
    ['Der Historiker und Autor Jens Kohlmann stellt sein Buch vor.', 'Autor'],
    ['Das bestätigte sein Trainer, Ralf Beckmann, am Montag.', 'Trainer'],
    ['Soziologe Weidner kritisiert die Studie.', 'Soziologe'],
    ['Der Landrat des Kreises Lippe, Frank Huber, eröffnete die Messe.', 'Landrat'],
    ['Pfarrer Koch lädt zum Gottesdienst ein.', 'Pfarrer'],
    ['Otto Brandl war von Beruf Schreiner.', 'Schreiner'],
    ['Martin arbeitete zwei Jahre als Kellner in Wien.', 'Kellner'],
    ['Der Vorstand ernannte ihn zum Geschäftsführer.', 'Geschäftsführer'],
    ['Danach wurde er Botschafter in Rom.', 'Botschafter'],
    ['Als ihn sein Nachbar um Hilfe bat, zögerte er nicht.', 'Nachbar'],
    ['Ein Radfahrer stürzte am Montag auf der Brücke. Er wurde leicht verletzt.', 'Radfahrer'],
    ['Der neue Projektleiter ist Dietmar Gattwinkel.', 'Projektleiter'],
    ['Perikles war der führende athenische Politiker seiner Zeit.', 'Politiker'],
    ['Lucas Preiswerk, Mechaniker in Basel, baute die Maschine.', 'Mechaniker'],
    ['Als die Elfen kamen, sprachen sie von einem Magier namens Crelanu.', 'Magier'],
    ['Ich habe Hauke, einen meiner Berater, um Hilfe gebeten.', 'Berater'],
    ['Laut Anna Richter ist das richtig.', 'Richter'],
  ])('%s (%s)', (text, word) => {
    expect(flagged(text)).not.toContain(word);
    expect(reasonOf(text, word)).toBe('specific-person');
  });

  it('remembers a specific person in the paragraph: the same noun later is that person', () => {
    const text = 'Der Landrat des Kreises Lippe, Frank Huber, eröffnete die Messe. Der Landrat lobte die Aussteller.';
    expect(flagged(text)).toEqual(['Aussteller']);
  });

  it('keeps paragraphs apart: a new paragraph starts without that memory', () => {
    const text = 'Der Landrat, Frank Huber, eröffnete die Messe.\n\nDer Landrat muss jedes Jahr berichten.';
    expect(flagged(text)).toEqual(['Landrat']);
  });

  it('a nominalised ordinal is a person only before a relative clause', () => {
    expect(flagged('Am Ersten des Monats zahlen wir die Miete.')).toEqual([]);
    expect(flagged('Die Ersten, die kommen, erhalten einen Preis.')).toEqual([]);
  });

  it('still flags generic and quantified uses in narratives and rules', () => {
    expect(flagged('Jeder Mitarbeiter erhielt einen Ausweis.')).toEqual(['Mitarbeiter']);
    expect(flagged('Gib deinem Mitspieler eine Karte.')).toEqual(['Mitspieler']);
    expect(flagged('Die beiden Spieler würfeln abwechselnd.')).toEqual(['Spieler']);
    expect(flagged('Du bist bereits Dozent und kannst nicht Editor werden.')).toContain('Dozent');
  });
});

describe('non-person senses and names are not flagged', () => {
  it.each([
    ['Der Faden läuft durch den Fadenführer der Maschine.', 'Fadenführer', 'non-person'],
    ['Kupfer ist ein sehr guter elektrischer Leiter.', 'Leiter', 'non-person'],
    ['Alle Kraftfahrzeuge mit Anhänger dürfen hier nicht fahren.', 'Anhänger', 'non-person'],
    ['Der Trainer lädt das Modell mit den Trainingsdaten.', 'Trainer', 'non-person'],
    ['Die ersten Vertreter dieser Prozessorfamilie kamen 1993.', 'Vertreter', 'non-person'],
    ['Die Gemeinde als Arbeitgeber bietet sichere Stellen.', 'Arbeitgeber', 'non-person'],
    ['Unser Kunde, ein Maschinenbauunternehmen, sucht Verstärkung.', 'Kunde', 'non-person'],
    ['Baue einen Steinmetz neben dem Lager.', 'Steinmetz', 'non-person'],
    ['Laden Sie die App „Mein Bürger“ herunter.', 'Bürger', 'name'],
    ['Klicken Sie auf Benutzer und dann auf Speichern.', 'Benutzer', 'name'],
  ])('%s (%s)', (text, word, reason) => {
    expect(flagged(text)).not.toContain(word);
    expect(reasonOf(text, word)).toBe(reason);
  });

  it('finds no person in a device compound ("Warmwasser|zähler", not "Warmwass|erzähler")', () => {
    expect(flagged('Der Warmwasserzähler wird jährlich abgelesen.')).toEqual([]);
  });

  it('a sense needs its cue: the same noun is a person without it', () => {
    expect(flagged('Der Leiter der Abteilung stellt sich vor.')).toEqual(['Leiter']);
    expect(flagged('Die Vertreter der Gewerkschaft verhandeln.')).toEqual(['Vertreter']);
    expect(flagged('Die Perspektiven von Bürgern, Unternehmen und der Verwaltung zählen.')).toEqual(['Bürgern']);
  });
});

describe('inclusive forms and recall', () => {
  it.each([
    'Die (Mit-)Autorinnen und (Mit-)Autoren danken allen.',
    'Bitte wenden Sie sich an die zuständige Lehrerin bzw. den zuständigen Lehrer.',
    'Wir danken den Informatikern und -informatikerinnen.',
    'Das ist die Konferenz, zu der Teilnehmende aus aller Welt kommen.',
  ])('no red ink: %s', (text) => {
    expect(check(text)).toEqual([]);
  });

  it.each([
    ['Derjenige, der zuletzt geht, schließt ab.', 'Derjenige*diejenige, der*die zuletzt geht, schließt ab.'],
    ['Derjenige Nutzer, der zuletzt kommt, schließt ab.', 'Derjenige*diejenige Nutzer*in, der*die zuletzt kommt, schließt ab.'],
    ['Wir danken dem Zweiten Vorsitzenden.', 'Wir danken dem*der Zweiten Vorsitzenden.'],
    ['Ein anderer hat die Seite bereits geändert.', 'Ein*e andere*r hat die Seite bereits geändert.'],
    ['Die Stadt lädt Bürger und Unternehmen ein.', 'Die Stadt lädt Bürger*innen und Unternehmen ein.'],
    ['Der Erste, der das Ziel erreicht, gewinnt.', 'Der*die Erste, der*die das Ziel erreicht, gewinnt.'],
  ])('%s', (text, fixed) => {
    expect(fix(text, { styles: ['star'] })).toBe(fixed);
  });
});

describe('every rewrite is grammatical', () => {
  it.each([
    ['Radfahrer rettet Hund aus Kanal.', 'pair', 'Radfahrerin oder Radfahrer rettet Hund aus Kanal.'],
    ['Den Beamten fehlen die Unterlagen.', 'pair', 'Den Beamtinnen und Beamten fehlen die Unterlagen.'],
    ['Wir danken den Helfern.', 'star', 'Wir danken den Helfer*innen.'],
    ['Ein weltweit gefragter Berater kommt.', 'star', 'Ein*e weltweit gefragte*r Berater*in kommt.'],
    ['Dann muss der Antragsteller das Formular ausfüllen.', 'neutral', 'Dann muss die antragstellende Person das Formular ausfüllen.'],
  ] as const)('%s [%s]', (text, style, fixed) => {
    expect(fix(text, { styles: [style] })).toBe(fixed);
  });

  it('a singular predicate stays singular and names a specific man', () => {
    expect(check('Später wurde er Notar in Köln.')).toEqual([]);
  });

  it('does not offer "Administrationen" for people', () => {
    const previews = check('Die Administratoren prüfen das.', { styles: ['neutral', 'star'] }).flatMap((d) => d.suggestions.map((s) => s.preview));
    expect(previews.join(' ')).not.toContain('Administrationen');
  });

  it('no genitive reading where nothing governs one', () => {
    const previews = check('Dann muss der Antragsteller das Formular ausfüllen.', { styles: ['neutral'] }).flatMap((d) => d.suggestions.map((s) => s.preview));
    expect(previews).not.toContain('Antragstellenden');
  });
});

describe('confidence', () => {
  it('is high where the reading is sure and low where the number cannot be told', () => {
    expect(check('Die Lehrer kommen morgen.')[0]?.confidence).toBe('high');
    expect(check('Gestern half der Lehrer beim Aufbau.')[0]?.confidence).toBe('low');
  });

  it('fix() leaves low-confidence findings alone unless asked for all', () => {
    const text = 'Das Paket wurde dem Nachbarn übergeben.';
    const [d] = check(text);
    expect(d?.confidence).toBe('low');
    expect(fix(text)).toBe(text);
    expect(fix(text, { all: true })).toBe('Das Paket wurde dem*der Nachbar*in übergeben.');
  });
});

describe('symbols before a sentence do not break agreement (plain text)', () => {
  it.each([
    ['✅ Jeder Nutzer kommt.', '✅ Jede*r Nutzer*in kommt.'],
    ['- Der Nutzer kann sich anmelden.', '- Der*die Nutzer*in kann sich anmelden.'],
    ['Text davor. ✅ Jeder Nutzer kommt.', 'Text davor. ✅ Jede*r Nutzer*in kommt.'],
    ['**Der Nutzer** kommt.', '**Der*die Nutzer*in** kommt.'],
  ])('%s', (text, fixed) => {
    expect(fix(text, { styles: ['star'] })).toBe(fixed);
  });
});
