/**
 * Translation edit rate with tercom-style greedy shifts: a port of sacrebleu 2.6.0's
 * metrics/lib_ter.py (itself after tercom and pyter) that keeps its results: the beam edit
 * distance, its cache of distance-matrix rows keyed by hypothesis prefixes, the shift heuristics,
 * the shift ranking and the cap of 1000 shift candidates per sentence.
 *
 * What differs is only how it is stored, for speed:
 * - words are numbered per sentence pair (equal words, equal numbers), so comparisons are integer
 *   comparisons;
 * - the matrix rows live in one growing typed-array arena, and the cache (a trie in sacrebleu:
 *   dict of word -> (next dict, row)) is one hash table from (row of the prefix, next word) to the
 *   row of the longer prefix: each trie node is identified with its row;
 * - the trace is computed only where sacrebleu uses it (the hypothesis before a shift and the final
 *   one), not for every shift candidate.
 * The ranking tuple's last element, the shifted word list, never decides: two candidates that
 * agree on (gain, length, start, target) are the same shift of the same words.
 */

const COST_INS = 1;
const COST_DEL = 1;
const COST_SUB = 1;

// tercom-inspired limits
const MAX_SHIFT_SIZE = 10;
const MAX_SHIFT_DIST = 50;
const BEAM_WIDTH = 25;

// sacrebleu's own limits
const MAX_CACHE_SIZE = 10000;
const MAX_SHIFT_CANDIDATES = 1000;
/**
 * sacrebleu uses int(1e16). Any value that no real distance reaches behaves the same: a cell is
 * either a real distance or stays at exactly INFINITY (INFINITY > INFINITY + c never holds), and
 * 2^29 + 1 is still a small integer for V8 (and fits in an Int32Array).
 */
const INFINITY = 2 ** 29;

// edit operations (sacrebleu: 'i', 'd', ' ', 's'; 0 is 'x', an undefined cell)
const OP_INS = 1;
const OP_DEL = 2;
const OP_NOP = 3;
const OP_SUB = 4;

/** Distance-matrix rows (cost and operation per cell), row r at [r*width, (r+1)*width). */
class RowArena {
  cost = new Int32Array(0);
  op = new Uint8Array(0);
  width = 0;
  rows = 0;

  reset(width: number): void {
    this.width = width;
    this.rows = 0;
  }

  /** Gives the memory back after an unusually long sentence (kept otherwise, for the next one). */
  trim(maxCells: number): void {
    if (this.cost.length > maxCells) {
      this.cost = new Int32Array(0);
      this.op = new Uint8Array(0);
    }
  }

  /** Appends a row and returns its index; its cells are set by the caller. */
  addRow(): number {
    const w = this.width;
    const need = (this.rows + 1) * w;
    if (need > this.cost.length) {
      const cap = Math.max(need, this.cost.length * 2, 64 * w);
      const cost = new Int32Array(cap);
      cost.set(this.cost.subarray(0, this.rows * w));
      const op = new Uint8Array(cap);
      op.set(this.op.subarray(0, this.rows * w));
      this.cost = cost;
      this.op = op;
    }
    return this.rows++;
  }
}

/**
 * The row cache's index: (row of a cached prefix, next word) -> row of the prefix extended by that
 * word. An open-addressing hash table in typed arrays; `clear` is O(1) (generation stamps), so one
 * table serves all sentences.
 */
class PrefixIndex {
  private parent = new Int32Array(1024);
  private word = new Int32Array(1024);
  private value = new Int32Array(1024);
  private stamp = new Uint32Array(1024);
  private gen = 1;
  private size = 0;
  private mask = 1023;

  clear(): void {
    this.gen++;
    this.size = 0;
    if (this.gen === 0xffffffff) {
      this.stamp.fill(0);
      this.gen = 1;
    }
  }

  private slot(parent: number, word: number): number {
    return (Math.imul(parent, 0x9e3779b1) ^ Math.imul(word + 1, 0x85ebca77)) & this.mask;
  }

  get(parent: number, word: number): number {
    let i = this.slot(parent, word);
    while (this.stamp[i] === this.gen) {
      if (this.parent[i] === parent && this.word[i] === word) return this.value[i]!;
      i = (i + 1) & this.mask;
    }
    return -1;
  }

  /** Adds a key that is not present. */
  add(parent: number, word: number, value: number): void {
    if ((this.size + 1) * 2 > this.mask + 1) this.grow();
    let i = this.slot(parent, word);
    while (this.stamp[i] === this.gen) i = (i + 1) & this.mask;
    this.parent[i] = parent;
    this.word[i] = word;
    this.value[i] = value;
    this.stamp[i] = this.gen;
    this.size++;
  }

