/**
 * Checking a document as the user types, without checking all of it at each key: the text is cut at
 * paragraph breaks (blank lines), where the checker's context ends anyway (a paragraph is the reach of
 * referents, quotes and agreement; the CLI cuts large files the same way), and each paragraph's findings
 * are kept by its text. After an edit only the changed paragraphs are checked again.
 *
 * Markdown is cut only where a blank line ends a block for sure: not inside front matter, a fenced code
 * block or an HTML comment, not after a genderfair comment (it applies to the next block) and not inside
 * a genderfair-disable … enable range. HTML (and every other format) is checked whole.
 */
import { check } from '../check.js';
import type { InputFormat } from '../documents/formats.js';
import type { CheckOptions, Diagnostic } from '../types.js';

const BLANK_LINES = /\n[^\S\n]*\n/g;

type Open = 'frontmatter' | 'fence' | 'comment' | undefined;

/** Offsets where a new segment starts (after 0), in order. */
export function segmentStarts(text: string, format: InputFormat): number[] {
  const starts: number[] = [];
  if (format === 'text') {
    for (const m of text.matchAll(BLANK_LINES)) starts.push(m.index + m[0].length);
    return starts;
  }
  if (format !== 'markdown') return starts;
  // Markdown: line by line; a cut before a line that follows a blank line where nothing is open
  let open: Open = /^(?:---|\+\+\+)\r?\n/.test(text) ? 'frontmatter' : undefined;
  let fence = '';
  let previousBlank = false;
  let keepWithNext = false; // after a genderfair comment: it applies to the next block
  let disabled = false;
  let lineStart = open ? text.indexOf('\n') + 1 : 0;
  while (lineStart < text.length) {
    const nl = text.indexOf('\n', lineStart);
    const lineEnd = nl < 0 ? text.length : nl;
    const line = text.slice(lineStart, lineEnd);
    const trimmed = line.trim();
    if (open === 'frontmatter') {
      if (trimmed === '---' || trimmed === '+++') open = undefined;
    } else if (open === 'fence') {
      if (trimmed.startsWith(fence) && /^[`~]+$/.test(trimmed)) open = undefined;
    } else if (open === 'comment') {
      if (line.includes('-->')) open = undefined;
    } else if (trimmed === '') {
      previousBlank = true;
    } else {
      // an indented line may continue a list item (or be code): it stays with what is before it
      if (previousBlank && !keepWithNext && !disabled && lineStart > 0 && !/^(?: {4}|\t)/.test(line)) starts.push(lineStart);
      previousBlank = false;
      keepWithNext = false;
      const fenceOpen = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (fenceOpen) {
        open = 'fence';
        fence = fenceOpen[1]!;
      } else if (line.includes('<!--')) {
        const directive = /genderfair-(disable-next-line|disable|enable|ignore)\b/.exec(line)?.[1];
        if (directive === 'disable') disabled = true;
        else if (directive === 'enable') disabled = false;
        else if (directive) keepWithNext = true;
        if (line.lastIndexOf('<!--') > line.lastIndexOf('-->')) open = 'comment';
      }
    }
    if (nl < 0) break;
    lineStart = nl + 1;
  }
  return starts;
}

/** Diagnostics of a segment, relative to its start. */
interface Entry {
  diagnostics: Diagnostic[];
  /** The run that last used it (older entries are dropped). */
  run: number;
}

/**
 * check() of a whole document, with the findings of each unchanged segment taken from the last run.
 * One instance per document and options (the owner drops it when the options change).
 */
export class SegmentedChecker {
  private cache = new Map<string, Entry>();
  private run = 0;

  constructor(
    private readonly format: InputFormat,
    private readonly options: CheckOptions,
  ) {}

  check(text: string): Diagnostic[] {
    this.run++;
    const starts = segmentStarts(text, this.format);
    if (starts.length === 0) return check(text, { ...this.options, inputFormat: this.format });
    const out: Diagnostic[] = [];
    let from = 0;
    for (const to of [...starts, text.length]) {
      const segment = text.slice(from, to);
      let entry = this.cache.get(segment);
      if (!entry) {
        entry = { diagnostics: check(segment, { ...this.options, inputFormat: this.format }), run: this.run };
        this.cache.set(segment, entry);
      }
      entry.run = this.run;
      for (const d of entry.diagnostics) out.push(from === 0 ? d : shifted(d, from));
      from = to;
    }
    for (const [key, entry] of this.cache) if (entry.run !== this.run) this.cache.delete(key);
    return out;
  }
}

function shifted(d: Diagnostic, by: number): Diagnostic {
  return {
    ...d,
    start: d.start + by,
    end: d.end + by,
    suggestions: d.suggestions.map((s) => ({ ...s, edits: s.edits.map((e) => ({ ...e, start: e.start + by, end: e.end + by })) })),
  };
}
