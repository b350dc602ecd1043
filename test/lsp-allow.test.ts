/**
 * "Always allow this word" (src/lsp/allow.ts) on real config files: the word is added to the allow list
 * of the file the CLI would use, the rest of the file stays as it was, and the loader reads it back.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigLoader } from '../src/config/index.js';
import { allowWord } from '../src/lsp/allow.js';

describe('allowWord', () => {
  let dir: string;
  let doc: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-allow-'));
    doc = path.join(dir, 'brief.md');
    writeFileSync(doc, 'Die Lehrer kommen.\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const allowOf = async () => (await new ConfigLoader().configFor(doc))?.config.allow;

  it('creates .genderfairrc.json in the given folder when no config file applies', async () => {
    const result = await allowWord(doc, 'Lehrer', dir);
    expect(result).toEqual({ file: path.join(dir, '.genderfairrc.json'), added: true });
    expect(readFileSync(result.file, 'utf8')).toBe('{\n  "allow": [\n    "Lehrer"\n  ]\n}\n');
  });

  it('JSON: appends to the list, keeps the other keys and the indentation of the file; a word already there is not added again', async () => {
    const file = path.join(dir, '.genderfairrc.json');
    writeFileSync(file, '{\n    "styles": ["colon"],\n    "allow": ["Bürgermeister"]\n}\n');
    await allowWord(doc, 'Lehrer', dir);
    expect(readFileSync(file, 'utf8')).toBe('{\n    "styles": ["colon"],\n    "allow": [\n        "Bürgermeister",\n        "Lehrer"\n    ]\n}\n');
    expect(await allowOf()).toEqual(['Bürgermeister', 'Lehrer']);
    expect(await allowWord(doc, 'lehrer', dir)).toEqual({ file, added: false });
  });

  it('package.json: the list under "genderfair", made when missing', async () => {
    const file = path.join(dir, 'package.json');
    writeFileSync(file, '{\n  "name": "x",\n  "genderfair": { "styles": ["star"] }\n}\n');
    await allowWord(doc, 'Lehrer', dir);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ name: 'x', genderfair: { styles: ['star'], allow: ['Lehrer'] } });
  });

  it('YAML: comments stay', async () => {
    const file = path.join(dir, '.genderfairrc.yaml');
    writeFileSync(file, '# Team settings\nallow:\n  - Bürgermeister # our mayor\n');
    await allowWord(doc, 'Lehrer', dir);
    expect(readFileSync(file, 'utf8')).toBe('# Team settings\nallow:\n  - Bürgermeister # our mayor\n  - Lehrer\n');
  });

  it('a JavaScript config is not edited: one line that says so', async () => {
    writeFileSync(path.join(dir, 'genderfair.config.mjs'), 'export default { allow: [] };\n');
    await expect(allowWord(doc, 'Lehrer', dir)).rejects.toThrow(/^cannot edit '.*genderfair\.config\.mjs' \(JavaScript\); add "Lehrer" to its allow list by hand$/);
  });
});