  private grow(): void {
    const { parent, word, value, stamp, gen } = this;
    const cap = (this.mask + 1) * 2;
    this.parent = new Int32Array(cap);
    this.word = new Int32Array(cap);
    this.value = new Int32Array(cap);
    this.stamp = new Uint32Array(cap);
    this.mask = cap - 1;
    this.gen = 1;
    this.size = 0;
    for (let i = 0; i < stamp.length; i++) if (stamp[i] === gen) this.add(parent[i]!, word[i]!, value[i]!);
  }
}

/** One arena and index for all sentences: translationEditRate is synchronous and uses one distance at a time. */
const sharedArena = new RowArena();
const sharedIndex = new PrefixIndex();

/**
 * `BeamEditDistance`: Levenshtein distance on words against a fixed reference, exploring a beam
 * around the length-ratio diagonal, with a cache of computed rows keyed by hypothesis prefixes.
 * All hypotheses given to one instance have the same length (shifts keep it), as in sacrebleu.
 */
class BeamEditDistance {
  private readonly ref: Int32Array;
  private readonly nRef: number;
  private readonly arena: RowArena;
  private readonly children: PrefixIndex;
  private cacheSize = 0;
  /** Row indices of the current matrix (reused). */
  private rowIdx = new Int32Array(0);

  constructor(wordsRef: Int32Array, arena: RowArena, index: PrefixIndex) {
    this.ref = wordsRef;
    this.nRef = wordsRef.length;
    this.arena = arena;
    this.children = index;
    arena.reset(this.nRef + 1);
    index.clear();
    // row 0: insertions of the reference words (the cache's root)
    const r0 = arena.addRow();
    for (let j = 0; j <= this.nRef; j++) {
      arena.cost[r0 * arena.width + j] = j * COST_INS;
      arena.op[r0 * arena.width + j] = OP_INS;
    }
  }

  /**
   * `__call__`: the edit distance of a hypothesis, and its trace (operations from the start) when
   * asked for.
   */
  distance(wordsH: Int32Array, withTrace: boolean): { distance: number; trace: Uint8Array | null } {
    const nH = wordsH.length;
    const arena = this.arena;
    const width = arena.width;
    if (this.rowIdx.length < nH + 1) this.rowIdx = new Int32Array(nH + 1);
    const rowIdx = this.rowIdx;

    // _find_cache: skip the initial words whose rows are known
    rowIdx[0] = 0;
    let start = 0;
    const children = this.children;
    while (start < nH) {
      const next = children.get(rowIdx[start]!, wordsH[start]!);
      if (next < 0) break;
      start++;
      rowIdx[start] = next;
    }
    const firstNew = arena.rows;
    for (let i = start + 1; i <= nH; i++) rowIdx[i] = arena.addRow();
    const cost = arena.cost; // after the rows were added (the arena may have grown)
    const op = arena.op;

    // _edit_distance
    const nRef = this.nRef;
    const ref = this.ref;
    const lengthRatio = nH > 0 ? nRef / nH : 1;
    // in some crazy sentences the length difference is so large that the beam would not overlap
    const beamWidth = BEAM_WIDTH < lengthRatio / 2 ? Math.ceil(lengthRatio / 2 + BEAM_WIDTH) : BEAM_WIDTH;
    for (let i = start + 1; i <= nH; i++) {
      const pseudoDiag = Math.floor(i * lengthRatio);
      const minJ = Math.max(0, pseudoDiag - beamWidth);
      const maxJ = i === nH ? nRef + 1 : Math.min(nRef + 1, pseudoDiag + beamWidth);
      const prev = rowIdx[i - 1]! * width;
      const cur = rowIdx[i]! * width;
      const word = wordsH[i - 1]!;
      // cells outside the beam stay undefined (INFINITY, 'x'); those inside are all written below
      if (minJ > 0) {
        cost.fill(INFINITY, cur, cur + minJ);
        op.fill(0, cur, cur + minJ);
      }
      if (maxJ < width) {
        cost.fill(INFINITY, cur + maxJ, cur + width);
        op.fill(0, cur + maxJ, cur + width);
      }
      let j = minJ;
      if (j === 0) {
        cost[cur] = cost[prev]! + COST_DEL;
        op[cur] = OP_DEL;
        j = 1;
      }
      for (; j < maxJ; j++) {
        // tercom prefers no-op/substitution, then insertion, then deletion; the trace is flipped
        // later, so deletion comes before insertion here. A fresh cell holds INFINITY.
        const same = word === ref[j - 1];
        let best = INFINITY;
        let o = 0;
        const sub = cost[prev + j - 1]! + (same ? 0 : COST_SUB);
        if (best > sub) {
          best = sub;
          o = same ? OP_NOP : OP_SUB;
        }
        const del = cost[prev + j]! + COST_DEL;
        if (best > del) {
          best = del;
          o = OP_DEL;
        }
        const ins = cost[cur + j - 1]! + COST_INS;
        if (best > ins) {
          best = ins;
          o = OP_INS;
        }
        cost[cur + j] = best; // INFINITY and 'x' when no operation was cheaper
        op[cur + j] = o;
      }
    }
    const distance = cost[rowIdx[nH]! * width + nRef]!;

    let trace: Uint8Array | null = null;
    if (withTrace) {
      const ops: number[] = [];
      let i = nH;
      let j = nRef;
      while (i > 0 || j > 0) {
        const o = op[rowIdx[i]! * width + j]!;
        ops.push(o);
        if (o === OP_SUB || o === OP_NOP) {
          i--;
          j--;
        } else if (o === OP_INS) {
          j--;
        } else if (o === OP_DEL) {
          i--;
        } else {
          throw new Error(`TER: undefined cell in the edit-distance trace (hypothesis ${nH} words, reference ${nRef})`);
        }
      }
      trace = Uint8Array.from(ops.reverse());
    }

    // _add_cache: keep the new rows, unless the cache was full before this call
    if (this.cacheSize >= MAX_CACHE_SIZE) {
      arena.rows = firstNew;
    } else {
      for (let i = start + 1; i <= nH; i++) children.add(rowIdx[i - 1]!, wordsH[i - 1]!, rowIdx[i]!);
      this.cacheSize += nH - start;
    }
    return { distance, trace };
  }
}

