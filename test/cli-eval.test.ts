/**
 * End-to-end tests of `genderfair eval mustshe|ines|gate`: they spawn the built CLI
 * (dist/cli/genderfair.mjs). Run `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeUtf8, invalidUtf8Offset } from '../src/eval/read-input.js';
import {
  MUSTSHE_OFFICIAL_STDOUT as MUSTSHE_OUT,
  MUSTSHE_VECTOR_HYP as MUSTSHE_HYP,
  MUSTSHE_VECTOR_TSV as MUSTSHE_TSV,
} from './fixtures/mustshe-vector.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'dist', 'cli', 'genderfair.mjs');
// Real GATE rows (MIT): the committed excerpt, see test/fixtures/gate/README.md.
const GATE_IT4 = fileURLToPath(new URL('./fixtures/gate/data/IT/IT_4_variants.tsv', import.meta.url));

let dir: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[], input?: string | Buffer): Run {
  const r = spawnSync(process.execPath, [cli, ...args], {
    cwd: dir,
    input: input ?? '',
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', GENDERFAIR_DEBUG: '' },
    timeout: 20_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Exit 2, exactly one line on stderr naming the program, no stack trace, nothing on stdout. */
function expectOneLineError(r: Run, pattern: RegExp | string): void {
  expect(r.code).toBe(2);
  const lines = r.stderr.split('\n').filter((l) => l !== '');
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^genderfair: /);
  if (typeof pattern === 'string') expect(lines[0]).toBe(`genderfair: ${pattern}`);
  else expect(lines[0]).toMatch(pattern);
  expect(r.stderr).not.toMatch(/^\s+at /m);
  expect(r.stdout).toBe('');
}

const INES_TSV = 'ID\tEVAL-TERMS-en\n1\taverage person;average man\n2\tspokesperson;spokesman\n3\tpeople;men\n';
const INES_HYP = 'The average Man is tall .\nThe spokesperson, said\nPeople and men .\n';

const GATE_TSV =
  'labels\tsource\tf\tm\tkw_s\tkw_f\tkw_m\tdata_split\n' +
  'PROF;SUBJ\tThe doctor is here.\tLa doctora está aquí.\tEl doctor está aquí.\tdoctor\tla [doctora]\tel [doctor]\tdev\n' +
  'PROF;DOBJ\tI saw the teacher.\tVi a la profesora.\tVi al profesor.\tteacher\tla [profesora]\tel [profesor]\tdev\n' +
  'FAM;HEAD\tMy cousin is tall and always very kind to everyone.\tMi prima es alta y siempre muy amable con todos.\tMi primo es alto y siempre muy amable con todos.\tcousin\tprima\tprimo\ttest\n';
const GATE_HYP = 'La doctora está aquí.\nVi al profesor.\n\n';

// GeNTE layout with two real sentence pairs of the it-neutral set (GATE IT rows with a neutral reference).
const GENTE_TSV =
  'ID\tSET\tSRC\tREF-G\tREF-N\n' +
  "1\tSet-G\tI felt a little dizzy when I woke up this morning.\tHo avuto un po' di vertigini quando mi sono svegliato stamattina.\tHo avuto un po' di vertigini stamattina al risveglio.\n" +
  '2\tSet-N\tThe teachers are ready.\tGli insegnanti sono pronti.\tIl corpo docente è pronto.\n';
// Output 1 is gendered (right for Set-G), output 2 gendered too (wrong for Set-N).
const GENTE_HYP = "Ho avuto un po' di vertigini quando mi sono svegliata stamattina.\nGli insegnanti sono pronti.\n";

