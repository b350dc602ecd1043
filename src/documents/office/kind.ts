/** Which Office format a file name stands for (kept apart from index.ts so that the CLI can ask without loading it). */
export type OfficeKind = 'docx' | 'odt';

/** The kind of Office file a name stands for, by its extension. */
export function officeKindOf(name: string): OfficeKind | undefined {
  const m = /\.(docx|odt)$/i.exec(name);
  return m ? (m[1]!.toLowerCase() as OfficeKind) : undefined;
}
