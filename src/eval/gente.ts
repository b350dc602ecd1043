/**
 * GeNTE (Piergentili et al., EMNLP 2023; en→it gender-neutral translation) scored the two ways the
 * paper describes, with the data read from the GeNTE TSV (columns SET, REF-G and one or more
 * neutral references REF-N…).
 *
 * Reference-based, contrastive (paper §5.2, Tables 4 and 5; the official repository has no code
 * for it, so these choices are ours and are printed with the result):
 * - Sentence level: each output is scored against REF-G and against the neutral reference(s) with
 *   sacrebleu-compatible sentence BLEU (effective order, as `sacrebleu -sl`), chrF2 and TER. A
 *   higher BLEU/chrF (lower TER) against the neutral references classifies the output as neutral,
 *   the opposite as gendered; equal scores are a tie and count as wrong. Several neutral references
 *   are one multi-reference set, as sacrebleu scores them.
 * - Accuracy per set: Set-G outputs should be classified gendered, Set-N outputs neutral. "All" is
 *   the mean of the two set accuracies, as in the paper's Table 5 (the micro accuracy is given too).
 * - Corpus level per set: each metric against REF-G and against the neutral references, and the
 *   gain Δ% = 100·(correct − wrong)/correct (sign changed for TER), as in Table 4.
 *
 * Reference-free (paper §5.3): labels from a classifier — the official UmBERTo classifier's TSV
 * (PREDICTION column, 0 = neutral, 1 = gendered), the LLM-as-a-judge JSONL ("label"), or one label
 * per line — compared with the gold label of each row (Set-N → 0, Set-G → 1). Printed like the
 * official `generate.py --metrics accuracy class_f1`.
 */
import { chrf, bleu, ter, sentenceBleu, sentenceChrf, sentenceTer } from './metrics/index.js';
import { pyCsvDictRead, pyFixed, pyStrip } from './python.js';
import { EvalInputError } from './read-input.js';

export type GenteSet = 'Set-G' | 'Set-N';
export type GenteMetric = 'bleu' | 'chrf' | 'ter';
export const GENTE_METRICS: readonly GenteMetric[] = ['bleu', 'chrf', 'ter'];

export interface GenteRow {
  set: GenteSet;
  source?: string;
  refG: string;
  /** One or more neutral references (REF-N, or REF-N1…REF-N3 in the common set). */
  refN: string[];
  /** The neutral reference of each neutral column, null where the field is blank (Python's None). */
  refNColumns: Array<string | null>;
}

export interface GenteData {
  rows: GenteRow[];
  /** Names of the columns used as neutral references. */
  neutralColumns: string[];
}

/** Reads a GeNTE TSV (Python csv dialect, as the FBK tools read it). */
export function readGente(text: string, file = 'GeNTE file', neutralColumns?: string[]): GenteData {
  const { header, records, widths } = pyCsvDictRead(text, '\t');
  const find = (name: string) => header.find((h) => h.trim().toUpperCase() === name);
  const setCol = find('SET');
  const refGCol = find('REF-G');
  const nCols = neutralColumns ?? header.filter((h) => /^REF-N/i.test(h.trim()));
  const missing = [
    setCol ? null : 'SET',
    refGCol ? null : 'REF-G',
    nCols.length > 0 ? null : 'REF-N',
    ...nCols.filter((c) => !header.includes(c)),
  ].filter((c): c is string => c !== null);
  if (missing.length > 0) {
    throw new EvalInputError(
      `${file}: missing column ${missing.join(', ')} (columns found: ${header.join(', ') || 'none'})`,
    );
  }
  const srcCol = find('SRC');
  const rows = records.map((record, i): GenteRow => {
    const line = i + 2;
    if ((widths[i] ?? 0) < header.length) {
      throw new EvalInputError(`${file}: row ${line} has ${widths[i]} fields, the header has ${header.length}`);
    }
    const set = parseSet(record[setCol!] ?? '');
    if (!set) throw new EvalInputError(`${file}: row ${line}: SET must be Set-G or Set-N, got "${record[setCol!]}"`);
    const refNColumns = nCols.map((c) => (pyStrip(record[c] ?? '') === '' ? null : record[c]!));
    const refN = refNColumns.filter((r): r is string => r !== null);
    if (refN.length === 0) throw new EvalInputError(`${file}: row ${line} has no neutral reference`);
    return { set, refG: record[refGCol!] ?? '', refN, refNColumns, ...(srcCol ? { source: record[srcCol] ?? '' } : {}) };
  });
  if (rows.length === 0) throw new EvalInputError(`${file}: no rows`);
  return { rows, neutralColumns: nCols };
}

