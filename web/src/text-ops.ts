/**
 * Changing the textarea's text so that the browser's own undo (Strg+Z, the "Rückgängig" button) takes
 * the change back: the replacement is typed in with execCommand('insertText'), which Chromium, Firefox
 * and Safari put on the textarea's native undo stack. Where that is unavailable the text is set
 * directly and a small undo stack of our own takes over for these changes.
 */
import { applyEdits } from '../../src/text/edits.js';
import type { Edit } from '../../src/index.js';

interface OwnStep {
  before: string;
  after: string;
  caret: number;
}

export class TextOps {
  private readonly own: OwnStep[] = [];

  constructor(private readonly area: HTMLTextAreaElement) {}

  /**
   * Applies edits (offsets into the current value) as one undoable step: the span from the first to the
   * last edited character is replaced by itself with the edits applied (applyEdits semantics).
   * Returns the range of the new text.
   */
  applyEdits(edits: readonly Edit[]): { start: number; end: number } {
    const value = this.area.value;
    if (edits.length === 0) return { start: 0, end: 0 };
    const start = Math.min(...edits.map((e) => e.start));
    const end = Math.max(...edits.map((e) => e.end));
    const replacement = applyEdits(
      value.slice(start, end),
      edits.map((e) => ({ start: e.start - start, end: e.end - start, text: e.text })),
    );
    this.replace(start, end, replacement);
    return { start, end: start + replacement.length };
  }

  /** Replaces value[start, end) by `text` as one undoable step; the caret ends after the new text. */
  replace(start: number, end: number, text: string): void {
    const area = this.area;
    const before = area.value;
    const expected = before.slice(0, start) + text + before.slice(end);
    const scrollY = window.scrollY;
    area.focus({ preventScroll: true });
    area.setSelectionRange(start, end);
    let ok = false;
    try {
      ok = document.execCommand('insertText', false, text);
    } catch {
      ok = false;
    }
    if (!ok || area.value !== expected) {
      area.value = expected;
      area.setSelectionRange(start + text.length, start + text.length);
      this.own.push({ before, after: expected, caret: start });
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }
    window.scrollTo({ top: scrollY });
  }

  /** Replaces the whole text (opening a file, the sample text) as one undoable step. */
  replaceAll(text: string): void {
    this.replace(0, this.area.value.length, text);
    this.area.setSelectionRange(0, 0);
    this.area.scrollTop = 0;
  }

  /** True when our own stack holds the last change (the browser's undo would not know it). */
  ownUndoPending(): boolean {
    const top = this.own[this.own.length - 1];
    return top !== undefined && top.after === this.area.value;
  }

  /** Undoes the last change: ours if it was made without the native stack, else the browser's. */
  undo(): void {
    const area = this.area;
    area.focus({ preventScroll: true });
    if (this.ownUndoPending()) {
      const step = this.own.pop();
      if (!step) return;
      area.value = step.before;
      area.setSelectionRange(step.caret, step.caret);
      area.dispatchEvent(new Event('input', { bubbles: true }));
      return;
    }
    this.own.length = 0;
    document.execCommand('undo');
  }
}
