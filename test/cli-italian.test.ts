/**
 * End-to-end tests of the Italian commands: `classify --lang it`, `check`/`fix --lang it`,
 * `eval gente --protocol classifier` and `bench it-neutral`. They spawn the built CLI (run `npm run build`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist/cli/genderfair.mjs');
const EXCERPT = fileURLToPath(new URL('./fixtures/it-neutral/dev-excerpt.jsonl', import.meta.url));
let dir = '';

function run(args: string[], input = '', env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    cwd: dir,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', GENDERFAIR_DEBUG: '', GENDERFAIR_IT_NEUTRAL: '', GENDERFAIR_GATE_DIR: '', ...env },
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  if (!existsSync(cli)) throw new Error(`${path.relative(root, cli)} is missing: run \`npm run build\` before the CLI tests`);
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-it-'));
  writeFileSync(
    path.join(dir, 'gente.tsv'),
    'ID\tSET\tREF-G\tREF-N\n1\tSet-G\tSono stanco.\tHo bisogno di riposo.\n2\tSet-N\tGli insegnanti sono pronti.\tIl corpo docente è pronto.\n',
  );
  writeFileSync(path.join(dir, 'hyp.txt'), 'Sono stanca.\nIl corpo docente è pronto.\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('genderfair classify --lang it', () => {
  it('writes one label line per input line', () => {
    const r = run(['classify', '--lang', 'it'], "I cittadini sono arrivati.\nL'insegnante è arrivata.\nLe persone invitate sono arrivate.\n");
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toBe('gendered\tm\ngendered\tf\nneutral\t\n');
  });

  it('adds the evidence with --format json', () => {
    const r = run(['classify', '--lang', 'it', '--format', 'json', '-'], 'Siamo contenti.\n');
    const line = JSON.parse(r.stdout) as { label: string; evidence: { word: string; gender: string }[] };
    expect(line.label).toBe('gendered');
    expect(line.evidence.map((e) => `${e.word}:${e.gender}`)).toEqual(['contenti:m']);
  });

  it('fails with one line and exit 2 for a bad language or a missing file', () => {
    for (const args of [['classify', '--lang', 'fr'], ['classify', '--lang', 'it', 'missing.txt'], ['classify']]) {
      const r = run(args);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^genderfair: /);
    }
  });
});

describe('genderfair check/fix --lang it', () => {
  it('flags and rewrites the generic masculine', () => {
    const check = run(['check', '--lang', 'it', '-'], 'I rifugiati sono stati accolti.\n');
    expect(check.stdout).toContain('it/gendered-reference');
    expect(check.stdout).toContain('Le persone rifugiate sono state accolte');
    expect(run(['fix', '--lang', 'it', '-'], 'I rifugiati sono stati accolti.\n').stdout).toBe('Le persone rifugiate sono state accolte.\n');
  });
});

describe('genderfair eval gente --protocol classifier', () => {
  it('labels the outputs with the Italian classifier when no label file is given', () => {
    const r = run(['eval', 'gente', '--ref', 'gente.tsv', '--hyp', 'hyp.txt', '--protocol', 'classifier']);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toContain('Accuracy : 100.00');
  });
});

describe('genderfair bench it-neutral', () => {
  it('prints the classifier and checker figures on the committed excerpt', () => {
    const r = run(['bench', 'it-neutral', '--data', EXCERPT]);
    expect(r).toMatchObject({ code: 0, stderr: '' });
    expect(r.stdout).toMatch(/accuracy \(neutral vs gendered\)\t\d+\.\d %/);
    expect(r.stdout).toContain('confusion (rows gold, columns predicted)');
    expect(r.stdout).toMatch(/no collateral edits\t\d+\.\d %/);
    expect(r.stdout).toMatch(/sentence BLEU vs ref_n: fix\(ref_m\) \d+\.\d\d, ref_m \d+\.\d\d/);
  });

  it('reads the data path from GENDERFAIR_IT_NEUTRAL and says when there is none', () => {
    expect(run(['bench', 'it-neutral', '--json'], '', { GENDERFAIR_IT_NEUTRAL: EXCERPT }).code).toBe(0);
    const r = run(['bench', 'it-neutral']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^genderfair: bench it-neutral braucht --data oder GENDERFAIR_IT_NEUTRAL\n$/);
  });
});
