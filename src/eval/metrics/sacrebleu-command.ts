/**
 * What `sacrebleu REF… -i SYS… -m bleu chrf ter [options]` (sacrebleu 2.6.0, sacrebleu.py `main`
 * and utils.py `print_single_results`/`print_results_table`) prints on stdout, for the options that
 * need no test-set download: one system (scores, optionally with bootstrap confidence intervals),
 * several systems (a table, optionally with paired bootstrap resampling or approximate
 * randomization against the first), or one score per sentence. Input is read by the caller.
 */
import { pyFixed, pyFloatRepr, pyRstrip, universalNewlines } from '../python.js';
import { type BleuOptions, bleuFromStatistics, bleuStatistics, sentenceBleu, type SmoothMethod } from './bleu.js';
import { type ChrfOptions, chrfFromStatistics, chrfStatistics, sentenceChrf } from './chrf.js';
import { type CorpusStatistics, sumRows } from './corpus.js';
import { type MetricScore, pyJsonObject } from './score.js';
import {
  bootstrapResample,
  numpyConfidence,
  pairedApproximateRandomization,
  pairedBootstrap,
  type PairedResult,
  type Resamplable,
  sacrebleuSeed,
  scoreConfidence,
} from './significance.js';
import type { Signature } from './signature.js';
import { tabulate } from './tabulate.js';
import { type TerOptions, sentenceTer, terFromStatistics, terStatistics } from './ter.js';

export type MetricName = 'bleu' | 'chrf' | 'ter';
export type OutputFormat = 'json' | 'text' | 'latex';

export interface SacrebleuArgs {
  /** Reference file names (read through `readFile`). */
  refs: string[];
  /** System output files; null reads tab-separated systems from stdin. */
  input: string[] | null;
  numRefs: number;
  metrics: MetricName[];
  sentenceLevel: boolean;
  bleu: { smoothMethod: SmoothMethod; smoothValue?: number; tokenize: string; lowercase: boolean };
  chrf: Required<Omit<ChrfOptions, 'whitespace' | 'lowercase' | 'epsSmoothing'>> & { whitespace: boolean; lowercase: boolean; epsSmoothing: boolean };
  ter: Required<TerOptions>;
  confidence: boolean;
  confidenceN: number;
  pairedAr: boolean;
  pairedBs: boolean;
  pairedArN: number;
  pairedBsN: number;
  short: boolean;
  scoreOnly: boolean;
  width: number;
  format: OutputFormat;
}

export interface SacrebleuIo {
  /** A file's text (UTF-8; .gz already decompressed). */
  readFile(name: string): string;
  /** Standard input as text. */
  readStdin(): string;
  env: NodeJS.ProcessEnv;
  /** Whether to colour the output (sacrebleu: a terminal, no NO_COLOR, no --no-color). */
  colors: boolean;
}

/** An error where sacrebleu stops with an error message (the command line prints it as one line, exit 2). */
export class SacrebleuError extends Error {
  override name = 'SacrebleuError';
}

const COLORS: Record<string, string> = { yellow: '\x1b[33m', cyan: '\x1b[36m', green: '\x1b[32m', red: '\x1b[31m' };

/** A metric set up as the command line sets it up (`METRICS[name](**metric_args)`). */
interface CliMetric {
  statistics(hyps: readonly string[]): CorpusStatistics;
  fromStatistics(sum: readonly number[], nrefs: number | 'var', float32: boolean): MetricScore;
  sentence(hyp: string, refs: readonly string[]): MetricScore;
  /** Whether bootstrap scores are numpy float32 (chrF and TER) rather than Python floats (BLEU). */
  float32Scores: boolean;
}