/**
 * `trace_to_alignment(_flip_trace(trace))`, reading the unflipped trace directly: a deletion in the
 * distance matrix consumes a hypothesis word ('i' after flipping), an insertion a reference word.
 */
function traceToAlignment(trace: Uint8Array, nH: number, nRef: number): { align: Int32Array; refErr: Uint8Array; hypErr: Uint8Array } {
  const align = new Int32Array(nRef).fill(-2); // -2: no entry (never happens for a full trace)
  const refErr = new Uint8Array(nRef);
  const hypErr = new Uint8Array(nH);
  let posHyp = -1;
  let posRef = -1;
  for (const op of trace) {
    if (op === OP_NOP || op === OP_SUB) {
      posHyp++;
      posRef++;
      align[posRef] = posHyp;
      if (op === OP_SUB) {
        hypErr[posHyp] = 1;
        refErr[posRef] = 1;
      }
    } else if (op === OP_DEL) {
      posHyp++;
      hypErr[posHyp] = 1;
    } else {
      posRef++;
      align[posRef] = posHyp;
      refErr[posRef] = 1;
    }
  }
  return { align, refErr, hypErr };
}

/** `_perform_shift`: move words[start:start+length] so that it starts before index `target`. */
export function performShift<T>(words: readonly T[], start: number, length: number, target: number): T[] {
  const w = words;
  if (target < start) {
    // shift before the previous position
    return [...w.slice(0, target), ...w.slice(start, start + length), ...w.slice(target, start), ...w.slice(start + length)];
  }
  if (target > start + length) {
    // shift after the previous position
    return [...w.slice(0, start), ...w.slice(start + length, target), ...w.slice(start, start + length), ...w.slice(target)];
  }
  // shift within the shifted string
  return [
    ...w.slice(0, start),
    ...w.slice(start + length, length + target),
    ...w.slice(start, start + length),
    ...w.slice(length + target),
  ];
}

/** `_perform_shift` on word numbers, into `out` (same length as `words`). */
function shiftInto(out: Int32Array, words: Int32Array, start: number, length: number, target: number): void {
  const n = words.length;
  let k = 0;
  // Python slice semantics for the non-negative bounds used here: clamp to n, empty when hi <= lo
  const copy = (lo: number, hi: number) => {
    const h = Math.min(hi, n);
    for (let x = Math.min(lo, n); x < h; x++) out[k++] = words[x]!;
  };
  if (target < start) {
    copy(0, target);
    copy(start, start + length);
    copy(target, start);
    copy(start + length, n);
  } else if (target > start + length) {
    copy(0, start);
    copy(start + length, target);
    copy(start, start + length);
    copy(target, n);
  } else {
    copy(0, start);
    copy(start + length, length + target);
    copy(start, start + length);
    copy(length + target, n);
  }
  if (k !== n) throw new Error('TER: a shift changed the hypothesis length');
}