function parseSet(value: string): GenteSet | null {
  const v = pyStrip(value).toUpperCase().replace(/^SET[-_ ]?/, '');
  if (v === 'G') return 'Set-G';
  if (v === 'N') return 'Set-N';
  return null;
}

export type Decision = 'gendered' | 'neutral' | 'tie';

export interface ContrastiveSentence {
  set: GenteSet;
  /** Per metric: score against REF-G, against the neutral references, and the decision. */
  scores: Record<GenteMetric, { gendered: number; neutral: number; decision: Decision }>;
}

export interface SetAccuracy {
  'Set-G': number | null;
  'Set-N': number | null;
  /** Mean of the two set accuracies (paper's "All"); the one present when a set is empty. */
  all: number | null;
  /** Correct decisions over all outputs. */
  micro: number;
  ties: number;
}

export interface CorpusContrast {
  gendered: number;
  neutral: number;
  /** 100·(correct − wrong)/correct; for TER (lower is better) the sign is changed. */
  gainPercent: number | null;
}

export interface ContrastiveResult {
  protocol: string;
  counts: { 'Set-G': number; 'Set-N': number };
  neutralColumns: string[];
  metrics: GenteMetric[];
  accuracy: Record<GenteMetric, SetAccuracy>;
  corpus: Record<GenteSet, Record<GenteMetric, CorpusContrast>>;
  sentences: ContrastiveSentence[];
}

const HIGHER_IS_BETTER: Record<GenteMetric, boolean> = { bleu: true, chrf: true, ter: false };

function sentenceScore(metric: GenteMetric, hyp: string, refs: string[]): number {
  if (metric === 'bleu') return sentenceBleu(hyp, refs, { effectiveOrder: true }).score;
  if (metric === 'chrf') return sentenceChrf(hyp, refs).score;
  return sentenceTer(hyp, refs).score;
}

function corpusScore(metric: GenteMetric, hyps: string[], refStreams: ReadonlyArray<ReadonlyArray<string | null>>): number {
  if (metric === 'bleu') return bleu(hyps, refStreams).score;
  if (metric === 'chrf') return chrf(hyps, refStreams).score;
  return ter(hyps, refStreams).score;
}

function decide(metric: GenteMetric, gendered: number, neutral: number): Decision {
  if (gendered === neutral) return 'tie';
  const neutralBetter = HIGHER_IS_BETTER[metric] ? neutral > gendered : neutral < gendered;
  return neutralBetter ? 'neutral' : 'gendered';
}

const EXPECTED: Record<GenteSet, Decision> = { 'Set-G': 'gendered', 'Set-N': 'neutral' };

/**
 * Neutral references as sacrebleu reference streams, one per neutral column. A blank field (a
 * translator left a reference out) is Python's None, as sacrebleu takes it: that segment has one
 * reference fewer, which matters for TER (the average reference length is over the references
 * present) and BLEU (the closest reference length), and the signature shows nrefs:var.
 */
function neutralStreams(rows: GenteRow[]): Array<Array<string | null>> {
  return (rows[0]?.refNColumns ?? []).map((_, j) => rows.map((r) => r.refNColumns[j] ?? null));
}

export function scoreGenteContrastive(
  data: GenteData,
  hypotheses: string[],
  metrics: readonly GenteMetric[] = GENTE_METRICS,
): ContrastiveResult {
  if (hypotheses.length !== data.rows.length) {
    throw new EvalInputError(`${hypotheses.length} hypotheses for ${data.rows.length} GeNTE rows`);
  }
  const sentences = data.rows.map((row, i): ContrastiveSentence => {
    const hyp = hypotheses[i]!;
    const scores = {} as ContrastiveSentence['scores'];
    for (const m of metrics) {
      const gendered = sentenceScore(m, hyp, [row.refG]);
      const neutral = sentenceScore(m, hyp, row.refN);
      scores[m] = { gendered, neutral, decision: decide(m, gendered, neutral) };
    }
    return { set: row.set, scores };
  });

  const accuracy = {} as Record<GenteMetric, SetAccuracy>;
  for (const m of metrics) {
    const correct = { 'Set-G': 0, 'Set-N': 0 };
    const total = { 'Set-G': 0, 'Set-N': 0 };
    let ties = 0;
    for (const s of sentences) {
      total[s.set]++;
      const d = s.scores[m].decision;
      if (d === 'tie') ties++;
      if (d === EXPECTED[s.set]) correct[s.set]++;
    }
    const g = total['Set-G'] > 0 ? correct['Set-G'] / total['Set-G'] : null;
    const n = total['Set-N'] > 0 ? correct['Set-N'] / total['Set-N'] : null;
    const all = g !== null && n !== null ? (g + n) / 2 : (g ?? n);
    accuracy[m] = {
      'Set-G': g,
      'Set-N': n,
      all,
      micro: (correct['Set-G'] + correct['Set-N']) / sentences.length,
      ties,
    };
  }

  const corpus = {} as ContrastiveResult['corpus'];
  for (const set of ['Set-G', 'Set-N'] as const) {
    const idx = data.rows.flatMap((r, i) => (r.set === set ? [i] : []));
    corpus[set] = {} as Record<GenteMetric, CorpusContrast>;
    if (idx.length === 0) continue;
    const rows = idx.map((i) => data.rows[i]!);
    const hyps = idx.map((i) => hypotheses[i]!);
    for (const m of metrics) {
      const gendered = corpusScore(m, hyps, [rows.map((r) => r.refG)]);
      const neutral = corpusScore(m, hyps, neutralStreams(rows));
      const [correct, wrong] = set === 'Set-G' ? [gendered, neutral] : [neutral, gendered];
      const diff = HIGHER_IS_BETTER[m] ? correct - wrong : wrong - correct;
      corpus[set][m] = { gendered, neutral, gainPercent: correct === 0 ? null : (100 * diff) / correct };
    }
  }

  return {
    protocol:
      'contrastive: sentence BLEU (effective order), chrF2, TER vs REF-G and vs REF-N (multi-reference); ' +
      'tie = wrong; All = mean of Set-G and Set-N accuracy',
    counts: {
      'Set-G': data.rows.filter((r) => r.set === 'Set-G').length,
      'Set-N': data.rows.filter((r) => r.set === 'Set-N').length,
    },
    neutralColumns: data.neutralColumns,
    metrics: [...metrics],
    accuracy,
    corpus,
    sentences,
  };
}

