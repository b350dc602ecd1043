/**
 * `genderfair rewrite-gender` end to end: spawns the built CLI (dist/cli/genderfair.mjs; run
 * `npm run build` first) on files and on the committed GATE excerpt (test/fixtures/gate, MIT; dev
 * rows only), and pipes its output into `genderfair eval gate`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli', 'genderfair.mjs');
const GATE_ES2 = fileURLToPath(new URL('./fixtures/gate/data/ES/ES_2_variants.tsv', import.meta.url));
const GATE_FR2 = fileURLToPath(new URL('./fixtures/gate/data/FR/FR_2_variants.tsv', import.meta.url));

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-rewrite-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, GENDERFAIR_DEBUG: '' }, timeout: 30_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('genderfair rewrite-gender', () => {
  it('rewrites line by line, an empty line for null', () => {
    writeFileSync(path.join(dir, 'src.txt'), 'I know the boss.\nThe ambassador uses a code with his guards.\nThe journalist came.\n');
    writeFileSync(path.join(dir, 'tgt.txt'), 'Conozco al jefe.\nEl embajador utiliza un código con los guardias.\nEl periodista llegó.\n');
    const r = run(['rewrite-gender', '--lang', 'es', '--direction', 'm2f', '--source', 'src.txt', '--translation', 'tgt.txt']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Conozco a la jefa.\n\nLa periodista llegó.\n');
  });

  it('prints one JSON object per line with --format json', () => {
    writeFileSync(path.join(dir, 'src1.txt'), 'I know the boss.\n');
    writeFileSync(path.join(dir, 'tgt1.txt'), 'Conozco al jefe.\n');
    const r = run(['rewrite-gender', '--lang', 'es', '--direction', 'm2f', '--source', 'src1.txt', '--translation', 'tgt1.txt', '--format', 'json']);
    const result = JSON.parse(r.stdout.trim());
    expect(result.text).toBe('Conozco a la jefa.');
    expect(result.changes[0]).toEqual({ start: 8, end: 10, from: 'al', to: 'a la' });
    expect(result.confidence).toBeGreaterThan(0);
  });

  it('reads GATE dev rows and its output scores in eval gate', () => {
    const r = run(['rewrite-gender', '--lang', 'es', '--gate', GATE_ES2, '--column', 'm', '--split', 'dev']);
    expect(r.code).toBe(0);
    writeFileSync(path.join(dir, 'hyp.txt'), r.stdout);
    const scored = run(['eval', 'gate', '--ref', GATE_ES2, '--split', 'dev', '--hyp', 'hyp.txt', '--direction', 'm2f', '--format', 'json']);
    expect(scored.code).toBe(0);
    const { overall } = JSON.parse(scored.stdout);
    expect(overall.matches).toBeGreaterThanOrEqual(15);
    expect(overall.precision).toBeGreaterThanOrEqual(0.8);
  });

  it('applies the French split rule (even data rows are dev)', () => {
    const all = run(['rewrite-gender', '--lang', 'fr', '--gate', GATE_FR2, '--column', 'f', '--split', 'all']);
    const dev = run(['rewrite-gender', '--lang', 'fr', '--gate', GATE_FR2, '--column', 'f', '--split', 'dev']);
    const allLines = all.stdout.split('\n').slice(0, -1);
    expect(dev.stdout.split('\n').slice(0, -1)).toEqual(allLines.filter((_, i) => i % 2 === 0));
  });

  it('reports bad input on one line and exits 2', () => {
    writeFileSync(path.join(dir, 'two.txt'), 'a\nb\n');
    writeFileSync(path.join(dir, 'one.txt'), 'a\n');
    for (const args of [
      ['rewrite-gender', '--lang', 'es', '--direction', 'm2f', '--source', 'two.txt', '--translation', 'one.txt'],
      ['rewrite-gender', '--lang', 'es', '--direction', 'm2f'],
      ['rewrite-gender', '--lang', 'de', '--direction', 'm2f', '--source', 'one.txt', '--translation', 'one.txt'],
      ['rewrite-gender', '--lang', 'es', '--gate', GATE_ES2, '--column', 'x'],
      ['rewrite-gender', '--lang', 'es', '--direction', 'm2f', '--source', 'missing.txt', '--translation', 'one.txt'],
    ]) {
      const r = run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n'), r.stderr).toHaveLength(1);
      expect(r.stderr).toMatch(/^genderfair: /);
      expect(r.stdout).toBe('');
    }
  });
});
