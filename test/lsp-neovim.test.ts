/**
 * End to end with a real LSP client: Neovim 0.7 from Debian runs test/editors/nvim-lsp.lua headless
 * against the built `genderfair lsp --stdio` (.ci/run installs neovim; skipped where nvim is missing).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ruleMeta } from '../src/rules.js';
import { BIN } from './helpers/lsp-client.js';

const nvim = spawnSync('nvim', ['--version'], { encoding: 'utf8' });
const hasNvim = nvim.status === 0;
if (!hasNvim) console.warn('skipped: nvim is not installed (apt-get install -y neovim)');

describe.skipIf(!hasNvim)('Neovim as LSP client', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-nvim-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('shows diagnostics, applies a quick fix, updates, hovers and writes the Markdown file', () => {
    const file = path.join(dir, 'einladung.md');
    writeFileSync(file, '# Einladung\n\nJeder Mitarbeiter ist eingeladen.\n\nDie Lehrer bringen `Code` mit.\n');
    const out = path.join(dir, 'report.json');
    const script = fileURLToPath(new URL('./editors/nvim-lsp.lua', import.meta.url));
    const r = spawnSync('nvim', ['--headless', '--clean', '-c', `luafile ${script}`], {
      env: { ...process.env, GENDERFAIR_BIN: BIN, GENDERFAIR_FILE: file, GENDERFAIR_OUT: out },
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      error: unknown;
      before: { line: number; col: number; source: string; code: string }[];
      actions: string[];
      applied: string;
      after: number;
      hover: string;
    };
    expect(report.error).toBeNull();
    expect(report.before).toEqual([
      { line: 2, col: 6, source: 'genderfair', code: 'de/generic-masculine' },
      { line: 4, col: 4, source: 'genderfair', code: 'de/generic-masculine' },
    ]);
    expect(report.actions).toContain('„Mitarbeiter“ hier erlauben (Kommentar genderfair-ignore)');
    expect(report.applied).toBe('„Jede\\*r Mitarbeiter\\*in“ einsetzen');
    expect(report.after).toBe(1);
    expect(report.hover).toContain(ruleMeta('de/generic-masculine')!.explanation);
    expect(readFileSync(file, 'utf8')).toBe('# Einladung\n\nJede\\*r Mitarbeiter\\*in ist eingeladen.\n\nDie Lehrer bringen `Code` mit.\n');
  });
});
