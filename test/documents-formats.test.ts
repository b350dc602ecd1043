/**
 * Structure-aware checking (src/documents): Markdown, MDX, HTML, gettext .po and JSON/YAML locale files,
 * on the realistic fixtures in test/fixtures/documents (written for these tests, MIT) and on short cases.
 * The fixed files under fixtures/documents/fixed/ were read line by line when they were written: every
 * rewrite in them is grammatical and touches prose words only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { check, checkWithReasons, fix, inputFormatFromPath, type InputFormat } from '../src/index.js';
import { placeholdersIn } from '../src/documents/placeholders.js';
import { proseOf } from '../src/documents/formats.js';
import { LineIndex } from '../src/text/edits.js';
import { ALL_STYLES } from '../src/types.js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'documents');
const read = (name: string): string => readFileSync(path.join(dir, name), 'utf8');

/** "line:col actual" of each finding, "(info)" added for info. */
function positions(text: string, inputFormat: InputFormat): string[] {
  const lines = new LineIndex(text);
  return check(text, { inputFormat }).map((d) => {
    const at = lines.lineColumn(d.start);
    return `${at.line}:${at.column} ${d.actual}${d.severity === 'info' ? ' (info)' : ''}`;
  });
}

const FIXTURES: Record<string, { format: InputFormat; findings: string[]; untouched: string[] }> = {
  'README.md': {
    format: 'markdown',
    findings: [
      '9:64 Nutzer',
      '14:7 Nutzer',
      '15:11 Nutzer',
      '16:7 Trainer',
      '17:8 Kassenwart',
      '23:7 Administrator',
      '23:29 Administrator',
      '29:20 Entwickler',
      '37:7 Bewerber (info)',
    ],
    untouched: [
      'autor: Der Administrator',
      'tags: [Mitglieder, Lehrer]',
      '`Benutzer.anlegen(Lehrer)`',
      '(docs/Benutzer.md)',
      '![Mitarbeiter](Mitarbeiter.png)',
      "const Lehrer = Benutzer.anlegen('Lehrer');",
      '    Mitarbeiter.importieren(datei)',
      '> Die Bewerber müssen pünktlich sein.',
      'kontakt@verein-lehrer.de',
      'https://verein.example/Mitarbeiter',
      'Der Kunde ist König',
      'Jeder Spieler zahlt selbst.',
    ],
  },
  'page.html': {
    format: 'html',
    findings: ['5:25 Nutzer', '10:15 Nutzer', '11:52 K&uuml;nstler', '12:6 Trainer', '14:13 Nutzer', '15:50 Lehrer', '19:22 Bewerber (info)'],
    untouched: [
      '<style>.Lehrer { color: red; }</style>',
      '<script>const Mitarbeiter = "Lehrer";</script>',
      '<a href="Lehrer.html" title="Lehrer">',
      '<code>Benutzer.anlegen(Lehrer)</code>',
      '<kbd>Mitarbeiter</kbd>',
      '<img src="Mitarbeiter.png" alt="Mitarbeiter">',
      '<p>Der Kunde ist König.</p>',
    ],
  },
  'de.po': {
    format: 'po',
    findings: ['13:13 Nutzer', '18:16 Lehrer', '19:15 Lehrer', '25:8 Mentor', '26:6 Trainer', '30:9 Lehrer'],
    untouched: ['"Last-Translator: Der Übersetzer <team@example.org>\\n"', 'msgid "One teacher"', 'msgid "Teachers"', 'msgctxt "button"'],
  },
  'de.json': {
    format: 'json',
    findings: ['3:43 Nutzer', '4:18 Lehrer', '5:20 Mitarbeiter', '6:21 K\\u00fcnstler', '9:35 Schriftführer'],
    untouched: ['"Lehrer": {', '{name}', '{{count}}', '<0>hier</0>', '%1$s', ':name', 'pr\\u00fcft \\"alles\\"', '"Der Vorstand"'],
  },
  'de.yaml': {
    format: 'yaml',
    findings: ['3:39 Nutzer', '4:16 Trainer', '5:16 Kassenwart', '7:9 Mitarbeiter', '10:9 Administrator'],
    untouched: ['Lehrer:\n', '%{name}', '{count}', "sagt''s allen.'", '  block: |\n', '  folded: >-\n', 'enabled: true'],
  },
};