function makeMetric(name: MetricName, args: SacrebleuArgs, refs: string[][]): CliMetric {
  if (name === 'bleu') {
    const o: BleuOptions = {
      smoothMethod: args.bleu.smoothMethod,
      smoothValue: args.bleu.smoothValue,
      tokenize: args.bleu.tokenize as BleuOptions['tokenize'],
      lowercase: args.bleu.lowercase,
      effectiveOrder: args.sentenceLevel,
    };
    return {
      statistics: (hyps) => bleuStatistics(hyps, refs, o),
      fromStatistics: (sum, nrefs, f32) => bleuFromStatistics(sum, nrefs, o, f32),
      sentence: (h, r) => sentenceBleu(h, r, o),
      float32Scores: false,
    };
  }
  if (name === 'chrf') {
    const o: ChrfOptions = args.chrf;
    return {
      statistics: (hyps) => chrfStatistics(hyps, refs, o),
      fromStatistics: (sum, nrefs, f32) => chrfFromStatistics(sum, nrefs, o, f32),
      sentence: (h, r) => sentenceChrf(h, r, o),
      float32Scores: true,
    };
  }
  const o: TerOptions = args.ter;
  return {
    statistics: (hyps) => terStatistics(hyps, refs, o),
    fromStatistics: (sum, nrefs, f32) => terFromStatistics(sum, nrefs, o, f32),
    sentence: (h, r) => sentenceTer(h, r, o),
    float32Scores: true,
  };
}

/** The lines of a file as sacrebleu reads them (`open(..., newline="\n")`, then `line.rstrip()`). */
function fileLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map(pyRstrip);
}

/** `f'{x:.{w}f}'` */
const fixed = (x: number, w: number) => pyFixed(x, w);

/** Python's `f'{s:>{w}}'` (code points). */
function padLeft(s: string, w: number): string {
  return ' '.repeat(Math.max(0, w - Array.from(s).length)) + s;
}

/** `json.dumps(value, indent=4)` (ensure_ascii) for the multi-system results. */
function pyJsonDumps(value: unknown, indent: number, level = 0): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NaN';
    if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
    return pyFloatRepr(value);
  }
  if (typeof value === 'string') {
    return JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  }
  const inner = ' '.repeat(indent * (level + 1));
  const outer = ' '.repeat(indent * level);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + pyJsonDumps(v, indent, level + 1)).join(',\n')}\n${outer}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${pyJsonDumps(k, indent)}: ${pyJsonDumps(v, indent, level + 1)}`).join(',\n')}\n${outer}}`;
}

/** `Score.format(width, score_only, signature, is_json)`, with the bootstrap mean and CI when known. */
function formatScore(
  score: MetricScore,
  signature: string,
  o: { width: number; scoreOnly: boolean; json: boolean; confidence?: { mean: number; ci: number } },
): string {
  const entries: Array<[string, string | number]> = [
    ['name', score.name],
    ['score', Number(fixed(score.score, o.width))],
    ['signature', signature],
  ];
  let sc = fixed(score.score, o.width);
  if (o.confidence && o.confidence.mean > 0) {
    const mean = fixed(o.confidence.mean, o.width);
    const ci = fixed(o.confidence.ci, o.width);
    const text = `μ = ${mean} ± ${ci}`;
    sc += ` (${text})`;
    entries.push(['confidence_mean', Number(mean)], ['confidence_var', Number(ci)], ['confidence', text]);
  }
  let full = `${signature ? `${score.name}|${signature}` : score.name} = ${sc}`;
  if (score.verboseScore) {
    full += ` ${score.verboseScore}`;
    entries.push(['verbose_score', score.verboseScore]);
  }
  if (o.scoreOnly) return sc;
  if (!o.json) return full;
  for (const param of signature.split('|')) {
    const [key, value] = param.split(':') as [string, string];
    const existing = entries.find((e) => e[0] === key);
    if (existing) existing[1] = value;
    else entries.push([key, value]);
  }
  return pyJsonObject(entries);
}

