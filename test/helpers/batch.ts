/** Shared by the batch, queue and mining tests: the built CLI, a corpus of real sentences, result readers. */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cli = path.join(root, 'dist', 'cli', 'genderfair.mjs');

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function run(args: string[], cwd: string, timeout = 60_000): Run {
  const r = spawnSync(process.execPath, [cli, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', GENDERFAIR_DEBUG: '' },
    timeout,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function start(args: string[], cwd: string): ReturnType<typeof spawn> {
  return spawn(process.execPath, [cli, ...args], { cwd, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, GENDERFAIR_DEBUG: '' } });
}

/**
 * Real German sentences: the paragraphs of the bundled job advert and the exclusive and inclusive
 * sentences of the de-inclusive mini fixture (MIT, written for the tests), combined into `n` texts.
 */
export function sentenceTexts(n: number): string[] {
  const advert = readFileSync(path.join(root, 'examples', 'stellenanzeige.txt'), 'utf8').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const mini = readFileSync(path.join(root, 'test', 'fixtures', 'de-inclusive-mini.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .flatMap((l) => {
      const r = JSON.parse(l) as { exclusive: string; inclusive: string };
      return [r.exclusive, r.inclusive];
    });
  const pool = [...advert, ...mini];
  return Array.from({ length: n }, (_, i) => [pool[i % pool.length], pool[(i * 7 + 3) % pool.length], pool[(i * 13 + 5) % pool.length]].join(' '));
}

export function readJsonl<T = Record<string, unknown>>(file: string): T[] {
  const text = readFileSync(file, 'utf8');
  return text === '' ? [] : text.trimEnd().split('\n').map((l) => JSON.parse(l) as T);
}

export async function readParquet(file: string): Promise<Record<string, unknown>[]> {
  const { asyncBufferFromFile, parquetReadObjects } = await import('hyparquet');
  return parquetReadObjects({ file: await asyncBufferFromFile(file) });
}