/** Characters of markup, code, placeholders and string syntax: never inside a rewritten source range. */
const NOT_PROSE = /[[\]()`<>|#{}%:"\n]/;

describe.each(Object.entries(FIXTURES))('%s', (name, { format, findings, untouched }) => {
  const source = read(name);

  it('is read in the format its extension names', () => {
    expect(inputFormatFromPath(name)).toBe(format);
  });

  it('finds person nouns in prose only, at exact line:column positions', () => {
    expect(positions(source, format)).toEqual(findings);
  });

  it('fixes prose words only, as in the fixed file, and a second fix changes nothing', () => {
    const fixed = fix(source, { inputFormat: format });
    expect(fixed).toBe(read(path.join('fixed', name)));
    for (const piece of untouched) {
      expect(source).toContain(piece);
      expect(fixed).toContain(piece);
    }
    expect(fix(fixed, { inputFormat: format })).toBe(fixed);
  });

  it('rewrites only words, in every style (no markup, code or placeholder inside an edit)', () => {
    const diagnostics = check(source, { inputFormat: format, styles: ALL_STYLES });
    expect(diagnostics.length).toBe(findings.length);
    for (const d of diagnostics) {
      expect(source.slice(d.start, d.end)).toBe(d.actual);
      for (const s of d.suggestions) {
        for (const e of s.edits) expect(source.slice(e.start, e.end)).not.toMatch(NOT_PROSE);
      }
    }
  });
});

describe('Markdown', () => {
  const md = (text: string, styles?: Parameters<typeof fix>[1]): string => fix(text, { inputFormat: 'markdown', ...styles });

  it('rewrites a sentence after a bullet, a heading mark, a quote mark or an emoji grammatically', () => {
    expect(md('- Der Nutzer kann sich anmelden.\n')).toBe('- Der\\*die Nutzer\\*in kann sich anmelden.\n');
    expect(md('- ✅ Jeder Nutzer kommt.\n')).toBe('- ✅ Jede\\*r Nutzer\\*in kommt.\n');
    expect(md('✅ Jeder Nutzer kommt.\n')).toBe('✅ Jede\\*r Nutzer\\*in kommt.\n');
    expect(md('## Der Administrator\n')).toBe('## Der\\*die Administrator\\*in\n');
    expect(md('1. Jeder Trainer plant.\n')).toBe('1. Jede\\*r Trainer\\*in plant.\n');
    expect(md('| Der Kassenwart | prüft |\n|---|---|\n| Jeder Nutzer | zahlt |\n')).toBe(
      '| Der\\*die Kassenwart\\*in | prüft |\n|---|---|\n| Jede\\*r Nutzer\\*in | zahlt |\n',
    );
  });

  it('keeps inline markup and line prefixes between the words of one rewrite', () => {
    expect(md('Der **erfahrene** Nutzer kommt.\n')).toBe('Der\\*die **erfahrene** Nutzer\\*in kommt.\n');
    expect(md('Der **erfahrene** Nutzer kommt.\n', { styles: ['pair'] })).toBe(
      'Die **erfahrene** Nutzerin oder der erfahrene Nutzer kommt.\n',
    );
    expect(md('[Die Nutzer](docs/Nutzer.md) kommen.\n')).toBe('[Die Nutzer\\*innen](docs/Nutzer.md) kommen.\n');
    // a wrapped sentence is one sentence; the "> " of the quoted line stays (fix --all rewrites quotes too)
    expect(md('> Dann kommt jeder\n> Nutzer zu spät.\n', { all: true })).toBe('> Dann kommt jede\\*r\n> Nutzer\\*in zu spät.\n');
    expect(md('Dann kommt jeder\n  Nutzer zu spät.\n')).toBe('Dann kommt jede\\*r\n  Nutzer\\*in zu spät.\n');
  });

  it('counts escaped and unescaped gender stars as inclusive', () => {
    const text = 'Die Nutzer\\*innen und die Trainer*innen kommen. Jede\\*r Lehrer\\*in auch.\n';
    expect(check(text, { inputFormat: 'markdown' })).toEqual([]);
    // CommonMark reads "*r Nutzer*" and "*innen und Schüler*" as emphasis: between letters, they are stars
    for (const stars of ['Jede*r Nutzer*in kommt.', 'Die Lehrer*innen und Schüler*innen kommen.']) {
      expect(proseOf(stars, 'markdown').text.trim()).toBe(stars);
      expect(check(stars, { inputFormat: 'markdown' })).toEqual([]);
    }
    expect(proseOf('Das ist *wichtig*.', 'markdown').text.trim()).toBe('Das ist wichtig.');
    const masculine = 'Die Nutzer und die Trainer kommen. Jeder Lehrer auch.\n';
    expect(check(masculine, { inputFormat: 'markdown' }).map((d) => d.actual)).toEqual(['Nutzer', 'Trainer', 'Lehrer']);
  });

  it('decodes character references and keeps the rest of the word', () => {
    expect(check('Jeder K&uuml;nstler kommt.', { inputFormat: 'markdown' }).map((d) => d.actual)).toEqual(['K&uuml;nstler']);
    expect(md('Jeder K&uuml;nstler kommt.')).toBe('Jede\\*r Künstler\\*in kommt.');
  });

  it('reports block quotes as info and leaves them alone by default', () => {
    const text = '> Die Bewerber müssen pünktlich sein.\n';
    const [d] = check(text, { inputFormat: 'markdown' });
    expect(d?.severity).toBe('info');
    expect(d?.message).toContain('Im Zitat');
    expect(md(text)).toBe(text);
  });

  it('switches off between genderfair-disable and genderfair-enable, and for the next node', () => {
    const text = [
      '<!-- genderfair-disable -->',
      'Der Nutzer zahlt.',
      '',
      'Der Trainer plant.',
      '<!-- genderfair-enable -->',
      '',
      'Der Kassenwart prüft.',
      '',
      '<!-- genderfair-disable-next-line -->',
      'Der Kunde kommt.',
      '',
      'Der Kunde geht.',
      '',
    ].join('\n');
    expect(check(text, { inputFormat: 'markdown' }).map((d) => d.actual)).toEqual(['Kassenwart', 'Kunde']);
    const { skipped } = checkWithReasons(text, { inputFormat: 'markdown' });
    expect(skipped.filter((s) => s.reason === 'disabled').map((s) => s.actual)).toEqual(['Nutzer', 'Trainer', 'Kunde']);
  });

  it('accepts the words of genderfair-ignore in the next node only', () => {
    const text = '<!-- genderfair-ignore Spieler -->\nJeder Spieler zahlt.\n\nJeder Spieler kommt.\n';
    const found = check(text, { inputFormat: 'markdown' });
    expect(found.map((d) => text.slice(0, d.start).split('\n').length)).toEqual([4]);
  });

  it('never reads front matter, code, HTML, URLs or e-mail addresses', () => {
    const text = [
      '---',
      'autor: Der Lehrer',
      '---',
      '',
      '<div class="Lehrer">Der Lehrer</div>',
      '',
      'Siehe <https://lehrer.example/> und lehrer@example.org, `Lehrer`.',
      '',
      '~~~',
      'Der Lehrer',
      '~~~',
      '',
    ].join('\n');
    expect(check(text, { inputFormat: 'markdown' })).toEqual([]);
  });
});

describe('MDX', () => {
  it('reads prose and leaves ESM, expressions and JSX attributes alone', () => {
    const text = [
      "import { Hinweis } from './Hinweis.js';",
      'export const Lehrer = 1;',
      '',
      '# Jeder Nutzer zählt',
      '',
      '<Hinweis titel="Der Lehrer">Der Trainer plant {Lehrer} Kurse.</Hinweis>',
      '',
    ].join('\n');
    expect(fix(text, { inputFormat: 'mdx' })).toBe(text.replace('Jeder Nutzer', 'Jede\\*r Nutzer\\*in').replace('Der Trainer', 'Der\\*die Trainer\\*in'));
  });
});

describe('HTML', () => {
  it('marks <q> as a quotation and separates table cells', () => {
    const text = '<p>Sie sagte: <q>Die Bewerber kommen.</q></p><table><tr><td>Der Nutzer</td><td>Jeder Nutzer</td></tr></table>';
    expect(check(text, { inputFormat: 'html' }).map((d) => [d.actual, d.severity])).toEqual([
      ['Bewerber', 'info'],
      ['Nutzer', 'warning'],
      ['Nutzer', 'warning'],
    ]);
    expect(fix(text, { inputFormat: 'html' })).toBe(text.replace('<td>Der Nutzer', '<td>Der*die Nutzer*in').replace('Jeder Nutzer', 'Jede*r Nutzer*in'));
  });

  it('escapes what it writes', () => {
    const prose = proseOf('<p>x</p>', 'html');
    expect(prose.encode('a & b <c>', 0)).toBe('a &amp; b &lt;c&gt;');
  });
});

describe('translation files', () => {
  it('never reads placeholders', () => {
    const value = 'Hallo {name}, %s und %1$s, %(user)s, {{count}}, ${x}, %{y}, :name, $t(key), <0>hier</0>, <br/>; Nutzer:innen, 10:30 Uhr.';
    expect(placeholdersIn(value).map((r) => value.slice(r.start, r.end))).toEqual([
      '{name}', '%s', '%1$s', '%(user)s', '{{count}}', '${x}', '%{y}', ':name', '$t(key)', '<0>', '</0>', '<br/>',
    ]);
  });

  it('writes rewrites as the string needs them', () => {
    expect(proseOf('msgstr "x"\n', 'po').encode('"a"\n', 0)).toBe('\\"a\\"\\n');
    expect(proseOf('{"a": "x"}', 'json').encode('"a"\\', 0)).toBe('\\"a\\"\\\\');
    const yaml = proseOf('a: "x"\nb: \'y\'\nc: z\n', 'yaml');
    expect([0, 3, 6].map((at) => yaml.encode("it's \"x\"", at))).toEqual([
      'it\'s \\"x\\"', // double-quoted
      'it\'\'s "x"', // single-quoted
      'it\'s "x"', // plain
    ]);
  });

  it('rejects files that cannot be parsed with a one-line message', () => {
    expect(() => check('{"a": ', { inputFormat: 'json' })).toThrow(/^line 1:7: invalid JSON \(ValueExpected\)$/);
    expect(() => check('a: [b\n', { inputFormat: 'yaml' })).toThrow(/^line \d+:\d+: invalid YAML/);
    expect(() => check('msgid "a"\nmsgstr "b\n', { inputFormat: 'po' })).toThrow('line 2: the string has no closing quote');
  });
});

describe('empty documents', () => {
  it('have no findings in any format', () => {
    for (const inputFormat of ['markdown', 'mdx', 'html', 'po', 'json', 'yaml'] as const) {
      for (const text of ['', '\n  \n']) expect(check(text, { inputFormat })).toEqual([]);
    }
  });
});

describe('inputFormatFromPath', () => {
  it('maps extensions to formats, anything else to text', () => {
    expect(
      ['a.md', 'B.MARKDOWN', 'c.mdx', 'd.html', 'e.htm', 'f.xhtml', 'g.po', 'h.pot', 'i.json', 'j.yaml', 'k.yml', 'l.txt', 'Makefile', 'dir.md/x'].map(
        inputFormatFromPath,
      ),
    ).toEqual(['markdown', 'markdown', 'mdx', 'html', 'html', 'html', 'po', 'po', 'json', 'yaml', 'yaml', 'text', 'text', 'text']);
  });
});
