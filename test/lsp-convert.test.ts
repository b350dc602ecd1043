/** "Ignore this word here" (src/lsp/convert.ts): where the inline comment goes, checked on real documents. */
import { describe, expect, it } from 'vitest';
import { check } from '../src/index.js';
import { ignoreHereEdit } from '../src/lsp/convert.js';
import type { InputFormat } from '../src/documents/formats.js';
import { applyEdits } from '../src/text/edits.js';

function ignored(text: string, format: InputFormat, word: string): string | undefined {
  const d = check(text, { inputFormat: format }).find((x) => x.actual === word)!;
  const edit = ignoreHereEdit(text, format, d, {});
  return edit && applyEdits(text, [edit]);
}

describe('ignoreHereEdit', () => {
  it('HTML: before the element on the line of the finding, indented like it; only that finding goes away', () => {
    const page = '<html><body>\n<p>Die Lehrer kommen.</p>\n<ul>\n  <li>Jeder Mitarbeiter</li>\n</ul>\n</body></html>\n';
    const edited = ignored(page, 'html', 'Mitarbeiter')!;
    expect(edited).toBe('<html><body>\n<p>Die Lehrer kommen.</p>\n<ul>\n  <!-- genderfair-ignore Mitarbeiter -->\n  <li>Jeder Mitarbeiter</li>\n</ul>\n</body></html>\n');
    expect(check(edited, { inputFormat: 'html' }).map((d) => d.actual)).toEqual(['Lehrer']);
  });

  it('Markdown: before the block (a list stays one list), never inside a paragraph', () => {
    const text = '# T\n\n- Die Lehrer\n- Der Nutzer\n\nEin Satz,\nden die Kunden lesen.\n';
    expect(ignored(text, 'markdown', 'Nutzer')).toBe('# T\n\n<!-- genderfair-ignore Nutzer -->\n- Die Lehrer\n- Der Nutzer\n\nEin Satz,\nden die Kunden lesen.\n');
    expect(ignored(text, 'markdown', 'Kunden')).toBe('# T\n\n- Die Lehrer\n- Der Nutzer\n\n<!-- genderfair-ignore Kunden -->\nEin Satz,\nden die Kunden lesen.\n');
  });

  it('plain text has no comments', () => {
    expect(ignored('Die Lehrer kommen.', 'text', 'Lehrer')).toBeUndefined();
  });
});