const METRIC_NAMES: Record<GenteMetric, string> = { bleu: 'BLEU', chrf: 'chrF2', ter: 'TER' };

function pct(x: number | null): string {
  return x === null ? '-' : pyFixed(100 * x, 2);
}

export function formatGenteContrastive(result: ContrastiveResult): string {
  const out: string[] = [];
  out.push(
    `GeNTE reference-based (contrastive) evaluation: ${result.counts['Set-G']} Set-G, ` +
      `${result.counts['Set-N']} Set-N; neutral references: ${result.neutralColumns.join(', ')}`,
  );
  out.push('Sentence-level accuracy (%)');
  out.push(['Metric', 'Set-G', 'Set-N', 'All', 'Ties'].join('\t'));
  for (const m of result.metrics) {
    const a = result.accuracy[m];
    out.push([METRIC_NAMES[m], pct(a['Set-G']), pct(a['Set-N']), pct(a.all), String(a.ties)].join('\t'));
  }
  out.push('Corpus-level scores (against REF-G / against REF-N, gain % for the correct reference)');
  out.push(['Set', 'Metric', 'REF-G', 'REF-N', 'Gain %'].join('\t'));
  for (const set of ['Set-G', 'Set-N'] as const) {
    for (const m of result.metrics) {
      const c = result.corpus[set][m];
      if (!c) continue;
      out.push(
        [set, METRIC_NAMES[m], pyFixed(c.gendered, 2), pyFixed(c.neutral, 2), c.gainPercent === null ? '-' : pyFixed(c.gainPercent, 2)].join('\t'),
      );
    }
  }
  out.push(`protocol: ${result.protocol}`);
  return out.join('\n') + '\n';
}

// ---------------------------------------------------------------------------------------------
// Reference-free protocol: labels from a classifier.

/** 0 = neutral, 1 = gendered (the official classifier's classes). */
export type GenteLabel = 0 | 1;

export interface Predictions {
  labels: GenteLabel[];
  /** Gold labels carried by the predictions file itself (the official TSV's LABEL column). */
  gold?: GenteLabel[];
  format: 'classifier-tsv' | 'jsonl' | 'lines';
}

function parseLabel(value: unknown, where: string): GenteLabel {
  const v = String(value).trim().toUpperCase();
  if (v === '0' || v === 'NEUTRAL' || v === 'N') return 0;
  if (['1', 'GENDERED', 'CORRECTLY GENDERED', 'WRONGLY GENDERED', 'G'].includes(v)) return 1;
  throw new EvalInputError(`${where}: unknown label "${String(value)}" (expected 0/1, NEUTRAL or GENDERED)`);
}

/**
 * Reads classifier output: the official TSV (header with PREDICTION, optional LABEL), the
 * LLM-as-a-judge JSONL (objects with "label"; "id" 1..N in order when present), or one label per
 * line. Rows are matched to the data by order, never by text (the official TSV's SENTENCE column
 * holds decoded subwords, not the input).
 */
