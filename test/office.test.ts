/**
 * Word (.docx) and OpenDocument (.odt) files: text extraction across runs, findings, fix --write with
 * untouched zip entries, --track-changes, and LibreOffice's reading of the results. The documents are
 * test/fixtures/office/bericht.{docx,odt} (LibreOffice's conversions of bericht.fodt). The CLI tests spawn
 * the built bin (run `npm run build` first); the LibreOffice tests run where `soffice` is installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxEdits, docxText } from '../src/documents/office/docx.js';
import { checkOffice, fixOffice, openOffice, toDisplay, type OfficeKind } from '../src/documents/office/index.js';
import { odtText } from '../src/documents/office/odt.js';
import { planEdit } from '../src/documents/office/text.js';
import { findEntry, readEntry, readZip, writeZip } from '../src/documents/office/zip.js';
import { applyEdits } from '../src/text/edits.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli', 'genderfair.mjs');
const fixtures = path.join(root, 'test', 'fixtures', 'office');
const SOFFICE = spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status === 0;
const NO_SOFFICE = SOFFICE ? '' : ' (skipped: LibreOffice is not installed; apt-get install libreoffice-writer-nogui)';

const PART: Record<OfficeKind, string> = { docx: 'word/document.xml', odt: 'content.xml' };
const KINDS: OfficeKind[] = ['docx', 'odt'];

const ORIGINAL = [
  'Bericht der Abteilung',
  'Die Mitarbeiter treffen sich am Montag.',
  ' Das Foto zeigt den Eingang.',
  'Alle Lehrer sind eingeladen.',
  'Raum 12',
  'Der Bericht der Kollegen liegt vor.',
  'Raum 14',
  'Forschung & Lehre:\tDie Studenten sind willkommen.',
];
const STAR = [
  'Bericht der Abteilung',
  'Die Mitarbeiter*innen treffen sich am Montag.',
  ' Das Foto zeigt den Eingang.',
  'Alle Lehrer*innen sind eingeladen.',
  'Raum 12',
  'Der Bericht der Kolleg*innen liegt vor.',
  'Raum 14',
  'Forschung & Lehre:\tDie Student*innen sind willkommen.',
];
const NEUTRAL = [
  'Bericht der Abteilung',
  'Die Mitarbeitenden treffen sich am Montag.',
  ' Das Foto zeigt den Eingang.',
  'Alle Lehrkräfte sind eingeladen.',
  'Raum 12',
  'Der Bericht des Kollegiums liegt vor.',
  'Raum 14',
  'Forschung & Lehre:\tDie Studierenden sind willkommen.',
];
/** What LibreOffice's text export prints for the tracked neutral fix: pending deletions stay in the text, before the insertion. */
const NEUTRAL_TRACKED = [
  'Bericht der Abteilung',
  'Die Mitarbeiternden treffen sich am Montag.',
  ' Das Foto zeigt den Eingang.',
  'Alle Lehrerkräfte sind eingeladen.',
  'Raum 12',
  'Der Bericht der Kollegens Kollegiums liegt vor.',
  'Raum 14',
  'Forschung & Lehre:\tDie Studeierendnten sind willkommen.',
];

let dir: string;
let caseNo = 0;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-office-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh copy of the fixture in its own directory. */
function copyFixture(kind: OfficeKind): string {
  const d = path.join(dir, `case${++caseNo}`);
  mkdirSync(d);
  const file = path.join(d, `bericht.${kind}`);
  copyFileSync(path.join(fixtures, `bericht.${kind}`), file);
  return file;
}

function run(args: string[], cwd = dir): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function partXml(file: string, kind: OfficeKind): string {
  const zip = readZip(readFileSync(file));
  return readEntry(zip, findEntry(zip, PART[kind])!).toString('utf8');
}

