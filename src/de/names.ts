/** Given names (placeholder until the names resource lands: knows no names). */
export function givenNameGender(word: string): 'm' | 'f' | 'u' | undefined {
  void word;
  return undefined;
}