export function readPredictions(text: string, file = 'predictions'): Predictions {
  const body = text.replace(/^\ufeff/, '');
  const first = body.split(/\r\n|\r|\n/, 1)[0] ?? '';
  if (first.split('\t').some((h) => h.trim().toUpperCase() === 'PREDICTION')) {
    const { header, records } = pyCsvDictRead(body, '\t');
    const predCol = header.find((h) => h.trim().toUpperCase() === 'PREDICTION')!;
    const labelCol = header.find((h) => h.trim().toUpperCase() === 'LABEL');
    const labels = records.map((r, i) => parseLabel(r[predCol] ?? '', `${file}: row ${i + 2}`));
    const gold = labelCol
      ? records.map((r, i) => parseLabel(r[labelCol] ?? '', `${file}: row ${i + 2}`))
      : undefined;
    return { labels, ...(gold ? { gold } : {}), format: 'classifier-tsv' };
  }
  const lines = body.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '');
  if (lines.length > 0 && lines[0]!.trimStart().startsWith('{')) {
    const labels = lines.map((line, i) => {
      let obj: unknown;
      try {
        obj = JSON.parse(line);
      } catch {
        throw new EvalInputError(`${file}: line ${i + 1} is not valid JSON`);
      }
      const rec = obj as { label?: unknown; id?: unknown };
      if (typeof obj !== 'object' || obj === null || rec.label === undefined) {
        throw new EvalInputError(`${file}: line ${i + 1} has no "label"`);
      }
      if (rec.id !== undefined && String(rec.id) !== String(i + 1)) {
        throw new EvalInputError(`${file}: line ${i + 1} has id ${JSON.stringify(rec.id)}; ids must run 1..N in order`);
      }
      return parseLabel(rec.label, `${file}: line ${i + 1}`);
    });
    return { labels, format: 'jsonl' };
  }
  return { labels: lines.map((l, i) => parseLabel(l, `${file}: line ${i + 1}`)), format: 'lines' };
}

export interface ClassCounts {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface ClassifierResult {
  n: number;
  accuracy: number;
  /** Classes seen as a prediction or a gold label, in sorted order. */
  classes: Partial<Record<GenteLabel, ClassCounts>>;
  /** Share of Set-G outputs labelled gendered and of Set-N outputs labelled neutral. */
  setAccuracy: { 'Set-G': number | null; 'Set-N': number | null; all: number | null };
}

export function scoreGenteClassifier(gold: GenteLabel[], predicted: GenteLabel[]): ClassifierResult {
  if (gold.length !== predicted.length) {
    throw new EvalInputError(`${predicted.length} predictions for ${gold.length} rows`);
  }
  if (gold.length === 0) throw new EvalInputError('no rows to score');
  let correct = 0;
  for (let i = 0; i < gold.length; i++) if (gold[i] === predicted[i]) correct++;
  const classes: ClassifierResult['classes'] = {};
  for (const c of [0, 1] as const) {
    const tp = gold.filter((g, i) => g === c && predicted[i] === c).length;
    const fp = gold.filter((g, i) => g !== c && predicted[i] === c).length;
    const fn = gold.filter((g, i) => g === c && predicted[i] !== c).length;
    if (tp + fp + fn === 0) continue;
    const precision = tp + fp > 0 ? tp / (tp + fp) : 0;
    const recall = tp + fn > 0 ? tp / (tp + fn) : 0;
    const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
    classes[c] = { precision, recall, f1, support: tp + fn };
  }
  const g = classes[1] && classes[1].support > 0 ? classes[1].recall : null;
  const n = classes[0] && classes[0].support > 0 ? classes[0].recall : null;
  return {
    n: gold.length,
    accuracy: correct / gold.length,
    classes,
    setAccuracy: { 'Set-G': g, 'Set-N': n, all: g !== null && n !== null ? (g + n) / 2 : (g ?? n) },
  };
}

/** The official `generate.py` lines, then the GeNTE view of the same numbers. */
export function formatGenteClassifier(result: ClassifierResult): string {
  const out = [`Accuracy : ${pyFixed(100 * result.accuracy, 2)}`];
  for (const c of [0, 1] as const) {
    const k = result.classes[c];
    if (!k) continue;
    out.push(
      `Class ${c}: f1-score: ${pyFixed(100 * k.f1, 2)} ; precision: ${pyFixed(100 * k.precision, 2)} ; recall: ${pyFixed(100 * k.recall, 2)}`,
    );
  }
  const a = result.setAccuracy;
  out.push(`GeNTE accuracy (%): Set-G ${pct(a['Set-G'])}, Set-N ${pct(a['Set-N'])}, All ${pct(a.all)}`);
  return out.join('\n') + '\n';
}

/** Gold classifier labels of GeNTE rows: Set-N → 0 (neutral), Set-G → 1 (gendered). */
export function goldLabels(data: GenteData): GenteLabel[] {
  return data.rows.map((r) => (r.set === 'Set-N' ? 0 : 1));
}