/** Runs LibreOffice headless with a profile of its own (a running LibreOffice of the user's is not disturbed). */
function soffice(args: string[]): void {
  const profile = `file://${path.join(dir, 'soffice-profile')}`;
  execFileSync('soffice', [`-env:UserInstallation=${profile}`, '--headless', ...args], { stdio: 'ignore', timeout: 120_000 });
}

/** LibreOffice's text export of a document, as lines (BOM and the heading's numbering indent dropped). */
function sofficeText(file: string): string[] {
  const out = path.join(dir, `txt${++caseNo}`);
  soffice(['--convert-to', 'txt:Text', '--outdir', out, file]);
  const txt = readFileSync(path.join(out, `${path.basename(file, path.extname(file))}.txt`), 'utf8');
  return txt.replace(/^\uFEFF/, '').replace(/\n$/, '').split('\n').map((l, i) => (i === 0 ? l.trim() : l));
}

/** Converts a document with LibreOffice (docx -> odt, odt -> docx) and returns the new file. */
function sofficeConvert(file: string, to: OfficeKind): string {
  const out = path.join(dir, `conv${++caseNo}`);
  soffice(['--convert-to', to, '--outdir', out, file]);
  return path.join(out, `${path.basename(file, path.extname(file))}.${to}`);
}

/** The raw bytes of every zip entry (local header + compressed data), by name. */
function rawEntries(file: string): Map<string, Buffer> {
  const zip = readZip(readFileSync(file));
  const sorted = [...zip.entries].sort((a, b) => a.localOffset - b.localOffset);
  const cdStart = zip.bytes.length - 22 - zip.comment.length - zip.entries.reduce((n, e) => n + e.central.length, 0);
  return new Map(sorted.map((e, i) => [e.name, zip.bytes.subarray(e.localOffset, sorted[i + 1]?.localOffset ?? cdStart)]));
}

