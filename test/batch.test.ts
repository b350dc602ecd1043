/**
 * `genderfair batch` end to end (the built CLI): records and files give the findings check() gives,
 * Parquet in and out, errors reported per document, exit codes, and resuming after kill -9.
 * Run `npm run build` first.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKER_MEMORY_MB, threadsFor } from '../src/batch/pool.js';
import { BatchProgress } from '../src/batch/progress.js';
import { parquetSlices } from '../src/batch/sources.js';
import { check, fix } from '../src/index.js';
import '../src/documents/index.js';
import { cli, readJsonl, readParquet, root, run, sentenceTexts, start } from './helpers/batch.js';

let dir: string;
let n = 0;
const fresh = (): string => {
  const d = path.join(dir, `case-${++n}`);
  mkdirSync(d);
  return d;
};

beforeAll(() => {
  if (!existsSync(cli)) throw new Error('dist/cli/genderfair.mjs is missing: run `npm run build` first');
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-batch-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The rows batch must write for one text: check()'s findings, in its order. */
function expectedRows(doc: string, text: string, inputFormat?: 'markdown') {
  return check(text, inputFormat ? { inputFormat } : {}).map((d) => ({
    doc,
    start: d.start,
    end: d.end,
    ruleId: d.ruleId,
    severity: d.severity,
    confidence: d.confidence,
    actual: d.actual,
    suggestion: d.suggestions[0]?.preview ?? '',
  }));
}

