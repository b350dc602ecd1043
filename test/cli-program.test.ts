import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { check } from '../src/check.js';
import { createProgram } from '../src/cli/program.js';

const deps = { check, version: '0.0.0-test', stdout: new PassThrough(), stderr: new PassThrough(), env: {} };
const names = async (args: string[]) => (await createProgram(deps, args)).commands.map((c) => c.name());

describe('createProgram loads the heavy commands only when they can run', () => {
  it('check, fix and bench do not load eval, embeddings, serve or lsp', async () => {
    for (const command of ['check', 'fix', 'bench']) {
      expect(await names([command, '--format', 'json', 'x.txt'])).toEqual(['check', 'fix', 'bench']);
    }
  });

  it('a lazy command loads only itself', async () => {
    expect(await names(['eval', 'gate', '--ref', 'x'])).toEqual(['check', 'fix', 'bench', 'eval']);
    expect(await names(['serve', '--port', '0'])).toEqual(['check', 'fix', 'bench', 'serve']);
    expect(await names(['sacrebleu', 'ref.txt', '-i', 'hyp.txt'])).toEqual(['check', 'fix', 'bench', 'sacrebleu']);
    expect(await names(['lsp', '--stdio'])).toEqual(['check', 'fix', 'bench', 'lsp']);
    expect(await names(['rewrite-gender', '--lang', 'es'])).toEqual(['check', 'fix', 'bench', 'rewrite-gender']);
  });

  it('help, no command and unknown words see every command (for the list and "Did you mean")', async () => {
    const all = ['check', 'fix', 'bench', 'eval', 'sacrebleu', 'embeddings', 'serve', 'lsp', 'classify', 'batch', 'worker', 'mine', 'rewrite-gender'];
    expect(await names([])).toEqual(all);
    expect(await names(['--help'])).toEqual(all);
    expect(await names(['help', 'eval'])).toEqual(all);
    expect(await names(['evl'])).toEqual(all);
  });
});
