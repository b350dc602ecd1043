/**
 * A line-based unified diff (the output of `diff -u`) for `genderfair fix --diff`.
 *
 * Lines keep their terminator, so a CRLF file gives "-…\r\n" lines that `patch` applies byte for byte;
 * a last line without a newline is followed by "\ No newline at end of file". The common prefix and
 * suffix are cut off and lines found on one side only are set aside first (fix rewrites a few lines of a
 * long text, and a rewritten line rarely occurs elsewhere), then Myers' O((N+M)·D) algorithm in its
 * linear-space form (middle snake, divide and conquer) finds a shortest edit script.
 */

/** Splits after each "\n"; "\r" stays part of its line. The last line may lack a terminator. */
export function splitLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) break;
    lines.push(text.slice(start, nl + 1));
    start = nl + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

/** A run of removed lines a[a0, a1) replaced by the added lines b[b0, b1) (either may be empty). */
export interface Change {
  a0: number;
  a1: number;
  b0: number;
  b1: number;
}

/** The changes that turn `a` into `b` with as few removed plus added lines as possible, in order. */
export function diffLines(a: readonly string[], b: readonly string[]): Change[] {
  // Lines as small integers: comparisons in the inner loop are then cheap.
  const ids = new Map<string, number>();
  const intern = (lines: readonly string[]): Int32Array => {
    const out = new Int32Array(lines.length);
    lines.forEach((line, i) => {
      let id = ids.get(line);
      if (id === undefined) ids.set(line, (id = ids.size));
      out[i] = id;
    });
    return out;
  };
  const x = intern(a);
  const y = intern(b);
  const removed = new Uint8Array(x.length);
  const added = new Uint8Array(y.length);
  markChanges(x, y, removed, added);

  const changes: Change[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && !removed[i] && !added[j]) {
      i++;
      j++;
      continue;
    }
    const change: Change = { a0: i, a1: i, b0: j, b1: j };
    while ((i < x.length && removed[i]) || (j < y.length && added[j])) {
      while (i < x.length && removed[i]) i++;
      while (j < y.length && added[j]) j++;
    }
    change.a1 = i;
    change.b1 = j;
    changes.push(change);
  }
  return changes;
}

/**
 * Marks the lines outside a longest common subsequence of a and b. Lines that occur on one side only
 * cannot be common: they are marked first and left out of the search (as GNU diff does), which makes
 * the usual case, a few rewritten lines in a long text, nearly linear.
 */
function markChanges(a: Int32Array, b: Int32Array, removed: Uint8Array, added: Uint8Array): void {
  const inA = new Set(a);
  const inB = new Set(b);
  const keepA: number[] = [];
  const keepB: number[] = [];
  a.forEach((id, i) => (inB.has(id) ? keepA.push(i) : (removed[i] = 1)));
  b.forEach((id, j) => (inA.has(id) ? keepB.push(j) : (added[j] = 1)));
  const x = Int32Array.from(keepA, (i) => a[i]!);
  const y = Int32Array.from(keepB, (j) => b[j]!);
  const rx = new Uint8Array(x.length);
  const ry = new Uint8Array(y.length);
  myers(x, y, rx, ry);
  rx.forEach((r, i) => void (r && (removed[keepA[i]!] = 1)));
  ry.forEach((r, j) => void (r && (added[keepB[j]!] = 1)));
}

/** Myers' linear-space divide and conquer (iterative, so deep recursion cannot overflow the stack). */
function myers(a: Int32Array, b: Int32Array, removed: Uint8Array, added: Uint8Array): void {
  const max = a.length + b.length + 2;
  const vf = new Int32Array(2 * max + 1);
  const vb = new Int32Array(2 * max + 1);
  const stack: [number, number, number, number][] = [[0, a.length, 0, b.length]];
  for (let task = stack.pop(); task; task = stack.pop()) {
    let [aLo, aHi, bLo, bHi] = task;
    while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) {
      aLo++;
      bLo++;
    }
    while (aLo < aHi && bLo < bHi && a[aHi - 1] === b[bHi - 1]) {
      aHi--;
      bHi--;
    }
    if (aLo === aHi) {
      added.fill(1, bLo, bHi);
      continue;
    }
    if (bLo === bHi) {
      removed.fill(1, aLo, aHi);
      continue;
    }
    const [x0, y0, x1, y1] = middleSnake(a, b, aLo, aHi, bLo, bHi, vf, vb, max);
    stack.push([x1, aHi, y1, bHi], [aLo, x0, bLo, y0]);
  }
}

