/**
 * The language server checks a document paragraph by paragraph and reuses the findings of unchanged
 * paragraphs (src/lsp/segments.ts): the result must be exactly what check() finds in the whole document.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { check } from '../src/index.js';
import { SegmentedChecker, segmentStarts } from '../src/lsp/segments.js';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

describe('SegmentedChecker', () => {
  it('plain text: the findings of check() on the whole text, also after an edit in the middle', () => {
    const base = read('examples/stellenanzeige.txt');
    const text = `${base}\n\n${base.replace(/Mitarbeiter/g, 'Kollegen')}`;
    const checker = new SegmentedChecker('text', {});
    expect(segmentStarts(text, 'text').length).toBeGreaterThan(3);
    expect(checker.check(text)).toEqual(check(text));
    const middle = text.indexOf('\n\n', text.length / 2);
    const edited = `${text.slice(0, middle)} Jeder Bewerber ist willkommen.${text.slice(middle)}`;
    expect(checker.check(edited)).toEqual(check(edited));
  });

  it('Markdown: the README and the rule pages give what check() gives (code fences, lists, tables, comments)', () => {
    for (const file of ['README.md', 'docs/rules/de/generic-masculine.md', 'docs/ARCHITECTURE.md']) {
      const text = read(file);
      expect(new SegmentedChecker('markdown', { styles: ['colon'] }).check(text), file).toEqual(check(text, { inputFormat: 'markdown', styles: ['colon'] }));
    }
  });

  it('Markdown: no cut inside front matter, a fence, or after a genderfair comment; indented lines stay', () => {
    const text = [
      '---\ntitle: x\n\nauthor: y\n---',
      '```\ncode\n\nmore\n```',
      '<!-- genderfair-ignore Lehrer -->\n\nDie Lehrer kommen.',
      '<!-- genderfair-disable -->\n\nDer Nutzer.\n\n<!-- genderfair-enable -->',
      '10. Punkt\n\n    Fortsetzung der Nutzer',
      'Ende.',
    ].join('\n\n');
    const starts = segmentStarts(text, 'markdown').map((s) => text.slice(s, s + 12));
    expect(starts).toEqual(['```\ncode\n\nmo', '<!-- genderf', '<!-- genderf', '10. Punkt\n\n ', 'Ende.']);
    expect(new SegmentedChecker('markdown', {}).check(text)).toEqual(check(text, { inputFormat: 'markdown' }));
  });

  it('HTML is checked whole', () => {
    expect(segmentStarts('<p>a</p>\n\n<p>b</p>', 'html')).toEqual([]);
  });
});
