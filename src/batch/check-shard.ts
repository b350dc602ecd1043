/**
 * Checks one shard: every document read (a file through the CLI's readers, so Word/ODT and every input
 * format work as in `genderfair check`), checked with check(), its findings and its summary row written as
 * JSON lines. A document that cannot be read or checked gets a summary row with the error, never a crash
 * of the shard. In mine mode the rows are lexicon candidates (mine.ts) instead. Runs in a worker thread (worker.ts), in a queue worker, or in-process.
 */
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applyBestSuggestions, check } from '../check.js';
import { proseOf } from '../documents/formats.js';
import { loadInputFormat } from '../documents/load.js';
import { checkInput, fixInput, isOfficeInput, readInput } from '../cli/office.js';
import type { Document } from '../cli/inputs.js';
import type { CheckOptions, Diagnostic } from '../types.js';
import { mineText } from './mine.js';
import type { DocRef, FindingRow, ShardResult, ShardTask, SummaryRow } from './types.js';

const deps = { check };

export async function checkShard(task: ShardTask): Promise<ShardResult> {
  let findings = '';
  let summary = '';
  let chars = 0;
  for (const ref of task.docs) {
    const row: SummaryRow = { doc: ref.doc, chars: 0, findings: 0, error: ref.error ?? '' };
    if (row.error === '') {
      try {
        const options = task.options[ref.options] ?? {};
        const doc = await readRef(ref, task.cwd);
        row.chars = doc.text.length;
        if (task.mode === 'mine') {
          for (const r of mineText(await proseText(doc, ref))) {
            row.findings += r.count;
            findings += JSON.stringify(r) + '\n';
          }
        } else {
          const found = await checkRef(doc, ref, options);
          row.findings = found.length;
          for (const d of found) findings += JSON.stringify(findingRow(ref.doc, d)) + '\n';
          if (task.fixDir !== undefined) await writeFixed(task, ref, doc, found, options);
        }
      } catch (err) {
        row.error = oneLine(err);
      }
    }
    chars += row.chars;
    summary += JSON.stringify(row) + '\n';
  }
  return { shard: task.shard, findings, summary, docs: task.docs.length, chars };
}

async function readRef(ref: DocRef, cwd: string): Promise<Document> {
  if (ref.text !== undefined) return { name: ref.doc, text: ref.text, bom: false };
  if (ref.path === undefined) throw new Error('document without text or path');
  return readInput({ name: ref.path, path: ref.path }, cwd);
}

/** What mining reads: the prose of a structured document (no markup), the text of any other. */
async function proseText(doc: Document, ref: DocRef): Promise<string> {
  if (isOfficeInput(doc) || ref.inputFormat === 'text') return doc.text;
  await loadInputFormat(ref.inputFormat);
  return proseOf(doc.text, ref.inputFormat).text;
}

async function checkRef(doc: Document, ref: DocRef, options: CheckOptions): Promise<Diagnostic[]> {
  if (isOfficeInput(doc)) return checkInput(doc, deps, options);
  if (ref.inputFormat === 'text') return check(doc.text, options);
  await loadInputFormat(ref.inputFormat);
  return check(doc.text, { ...options, inputFormat: ref.inputFormat });
}

export function findingRow(doc: string, d: Diagnostic): FindingRow {
  return {
    doc,
    start: d.start,
    end: d.end,
    ruleId: d.ruleId,
    severity: d.severity,
    confidence: d.confidence,
    actual: d.actual,
    suggestion: d.suggestions[0]?.preview ?? '',
  };
}

/**
 * --fix: the document with the best suggestion of each high-confidence warning applied (as `genderfair
 * fix` does), every document written, changed or not, so that the folder is the whole fixed corpus. A file
 * keeps its relative path (and a BOM); a record becomes `<id>.txt`.
 */
async function writeFixed(task: ShardTask, ref: DocRef, doc: Document, found: Diagnostic[], options: CheckOptions): Promise<void> {
  const dir = task.fixDir!;
  let bytes: Buffer | undefined;
  if (isOfficeInput(doc)) bytes = fixInput(doc, deps, options, () => true).bytes;
  else {
    const text = applyBestSuggestions(doc.text, found).text;
    bytes = Buffer.from(doc.bom ? `\uFEFF${text}` : text, 'utf8');
  }
  const target = path.join(dir, ref.path !== undefined ? safeRelative(ref.path) : `${ref.doc.replace(/[^\p{L}\p{N}._-]/gu, '_')}.txt`);
  await mkdir(path.dirname(target), { recursive: true });
  // written beside the target and renamed: a run killed in the middle leaves no half-written file
  const temp = `${target}.${process.pid}.tmp`;
  if (bytes !== undefined) await writeFile(temp, bytes);
  else await copyFile(path.resolve(task.cwd, ref.path!), temp); // an office file with nothing to fix
  await rename(temp, target);
}

/** A relative path that stays inside the fix folder ("../a.md" and "/abs/a.md" lose their way out). */
function safeRelative(file: string): string {
  return path
    .normalize(file)
    .split(/[\\/]+/)
    .filter((p) => p !== '' && p !== '..' && p !== '.')
    .join(path.sep);
}

function oneLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.trim().replace(/\s*\n\s*/g, ' ') || 'unknown error';
}