/** Runs the command; returns what it prints on stdout. Throws SacrebleuError for sacrebleu's errors. */
export function runSacrebleu(args: SacrebleuArgs, io: SacrebleuIo): string {
  const color = (msg: string, c: string) => (io.colors ? `${COLORS[c]}${msg}\x1b[0m` : msg);
  const paired = args.pairedBs || args.pairedAr;
  if (args.sentenceLevel && args.metrics.length > 1) throw new SacrebleuError('mit -sl (Satzebene) ist nur eine Metrik möglich');
  if (args.numRefs !== 1 && args.refs.length > 1) {
    throw new SacrebleuError('-nr liest tab-getrennte Referenzen aus einer einzigen Datei; dann sind nicht mehrere Referenzdateien möglich');
  }
  if (args.refs.length === 0) throw new SacrebleuError('keine Referenzdatei: Referenzen vor -i angeben (Testsets mit -t werden nicht unterstützt)');

  // references: stream k holds the k-th reference of each segment
  const refs: string[][] = Array.from({ length: Math.max(args.refs.length, args.numRefs) }, () => []);
  args.refs.forEach((file, refno) => {
    fileLines(io.readFile(file)).forEach((line, i) => {
      if (args.numRefs === 1) {
        refs[refno]!.push(line);
        return;
      }
      const parts = line.split('\t');
      const fields = [...parts.slice(0, args.numRefs - 1), ...(parts.length >= args.numRefs ? [parts.slice(args.numRefs - 1).join('\t')] : [])];
      if (fields.length !== args.numRefs) throw new SacrebleuError(`${file}, Zeile ${i + 1}: ${args.numRefs} tab-getrennte Referenzen erwartet, ${fields.length} gefunden`);
      fields.forEach((f, k) => refs[k]!.push(f));
    });
  });

  // systems
  let systems: string[][] = [];
  let names: string[] = [];
  if (args.input === null) {
    const lines = universalNewlines(io.readStdin()).split('\n');
    if (lines[lines.length - 1] === '' && lines.length > 1) lines.pop();
    const first = pyRstrip(lines[0] ?? '').split('\t');
    systems = first.map((s) => [s]);
    for (const line of lines.slice(1)) {
      const fields = pyRstrip(line).split('\t');
      if (fields.length !== systems.length) throw new SacrebleuError('die Zeilen der Standardeingabe haben verschieden viele tab-getrennte Systeme');
      fields.forEach((f, k) => systems[k]!.push(pyRstrip(f)));
    }
    names = systems.map((_, i) => `System ${i + 1}`);
  } else {
    for (const file of args.input) {
      if (names.includes(file)) {
        if (paired && file === names[0]) continue; // the baseline given again
        throw new SacrebleuError(`${file} ist mehrfach als System angegeben`);
      }
      systems.push(fileLines(io.readFile(file)));
      names.push(file);
    }
  }
  const numSys = names.length;
  if (paired) names = args.input === null ? ['Baseline', ...names.slice(1).map((_, i) => `System ${i + 1}`)] : [`Baseline: ${names[0]}`, ...names.slice(1)];
  if (args.sentenceLevel) {
    if (numSys > 1) throw new SacrebleuError('mit -sl (Satzebene) ist nur ein System möglich');
    if (args.confidence || paired) throw new SacrebleuError('mit -sl (Satzebene) gibt es keine statistischen Tests');
  }
  if (paired && numSys === 1) throw new SacrebleuError('gepaarte Tests brauchen mehrere Systeme bei -i');
  if (numSys > 1 && args.confidence) throw new SacrebleuError('für mehrere Systeme gepaarte Tests verwenden (--paired-bs oder --paired-ar) statt --confidence');
  for (const system of systems) {
    if (system.length === 0) throw new SacrebleuError('ein System hat keine Zeilen');
    if (refs.some((r) => r.length !== system.length)) throw new SacrebleuError('System und Referenzen haben verschieden viele Zeilen');
  }

  // metrics in the order given (a dict: a repeated name keeps its first place)
  const order = [...new Set(args.metrics)];
  const metrics = new Map(order.map((m) => [m, makeMetric(m, args, refs)] as const));
  const sorted = [...order].sort(); // sorted(metrics): BLEU < CHRF < TER
  const out: string[] = [];
  const print = (s = '') => out.push(`${s}\n`);

  if (args.sentenceLevel) {
    const metric = metrics.get(order[0]!)!;
    systems[0]!.forEach((hyp, i) => {
      const score = metric.sentence(hyp, refs.map((r) => r[i]!));
      print(formatScore(score, score.signatureInfo.format(args.short), { width: args.width, scoreOnly: args.scoreOnly, json: false }));
    });
    return out.join('');
  }

  const seed = sacrebleuSeed(io.env);
  if (numSys === 1) {
    const results = sorted.map((name) => {
      const metric = metrics.get(name)!;
      const stats = metric.statistics(systems[0]!);
      const score = metric.fromStatistics(sumRows(stats.rows), stats.nrefs, false);
      let sig: Signature = score.signatureInfo;
      let confidence: { mean: number; ci: number } | undefined;
      const nBootstrap = args.confidence ? args.confidenceN : 1;
      if (nBootstrap > 1) {
        const resamplable = resamplableOf(metric, stats);
        confidence = scoreConfidence(bootstrapResample(resamplable, nBootstrap, seed.seed), metric.float32Scores);
        sig = sig.withTest({ bs: nBootstrap, seed: seed.label });
      }
      const json = args.format === 'json';
      return formatScore(score, sig.format(json ? false : args.short), { width: args.width, scoreOnly: args.scoreOnly, json, confidence });
    });
    printSingleResults(results, args.format, print, color);
    return out.join('');
  }

  // several systems
  const columns = new Map<string, Array<string | PairedResult>>();
  const signatures = new Map<string, string>();
  if (!paired) {
    for (const system of systems) {
      for (const name of sorted) {
        const metric = metrics.get(name)!;
        const stats = metric.statistics(system);
        const score = metric.fromStatistics(sumRows(stats.rows), stats.nrefs, false);
        signatures.set(score.name, score.signatureInfo.format(args.short));
        if (!columns.has(score.name)) columns.set(score.name, []);
        columns.get(score.name)!.push(fixed(score.score, args.width));
      }
    }
  } else {
    const testType = args.pairedBs ? 'bs' : 'ar';
    const requested = args.pairedBs ? args.pairedBsN : args.pairedArN;
    const n = requested > 0 ? requested : testType === 'bs' ? 1000 : 10000;
    const systemSeed = seed.seed === 0n ? null : seed.seed; // `self._seed if self._seed else None`
    for (const name of order) {
      const metric = metrics.get(name)!;
      const blStats = metric.statistics(systems[0]!);
      const blScore = metric.fromStatistics(sumRows(blStats.rows), blStats.nrefs, false);
      const baseline = resamplableOf(metric, blStats);
      let blConfidence: { mean: number | null; ci: number | null } = { mean: null, ci: null };
      if (testType === 'bs') blConfidence = numpyConfidence(bootstrapResample(baseline, n, seed.seed), metric.float32Scores);
      const results: Array<string | PairedResult> = [{ score: blScore.score, pValue: null, ...blConfidence }];
      signatures.set(blScore.name, blScore.signatureInfo.withTest({ [testType]: n, seed: seed.seed === null ? 'none' : String(seed.seed) }).format(args.short));
      for (const system of systems.slice(1)) {
        const stats = metric.statistics(system);
        const score = metric.fromStatistics(sumRows(stats.rows), stats.nrefs, false);
        const test = testType === 'bs' ? pairedBootstrap : pairedApproximateRandomization;
        results.push(test(baseline, resamplableOf(metric, stats), { baseline: blScore.score, system: score.score }, n, systemSeed));
      }
      columns.set(blScore.name, results);
    }
  }
  printResultsTable(names, columns, signatures, args, print, color);
  return out.join('');
}