describe('text of a Word/OpenDocument file', () => {
  for (const kind of KINDS) {
    it(`${kind}: one line per paragraph (heading, body, table cells), a word formatted in two runs is one word`, () => {
      const doc = openOffice(readFileSync(path.join(fixtures, `bericht.${kind}`)), kind, 'bericht');
      expect(doc.text.display).toBe(ORIGINAL.join('\n'));
      // the fixture really has "Mit" and "arbeiter" in two runs with markup between them
      expect(doc.text.xml).toMatch(kind === 'docx' ? /<w:t>Mit<\/w:t><\/w:r><w:r>/ : />Mit<\/text:span>arbeiter/);
      const found = toDisplay(doc, checkOffice(doc)).map((d) => [d.actual, doc.text.display.slice(d.start, d.end)]);
      expect(found).toEqual([
        ['Mitarbeiter', 'Mitarbeiter'],
        ['Lehrer', 'Lehrer'],
        ['Kollegen', 'Kollegen'],
        ['Studenten', 'Studenten'],
      ]);
    });
  }

  it('docx: deleted text, field codes and the fallback copy of a drawing are not prose; entities, tabs and breaks are', () => {
    const xml =
      '<w:document><w:body>' +
      '<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t>Mit</w:t></w:r><w:r><w:t xml:space="preserve">arbeiter </w:t></w:r>' +
      '<w:del w:id="1" w:author="A"><w:r><w:delText>alte </w:delText></w:r></w:del>' +
      '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>3</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>' +
      '<w:r><w:t xml:space="preserve"> F&amp;E</w:t><w:br/><w:t>neu</w:t></w:r></w:p>' +
      '<w:p/>' +
      '<w:p><w:r><w:t>Zwei</w:t><w:tab/><w:t>Drei</w:t></w:r>' +
      '<mc:AlternateContent><mc:Choice><w:r><w:t>Box</w:t></w:r></mc:Choice><mc:Fallback><w:r><w:t>Box</w:t></w:r></mc:Fallback></mc:AlternateContent></w:p>' +
      '</w:body></w:document>';
    const t = docxText(xml);
    expect(t.display).toBe('Mitarbeiter 3 F&E\nneu\n\nZwei\tDreiBox');
    expect(t.prose.text).toBe('Mitarbeiter 3 F&E\nneu\n\n\n\nZwei\tDreiBox');
    // every prose character of a w:t maps to its own character in the XML
    const at = t.prose.text.indexOf('arbeiter');
    expect(xml.slice(t.prose.toSource(at, at + 8).start, t.prose.toSource(at, at + 8).end)).toBe('arbeiter');
    const amp = t.prose.text.indexOf('&');
    expect(xml.slice(t.prose.toSource(amp, amp + 1).start, t.prose.toSource(amp, amp + 1).end)).toBe('&amp;');
  });

  it('odt: comments, the change log and note citations are not prose; text:s, tabs and line breaks are', () => {
    const xml =
      '<office:document-content><office:body><office:text>' +
      '<text:tracked-changes><text:changed-region text:id="c1"><text:deletion><text:p>weg</text:p></text:deletion></text:changed-region></text:tracked-changes>' +
      '<text:h>Titel</text:h>' +
      '<text:p>A<text:s text:c="3"/>B<text:tab/>C<text:line-break/>D<text:change text:change-id="c1"/>' +
      '<office:annotation><dc:creator>X</dc:creator><text:p>Kommentar</text:p></office:annotation>E&lt;F' +
      '<text:note><text:note-citation>1</text:note-citation><text:note-body><text:p>Fußnote</text:p></text:note-body></text:note> G</text:p>' +
      '<text:list><text:list-item><text:p>Punkt</text:p></text:list-item></text:list>' +
      '</office:text></office:body></office:document-content>';
    expect(odtText(xml).display).toBe('Titel\nA   B\tC\nDE<F\nFußnote\n G\nPunkt');
  });

  it('an edit across two runs puts the new text into the first run and removes the rest from the next; markup stays', () => {
    const xml = '<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Stude</w:t></w:r><w:r><w:t>nten kommen</w:t></w:r></w:p>';
    const t = docxText(xml);
    // "Studenten" -> "Studierenden": only "ent" (across the run boundary) becomes "ierend"
    const plan = planEdit(t, { start: 0, end: 9, text: 'Studierenden' })!;
    expect(plan.map((p) => xml.slice(p.start, p.end))).toEqual(['e', 'nt']);
    const fixed = applyEdits(xml, docxEdits(xml, plan, undefined));
    expect(fixed).toBe('<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Studierend</w:t></w:r><w:r><w:t>en kommen</w:t></w:r></w:p>');
    expect(docxText(fixed).display).toBe('Studierenden kommen');
    // the same as a tracked change: the run is split, its formatting repeated in the deletion and insertion
    const tracked = applyEdits(xml, docxEdits(xml, plan, { author: 'genderfair', date: '2026-01-02T03:04:05Z', nextId: 7 }));
    expect(tracked).toBe(
      '<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Stud</w:t></w:r>' +
        '<w:del w:id="7" w:author="genderfair" w:date="2026-01-02T03:04:05Z"><w:r><w:rPr><w:b/></w:rPr><w:delText xml:space="preserve">e</w:delText></w:r></w:del>' +
        '<w:ins w:id="8" w:author="genderfair" w:date="2026-01-02T03:04:05Z"><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">ierend</w:t></w:r></w:ins>' +
        '<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve"></w:t></w:r>' +
        '<w:r><w:t></w:t></w:r>' +
        '<w:del w:id="9" w:author="genderfair" w:date="2026-01-02T03:04:05Z"><w:r><w:delText xml:space="preserve">nt</w:delText></w:r></w:del>' +
        '<w:r><w:t xml:space="preserve">en kommen</w:t></w:r></w:p>',
    );
    expect(docxText(tracked).display).toBe('Studierenden kommen');
  });

  it('a w:t whose remaining text begins or ends with a space gets xml:space="preserve" (Word would drop the space)', () => {
    const xml = '<w:p><w:r><w:t>Die Lehrer</w:t></w:r></w:p>';
    const t = docxText(xml);
    const piece = t.pieces[0]!;
    const at = xml.indexOf('Lehrer');
    const edit = [{ piece, start: at, end: at + 6, text: 'Lehrkräfte' }];
    // plain: "Die Lehrkräfte" has no outer space, the tag stays as it is
    expect(applyEdits(xml, docxEdits(xml, edit, undefined))).toBe('<w:p><w:r><w:t>Die Lehrkräfte</w:t></w:r></w:p>');
    // tracked: the run is split after "Die ", which must keep its space
    const tracked = applyEdits(xml, docxEdits(xml, edit, { author: 'genderfair', date: '2026-01-02T03:04:05Z', nextId: 1 }));
    expect(tracked.startsWith('<w:p><w:r><w:t xml:space="preserve">Die </w:t></w:r><w:del w:id="1"')).toBe(true);
    expect(docxText(tracked).display).toBe('Die Lehrkräfte');
    // a tracked formatting change in the run properties is not copied into the new runs (its w:id is unique)
    const formatted = '<w:p><w:r><w:rPr><w:i/><w:rPrChange w:id="4" w:author="A"><w:rPr/></w:rPrChange></w:rPr><w:t>Die Lehrer</w:t></w:r></w:p>';
    const f = docxText(formatted);
    const fAt = formatted.indexOf('Lehrer');
    const fTracked = applyEdits(formatted, docxEdits(formatted, [{ piece: f.pieces[0]!, start: fAt, end: fAt + 6, text: 'Lehrkräfte' }], { author: 'genderfair', date: '2026-01-02T03:04:05Z', nextId: 5 }));
    expect(fTracked.match(/w:id="4"/g)).toHaveLength(1);
    expect(fTracked).toContain('<w:ins w:id="6" w:author="genderfair" w:date="2026-01-02T03:04:05Z"><w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve">Lehrkräfte</w:t></w:r></w:ins>');
  });
});

