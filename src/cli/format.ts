/** Output formats of `genderfair check`: pretty (eslint/alex-like), json, sarif (2.1.0). */
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { Diagnostic, Severity, SkipReason, Skipped } from '../types.js';
import { RULES, type RuleMeta, ruleUrl } from '../rules.js';

export const FORMATS = ['pretty', 'json', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];

/** Which file a section of the output is about. */
export interface FileInfo {
  /** Display name: the path as given, or `<stdin>`. */
  file: string;
  /** Absent for stdin. */
  path?: string;
}

/** 1-based line:column of a range's start and (exclusive) end. */
export interface Position {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

export interface LocatedDiagnostic extends Diagnostic, Position {}

/** A person noun that check left alone (listed with --explain). */
export interface LocatedSkipped extends Skipped, Position {}

/** German labels of the reasons why a person noun was left alone. */
export const SKIP_REASON_LABEL: Record<SkipReason, string> = {
  'specific-person': 'bestimmte Person',
  'non-person': 'keine Person',
  inclusive: 'schon inklusiv',
  allowed: 'erlaubt',
  name: 'Name/Titel',
  quotation: 'Zitat',
  disabled: 'abgeschaltet',
};

/** "bestimmte Person: Name danach: Jens Kohlmann": the reason's label and its cue. */
export function skipExplanation(s: Skipped): string {
  return s.detail ? `${SKIP_REASON_LABEL[s.reason]}: ${s.detail}` : SKIP_REASON_LABEL[s.reason];
}

/** Counts for the summary: skipped entries (--explain) never count as findings. */
export interface Counts {
  warnings: number;
  infos: number;
  /** Findings of low confidence among them. */
  unsure?: number;
  /** Person nouns left alone (only with --explain). */
  skipped?: number;
}

/**
 * Writes the output of `check` as it goes, so that a file with a million findings never has its report
 * in memory: startFile, then add() for each batch of located diagnostics (in text order; a large file
 * gives one batch per chunk) and, with --explain, the person nouns left alone; endFile; end() once after
 * the last file.
 */
export interface Reporter {
  startFile(file: FileInfo): void;
  add(diagnostics: readonly LocatedDiagnostic[], skipped?: readonly LocatedSkipped[]): void;
  endFile(): void;
  end(counts: Counts): void;
}

export interface ReporterOptions {
  write(text: string): void;
  colors: Colors;
  /** The package version (SARIF names it). */
  version: string;
  /** check --explain: JSON gets a `skipped` array per file (also when empty). */
  explain?: boolean;
}

export function createReporter(format: Format, options: ReporterOptions): Reporter {
  switch (format) {
    case 'pretty':
      return prettyReporter(options);
    case 'json':
      return jsonReporter(options);
    case 'sarif':
      return sarifReporter(options);
  }
}

/** JSON.stringify(value, null, 2) for a value nested `depth` spaces deep in a document indented the same way. */
function nested(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${' '.repeat(depth)}`);
}

/** Writes the items of a JSON array one by one, laid out as JSON.stringify(array, null, 2) would. */
class JsonArrayWriter {
  private count = 0;
  constructor(
    private readonly write: (text: string) => void,
    /** Indentation of the line the array opens on. */
    private readonly depth: number,
  ) {}

  /** An item, given as text already indented for depth + 2. */
  item(json: string): void {
    this.write(`${this.count++ === 0 ? '[' : ','}\n${' '.repeat(this.depth + 2)}${json}`);
  }

  close(): void {
    this.write(this.count === 0 ? '[]' : `\n${' '.repeat(this.depth)}]`);
  }
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
  skipped(s: string): string;
}

const ansi = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;
const identity = (s: string) => s;

export function makeColors(enabled: boolean): Colors {
  if (!enabled) {
    return {
      file: identity, pos: identity, warning: identity, info: identity, actual: identity,
      rule: identity, arrow: identity, bad: identity, good: identity, skipped: identity,
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
    skipped: ansi(2, 22),
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

/** The widest of some strings (a loop: a spread of a million arguments overflows the stack). */
function widest(values: Iterable<string>): number {
  let w = 0;
  for (const v of values) w = Math.max(w, v.length);
  return w;
}

/** The severity column of a finding: "warning?" / "info?" when its confidence is low. */
function severityLabel(d: Diagnostic): string {
  return d.confidence === 'low' ? `${d.severity}?` : d.severity;
}

/**
 * eslint/alex-like: the file name, then one aligned row per finding (and a row of previews), a blank line
 * after each file with findings; clean files are not listed. A finding of low confidence has a "?" after
 * its severity. With --explain the person nouns left alone follow the findings of a batch as dim rows
 * ("ausgelassen", the word, reason and cue). Columns are aligned within a batch (the whole file, unless
 * it was checked in chunks).
 */
function prettyReporter({ write, colors: c }: ReporterOptions): Reporter {
  let file: FileInfo | undefined;
  let listed = false;
  return {
    startFile(f) {
      file = f;
      listed = false;
    },
    add(diagnostics, skipped = []) {
      if ((diagnostics.length === 0 && skipped.length === 0) || !file) return;
      const rows = diagnostics.map((d) => ({
        pos: `${d.line}:${d.column}-${d.endLine}:${d.endColumn}`,
        severity: d.severity,
        label: severityLabel(d),
        actual: oneLine(d.actual),
        chars: [...oneLine(d.actual)].length,
        message: oneLine(d.message),
        rule: d.ruleId,
        previews: [...new Set(d.suggestions.map((s) => oneLine(s.preview)))].slice(0, MAX_PREVIEWS),
      }));
      const skips = skipped.map((s) => ({
        pos: `${s.line}:${s.column}-${s.endLine}:${s.endColumn}`,
        label: SKIPPED_LABEL,
        actual: oneLine(s.actual),
        chars: [...oneLine(s.actual)].length,
        message: oneLine(skipExplanation(s)),
      }));
      const all = [...rows, ...skips];
      const wPos = widest(all.map((r) => r.pos));
      const wSev = widest(all.map((r) => r.label));
      const wAct = all.reduce((w, r) => Math.max(w, r.chars), 0);
      const lines = listed ? [] : [c.file(file.file)];
      listed = true;
      for (const r of rows) {
        const sev = r.severity === 'warning' ? c.warning : c.info;
        lines.push(
          `  ${c.pos(r.pos.padEnd(wPos))}  ${sev(r.label.padEnd(wSev))}  ` +
            `${c.actual(r.actual)}${' '.repeat(wAct - r.chars)}  ${r.message}  ${c.rule(r.rule)}`,
        );
        if (r.previews.length > 0) lines.push(`    ${c.arrow('→')} ${r.previews.join(' · ')}`);
      }
      for (const r of skips) {
        lines.push(c.skipped(`  ${r.pos.padEnd(wPos)}  ${r.label.padEnd(wSev)}  ${r.actual}${' '.repeat(wAct - r.chars)}  ${r.message}`));
      }
      write(lines.join('\n') + '\n');
    },
    endFile() {
      if (listed) write('\n');
    },
    end(counts) {
      write(formatPrettySummary(counts, c));
    },
  };
}

const SKIPPED_LABEL = 'ausgelassen';

export function formatPrettySummary({ warnings, infos, unsure = 0, skipped }: Counts, c: Colors): string {
  const total = warnings + infos;
  const n = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
  const left = skipped === undefined ? '' : c.skipped(` · ${skipped} ${SKIPPED_LABEL}`);
  if (total === 0) return c.good('✔ keine Funde') + left + '\n';
  const sure = unsure > 0 ? `; ${unsure} unsicher (?)` : '';
  return (
    c.bad(
      `✖ ${n(total, 'Hinweis', 'Hinweise')} (${n(warnings, 'Warnung', 'Warnungen')}, ${n(infos, 'Info', 'Infos')}${sure})`,
    ) + left + '\n'
  );
}

// ---------------------------------------------------------------------------------------------
// json

/**
 * [{file, diagnostics: [...]}, ...], laid out as JSON.stringify(results, null, 2); with --explain each file
 * also has `skipped: [...]` after its diagnostics (held until the file ends: the diagnostics stream).
 */
function jsonReporter({ write, explain }: ReporterOptions): Reporter {
  const files = new JsonArrayWriter(write, 0);
  let diagnostics: JsonArrayWriter | undefined;
  let skipped: LocatedSkipped[] = [];
  return {
    startFile({ file }) {
      files.item(`{\n    "file": ${JSON.stringify(file)},\n    "diagnostics": `);
      diagnostics = new JsonArrayWriter(write, 4);
      skipped = [];
    },
    add(batch, skips = []) {
      for (const d of batch) diagnostics?.item(nested(d, 6));
      for (const s of skips) skipped.push(s);
    },
    endFile() {
      diagnostics?.close();
      if (explain) {
        write(',\n    "skipped": ');
        const list = new JsonArrayWriter(write, 4);
        for (const s of skipped) list.item(nested(s, 6));
        list.close();
      }
      skipped = [];
      write('\n  }');
    },
    end() {
      files.close();
      write('\n');
    },
  };
}

// ---------------------------------------------------------------------------------------------
// sarif

/** The rule of --explain's entries: not a finding, the record of a decision not to flag. */
const SKIPPED_RULE = 'genderfair/skipped';

const SKIPPED_DESCRIPTION = 'Bewusst nicht gemeldete Personenbezeichnung (check --explain)';

/** SARIF reportingDescriptor of a rule of the registry: descriptions, explanation, default level, its page. */
function sarifRule(rule: RuleMeta): Record<string, unknown> {
  return {
    id: rule.id,
    name: rule.title,
    shortDescription: { text: rule.description },
    fullDescription: { text: rule.explanation },
    helpUri: ruleUrl(rule.id),
    help: { text: rule.explanation },
    defaultConfiguration: { level: sarifLevel(rule.severity) },
    properties: { category: rule.category },
  };
}

function sarifLevel(severity: Severity): 'warning' | 'note' {
  return severity === 'warning' ? 'warning' : 'note';
}

/** A relative path as a relative URI reference (forward slashes, percent-encoded); absolute as file: URL. */
function artifactUri(p: string): string {
  if (path.isAbsolute(p)) return pathToFileURL(p).href;
  return p.split(/[\\/]/).map(encodeURIComponent).join('/');
}

/**
 * SARIF 2.1.0: one run; its results are written as they come, the tool (with every rule of the registry,
 * which ruleIndex points into) after them. `level` follows the severity; the confidence is in
 * `properties.confidence`. With --explain the person nouns left alone are results of the rule
 * genderfair/skipped with kind "informational" and level "none" (SARIF's "not a problem"), their reason
 * and cue in `properties`.
 */
function sarifReporter({ write, version }: ReporterOptions): Reporter {
  // tool.driver.rules: every rule of the registry (ruleIndex points into it), then the ids outside it that occurred
  const ruleIds: string[] = RULES.map((r) => r.id);
  let artifactLocation: unknown;
  write(
    `{\n  "$schema": "https://json.schemastore.org/sarif-2.1.0.json",\n  "version": "2.1.0",\n  "runs": [\n    {\n` +
      `      "columnKind": "utf16CodeUnits",\n      "results": `,
  );
  const results = new JsonArrayWriter(write, 6);
  return {
    startFile(f) {
      artifactLocation = f.path === undefined ? { description: { text: 'standard input' } } : { uri: artifactUri(f.path) };
    },
    add(batch, skipped = []) {
      const indexOf = (ruleId: string): number => {
        const i = ruleIds.indexOf(ruleId);
        return i >= 0 ? i : ruleIds.push(ruleId) - 1;
      };
      const locations = (r: Position & { actual: string }) => [
        {
          physicalLocation: {
            artifactLocation,
            region: { startLine: r.line, startColumn: r.column, endLine: r.endLine, endColumn: r.endColumn, snippet: { text: r.actual } },
          },
        },
      ];
      for (const d of batch) {
        const result = {
          ruleId: d.ruleId,
          ruleIndex: indexOf(d.ruleId),
          level: sarifLevel(d.severity),
          message: { text: d.message },
          locations: locations(d),
          properties: { confidence: d.confidence, suggestions: d.suggestions.map((s) => ({ style: s.style, preview: s.preview })) },
        };
        results.item(nested(result, 8));
      }
      for (const s of skipped) {
        const result = {
          ruleId: SKIPPED_RULE,
          ruleIndex: indexOf(SKIPPED_RULE),
          kind: 'informational',
          level: 'none',
          message: { text: `ausgelassen: ${skipExplanation(s)}` },
          locations: locations(s),
          properties: { reason: s.reason, detail: s.detail },
        };
        results.item(nested(result, 8));
      }
    },
    endFile() {},
    end() {
      results.close();
      const tool = {
        driver: {
          name: 'genderfair',
          version,
          rules: [...RULES.map(sarifRule), ...ruleIds.slice(RULES.length).map((id) => ({ id, shortDescription: { text: id === SKIPPED_RULE ? SKIPPED_DESCRIPTION : id } }))],
        },
      };
      write(`,\n      "tool": ${nested(tool, 6)}\n    }\n  ]\n}\n`);
    },
  };
}
