/**
 * Large plain-text files: chunking at paragraph breaks (src/cli/stream.ts), streamed output that equals
 * the one-shot output, and the exit status of internal failures (src/cli/errors.ts).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '../src/check.js';
import type { CliDeps } from '../src/cli/deps.js';
import { EXIT_INTERNAL, EXIT_USAGE, reportError } from '../src/cli/errors.js';
import { createProgram } from '../src/cli/program.js';
import { Locator, chunkText } from '../src/cli/stream.js';
import { LineIndex } from '../src/text/edits.js';
import type { Diagnostic } from '../src/types.js';

const EXAMPLE = readFileSync(new URL('../examples/stellenanzeige.txt', import.meta.url), 'utf8');

/** A multi-paragraph text with LF and CRLF paragraphs, findings in most of them. */
function document(copies: number): string {
  const parts: string[] = [];
  for (let i = 0; i < copies; i++) {
    const copy = EXAMPLE.replace(/1\. Januar/g, `${(i % 28) + 1}. Januar`).trimEnd();
    parts.push(i % 3 === 2 ? copy.replace(/\n/g, '\r\n') : copy);
  }
  return parts.join(parts.length % 2 ? '\n\n' : '\n\r\n') + '\n';
}

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

/** One-shot: check the whole text, positions from one LineIndex. */
function oneShot(text: string) {
  const index = new LineIndex(text);
  return check(text).map((d) => {
    const s = index.lineColumn(d.start);
    const e = index.lineColumn(d.end);
    return { ...d, line: s.line, column: s.column, endLine: e.line, endColumn: e.column };
  });
}

