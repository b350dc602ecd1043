/**
 * The backdrop behind the textarea: the same text, with <mark> elements where findings are. It has the
 * textarea's font, padding and wrapping, so each mark lies exactly under its words.
 */

export interface Range {
  start: number;
  end: number;
  /** Index into the current diagnostics, or -1 for a range carried over from an older check. */
  index: number;
  severity: 'warning' | 'info';
  /** A finding of low confidence (drawn with a dashed underline). */
  unsure?: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);
}

/** Markup for the backdrop; ranges must be sorted and non-overlapping (overlaps are skipped). */
export function backdropHtml(text: string, ranges: readonly Range[], active: number): string {
  let html = '';
  let last = 0;
  for (const r of ranges) {
    if (r.start < last || r.end > text.length || r.start >= r.end) continue;
    html += escapeHtml(text.slice(last, r.start));
    const cls = `hl hl-${r.severity}${r.unsure ? ' hl-unsure' : ''}${r.index >= 0 && r.index === active ? ' hl-active' : ''}`;
    html += `<mark class="${cls}" data-i="${r.index}">${escapeHtml(text.slice(r.start, r.end))}</mark>`;
    last = r.end;
  }
  html += escapeHtml(text.slice(last));
  // A trailing line break only gets a line box when something follows it.
  if (text === '' || text.endsWith('\n')) html += ' ';
  return html;
}

/** Characters that extend a word, including gender characters (Lehrer*innen, Lehrer:innen, …). */
const WORD_CHAR = /[\p{L}\p{M}\p{N}*:_·\/'’-]/u;

function isWordChar(c: string): boolean {
  return c !== '' && WORD_CHAR.test(c);
}

/**
 * Carries highlight ranges from `before` to `after` (one contiguous change, as typing or pasting makes):
 * ranges before the change stay, ranges after it move by the length difference, ranges whose words the
 * change touches are dropped until the next check. Keeps the marks under their words between a keystroke
 * and the (debounced) check, so they neither flicker nor drift.
 */
export function carryRanges(before: string, after: string, ranges: readonly Range[]): Range[] {
  const max = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < max && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix++;
  let suffix = 0;
  while (
    suffix < max - prefix &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  ) {
    suffix++;
  }
  const changeEnd = before.length - suffix;
  const delta = after.length - before.length;
  const out: Range[] = [];
  for (const r of ranges) {
    if (r.end < prefix || (r.end === prefix && !isWordChar(after.charAt(prefix)))) {
      out.push({ ...r, index: -1 });
    } else if (r.start > changeEnd || (r.start === changeEnd && !isWordChar(after.charAt(r.start + delta - 1)))) {
      out.push({ ...r, start: r.start + delta, end: r.end + delta, index: -1 });
    }
  }
  return out;
}
