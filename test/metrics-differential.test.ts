/**
 * Differential check against sacrebleu itself. test/fixtures/metrics-sacrebleu.json holds 107
 * random small corpora (1-6 segments, 1-3 reference streams with some None, words with
 * punctuation, digits, XML entities, astral and CJK characters, Python-only whitespace, random
 * options for each metric) plus long sentences with many word-block moves, and what sacrebleu
 * 2.6.0 (CPython 3.11.7) printed for them: `repr(score)`, `score.format(signature=...)`, the
 * statistics, and `sentence_score` of every segment against its references. Options were mapped
 * one to one (e.g. smoothMethod -> smooth_method; sentence BLEU with the same effective_order).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type BleuOptions,
  type ChrfOptions,
  type TerOptions,
  bleu,
  chrf,
  sentenceBleu,
  sentenceChrf,
  sentenceTer,
  ter,
} from '../src/eval/metrics/index.js';
import { pyFloatRepr } from '../src/eval/python.js';

interface Expected {
  score: string;
  line: string;
  sent: string[];
  counts?: number[];
  totals?: number[];
  sys?: number;
  ref?: number;
  edits?: number;
  reflen?: string;
}

interface Case {
  hyps: string[];
  refs: Array<Array<string | null>>;
  options: { bleu: BleuOptions & { smoothValue?: number | null }; chrf: ChrfOptions; ter: TerOptions };
  sacrebleu: { bleu: Expected; chrf: Expected; ter: Expected };
}

const cases: Case[] = JSON.parse(readFileSync(new URL('./fixtures/metrics-sacrebleu.json', import.meta.url), 'utf8'));

/** The references of segment i, without the missing ones (sacrebleu's sentence_score gets those). */
const refsOf = (c: Case, i: number) => c.refs.map((s) => s[i]).filter((r): r is string => r !== null);

describe('sacrebleu 2.6.0 on random corpora', () => {
  it('has the fixture', () => {
    expect(cases.length).toBe(107);
  });

  it('BLEU: scores, statistics, score lines and sentence scores', () => {
    const diffs: string[] = [];
    cases.forEach((c, k) => {
      const o: BleuOptions = { ...c.options.bleu, smoothValue: c.options.bleu.smoothValue ?? undefined };
      const e = c.sacrebleu.bleu;
      const b = bleu(c.hyps, c.refs, o);
      const got = {
        score: pyFloatRepr(b.score),
        line: b.format(),
        counts: b.counts,
        totals: b.totals,
        sys: b.sysLen,
        ref: b.refLen,
        sent: c.hyps.map((h, i) => pyFloatRepr(sentenceBleu(h, refsOf(c, i), { ...o, effectiveOrder: o.effectiveOrder ?? false }).score)),
      };
      for (const key of Object.keys(got) as Array<keyof typeof got>) {
        if (JSON.stringify(got[key]) !== JSON.stringify(e[key])) diffs.push(`case ${k} ${key}: ${JSON.stringify(got[key])} != ${JSON.stringify(e[key])}`);
      }
    });
    expect(diffs).toEqual([]);
  });

  it('chrF: scores, score lines and sentence scores', () => {
    const diffs: string[] = [];
    cases.forEach((c, k) => {
      const e = c.sacrebleu.chrf;
      const s = chrf(c.hyps, c.refs, c.options.chrf);
      const got = {
        score: pyFloatRepr(s.score),
        line: s.format(),
        sent: c.hyps.map((h, i) => pyFloatRepr(sentenceChrf(h, refsOf(c, i), c.options.chrf).score)),
      };
      for (const key of Object.keys(got) as Array<keyof typeof got>) {
        if (JSON.stringify(got[key]) !== JSON.stringify(e[key])) diffs.push(`case ${k} ${key}: ${JSON.stringify(got[key])} != ${JSON.stringify(e[key])}`);
      }
    });
    expect(diffs).toEqual([]);
  });

  it('TER: scores, edits, reference lengths, score lines and sentence scores', () => {
    const diffs: string[] = [];
    cases.forEach((c, k) => {
      const e = c.sacrebleu.ter;
      const t = ter(c.hyps, c.refs, c.options.ter);
      const got = {
        score: pyFloatRepr(t.score),
        line: t.format(),
        edits: t.numEdits,
        reflen: pyFloatRepr(t.refLength),
        sent: c.hyps.map((h, i) => pyFloatRepr(sentenceTer(h, refsOf(c, i), c.options.ter).score)),
      };
      for (const key of Object.keys(got) as Array<keyof typeof got>) {
        if (JSON.stringify(got[key]) !== JSON.stringify(e[key])) diffs.push(`case ${k} ${key}: ${JSON.stringify(got[key])} != ${JSON.stringify(e[key])}`);
      }
    });
    expect(diffs).toEqual([]);
  });
});
