/** The sample text: a circular as public offices write them, with every kind of finding and two traps. */
export const SAMPLE_TEXT = `Liebe Kollegen,

ab dem 1. März können alle Mitarbeiter ihre Anträge auf Fortbildung digital einreichen. Jeder Antragsteller erhält eine Eingangsbestätigung. Wer Fragen hat, wendet sich an seinen Ansprechpartner im Bürgerbüro oder an Herrn Schmidt, den Leiter der Personalabteilung.

Die Teilnehmerzahl der Schulungen ist begrenzt. Jeder, der teilnehmen möchte, braucht die Zustimmung seines Vorgesetzten. Interessierte Beamte melden sich bitte bis zum 15. Februar. Die Kolleginnen und Kollegen aus dem Personalrat sind bereits informiert.

Mit freundlichen Grüßen
Ihre Verwaltungsleitung
`;