describe('genderfair check on .docx/.odt', () => {
  for (const kind of KINDS) {
    it(`${kind}: findings at line (paragraph):column of the extracted text, in pretty, json and sarif`, () => {
      const file = path.join(fixtures, `bericht.${kind}`);
      const pretty = run(['check', file]);
      expect(pretty.code, pretty.stderr).toBe(1);
      const positions = [...pretty.stdout.matchAll(/^ {2}(\d+:\d+-\d+:\d+) +warning +(\S+)/gm)].map((m) => `${m[1]} ${m[2]}`);
      expect(positions).toEqual(['2:5-2:16 Mitarbeiter', '4:6-4:12 Lehrer', '6:17-6:25 Kollegen', '8:24-8:33 Studenten']);
      const json = JSON.parse(run(['check', file, '--format', 'json']).stdout) as { diagnostics: { start: number; end: number; actual: string }[] }[];
      expect(json[0]!.diagnostics.map((d) => ORIGINAL.join('\n').slice(d.start, d.end))).toEqual(['Mitarbeiter', 'Lehrer', 'Kollegen', 'Studenten']);
      const sarif = JSON.parse(run(['check', file, '--format', 'sarif']).stdout) as {
        runs: { results: { locations: { physicalLocation: { region: { startLine: number; startColumn: number } } }[] }[] }[];
      };
      expect(sarif.runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.region.startLine)).toEqual([2, 4, 6, 8]);
    });
  }

  it('a corrupt file, a password-protected (OLE) file and fix without --write/--diff: one-line errors, exit 2', () => {
    const d = path.join(dir, 'bad');
    mkdirSync(d);
    writeFileSync(path.join(d, 'kaputt.docx'), 'kein zip');
    const zip = readFileSync(path.join(fixtures, 'bericht.odt'));
    writeFileSync(path.join(d, 'halb.odt'), zip.subarray(0, zip.length >> 1));
    writeFileSync(path.join(d, 'geschuetzt.docx'), Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]));
    copyFileSync(path.join(fixtures, 'bericht.docx'), path.join(d, 'bericht.docx'));
    // an .odt saved with a password: its manifest lists the encryption of each entry
    const odt = readZip(zip);
    const manifest = readEntry(odt, findEntry(odt, 'META-INF/manifest.xml')!).toString('utf8');
    const encrypted = manifest.replace('<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>',
      '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"><manifest:encryption-data manifest:checksum-type="SHA1/1K"/></manifest:file-entry>');
    expect(encrypted).not.toBe(manifest);
    writeFileSync(path.join(d, 'passwort.odt'), writeZip(odt, new Map([['META-INF/manifest.xml', Buffer.from(encrypted)]])));
    const cases: [string[], RegExp][] = [
      [['check', 'passwort.odt'], /^genderfair: 'passwort\.odt' is password-protected; save it without a password\n$/],
      [['check', 'kaputt.docx'], /^genderfair: 'kaputt\.docx' is not a readable Word \(\.docx\) file \(.+\)\n$/],
      [['check', 'halb.odt'], /^genderfair: 'halb\.odt' is not a readable OpenDocument \(\.odt\) file \(.+\)\n$/],
      [['check', 'geschuetzt.docx'], /^genderfair: 'geschuetzt\.docx' is password-protected or an old binary Office file; save it unprotected as Word \(\.docx\)\n$/],
      [['fix', 'bericht.docx'], /^genderfair: 'bericht\.docx' is a Word\/OpenDocument file: use --write to fix it in place or --diff to see the changes in its text\n$/],
    ];
    for (const [args, message] of cases) {
      const r = run(args, d);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
    }
  });
});

