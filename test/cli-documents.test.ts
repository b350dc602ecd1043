/**
 * `genderfair check` and `fix` on Markdown, HTML and translation files: the input format from the file
 * extension, --input-format, --stdin-filename. They spawn the built CLI (run `npm run build` first).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cliDir = path.join(root, 'dist', 'cli');
const cli = path.join(cliDir, 'genderfair.mjs');
const fixtures = path.join(root, 'test', 'fixtures', 'documents');
const fixture = (name: string): string => readFileSync(path.join(fixtures, name), 'utf8');

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-documents-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

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

interface JsonResult {
  file: string;
  diagnostics: Array<{ actual: string; line: number; column: number }>;
}

/** "line:column actual" of each finding in --format json output. */
function found(stdout: string): string[][] {
  return (JSON.parse(stdout) as JsonResult[]).map((r) => r.diagnostics.map((d) => `${d.line}:${d.column} ${d.actual}`));
}

const MARKDOWN = '- Der Nutzer kann sich anmelden.\n\n`Lehrer.anlegen()` und [Die Lehrer](docs/Lehrer.md)\n';
const MARKDOWN_FIXED = '- Der\\*die Nutzer\\*in kann sich anmelden.\n\n`Lehrer.anlegen()` und [Die Lehrer\\*innen](docs/Lehrer.md)\n';

describe('input format of files', () => {
  it('reads .md as Markdown and .txt as plain text', () => {
    writeFileSync(path.join(dir, 'a.md'), MARKDOWN);
    writeFileSync(path.join(dir, 'a.txt'), MARKDOWN);
    const r = run(['check', 'a.md', 'a.txt', '--format', 'json']);
    expect(r.code).toBe(1);
    expect(found(r.stdout)).toEqual([
      ['1:7 Nutzer', '3:29 Lehrer'],
      ['1:7 Nutzer', '3:2 Lehrer', '3:29 Lehrer', '3:42 Lehrer'],
    ]);
  });

  it('reads a file without a known extension as --input-format says', () => {
    writeFileSync(path.join(dir, 'notes.txt'), MARKDOWN);
    const r = run(['fix', 'notes.txt', '--input-format', 'markdown']);
    expect(r.stdout).toBe(MARKDOWN_FIXED);
  });

  it('fix --write changes only prose words of a Markdown, HTML, .po, JSON and YAML file', () => {
    const names = ['README.md', 'page.html', 'de.po', 'de.json', 'de.yaml'];
    for (const name of names) copyFileSync(path.join(fixtures, name), path.join(dir, name));
    const r = run(['fix', '--write', ...names]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      'geändert: README.md (8 Stellen)',
      'geändert: page.html (6 Stellen)',
      'geändert: de.po (6 Stellen)',
      'geändert: de.json (5 Stellen)',
      'geändert: de.yaml (5 Stellen)',
    ]);
    for (const name of names) expect(readFileSync(path.join(dir, name), 'utf8')).toBe(fixture(path.join('fixed', name)));
    expect(run(['fix', '--write', ...names]).code).toBe(0);
  });

  it('names the file it cannot parse, in one line, with exit status 2', () => {
    writeFileSync(path.join(dir, 'broken.json'), '{"a": "Der Nutzer",\n');
    const r = run(['check', 'broken.json']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("genderfair: cannot read 'broken.json' as json: line 2:1: invalid JSON (PropertyNameExpected)\n");
  });
});

describe('standard input', () => {
  it('is plain text unless --stdin-filename or --input-format says otherwise', () => {
    // as plain text, code and link targets are rewritten too (the bullet does not break agreement)
    expect(run(['fix'], MARKDOWN).stdout).toBe(
      '- Der*die Nutzer*in kann sich anmelden.\n\n`Lehrer*innen.anlegen()` und [Die Lehrer*innen](docs/Lehrer*innen.md)\n',
    );
    expect(run(['fix', '--stdin-filename', 'docs/README.md'], MARKDOWN).stdout).toBe(MARKDOWN_FIXED);
    expect(run(['fix', '-', '--input-format', 'markdown'], MARKDOWN).stdout).toBe(MARKDOWN_FIXED);
    // the extension of --stdin-filename wins over --input-format, as for files
    expect(run(['fix', '--stdin-filename', 'de.json', '--input-format', 'markdown'], '{"a": "Der Nutzer"}').stdout).toBe(
      '{"a": "Der*die Nutzer*in"}',
    );
  });

  it('rejects an unknown --input-format', () => {
    const r = run(['check', '--input-format', 'docx'], 'x');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^genderfair: option '--input-format <format>' argument 'docx' is invalid\. Allowed choices are text, markdown, mdx, html, po, json, yaml\.\n$/);
  });
});

describe('bundle', () => {
  it('loads no document parser when it starts (each is a chunk loaded for its files)', () => {
    // the modules genderfair.mjs imports statically, and theirs
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const m of readFileSync(path.join(cliDir, file), 'utf8').matchAll(/from\s*"\.\/(chunk-[\w-]+\.mjs)"/g)) visit(m[1]!);
    };
    visit('genderfair.mjs');
    const code = [...seen].map((f) => readFileSync(path.join(cliDir, f), 'utf8')).join('\n');
    for (const parser of ['micromark', 'parse5', 'jsonc-parser', 'LineCounter', 'mdxjs']) expect(code).not.toContain(parser);
  });
});