describe('chunkText', () => {
  it('cuts at paragraph breaks; the chunks put together are the text', async () => {
    const text = document(6);
    const chunks = await collect(chunkText([text.slice(0, 1000), text.slice(1000)], { size: 500, max: 5000 }));
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.map((c) => c.text).join('')).toBe(text);
    for (const [i, c] of chunks.entries()) {
      expect(c.offset).toBe(chunks.slice(0, i).reduce((n, x) => n + x.text.length, 0));
      if (i < chunks.length - 1) expect(c.text).toMatch(/\n\r?\n$/);
    }
  });

  it('cuts a paragraph longer than the largest chunk at a line break, a space, or anywhere, never inside a surrogate pair or CRLF', async () => {
    const alphabet = fc.constantFrom('a', 'ä', ' ', '\n', '\r', '\r\n', '😀', 'Lehrer');
    await fc.assert(
      fc.asyncProperty(fc.array(alphabet, { maxLength: 400 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 }), async (parts, size, extra) => {
        const text = parts.join('');
        const max = size + extra;
        const chunks = await collect(chunkText([text], { size, max }));
        expect(chunks.map((c) => c.text).join('')).toBe(text);
        for (const c of chunks.slice(0, -1)) {
          expect(c.text.length).toBeLessThanOrEqual(max);
          expect(/[\uD800-\uDBFF]$/.test(c.text)).toBe(false);
          expect(c.text.endsWith('\r') && text[c.offset + c.text.length] === '\n').toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe('Locator', () => {
  it('gives the lines and columns of LineIndex on the whole text, across any cuts', async () => {
    const alphabet = fc.constantFrom('a', 'ä', ' ', '\n', '\r', '\r\n', '😀', '\u2028');
    await fc.assert(
      fc.asyncProperty(fc.array(alphabet, { minLength: 1, maxLength: 300 }), fc.integer({ min: 2, max: 30 }), async (parts, max) => {
        const text = parts.join('');
        const whole = new LineIndex(text);
        const locator = new Locator();
        for await (const chunk of chunkText([text], { size: 1, max })) {
          // One zero-width "finding" at every offset of the chunk: Locator must place each like LineIndex.
          const at: Diagnostic[] = [...Array(chunk.text.length + 1).keys()].map((i) => ({
            ruleId: 'position',
            start: i,
            end: i,
            actual: '',
            message: '',
            severity: 'info',
            confidence: 'low',
            suggestions: [],
          }));
          for (const d of locator.locate(chunk, at)) {
            expect({ line: d.line, column: d.column }).toEqual(whole.lineColumn(d.start));
          }
          locator.advance(chunk);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('checking in chunks', () => {
  it('gives the findings, offsets, edits and line:col of checking the whole text, for any chunk size', async () => {
    const text = document(5);
    const expected = oneShot(text);
    expect(expected.length).toBeGreaterThan(50);
    const longest = Math.max(...text.split(/\n\r?\n/).map((p) => p.length));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 4096 }), async (size, extra, piece) => {
        const pieces = [];
        for (let i = 0; i < text.length; i += piece) pieces.push(text.slice(i, i + piece));
        const locator = new Locator();
        const got = [];
        for await (const chunk of chunkText(pieces, { size, max: size + longest + extra })) {
          got.push(...locator.locate(chunk, check(chunk.text)));
          locator.advance(chunk);
        }
        expect(got).toEqual(expected);
      }),
      { numRuns: 12 },
    );
  });
});

describe('large files through the commands', () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-stream-'));
    file = path.join(dir, 'gross.txt');
    writeFileSync(file, '\uFEFF' + document(60)); // about 150 KB: three chunks of the default size
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function run(args: string[], extra: Partial<CliDeps> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
    const out: string[] = [];
    const err: string[] = [];
    const sink = (into: string[]): Writable =>
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          into.push(chunk.toString('utf8'));
          done();
        },
      });
    const stdout = sink(out);
    const stderr = sink(err);
    const deps: CliDeps = { check, version: '0.0.0-test', stdout, stderr, env: {}, ...extra };
    process.exitCode = undefined;
    let code: number;
    try {
      await (await createProgram(deps, args)).parseAsync(args, { from: 'user' });
      code = typeof process.exitCode === 'number' ? process.exitCode : 0;
    } catch (e) {
      code = reportError(e, stderr, {});
    } finally {
      process.exitCode = undefined;
    }
    return { code, stdout: out.join(''), stderr: err.join('') };
  }

  const streamed = { streamThresholdBytes: 1000 };

  it('check --format json and sarif: the streamed output is the one-shot output, and parses', async () => {
    for (const format of ['json', 'sarif']) {
      const whole = await run(['check', '--format', format, file]);
      const chunked = await run(['check', '--format', format, file], streamed);
      expect(chunked.code).toBe(1);
      expect(chunked.stdout).toBe(whole.stdout);
      const parsed = JSON.parse(chunked.stdout) as unknown;
      if (format === 'json') {
        const [result] = parsed as { diagnostics: { start: number; actual: string }[] }[];
        const text = readFileSync(file, 'utf8').slice(1);
        expect(result?.diagnostics.length).toBeGreaterThan(500);
        for (const d of result?.diagnostics ?? []) expect(text.slice(d.start, d.start + d.actual.length)).toBe(d.actual);
      }
    }
  }, 120_000);

  it('fix: streamed stdout and --write give the one-shot text; --write leaves no temporary file', async () => {
    const whole = await run(['fix', file]);
    const chunked = await run(['fix', file], streamed);
    expect(chunked.code).toBe(1);
    expect(chunked.stdout).toBe(whole.stdout);
    expect(chunked.stdout.startsWith('\uFEFF')).toBe(true);
    const written = await run(['fix', '--write', file], streamed);
    expect(written.code).toBe(1);
    expect(written.stderr).toMatch(/^geändert: .*gross\.txt \(\d+ Stellen\)\n$/);
    expect(readFileSync(file, 'utf8')).toBe(whole.stdout);
    expect(readdirSync(dir)).toEqual(['gross.txt']);
  }, 120_000);

  it('a binary large file is refused before any output (exit 2)', async () => {
    const bin = path.join(dir, 'binaer.txt');
    writeFileSync(bin, Buffer.concat([Buffer.from(document(2)), Buffer.from([0xff, 0xfe, 0x00])]));
    const r = await run(['check', file, bin], streamed);
    expect(r).toEqual({ code: EXIT_USAGE, stdout: '', stderr: `genderfair: '${bin}' is not a UTF-8 text file\n` });
    rmSync(bin);
  });

  it('only plain text is streamed: Markdown, --input-format and Word/ODT files above the threshold are read whole', async () => {
    // Markdown: a code span is no prose; read as plain text in chunks, `Lehrer` in it would be flagged.
    const md = path.join(dir, 'gross.md');
    writeFileSync(md, `${document(2)}\nDer Code \`Lehrer\` bleibt.\n`);
    const asTxt = path.join(dir, 'gross-md.txt');
    writeFileSync(asTxt, readFileSync(md));
    const whole = await run(['check', '--format', 'json', md]);
    for (const args of [[md], ['--input-format', 'markdown', asTxt]]) {
      const r = await run(['check', '--format', 'json', ...args], streamed);
      expect(r.code).toBe(1);
      const [result] = JSON.parse(r.stdout) as { diagnostics: Diagnostic[] }[];
      expect(result?.diagnostics).toEqual((JSON.parse(whole.stdout) as { diagnostics: Diagnostic[] }[])[0]?.diagnostics);
      expect(result?.diagnostics.some((d) => d.actual === 'Lehrer' && readFileSync(md, 'utf8')[d.start - 1] === '`')).toBe(false);
    }
    // Word/ODT: streamed as text, the zip would be refused as not UTF-8 (exit 2).
    for (const name of ['bericht.docx', 'bericht.odt']) {
      const office = new URL(`./fixtures/office/${name}`, import.meta.url).pathname;
      const r = await run(['check', '--format', 'json', office], streamed);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe((await run(['check', '--format', 'json', office])).stdout);
    }
    rmSync(md);
    rmSync(asTxt);
  }, 120_000);

  it('unreadable structured and Word files are input errors (exit 2), not internal failures', async () => {
    const json = path.join(dir, 'kaputt.json');
    writeFileSync(json, '{"a": ');
    const docx = path.join(dir, 'kaputt.docx');
    writeFileSync(docx, 'kein Zip');
    const bad = await run(['check', json]);
    expect(bad).toEqual({ code: EXIT_USAGE, stdout: '', stderr: `genderfair: cannot read '${json}' as json: line 1:7: invalid JSON (ValueExpected)\n` });
    const office = await run(['check', docx]);
    expect(office.code).toBe(EXIT_USAGE);
    expect(office.stderr).toMatch(/^genderfair: '.*kaputt\.docx' is not a readable Word \(\.docx\) file \(.*\)\n$/);
    expect((await run(['fix', docx])).code).toBe(EXIT_USAGE); // a Word file without --write or --diff
    rmSync(json);
    rmSync(docx);
  });

  it('an internal failure exits 3 with one line, distinct from a usage error (2)', async () => {
    const failing = {
      check: (): Diagnostic[] => {
        throw new RangeError('Maximum call stack size exceeded');
      },
    };
    const r = await run(['check', file], failing);
    expect(r.code).toBe(EXIT_INTERNAL);
    expect(r.stderr).toBe('genderfair: interner Fehler: Maximum call stack size exceeded\n');
    const usage = await run(['check', path.join(dir, 'fehlt.txt')]);
    expect(usage.code).toBe(EXIT_USAGE);
    expect(usage.stderr).toBe(`genderfair: cannot read '${path.join(dir, 'fehlt.txt')}': no such file\n`);
  });
});