describe('genderfair fix on .docx/.odt', () => {
  for (const kind of KINDS) {
    it(`${kind}: --write changes only the edited words in the document part; every other zip entry is byte-identical`, () => {
      const file = copyFixture(kind);
      const before = rawEntries(file);
      const oldXml = partXml(file, kind);
      const mode = statSync(file).mode;
      const r = run(['fix', file, '--write']);
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toBe(`geändert: ${file} (4 Stellen)\n`);
      expect(readdirSync(path.dirname(file))).toEqual([`bericht.${kind}`]); // no temporary file left
      expect(statSync(file).mode).toBe(mode);
      const after = rawEntries(file);
      expect([...after.keys()]).toEqual([...before.keys()]);
      for (const [name, bytes] of before) {
        if (name !== PART[kind]) expect(after.get(name)!.equals(bytes), name).toBe(true);
      }
      // comment and image are still referenced where they were
      const xml = partXml(file, kind);
      if (kind === 'docx') {
        expect(before.has('word/comments.xml') && before.has('word/media/image1.png')).toBe(true);
        expect(xml).toContain('<w:commentRangeStart w:id="0"/>');
        expect(xml).toMatch(/<a:blip r:embed="rId\d+"/);
      } else {
        expect(xml).toContain('<dc:creator>Anna Roth</dc:creator><dc:date>2026-11-30T10:00:00</dc:date><text:p>Bitte Raum buchen</text:p>');
        expect(xml).toMatch(/<draw:image xlink:href="Pictures\/[0-9A-F]+\.png"/);
      }
      // the XML differs from the original by the inserted letters only (star style: all four are insertions)
      let stripped = xml;
      for (const s of ['*innen', '*innen', '*inn', '*inn']) stripped = stripped.replace(s, '');
      expect(stripped).toBe(oldXml);
      expect(openOffice(readFileSync(file), kind, file).text.display).toBe(STAR.join('\n'));
      // nothing left to fix
      expect(run(['fix', file, '--write']).code).toBe(0);
    });

    it(`${kind}: --diff prints a diff of the extracted text and changes nothing`, () => {
      const file = copyFixture(kind);
      const bytes = readFileSync(file);
      const r = run(['fix', path.basename(file), '--diff', '--style', 'neutral'], path.dirname(file));
      expect(r.code, r.stderr).toBe(1);
      expect(r.stdout).toContain(`--- a/bericht.${kind}\n+++ b/bericht.${kind}\n`);
      expect(r.stdout).toContain('-Die Mitarbeiter treffen sich am Montag.\n+Die Mitarbeitenden treffen sich am Montag.\n');
      expect(readFileSync(file).equals(bytes)).toBe(true);
    });

    it(`${kind}: --track-changes records each edit by "genderfair"; reading it accepts them`, () => {
      const file = copyFixture(kind);
      const r = run(['fix', file, '--write', '--track-changes', '--style', 'neutral']);
      expect(r.code, r.stderr).toBe(1);
      const xml = partXml(file, kind);
      if (kind === 'docx') {
        expect(xml.match(/<w:ins w:id="\d+" w:author="genderfair" w:date="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ">/g)).toHaveLength(4);
        expect(xml.match(/<w:delText xml:space="preserve">[^<]*<\/w:delText>/g)).toEqual([
          '<w:delText xml:space="preserve">r</w:delText>',
          '<w:delText xml:space="preserve">er</w:delText>',
          '<w:delText xml:space="preserve">r Kollegen</w:delText>',
          '<w:delText xml:space="preserve">e</w:delText>',
          '<w:delText xml:space="preserve">nt</w:delText>',
        ]);
      } else {
        expect(xml.match(/<text:changed-region xml:id="genderfair\d+" text:id="genderfair\d+"><text:insertion><office:change-info><dc:creator>genderfair<\/dc:creator>/g)).toHaveLength(4);
        expect(xml.match(/<text:deletion>.*?<\/text:deletion>/g)!.map((d) => /<text:p>(.*)<\/text:p>/.exec(d)![1])).toEqual(['r', 'er', 'r Kollegen', 'e', 'nt']);
      }
      expect(openOffice(readFileSync(file), kind, file).text.display).toBe(NEUTRAL.join('\n'));
    });
  }
});

