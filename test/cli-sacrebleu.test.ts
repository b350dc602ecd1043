/**
 * `genderfair sacrebleu` against the unmodified sacrebleu 2.6.0 on GATE dev sentences: every command
 * in test/fixtures/sacrebleu/commands.json must print byte for byte what sacrebleu printed
 * (golden.json; see the README there), with the same success or failure.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('./fixtures/sacrebleu/', import.meta.url));
const bin = fileURLToPath(new URL('../dist/cli/genderfair.mjs', import.meta.url));

interface GoldenCase {
  args: string[];
  env: Record<string, string>;
  status: number;
  stdout: string;
  sacrebleuCrashes?: string;
}

const golden = JSON.parse(readFileSync(`${dir}golden.json`, 'utf8')) as { producedBy: string; cases: GoldenCase[] };

function run(args: readonly string[], env: Record<string, string> = {}) {
  const base = { ...process.env };
  for (const k of ['NO_COLOR', 'SACREBLEU_SEED', 'SACREBLEU_FORMAT']) delete base[k];
  return spawnSync(process.execPath, [bin, 'sacrebleu', ...args], { cwd: dir, env: { ...base, ...env }, encoding: 'utf8' });
}

describe('genderfair sacrebleu: byte-identical to sacrebleu 2.6.0', () => {
  it('has the golden outputs', () => {
    expect(golden.cases.length).toBe(45);
    expect(golden.producedBy).toMatch(/sacrebleu 2\.6\.0.*numpy 2\./);
  });

  it.each(golden.cases.filter((c) => !c.sacrebleuCrashes).map((c) => [c.args.join(' ') + (Object.keys(c.env).length ? ` (${JSON.stringify(c.env)})` : ''), c] as const))(
    '%s',
    (_title, c) => {
      const r = run(c.args, c.env);
      expect(r.stdout).toBe(c.stdout);
      expect(r.status === 0).toBe(c.status === 0);
      if (c.status !== 0) expect(r.stderr).toMatch(/^genderfair: sacrebleu: .+\n$/);
    },
  );

  it('prints the float32 bootstrap means of chrF as JSON numbers where sacrebleu crashes (json.dumps on numpy.float32)', () => {
    const c = golden.cases.find((k) => k.sacrebleuCrashes)!;
    expect(c.status).not.toBe(0);
    const r = run(c.args, c.env);
    expect(r.status).toBe(0);
    const rows = JSON.parse(r.stdout) as Array<{ system: string; chrF2: { score: number; mean: number; ci: number; p_value: number | null } }>;
    expect(rows.map((x) => x.system)).toEqual(['Baseline: gate-es.fm', 'gate-es.mf']);
    // the same values as the text table of the same test (golden case with -f text, -w 3)
    expect(rows[1]!.chrF2.mean.toFixed(3)).toBe('94.032');
    expect(Math.fround(rows[1]!.chrF2.mean)).toBe(rows[1]!.chrF2.mean);
  });

  it('refuses ja-mecab, test sets and bad arguments with one German line and exit 2', () => {
    for (const [args, message] of [
      [['gate-es.mm', '-i', 'gate-es.ff', '-tok', 'ja-mecab'], /Tokenizer ja-mecab braucht MeCab/],
      [['-t', 'wmt14', '-l', 'en-de', '-i', 'gate-es.ff'], /-t \(Testsets\) wird nicht unterstützt/],
      [['gate-es.mm', '-i', 'gate-es.ff', '-m', 'comet'], /ungültige Wahl "comet"/],
      [['gate-es.mm', '-i', 'gate-es.ff', '-w', 'x'], /--width erwartet eine ganze Zahl/],
      [['gate-es.mm', '-i', 'nichtda.txt'], /nichtda\.txt kann nicht gelesen werden/],
    ] as const) {
      const r = run(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('reads several systems from standard input (tab-separated) and a two-reference file with -nr 2', () => {
    const ff = readFileSync(`${dir}gate-es.ff`, 'utf8').split('\n');
    const fm = readFileSync(`${dir}gate-es.fm`, 'utf8').split('\n');
    const stdin = ff.slice(0, -1).map((l, i) => `${l}\t${fm[i]}\n`).join('');
    const r = spawnSync(process.execPath, [bin, 'sacrebleu', 'gate-es.mm', '-f', 'text'], { cwd: dir, input: stdin, encoding: 'utf8' });
    const files = run(['gate-es.mm', '-i', 'gate-es.ff', 'gate-es.fm', '-f', 'text']);
    expect(r.status).toBe(0);
    // the same scores and signatures as with the files (the names, and so the column width, differ)
    const cells = (out: string) => [...out.matchAll(/│ +(\S.*?) │ +([0-9.]+) +│/g)].map((m) => m[2]);
    expect(cells(r.stdout)).toEqual(cells(files.stdout));
    expect(cells(r.stdout)).toEqual(['67.6', '85.4']);
    expect(r.stdout).toMatch(/│ System 2 │  85\.4  │/);
    expect(r.stdout.slice(r.stdout.indexOf('Metric signatures'))).toBe(files.stdout.slice(files.stdout.indexOf('Metric signatures')));

    const mm = readFileSync(`${dir}gate-es.mm`, 'utf8').split('\n');
    const tmp = mkdtempSync(join(tmpdir(), 'sacrebleu-'));
    writeFileSync(join(tmp, 'refs.tsv'), mm.slice(0, -1).map((l, i) => `${l}\t${fm[i]}\n`).join(''));
    const twoRefs = run([join(tmp, 'refs.tsv'), '-nr', '2', '-i', 'gate-es.ff', '-m', 'bleu', 'chrf', 'ter']);
    expect(twoRefs.status).toBe(0);
    expect(twoRefs.stdout).toBe(run(['gate-es.mm', 'gate-es.fm', '-i', 'gate-es.ff', '-m', 'bleu', 'chrf', 'ter']).stdout);
    expect(twoRefs.stdout).toContain('"nrefs": "2"');
  });
});
