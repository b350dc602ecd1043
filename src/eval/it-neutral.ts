/**
 * Bench for the Italian classifier and checker on it-neutral (GATE-IT rows with a hand-made gender-neutral
 * reference, GeNTE style: fields id, ref_f, ref_m, ref_n) and, optionally, the dev rows of GATE's
 * IT_2_variants.tsv (columns f, m, data_split; rows already in it-neutral and rows with f = m left out; test
 * rows are never read).
 *
 * Classifier: every ref_n is gold neutral, every ref_f gendered f, every ref_m (and GATE f/m) gendered m or
 * f. Accuracy of neutral vs gendered overall and per class, a confusion matrix (gold n/f/m × predicted
 * n/f/m/f+m), the share of correctly detected gendered sentences whose genders are exactly the gold one,
 * and sentences per second.
 * Checker (it-neutral rows with a ref_n): fix(ref_m) is labelled neutral by the classifier; it changed only
 * words that differ between ref_m and ref_n (word alignment by longest common subsequence; a word an edit
 * keeps, dipendenti → persone dipendenti, is not changed); sentence BLEU
 * (sacrebleu-compatible, effective order) of fix(ref_m) against ref_n next to ref_m against ref_n.
 */
import { readFileSync } from 'node:fs';
import { bestSuggestionEdits, check } from '../check.js';
import { classifyItalian } from '../it/classify.js';
import { applyEdits } from '../text/edits.js';
import { bleu, sentenceBleu } from './metrics/index.js';
import { pyCsvDictRead } from './python.js';
import { EvalInputError } from './read-input.js';

export interface ItNeutralRow {
  id: string;
  refF: string;
  refM: string;
  refN: string | null;
}

export type GoldClass = 'n' | 'f' | 'm';
export type PredictedClass = 'n' | 'f' | 'm' | 'fm';

export interface LabelledSentence {
  text: string;
  gold: GoldClass;
  source: 'it-neutral' | 'gate-dev';
  id: string;
}

function readFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new EvalInputError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
}

/** Reads it-neutral JSON Lines. */
export function readItNeutral(file: string): ItNeutralRow[] {
  const rows: ItNeutralRow[] = [];
  readFile(file)
    .split('\n')
    .forEach((line, i) => {
      if (line.trim() === '') return;
      let obj: Record<string, unknown>;
      try {
        obj = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new EvalInputError(`${file}: line ${i + 1} is not valid JSON`);
      }
      const { id, ref_f: refF, ref_m: refM, ref_n: refN } = obj;
      if (typeof id !== 'string' || typeof refF !== 'string' || typeof refM !== 'string' || (refN !== null && typeof refN !== 'string')) {
        throw new EvalInputError(`${file}: line ${i + 1} needs id, ref_f, ref_m (strings) and ref_n (string or null)`);
      }
      rows.push({ id, refF, refM, refN: refN as string | null });
    });
  if (rows.length === 0) throw new EvalInputError(`${file}: no rows`);
  return rows;
}

/** GATE-IT dev rows (IT_2_variants.tsv under `gateDir`/data/IT or `gateDir` itself) as gendered sentences. */
export function readGateItDev(gateDir: string, exclude: ReadonlySet<string>): LabelledSentence[] {
  const candidates = [`${gateDir}/data/IT/IT_2_variants.tsv`, `${gateDir}/IT_2_variants.tsv`];
  let text: string | undefined;
  let file = candidates[0]!;
  for (const c of candidates) {
    try {
      text = readFileSync(c, 'utf8');
      file = c;
      break;
    } catch {
      // try the next place
    }
  }
  if (text === undefined) throw new EvalInputError(`no IT_2_variants.tsv in ${gateDir} (nor in ${gateDir}/data/IT)`);
  const { header, records } = pyCsvDictRead(text, '\t');
  for (const column of ['f', 'm', 'data_split']) {
    if (!header.includes(column)) throw new EvalInputError(`${file}: missing column ${column}`);
  }
  const out: LabelledSentence[] = [];
  records.forEach((r, i) => {
    const id = `IT2-${i}`;
    if (r['data_split'] !== 'dev' || exclude.has(id) || r['f'] === r['m']) return;
    out.push({ text: r['f']!, gold: 'f', source: 'gate-dev', id });
    out.push({ text: r['m']!, gold: 'm', source: 'gate-dev', id });
  });
  return out;
}

