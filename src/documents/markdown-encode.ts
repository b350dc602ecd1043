/** Gender stars are written escaped: unescaped, CommonMark may read `Jede*r Nutzer*in` as emphasis. */
export function encodeMarkdown(text: string): string {
  return text.replace(/\*/g, '\\*');
}
