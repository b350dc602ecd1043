/**
 * sacrebleu's `char` tokenizer (tokenizers/tokenizer_char.py): every code point (whitespace
 * included) becomes a token, joined by single spaces.
 */
export function tokenizeChar(line: string): string {
  return Array.from(line).join(' ');
}
