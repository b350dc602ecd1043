/**
 * sacrebleu 2.6.0 reference numbers, reproduced on the real GATE 2-variant files (whole files, from the
 * GATE checkout named by GENDERFAIR_GATE_DIR; skipped without it): hypotheses = column `m`, references = column `f`, fields read with Python's csv
 * module (pyCsvDictRead). Every full-precision value below was printed by sacrebleu 2.6.0 under
 * CPython 3.11 (repr of the score); the score strings and JSON by its API and command line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bleu, chrf, cliJson, sentenceBleu, ter } from '../src/eval/metrics/index.js';
import { pyCsvDictRead, pyRstrip } from '../src/eval/python.js';
import { dataPath, withData } from './helpers/data.js';

const GATE_DIR = dataPath('GENDERFAIR_GATE_DIR');

type Lang = 'ES' | 'FR' | 'IT';

function gateText(lang: Lang): string {
  return readFileSync(join(GATE_DIR!, 'data', lang, `${lang}_2_variants.tsv`), 'utf8');
}

function gate(lang: Lang): { m: string[]; f: string[] } {
  const { records } = pyCsvDictRead(gateText(lang), '\t');
  return { m: records.map((r) => r.m!), f: records.map((r) => r.f!) };
}

describe.skipIf(!GATE_DIR)(withData('sacrebleu reference numbers on GATE', 'GENDERFAIR_GATE_DIR', GATE_DIR), () => {
  const expected: Record<Lang, { n: number; bleu: number; chrf: number; ter: number }> = {
    ES: { n: 1501, bleu: 77.91979233802728, chrf: 90.85325025625764, ter: 14.392514996866327 },
    FR: { n: 1550, bleu: 80.52463301013526, chrf: 92.67153461196276, ter: 10.72961373390558 },
    IT: { n: 1127, bleu: 72.79137988277093, chrf: 88.64731707624902, ter: 16.711537198765512 },
  };

  for (const lang of ['ES', 'FR', 'IT'] as const) {
    it(`${lang}_2: BLEU, chrF2 and TER to the last bit`, () => {
      const { m, f } = gate(lang);
      const e = expected[lang];
      expect(m).toHaveLength(e.n);
      expect(bleu(m, [f]).score).toBe(e.bleu);
      expect(chrf(m, [f]).score).toBe(e.chrf);
      expect(ter(m, [f]).score).toBe(e.ter);
    });
  }

  it('ES_2: the verbose BLEU line, character for character, and the statistics behind it', () => {
    const { m, f } = gate('ES');
    const b = bleu(m, [f]);
    expect(b.format()).toBe(
      'BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 77.92 87.2/80.1/75.2/70.6 (BP = 0.999 ratio = 0.999 hyp_len = 24814 ref_len = 24850)',
    );
    expect([b.sysLen, b.refLen]).toEqual([24814, 24850]);
    expect(b.ratio).toBe(24814 / 24850);
    expect(b.precisions.every((p, n) => p === (100 * b.counts[n]!) / b.totals[n]!)).toBe(true);
    // sacrebleu: TERScore.num_edits 3215, ref_length 22338.0; chrF++ 89.02214949554376
    const t = ter(m, [f]);
    expect([t.numEdits, t.refLength]).toEqual([3215, 22338]);
    expect(chrf(m, [f], { wordOrder: 2 }).score).toBe(89.02214949554376);
  });

  it('FR_2 and IT_2: the score lines', () => {
    const fr = gate('FR');
    expect(bleu(fr.m, [fr.f]).format({ signature: false })).toBe(
      'BLEU = 80.52 90.4/83.1/77.6/72.7 (BP = 0.998 ratio = 0.998 hyp_len = 21493 ref_len = 21535)',
    );
    const it = gate('IT');
    expect(bleu(it.m, [it.f]).format({ signature: false })).toBe(
      'BLEU = 72.79 85.0/76.0/69.1/62.9 (BP = 1.000 ratio = 1.002 hyp_len = 16939 ref_len = 16911)',
    );
  });

  it('IT_2 with references [f, m]: every hypothesis has an exact reference', () => {
    const { m, f } = gate('IT');
    const b = bleu(m, [f, m]);
    // exp(log(100)) is 100.00000000000004 in CPython as in V8
    expect(b.score).toBe(100.00000000000004);
    expect(b.format()).toBe(
      'BLEU|nrefs:2|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 100.00 100.0/100.0/100.0/100.0 (BP = 1.000 ratio = 1.000 hyp_len = 16939 ref_len = 16939)',
    );
    const c = chrf(m, [f, m]);
    expect(c.score).toBe(100.0);
    expect(c.format()).toBe('chrF2|nrefs:2|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0 = 100.00');
    const t = ter(m, [f, m]);
    expect(t.score).toBe(0.0);
    expect(t.format()).toBe('TER|nrefs:2|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0 = 0.00');
  });

  it('ES_2 split on tabs without csv quoting gives sacrebleu different BLEU and chrF (quoting matters)', () => {
    const [header, ...lines] = gateText('ES').split('\n').filter((l) => l !== '');
    const cols = header!.split('\t');
    const mi = cols.indexOf('m');
    const fi = cols.indexOf('f');
    const rows = lines.map((l) => l.split('\t'));
    const m = rows.map((r) => r[mi]!);
    const f = rows.map((r) => r[fi]!);
    expect(m).toHaveLength(1501);
    expect(bleu(m, [f]).score).toBe(77.92183517470416);
    expect(chrf(m, [f]).score).toBe(90.85341535053607);
    expect(ter(m, [f]).score).toBe(14.392514996866327); // TER lowercases and is unchanged
    // ...while the csv reading gives the numbers above
    const csv = gate('ES');
    expect(bleu(csv.m, [csv.f]).score).not.toBe(77.92183517470416);
  });

  it('prints the JSON of the sacrebleu command line (ES_2, -m bleu chrf ter, and -m bleu alone)', () => {
    // `sacrebleu f.txt -i m.txt -m bleu chrf ter`: files of the csv fields, lines rstripped
    const { m, f } = gate('ES');
    const hyps = m.map(pyRstrip);
    const refs = f.map(pyRstrip);
    const bleuJson = [
      '{',
      ' "name": "BLEU",',
      ' "score": 77.9,',
      ' "signature": "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0",',
      ' "verbose_score": "87.2/80.1/75.2/70.6 (BP = 0.999 ratio = 0.999 hyp_len = 24814 ref_len = 24850)",',
      ' "nrefs": "1",',
      ' "case": "mixed",',
      ' "eff": "no",',
      ' "tok": "13a",',
      ' "smooth": "exp",',
      ' "version": "2.6.0"',
      '}',
    ].join('\n');
    const chrfJson = [
      '{',
      ' "name": "chrF2",',
      ' "score": 90.9,',
      ' "signature": "nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no|version:2.6.0",',
      ' "nrefs": "1",',
      ' "case": "mixed",',
      ' "eff": "yes",',
      ' "nc": "6",',
      ' "nw": "0",',
      ' "space": "no",',
      ' "version": "2.6.0"',
      '}',
    ].join('\n');
    const terJson = [
      '{',
      ' "name": "TER",',
      ' "score": 14.4,',
      ' "signature": "nrefs:1|case:lc|tok:tercom|norm:no|punct:yes|asian:no|version:2.6.0",',
      ' "nrefs": "1",',
      ' "case": "lc",',
      ' "tok": "tercom",',
      ' "norm": "no",',
      ' "punct": "yes",',
      ' "asian": "no",',
      ' "version": "2.6.0"',
      '}',
    ].join('\n');
    const b = bleu(hyps, [refs]);
    const c = chrf(hyps, [refs]);
    const t = ter(hyps, [refs]);
    expect(b.toCliJson()).toBe(bleuJson);
    expect(cliJson([b])).toBe(bleuJson);
    expect(cliJson([b, c, t])).toBe(`[\n${bleuJson},\n${chrfJson},\n${terJson}\n]`);
    // `-f text`: chrF++ and a short TER signature with -w 3
    expect(chrf(hyps, [refs], { wordOrder: 2 }).format({ width: 1 })).toBe(
      'chrF2++|nrefs:1|case:mixed|eff:yes|nc:6|nw:2|space:no|version:2.6.0 = 89.0',
    );
    expect(t.format({ width: 3, short: true })).toBe('TER|#:1|c:lc|t:tercom|nr:no|pn:yes|as:no|v:2.6.0 = 14.393');
  });
});

describe('the score line example', () => {
  it('two 6-token segments give 40.95 75.0/60.0/37.5/16.7', () => {
    // Reconstructed (the note does not give its sentences). Tokens after 13a: 5 words + ".".
    // Segment 1: 4/3/2/1 matching 1..4-grams ("sat on mats ."), segment 2: 5/3/1/0
    // ("a dog", "on rugs ."): 9/12, 6/10, 3/8, 1/6.
    const b = bleu(['a dog sat on mats.', 'a dog lay on rugs.'], [['the cat sat on mats.', 'a dog slept on rugs.']]);
    expect(b.counts).toEqual([9, 6, 3, 1]);
    expect(b.totals).toEqual([12, 10, 8, 6]);
    expect(b.score).toBe(40.95181294063601); // sacrebleu 2.6.0
    expect(b.format()).toBe(
      'BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 40.95 75.0/60.0/37.5/16.7 (BP = 1.000 ratio = 1.000 hyp_len = 12 ref_len = 12)',
    );
    expect(b.format({ verbose: false, width: 1 })).toBe('BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 41.0');
    expect(b.format({ scoreOnly: true })).toBe('40.95');
  });

  it('sentence BLEU uses the effective order, as sacrebleu.sentence_bleu and the -sl option', () => {
    const b = sentenceBleu('a b', ['a b']);
    expect(b.signature).toBe('nrefs:1|case:mixed|eff:yes|tok:13a|smooth:exp|version:2.6.0');
    expect(b.score).toBe(100.00000000000004);
    expect(sentenceBleu('a b', ['a b'], { effectiveOrder: false }).score).toBe(0);
  });
});
