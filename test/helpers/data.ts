/**
 * Optional full datasets for the tests. The repository's own fixtures (test/fixtures/) run everywhere;
 * the tests that need a whole dataset read its path from one environment variable and are skipped,
 * with the reason in their name and one line on stderr, where the variable is not set.
 * A variable that is set but names nothing is an error, not a skip. The benchmarks (bench/data.ts) use
 * the same variables. Where to get each dataset: README.md, "Test data and benchmarks".
 */
import { existsSync } from 'node:fs';

/** One variable per dataset, and what it must point at. */
export const DATASETS = {
  GENDERFAIR_DE_INCLUSIVE: 'the de-inclusive dev set (dev.jsonl, 300 German sentences)',
  GENDERFAIR_DE_WILD: 'the de-wild dev set (dev.jsonl)',
  GENDERFAIR_GATE_DIR: 'a checkout of GATE (github.com/MicrosoftTranslator/GATE, the folder holding data/ES, data/FR, data/IT)',
  GENDERFAIR_IT_NEUTRAL: 'the it-neutral dev set (dev.jsonl, 220 GATE Italian rows with a neutral reference)',
  GENDERFAIR_SACREBLEU:
    'the sacrebleu 2.6.0 source (the folder holding sacrebleu/), run with GENDERFAIR_PYTHON (default python3), which must import regex, numpy, tabulate, colorama, portalocker and lxml',
  GENDERFAIR_WEAT_VECTORS: 'the WEAT reference vectors folder (glove840b-caliskan-items.vec, word2vec-googlenews-weat-items.vec, caliskan-items.tsv, expected-values.json)',
} as const;

export type DatasetVariable = keyof typeof DATASETS;

const warned = new Set<DatasetVariable>();

/**
 * The path in `variable`, or undefined when it is not set; then one line on stderr (once per test file)
 * says what is skipped, or what the tests use instead (`fallback`, e.g. the committed excerpt).
 */
export function dataPath(variable: DatasetVariable, fallback?: string): string | undefined {
  const value = process.env[variable];
  if (value === undefined || value === '') {
    if (!warned.has(variable)) {
      warned.add(variable);
      console.warn(fallback === undefined ? skipReason(variable) : `${variable} is not set: using ${fallback} instead of ${DATASETS[variable]}`);
    }
    return undefined;
  }
  if (!existsSync(value)) throw new Error(`${variable}=${value}: no such file or folder (it names ${DATASETS[variable]})`);
  return value;
}

/** The one-line reason a test that needs `variable` is skipped. */
export function skipReason(variable: DatasetVariable): string {
  return `skipped: ${variable} is not set; it names ${DATASETS[variable]}`;
}

/** A test title that carries the skip reason when the data is absent. */
export function withData(title: string, variable: DatasetVariable, path: string | undefined): string {
  return path === undefined ? `${title} [${skipReason(variable)}]` : title;
}
