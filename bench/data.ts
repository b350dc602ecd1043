/**
 * The data file (or folder) of a benchmark: the value of `--FLAG PATH`, else the dataset's environment
 * variable (the same ones the tests read, test/helpers/data.ts). Without either, or when the path does
 * not exist, one line on stderr says what is missing and where to get it, and the process exits 2.
 */
import { existsSync } from 'node:fs';
import { DATASETS, type DatasetVariable } from '../test/helpers/data.js';

export function benchData(flag: string, variable: DatasetVariable): string {
  const i = process.argv.indexOf(flag);
  const path = i > 0 ? process.argv[i + 1] : process.env[variable] || undefined;
  if (path === undefined || path.startsWith('--')) {
    fail(`needs ${DATASETS[variable]}: give ${flag} PATH or set ${variable} (where to get it: README.md, "Test data and benchmarks")`);
  }
  if (!existsSync(path)) fail(`${path}: no such file or folder (${flag} / ${variable} names ${DATASETS[variable]})`);
  return path;
}

function fail(message: string): never {
  console.error(`bench: ${message}`);
  process.exit(2);
}

/** The positive number after `--NAME` on the command line, else `fallback`. */
export function numberFlag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i > 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}