export function labelledSentences(rows: readonly ItNeutralRow[]): LabelledSentence[] {
  return rows.flatMap((r): LabelledSentence[] => [
    { text: r.refF, gold: 'f', source: 'it-neutral', id: r.id },
    { text: r.refM, gold: 'm', source: 'it-neutral', id: r.id },
    ...(r.refN === null ? [] : [{ text: r.refN, gold: 'n' as const, source: 'it-neutral' as const, id: r.id }]),
  ]);
}

export interface ClassifierBench {
  n: number;
  accuracy: number;
  /** Accuracy on gold neutral and on gold gendered sentences. */
  perClass: { neutral: number; gendered: number };
  /** Of the gendered sentences labelled gendered, the share whose genders are exactly the gold gender. */
  rightGender: number;
  confusion: Record<GoldClass, Record<PredictedClass, number>>;
  /** Throughput once every word has been seen (second pass), and on the first pass (cold caches). */
  sentencesPerSecond: number;
  firstPassPerSecond: number;
  errors: { id: string; source: string; gold: GoldClass; predicted: PredictedClass; text: string }[];
}

export function benchClassifier(sentences: readonly LabelledSentence[]): ClassifierBench {
  const confusion: ClassifierBench['confusion'] = {
    n: { n: 0, f: 0, m: 0, fm: 0 },
    f: { n: 0, f: 0, m: 0, fm: 0 },
    m: { n: 0, f: 0, m: 0, fm: 0 },
  };
  const errors: ClassifierBench['errors'] = [];
  const classifyAll = () =>
    sentences.map((s) => {
      const c = classifyItalian(s.text);
      return c.label === 'neutral' ? 'n' : c.genders.length === 2 ? 'fm' : c.genders[0]!;
    });
  // the first pass fills the lexicon's caches (every word form analysed once); the second is timed too
  let started = performance.now();
  const predictions = classifyAll();
  const firstSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  classifyAll();
  const seconds = (performance.now() - started) / 1000;
  let correct = 0;
  const count: Record<'neutral' | 'gendered', [number, number]> = { neutral: [0, 0], gendered: [0, 0] };
  let detected = 0;
  let rightGender = 0;
  sentences.forEach((s, i) => {
    const p = predictions[i] as PredictedClass;
    confusion[s.gold][p]++;
    const klass = s.gold === 'n' ? 'neutral' : 'gendered';
    const ok = s.gold === 'n' ? p === 'n' : p !== 'n';
    count[klass][1]++;
    if (ok) {
      correct++;
      count[klass][0]++;
    } else errors.push({ id: s.id, source: s.source, gold: s.gold, predicted: p, text: s.text });
    if (s.gold !== 'n' && p !== 'n') {
      detected++;
      if (p === s.gold) rightGender++;
    }
  });
  const share = ([a, b]: [number, number]) => (b === 0 ? 0 : a / b);
  return {
    n: sentences.length,
    accuracy: correct / sentences.length,
    perClass: { neutral: share(count.neutral), gendered: share(count.gendered) },
    rightGender: detected === 0 ? 0 : rightGender / detected,
    confusion,
    sentencesPerSecond: sentences.length / seconds,
    firstPassPerSecond: sentences.length / firstSeconds,
    errors,
  };
}

const WORD = /[\p{L}\d]+(?:['’])?/gu;

/** Word spans of `text`. */
function words(text: string): { start: number; end: number; w: string }[] {
  return [...text.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length, w: m[0].toLowerCase() }));
}

/** Indexes of the words of `a` that a longest common subsequence with `b` keeps. */
function keptWords(a: string[], b: string[]): Set<number> {
  const dp = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      dp[i]![j] = a[i] === b[j] ? dp[i + 1]![j + 1]! + 1 : Math.max(dp[i + 1]![j]!, dp[i]![j + 1]!);
    }
  }
  const kept = new Set<number>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.add(i);
      i++;
      j++;
    } else if (dp[i + 1]![j]! >= dp[i]![j + 1]!) i++;
    else j++;
  }
  return kept;
}

/**
 * The words of `text` an edit really changes: those of its range that a longest common subsequence with its
 * replacement does not keep (dipendenti → persone dipendenti changes no word; il → la changes il).
 */
function changedWordSpans(text: string, e: { start: number; end: number; text: string }): { start: number; end: number }[] {
  const old = words(text.slice(e.start, e.end));
  const kept = keptWords(
    old.map((w) => w.w),
    words(e.text).map((w) => w.w),
  );
  return old.filter((_, k) => !kept.has(k)).map((w) => ({ start: e.start + w.start, end: e.start + w.end }));
}

