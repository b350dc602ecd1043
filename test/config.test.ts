/**
 * Configuration files on real files in temp folders: the loader (src/config/) and the built CLI
 * (dist/cli/genderfair.mjs: run `npm run build` first), plus check()'s per-rule severity.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { check } from '../src/check.js';
import { ConfigError, ConfigLoader, loadConfig } from '../src/config/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli', 'genderfair.mjs');

// a noun (warning), a compound (info) and a pronoun (warning)
const TEXT = 'Die Lehrer treffen sich im Lehrerzimmer. Jeder kommt.\n';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `files` (relative path -> content) under the temp folder. */
function tree(files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
}

function run(args: string[], input = ''): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cli, ...args], {
    cwd: dir,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', GENDERFAIR_DEBUG: '' },
    timeout: 20_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `check --format json` of `args`: file -> the flagged words with their rule and severity. */
function findings(args: string[]): Record<string, string[]> {
  const r = run(['check', '--format', 'json', ...args]);
  expect(r.stderr).toBe('');
  const out: Record<string, string[]> = {};
  for (const f of JSON.parse(r.stdout) as { file: string; diagnostics: { actual: string; ruleId: string; severity: string; suggestions: { preview: string }[] }[] }[]) {
    out[f.file] = f.diagnostics.map((d) => `${d.actual} ${d.severity} ${d.suggestions[0]?.preview ?? ''}`);
  }
  return out;
}

describe('check() option rules', () => {
  it('switches a rule off or changes its severity', () => {
    const ids = (rules: Parameters<typeof check>[1]) => check(TEXT, rules).map((d) => `${d.ruleId}:${d.severity}`);
    expect(ids({})).toEqual(['de/generic-masculine:warning', 'de/generic-masculine-compound:info', 'de/generic-masculine-pronoun:warning']);
    expect(ids({ rules: { 'de/generic-masculine-pronoun': 'off', 'de/generic-masculine-compound': 'warning' } })).toEqual([
      'de/generic-masculine:warning',
      'de/generic-masculine-compound:warning',
    ]);
    expect(ids({ rules: { 'de/generic-masculine': 'info' }, minSeverity: 'warning' })).toEqual(['de/generic-masculine-pronoun:warning']);
  });

  it('keeps a quotation at info even when its rule is raised to warning', () => {
    const d = check('„Die Lehrer müssen pünktlich sein“, sagt Anna Roth.', { rules: { 'de/generic-masculine': 'warning' } });
    expect(d.map((x) => x.severity)).toEqual(['info']);
  });

  it('rejects an unknown rule id', () => {
    expect(() => check(TEXT, { rules: { 'de/nope': 'off' } as never })).toThrow(/unknown rule 'de\/nope'/);
  });
});

describe('loadConfig()', () => {
  it('finds the nearest file upward, in every supported form', async () => {
    tree({
      'package.json': JSON.stringify({ name: 'x', genderfair: { styles: ['colon'] } }),
      'yaml/.genderfairrc.yaml': 'styles: [neutral]\n',
      'yml/.genderfairrc.yml': 'allow: [Lehrer]\n',
      'rc/.genderfairrc': '# YAML or JSON\nminSeverity: warning\n',
      'json/deep/er/.keep': '',
      'json/.genderfairrc.json': '{ "rules": { "de/generic-masculine-pronoun": "off" } }',
      'js/genderfair.config.js': 'export default { ignore: ["*.tmp.md"] };\n',
    });
    const cfg = async (p: string) => (await loadConfig(path.join(dir, p)))?.config;
    expect(await cfg('a.txt')).toEqual({ styles: ['colon'] });
    expect(await cfg('yaml/a.txt')).toEqual({ styles: ['neutral'] });
    expect(await cfg('yml/a.txt')).toEqual({ allow: ['Lehrer'] });
    expect(await cfg('rc/a.txt')).toEqual({ minSeverity: 'warning' });
    expect(await cfg('json/deep/er/a.txt')).toEqual({ rules: { 'de/generic-masculine-pronoun': 'off' } });
    expect(await cfg('js/a.txt')).toEqual({ ignore: ['*.tmp.md'] });
    expect((await loadConfig(path.join(dir, 'json/deep/er/a.txt')))?.filepath).toBe(path.join(dir, 'json/.genderfairrc.json'));
  });

  it('returns null where no file applies and rejects invalid ones naming the file', async () => {
    tree({ 'a.txt': TEXT, 'bad/.genderfairrc.json': '{ "styles": ["sternchen"] }', 'broken/.genderfairrc.json': '{ "styles": ' });
    expect(await loadConfig(path.join(dir, 'a.txt'))).toBeNull();
    await expect(new ConfigLoader().configFor(path.join(dir, 'bad/a.txt'))).rejects.toThrow(ConfigError);
    await expect(loadConfig(path.join(dir, 'bad/a.txt'))).rejects.toThrow(/\.genderfairrc\.json': unknown style 'sternchen'/);
    await expect(loadConfig(path.join(dir, 'broken/a.txt'))).rejects.toThrow(/\.genderfairrc\.json': not valid JSON/);
  });
});

describe('genderfair check/fix with config files', () => {
  it('applies the nearest config to each file (nested folders with different configs)', () => {
    tree({
      't.txt': TEXT,
      'a/t.txt': TEXT,
      'a/b/t.txt': TEXT,
      'a/.genderfairrc.yaml': 'styles: [colon]\nrules:\n  de/generic-masculine-pronoun: "off"\n',
      'a/b/.genderfairrc.json': '{ "allow": ["Lehrer"] }',
    });
    expect(findings(['t.txt', 'a/t.txt', 'a/b/t.txt'])).toEqual({
      't.txt': ['Lehrer warning Lehrer*innen', 'Lehrerzimmer info Lehrer*innenzimmer', 'Jeder warning Jede*r'],
      'a/t.txt': ['Lehrer warning Lehrer:innen', 'Lehrerzimmer info Lehrer:innenzimmer'],
      // the nearest file wins as a whole: a/b has no "styles" and no "rules"
      'a/b/t.txt': ['Jeder warning Jede*r'],
    });
  });

  it('reads the package.json key, and the command line wins over the file', () => {
    tree({ 'package.json': JSON.stringify({ name: 'x', genderfair: { styles: ['neutral'], minSeverity: 'warning', allow: ['jeder'] } }), 't.txt': TEXT });
    expect(findings(['t.txt'])).toEqual({ 't.txt': ['Lehrer warning Die Lehrkräfte'] });
    // --style replaces the file's styles, --min-severity its minSeverity, --allow adds to its allow list
    expect(findings(['t.txt', '--style', 'star', '--min-severity', 'info', '--allow', 'Lehrerzimmer'])).toEqual({ 't.txt': ['Lehrer warning Lehrer*innen'] });
    expect(findings(['t.txt', '--no-config'])['t.txt']).toHaveLength(3);
  });

  it('"lang" sets the language of a folder\'s texts; --lang wins', () => {
    tree({ 'it/.genderfairrc.yaml': 'lang: it\n', 'it/avviso.txt': 'Tutti i dipendenti devono compilare il modulo.\n' });
    expect(findings(['it/avviso.txt'])['it/avviso.txt']!.map((f) => f.split(' ')[0])).toEqual(['dipendenti']);
    expect(findings(['it/avviso.txt', '--lang', 'de'])['it/avviso.txt']).toEqual([]);
    tree({ 'bad/.genderfairrc.json': '{"lang": "fr"}', 'bad/t.txt': TEXT });
    const r = run(['check', 'bad/t.txt']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/invalid config 'bad\/\.genderfairrc\.json': "lang" must be "de" or "it"/);
  });

  it('--config FILE replaces the search (an ESM genderfair.config.js elsewhere)', () => {
    tree({ 't.txt': TEXT, '.genderfairrc': '{"styles": ["colon"]}', 'conf/genderfair.config.js': 'export default { styles: ["pair"] };\n' });
    expect(findings(['t.txt'])['t.txt']![0]).toBe('Lehrer warning Lehrer:innen');
    expect(findings(['t.txt', '--config', 'conf/genderfair.config.js'])['t.txt']![0]).toBe('Lehrer warning Lehrerinnen und Lehrer');
  });

  it('reads stdin with the config of --stdin-filename\'s folder, else of the working folder', () => {
    tree({ '.genderfairrc.json': '{ "styles": ["colon"] }', 'a/.genderfairrc.json': '{ "styles": ["pair"] }' });
    const fixed = (args: string[]) => run(['fix', ...args], 'Die Lehrer kommen.\n').stdout;
    expect(fixed([])).toBe('Die Lehrer:innen kommen.\n');
    expect(fixed(['--stdin-filename', 'a/notes.md'])).toBe('Die Lehrerinnen und Lehrer kommen.\n');
  });

  it('uses the config for fix too', () => {
    tree({ 't.txt': TEXT, '.genderfairrc.yml': 'styles: [colon]\nrules: { de/generic-masculine-pronoun: "off" }\n' });
    const r = run(['fix', 't.txt', '--write']);
    expect(r.code).toBe(1);
    expect(readFileSync(path.join(dir, 't.txt'), 'utf8')).toBe('Die Lehrer:innen treffen sich im Lehrerzimmer. Jeder kommt.\n');
  });

  it('leaves out files of .genderfairignore and of the config\'s ignore list; a named one with a note', () => {
    tree({
      '.genderfairignore': '# gitignore syntax (as in git, a file in an ignored folder cannot be re-included: generated/* rather than generated/)\ngenerated/*\n!generated/keep.md\n',
      'docs/.genderfairrc.json': '{ "ignore": ["old-*.md"] }',
      'docs/a.md': TEXT,
      'docs/old-b.md': TEXT,
      'generated/c.md': TEXT,
      'generated/keep.md': TEXT,
      'old-d.md': TEXT,
    });
    expect(Object.keys(findings(['**/*.md']))).toEqual(['docs/a.md', 'generated/keep.md', 'old-d.md']);
    const r = run(['check', 'generated/c.md', 'docs/old-b.md', 'docs/a.md']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'genderfair: übersprungen: generated/c.md (ignoriert durch .genderfairignore)\n' +
        'genderfair: übersprungen: docs/old-b.md (ignoriert durch .genderfairrc.json)\n',
    );
    expect(r.stdout).toContain('docs/a.md');
    expect(r.stdout).not.toContain('old-b.md');
  });

  it('an invalid config is one line naming the file and the problem, exit 2', () => {
    tree({ 't.txt': TEXT, 'sub/t.txt': TEXT, 'sub/.genderfairrc': 'rules:\n  de/generic-masculine: loud\n' });
    for (const args of [['check', 'sub/t.txt'], ['fix', 'sub/t.txt'], ['check', 't.txt', '--config', 'sub/.genderfairrc']]) {
      const r = run(args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe("genderfair: invalid config 'sub/.genderfairrc': rule 'de/generic-masculine' must be off, info or warning\n");
    }
    expect(run(['check', 't.txt', '--config', 'missing.json']).stderr).toBe("genderfair: cannot read config 'missing.json': no such file\n");
    expect(run(['check', 'sub/t.txt', '--no-config']).code).toBe(1);
  });
});