describe(`LibreOffice reads the fixed files${NO_SOFFICE}`, () => {
  for (const kind of KINDS) {
    it.skipIf(!SOFFICE)(`${kind}: fix --write converts to the fixed text (star and neutral styles)`, { timeout: 180_000 }, () => {
      expect(sofficeText(path.join(fixtures, `bericht.${kind}`))).toEqual(ORIGINAL);
      const star = copyFixture(kind);
      run(['fix', star, '--write']);
      expect(sofficeText(star)).toEqual(STAR);
      const neutral = copyFixture(kind);
      run(['fix', neutral, '--write', '--style', 'neutral']);
      expect(sofficeText(neutral)).toEqual(NEUTRAL);
    });

    it.skipIf(!SOFFICE)(`${kind}: tracked changes are changes to LibreOffice (text export shows both; a conversion keeps them)`, { timeout: 180_000 }, () => {
      const file = copyFixture(kind);
      run(['fix', file, '--write', '--track-changes', '--style', 'neutral']);
      // the text export prints pending deletions and insertions together
      expect(sofficeText(file)).toEqual(NEUTRAL_TRACKED);
      // converted to the other format, the revisions by "genderfair" are still revisions: accepted, they give the fixed text
      const other: OfficeKind = kind === 'docx' ? 'odt' : 'docx';
      const converted = sofficeConvert(file, other);
      const xml = partXml(converted, other);
      expect(xml).toContain(other === 'odt' ? '<dc:creator>genderfair</dc:creator>' : 'w:author="genderfair"');
      expect(openOffice(readFileSync(converted), other, converted).text.display).toBe(NEUTRAL.join('\n'));
    });
  }
});

describe('fixOffice', () => {
  it('returns no file when there is nothing to fix', () => {
    const doc = openOffice(readFileSync(path.join(fixtures, 'bericht.docx')), 'docx', 'bericht.docx');
    expect(fixOffice(doc, []).bytes).toBeUndefined();
  });
});
