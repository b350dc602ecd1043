/**
 * `genderfair check --explain` (the person nouns left alone, with reason and cue) and the confidence of
 * findings in the outputs: pretty ("warning?"), JSON (`confidence`, `skipped`), SARIF
 * (`properties.confidence`; skipped entries as informational results). Runs the program in-process with
 * the library's check and checkWithReasons.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check, checkWithReasons } from '../src/check.js';
import type { CliDeps } from '../src/cli/deps.js';
import { reportError } from '../src/cli/errors.js';
import { createProgram } from '../src/cli/program.js';
import { findEntry, readEntry, readZip, writeZip } from '../src/documents/office/zip.js';
import type { Diagnostic, Skipped } from '../src/types.js';
import { RULE_IDS } from '../src/rules.js';

/** A named trainer (left alone: a specific person), a sure finding and an unsure one (case of "Nachbarn"). */
const TEXT = 'Der Trainer Ralf Beckmann lobte die Lehrer.\n\nDas Paket wurde dem Nachbarn übergeben.\n';

let dir: string;
let file: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-explain-'));
  file = path.join(dir, 'brief.txt');
  writeFileSync(file, TEXT);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[], extra: Partial<CliDeps> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const sink = (into: string[]): Writable =>
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        into.push(chunk.toString('utf8'));
        done();
      },
    });
  const stderr = sink(err);
  const deps: CliDeps = { check, checkWithReasons, version: '0.0.0-test', stdout: sink(out), stderr, env: {}, ...extra };
  process.exitCode = undefined;
  let code: number;
  try {
    await (await createProgram(deps, args)).parseAsync(args, { from: 'user' });
    code = typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    code = reportError(e, stderr, {});
  } finally {
    process.exitCode = undefined;
  }
  return { code, stdout: out.join(''), stderr: err.join('') };
}

type JsonFile = { file: string; diagnostics: (Diagnostic & { line: number; column: number })[]; skipped?: (Skipped & { line: number; column: number })[] };

