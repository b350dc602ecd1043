/**
 * The checker's findings in LSP terms: diagnostics, quick fixes, hover text. Pure functions of the
 * document text and the findings (the server keeps state; these are tested on their own).
 */
import {
  CodeActionKind,
  DiagnosticSeverity,
  type CodeAction,
  type Diagnostic as LspDiagnostic,
  type Hover,
  type Range,
  type TextEdit,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { bestSuggestionEdits, check } from '../check.js';
import type { InputFormat } from '../documents/formats.js';
import { CATEGORY_LABEL, ruleMeta, ruleUrl } from '../rules.js';
import type { CheckOptions, Diagnostic, Edit } from '../types.js';
import { UNSURE_NOTE } from '../unsure.js';

export const SOURCE = 'genderfair';
/** The command of "always allow this word": arguments [documentUri, word]. */
export const ALLOW_COMMAND = 'genderfair.allowWord';
/** The code action kind of "fix all in file" asked for on save (editor.codeActionsOnSave). */
export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.genderfair`;

export function toLspDiagnostic(doc: TextDocument, d: Diagnostic): LspDiagnostic {
  const rule = ruleMeta(d.ruleId);
  return {
    range: { start: doc.positionAt(d.start), end: doc.positionAt(d.end) },
    severity: d.severity === 'warning' ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
    code: d.ruleId,
    ...(rule ? { codeDescription: { href: ruleUrl(d.ruleId) } } : {}),
    source: SOURCE,
    message: d.confidence === 'low' ? `${d.message} ${UNSURE_NOTE}` : d.message,
  };
}

function textEdits(doc: TextDocument, edits: readonly Edit[]): TextEdit[] {
  return edits.map((e) => ({ range: { start: doc.positionAt(e.start), end: doc.positionAt(e.end) }, newText: e.text }));
}

function overlaps(doc: TextDocument, d: Diagnostic, range: Range): boolean {
  const start = doc.offsetAt(range.start);
  const end = doc.offsetAt(range.end);
  return d.start <= end && start <= d.end;
}

export interface ActionContext {
  doc: TextDocument;
  format: InputFormat;
  options: CheckOptions;
  diagnostics: readonly Diagnostic[];
  /** Whether "always allow" can write a config file for this document (a file on disk). */
  canAllow: boolean;
}

/**
 * The code actions for a range: each suggestion of each finding there (the best one preferred), "ignore
 * this word here" (an inline comment, Markdown and HTML), "always allow this word" (the config file's
 * allow list), and "fix all" (the best suggestion of every sure warning in the file).
 */
export function codeActions(ctx: ActionContext, range: Range, only?: readonly string[]): CodeAction[] {
  const { doc, diagnostics } = ctx;
  const uri = doc.uri;
  const wanted = (kind: string) => !only || only.some((k) => kind === k || kind.startsWith(`${k}.`));
  const actions: CodeAction[] = [];
  if (wanted(CodeActionKind.QuickFix)) {
    for (const d of diagnostics) {
      if (!overlaps(doc, d, range)) continue;
      const lsp = toLspDiagnostic(doc, d);
      const seen = new Set<string>();
      d.suggestions.forEach((s, k) => {
        if (seen.has(s.preview)) return;
        seen.add(s.preview);
        actions.push({
          title: `„${s.preview}“ einsetzen`,
          kind: CodeActionKind.QuickFix,
          diagnostics: [lsp],
          isPreferred: k === 0,
          edit: { changes: { [uri]: textEdits(doc, s.edits) } },
        });
      });
      const ignore = ignoreHereEdit(doc.getText(), ctx.format, d, ctx.options);
      if (ignore) {
        actions.push({
          title: `„${d.actual}“ hier erlauben (Kommentar genderfair-ignore)`,
          kind: CodeActionKind.QuickFix,
          diagnostics: [lsp],
          edit: { changes: { [uri]: textEdits(doc, [ignore]) } },
        });
      }
      if (ctx.canAllow) {
        actions.push({
          title: `„${d.actual}“ immer erlauben (Liste allow der Konfiguration)`,
          kind: CodeActionKind.QuickFix,
          diagnostics: [lsp],
          command: { title: 'Wort erlauben', command: ALLOW_COMMAND, arguments: [uri, d.actual] },
        });
      }
    }
  }
  const fixAll = fixAllAction(doc, diagnostics);
  if (fixAll) {
    if (wanted(CodeActionKind.QuickFix) && actions.length > 0) actions.push({ ...fixAll, kind: CodeActionKind.QuickFix });
    if (only && wanted(FIX_ALL_KIND)) actions.push(fixAll);
  }
  return actions;
}

/** The best suggestion of every sure warning in the file, as one action (undefined when there is none). */
export function fixAllAction(doc: TextDocument, diagnostics: readonly Diagnostic[]): CodeAction | undefined {
  const { edits, applied } = bestSuggestionEdits(doc.getText(), diagnostics);
  if (applied === 0) return undefined;
  return {
    title: `Alle sicheren Funde ersetzen (${applied})`,
    kind: FIX_ALL_KIND,
    edit: { changes: { [doc.uri]: textEdits(doc, edits) } },
  };
}

/**
 * An inline comment `<!-- genderfair-ignore Wort -->` on a line of its own before the block of the
 * finding (Markdown, HTML), where it makes exactly this finding go away: the place is tried by checking
 * the block with the comment in it (Markdown: the start of the paragraph; HTML: the start of the finding's
 * line, else of its paragraph).
 * Undefined for formats without such comments or when no place works.
 */
export function ignoreHereEdit(text: string, format: InputFormat, d: Diagnostic, options: CheckOptions): Edit | undefined {
  if (format !== 'markdown' && format !== 'html') return undefined;
  const word = d.actual.trim();
  if (word === '' || /[\s,]|--/.test(word)) return undefined;
  const blockStart = lastBlankLineEnd(text, d.start);
  const blockEnd = nextBlankLine(text, d.end);
  const lineStart = text.lastIndexOf('\n', d.start - 1) + 1;
  const indent = (at: number) => /^[ \t]*/.exec(text.slice(at))![0];
  const block = text.slice(blockStart, blockEnd);
  const before = check(block, { ...options, inputFormat: format }).length;
  // Markdown: before the block (a comment line inside a paragraph would split it); HTML: before the element on the finding's line
  for (const at of format === 'markdown' ? [blockStart] : [lineStart, blockStart]) {
    const comment = `${indent(at)}<!-- genderfair-ignore ${word} -->\n`;
    const edited = text.slice(blockStart, at) + comment + text.slice(at, blockEnd);
    const after = check(edited, { ...options, inputFormat: format });
    if (after.length === before - 1 && !after.some((x) => x.start === d.start - blockStart + comment.length && x.actual === d.actual)) {
      return { start: at, end: at, text: comment };
    }
  }
  return undefined;
}

function lastBlankLineEnd(text: string, before: number): number {
  let start = 0;
  for (const m of text.slice(0, before).matchAll(/\n[^\S\n]*\n/g)) start = m.index + m[0].length;
  return start;
}

function nextBlankLine(text: string, after: number): number {
  const m = /\n[^\S\n]*\n/.exec(text.slice(after));
  return m ? after + m.index : text.length;
}

/** The hover over a finding: its rule, message, suggestions and the rule's explanation with a link. */
export function hoverFor(doc: TextDocument, diagnostics: readonly Diagnostic[], offset: number): Hover | undefined {
  const d = diagnostics.find((x) => x.start <= offset && offset <= x.end);
  if (!d) return undefined;
  const rule = ruleMeta(d.ruleId);
  const lines = [`**${rule?.title ?? d.ruleId}** · ${rule ? CATEGORY_LABEL[rule.category].one : ''} · \`${d.ruleId}\``, '', d.message];
  if (d.confidence === 'low') lines.push('', `_${UNSURE_NOTE}_`);
  if (d.suggestions.length > 0) lines.push('', 'Vorschläge: ' + [...new Set(d.suggestions.map((s) => `„${s.preview}“`))].join(' · '));
  if (rule) lines.push('', rule.explanation, '', `[Mehr zur Regel](${ruleUrl(d.ruleId)})`);
  return {
    contents: { kind: 'markdown', value: lines.join('\n') },
    range: { start: doc.positionAt(d.start), end: doc.positionAt(d.end) },
  };
}
