/**
 * End-to-end tests of `genderfair check`: they spawn the built CLI (dist/cli/genderfair.mjs, the bundled bin).
 * Run `npm run build` first (the README's test command is `npm run build && npm test`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli', 'genderfair.mjs');

const FLAGGED = 'Die Lehrer treffen sich.\n';
const CLEAN = 'Das Wetter ist heute schön.\n';

let dir: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[], input?: string | Buffer, env: NodeJS.ProcessEnv = {}): Run {
  const r = spawnSync(process.execPath, [cli, ...args], {
    cwd: dir,
    input: input ?? '',
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', GENDERFAIR_DEBUG: '', ...env },
    timeout: 20_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** One line on stderr, naming the program, no stack trace. */
function expectOneLineError(r: Run, pattern: RegExp): void {
  expect(r.code).toBe(2);
  const lines = r.stderr.split('\n').filter((l) => l !== '');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^genderfair: /);
  expect(lines[0]).toMatch(pattern);
  expect(r.stderr).not.toMatch(/^\s+at /m);
}

beforeAll(() => {
  if (!existsSync(cli)) {
    throw new Error(`${path.relative(root, cli)} is missing: run \`npm run build\` before the CLI tests`);
  }
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-cli-'));
  writeFileSync(path.join(dir, 'lehrer.txt'), FLAGGED);
  writeFileSync(path.join(dir, 'clean.txt'), CLEAN);
  // "Lehrer" starts at column 18 of line 2 in both files; CRLF must not shift it.
  writeFileSync(path.join(dir, 'crlf.txt'), 'Erste Zeile.\r\nHeute kommen die Lehrer.\r\n');
  writeFileSync(path.join(dir, 'lf.txt'), 'Erste Zeile.\nHeute kommen die Lehrer.\n');
  writeFileSync(path.join(dir, 'bom.txt'), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(FLAGGED)]));
  writeFileSync(path.join(dir, 'nul.bin'), Buffer.from([0x44, 0x69, 0x65, 0x00, 0x01, 0x02]));
  writeFileSync(path.join(dir, 'latin1.txt'), Buffer.from([0x44, 0x69, 0x65, 0x20, 0xe4, 0x20, 0x0a])); // invalid UTF-8
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'docs', 'a.md'), FLAGGED);
  writeFileSync(path.join(dir, 'docs', 'b.md'), CLEAN);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('genderfair (program)', () => {
  it('--version prints the package version and exits 0', async () => {
    const { readFile } = await import('node:fs/promises');
    const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string };
    const r = run(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('--help exits 0 and lists the check command', () => {
    const r = run(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/check/);
  });

  it('an unknown command exits 2 with one line', () => {
    expectOneLineError(run(['frobnicate']), /unknown command 'frobnicate'/);
  });
});

describe('genderfair check: results', () => {
  it('clean text exits 0 with "keine Funde"', () => {
    const r = run(['check', 'clean.txt']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/keine Funde/);
    expect(r.stderr).toBe('');
  });

  it('a generic masculine exits 1 and names file, line and column', () => {
    const r = run(['check', 'lehrer.txt']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^lehrer\.txt$/m);
    expect(r.stdout).toMatch(/^ {2}1:5-1:\d+ +(warning|info) /m);
    expect(r.stdout).toMatch(/Lehrer/);
    expect(r.stdout).toMatch(/✖ \d+ Hinweis/);
  });

  it('pretty output has no ANSI colours when stdout is not a terminal', () => {
    const r = run(['check', 'lehrer.txt'], undefined, { NO_COLOR: '' });
    expect(r.stdout).not.toMatch(/\u001b\[/);
  });

  it('reads stdin with "-"', () => {
    const r = run(['check', '-'], FLAGGED);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^<stdin>$/m);
    expect(r.stdout).toMatch(/ 1:5-1:\d+ /);
  });

  it('reads stdin when no file is given', () => {
    expect(run(['check'], FLAGGED).code).toBe(1);
    const clean = run(['check'], CLEAN);
    expect(clean.code).toBe(0);
    expect(clean.stdout).toMatch(/keine Funde/);
  });

  it('expands glob patterns', () => {
    const r = run(['check', 'docs/*.md', '--format', 'json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { file: string }[];
    expect(out.map((f) => f.file)).toEqual(['docs/a.md', 'docs/b.md']);
  });

  it('--allow Lehrer accepts the word (exit 0), comma lists and repeats work', () => {
    expect(run(['check', '--allow', 'Lehrer', 'lehrer.txt']).code).toBe(0);
    expect(run(['check', '--allow', 'Foo,Lehrer', 'lehrer.txt']).code).toBe(0);
    expect(run(['check', '--allow', 'Foo', '--allow', 'Lehrer', 'lehrer.txt']).code).toBe(0);
  });

  it('accepts every valid style, as a list and repeated', () => {
    const r = run(['check', '--style', 'colon,neutral', '--style', 'pair', 'lehrer.txt']);
    expect(r.code).toBe(1);
    expect(run(['check', '--style', 'star,colon,underscore,middot,slash,internal-i,pair,neutral', 'clean.txt']).code).toBe(0);
  });

  it('CRLF input gives the same line and column as LF input', () => {
    const crlf = JSON.parse(run(['check', '--format', 'json', 'crlf.txt']).stdout) as JsonFile[];
    const lf = JSON.parse(run(['check', '--format', 'json', 'lf.txt']).stdout) as JsonFile[];
    expect(crlf[0]?.diagnostics.length).toBeGreaterThan(0);
    // Same positions for both line-end conventions (offsets differ by the extra \r).
    const pos = (f: JsonFile[]) => f[0]?.diagnostics.map((x) => [x.line, x.column, x.endLine, x.endColumn, x.actual]);
    expect(pos(crlf)).toEqual(pos(lf));
    const d = crlf[0]?.diagnostics.find((x) => x.actual.startsWith('Lehrer'));
    expect(d).toMatchObject({ line: 2, column: 18, endLine: 2 });
    expect(d?.endColumn).toBe(18 + (d?.actual.length ?? NaN));
    expect(run(['check', 'crlf.txt']).stdout).toMatch(/ 2:18-2:\d+ /);
  });

  it('a UTF-8 BOM is stripped: offsets and columns refer to the visible text', () => {
    const out = JSON.parse(run(['check', '--format', 'json', 'bom.txt']).stdout) as JsonFile[];
    const d = out[0]?.diagnostics.find((x) => x.actual.startsWith('Lehrer'));
    expect(d).toMatchObject({ start: 4, line: 1, column: 5 });
    expect(d?.end).toBe(4 + (d?.actual.length ?? NaN));
  });
});

interface JsonDiagnostic {
  ruleId: string;
  start: number;
  end: number;
  actual: string;
  message: string;
  severity: 'warning' | 'info';
  suggestions: { style: string; edits: { start: number; end: number; text: string }[]; preview: string }[];
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}
interface JsonFile {
  file: string;
  diagnostics: JsonDiagnostic[];
}

describe('genderfair check: machine-readable formats', () => {
  it('--format json parses; actual === text.slice(start, end); positions match offsets', () => {
    const text = 'Die Lehrer treffen sich.\nJeder Lehrer kennt die Schüler und die Ärzte.\n';
    writeFileSync(path.join(dir, 'many.txt'), text);
    const r = run(['check', '--format', 'json', 'many.txt', 'clean.txt']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as JsonFile[];
    expect(out.map((f) => f.file)).toEqual(['many.txt', 'clean.txt']);
    expect(out[1]?.diagnostics).toEqual([]);
    const diags = out[0]?.diagnostics ?? [];
    expect(diags.length).toBeGreaterThan(0);
    const lineStarts = [0, text.indexOf('\n') + 1];
    for (const d of diags) {
      expect(d.actual).toBe(text.slice(d.start, d.end));
      expect(['warning', 'info']).toContain(d.severity);
      expect(typeof d.ruleId).toBe('string');
      expect(d.column).toBe(d.start - (lineStarts[d.line - 1] ?? NaN) + 1);
      expect(d.endColumn).toBe(d.end - (lineStarts[d.endLine - 1] ?? NaN) + 1);
    }
  });

  it('--format json for clean stdin is a file entry with no diagnostics', () => {
    const r = run(['check', '--format', 'json'], CLEAN);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual([{ file: '<stdin>', diagnostics: [] }]);
  });

  it('--format sarif is SARIF 2.1.0 with regions and levels', () => {
    const r = run(['check', '--format', 'sarif', 'lehrer.txt']);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout) as {
      version: string;
      runs: {
        tool: { driver: { name: string; rules: { id: string }[] } };
        results: {
          ruleId: string;
          level: string;
          message: { text: string };
          locations: { physicalLocation: { artifactLocation: { uri: string }; region: Record<string, number> } }[];
        }[];
      }[];
    };
    expect(log.version).toBe('2.1.0');
    const run0 = log.runs[0];
    expect(run0?.tool.driver.name).toBe('genderfair');
    expect(run0?.results.length).toBeGreaterThan(0);
    for (const res of run0?.results ?? []) {
      expect(['warning', 'note']).toContain(res.level);
      expect(run0?.tool.driver.rules.map((x) => x.id)).toContain(res.ruleId);
      expect(res.message.text.length).toBeGreaterThan(0);
    }
    const first = run0?.results[0]?.locations[0]?.physicalLocation;
    expect(first?.artifactLocation.uri).toBe('lehrer.txt');
    expect(first?.region).toMatchObject({ startLine: 1, startColumn: 5, endLine: 1 });
    expect(first?.region.endColumn).toBeGreaterThan(5);
  });

  it('--format sarif for clean input has an empty result list and exits 0', () => {
    const r = run(['check', '--format', 'sarif', 'clean.txt']);
    expect(r.code).toBe(0);
    const log = JSON.parse(r.stdout) as { runs: { results: unknown[] }[] };
    expect(log.runs[0]?.results).toEqual([]);
  });
});

describe('genderfair check: usage and input errors exit 2 with one line', () => {
  it('missing file', () => {
    const r = run(['check', 'x.txt']);
    expectOneLineError(r, /cannot read 'x\.txt': no such file/);
    expect(r.stdout).toBe('');
  });

  it('missing file among good ones: no partial output', () => {
    const r = run(['check', 'lehrer.txt', 'x.txt']);
    expectOneLineError(r, /x\.txt/);
    expect(r.stdout).toBe('');
  });

  it('binary file (NUL bytes)', () => {
    expectOneLineError(run(['check', 'nul.bin']), /'nul\.bin' is not a UTF-8 text file/);
  });

  it('invalid UTF-8', () => {
    expectOneLineError(run(['check', 'latin1.txt']), /'latin1\.txt' is not a UTF-8 text file/);
  });

  it('binary stdin', () => {
    expectOneLineError(run(['check'], Buffer.from([0xff, 0xfe, 0x41, 0x00])), /'<stdin>' is not a UTF-8 text file/);
  });

  it('a directory', () => {
    expectOneLineError(run(['check', 'docs']), /'docs' is a directory/);
  });

  it('glob matching nothing names the pattern', () => {
    expectOneLineError(run(['check', 'nothing/**/*.xyz']), /no files match the pattern 'nothing\/\*\*\/\*\.xyz'/);
  });

  it('unknown style names the bad value and lists the valid ones', () => {
    const r = run(['check', '--style', 'star,gendergap', 'lehrer.txt']);
    expectOneLineError(r, /'gendergap'/);
    expect(r.stderr).toMatch(/star, colon, underscore, middot, slash, internal-i, pair, neutral/);
  });

  it('unknown option', () => {
    expectOneLineError(run(['check', '--frobnicate', 'lehrer.txt']), /unknown option '--frobnicate'/);
  });

  it('unknown format and severity', () => {
    expectOneLineError(run(['check', '--format', 'xml', 'lehrer.txt']), /'xml'/);
    expectOneLineError(run(['check', '--min-severity', 'error', 'lehrer.txt']), /'error'/);
  });

  it('GENDERFAIR_DEBUG=1 adds the stack trace', () => {
    const r = run(['check', 'x.txt'], undefined, { GENDERFAIR_DEBUG: '1' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^genderfair: cannot read/);
    expect(r.stderr).toMatch(/^\s+at /m);
  });
});
