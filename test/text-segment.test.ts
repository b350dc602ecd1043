import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CHUNK, segmentSentences } from '../src/text/segment.js';

const sentences = (text: string): string[] => segmentSentences(text).map((s) => text.slice(s.start, s.end));

describe('segmentSentences', () => {
  it('repairs abbreviations, titles and ordinals', () => {
    expect(sentences('Am 1. Januar beginnt das Semester. Prof. Dr. Müller z. B. lehrt Statistik.')).toEqual([
      'Am 1. Januar beginnt das Semester.',
      'Prof. Dr. Müller z. B. lehrt Statistik.',
    ]);
  });

  it('keeps abbreviations that never end a sentence inside it', () => {
    const text =
      'Die Lehrer*innen, bzw. die Kolleg:innen, treffen sich inkl. Gästen. ' +
      'Dipl.-Ing. Meier spricht mit Hr. Schulz und Fr. Braun, d. h. mit allen. ' +
      'Siehe S. 5 und Nr. 3, vgl. Art. 3 Abs. 1 GG. ' +
      'Der Raum ist ggf. belegt, evtl. auch ca. 20 Min. länger.';
    expect(sentences(text)).toEqual([
      'Die Lehrer*innen, bzw. die Kolleg:innen, treffen sich inkl. Gästen.',
      'Dipl.-Ing. Meier spricht mit Hr. Schulz und Fr. Braun, d. h. mit allen.',
      'Siehe S. 5 und Nr. 3, vgl. Art. 3 Abs. 1 GG.',
      'Der Raum ist ggf. belegt, evtl. auch ca. 20 Min. länger.',
    ]);
  });

  it('lets usw., etc. and u. a. end a sentence before a capitalised word', () => {
    expect(sentences('Wir kaufen Äpfel, Birnen usw. Danach gehen wir. Das ist u. a. gut.')).toEqual([
      'Wir kaufen Äpfel, Birnen usw.',
      'Danach gehen wir.',
      'Das ist u. a. gut.',
    ]);
    expect(sentences('Wir kaufen Äpfel usw. und gehen dann.')).toEqual(['Wir kaufen Äpfel usw. und gehen dann.']);
  });

  it('treats Art., Abs., Nr., S. as words at a sentence end unless a number follows', () => {
    expect(sentences('Das ist eine seltsame Art. Art. 3 GG gilt.')).toEqual(['Das ist eine seltsame Art.', 'Art. 3 GG gilt.']);
  });

  it('handles ordinals before months, lowercase words and after cue words', () => {
    expect(sentences('Im 19. Jahrhundert lebte er. Am 3. 10. 1990 kam er an. Die 2. Auflage erschien.')).toEqual([
      'Im 19. Jahrhundert lebte er.',
      'Am 3. 10. 1990 kam er an.',
      'Die 2. Auflage erschien.',
    ]);
    expect(sentences('Das Ergebnis war 42. Danach kam nichts.')).toEqual(['Das Ergebnis war 42.', 'Danach kam nichts.']);
  });

  it('merges single initials before a name but not before a sentence starter', () => {
    expect(sentences('J. Müller und A. B. Schmidt kommen. Wir nehmen Plan B. Danach ist Schluss.')).toEqual([
      'J. Müller und A. B. Schmidt kommen.',
      'Wir nehmen Plan B.',
      'Danach ist Schluss.',
    ]);
  });

  it('splits at question and exclamation marks and quotes', () => {
    expect(sentences('Sie fragt: „Wer kommt?“ Niemand! Dann gehen alle Schüler/innen nach Hause.')).toEqual([
      'Sie fragt: „Wer kommt?“',
      'Niemand!',
      'Dann gehen alle Schüler/innen nach Hause.',
    ]);
  });

  it('treats blank lines, list items and headings as hard boundaries', () => {
    const text = '# Stellenanzeige\nWir suchen Lehrer\n\n- Erfahrung mit Schülern\n- Teamfähigkeit\n1. Einleitung\nText folgt.';
    expect(sentences(text)).toEqual([
      '# Stellenanzeige',
      'Wir suchen Lehrer',
      '- Erfahrung mit Schülern',
      '- Teamfähigkeit',
      '1. Einleitung',
      'Text folgt.',
    ]);
  });

  it('joins wrapped lines', () => {
    const text =
      'Wir suchen zum nächsten Schuljahr ab sofort engagierte\nLehrer für Mathematik und Physik, die gerne\nim Team arbeiten. Sport- und\r\nMusiklehrer sind willkommen; wir freuen uns auf eine\nBewerbung.';
    expect(sentences(text)).toEqual([
      'Wir suchen zum nächsten Schuljahr ab sofort engagierte\nLehrer für Mathematik und Physik, die gerne\nim Team arbeiten.',
      'Sport- und\r\nMusiklehrer sind willkommen; wir freuen uns auf eine\nBewerbung.',
    ]);
  });

  it('joins a short line that stops mid-phrase, but not a heading, to a capitalised next line', () => {
    // a lowercase last word (article, adjective, verb) means the phrase goes on
    expect(sentences('Wir suchen engagierte\nLehrer für Mathematik.')).toEqual(['Wir suchen engagierte\nLehrer für Mathematik.']);
    expect(sentences('Wir suchen eine\nLehrkraft für Mathematik.')).toEqual(['Wir suchen eine\nLehrkraft für Mathematik.']);
    // a short line ending in a noun could be a heading or an unmarked list item; WRAP_MIN_LINE decides
    expect(sentences('Ihre Aufgaben\nSie entwickeln Software.')).toEqual(['Ihre Aufgaben', 'Sie entwickeln Software.']);
  });

  it('returns nothing for empty or blank text', () => {
    expect(segmentSentences('')).toEqual([]);
    expect(segmentSentences(' \n\t\n ')).toEqual([]);
  });

  it('keeps a sentence whole across chunk cuts', () => {
    const long = `${'Die Lehrer und Lehrerinnen der Schule'.repeat(1 + Math.ceil((3 * MAX_CHUNK) / 37)).replace(/Schule/g, 'Schule, ')}Ende.`;
    const text = `Anfang. ${long} Schluss.`;
    expect(sentences(text)).toEqual(['Anfang.', long, 'Schluss.']);
  });

  it('segments 1 MB of German prose without hanging', () => {
    const paragraph =
      'Die Lehrer*innen und Kolleg:innen treffen sich am 1. Januar im Raum Nr. 3. ' +
      'Prof. Dr. Müller, z. B. bzw. d. h. u. a. die LehrerInnen, kommt usw. aber nicht. ' +
      'Dipl.-Ing. Schulz spricht mit jede*r Student*in über die Mitarbeiter(innen) und Lehrer/-innen. ' +
      'Sie fragt: „Wer kommt?“ – Niemand… Danach gehen alle Schüler/innen nach Hause!\n\n';
    const text = paragraph.repeat(Math.ceil(1_000_000 / paragraph.length));
    const spans = segmentSentences(text);
    expect(spans.length).toBe(4 * Math.ceil(1_000_000 / paragraph.length));
    // The same, as one paragraph of 1 MB (chunked internally).
    expect(segmentSentences(text.replace(/\n\n/g, ' ')).length).toBe(spans.length);
  });

  it('covers all non-whitespace text with ordered, trimmed, non-overlapping spans', () => {
    const pieces = fc.constantFrom(
      'Lehrer', 'z. B.', 'Dr.', 'Nr. 3', '1.', 'Januar', '.', '?', '!', ' ', '\n', '\n\n', '\r\n', '- ', 'usw.',
      'J.', 'Müller', 'und', '„', '“', '…', 'Die', 'a', 'x\u2028', '😀', '\u00a0', 'Art.', 'jede*r',
    );
    const arb = fc.oneof(
      fc.array(pieces, { maxLength: 60 }).map((a) => a.join('')),
      fc.string({ unit: 'binary', maxLength: 80 }),
    );
    fc.assert(
      fc.property(arb, (text) => {
        const spans = segmentSentences(text);
        let covered = '';
        let prevEnd = 0;
        for (const s of spans) {
          expect(s.start).toBeGreaterThanOrEqual(prevEnd);
          expect(s.end).toBeGreaterThan(s.start);
          expect(text.slice(prevEnd, s.start).trim()).toBe('');
          const t = text.slice(s.start, s.end);
          expect(t).toBe(t.trim());
          covered += t;
          prevEnd = s.end;
        }
        expect(text.slice(prevEnd).trim()).toBe('');
        expect(covered.replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
      }),
      { numRuns: 300 },
    );
  });
});

describe('rawSentences', () => {
  it('cuts real German prose where Intl.Segmenter cuts it', async () => {
    const { rawSentences } = await import('../src/text/segment.js');
    const { readFileSync } = await import('node:fs');
    const { dataPath } = await import('./helpers/data.js');
    const dev =
      dataPath('GENDERFAIR_DE_INCLUSIVE', 'test/fixtures/de-inclusive-mini.jsonl') ??
      new URL('./fixtures/de-inclusive-mini.jsonl', import.meta.url);
    const example = readFileSync(new URL('../examples/stellenanzeige.txt', import.meta.url), 'utf8');
    const paragraphs = [example];
    const sentences = readFileSync(dev, 'utf8')
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { exclusive: string; inclusive: string }).inclusive);
    for (let i = 0; i < sentences.length; i += 5) paragraphs.push(sentences.slice(i, i + 5).join(' '));
    const segmenter = new Intl.Segmenter('de', { granularity: 'sentence' });
    for (const p of paragraphs) {
      const ours = [...rawSentences(p)].map((s) => s.index);
      const icu = [...segmenter.segment(p)].map((s) => s.index);
      expect(ours, p).toEqual(icu);
    }
  });
});
