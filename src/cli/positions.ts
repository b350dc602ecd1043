/**
 * Offsets -> 1-based line/column, the way eslint and SARIF ("utf16CodeUnits") count:
 * lines break at \r\n, \n, \r, U+2028 and U+2029; columns count UTF-16 code units, starting at 1.
 * An end position is exclusive (the column just after the last character), as in eslint and SARIF.
 */
export interface Position {
  line: number;
  column: number;
}

const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/g;

export class LineIndex {
  /** Offset of the first character of each line. */
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (const m of text.matchAll(LINE_BREAK)) this.starts.push(m.index + m[0].length);
  }

  position(offset: number): Position {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    // Largest i with starts[i] <= offset.
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
  }
}
