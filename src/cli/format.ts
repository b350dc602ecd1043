/** Output formats of `genderfair check`: pretty (eslint/alex-like), json, sarif (2.1.0). */
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { Diagnostic } from '../types.js';
import { LineIndex } from '../text/edits.js';

export const FORMATS = ['pretty', 'json', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];

export interface FileResult {
  /** Display name: the path as given, or `<stdin>`. */
  file: string;
  /** Absent for stdin. */
  path?: string;
  text: string;
  diagnostics: Diagnostic[];
}

export interface LocatedDiagnostic extends Diagnostic {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export function locate(text: string, diagnostics: readonly Diagnostic[]): LocatedDiagnostic[] {
  const index = new LineIndex(text);
  return diagnostics.map((d) => {
    const s = index.lineColumn(d.start);
    const e = index.lineColumn(d.end);
    return { ...d, line: s.line, column: s.column, endLine: e.line, endColumn: e.column };
  });
}

// ---------------------------------------------------------------------------------------------
// pretty

export interface Colors {
  file(s: string): string;
  pos(s: string): string;
  warning(s: string): string;
  info(s: string): string;
  actual(s: string): string;
  rule(s: string): string;
  arrow(s: string): string;
  bad(s: string): string;
  good(s: string): string;
}

const ansi = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;
const identity = (s: string) => s;

export function makeColors(enabled: boolean): Colors {
  if (!enabled) {
    return {
      file: identity, pos: identity, warning: identity, info: identity, actual: identity,
      rule: identity, arrow: identity, bad: identity, good: identity,
    };
  }
  const bold = ansi(1, 22);
  return {
    file: ansi(4, 24),
    pos: ansi(2, 22),
    warning: ansi(33, 39),
    info: ansi(36, 39),
    actual: bold,
    rule: ansi(2, 22),
    arrow: ansi(32, 39),
    bad: (s) => bold(ansi(31, 39)(s)),
    good: ansi(32, 39),
  };
}

/** Colours only for a terminal, and never when NO_COLOR is set to a non-empty value. */
export function colorsWanted(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}

/** Shows whitespace runs (line breaks inside a phrase) as one space so that each entry stays on one line. */
function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ');
}

const MAX_PREVIEWS = 3;

/** The block for one file, or '' when it has no diagnostics (clean files are not listed). */
export function formatPrettyFile(result: FileResult, c: Colors): string {
  if (result.diagnostics.length === 0) return '';
  const rows = locate(result.text, result.diagnostics).map((d) => ({
    pos: `${d.line}:${d.column}-${d.endLine}:${d.endColumn}`,
    severity: d.severity,
    actual: oneLine(d.actual),
    message: oneLine(d.message),
    rule: d.ruleId,
    previews: [...new Set(d.suggestions.map((s) => oneLine(s.preview)))].slice(0, MAX_PREVIEWS),
  }));
  const wPos = Math.max(...rows.map((r) => r.pos.length));
  const wSev = Math.max(...rows.map((r) => r.severity.length));
  const wAct = Math.max(...rows.map((r) => [...r.actual].length));
  const lines = [c.file(result.file)];
  for (const r of rows) {
    const sev = r.severity === 'warning' ? c.warning : c.info;
    lines.push(
      `  ${c.pos(r.pos.padEnd(wPos))}  ${sev(r.severity.padEnd(wSev))}  ` +
        `${c.actual(r.actual)}${' '.repeat(wAct - [...r.actual].length)}  ${r.message}  ${c.rule(r.rule)}`,
    );
    if (r.previews.length > 0) lines.push(`    ${c.arrow('→')} ${r.previews.join(' · ')}`);
  }
  return lines.join('\n') + '\n\n';
}

export function formatPrettySummary(warnings: number, infos: number, c: Colors): string {
  const total = warnings + infos;
  if (total === 0) return c.good('✔ keine Funde') + '\n';
  const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
  return (
    c.bad(
      `✖ ${n(total, 'Hinweis', 'Hinweise')} (${n(warnings, 'Warnung', 'Warnungen')}, ${n(infos, 'Info', 'Infos')})`,
    ) + '\n'
  );
}

// ---------------------------------------------------------------------------------------------
// json

export function formatJson(results: readonly FileResult[]): string {
  const out = results.map((r) => ({ file: r.file, diagnostics: locate(r.text, r.diagnostics) }));
  return JSON.stringify(out, null, 2) + '\n';
}

// ---------------------------------------------------------------------------------------------
// sarif

const RULE_DESCRIPTIONS: Record<string, string> = {
  'de/generic-masculine': 'Generisches Maskulinum für Personen',
};

/** A relative path as a relative URI reference (forward slashes, percent-encoded); absolute as file: URL. */
function artifactUri(p: string): string {
  if (path.isAbsolute(p)) return pathToFileURL(p).href;
  return p.split(/[\\/]/).map(encodeURIComponent).join('/');
}

export function formatSarif(results: readonly FileResult[], version: string): string {
  const ruleIds: string[] = [];
  const sarifResults: unknown[] = [];
  for (const r of results) {
    const artifactLocation =
      r.path === undefined ? { description: { text: 'standard input' } } : { uri: artifactUri(r.path) };
    for (const d of locate(r.text, r.diagnostics)) {
      let ruleIndex = ruleIds.indexOf(d.ruleId);
      if (ruleIndex < 0) ruleIndex = ruleIds.push(d.ruleId) - 1;
      sarifResults.push({
        ruleId: d.ruleId,
        ruleIndex,
        level: d.severity === 'warning' ? 'warning' : 'note',
        message: { text: d.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation,
              region: {
                startLine: d.line,
                startColumn: d.column,
                endLine: d.endLine,
                endColumn: d.endColumn,
                snippet: { text: d.actual },
              },
            },
          },
        ],
        properties: { suggestions: d.suggestions.map((s) => ({ style: s.style, preview: s.preview })) },
      });
    }
  }
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'genderfair',
            version,
            rules: ruleIds.map((id) => ({
              id,
              shortDescription: { text: RULE_DESCRIPTIONS[id] ?? id },
            })),
          },
        },
        columnKind: 'utf16CodeUnits',
        results: sarifResults,
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
}
