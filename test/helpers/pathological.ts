/**
 * Pathological inputs for the checker's cost (issue 11, "bounded cost"), shared by
 * bench/pathological.ts (time) and test/pathological.test.ts (findings).
 */

export interface PathologicalInput {
  name: string;
  text: string;
}

const MB = 1_048_576;

/** `unit` repeated until the text is `length` code units long (the last copy cut). */
export function repeatTo(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** Ordinary German prose of `length` code units: `example` repeated, paragraphs kept. */
export function proseOfLength(example: string, length: number): string {
  return repeatTo(example.trim() + '\n\n', length);
}

export function pathologicalInputs(): PathologicalInput[] {
  return [
    { name: "'Lehrer' x 12000", text: 'Lehrer'.repeat(12_000) },
    { name: "'Lehrerzimmer' x 5000", text: 'Lehrerzimmer'.repeat(5_000) },
    // a line without spaces, as a broken export or minified text gives: words, hyphens and punctuation
    { name: '5 MB line without spaces', text: repeatTo('Die-Lehrer,Schüler.Bürgerbüro;Lehrerzimmer-Nutzer!', 5 * MB) },
    { name: '5 MB line of one character', text: 'a'.repeat(5 * MB) },
    { name: '1 MB run of punctuation', text: repeatTo('.-,!?*/', MB) },
    { name: '100k short lines', text: repeatTo('Der Lehrer\n', 100_000 * 11) },
  ];
}