describe('genderfair batch', () => {
  it('checks JSONL records on two workers with the findings of check(), one summary row per record', () => {
    const d = fresh();
    const texts = sentenceTexts(40);
    writeFileSync(path.join(d, 'in.jsonl'), texts.map((text, i) => JSON.stringify({ id: `r${i}`, text })).join('\n') + '\n');
    const r = run(['batch', 'in.jsonl', '--id-field', 'id', '--out', 'out.jsonl', '--summary', 'sum.jsonl', '--workers', '2', '--shard-docs', '3'], d);
    expect(r.stderr).toMatch(/40 Dokumente/);
    expect(r.code).toBe(0);
    expect(readJsonl(path.join(d, 'out.jsonl'))).toEqual(texts.flatMap((t, i) => expectedRows(`r${i}`, t)));
    const summary = readJsonl(path.join(d, 'sum.jsonl'));
    expect(summary).toEqual(texts.map((t, i) => ({ doc: `r${i}`, chars: t.length, findings: check(t).length, error: '' })));
    expect(existsSync(path.join(d, 'out.jsonl.parts'))).toBe(false);
  });

  it('on one worker checks small records in its own thread and a record larger than a shard on a worker thread: the findings of check()', () => {
    const d = fresh();
    const texts = sentenceTexts(12);
    // over a shard's weight (256 K characters): it goes to a worker thread, the others are checked in the main thread
    let large = '';
    while (large.length <= 256 * 1024) large += `${texts.join(' ')}\n\n`;
    texts.splice(5, 0, large);
    writeFileSync(path.join(d, 'in.jsonl'), texts.map((text, i) => JSON.stringify({ id: `r${i}`, text })).join('\n') + '\n');
    const r = run(['batch', 'in.jsonl', '--id-field', 'id', '--out', 'out.jsonl', '--summary', 'sum.jsonl', '--workers', '1', '--shard-docs', '4'], d);
    expect(r.code).toBe(0);
    expect(readJsonl(path.join(d, 'out.jsonl'))).toEqual(texts.flatMap((t, i) => expectedRows(`r${i}`, t)));
    expect(readJsonl(path.join(d, 'sum.jsonl'))).toEqual(texts.map((t, i) => ({ doc: `r${i}`, chars: t.length, findings: check(t).length, error: '' })));
  });

  it('reads files by extension (Markdown as Markdown) and writes fixed texts with --fix', () => {
    const d = fresh();
    const md = '# Hinweis\n\nDie **Lehrer** treffen sich mit den Schülern.\n';
    const txt = readFileSync(path.join(root, 'examples', 'stellenanzeige.txt'), 'utf8');
    mkdirSync(path.join(d, 'docs'));
    writeFileSync(path.join(d, 'docs', 'a.md'), md);
    writeFileSync(path.join(d, 'docs', 'b.txt'), txt);
    const r = run(['batch', 'docs/*', '--out', 'out.jsonl', '--fix', 'fixed'], d);
    expect(r.code).toBe(0);
    expect(readJsonl(path.join(d, 'out.jsonl'))).toEqual([...expectedRows('docs/a.md', md, 'markdown'), ...expectedRows('docs/b.txt', txt)]);
    expect(readFileSync(path.join(d, 'fixed', 'docs', 'a.md'), 'utf8')).toBe(fix(md, { inputFormat: 'markdown' }));
    expect(readFileSync(path.join(d, 'fixed', 'docs', 'b.txt'), 'utf8')).toBe(fix(txt));
    expect(readFileSync(path.join(d, 'docs', 'a.md'), 'utf8')).toBe(md); // the input is never touched
  });

  it('reads and writes Parquet: the same rows as with JSONL', async () => {
    const d = fresh();
    const texts = sentenceTexts(12);
    const { parquetWriteFile } = await import('hyparquet-writer');
    parquetWriteFile({
      filename: path.join(d, 'in.parquet'),
      columnData: [
        { name: 'id', data: texts.map((_, i) => i * 10), type: 'INT32' },
        { name: 'body', data: texts, type: 'STRING' },
      ],
      rowGroupSize: 5, // row groups of 5, 5 and 2 records, each read in one piece
    });
    const r = run(['batch', 'in.parquet', '--text-field', 'body', '--id-field', 'id', '--out', 'out.parquet', '--summary', 'sum.parquet'], d);
    expect(r.code).toBe(0);
    expect(await readParquet(path.join(d, 'out.parquet'))).toEqual(texts.flatMap((t, i) => expectedRows(String(i * 10), t)));
    expect((await readParquet(path.join(d, 'sum.parquet'))).map((s) => s.doc)).toEqual(texts.map((_, i) => String(i * 10)));
  });

  it('reads a Parquet row group in one piece, or in slices of rows when it is larger than the bound', () => {
    const groups = [
      { rows: 1000, bytes: 40_000 },
      { rows: 10, bytes: 1000 },
      { rows: 5, bytes: 5000 },
    ];
    expect(parquetSlices(groups, 2000)).toEqual([
      [0, 50],
      ...Array.from({ length: 19 }, (_, k): [number, number] => [50 * (k + 1), 50 * (k + 2)]),
      [1000, 1010],
      [1010, 1012],
      [1012, 1014],
      [1014, 1015],
    ]);
    expect(parquetSlices([{ rows: 7, bytes: 10 }], 2000)).toEqual([[0, 7]]);
  });

  it('reports documents it cannot read in the summary and still exits 0', () => {
    const d = fresh();
    writeFileSync(path.join(d, 'in.jsonl'), '{"text":"Die Lehrer kommen."}\nkein JSON\n{"body":"x"}\n');
    writeFileSync(path.join(d, 'in.csv'), 'id,text\n7,"Die Ärzte, die Pfleger."\n');
    writeFileSync(path.join(d, 'bin.txt'), Buffer.from([0x44, 0, 0xff]));
    const r = run(['batch', 'in.jsonl', 'in.csv', 'bin.txt', '--out', 'out.jsonl', '--summary', 'sum.jsonl'], d);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/5 Dokumente, \d+ Funde, 3 mit Fehler/);
    expect(readJsonl(path.join(d, 'sum.jsonl'))).toEqual([
      { doc: 'in.jsonl#1', chars: 18, findings: 1, error: '' },
      { doc: 'in.jsonl#2', chars: 0, findings: 0, error: 'line 2: not valid JSON' },
      { doc: 'in.jsonl#3', chars: 0, findings: 0, error: "no field 'text'" },
      { doc: 'in.csv#1', chars: 23, findings: 2, error: '' },
      { doc: 'bin.txt', chars: 0, findings: 0, error: "'bin.txt' is not a UTF-8 text file" },
    ]);
  });

  it('exits 2 with one line for usage and input errors', () => {
    const d = fresh();
    writeFileSync(path.join(d, 'in.csv'), 'id,body\n1,Text\n');
    for (const [args, message] of [
      [['batch', 'missing.jsonl', '--out', 'o.jsonl'], /cannot read 'missing.jsonl': no such file/],
      [['batch', 'in.csv', '--out', 'o.csv'], /--out 'o.csv' must end in .jsonl or .parquet/],
      [['batch', 'in.csv', '--out', 'o.jsonl'], /'in.csv' has no column 'text' \(columns: id, body\)/],
      [['batch', 'in.csv'], /required option '--out <file>'/],
    ] as const) {
      const r = run([...args], d);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('resumes after kill -9: no document lost or counted twice', async () => {
    const d = fresh();
    // many small shards: the run is still going when the first ones are written, also on a fast machine
    const texts = sentenceTexts(600);
    writeFileSync(path.join(d, 'in.jsonl'), texts.map((text) => JSON.stringify({ text })).join('\n') + '\n');
    const args = ['batch', 'in.jsonl', '--out', 'out.jsonl', '--summary', 'sum.jsonl', '--workers', '1', '--shard-docs', '2'];
    const parts = path.join(d, 'out.jsonl.parts');
    const child = start(args, d);
    // kill it once some shards, not all, are checkpointed
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        const done = existsSync(parts) ? readdirSync(parts).filter((f) => f.startsWith('shard-') && f.endsWith('.jsonl')).length : 0;
        if (done >= 5) {
          clearInterval(timer);
          child.kill('SIGKILL');
          resolve();
        }
      }, 5);
      child.on('exit', () => {
        clearInterval(timer);
        reject(new Error('the run ended before it could be killed'));
      });
    });
    await new Promise((resolve) => child.on('exit', resolve));
    expect(existsSync(path.join(d, 'out.jsonl'))).toBe(false);
    const checkpointed = readdirSync(parts).filter((f) => f.startsWith('shard-') && f.endsWith('.jsonl')).length;
    expect(checkpointed).toBeLessThan(300);

    const r = run(args, d, 120_000);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/setze den unterbrochenen Lauf fort/);
    const summary = readJsonl<{ doc: string; findings: number }>(path.join(d, 'sum.jsonl'));
    expect(summary.map((s) => s.doc)).toEqual(texts.map((_, i) => `in.jsonl#${i + 1}`));
    expect(readJsonl(path.join(d, 'out.jsonl'))).toEqual(texts.flatMap((t, i) => expectedRows(`in.jsonl#${i + 1}`, t)));
  }, 180_000);

  it('refuses to resume a checkpoint of other inputs', () => {
    const d = fresh();
    writeFileSync(path.join(d, 'a.jsonl'), '{"text":"Die Lehrer kommen."}\n');
    mkdirSync(path.join(d, 'out.jsonl.parts'));
    writeFileSync(path.join(d, 'out.jsonl.parts', 'manifest.json'), '{"version":1,"inputs":["b.jsonl"]}');
    const r = run(['batch', 'a.jsonl', '--out', 'out.jsonl'], d);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/holds an interrupted run with other inputs or options/);
  });
});

describe('batch progress and threads', () => {
  it('writes a plain line per interval where stderr is no terminal, with count, MB/s and time left', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const p = new BatchProgress(stream, 10, 0);
    p.skip(2);
    p.add(3, 5_000_000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^genderfair: 5\/10 Dokumente · \d+\.\d\d MB\/s · noch \d+ (s|min \d+ s)\n$/);
  });

  it('takes all cores by default, no more threads than the memory cap holds, at least one', () => {
    expect(threadsFor(undefined, 1e6)).toBe(os.availableParallelism());
    expect(threadsFor(8, 3 * WORKER_MEMORY_MB)).toBe(3);
    expect(threadsFor(8, 100)).toBe(1);
  });
});