export interface CheckerBench {
  rows: number;
  /** Rows where fix() changed something. */
  changed: number;
  /** Share of fix(ref_m) the classifier labels neutral. */
  neutral: number;
  /** Share of rows where fix() changed only words that differ between ref_m and ref_n. */
  noCollateral: number;
  /** Mean sentence BLEU against ref_n, and corpus BLEU. */
  bleu: { fixed: number; original: number; corpusFixed: number; corpusOriginal: number };
  collateral: { id: string; words: string[] }[];
}

/**
 * The "io" of a translated sentence is the source's speaker, whose gender the text does not know: the bench
 * treats first-person findings (it/gendered-self, info by default: a writer knows their own gender) as
 * warnings, as a user checking translations would configure it.
 */
const SELF_AS_WARNING = { 'it/gendered-self': 'warning' } as const;

export function benchChecker(rows: readonly ItNeutralRow[]): CheckerBench {
  const withNeutral = rows.filter((r): r is ItNeutralRow & { refN: string } => r.refN !== null);
  let changed = 0;
  let neutral = 0;
  let clean = 0;
  let sumFixed = 0;
  let sumOriginal = 0;
  const fixedAll: string[] = [];
  const collateral: CheckerBench['collateral'] = [];
  for (const r of withNeutral) {
    const { edits } = bestSuggestionEdits(r.refM, check(r.refM, { lang: 'it', rules: SELF_AS_WARNING }));
    const fixed = applyEdits(r.refM, edits);
    fixedAll.push(fixed);
    if (fixed !== r.refM) changed++;
    if (classifyItalian(fixed).label === 'neutral') neutral++;
    const mWords = words(r.refM);
    const kept = keptWords(
      mWords.map((w) => w.w),
      words(r.refN).map((w) => w.w),
    );
    const changedSpans = edits.flatMap((e) => changedWordSpans(r.refM, e));
    const touched = mWords.filter((w, k) => kept.has(k) && changedSpans.some((c) => c.start < w.end && w.start < c.end));
    if (touched.length === 0) clean++;
    else collateral.push({ id: r.id, words: touched.map((w) => r.refM.slice(w.start, w.end)) });
    sumFixed += sentenceBleu(fixed, [r.refN], { effectiveOrder: true }).score;
    sumOriginal += sentenceBleu(r.refM, [r.refN], { effectiveOrder: true }).score;
  }
  const n = withNeutral.length;
  const refs = [withNeutral.map((r) => r.refN)];
  return {
    rows: n,
    changed,
    neutral: neutral / n,
    noCollateral: clean / n,
    bleu: {
      fixed: sumFixed / n,
      original: sumOriginal / n,
      corpusFixed: bleu(fixedAll, refs).score,
      corpusOriginal: bleu(
        withNeutral.map((r) => r.refM),
        refs,
      ).score,
    },
    collateral,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

export function formatItNeutral(c: ClassifierBench, k: CheckerBench | undefined, sources: string): string {
  const out: string[] = [];
  out.push(`Italian gender classifier on ${c.n} sentences (${sources})`);
  out.push(`accuracy (neutral vs gendered)\t${pct(c.accuracy)}`);
  out.push(`neutral sentences right\t${pct(c.perClass.neutral)}`);
  out.push(`gendered sentences right\t${pct(c.perClass.gendered)}`);
  out.push(`right gender (of gendered found)\t${pct(c.rightGender)}`);
  out.push(`sentences per second\t${Math.round(c.sentencesPerSecond)} (first pass, cold caches: ${Math.round(c.firstPassPerSecond)})`);
  out.push('confusion (rows gold, columns predicted)');
  out.push(['gold', 'n', 'f', 'm', 'f+m'].join('\t'));
  for (const g of ['n', 'f', 'm'] as const) {
    const row = c.confusion[g];
    out.push([g, row.n, row.f, row.m, row.fm].join('\t'));
  }
  if (k) {
    out.push(`Italian checker: fix(ref_m) on ${k.rows} it-neutral rows with a neutral reference`);
    out.push(`changed by fix()\t${pct(k.changed / k.rows)}`);
    out.push(`labelled neutral after fix()\t${pct(k.neutral)}`);
    out.push(`no collateral edits\t${pct(k.noCollateral)}`);
    out.push(`sentence BLEU vs ref_n: fix(ref_m) ${k.bleu.fixed.toFixed(2)}, ref_m ${k.bleu.original.toFixed(2)}`);
    out.push(`corpus BLEU vs ref_n: fix(ref_m) ${k.bleu.corpusFixed.toFixed(2)}, ref_m ${k.bleu.corpusOriginal.toFixed(2)}`);
  }
  return out.join('\n') + '\n';
}
