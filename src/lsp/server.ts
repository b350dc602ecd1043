/**
 * The language server (`genderfair lsp --stdio`): diagnostics for plain text, Markdown, MDX, HTML and
 * gettext documents as the user types (incremental sync, debounced), quick fixes for each suggestion,
 * "fix all", "ignore here" and "always allow", the rule's explanation on hover. Configuration as the CLI
 * reads it (the nearest config file: styles, allow, rules, minSeverity, compounds; files that its
 * `ignore` list or the workspace's .genderfairignore leave out are not checked), overridden by the
 * editor's settings (section "genderfair": lang, styles, allow, minSeverity, rules, debounce); reloaded on
 * workspace/didChangeConfiguration and when a config file changes.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import {
  type Connection,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  TextDocumentSyncKind,
  TextDocuments,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { ConfigLoader, SEARCH_PLACES, validateConfig } from '../config/index.js';
import { IGNORE_FILE, configIgnores, isIgnored, readIgnoreFile } from '../config/ignore.js';
// registers the parsers of Markdown, MDX, HTML and .po
import '../documents/index.js';
import type { InputFormat } from '../documents/formats.js';
import type { CheckOptions, Diagnostic } from '../types.js';
import { allowWord } from './allow.js';
import { ALLOW_COMMAND, FIX_ALL_KIND, codeActions, hoverFor, toLspDiagnostic } from './convert.js';
import { SegmentedChecker } from './segments.js';

export const DEFAULT_DEBOUNCE_MS = 150;

/** The editor's settings (workspace/configuration section "genderfair", or initializationOptions). */
export interface LspSettings extends Pick<CheckOptions, 'lang' | 'styles' | 'allow' | 'minSeverity' | 'rules' | 'compounds'> {
  /** Milliseconds between the last change and the check. Default 150. */
  debounce?: number;
}

/** LSP language ids the server checks, and how it reads them. */
const LANGUAGES: Record<string, InputFormat> = {
  plaintext: 'text',
  text: 'text',
  markdown: 'markdown',
  mdx: 'mdx',
  html: 'html',
  po: 'po',
};

interface DocState {
  format: InputFormat;
  options: CheckOptions;
  checker: SegmentedChecker;
  /** Findings of `version` (undefined: not checked yet). */
  version?: number;
  diagnostics: Diagnostic[];
  timer?: NodeJS.Timeout;
}

/** Validates the settings like a config file (one line naming the problem) and keeps the debounce apart. */
function readSettings(raw: unknown): { settings: CheckOptions; debounce: number | undefined } {
  if (raw === null || typeof raw !== 'object') return { settings: {}, debounce: undefined };
  const { debounce, ...rest } = raw as Record<string, unknown>;
  const known = Object.fromEntries(Object.entries(rest).filter(([k, v]) => v !== undefined && v !== null && ['lang', 'styles', 'allow', 'minSeverity', 'rules', 'compounds'].includes(k)));
  const settings = validateConfig(known, 'editor settings (genderfair)');
  return { settings, debounce: typeof debounce === 'number' && debounce >= 0 ? debounce : undefined };
}

function pathOf(uri: string): string | undefined {
  return uri.startsWith('file:') ? fileURLToPath(uri) : undefined;
}

