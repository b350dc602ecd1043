import type { EditorLang } from './editor-lang.js';

/**
 * The sample texts: a circular as public offices write them. German: every kind of finding and two traps;
 * Italian: generic masculine nouns, a pronoun and an agreement that marks the reader's gender, next to
 * words the checker must leave alone (a named person, collectives, an epicene noun after "ogni").
 */
const GERMAN = `Liebe Kollegen,

ab dem 1. März können alle Mitarbeiter ihre Anträge auf Fortbildung digital einreichen. Jeder Antragsteller erhält eine Eingangsbestätigung. Wer Fragen hat, wendet sich an seinen Ansprechpartner im Bürgerbüro oder an Herrn Schmidt, den Leiter der Personalabteilung.

Die Teilnehmerzahl der Schulungen ist begrenzt. Jeder, der teilnehmen möchte, braucht die Zustimmung seines Vorgesetzten. Interessierte Beamte melden sich bitte bis zum 15. Februar. Die Kolleginnen und Kollegen aus dem Personalrat sind bereits informiert.

Mit freundlichen Grüßen
Ihre Verwaltungsleitung
`;

const ITALIAN = `Gentili colleghi,

dal 1° marzo tutti i dipendenti potranno presentare online le domande di formazione. Ogni richiedente riceverà una conferma di ricezione. Chi ha domande può rivolgersi ai consulenti dell'ufficio del personale oppure al dottor Bianchi, responsabile della formazione.

Il numero di posti è limitato: i partecipanti saranno selezionati in base all'ordine di iscrizione. Tutti devono registrarsi con le credenziali dell'ente. Il personale docente è già stato informato. Se sei interessato, scrivi all'ufficio formazione.

Cordiali saluti
La direzione amministrativa
`;

export const SAMPLE_TEXT: Record<EditorLang, string> = { de: GERMAN, it: ITALIAN };
