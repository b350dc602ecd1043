/**
 * CSV inputs of batch are read piece by piece (src/batch/csv-stream.ts): whatever the chunk size, the
 * records are those pyCsvRead (Python's csv reader) gives for the whole file, also for quoted fields
 * that hold line breaks, delimiters and doubled quotes, CRLF line ends, a BOM and umlauts cut in the
 * middle of their bytes.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords, lastRecordEnd } from '../src/batch/csv-stream.js';
import { pyCsvRead } from '../src/eval/python.js';
import { sentenceTexts } from './helpers/batch.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-csv-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function records(file: string, chunkBytes: number): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const r of csvRecords(file, 'in.csv', ',', chunkBytes)) rows.push(r);
  return rows;
}

/** A CSV of real sentences in the shapes a spreadsheet export writes. */
function corpusCsv(eol: string): string {
  const texts = sentenceTexts(12).map((t) => t.replaceAll('\n', eol));
  const quoted = (t: string): string => `"${t.replaceAll('"', '""')}"`;
  const rows = texts.map((t, i) => {
    if (i % 4 === 0) return `${i},${quoted(`${t}${eol}Zweiter Absatz: „Die Lehrer“, sagt er, "kommen".`)}`;
    if (i % 4 === 1) return `${i},${quoted(t)},extra`;
    if (i % 4 === 2) return `${i},${t.replace(/\s*\n\s*/g, ' ').replaceAll(',', ';')} 5" Bildschirm`; // a quote inside a field is literal
    return '';
  });
  return `\uFEFFid,text${eol}${rows.join(eol)}${eol}`;
}

describe('CSV read piece by piece', () => {
  for (const eol of ['\n', '\r\n']) {
    it(`gives the records of the whole file for every chunk size (${JSON.stringify(eol)} line ends)`, async () => {
      const text = corpusCsv(eol);
      const file = path.join(dir, `in-${eol.length}.csv`);
      writeFileSync(file, text);
      const whole = pyCsvRead(text.slice(1), ',').rows;
      expect(whole.filter((r) => r.length > 0)).toHaveLength(10);
      expect(whole[1]![1]).toContain('Zweiter Absatz: „Die Lehrer“, sagt er, "kommen".');
      for (const chunk of [1, 2, 3, 7, 64, 1 << 20]) expect(await records(file, chunk)).toEqual(whole);
    });
  }

  it('cuts only after a record: not inside a quoted field', () => {
    expect(lastRecordEnd('a,"b\nc"\nd,"e\n', ',')).toBe(8);
    expect(lastRecordEnd('a,"b ""x"" c"\n', ',')).toBe(14);
    expect(lastRecordEnd('a,5" x\nb', ',')).toBe(7);
    expect(lastRecordEnd('a,"b', ',')).toBe(0);
  });

  it('reports a file that is not UTF-8 in one line', async () => {
    const file = path.join(dir, 'latin1.csv');
    writeFileSync(file, Buffer.from('id,text\n1,Die Lehrer f\xfchren.\n', 'latin1'));
    await expect(records(file, 4)).rejects.toThrow("'in.csv' is not a UTF-8 text file");
  });
});
