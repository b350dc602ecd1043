/**
 * The user's own lexicon (issue 11, configuration): person nouns the built-in lexicon lacks, with their
 * feminine, plural and neutral forms, and names that are never person nouns; through check(), a config file
 * and the built CLI (dist/cli/genderfair.mjs: run `npm run build` first), and the HTTP API's validation.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { check, checkWithReasons, fix } from '../src/index.js';
import type { UserLexicon } from '../src/index.js';
import { parseCheckRequest } from '../src/server/api.js';

const LEXICON: UserLexicon = {
  persons: [
    { masculine: 'Admin', neutral: [{ noun: 'Adminteam', gender: 'n', collective: true }, { noun: 'Administration', gender: 'f' }] },
    { masculine: 'Scrum-Master' },
    { masculine: 'Influencer', neutral: ['Influencende'] },
  ],
  names: ['Fischer', 'Kaiser'],
};

const flagged = (text: string, lexicon?: UserLexicon): string[] => check(text, lexicon ? { lexicon } : {}).map((d) => d.actual);
const previews = (text: string): string[] => check(text, { lexicon: LEXICON, styles: ['star', 'neutral'] })[0]!.suggestions.map((s) => s.preview);

describe('own person nouns', () => {
  it('are flagged in every form, alone and as the head of a compound, only with the lexicon', () => {
    for (const text of ['Die Admins haben Zugriff.', 'Jeder Admin muss sich anmelden.', 'Den Linux-Admins fehlt die Zeit.', 'Der Systemadmin ist informiert.', 'Der Scrum-Master moderiert.']) {
      expect(flagged(text)).toEqual([]);
      expect(flagged(text, LEXICON)).toHaveLength(1);
    }
  });

  it('are rewritten with agreement, the user\'s neutral alternatives included', () => {
    expect(fix('Jeder Admin muss sich anmelden.', { lexicon: LEXICON })).toBe('Jede*r Admin*in muss sich anmelden.');
    expect(fix('Den Linux-Admins fehlt die Zeit.', { lexicon: LEXICON })).toBe('Den Linux-Admin*innen fehlt die Zeit.');
    expect(fix('Der Scrum-Master moderiert.', { lexicon: LEXICON })).toBe('Der*die Scrum-Master*in moderiert.');
    // a collective takes the singular and its verb follows; a noun without plural replaces the singular only
    expect(previews('Die Admins haben Zugriff.')).toContain('Das Adminteam hat');
    expect(previews('Jeder Admin muss sich anmelden.')).toContain('Jede Administration');
    expect(previews('Die Influencer posten täglich.')).toContain('Influencenden');
  });

  it('are not flagged when the text already pairs or genders them', () => {
    expect(flagged('Die Admininnen und Admins kommen.', LEXICON)).toEqual([]);
    expect(flagged('Alle Admin*innen kommen.', LEXICON)).toEqual([]);
  });

  it('override a built-in noun of the same lemma; without "neutral" its built-in alternatives stay', () => {
    const lexicon: UserLexicon = { persons: [{ masculine: 'Lehrer', feminine: 'Lehrerin' }] };
    expect(check('Die Lehrer kommen.', { lexicon, styles: ['neutral'] })[0]!.suggestions.map((s) => s.preview)).toContain('Die Lehrkräfte');
    const none: UserLexicon = { persons: [{ masculine: 'Lehrer', neutral: [] }] };
    expect(check('Die Lehrer kommen.', { lexicon: none, styles: ['neutral'] })[0]!.suggestions.map((s) => s.preview)).not.toContain('Die Lehrkräfte');
  });
});

describe('names', () => {
  it('are never flagged in their exact spelling, and count as names for the specific-person cues', () => {
    expect(flagged('Fischer kritisiert die Pläne der Stadt.')).toEqual(['Fischer']);
    expect(flagged('Fischer kritisiert die Pläne der Stadt.', LEXICON)).toEqual([]);
    const { skipped } = checkWithReasons('Fischer kritisiert die Pläne der Stadt.', { lexicon: LEXICON });
    expect(skipped.map((s) => `${s.actual}:${s.reason}`)).toEqual(['Fischer:name']);
    // "Kollege" is an apposition to the name Kaiser, so it is one specific man
    expect(flagged('Der Kollege Kaiser kommt morgen.')).toEqual(['Kollege']);
    expect(flagged('Der Kollege Kaiser kommt morgen.', LEXICON)).toEqual([]);
    // other forms of the person noun are still person nouns
    expect(flagged('Den Fischern fehlt der Fang.', LEXICON)).toEqual(['Fischern']);
  });
});

describe('bad lexicons', () => {
  it('throw one line naming the problem', () => {
    expect(() => check('Die Lehrer kommen.', { lexicon: { persons: [{ masculine: 'admin' }] } })).toThrow(/^invalid lexicon: "admin" is not a capitalised word$/);
    expect(() => check('x', { lexicon: { persons: [{ masculine: 'Admin', neutral: ['Adminteam'] }] } })).toThrow(/invalid lexicon: neutral "Adminteam" of Admin/);
    expect(() => check('x', { lexicon: { people: [] } as unknown as UserLexicon })).toThrow('invalid lexicon: unknown key "people" (valid: persons, names)');
  });

  it('are a 400 in the HTTP API', () => {
    expect(() => parseCheckRequest({ text: 'x', lexicon: { names: 'Fischer' } })).toThrow("'lexicon': \"names\" must be a list of strings");
    expect(parseCheckRequest({ text: 'x', lexicon: LEXICON }).options.lexicon).toEqual(LEXICON);
  });
});

describe('a config file\'s "lexicon" in the CLI', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const cli = path.join(root, 'dist', 'cli', 'genderfair.mjs');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-lexicon-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 20_000 });

  it('checks and fixes with the own nouns and names', () => {
    writeFileSync(path.join(dir, '.genderfairrc.yaml'), 'lexicon:\n  persons:\n    - masculine: Admin\n      neutral:\n        - { noun: Adminteam, gender: n, collective: true }\n  names: [Fischer]\n');
    writeFileSync(path.join(dir, 'text.md'), '# Zugang\n\nDie Admins vergeben die Rechte. Fischer hat das so entschieden.\n');
    const r = run(['check', '--format', 'json', 'text.md']);
    expect(r.stderr).toBe('');
    const [file] = JSON.parse(r.stdout) as { diagnostics: { actual: string }[] }[];
    expect(file!.diagnostics.map((d) => d.actual)).toEqual(['Admins']);
    expect(run(['fix', 'text.md']).stdout).toBe('# Zugang\n\nDie Admin\\*innen vergeben die Rechte. Fischer hat das so entschieden.\n');
  });

  it('rejects an invalid lexicon with one line naming the file, exit 2', () => {
    writeFileSync(path.join(dir, '.genderfairrc.json'), JSON.stringify({ lexicon: { persons: [{ masculine: 'Admin', plural: 3 }] } }));
    const r = run(['check', '--config', '.genderfairrc.json', 'text.md']);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/invalid config '\.genderfairrc\.json': "lexicon": plural of Admin must be a capitalised word/)]);
  });
});
