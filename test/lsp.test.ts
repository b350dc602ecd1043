/**
 * The language server over the protocol: the built `genderfair lsp --stdio` and a vscode-jsonrpc client
 * (test/helpers/lsp-client.ts). Real German documents, real edits applied as an editor applies them.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES, ruleUrl } from '../src/rules.js';
import { LspClient } from './helpers/lsp-client.js';

interface TextEdit {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  newText: string;
}
interface CodeAction {
  title: string;
  kind?: string;
  isPreferred?: boolean;
  edit?: { changes: Record<string, TextEdit[]> };
  command?: { command: string; arguments: unknown[] };
}

/** What an editor does with a workspace edit. */
function applied(text: string, uri: string, action: CodeAction): string {
  return TextDocument.applyEdits(TextDocument.create(uri, 'markdown', 1, text), action.edit!.changes[uri]!);
}

const WHOLE = { start: { line: 0, character: 0 }, end: { line: 10_000, character: 0 } };

describe('genderfair lsp --stdio', () => {
  let client: LspClient;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'genderfair-lsp-'));
    client = new LspClient();
  });
  afterAll(async () => {
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('initialize: incremental sync, code actions (quick fix, fix all), hover, the allow command', async () => {
    const { capabilities } = await client.initialize({ debounce: 20 }, pathToFileURL(dir).href);
    expect(capabilities).toMatchObject({
      textDocumentSync: { openClose: true, change: 2 },
      codeActionProvider: { codeActionKinds: ['quickfix', 'source.fixAll.genderfair'] },
      hoverProvider: true,
      executeCommandProvider: { commands: ['genderfair.allowWord'] },
    });
  });

  it('publishes diagnostics of a Markdown document on open, with rule, link and exact range', async () => {
    const uri = 'untitled:brief.md';
    const text = '# Einladung\n\nDie Lehrer und `Schüler` kommen.\n';
    const next = client.nextDiagnostics(uri);
    await client.open(uri, 'markdown', text);
    const { diagnostics, version } = await next;
    expect(version).toBe(1);
    expect(diagnostics).toHaveLength(1); // code is not prose
    const [d] = diagnostics;
    expect(d).toMatchObject({
      range: { start: { line: 2, character: 4 }, end: { line: 2, character: 10 } },
      severity: 2,
      code: 'de/generic-masculine',
      codeDescription: { href: ruleUrl('de/generic-masculine') },
      source: 'genderfair',
    });
    expect(d!.message).toMatch(/^„Lehrer“ ist ein generisches Maskulinum/);
  });

  it('incremental changes are checked after the debounce; quick fixes apply each suggestion', async () => {
    const uri = 'untitled:notiz.txt';
    let text = 'Hallo.\n';
    const opened = client.nextDiagnostics(uri);
    await client.open(uri, 'plaintext', text);
    expect((await opened).diagnostics).toEqual([]);
    // type a sentence at the end, in two changes
    const changed = client.nextDiagnostics(uri);
    await client.notify('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: [
        { range: { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } }, text: 'Jeder Mitarbeiter ' },
        { range: { start: { line: 1, character: 18 }, end: { line: 1, character: 18 } }, text: 'kommt.' },
      ],
    });
    text += 'Jeder Mitarbeiter kommt.';
    const after = await changed;
    expect(after.version).toBe(2);
    expect(after.diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character])).toEqual([['de/generic-masculine', 1, 6]]);

    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri },
      range: after.diagnostics[0]!.range,
      context: { diagnostics: after.diagnostics },
    });
    const fixes = actions.filter((a) => a.edit && a.title.endsWith('einsetzen'));
    expect(fixes[0]?.isPreferred).toBe(true);
    expect(applied(text, uri, fixes[0]!)).toBe('Hallo.\nJede*r Mitarbeiter*in kommt.');
    expect(fixes.map((f) => applied(text, uri, f))).toContain('Hallo.\nAlle Mitarbeitenden kommen.');
    // plain text has no comments: no "ignore here"; an untitled document has no config file: no "always allow"
    expect(actions.some((a) => a.title.includes('hier erlauben'))).toBe(false);
    expect(actions.some((a) => a.command)).toBe(false);
  });

  it('fix all: the best suggestion of every sure warning, as a quick fix and as source.fixAll', async () => {
    const uri = 'untitled:alle.md';
    const text = 'Die Lehrer kommen.\n\nJeder Mitarbeiter bekommt einen Parkplatz.\n';
    const opened = client.nextDiagnostics(uri);
    await client.open(uri, 'markdown', text);
    await opened;
    const onSave = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri },
      range: WHOLE,
      context: { diagnostics: [], only: ['source.fixAll'] },
    });
    expect(onSave.map((a) => [a.kind, a.title])).toEqual([['source.fixAll.genderfair', 'Alle sicheren Funde ersetzen (2)']]);
    expect(applied(text, uri, onSave[0]!)).toBe('Die Lehrer\\*innen kommen.\n\nJede\\*r Mitarbeiter\\*in bekommt einen Parkplatz.\n');
  });

  it('ignore here: an inline comment before the paragraph that makes exactly that finding go away', async () => {
    const uri = 'untitled:ignore.md';
    const text = '# Team\n\nDie Lehrer kommen.\n\nDie Lehrer gehen.\n';
    const opened = client.nextDiagnostics(uri);
    await client.open(uri, 'markdown', text);
    const { diagnostics } = await opened;
    expect(diagnostics).toHaveLength(2);
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri },
      range: diagnostics[1]!.range,
      context: { diagnostics: [diagnostics[1]] },
    });
    const ignore = actions.find((a) => a.title.includes('hier erlauben'))!;
    const edited = applied(text, uri, ignore);
    expect(edited).toBe('# Team\n\nDie Lehrer kommen.\n\n<!-- genderfair-ignore Lehrer -->\nDie Lehrer gehen.\n');
    const changed = client.nextDiagnostics(uri);
    await client.notify('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: edited }] });
    expect((await changed).diagnostics.map((d) => d.range.start.line)).toEqual([2]);
  });

  it('hover: the rule, its explanation and the suggestions', async () => {
    const uri = 'untitled:brief.md';
    const hover = await client.request<{ contents: { kind: string; value: string } }>('textDocument/hover', {
      textDocument: { uri },
      position: { line: 2, character: 6 },
    });
    const rule = RULES.find((r) => r.id === 'de/generic-masculine')!;
    expect(hover.contents.kind).toBe('markdown');
    expect(hover.contents.value).toContain(`**${rule.title}**`);
    expect(hover.contents.value).toContain(rule.explanation);
    expect(hover.contents.value).toMatch(/Vorschläge: „Lehrer\\\*innen“ · „Lehrerinnen und Lehrer“ · „Die Lehrkräfte“/);
    expect(await client.request('textDocument/hover', { textDocument: { uri }, position: { line: 0, character: 2 } })).toBeNull();
  });

  it('always allow: writes the word into the config file, then the word is no longer flagged', async () => {
    const file = path.join(dir, 'text.md');
    const uri = pathToFileURL(file).href;
    const text = 'Die Lehrer kommen. Der Nutzer auch.\n';
    writeFileSync(file, text);
    writeFileSync(path.join(dir, '.genderfairrc.yaml'), '# our settings\nstyles: [colon]\n');
    const opened = client.nextDiagnostics(uri);
    await client.open(uri, 'markdown', text);
    const { diagnostics } = await opened;
    expect(diagnostics.map((d) => d.message.slice(0, 8))).toEqual(['„Lehrer“', '„Nutzer“']);
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri },
      range: diagnostics[0]!.range,
      context: { diagnostics: [diagnostics[0]] },
    });
    // the config file's styles apply
    expect(applied(text, uri, actions.find((a) => a.isPreferred)!)).toBe('Die Lehrer:innen kommen. Der Nutzer auch.\n');
    const allow = actions.find((a) => a.command)!;
    expect(allow.title).toBe('„Lehrer“ immer erlauben (Liste allow der Konfiguration)');
    const republished = client.nextDiagnostics(uri);
    await client.request('workspace/executeCommand', allow.command);
    expect((await republished).diagnostics.map((d) => d.message.slice(0, 8))).toEqual(['„Nutzer“']);
    expect(readFileSync(path.join(dir, '.genderfairrc.yaml'), 'utf8')).toBe('# our settings\nstyles: [ colon ]\nallow:\n  - Lehrer\n');
  });

  it('serves Italian where the config file of the folder says "lang: it"', async () => {
    const sub = path.join(dir, 'it');
    mkdirSync(sub, { recursive: true });
    writeFileSync(path.join(sub, '.genderfairrc.yaml'), 'lang: it\n');
    const uri = pathToFileURL(path.join(sub, 'avviso.txt')).href;
    const next = client.nextDiagnostics(uri);
    await client.open(uri, 'plaintext', 'Il candidato deve presentare il curriculum.\n');
    const { diagnostics } = await next;
    expect(diagnostics.map((d) => [d.code, d.message.slice(0, 12)])).toEqual([['it/gendered-reference', '„candidato“ ']]);
  });

  it('reloads a changed config file (didChangeWatchedFiles) and pushed settings (didChangeConfiguration); honours ignore', async () => {
    const uri = pathToFileURL(path.join(dir, 'text.md')).href;
    writeFileSync(path.join(dir, '.genderfairrc.yaml'), 'allow: [Lehrer, Nutzer]\n');
    let next = client.nextDiagnostics(uri);
    await client.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(path.join(dir, '.genderfairrc.yaml')).href, type: 2 }] });
    expect((await next).diagnostics).toEqual([]);
    writeFileSync(path.join(dir, '.genderfairrc.yaml'), 'styles: [pair]\n');
    next = client.nextDiagnostics(uri);
    await client.notify('workspace/didChangeConfiguration', { settings: { genderfair: { allow: ['Nutzer'], minSeverity: 'warning' } } });
    expect((await next).diagnostics.map((d) => d.message.slice(0, 8))).toEqual(['„Lehrer“']);
    // the config's ignore list leaves the file out, as for the CLI: its diagnostics are cleared
    writeFileSync(path.join(dir, '.genderfairrc.yaml'), 'ignore: [text.md]\n');
    next = client.nextDiagnostics(uri);
    await client.notify('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(path.join(dir, '.genderfairrc.yaml')).href, type: 2 }] });
    expect((await next).diagnostics).toEqual([]);
  });
});