/**
 * Myers' middle snake of a[aLo, aHi) and b[bLo, bHi) (both non-empty, differing at both ends):
 * returns its start and end as absolute positions [x0, y0, x1, y1]. Both halves it leaves are
 * strictly smaller problems.
 */
function middleSnake(
  a: Int32Array,
  b: Int32Array,
  aLo: number,
  aHi: number,
  bLo: number,
  bHi: number,
  vf: Int32Array,
  vb: Int32Array,
  off: number,
): [number, number, number, number] {
  const n = aHi - aLo;
  const m = bHi - bLo;
  const delta = n - m;
  const odd = (delta & 1) !== 0;
  const dMax = Math.ceil((n + m) / 2);
  // vf[off + k]: furthest x on forward diagonal k = x - y; vb[off + c]: furthest x measured from the
  // end on backward diagonal c = (n - x) - (m - y). Forward k meets backward c = delta - k.
  vf[off + 1] = 0;
  vb[off + 1] = 0;
  for (let d = 0; d <= dMax; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && vf[off + k - 1]! < vf[off + k + 1]!) ? vf[off + k + 1]! : vf[off + k - 1]! + 1;
      let y = x - k;
      const sx = x;
      const sy = y;
      while (x < n && y < m && a[aLo + x] === b[bLo + y]) {
        x++;
        y++;
      }
      vf[off + k] = x;
      const c = delta - k;
      if (odd && c >= -(d - 1) && c <= d - 1 && x + vb[off + c]! >= n) {
        return [aLo + sx, bLo + sy, aLo + x, bLo + y];
      }
    }
    for (let c = -d; c <= d; c += 2) {
      let x = c === -d || (c !== d && vb[off + c - 1]! < vb[off + c + 1]!) ? vb[off + c + 1]! : vb[off + c - 1]! + 1;
      let y = x - c;
      const sx = x;
      const sy = y;
      while (x < n && y < m && a[aHi - 1 - x] === b[bHi - 1 - y]) {
        x++;
        y++;
      }
      vb[off + c] = x;
      const k = delta - c;
      if (!odd && k >= -d && k <= d && x + vf[off + k]! >= n) {
        return [aHi - x, bHi - y, aHi - sx, bHi - sy];
      }
    }
  }
  // Unreachable: the paths meet by d = ceil((n + m) / 2).
  throw new Error('diff: no middle snake found');
}

function range(start: number, count: number): string {
  if (count === 0) return `${start},0`;
  return count === 1 ? `${start + 1}` : `${start + 1},${count}`;
}

function emit(out: string[], prefix: string, line: string): void {
  out.push(prefix + line);
  if (!line.endsWith('\n')) out.push('\n\\ No newline at end of file\n');
}

/**
 * A unified diff of two texts with `context` lines around each change (hunks closer than 2·context
 * lines are joined, like GNU diff). Returns '' when the texts are equal.
 */
export function unifiedDiff(
  oldText: string,
  newText: string,
  oldName: string,
  newName: string,
  context = 3,
): string {
  if (oldText === newText) return '';
  const a = splitLines(oldText);
  const b = splitLines(newText);
  const changes = diffLines(a, b);
  if (changes.length === 0) return '';
  const out = [`--- ${oldName}\n`, `+++ ${newName}\n`];
  let h = 0;
  while (h < changes.length) {
    // Join the following changes whose gap of common lines is at most 2·context.
    let last = h;
    while (last + 1 < changes.length && changes[last + 1]!.a0 - changes[last]!.a1 <= 2 * context) last++;
    const first = changes[h]!;
    const end = changes[last]!;
    const prevEnd = h > 0 ? changes[h - 1]!.a1 : 0;
    const nextStart = last + 1 < changes.length ? changes[last + 1]!.a0 : a.length;
    const pre = Math.min(context, first.a0 - prevEnd);
    const post = Math.min(context, nextStart - end.a1);
    const aStart = first.a0 - pre;
    const bStart = first.b0 - pre;
    const aCount = end.a1 + post - aStart;
    const bCount = end.b1 + post - bStart;
    out.push(`@@ -${range(aStart, aCount)} +${range(bStart, bCount)} @@\n`);
    let i = aStart;
    for (let c = h; c <= last; c++) {
      const change = changes[c]!;
      for (; i < change.a0; i++) emit(out, ' ', a[i]!);
      for (let r = change.a0; r < change.a1; r++) emit(out, '-', a[r]!);
      for (let s = change.b0; s < change.b1; s++) emit(out, '+', b[s]!);
      i = change.a1;
    }
    for (; i < end.a1 + post; i++) emit(out, ' ', a[i]!);
    h = last + 1;
  }
  return out.join('');
}
