/**
 * Pathological inputs for the checker's cost (issue 11, "bounded cost"), shared by
 * bench/pathological.ts (time) and test/pathological.test.ts (findings).
 */

export interface PathologicalInput {
  name: string;
  text: string;
  /** One of the three inputs of issue 11's goal (<= 3x prose, < 1 s); the others show that cost stays linear. */
  goal: boolean;
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

/** The inputs; `example` is ordinary German prose (examples/stellenanzeige.txt). */
export function pathologicalInputs(example: string): PathologicalInput[] {
  return [
    { name: "'Lehrer' x 12000", text: 'Lehrer'.repeat(12_000), goal: true },
    { name: "'Lehrerzimmer' x 5000", text: 'Lehrerzimmer'.repeat(5_000), goal: true },
    // prose whose spaces were lost (a broken export): one line of long tokens between punctuation marks
    { name: '5 MB line without spaces', text: repeatTo(example.replace(/\s+/g, ''), 5 * MB), goal: true },
    { name: '5 MB line of one character', text: 'a'.repeat(5 * MB), goal: false },
    { name: '1 MB run of punctuation', text: repeatTo('.-,!?*/', MB), goal: false },
    // one sentence without end: prose without sentence punctuation and line breaks
    { name: '1 MB sentence without end', text: repeatTo(example.replace(/[.!?:;]/g, '').replace(/\s+/g, ' ') + ' ', MB), goal: false },
    // a finding on every line
    { name: '100k short lines', text: repeatTo('Der Lehrer\n', 100_000 * 11), goal: false },
  ];
}
