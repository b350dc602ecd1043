/**
 * `genderfair eval <suite>`: the official metrics of the MT gender-fairness test suites.
 *
 *   genderfair eval mustshe --ref MuST-SHE.tsv --hyp HYP.txt [--format text|json] [--sentence-acc OUT.tsv] [--strict] [--derived]
 *   genderfair eval ines    --ref INES.tsv --hyp HYP.txt [--acc-scores] [--sentence-scores OUT.tsv]
 *                           [--format text|json] [--strict] [--verbose]
 *   genderfair eval gate    --ref GATE.tsv --hyp HYP.txt (--direction m2f|f2m | --gender feminine|masculine | --target COLUMN)
 *                           [--min-words N] [--max-words N] [--full-set-recall] [--partial] [--format text|tsv|json]
 *   genderfair eval gente   --ref GeNTE.tsv (--hyp HYP.txt [--metrics bleu,chrf,ter] [--neutral-refs COLS] | --predictions FILE) [--format text|json]
 *
 * The scorers live in src/eval/{mustshe,ines,gate,gente}.ts; this file only reads files, checks that they
 * fit together (src/eval/read-input.ts) and prints. Input errors are thrown as one-line Errors
 * (main.ts prints "genderfair: <message>" and exits 2); warnings go to stderr as
 * "genderfair: warning: ...". To add a suite, write a `(evalCommand, io) => void` registrar and
 * add it to SUITES.
 */
import { type Command, InvalidArgumentError, Option } from 'commander';
import {
  formatGate,
  gateJson,
  gateSplitlinesHint,
  gateTarget,
  readGate,
  readGateHypotheses,
  scoreGate,
  type GateDirection,
  type GateGender,
} from '../eval/gate.js';
import { gateSelectSplit, type GateSplit } from '../eval/gate-split.js';
import {
  formatGenteClassifier,
  formatGenteContrastive,
  GENTE_METRICS,
  goldLabels,
  readGente,
  readPredictions,
  scoreGenteClassifier,
  scoreGenteContrastive,
  type GenteLabel,
  type GenteMetric,
} from '../eval/gente.js';
import { classifyGender } from '../classify.js';
import { formatInes, formatInesSentenceTsv, inesJson, readInes, readInesHypotheses, scoreInes } from '../eval/ines.js';
import {
  formatMustShe,
  formatMustSheHeaderOnly,
  formatMustSheSentenceTsv,
  mustSheJson,
  readMustShe,
  readMustSheHypotheses,
  scoreMustShe,
} from '../eval/mustshe.js';
import {
  checkSameCount,
  countMismatchMessage,
  displayName,
  emptyLastLineHint,
  EvalInputError,
  readTextFile,
  writeTextFile,
} from '../eval/read-input.js';
import { pyFileLines, pyStrip } from '../eval/python.js';
import type { CliDeps } from './deps.js';

/** What a suite subcommand needs from the program. */
export interface EvalIo {
  stdout(text: string): void;
  /** One warning line on stderr ("genderfair: warning: ..."). */
  warn(message: string): void;
  /** One informational line on stderr ("genderfair: info: ..."). */
  info(message: string): void;
}

export type EvalSuiteRegistrar = (evalCommand: Command, io: EvalIo) => void;

const REF_HYP_HELP = `
Files are UTF-8 (a leading BOM is ignored; invalid UTF-8 is an error naming the byte offset); "-"
reads the hypotheses from standard input. The hypothesis file must have exactly one line per
reference row. Exit status: 0 scored, 2 usage or input error (one line on stderr).`;

function refHypOptions(cmd: Command, refWhat: string): Command {
  return cmd
    .requiredOption('--ref <file>', `reference: ${refWhat}`)
    .requiredOption('--hyp <file>', 'system output, one hypothesis per line ("-" = stdin)');
}

function formatOption(formats: readonly string[]): Option {
  return new Option('--format <format>', 'output format').choices(formats).default('text');
}

function nonNegativeInteger(value: string): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidArgumentError(`expected a non-negative integer, got "${value}"`);
  return Number(value.trim());
}