beforeAll(() => {
  if (!existsSync(cli)) {
    throw new Error(`${path.relative(root, cli)} is missing: run \`npm run build\` before the CLI tests`);
  }
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-eval-'));
  const w = (name: string, data: string | Buffer): void => writeFileSync(path.join(dir, name), data);
  w('ms.tsv', MUSTSHE_TSV);
  w('ms.txt', MUSTSHE_HYP);
  w('ms-short.txt', 'Sono Stanca.\nboh\n');
  w('ms-bom.tsv', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(MUSTSHE_TSV.replace(/\n/g, '\r\n'))]));
  w('ms-nocat.tsv', MUSTSHE_TSV.replace('\tCATEGORY\t', '\tCAT\t'));
  w('ms-latin1.txt', Buffer.concat([Buffer.from('Sono Stanca.\nI miei amici sono simpatiche e la dottoressa '), Buffer.from([0xe8]), Buffer.from(' venuta .\nboh\nx\n')]));
  w('ms-none.txt', 'a\nb\nc\nd\n');
  w('ms-bad-pair.tsv', MUSTSHE_TSV.replace('nato nata', 'nato  nata'));
  w('ines.tsv', INES_TSV);
  w('ines.txt', INES_HYP);
  w('ines-long.txt', INES_HYP + 'extra .\n');
  w('gate.tsv', GATE_TSV);
  w('gate.txt', GATE_HYP);
  w('gate-long.txt', GATE_HYP + 'x\n');
  w('gate-short.txt', 'La doctora está aquí.\nVi al profesor.\n');
  w('gente.tsv', GENTE_TSV);
  w('gente.txt', GENTE_HYP);
  w('gente-pred.tsv', 'SENTENCE\tLABEL\tPREDICTION\tPROBABILITY\n<s> a</s>\t1\t1\t0.9\n<s> b</s>\t0\t1\t0.6\n');
  w('gate-ls.txt', 'La doctora está aquí.\u2028\nVi al profesor.\n\n');
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('genderfair eval mustshe', () => {
  it('as the official script: Global sorted in among the categories (after digits, before lower case), a category named Global merged into it', () => {
    writeFileSync(path.join(dir, 'ms-order.tsv'), 'ID\tCATEGORY\tGENDERTERMS\n1\t1F\tstanca stanco\n2\tGlobal\tamiche amici\n3\tM\tnato nata\n4\tb\tbella bello\n');
    writeFileSync(path.join(dir, 'ms-order.txt'), 'sono stanca\namici\nnato\nbella\n');
    const r = run(['eval', 'mustshe', '--ref', 'ms-order.tsv', '--hyp', 'ms-order.txt']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    const sep = '-'.repeat(49);
    expect(r.stdout).toBe(
      `mustshe_gender_accuracy v1.1\nCategory\tTerm Coverage\tGender Accuracy\n${sep}\n1F\t1.0\t1.0\n${sep}\nGlobal\t1.0\t0.75\n${sep}\nM\t1.0\t1.0\nb\t1.0\t1.0\n`,
    );
  });

  it('a reference with only a header and no hypotheses: the header, exit 0 (as the official script)', () => {
    writeFileSync(path.join(dir, 'ms-header.tsv'), 'ID\tCATEGORY\tGENDERTERMS\n');
    writeFileSync(path.join(dir, 'ms-empty.txt'), '');
    const r = run(['eval', 'mustshe', '--ref', 'ms-header.tsv', '--hyp', 'ms-empty.txt']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(`mustshe_gender_accuracy v1.1\nCategory\tTerm Coverage\tGender Accuracy\n${'-'.repeat(49)}\n`);
  });

  it('prints the official stdout, writes --sentence-acc, exits 0 with nothing on stderr', () => {
    const r = run(['eval', 'mustshe', '--ref', 'ms.tsv', '--hyp', 'ms.txt', '--sentence-acc', 'sent.tsv']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(MUSTSHE_OUT);
    expect(readFileSync(path.join(dir, 'sent.tsv'), 'utf8')).toBe(
      'num_terms\tnum_terms_found\tnum_correct\tnum_wrong\r\n1\t0\t0\t0\r\n3\t3\t1\t2\r\n1\t0\t0\t0\r\n1\t1\t1\t1\r\n',
    );
  });

  it('--derived appends the derived block; --format json parses; a BOM and CRLF in the reference are fine; - reads stdin', () => {
    const derived = run(['eval', 'mustshe', '--ref', 'ms-bom.tsv', '--hyp', '-', '--derived'], MUSTSHE_HYP);
    expect(derived.code).toBe(0);
    expect(derived.stdout.startsWith(MUSTSHE_OUT + '\nDerived (genderfair micro aggregates')).toBe(true);
    expect(derived.stdout).toContain('\nCAT2\t0.75\t0.3333333333333333\n');
    const j = run(['eval', 'mustshe', '--ref', 'ms.tsv', '--hyp', 'ms.txt', '--format', 'json']);
    expect(j.code).toBe(0);
    const parsed = JSON.parse(j.stdout) as { global: { genderAccuracy: number }; sentences: unknown[]; derived: unknown[] };
    expect(parsed.global.genderAccuracy).toBe(0.4);
    expect(parsed.sentences).toHaveLength(4);
    expect(parsed.derived).toHaveLength(4);
  });

  it('nothing found: Global accuracy nan and one warning on stderr, exit 0', () => {
    const r = run(['eval', 'mustshe', '--ref', 'ms.tsv', '--hyp', 'ms-none.txt']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('\nGlobal\t0.0\tnan\n');
    expect(r.stderr).toMatch(/^genderfair: warning: no annotated term was found in any hypothesis: Global gender accuracy is undefined/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a malformed pair: warning by default, exit 2 with --strict', () => {
    const lax = run(['eval', 'mustshe', '--ref', 'ms-bad-pair.tsv', '--hyp', 'ms.txt']);
    expect(lax.code).toBe(0);
    expect(lax.stderr).toMatch(/^genderfair: warning: 'ms-bad-pair.tsv': data row 4 \(ID it-0004\): GENDERTERMS pair "nato  nata"/);
    expectOneLineError(
      run(['eval', 'mustshe', '--ref', 'ms-bad-pair.tsv', '--hyp', 'ms.txt', '--strict']),
      `'ms-bad-pair.tsv': data row 4 (ID it-0004): GENDERTERMS pair "nato  nata" is not "correct wrong" with one space (the official v1.1 script crashes on it)`,
    );
  });

  it('errors: line count, missing column, invalid UTF-8, missing file', () => {
    expectOneLineError(
      run(['eval', 'mustshe', '--ref', 'ms.tsv', '--hyp', 'ms-short.txt']),
      `'ms-short.txt' has 2 lines but 'ms.tsv' has 4 rows; they must match one to one`,
    );
    expectOneLineError(
      run(['eval', 'mustshe', '--ref', 'ms-nocat.tsv', '--hyp', 'ms.txt']),
      `'ms-nocat.tsv' has no column "CATEGORY" (columns found: "ID", "LANG", "TALK", "SRC", "REF", "WRONG-REF", "SPEAKER", "GENDER", "CAT", "TEXT-CATEGORY", "GENDERTERMS")`,
    );
    expectOneLineError(
      run(['eval', 'mustshe', '--ref', 'ms.tsv', '--hyp', 'ms-latin1.txt']),
      `'ms-latin1.txt' is not valid UTF-8: byte 0xE8 at byte offset 58 (line 2) does not start a valid sequence`,
    );
    expectOneLineError(run(['eval', 'mustshe', '--ref', 'nope.tsv', '--hyp', 'ms.txt']), `cannot read 'nope.tsv': no such file`);
    expectOneLineError(run(['eval', 'mustshe', '--hyp', 'ms.txt']), /required option '--ref <file>' not specified/);
  });
});

describe('genderfair eval ines', () => {
  it('a hypothesis file ending in a blank line is an error (the official script fails its line-count check)', () => {
    writeFileSync(path.join(dir, 'ines-blank.txt'), 'The average Man is tall .\nThe spokesperson, said\n\n');
    expectOneLineError(run(['eval', 'ines', '--ref', 'ines.tsv', '--hyp', 'ines-blank.txt']), /ines-blank\.txt'? ends in a blank line/);
  });

  it('prints the official stdout with and without --acc-scores; --sentence-scores; --verbose logs the both-found line', () => {
    const plain = run(['eval', 'ines', '--ref', 'ines.tsv', '--hyp', 'ines.txt']);
    expect([plain.code, plain.stderr, plain.stdout]).toEqual([
      0,
      '',
      'INES_eval v1.0\nGlobal Inclusivity Index\n------------------------\n0.33333333333333337\n',
    ]);
    const acc = run(['eval', 'ines', '--ref', 'ines.tsv', '--hyp', 'ines.txt', '--acc-scores', '--sentence-scores', 'ines-sent.tsv', '--verbose']);
    expect(acc.code).toBe(0);
    expect(acc.stdout).toBe(
      'INES_eval v1.0\nGlobal Inclusivity Index\n------------------------\n0.33333333333333337\n' +
        'Term Coverage\tInclusivity Accuracy\n-------------------------------------------------\n0.6666666666666666\t0.3333333333333333\n',
    );
    expect(acc.stderr).toBe("genderfair: info: Both inclusive and not inclusive terms found at line 3: 'People and men .'\n");
    expect(readFileSync(path.join(dir, 'ines-sent.tsv'), 'utf8')).toBe(
      'num_terms_found\tnum_inclusive\tnum_not_inclusive\r\n1\t0\t1\r\n0\t0\t0\r\n1\t1\t1\r\n',
    );
  });

  it('--format json parses', () => {
    const r = run(['eval', 'ines', '--ref', 'ines.tsv', '--hyp', 'ines.txt', '--format', 'json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { inclusivityIndex: number; totals: unknown; bothFound: string[] };
    expect(j.inclusivityIndex).toBe(0.33333333333333337);
    expect(j.totals).toEqual({ sentences: 3, termsFound: 2, inclusive: 1, notInclusive: 2 });
    expect(j.bothFound).toHaveLength(1);
  });

  it('errors: one extra hypothesis line (accepted by the official zip) is a count error; missing column', () => {
    expectOneLineError(
      run(['eval', 'ines', '--ref', 'ines.tsv', '--hyp', 'ines-long.txt']),
      `'ines-long.txt' has 4 lines but 'ines.tsv' has 3 rows; they must match one to one`,
    );
    expectOneLineError(
      run(['eval', 'ines', '--ref', 'ms.tsv', '--hyp', 'ms.txt']),
      /^genderfair: 'ms.tsv' has no column "EVAL-TERMS-en" \(columns found: "ID", "LANG", /,
    );
  });
});

describe('genderfair eval gate', () => {
  it('prints the header with our args line and the official per-label lines', () => {
    const r = run(['eval', 'gate', '--ref', 'gate.tsv', '--hyp', 'gate.txt', '--direction', 'm2f']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(
      [
        'Skipped 0 rows out of 4 due to unexpected formatting',
        'args: genderfair eval gate --ref gate.tsv --hyp gate.txt --direction m2f',
        'reference_file: gate.tsv',
        'predicted_file: gate.txt',
        'Gender: feminine',
        'min_words: None',
        'max_words: None',
        'full_set_recall: False',
        'format_tsv: False',
        'Overall\t   3 (Matches: 1, Mismatches: 1)\t-- Precision: 0.50, Recall: 0.33, f0.5: 0.45',
        'PROF\t   2 (Matches: 1, Mismatches: 1)\t-- Precision: 0.50, Recall: 0.50, f0.5: 0.50',
        'FAM\t   1 (Matches: 0, Mismatches: 0)\t-- Precision: 0.00, Recall: 0.00, f0.5: 0.00',
        'SUBJ\t   1 (Matches: 1, Mismatches: 0)\t-- Precision: 1.00, Recall: 1.00, f0.5: 1.00',
        'DOBJ\t   1 (Matches: 0, Mismatches: 1)\t-- Precision: 0.00, Recall: 0.00, f0.5: 0.00',
        'HEAD\t   1 (Matches: 0, Mismatches: 0)\t-- Precision: 0.00, Recall: 0.00, f0.5: 0.00',
        '',
      ].join('\n'),
    );
  });

  it('a reference row with the wrong field count: the official skip line on stdout; JSON lists it and warns', () => {
    writeFileSync(path.join(dir, 'gate-bad.tsv'), GATE_TSV.replace(/\n/, '\nPROF\tonly three\tfields\n'));
    const r = run(['eval', 'gate', '--ref', 'gate-bad.tsv', '--hyp', 'gate.txt', '--direction', 'm2f']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout.split('\n').slice(0, 2)).toEqual(['Incompatible data Skipping row: 2.', 'Skipped 1 rows out of 5 due to unexpected formatting']);
    const j = run(['eval', 'gate', '--ref', 'gate-bad.tsv', '--hyp', 'gate.txt', '--direction', 'm2f', '--format', 'json']);
    expect(j.code).toBe(0);
    expect((JSON.parse(j.stdout) as { skippedLines: number[] }).skippedLines).toEqual([2]);
    expect(j.stderr).toMatch(/^genderfair: warning: 1 rows of 'gate-bad.tsv' skipped/);
  });

  it('--gender masculine --format tsv --max-words 5 --full-set-recall', () => {
    const r = run(['eval', 'gate', '--ref', 'gate.tsv', '--hyp', 'gate.txt', '--gender', 'masculine', '--format', 'tsv', '--max-words', '5', '--full-set-recall']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(4, 11)).toEqual([
      'Gender: masculine',
      'min_words: None',
      'max_words: 5',
      'full_set_recall: True',
      'format_tsv: True',
      'Overall\t   3\t   1\t   1\t0.50\t0.33\t0.45',
      'PROF\t   2\t   1\t   1\t0.50\t0.50\t0.50',
    ]);
  });

  it('a 4-variant real file with --target fm (hypotheses on stdin); --format json parses', () => {
    const rows = readFileSync(GATE_IT4, 'utf8').split('\n').slice(1).filter((l) => l !== '');
    // The fm column (index 3) of every row: plain tab split is safe here except for quoted fields.
    const hyp = rows.map((l) => l.split('\t')[3]!.replace(/^"(.*)"$/, '$1')).join('\n') + '\n';
    const r = run(['eval', 'gate', '--ref', GATE_IT4, '--hyp', '-', '--target', 'fm', '--format', 'json'], hyp);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { target: string; overall: { count: number; matches: number; precision: number }; labels: unknown[] };
    expect(j.target).toBe('fm');
    expect(rows).toHaveLength(44);
    expect([j.overall.count, j.overall.matches]).toEqual([44, 44]);
    const text = run(['eval', 'gate', '--ref', GATE_IT4, '--hyp', '-', '--direction', 'm2f'], hyp);
    expect(text.stdout.split('\n')[4]).toBe('Target: ff');
  });

  it('errors: more lines, fewer lines (unless --partial), splitlines hint, no target, bad numbers, unknown target', () => {
    expectOneLineError(
      run(['eval', 'gate', '--ref', 'gate.tsv', '--hyp', 'gate-long.txt', '--direction', 'm2f']),
      `'gate-long.txt' has 4 lines but 'gate.tsv' has 3 rows; they must match one to one`,
    );
    expectOneLineError(
      run(['eval', 'gate', '--ref', 'gate.tsv', '--hyp', 'gate-short.txt', '--direction', 'm2f']),
      `'gate-short.txt' has 2 lines but 'gate.tsv' has 3 rows; they must match one to one (if the last output is empty, it needs its own line break: end the file with two line breaks); --partial scores only the lines given`,
    );
    const partial = run(['eval', 'gate', '--ref', 'gate.tsv', '--hyp', 'gate-short.txt', '--direction', 'm2f', '--partial']);
    expect(partial.code).toBe(0);
    expect(partial.stdout.split('\n')[9]).toBe('Overall\t   2 (Matches: 1, Mismatches: 1)\t-- Precision: 0.50, Recall: 0.50, f0.5: 0.50');
    expectOneLineError(
      run(['eval', 'gate', '--ref', 'gate.tsv', '--hyp', 'gate-ls.txt', '--direction', 'm2f']),
      /^genderfair: 'gate-ls.txt' has 4 lines but 'gate.tsv' has 3 rows; they must match one to one \(lines are split as Python str.splitlines\(\) does/,
    );
    expectOneLineError(run(['eval', 'gate', '--ref', 'gate.tsv', '--hyp', 'gate.txt']), /say which variant the hypotheses must equal/);
    expectOneLineError(
      run(['eval', 'gate', '--ref', 'gate.tsv', '--hyp', 'gate.txt', '--direction', 'm2f', '--min-words', 'ten']),
      /--min-words <n>' argument 'ten' is invalid/,
    );
    expectOneLineError(
      run(['eval', 'gate', '--ref', 'gate.tsv', '--hyp', 'gate.txt', '--target', 'ff']),
      `'gate.tsv' has no variant column "ff" (variant columns: f, m)`,
    );
    expectOneLineError(
      run(['eval', 'gate', '--ref', 'gate.tsv', '--hyp', 'gate.txt', '--direction', 'sideways']),
      /argument 'sideways' is invalid. Allowed choices are m2f, f2m/,
    );
    expectOneLineError(run(['eval', 'gate', '--ref', 'gate.tsv', '--hyp', 'nope.txt', '--direction', 'm2f']), `cannot read 'nope.txt': no such file`);
  });
});

describe('genderfair eval gente', () => {
  it('classifies each output by its closer reference (contrastive protocol)', () => {
    const r = run(['eval', 'gente', '--ref', 'gente.tsv', '--hyp', 'gente.txt', '--metrics', 'bleu,ter']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      'GeNTE reference-based (contrastive) evaluation: 1 Set-G, 1 Set-N; neutral references: REF-N',
      'Sentence-level accuracy (%)',
      'Metric\tSet-G\tSet-N\tAll\tTies',
      'BLEU\t100.00\t0.00\t50.00\t0',
      'TER\t100.00\t0.00\t50.00\t0',
    ]);
    expect(r.stdout).toContain('Set-N\tTER\t0.00\t');
  });

  it('scores classifier labels with gold labels from SET, as the official generate.py prints them', () => {
    const r = run(['eval', 'gente', '--ref', 'gente.tsv', '--predictions', 'gente-pred.tsv']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      'Accuracy : 50.00\n' +
        'Class 0: f1-score: 0.00 ; precision: 0.00 ; recall: 0.00\n' +
        'Class 1: f1-score: 66.67 ; precision: 50.00 ; recall: 100.00\n' +
        'GeNTE accuracy (%): Set-G 100.00, Set-N 0.00, All 50.00\n',
    );
    const json = JSON.parse(run(['eval', 'gente', '--predictions', 'gente-pred.tsv', '--format', 'json']).stdout);
    expect(json.referenceFree).toMatchObject({ format: 'classifier-tsv', n: 2, accuracy: 0.5 });
  });

  it('rejects missing inputs, bad metrics and count mismatches with one line', () => {
    expectOneLineError(run(['eval', 'gente', '--ref', 'gente.tsv']), /needs --hyp .* or --predictions/);
    expectOneLineError(
      run(['eval', 'gente', '--ref', 'gente.tsv', '--hyp', 'gente.txt', '--metrics', 'bleu,meteor']),
      /'--metrics <list>' argument 'bleu,meteor' is invalid/,
    );
    expectOneLineError(
      run(['eval', 'gente', '--ref', 'gente.tsv', '--hyp', '-'], 'a\nb\nc\n'),
      `<stdin> has 3 lines but 'gente.tsv' has 2 rows; they must match one to one`,
    );
    expectOneLineError(run(['eval', 'gente', '--ref', 'gate.tsv', '--hyp', 'gente.txt']), /'gate.tsv': missing column SET, REF-G, REF-N/);
  });
});

describe('genderfair eval', () => {
  it('lists the suites in --help; an unknown suite is a usage error', () => {
    const help = run(['eval', '--help']);
    expect(help.code).toBe(0);
    for (const suite of ['mustshe', 'ines', 'gate', 'gente']) expect(help.stdout).toMatch(new RegExp(`^  ${suite} `, 'm'));
    expectOneLineError(run(['eval', 'nosuchsuite']), /unknown command 'nosuchsuite'/);
  });
});

describe('input validation helpers (src/eval/read-input.ts)', () => {
  it('finds the first invalid UTF-8 byte: stray continuation, overlong, surrogate, too large, truncated', () => {
    const at = (bytes: number[]): number => invalidUtf8Offset(Uint8Array.from(bytes));
    expect(at([0x61, 0xc3, 0xa9, 0xf0, 0x9f, 0x98, 0x80])).toBe(-1);
    expect(at([0x61, 0x80])).toBe(1);
    expect(at([0x61, 0xc0, 0x80])).toBe(1);
    expect(at([0xe0, 0x80, 0x80])).toBe(0);
    expect(at([0x61, 0x62, 0xed, 0xa0, 0x80])).toBe(2);
    expect(at([0xf4, 0x90, 0x80, 0x80])).toBe(0);
    expect(at([0x61, 0xe2, 0x82])).toBe(1);
  });

  it('agrees with TextDecoder (fatal) on random bytes; the prefix before the offset is valid', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 24 }), (bytes) => {
        const offset = invalidUtf8Offset(bytes);
        let ok = true;
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch {
          ok = false;
        }
        expect(offset === -1).toBe(ok);
        if (offset >= 0) expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes.slice(0, offset))).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });

  it('drops a leading BOM only', () => {
    expect(decodeUtf8(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61, 0xef, 0xbb, 0xbf]), 'f')).toBe('a\ufeff');
    expect(() => decodeUtf8(Uint8Array.from([0x0a, 0x0a, 0xff]), 'x.txt')).toThrow(
      `'x.txt' is not valid UTF-8: byte 0xFF at byte offset 2 (line 3) does not start a valid sequence`,
    );
  });
});