describe('check --explain', () => {
  it('pretty: findings first, then each person noun left alone as "ausgelassen" with reason and cue; low confidence is "warning?"', async () => {
    const r = await run(['check', '--explain', file]);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(file);
    const rows = lines.filter((l) => /^  \d/.test(l));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^  1:37-1:43  warning      Lehrer    „Lehrer“ ist/);
    expect(rows[1]).toMatch(/^  3:21-3:29  warning\?     Nachbarn  „Nachbarn“ ist/);
    expect(rows[2]).toMatch(/^  1:5-1:12   ausgelassen  Trainer   bestimmte Person: .*Ralf/);
    expect(r.stdout).toMatch(/✖ 2 Hinweise \(2 Warnungen, 0 Infos; 1 unsicher \(\?\)\) · 1 ausgelassen\n$/);
    // without --explain: the same findings, no skipped rows, the column as wide as "warning?"
    const plain = await run(['check', file]);
    expect(plain.stdout).not.toMatch(/ausgelassen/);
    expect(plain.stdout).toMatch(/^  1:37-1:43  warning   Lehrer/m);
    expect(plain.stdout).toMatch(/^  3:21-3:29  warning\?  Nachbarn/m);
  });

  it('skipped entries never change the exit code', async () => {
    const only = path.join(dir, 'nur-person.txt');
    writeFileSync(only, 'Der Trainer Ralf Beckmann kommt.\n');
    const r = await run(['check', '--explain', only]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^  1:5-1:12  ausgelassen  Trainer  bestimmte Person: /m);
    expect(r.stdout).toMatch(/✔ keine Funde · 1 ausgelassen\n$/);
    expect((await run(['check', only])).stdout).toBe('✔ keine Funde\n');
  });

  it('json: a skipped array per file with offsets into the text; confidence on every diagnostic', async () => {
    const r = await run(['check', '--explain', '--format', 'json', file]);
    const [result] = JSON.parse(r.stdout) as JsonFile[];
    expect(result?.diagnostics.map((d) => [d.actual, d.confidence])).toEqual([
      ['Lehrer', 'high'],
      ['Nachbarn', 'low'],
    ]);
    expect(result?.skipped).toHaveLength(1);
    const s = result!.skipped![0]!;
    expect([s.actual, s.reason, s.line, s.column]).toEqual(['Trainer', 'specific-person', 1, 5]);
    expect(TEXT.slice(s.start, s.end)).toBe('Trainer');
    expect(s.detail).toMatch(/Ralf/);
    // without --explain the JSON has no skipped key
    const [plain] = JSON.parse((await run(['check', '--format', 'json', file])).stdout) as JsonFile[];
    expect(plain).not.toHaveProperty('skipped');
    expect(plain?.diagnostics).toEqual(result?.diagnostics);
  });

  it('sarif: confidence in properties, level by severity; skipped as informational results of genderfair/skipped', async () => {
    const r = await run(['check', '--explain', '--format', 'sarif', file]);
    const run0 = (JSON.parse(r.stdout) as { runs: { results: Record<string, unknown>[]; tool: { driver: { rules: { id: string }[] } } }[] }).runs[0]!;
    const summary = run0.results.map((x) => [x.ruleId, x.kind, x.level, (x.properties as { confidence?: string; reason?: string }).confidence ?? (x.properties as { reason: string }).reason]);
    expect(summary).toEqual([
      ['de/generic-masculine', undefined, 'warning', 'high'],
      ['de/generic-masculine', undefined, 'warning', 'low'],
      ['genderfair/skipped', 'informational', 'none', 'specific-person'],
    ]);
    expect((run0.results[2]!.message as { text: string }).text).toMatch(/^ausgelassen: bestimmte Person: /);
    // every rule of the registry, then the skipped rule
    expect(run0.tool.driver.rules.map((x) => x.id)).toEqual([...RULE_IDS, 'genderfair/skipped']);
    expect(run0.results[2]!.ruleIndex).toBe(RULE_IDS.length);
    const plain = JSON.parse((await run(['check', '--format', 'sarif', file])).stdout) as { runs: { results: unknown[] }[] };
    expect(plain.runs[0]!.results).toHaveLength(2);
  });

  it('Markdown: offsets of skipped entries point into the source; a code span is not listed', async () => {
    const md = path.join(dir, 'brief.md');
    const source = '# Bericht\n\nDer **Trainer** Ralf Beckmann lobte die `Lehrer`.\n';
    writeFileSync(md, source);
    const [result] = JSON.parse((await run(['check', '--explain', '--format', 'json', md])).stdout) as JsonFile[];
    expect(result?.diagnostics).toEqual([]);
    expect(result?.skipped?.map((s) => [s.actual, s.reason, source.slice(s.start, s.end)])).toEqual([['Trainer', 'specific-person', 'Trainer']]);
  });

  it('Word: skipped entries in the positions of the extracted text (one line per paragraph)', async () => {
    const fixture = new URL('./fixtures/office/bericht.docx', import.meta.url).pathname;
    const zip = readZip(readFileSync(fixture));
    const xml = readEntry(zip, findEntry(zip, 'word/document.xml')!).toString('utf8');
    expect(xml).toContain('Alle Lehrer sind eingeladen.');
    const docx = path.join(dir, 'trainer.docx');
    writeFileSync(docx, writeZip(zip, new Map([['word/document.xml', Buffer.from(xml.replace('Alle Lehrer sind eingeladen.', 'Der Trainer Ralf Beckmann ist eingeladen.'))]])));
    const r = await run(['check', '--explain', '--format', 'json', docx]);
    const [result] = JSON.parse(r.stdout) as JsonFile[];
    expect(result?.skipped?.map((s) => [s.actual, s.reason, s.line, s.column])).toEqual([['Trainer', 'specific-person', 4, 5]]);
  });

  it('a large file checked in chunks lists the same skipped entries as read whole', async () => {
    const big = path.join(dir, 'gross.txt');
    writeFileSync(big, `${TEXT}\n`.repeat(1000)); // about 90 KB: two chunks of the default size
    const whole = await run(['check', '--explain', '--format', 'json', big]);
    const chunked = await run(['check', '--explain', '--format', 'json', big], { streamThresholdBytes: 1000 });
    expect(chunked.stdout).toBe(whole.stdout);
    const [result] = JSON.parse(chunked.stdout) as JsonFile[];
    expect(result?.skipped).toHaveLength(1000);
    expect(result?.skipped?.[999]?.line).toBe(1 + 999 * 4);
    const pretty = await run(['check', '--explain', big], { streamThresholdBytes: 1000 });
    expect(pretty.stdout.match(/ausgelassen  Trainer/g)).toHaveLength(1000);
  });

  it('without checkWithReasons in the deps, --explain lists nothing as skipped', async () => {
    const r = await run(['check', '--explain', '--format', 'json', file], { checkWithReasons: undefined });
    expect((JSON.parse(r.stdout) as JsonFile[])[0]?.skipped).toEqual([]);
  });
});