export function startLanguageServer(connection: Connection): void {
  const documents = new TextDocuments(TextDocument);
  const states = new Map<string, DocState>();
  let settings: CheckOptions = {};
  let debounce = DEFAULT_DEBOUNCE_MS;
  let configs = new ConfigLoader();
  let pullSettings = false;
  let watchDynamically = false;
  let workspaceDir: string | undefined;

  const log = (message: string) => connection.console.log(`genderfair: ${message}`);

  /**
   * The options for a document: its config file, then the editor's settings (allow lists add up); null
   * for a file the config's `ignore` list or the workspace's .genderfairignore leaves out (as the CLI does).
   */
  async function optionsFor(uri: string): Promise<CheckOptions | null> {
    const file = pathOf(uri);
    let fromFile: CheckOptions = {};
    if (file) {
      try {
        const loaded = await configs.configFor(file);
        const lists = [loaded && configIgnores(loaded), workspaceDir ? await readIgnoreFile(workspaceDir) : null];
        if (lists.some((list) => list && isIgnored(list, file))) return null;
        const { ignore: _ignore, ...config } = loaded?.config ?? {};
        fromFile = config;
      } catch (err) {
        connection.window.showErrorMessage(`genderfair: ${(err as Error).message}`);
      }
    }
    const allow = [...(fromFile.allow ?? []), ...(settings.allow ?? [])];
    return { ...fromFile, ...settings, ...(allow.length > 0 ? { allow } : {}), rules: { ...fromFile.rules, ...settings.rules } };
  }

  async function stateOf(doc: TextDocument): Promise<DocState | undefined> {
    const existing = states.get(doc.uri);
    if (existing) return existing;
    const format = LANGUAGES[doc.languageId];
    if (!format) return undefined;
    const options = await optionsFor(doc.uri);
    if (!options) return undefined;
    if (states.has(doc.uri)) return states.get(doc.uri);
    const state: DocState = { format, options, checker: new SegmentedChecker(format, options), diagnostics: [] };
    states.set(doc.uri, state);
    return state;
  }

  /** Findings of the document's current version (checked now if the debounced check has not run yet). */
  function current(doc: TextDocument, state: DocState): Diagnostic[] {
    if (state.version !== doc.version) {
      state.diagnostics = state.checker.check(doc.getText());
      state.version = doc.version;
    }
    return state.diagnostics;
  }

  async function publish(uri: string): Promise<void> {
    const doc = documents.get(uri);
    if (!doc) return;
    const state = await stateOf(doc);
    // not checked (another language, or left out by an ignore list): nothing to show, also after a reload
    if (!state) return void connection.sendDiagnostics({ uri, diagnostics: [] });
    let diagnostics: Diagnostic[];
    try {
      diagnostics = current(doc, state);
    } catch (err) {
      connection.window.showErrorMessage(`genderfair: ${(err as Error).message}`);
      return;
    }
    await connection.sendDiagnostics({ uri, version: doc.version, diagnostics: diagnostics.map((d) => toLspDiagnostic(doc, d)) });
  }

  function schedule(uri: string): void {
    const state = states.get(uri);
    if (state?.timer) clearTimeout(state.timer);
    const run = () => void publish(uri);
    if (!state) {
      void stateOf(documents.get(uri)!).then((s) => {
        if (s) s.timer = setTimeout(run, debounce);
      });
      return;
    }
    state.timer = setTimeout(run, debounce);
  }

  /** New settings or config files: every open document is read with its new options and checked again. */
  async function reload(): Promise<void> {
    configs = new ConfigLoader();
    if (pullSettings) {
      // a client without such a section (Helix, eglot without settings) answers null: initializationOptions stay
      const raw: unknown = await connection.workspace.getConfiguration('genderfair');
      if (raw !== null && typeof raw === 'object') applySettings(raw);
    }
    for (const state of states.values()) clearTimeout(state.timer);
    states.clear();
    for (const doc of documents.all()) await publish(doc.uri);
  }

  function applySettings(raw: unknown): void {
    try {
      const read = readSettings(raw);
      settings = read.settings;
      debounce = read.debounce ?? DEFAULT_DEBOUNCE_MS;
    } catch (err) {
      connection.window.showErrorMessage(`genderfair: ${(err as Error).message}`);
    }
  }

  connection.onInitialize((params) => {
    const caps = params.capabilities ?? {};
    pullSettings = caps.workspace?.configuration === true;
    watchDynamically = caps.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    const root = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? undefined;
    workspaceDir = root ? pathOf(root) : undefined;
    applySettings(params.initializationOptions);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        codeActionProvider: { codeActionKinds: ['quickfix', FIX_ALL_KIND] },
        hoverProvider: true,
        executeCommandProvider: { commands: [ALLOW_COMMAND] },
      },
      serverInfo: { name: 'genderfair' },
    };
  });

  connection.onInitialized(() => {
    if (pullSettings) {
      void connection.client.register(DidChangeConfigurationNotification.type, { section: 'genderfair' }).catch(() => undefined);
      void reload();
    }
    if (watchDynamically) {
      const watchers = [...SEARCH_PLACES, IGNORE_FILE].map((name) => ({ globPattern: `**/${name}` }));
      void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers }).catch(() => undefined);
    }
  });

  connection.onDidChangeConfiguration((change) => {
    // clients that push settings send them along; the others are asked in reload()
    const raw = (change.settings as { genderfair?: unknown } | null)?.genderfair;
    if (!pullSettings && raw !== undefined) applySettings(raw);
    void reload();
  });

  connection.onDidChangeWatchedFiles((change) => {
    if (change.changes.some((c) => [...SEARCH_PLACES, IGNORE_FILE].includes(path.basename(pathOf(c.uri) ?? c.uri)))) void reload();
  });

  // fired on open too: a document seen for the first time is checked at once, changes after the debounce
  documents.onDidChangeContent((e) => {
    if (states.get(e.document.uri)?.version === undefined) void publish(e.document.uri);
    else schedule(e.document.uri);
  });
  documents.onDidClose((e) => {
    clearTimeout(states.get(e.document.uri)?.timer);
    states.delete(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });

  connection.onCodeAction(async (params) => {
    const doc = documents.get(params.textDocument.uri);
    const state = doc && (await stateOf(doc));
    if (!doc || !state) return [];
    const ctx = { doc, format: state.format, options: state.options, diagnostics: current(doc, state), canAllow: pathOf(doc.uri) !== undefined };
    return codeActions(ctx, params.range, params.context.only);
  });

  connection.onHover(async (params) => {
    const doc = documents.get(params.textDocument.uri);
    const state = doc && (await stateOf(doc));
    if (!doc || !state) return null;
    return hoverFor(doc, current(doc, state), doc.offsetAt(params.position)) ?? null;
  });

  connection.onExecuteCommand(async (params) => {
    if (params.command !== ALLOW_COMMAND) return;
    const [uri, word] = (params.arguments ?? []) as [string?, string?];
    const file = uri ? pathOf(uri) : undefined;
    if (!file || typeof word !== 'string') return;
    try {
      const result = await allowWord(file, word, workspaceDir ?? path.dirname(file));
      log(`${result.added ? 'allowed' : 'already allowed'}: ${word} (${result.file})`);
      await reload();
    } catch (err) {
      connection.window.showErrorMessage(`genderfair: ${(err as Error).message}`);
    }
  });

  documents.listen(connection);
  connection.listen();
}