/** `_shift`: the best shift of the hypothesis (gain, shifted words) and the updated candidate count. */
function bestShift(
  wordsH: Int32Array,
  wordsR: Int32Array,
  ed: BeamEditDistance,
  checkedIn: number,
): { gain: number; words: Int32Array; checked: number } {
  let checked = checkedIn;
  const pre = ed.distance(wordsH, true);
  const preScore = pre.distance;
  const { align, refErr, hypErr } = traceToAlignment(pre.trace!, wordsH.length, wordsR.length);

  let found = false;
  let bestGain = 0;
  let bestLength = 0;
  let bestStartH = 0;
  let bestIdx = 0;
  let candidate = new Int32Array(wordsH.length);
  let best = new Int32Array(wordsH.length);

  const nH = wordsH.length;
  const nR = wordsR.length;
  // _find_shifted_pairs, inlined: (startH, startR, length) with equal word runs, length <= 10
  outer: for (let startH = 0; startH < nH; startH++) {
    const rLo = Math.max(0, startH - MAX_SHIFT_DIST);
    const rHi = Math.min(nR, startH + MAX_SHIFT_DIST + 1);
    for (let startR = rLo; startR < rHi; startR++) {
      let length = 0;
      let hypErrSum = 0;
      let refErrSum = 0;
      while (length < MAX_SHIFT_SIZE && wordsH[startH + length] === wordsR[startR + length]) {
        hypErrSum += hypErr[startH + length]!;
        refErrSum += refErr[startR + length]!;
        length++;
        // --- the body of _shift's loop over the pairs ---
        // shift only where the hypothesis was wrong and the reference does not match at the target,
        // and not within the subsequence itself
        const a = align[startR]!;
        if (hypErrSum !== 0 && refErrSum !== 0 && !(startH <= a && a < startH + length)) {
          let prevIdx = -1;
          for (let offset = -1; offset < length; offset++) {
            let idx: number;
            const r = startR + offset;
            if (r === -1) {
              idx = 0; // insert before the beginning
            } else if (r < nR && align[r] !== -2) {
              // unlike tercom, which inserts *after* the index, insert *before* it
              idx = align[r]! + 1;
            } else {
              break; // the offset aims past the reference
            }
            if (idx === prevIdx) continue;
            prevIdx = idx;
            shiftInto(candidate, wordsH, startH, length, idx);
            const gain = preScore - ed.distance(candidate, false).distance;
            checked++;
            // ranking tuple (gain, length, -startH, -idx, words): the largest wins
            if (
              !found ||
              gain > bestGain ||
              (gain === bestGain &&
                (length > bestLength ||
                  (length === bestLength && (startH < bestStartH || (startH === bestStartH && idx < bestIdx)))))
            ) {
              found = true;
              bestGain = gain;
              bestLength = length;
              bestStartH = startH;
              bestIdx = idx;
              [best, candidate] = [candidate, best];
            }
          }
          if (checked >= MAX_SHIFT_CANDIDATES) break outer;
        }
        // --- end of the body ---
        // if one sequence is consumed, stop
        if (nH === startH + length || nR === startR + length) break;
      }
    }
  }
  if (!found) return { gain: 0, words: wordsH, checked };
  return { gain: bestGain, words: best, checked };
}

/** `translation_edit_rate` on word numbers: (edits including shifts, reference length). */
export function translationEditRateIds(wordsHyp: Int32Array, wordsRef: Int32Array): [number, number] {
  const nRef = wordsRef.length;
  if (nRef === 0) return [wordsHyp.length, 0]; // special treatment of empty references
  const ed = new BeamEditDistance(wordsRef, sharedArena, sharedIndex);
  let shifts = 0;
  let input = wordsHyp;
  let checked = 0;
  for (;;) {
    // shift until the edit distance stops decreasing
    const r = bestShift(input, wordsRef, ed, checked);
    checked = r.checked;
    if (checked >= MAX_SHIFT_CANDIDATES) break;
    if (r.gain <= 0) break;
    shifts++;
    input = r.words;
  }
  const edits = shifts + ed.distance(input, false).distance;
  sharedArena.trim(1 << 22);
  return [edits, nRef];
}

/**
 * Numbers words for the integer-based edit distance: equal words get equal ids within one numberer
 * (use one per segment, so hypothesis and references share ids).
 */
export function wordNumberer(): (words: readonly string[]) => Int32Array {
  const ids = new Map<string, number>();
  return (words) =>
    Int32Array.from(words, (w) => {
      let id = ids.get(w);
      if (id === undefined) {
        id = ids.size;
        ids.set(w, id);
      }
      return id;
    });
}

/** `translation_edit_rate(words_hyp, words_ref)`: (number of edits, reference length). */
export function translationEditRate(wordsHyp: readonly string[], wordsRef: readonly string[]): [number, number] {
  const number = wordNumberer();
  const hyp = number(wordsHyp);
  const ref = number(wordsRef);
  return translationEditRateIds(hyp, ref);
}