function resamplableOf(metric: CliMetric, stats: CorpusStatistics): Resamplable {
  return {
    rows: stats.rows,
    score: (sum, f32) => metric.fromStatistics(sum, stats.nrefs, f32).score,
    float32Scores: metric.float32Scores,
  };
}

/** utils.py `print_single_results`. */
function printSingleResults(results: string[], format: OutputFormat, print: (s?: string) => void, color: (m: string, c: string) => string): void {
  if (format === 'json') {
    print(results.length > 1 ? `[\n${results.join(',\n')}\n]` : results[0]);
    return;
  }
  if (results[0]!.includes('μ')) results = results.map((r) => r.replace(/\(μ = [0-9.]+ ± [0-9.]+\)/, (m) => color(m, 'cyan')));
  if (results.length === 1) {
    print(results[0]);
    return;
  }
  const lens: number[] = [];
  for (const line of results) {
    const i = line.indexOf('=');
    if (i < 0) print(line);
    else lens.push(Array.from(line.slice(0, i)).length - 1);
  }
  if (lens.length > 0) {
    const w = Math.max(...lens);
    lens.forEach((len, k) => {
      const chars = Array.from(results[k]!);
      print(padLeft(chars.slice(0, len).join(''), w) + chars.slice(len).join(''));
    });
  }
}

