/**
 * `genderfair mine` on the committed fixture corpus (test/fixtures/mining, real sentences written for the
 * tests): it recovers the inclusive forms written into it, tells the person nouns the lexicon lacks from
 * the ones it has, pairs neutral forms with their masculine; scripts/import-candidates.ts takes accepted
 * rows into copies of the curated files. Run `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, run } from './helpers/batch.js';

const corpus = path.join(root, 'test', 'fixtures', 'mining', 'corpus.jsonl');
let dir: string;
let tsv: string;

type Candidate = Record<string, string>;

function parse(text: string): Candidate[] {
  const lines = text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
  const header = lines.shift()!.split('\t');
  return lines.map((l) => Object.fromEntries(l.split('\t').map((c, i) => [header[i], c])));
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-mine-'));
  const r = run(['mine', corpus, '--id-field', 'id', '--out', 'candidates.tsv', '--workers', '2', '--shard-docs', '3'], dir);
  if (r.code !== 0) throw new Error(r.stderr);
  tsv = readFileSync(path.join(dir, 'candidates.tsv'), 'utf8');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('genderfair mine', () => {
  it('recovers every inclusive form written into the corpus, with its count', () => {
    const forms = new Map<string, number>();
    for (const c of parse(tsv)) for (const f of c.forms!.split('; ')) {
      const m = /^(.*) \((\d+)\)$/.exec(f)!;
      forms.set(m[1]!, (forms.get(m[1]!) ?? 0) + Number(m[2]));
    }
    expect(Object.fromEntries(forms)).toEqual({
      // notations: star, colon, underscore, internal I, slash
      'Lehrer*innen': 1,
      'Ärzt*innen': 1,
      'Tiktoker*innen': 2,
      'Influencer*innen': 1,
      'Sachbearbeiter*innen': 1,
      'Developer:innen': 2,
      'Designer:innen': 1,
      'Kolleg:innen': 1,
      'Crowdworker_innen': 2,
      'CosplayerInnen': 2,
      'Antragsteller/-innen': 1,
      // pairs, either order
      'Studentinnen und Studenten': 1,
      'Ärztinnen und Ärzte': 1,
      'Clickworker und Clickworkerinnen': 1,
      'Speedrunnerinnen und Speedrunner': 1,
      'Bäuerinnen und Bauern': 1,
      'Professorinnen und Professoren': 1,
      // neutral forms next to a masculine of their stem
      Lehrkräfte: 1,
      Pflegekräfte: 1,
      Studierenden: 1,
      Mitarbeitenden: 1,
      Antragstellenden: 1,
    });
  });

  it('lists the person nouns the lexicon lacks first, with the feminine and plural class observed', () => {
    const persons = parse(tsv).filter((c) => c.kind === 'person');
    const missing = persons.filter((c) => c.in_lexicon === 'no').map((c) => [c.masculine, c.feminine, c.class]);
    expect(missing.sort()).toEqual([
      ['Clickworker', 'Clickworkerin', 'er'],
      ['Cosplayer', 'Cosplayerin', 'er'],
      ['Crowdworker', 'Crowdworkerin', 'er'],
      ['Developer', 'Developerin', 'er'],
      ['Speedrunner', 'Speedrunnerin', 'er'],
      ['Tiktoker', 'Tiktokerin', 'er'],
    ]);
    expect(parse(tsv).slice(0, missing.length).every((c) => c.in_lexicon === 'no')).toBe(true);
    // known nouns through the lexicon: umlaut and -e plurals lead to the right lemma
    const known = Object.fromEntries(persons.filter((c) => c.in_lexicon === 'yes').map((c) => [c.masculine, c.feminine]));
    expect(known).toMatchObject({ Arzt: 'Ärztin', Kollege: 'Kollegin', Bauer: 'Bäuerin', Student: 'Studentin', Professor: 'Professorin' });
    expect(persons.find((c) => c.masculine === 'Arzt')!.count).toBe('2');
  });

  it('pairs neutral forms with the masculine of their stem in the same document only', () => {
    const neutral = parse(tsv).filter((c) => c.kind === 'neutral').map((c) => `${c.masculine} -> ${c.neutral}`);
    expect(neutral.sort()).toEqual(['Antragsteller -> Antragstellende', 'Lehrer -> Lehrkraft', 'Mitarbeiter -> Mitarbeitende', 'Pfleger -> Pflegekraft', 'Student -> Studierende']);
    // "Lehrende" stands in a document without "Lehrer"; "Legende" is no participle of a person
    expect(tsv).not.toMatch(/\tLehrende\t|Legende \(/);
  });

  it('gives the same candidates on one worker with one shard', () => {
    const r = run(['mine', corpus, '--id-field', 'id', '--out', 'one.tsv', '--workers', '1'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'one.tsv'), 'utf8')).toBe(tsv);
  });

  it('exits 2 for an output that is not .tsv', () => {
    const r = run(['mine', corpus, '--out', 'x.jsonl'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("genderfair: --out 'x.jsonl' must end in .tsv\n");
  });
});

describe('scripts/import-candidates.ts', () => {
  const script = path.join(root, 'scripts', 'import-candidates.ts');
  const tsx = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, encoding: 'utf8' });

  it('appends accepted person nouns and neutral forms the lexicon lacks; known rows are left out', () => {
    const curated = path.join(dir, 'curated');
    mkdirSync(curated, { recursive: true });
    for (const f of ['person-paradigms.tsv', 'neutral.tsv']) copyFileSync(path.join(root, 'data', 'de', 'curated', f), path.join(curated, f));
    // accept Developer and Speedrunner (missing), Arzt (known), and a neutral row the lexicon lacks
    const rows = tsv.split('\n').map((l) => (/^\tperson\t(Developer|Speedrunner|Arzt)\t/.test(l) ? `y${l}` : l));
    rows.splice(rows.length - 1, 0, ['y', 'neutral', 'Speedrunner', '', '', 'Speedrunnende', 'no', '1', 'Speedrunnende (1)', '…'].join('\t'));
    writeFileSync(path.join(dir, 'accepted.tsv'), rows.join('\n'));
    const r = tsx([path.join(dir, 'accepted.tsv'), '--curated', curated]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/4 accepted rows: 2 person pairs .* 1 neutral alternatives .* 1 already known/);
    const paradigms = readFileSync(path.join(curated, 'person-paradigms.tsv'), 'utf8');
    expect(paradigms.endsWith('# mined from corpora (genderfair mine, scripts/import-candidates.ts)\nDeveloper\ter\tDeveloperin\nSpeedrunner\ter\tSpeedrunnerin\n')).toBe(true);
    expect(readFileSync(path.join(curated, 'neutral.tsv'), 'utf8')).toMatch(/\nSpeedrunner\tSpeedrunnende\tboth\tadjectival\tyes\tmined from a corpus\n$/);
    // a second import adds nothing
    const again = tsx([path.join(dir, 'accepted.tsv'), '--curated', curated]);
    expect(again.stdout).toMatch(/0 person pairs .* 0 neutral alternatives .* 4 already known/);
  });

  it('refuses an accepted person row without a paradigm class, naming the line', () => {
    const rows = tsv.split('\n').map((l) => (/^\tperson\tTiktoker\t/.test(l) ? `y${l.replace('\ter\t\t', '\t\t\t')}` : l));
    writeFileSync(path.join(dir, 'noclass.tsv'), rows.join('\n'));
    const r = tsx([path.join(dir, 'noclass.tsv'), '--curated', path.join(dir, 'curated')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^import-candidates: .*noclass\.tsv:\d+: Tiktoker: give the paradigm class/);
  });
});
