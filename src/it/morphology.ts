/**
 * Italian morphology: what a word form is (analyse) and its form in the other gender (genderVariant).
 *
 * Data: morph-it 0.4.8 nouns, adjectives and past participles (data/it/lexicon.json, CC-BY-SA-2.0, generated
 * by scripts/build-it-lexicon.ts from italian-words-dict, italian-adjectives-dict, italian-verbs-dict) and the
 * hand-written lists in data/it/curated/: articles, articulated prepositions, determiners and pronouns
 * (closed-class.tsv), person nouns with their pairs (persons.tsv), adjectives morph-it lacks (adjectives.tsv).
 *
 * Conventions (stable API; later additions only extend it):
 * - Lookup is case-insensitive; the typographic apostrophe ’ counts as '.
 * - Elision is the caller's job: split "l'insegnante" into "l'" + "insegnante" first (splitElision does it).
 *   Elided closed-class forms themselves ("l'", "un'", "dell'", "quest'") are analysed here; l' and dell'
 *   are gender 'fm', un' is feminine.
 * - gender 'fm' = one form for both genders (felice, l', insegnante, giornalista); 'm'/'f' = marked.
 * - Nouns: gender is the grammatical gender. Person nouns with an inflectional pair (maestro/maestra,
 *   studente/studentessa) have a gender variant; different words (padre/madre) and non-person nouns do not.
 */
import { italianLexicon, type ItAnalysis } from './lexicon.js';

export type { ItAnalysis, ItGender, ItNumber, ItPos } from './lexicon.js';

/** Lower-cases and normalises the apostrophe. */
export function normaliseWord(word: string): string {
  return word.toLowerCase().replace(/’/g, "'");
}

/** Every reading of `word`; empty when the word is unknown. */
export function analyse(word: string): ItAnalysis[] {
  return italianLexicon()
    .readings(normaliseWord(word))
    .map((r) => ({ ...r.analysis }));
}

/**
 * The forms of `word` in `gender` with the same lemma, part of speech and number, best first (il → la;
 * la → il, lo; maestro → maestra; bravi → brave; invitato → invitata; dei → delle). Empty when the word is
 * already of that gender, has one form for both (felice, l') or has no variant (padre, tavolo).
 * Alternatives such as il/lo are all listed; the caller picks the one that fits the next word's sound.
 */
export function genderVariant(word: string, gender: 'f' | 'm'): string[] {
  const form = normaliseWord(word);
  const out: string[] = [];
  for (const { analysis, paradigm } of italianLexicon().readings(form)) {
    if (!paradigm || analysis.gender === gender || analysis.gender === 'fm' || analysis.gender === null) continue;
    const number = analysis.number ?? 's';
    for (const variant of paradigm.cells[`${gender}${number}`]) {
      if (variant !== form && !out.includes(variant)) out.push(variant);
    }
  }
  return out;
}

/**
 * Splits an elided article, preposition or determiner from its word: "l'insegnante" → ["l'", "insegnante"],
 * "dell’utente" → ["dell'", "utente"]; null when the word has no known elided prefix.
 */
export function splitElision(word: string): [string, string] | null {
  const normal = normaliseWord(word);
  const apostrophe = normal.indexOf("'");
  if (apostrophe <= 0 || apostrophe === normal.length - 1) return null;
  const prefix = normal.slice(0, apostrophe + 1);
  if (!italianLexicon().readings(prefix).some((r) => r.analysis.pos === 'det')) return null;
  return [word.slice(0, apostrophe + 1), word.slice(apostrophe + 1)];
}

/** Keeps the capital of the word replaced. */
export function likeCase(original: string, replacement: string): string {
  return /^\p{Lu}/u.test(original) ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
}

/** The feminine of a word in the same number, fitted to the sound of the word after it (la/l', una/un'). */
export function feminine(word: string, next: string | undefined): string | undefined {
  const variants = genderVariant(word, 'f');
  if (variants.length === 0) return undefined;
  const vowel = next !== undefined && /^[aeiouàèéìòùh]/i.test(next);
  const fitting = variants.find((v) => v.endsWith("'") === vowel) ?? variants[0]!;
  return likeCase(word, fitting);
}