/** utils.py `print_results_table` (with `_format_score_lines`). */
function printResultsTable(
  names: string[],
  columns: Map<string, Array<string | PairedResult>>,
  signatures: Map<string, string>,
  args: SacrebleuArgs,
  print: (s?: string) => void,
  color: (m: string, c: string) => string,
): void {
  if (args.format === 'json') {
    const rows = names.map((system, i) => {
      const row: Record<string, unknown> = { system };
      for (const [metric, values] of columns) {
        const v = values[i]!;
        row[metric] = typeof v === 'string' ? v : { score: v.score, p_value: v.pValue, mean: v.mean, ci: v.ci };
      }
      return row;
    });
    print(pyJsonDumps(rows, 4));
    return;
  }
  const multiline = args.format === 'text';
  const table: Array<[string, string[]]> = [['System', [...names]]];
  let isBootstrap = false;
  for (const [metric, values] of columns) {
    const strings = values.map((v) => {
      if (typeof v === 'string') return v;
      let s = fixed(v.score, args.width);
      if (v.mean !== null) {
        isBootstrap = true;
        s += ` (${fixed(v.mean, args.width)} ± ${fixed(v.ci!, args.width)})`;
      }
      if (v.pValue !== null) {
        const msg = `(p = ${fixed(v.pValue, 4)})`;
        s += (multiline ? '\n' : ' ') + (v.pValue > 0.05 ? color(msg, 'red') : `${msg}*`);
      }
      return s;
    });
    table.push([isBootstrap ? `${metric} (μ ± 95% CI)` : metric, strings]);
  }
  let hasBaseline = false;
  let baselineName = '';
  for (const column of table) {
    const val = column[1];
    if (val[0]!.startsWith('Baseline:') || hasBaseline) {
      if (val[0]!.startsWith('Baseline:')) baselineName = val[0]!;
      hasBaseline = true;
      val[0] = color(val[0]!, 'yellow');
    }
    column[0] = color(column[0], 'cyan');
  }
  print(tabulate(table, multiline ? 'fancy_grid' : 'latex_booktabs', args.width));
  print();
  if (args.pairedBs || args.pairedAr) {
    const testType = args.pairedBs ? 'bootstrap resampling' : 'approximate randomization';
    const n = args.pairedBs ? args.pairedBsN : args.pairedArN;
    const msg = `Paired ${testType} test with ${n} ${args.pairedBs ? 'resampling trials' : 'trials'}`;
    const bline = color('baseline', 'yellow');
    const blineName = color(baselineName, 'yellow');
    const nullHyp = color('Null hypothesis', 'green');
    const pvalColor = color('highlighted in red', 'red');
    print(`${'-'.repeat(msg.length)}\n${msg}\n${'-'.repeat(msg.length)}`);
    print(` - Each system is pairwise compared to ${blineName}.`);
    print(args.pairedBs ? '   Actual system score / bootstrap estimated true mean / 95% CI are provided for each metric.' : '   Actual system score is provided for each metric.');
    print();
    print(` - ${nullHyp}: the system and the ${bline} translations are essentially`);
    print(`   generated by the same underlying process. For a given system and the ${bline},`);
    print('   the p-value is roughly the probability of the absolute score difference (delta)');
    print(`   or higher occurring due to chance, under the assumption that the ${nullHyp.toLowerCase()} is correct.`);
    print();
    print(` - Assuming a significance threshold of 0.05, the ${nullHyp.toLowerCase()} can be rejected`);
    print('   for p-values < 0.05 (marked with "*"). This means that the delta is unlikely to be attributed');
    print(`   to chance, hence the system is significantly "different" than the ${bline}.`);
    print(`   Otherwise, the p-values are ${pvalColor}.`);
    print();
    print(` - NOTE: Significance does not tell whether a system is "better" than the ${bline} but rather`);
    print('   emphasizes the "difference" of the systems in terms of the replicability of the delta.');
    print();
  }
  print('-----------------');
  print('Metric signatures');
  print('-----------------');
  for (const [name, sig] of signatures) print(` - ${name.padEnd(10)} ${sig}`);
}
