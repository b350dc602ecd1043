/**
 * `classifyGender(sentence, { lang })`: is every person in the sentence referred to gender-neutrally, or is
 * someone marked feminine or masculine? (GeNTE's reference-free protocol.) Italian only for now; the
 * classifier itself is src/it/classify.ts.
 */
import { InputError } from './errors.js';
import { classifyItalian, type GenderClassification } from './it/classify.js';

export type { GenderClassification, GenderEvidence, MarkedGender } from './it/classify.js';

/** Languages with a classifier. */
export const CLASSIFY_LANGUAGES = ['it'] as const;
export type ClassifyLanguage = (typeof CLASSIFY_LANGUAGES)[number];

export interface ClassifyOptions {
  lang: ClassifyLanguage;
}

/** Classifies one sentence; throws an InputError for a language without a classifier. */
export function classifyGender(sentence: string, options: ClassifyOptions): GenderClassification {
  if (options.lang !== 'it') {
    throw new InputError(`no gender classifier for language "${String(options.lang)}" (available: ${CLASSIFY_LANGUAGES.join(', ')})`);
  }
  return classifyItalian(sentence);
}
