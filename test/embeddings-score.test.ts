/**
 * Gender scores, occupation correlation and the ratio k (src/embeddings/score.ts) on small tables whose
 * results can be worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  genderScore,
  genderScores,
  grammaticalSemanticRatio,
  meanGenderScore,
  occupationCorrelation,
  occupationScores,
  type Occupation,
} from '../src/embeddings/score.js';
import { VectorTable } from '../src/embeddings/space.js';

/** 2-d unit vectors whose score on g = e1 is `s`: (s, √(1 − s²)), optionally scaled. */
function tableOfScores(scores: Record<string, number>, scale = 1): VectorTable {
  const words = Object.keys(scores);
  const data = new Float32Array(words.length * 2);
  words.forEach((w, i) => {
    const s = scores[w]!;
    data.set([s * scale, Math.sqrt(1 - s * s) * scale], i * 2);
  });
  return new VectorTable(words, 2, data);
}

const G = [1, 0];

describe('gender score', () => {
  it('is the projection of the normalised vector', () => {
    const table = new VectorTable(['a', 'b', 'z'], 2, Float32Array.from([3, 4, -2, 0, 0, 0]));
    expect(genderScore(table, 'a', G)).toBeCloseTo(0.6, 6);
    expect(genderScore(table, 'b', G)).toBe(-1);
    expect(genderScore(table, 'z', G)).toBe(0);
    expect(genderScore(table, 'nope', G)).toBeUndefined();
    expect(meanGenderScore(table, 'a', 'b', G)).toBeCloseTo(-0.2, 6);
    expect(meanGenderScore(table, 'a', 'nope', G)).toBeUndefined();
    const many = genderScores(table, ['a', 'x', 'b'], G);
    expect([...many.scores.keys()]).toEqual(['a', 'b']);
    expect(many.missing).toEqual(['x']);
    expect(() => genderScore(table, 'a', [1, 0, 0])).toThrow(/dimensions/);
  });
});

describe('ratio k of grammatical to semantic influence', () => {
  it('matches a hand computation', () => {
    // Epicene a (0 % women, score 0.5) and b (100 %, −0.5); gendered c_m/c_f (50 %, +0.6/−0.6, mean 0).
    // OLS through (0, 0.5), (50, 0), (100, −0.5): slope −0.01, intercept 0.5 → lineDelta = −0.01·100 = −1.
    // avgDiff = |0.6 − (−0.6)| = 1.2 → k = 1.2 / −1 = −1.2.
    const table = tableOfScores({ a: 0.5, b: -0.5, c_m: 0.6, c_f: -0.6 }, 3);
    const occupations: Occupation[] = [
      { masculine: 'a', feminine: 'a', shareWomen: 0 },
      { masculine: 'b', feminine: 'b', shareWomen: 100 },
      { masculine: 'c_m', feminine: 'c_f', shareWomen: 50 },
    ];
    const { points } = occupationScores(table, occupations, G);
    const k = grammaticalSemanticRatio(points);
    expect(k.line.slope).toBeCloseTo(-0.01, 6);
    expect(k.line.intercept).toBeCloseTo(0.5, 6);
    expect(k.lineDelta).toBeCloseTo(-1, 6);
    expect(k.avgDiff).toBeCloseTo(1.2, 6);
    expect(k.k).toBeCloseTo(-1.2, 6);
    expect(k).toMatchObject({ minShare: 0, maxShare: 100, n: 3, nGendered: 1 });
  });

  it('averages |score(m) − score(f)| over several gendered occupations and clips the line to the data range', () => {
    // Points (20, 0.3), (40, 0.1 = mean of 0.4/−0.2), (60, −0.1 = mean of 0.1/−0.3): slope −0.01.
    // lineDelta = −0.01·(60 − 20) = −0.4; avgDiff = (0.6 + 0.4)/2 = 0.5; k = −1.25.
    const table = tableOfScores({ e: 0.3, g1m: 0.4, g1f: -0.2, g2m: 0.1, g2f: -0.3 });
    const { points } = occupationScores(
      table,
      [
        { masculine: 'e', feminine: 'e', shareWomen: 20 },
        { masculine: 'g1m', feminine: 'g1f', shareWomen: 40 },
        { masculine: 'g2m', feminine: 'g2f', shareWomen: 60 },
      ],
      G,
    );
    const k = grammaticalSemanticRatio(points);
    expect(k.lineDelta).toBeCloseTo(-0.4, 6);
    expect(k.avgDiff).toBeCloseTo(0.5, 6);
    expect(k.k).toBeCloseTo(-1.25, 6);
    expect(() => grammaticalSemanticRatio(points.slice(0, 1))).toThrow(/masculine and feminine/);
  });
});

describe('occupation correlation', () => {
  const table = tableOfScores({ a: 0.4, b: 0.2, c: -0.1, d: -0.3, em: 0.5, ef: -0.1, fm: 0.2, ff: -0.6 });
  const occupations: Occupation[] = [
    { masculine: 'a', feminine: 'a', shareWomen: 10 },
    { masculine: 'b', feminine: 'b', shareWomen: 30 },
    { masculine: 'c', feminine: 'c', shareWomen: 60 },
    { masculine: 'd', feminine: 'd', shareWomen: 90 },
    { masculine: 'em', feminine: 'ef', shareWomen: 20 },
    { masculine: 'fm', feminine: 'ff', shareWomen: 80 },
    { masculine: 'gm', feminine: 'gf', shareWomen: 50 },
  ];

  it('uses mean scores for gendered occupations and skips missing ones', () => {
    const c = occupationCorrelation(table, occupations, G);
    expect(c.points.map((p) => p.score)).toEqual([0.4, 0.2, -0.1, -0.3, 0.2, -0.2].map((x) => expect.closeTo(x, 6)));
    expect(c.skipped).toEqual([{ occupation: occupations[6], missing: ['gm', 'gf'] }]);
    expect(c.pearson.n).toBe(6);
    expect(c.pearson.r).toBeLessThan(-0.9);
  });

  it('restricts to epicene or gendered occupations', () => {
    const epicene = occupationCorrelation(table, occupations, G, { which: 'epicene' });
    expect(epicene.points.map((p) => p.occupation.masculine)).toEqual(['a', 'b', 'c', 'd']);
    expect(() => occupationCorrelation(table, occupations, G, { which: 'gendered' })).toThrow(/at least 3/);
  });
});