/** Reads the hypothesis file and checks that it has one line per reference row. */
function readMatchingHypotheses(
  opts: { ref: string; hyp: string },
  referenceCount: number,
  split: (text: string) => string[],
): string[] {
  const text = readTextFile(opts.hyp);
  const hyps = split(text);
  const hint = emptyLastLineHint(text, hyps.length, referenceCount);
  checkSameCount({
    referenceFile: opts.ref,
    referenceCount,
    hypothesisFile: opts.hyp,
    hypothesisCount: hyps.length,
    ...(hint ? { hint } : {}),
  });
  return hyps;
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

// ---------------------------------------------------------------------------------------------
// MuST-SHE

interface MustSheCliOptions {
  ref: string;
  hyp: string;
  format: 'text' | 'json';
  sentenceAcc?: string;
  strict?: boolean;
  derived?: boolean;
}

const MUSTSHE_HELP = `
Port of FBK's mustshe_gender_accuracy.py v1.1: per CATEGORY and Global, term coverage
(found/terms) and gender accuracy (correct/(correct+wrong)). The reference TSV needs columns
CATEGORY and GENDERTERMS ("correct wrong;correct wrong;..."); ID, when present, names rows in
messages. Hypotheses must be tokenised as for the official script (Moses-style).

The text output is the official stdout, character for character. --derived appends a separate
block with micro aggregates that the official script does not print: CAT1 (1F+1M), CAT2 (2F+2M),
F (1F+2F), M (1M+2M), summed counts divided once. --format json has all counts per category, the
derived groups and every sentence.

Where the official script crashes: nothing found anywhere -> Global gender accuracy is printed as
nan (null in JSON) with a warning; a GENDERTERMS pair that is not "correct wrong" with one space is
read as v1.0 did (first two parts of pair.split(" ")) with a warning, or is an error with --strict;
a pair without a space (e.g. a trailing ";") is always an error.
${REF_HYP_HELP}

Example:
  genderfair eval mustshe --ref MONOLINGUAL.it_v1.2.tsv --hyp out.tok.it --sentence-acc sent.tsv`;

export const registerMustShe: EvalSuiteRegistrar = (evalCommand, io) => {
  const cmd = evalCommand
    .command('mustshe')
    .description('MuST-SHE gender accuracy and term coverage (FBK mustshe_gender_accuracy.py v1.1)');
  refHypOptions(cmd, 'MuST-SHE TSV (columns CATEGORY, GENDERTERMS)')
    .addOption(formatOption(['text', 'json']))
    .option('--sentence-acc <file>', 'write per-sentence counts (TSV, as the official --sentence-acc)')
    .option('--strict', 'malformed GENDERTERMS pairs are errors (v1.1) instead of being read as v1.0 did')
    .option('--derived', 'text output: append the derived CAT1/CAT2/F/M block')
    .addHelpText('after', MUSTSHE_HELP)
    .action((opts: MustSheCliOptions) => {
      const ref = readMustShe(readTextFile(opts.ref), { file: opts.ref, strict: opts.strict === true });
      const hyps = readMatchingHypotheses(opts, ref.entries.length, readMustSheHypotheses);
      if (ref.entries.length === 0 && opts.format !== 'json') {
        // the official script prints its header and nothing else (no category, no Global)
        for (const w of ref.warnings) io.warn(w);
        if (opts.sentenceAcc !== undefined) writeTextFile(opts.sentenceAcc, 'num_terms\tnum_terms_found\tnum_correct\tnum_wrong\r\n');
        io.stdout(formatMustSheHeaderOnly());
        return;
      }
      const result = scoreMustShe(ref.entries, hyps);
      for (const w of [...ref.warnings, ...result.warnings]) io.warn(w);
      if (opts.sentenceAcc !== undefined) writeTextFile(opts.sentenceAcc, formatMustSheSentenceTsv(result));
      io.stdout(
        opts.format === 'json'
          ? json(mustSheJson(result, ref.warnings))
          : formatMustShe(result, { derived: opts.derived === true }),
      );
    });
};

// ---------------------------------------------------------------------------------------------
// INES

interface InesCliOptions {
  ref: string;
  hyp: string;
  format: 'text' | 'json';
  accScores?: boolean;
  sentenceScores?: string;
  strict?: boolean;
  verbose?: boolean;
}

const INES_HELP = `
Port of FBK's INES_eval.py v1.0: inclusivity index = 1 - (rows with the non-inclusive term)/N;
with --acc-scores also term coverage (rows with either term)/N and inclusivity accuracy
inclusive/(inclusive+non-inclusive). The reference TSV needs column EVAL-TERMS-en
("inclusive term;non-inclusive term"); ID is used in messages. Hypotheses must be tokenised
(Moses-style). The text output is the official stdout, character for character.

The official script logs "Both inclusive and not inclusive terms found at line ID: '...'" for
rows where both terms occur; genderfair prints these lines on stderr only with --verbose (they
are always in --format json). A value without ";" is an error; extra ";" items and empty terms
are warnings (scored as the official script does), errors with --strict.
${REF_HYP_HELP}

Example:
  genderfair eval ines --ref INES.tsv --hyp out.tok.en --acc-scores`;

export const registerInes: EvalSuiteRegistrar = (evalCommand, io) => {
  const cmd = evalCommand
    .command('ines')
    .description('INES inclusivity index, term coverage and accuracy (FBK INES_eval.py v1.0)');
  refHypOptions(cmd, 'INES TSV (column EVAL-TERMS-en)')
    .option('--acc-scores', 'also print term coverage and inclusivity accuracy')
    .option('--sentence-scores <file>', 'write per-sentence scores (TSV, as the official --sentence-scores)')
    .addOption(formatOption(['text', 'json']))
    .option('--strict', 'extra ";" items and empty terms are errors instead of warnings')
    .option('--verbose', 'print the official "Both inclusive and not inclusive terms found" lines on stderr')
    .addHelpText('after', INES_HELP)
    .action((opts: InesCliOptions) => {
      const ref = readInes(readTextFile(opts.ref), { file: opts.ref, strict: opts.strict === true });
      const hyps = readMatchingHypotheses(opts, ref.entries.length, readInesHypotheses);
      if (hyps.length > 0 && pyStrip(hyps[hyps.length - 1]!) === '') {
        throw new EvalInputError(
          `${displayName(opts.hyp)} ends in a blank line, on which the official INES_eval.py fails its line-count check; remove it or give that row an output`,
        );
      }
      const result = scoreInes(ref.entries, hyps);
      for (const w of ref.warnings) io.warn(w);
      if (opts.verbose) for (const line of result.bothFound) io.info(line);
      if (opts.sentenceScores !== undefined) writeTextFile(opts.sentenceScores, formatInesSentenceTsv(result));
      io.stdout(
        opts.format === 'json'
          ? json(inesJson(result, ref.warnings))
          : formatInes(result, { accScores: opts.accScores === true }),
      );
    });
};

// ---------------------------------------------------------------------------------------------
// GATE

interface GateCliOptions {
  ref: string;
  hyp: string;
  direction?: GateDirection;
  gender?: GateGender;
  target?: string;
  minWords?: number;
  maxWords?: number;
  fullSetRecall?: boolean;
  partial?: boolean;
  split: GateSplit | 'all';
  format: 'text' | 'tsv' | 'json';
}

const GATE_HELP = `
Port of Microsoft Translator's GateEval.py: a hypothesis matches when it equals the reference
variant exactly (after stripping whitespace at the ends); an empty line is a null output.
Precision = M/(M+MM), recall = M/(M+MM+empty), F0.5; Overall and per label (category_order,
then other labels alphabetically). --min-words/--max-words restrict to sources of that many words;
--full-set-recall counts every row in the recall denominators. The text output is the official one:
9 header lines (with our own "args:" line) and one line per label; --format tsv is the official
--format_tsv.

Which variant each hypothesis must equal:
  --direction m2f   masculine rewritten into feminine: column f (official --gender feminine)
  --direction f2m   feminine rewritten into masculine: column m (official --gender masculine)
  4- and 8-variant files (columns ff fm mf mm / fff ffm fmf mff fmm mfm mmf mmm, one letter per
  ambiguous entity, in the order of the kw_* columns): m2f means all feminine (ff / fff), f2m all
  masculine (mm / mmm); --target COLUMN selects any one variant, e.g. --target fm. Score one
  hypothesis file per target variant; a hypothesis must equal that variant exactly.
  For these files the header line "Gender: ..." reads "Target: COLUMN".

The hypothesis file must have one line per reference row (lines as Python splitlines(): also
U+2028, U+2029, U+0085, \\v, \\f, \\x1c-\\x1e). --partial accepts fewer lines and scores only those,
as GateEval.py does silently. Files are UTF-8 (a leading BOM is ignored); "-" reads the hypotheses
from standard input. Exit status: 0 scored, 2 usage or input error (one line on stderr).

Examples:
  genderfair eval gate --ref data/ES/ES_2_variants.tsv --hyp rewrites.es --direction m2f
  genderfair eval gate --ref data/IT/IT_4_variants.tsv --hyp fm.it --target fm --format json`;

/** `genderfair eval gate …` as typed, for the "args:" header line (GateEval.py prints its argv). */
function argsLine(cmd: Command): string {
  let root = cmd;
  while (root.parent) root = root.parent;
  const raw = (root as unknown as { rawArgs?: string[] }).rawArgs ?? [];
  const at = raw.indexOf('eval');
  return ['genderfair', ...(at >= 0 ? raw.slice(at) : ['eval', 'gate'])].join(' ');
}

export const registerGate: EvalSuiteRegistrar = (evalCommand, io) => {
  const cmd = evalCommand.command('gate').description('GATE gender rewriting: exact-match precision, recall, F0.5 (GateEval.py)');
  refHypOptions(cmd, 'GATE *_variants.tsv (2, 4 or 8 variants)')
    .addOption(
      new Option('--direction <dir>', 'rewrite direction: m2f compares with f (ff, fff), f2m with m (mm, mmm)').choices([
        'm2f',
        'f2m',
      ]),
    )
    .addOption(
      new Option('--gender <gender>', 'as GateEval.py --gender: feminine = m2f, masculine = f2m').choices([
        'feminine',
        'masculine',
      ]),
    )
    .option('--target <column>', 'variant column the hypotheses must equal (f, m, ff, fm, mf, mm, fff, …, mmm)')
    .option('--min-words <n>', 'only sources with at least n words', nonNegativeInteger)
    .option('--max-words <n>', 'only sources with at most n words', nonNegativeInteger)
    .option('--full-set-recall', 'recall denominators count every row, not only those in the length window')
    .option('--partial', 'accept fewer hypothesis lines than rows and score only those (as GateEval.py)')
    .addOption(
      new Option('--split <split>', "only the dev or test rows (data_split; FR files: even data-row index = dev)").choices(['dev', 'test', 'all']).default('all'),
    )
    .addOption(formatOption(['text', 'tsv', 'json']))
    .addHelpText('after', GATE_HELP)
    .action((opts: GateCliOptions, command: Command) => {
      const ref = gateSelectSplit(readGate(readTextFile(opts.ref), { file: opts.ref }), opts.split);
      const target = gateTarget(
        ref,
        {
          ...(opts.direction ? { direction: opts.direction } : {}),
          ...(opts.gender ? { gender: opts.gender } : {}),
          ...(opts.target !== undefined ? { target: opts.target } : {}),
        },
        opts.ref,
      );
      const text = readTextFile(opts.hyp);
      const hyps = readGateHypotheses(text);
      const counts = {
        referenceFile: opts.ref,
        referenceCount: ref.rows.length,
        referenceUnit: ref.skipped > 0 ? `usable rows (${ref.skipped} skipped for a wrong field count)` : 'rows',
        hypothesisFile: opts.hyp,
        hypothesisCount: hyps.length,
      };
      const hint = gateSplitlinesHint(text) ?? emptyLastLineHint(text, hyps.length, ref.rows.length);
      if (hyps.length > ref.rows.length || (hyps.length < ref.rows.length && !opts.partial)) {
        throw new EvalInputError(
          countMismatchMessage({ ...counts, ...(hint ? { hint } : {}) }) +
            (hyps.length < ref.rows.length ? '; --partial scores only the lines given' : ''),
        );
      }
      const result = scoreGate(ref, hyps, {
        target,
        minWords: opts.minWords ?? null,
        maxWords: opts.maxWords ?? null,
        fullSetRecall: opts.fullSetRecall === true,
        partial: opts.partial === true,
      });
      // The text formats print GateEval.py's own lines for skipped rows on stdout; JSON lists them in skippedLines.
      if (ref.skipped > 0 && opts.format === 'json') io.warn(`${ref.skipped} rows of '${opts.ref}' skipped: their field count differs from the header's`);
      const files = { referenceFile: opts.ref, predictedFile: opts.hyp };
      io.stdout(
        opts.format === 'json'
          ? json(gateJson(result, files))
          : formatGate(result, { tsv: opts.format === 'tsv', header: { args: argsLine(command), ...files } }),
      );
    });
};

// ---------------------------------------------------------------------------------------------
// GeNTE

interface GenteCliOptions {
  ref?: string;
  hyp?: string;
  predictions?: string;
  metrics?: GenteMetric[];
  neutralRefs?: string;
  protocol?: 'reference' | 'classifier';
  format: 'text' | 'json';
}

const GENTE_HELP = `
GeNTE (en->it gender-neutral translation) with the two protocols of Piergentili et al. 2023.

Reference-based (--hyp): each output is scored against REF-G and against the neutral reference(s)
with sacrebleu-compatible sentence BLEU (effective order), chrF2 and TER; a better score against
the neutral references classifies it as neutral, against REF-G as gendered, equal scores as a tie
(counted wrong). Accuracy on Set-G (should be gendered) and Set-N (should be neutral); All is their
mean, as in the paper's Table 5. Corpus scores per set against both references and the gain %
(paper's Table 4) follow. Columns: SET (Set-G/Set-N), REF-G, and every column whose name starts
with REF-N (the common set's three neutral references form one multi-reference set), or those
named by --neutral-refs.

Reference-free (--predictions): labels of a classifier, by row order: the official UmBERTo
classifier's output TSV (column PREDICTION; its LABEL column gives the gold labels when --ref is
not given), the LLM-as-a-judge JSONL ("label": NEUTRAL / GENDERED / CORRECTLY GENDERED /
WRONGLY GENDERED), or one label per line (0/neutral, 1/gendered). Gold labels come from the SET
column of --ref (Set-N = 0, Set-G = 1). The first lines are printed as the official generate.py
prints them (Accuracy, then per class F1, precision, recall, in %).

--protocol classifier with --hyp and no --predictions labels each output with genderfair's own
Italian classifier (genderfair classify --lang it) and scores those labels the same way;
--protocol reference runs only the reference-based protocol.
${REF_HYP_HELP}

Examples:
  genderfair eval gente --ref GeNTE.tsv --hyp out.it
  genderfair eval gente --ref GeNTE.tsv --predictions classifier-out.tsv
  genderfair eval gente --ref GeNTE.tsv --hyp out.it --protocol classifier`;

function parseMetrics(value: string): GenteMetric[] {
  const names = value.split(',').map((m) => m.trim().toLowerCase()).filter((m) => m !== '');
  const bad = names.filter((m) => !(GENTE_METRICS as readonly string[]).includes(m));
  if (bad.length > 0 || names.length === 0) {
    throw new InvalidArgumentError(`expected a comma-separated list of ${GENTE_METRICS.join(', ')}, got "${value}"`);
  }
  return [...new Set(names)] as GenteMetric[];
}

export const registerGente: EvalSuiteRegistrar = (evalCommand, io) => {
  evalCommand
    .command('gente')
    .description('GeNTE gender-neutral translation: contrastive BLEU/chrF/TER and classifier accuracy')
    .option('--ref <file>', 'GeNTE TSV (columns SET, REF-G, REF-N...)')
    .option('--hyp <file>', 'system output, one translation per line ("-" = stdin): reference-based protocol')
    .option('--predictions <file>', 'classifier labels (official TSV, judge JSONL or one per line): reference-free protocol')
    .option('--metrics <list>', 'metrics of the reference-based protocol (default: bleu,chrf,ter)', parseMetrics)
    .option('--neutral-refs <columns>', 'comma-separated neutral reference columns (default: every REF-N* column)')
    .addOption(
      new Option('--protocol <protocol>', 'only this protocol; classifier without --predictions uses genderfair\'s Italian classifier on --hyp').choices(['reference', 'classifier']),
    )
    .addOption(formatOption(['text', 'json']))
    .addHelpText('after', GENTE_HELP)
    .action((opts: GenteCliOptions) => {
      if (opts.hyp === undefined && opts.predictions === undefined) {
        throw new EvalInputError('eval gente needs --hyp (reference-based) or --predictions (reference-free), or both');
      }
      const metrics = opts.metrics ?? [...GENTE_METRICS];
      const neutralColumns = opts.neutralRefs?.split(',').map((c) => c.trim()).filter((c) => c !== '');
      const data =
        opts.ref !== undefined ? readGente(readTextFile(opts.ref), displayName(opts.ref), neutralColumns) : undefined;
      const out: string[] = [];
      const report: Record<string, unknown> = {};
      if (opts.protocol === 'classifier' && opts.predictions === undefined) {
        if (!data || opts.hyp === undefined) throw new EvalInputError('--protocol classifier needs --predictions, or --ref and --hyp to classify');
        const hyps = readMatchingHypotheses({ ref: opts.ref!, hyp: opts.hyp }, data.rows.length, pyFileLines);
        const labels = hyps.map((h): GenteLabel => (classifyGender(h, { lang: 'it' }).label === 'neutral' ? 0 : 1));
        const result = scoreGenteClassifier(goldLabels(data), labels);
        report.referenceFree = { format: 'genderfair-classifier', ...result };
        out.push(formatGenteClassifier(result));
        io.stdout(opts.format === 'json' ? json(report) : out.join('\n'));
        return;
      }
      if (opts.hyp !== undefined && opts.protocol !== 'classifier') {
        if (!data) throw new EvalInputError('the reference-based protocol (--hyp) needs --ref');
        const hyps = readMatchingHypotheses({ ref: opts.ref!, hyp: opts.hyp }, data.rows.length, pyFileLines);
        const result = scoreGenteContrastive(data, hyps, metrics);
        report.referenceBased = result;
        out.push(formatGenteContrastive(result));
      }
      if (opts.predictions !== undefined && opts.protocol !== 'reference') {
        const predictions = readPredictions(readTextFile(opts.predictions), displayName(opts.predictions));
        const gold = data ? goldLabels(data) : predictions.gold;
        if (!gold) {
          throw new EvalInputError(
            `${displayName(opts.predictions)} has no LABEL column: give the GeNTE file with --ref for the gold labels`,
          );
        }
        if (data && predictions.gold && predictions.gold.some((g, i) => g !== gold[i])) {
          io.warn(`the LABEL column of ${displayName(opts.predictions)} differs from the SET column of ${displayName(opts.ref!)}; using SET`);
        }
        checkSameCount({
          referenceFile: opts.ref ?? opts.predictions,
          referenceCount: gold.length,
          hypothesisFile: opts.predictions,
          hypothesisCount: predictions.labels.length,
          hypothesisUnit: 'predictions',
        });
        const result = scoreGenteClassifier(gold, predictions.labels);
        report.referenceFree = { format: predictions.format, ...result };
        out.push(formatGenteClassifier(result));
      }
      io.stdout(opts.format === 'json' ? json(report) : out.join('\n'));
    });
};

// ---------------------------------------------------------------------------------------------

/** The suites, in help order. */
export const SUITES: readonly EvalSuiteRegistrar[] = [registerMustShe, registerInes, registerGate, registerGente];

/** Adds `eval` and its suite subcommands to the program. */
export function registerEval(program: Command, deps: Pick<CliDeps, 'stdout' | 'stderr'>): Command {
  const evalCommand = program
    .command('eval')
    .description('scores MT output on gender-fairness test suites with their official metrics (MuST-SHE, INES, GATE, GeNTE)');
  const io: EvalIo = {
    stdout: (text) => void deps.stdout.write(text),
    warn: (message) => void deps.stderr.write(`genderfair: warning: ${message}\n`),
    info: (message) => void deps.stderr.write(`genderfair: info: ${message}\n`),
  };
  for (const register of SUITES) register(evalCommand, io);
  return evalCommand;
}
