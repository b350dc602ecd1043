/** Letter case of words: the capital of a noun or of a sentence start, carried over to a rewrite. */

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function lowerFirst(word: string): string {
  return word.charAt(0).toLowerCase() + word.slice(1);
}

/** `word` with a capital first letter when `model` has one ("Jeder" -> "Jede*r"). */
export function capitaliseLike(model: string, word: string): string {
  return /^\p{Lu}/u.test(model) ? capitalise(word) : word;
}
