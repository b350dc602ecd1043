/**
 * N-gram counting for BLEU and chrF, without building Python-style Counters of strings.
 *
 * Each segment's units (words or characters) are first numbered with a per-segment dictionary
 * shared by the hypothesis and its references. An n-gram of ids i1..in then becomes the number
 * i1*k^(n-1) + ... + in (k = dictionary size): exact while k^n <= 2^53, which holds for any
 * realistic sentence (k <= 455 distinct characters for 6-grams, k <= 8192 distinct words for
 * 4-grams). When it does not hold, the keys become strings of ids joined by ','. Both encodings
 * are injective for a fixed n, so every count equals that of `collections.Counter` over the
 * tuples/substrings that sacrebleu builds.
 *
 * Counting uses a reusable open-addressing hash table on typed arrays (numeric keys) or a Map
 * (string keys): Σ_g min(countHyp(g), countRef(g)) is "insert the reference n-grams, then take one
 * for every hypothesis n-gram found". Buffers are reused between segments: the metrics are
 * synchronous, so one set of scratch buffers per module is enough.
 */
import { isPyWhitespace } from '../python.js';

const MAX_EXACT = 2 ** 53;

/** A growable Int32Array with a length. */
export class IdBuffer {
  ids = new Int32Array(256);
  length = 0;

  reset(capacity: number): void {
    if (this.ids.length < capacity) this.ids = new Int32Array(Math.max(capacity, this.ids.length * 2));
    this.length = 0;
  }
}

/** Numbers each distinct word: one dictionary per segment (hypothesis and its references). */
export class WordDictionary {
  private readonly ids = new Map<string, number>();

  idsOf(units: readonly string[], out: IdBuffer): IdBuffer {
    out.reset(units.length);
    for (let i = 0; i < units.length; i++) {
      const u = units[i]!;
      let id = this.ids.get(u);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(u, id);
      }
      out.ids[i] = id;
    }
    out.length = units.length;
    return out;
  }

  get size(): number {
    return this.ids.size;
  }
}

/**
 * Numbers each distinct code point of a segment. BMP code points go through a table with
 * generation stamps (no clearing between segments), astral ones through a Map.
 */
export class CharDictionary {
  private readonly bmpId = new Int32Array(0x10000);
  private readonly bmpStamp = new Uint32Array(0x10000);
  private gen = 0;
  private readonly astral = new Map<number, number>();
  size = 0;

  /** Starts a new segment. */
  reset(): void {
    this.gen++;
    if (this.gen === 0xffffffff) {
      this.bmpStamp.fill(0);
      this.gen = 1;
    }
    this.astral.clear();
    this.size = 0;
  }

  /**
   * The ids of the code points of `s`, without Python whitespace unless `keepWhitespace`
   * (sacrebleu: `''.join(line.split())`, then slicing by code point).
   */
  idsOf(s: string, keepWhitespace: boolean, out: IdBuffer): IdBuffer {
    out.reset(s.length);
    const ids = out.ids;
    let n = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (!keepWhitespace && isPyWhitespace(c)) continue;
      let id: number;
      const d = c >= 0xd800 && c <= 0xdbff && i + 1 < s.length ? s.charCodeAt(i + 1) : 0;
      if (d >= 0xdc00 && d <= 0xdfff) {
        const cp = ((c - 0xd800) << 10) + (d - 0xdc00) + 0x10000;
        i++;
        const known = this.astral.get(cp);
        if (known === undefined) {
          id = this.size++;
          this.astral.set(cp, id);
        } else {
          id = known;
        }
      } else if (this.bmpStamp[c] === this.gen) {
        id = this.bmpId[c]!;
      } else {
        id = this.size++;
        this.bmpId[c] = id;
        this.bmpStamp[c] = this.gen;
      }
      ids[n++] = id;
    }
    out.length = n;
    return out;
  }
}

/** Whether numeric keys of order up to maxOrder are exact for a dictionary of `size` units. */
export function numericKeysExact(size: number, maxOrder: number): boolean {
  return Math.pow(Math.max(size, 1), maxOrder) <= MAX_EXACT;
}

/**
 * The n-gram keys of orders 1..maxOrder of one id sequence, in text order: order n has
 * max(0, len-n+1) keys, at `start[n-1]` in `num` (numeric keys) or `str` (string keys).
 */
export class NgramKeys {
  numeric = true;
  num = new Float64Array(1024);
  str: string[] = [];
  start: number[] = [];
  count: number[] = [];

  fill(ids: IdBuffer, maxOrder: number, base: number, numeric: boolean): this {
    const len = ids.length;
    const id = ids.ids;
    this.numeric = numeric;
    this.start.length = 0;
    this.count.length = 0;
    let total = 0;
    for (let n = 1; n <= maxOrder; n++) {
      const c = Math.max(0, len - n + 1);
      this.start.push(total);
      this.count.push(c);
      total += c;
    }
    if (numeric) {
      if (this.num.length < total) this.num = new Float64Array(Math.max(total, this.num.length * 2));
      const k = this.num;
      for (let i = 0; i < len; i++) k[i] = id[i]!;
      for (let n = 2; n <= maxOrder; n++) {
        const prev = this.start[n - 2]!;
        const cur = this.start[n - 1]!;
        const c = this.count[n - 1]!;
        for (let i = 0; i < c; i++) k[cur + i] = k[prev + i]! * base + id[i + n - 1]!;
      }
    } else {
      const k = this.str;
      k.length = total;
      for (let i = 0; i < len; i++) k[i] = String(id[i]);
      for (let n = 2; n <= maxOrder; n++) {
        const prev = this.start[n - 2]!;
        const cur = this.start[n - 1]!;
        const c = this.count[n - 1]!;
        for (let i = 0; i < c; i++) k[cur + i] = `${k[prev + i]},${id[i + n - 1]}`;
      }
    }
    return this;
  }
}

/** A multiset of numeric keys: open addressing on typed arrays, O(1) clear (generation stamps). */
class KeyCounts {
  private keys = new Float64Array(256);
  private counts = new Int32Array(256);
  private stamp = new Uint32Array(256);
  private gen = 1;
  private size = 0;
  private mask = 255;
  /** Slots in use, to list the distinct keys. */
  private used = new Int32Array(256);

  clear(expected: number): void {
    this.gen++;
    this.size = 0;
    if (this.gen === 0xffffffff) {
      this.stamp.fill(0);
      this.gen = 1;
    }
    if (expected * 2 > this.mask + 1) this.resize(expected * 2);
  }

  private resize(atLeast: number): void {
    let cap = this.mask + 1;
    while (cap < atLeast) cap *= 2;
    const { keys, counts, stamp, gen, used, size } = this;
    this.keys = new Float64Array(cap);
    this.counts = new Int32Array(cap);
    this.stamp = new Uint32Array(cap);
    this.used = new Int32Array(cap);
    this.mask = cap - 1;
    this.gen = 1;
    this.size = 0;
    for (let u = 0; u < size; u++) {
      const s = used[u]!;
      if (stamp[s] === gen) this.max(keys[s]!, counts[s]!);
    }
  }

  private slot(key: number): number {
    // murmur3 finalizer over the low and high 32 bits of the (integer) key
    let h = (key >>> 0) ^ Math.imul((key / 4294967296) | 0, 0x27d4eb2d);
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    let i = h & this.mask;
    while (this.stamp[i] === this.gen && this.keys[i] !== key) i = (i + 1) & this.mask;
    return i;
  }

  /** count(key) = max(count(key), c) */
  max(key: number, c: number): void {
    if ((this.size + 1) * 2 > this.mask + 1) this.resize((this.mask + 1) * 2);
    const i = this.slot(key);
    if (this.stamp[i] === this.gen) {
      if (c > this.counts[i]!) this.counts[i] = c;
    } else {
      this.keys[i] = key;
      this.counts[i] = c;
      this.stamp[i] = this.gen;
      this.used[this.size++] = i;
    }
  }

  /** count(key) += 1 */
  inc(key: number): void {
    if ((this.size + 1) * 2 > this.mask + 1) this.resize((this.mask + 1) * 2);
    const i = this.slot(key);
    if (this.stamp[i] === this.gen) {
      this.counts[i]!++;
    } else {
      this.keys[i] = key;
      this.counts[i] = 1;
      this.stamp[i] = this.gen;
      this.used[this.size++] = i;
    }
  }

  /** Takes one occurrence of key if there is one left; returns whether there was. */
  take(key: number): boolean {
    const i = this.slot(key);
    if (this.stamp[i] !== this.gen || this.counts[i] === 0) return false;
    this.counts[i]!--;
    return true;
  }

  /** Calls fn(key, count) for each distinct key. */
  forEach(fn: (key: number, count: number) => void): void {
    for (let u = 0; u < this.size; u++) {
      const s = this.used[u]!;
      fn(this.keys[s]!, this.counts[s]!);
    }
  }
}

const tableA = new KeyCounts();
const tableB = new KeyCounts();

/** Σ over n-grams of order n of min(count in hyp, count in ref). */
export function matchCount(hyp: NgramKeys, ref: NgramKeys, n: number): number {
  const hs = hyp.start[n - 1]!;
  const hc = hyp.count[n - 1]!;
  const rs = ref.start[n - 1]!;
  const rc = ref.count[n - 1]!;
  if (hc === 0 || rc === 0) return 0;
  let m = 0;
  if (hyp.numeric) {
    const r = ref.num;
    const h = hyp.num;
    tableA.clear(rc);
    for (let i = rs; i < rs + rc; i++) tableA.inc(r[i]!);
    for (let i = hs; i < hs + hc; i++) if (tableA.take(h[i]!)) m++;
    return m;
  }
  const counts = new Map<string, number>();
  for (let i = rs; i < rs + rc; i++) counts.set(ref.str[i]!, (counts.get(ref.str[i]!) ?? 0) + 1);
  for (let i = hs; i < hs + hc; i++) {
    const c = counts.get(hyp.str[i]!);
    if (c) {
      counts.set(hyp.str[i]!, c - 1);
      m++;
    }
  }
  return m;
}

/**
 * Σ over hypothesis n-grams of order n of min(count in hyp, max over references of the count in
 * that reference): BLEU's clipped matches against several references.
 */
export function clippedMatchCount(hyp: NgramKeys, refs: readonly NgramKeys[], n: number): number {
  if (refs.length === 1) return matchCount(hyp, refs[0]!, n);
  const hs = hyp.start[n - 1]!;
  const hc = hyp.count[n - 1]!;
  if (hc === 0 || refs.length === 0) return 0;
  let m = 0;
  if (hyp.numeric) {
    tableA.clear(refs.reduce((s, r) => s + r.count[n - 1]!, 0));
    for (const ref of refs) {
      const rs = ref.start[n - 1]!;
      const rc = ref.count[n - 1]!;
      tableB.clear(rc);
      for (let i = rs; i < rs + rc; i++) tableB.inc(ref.num[i]!);
      tableB.forEach((key, count) => tableA.max(key, count));
    }
    for (let i = hs; i < hs + hc; i++) if (tableA.take(hyp.num[i]!)) m++;
    return m;
  }
  const maxCounts = new Map<string, number>();
  for (const ref of refs) {
    const counts = new Map<string, number>();
    const rs = ref.start[n - 1]!;
    for (let i = rs; i < rs + ref.count[n - 1]!; i++) counts.set(ref.str[i]!, (counts.get(ref.str[i]!) ?? 0) + 1);
    for (const [k, c] of counts) maxCounts.set(k, Math.max(maxCounts.get(k) ?? 0, c));
  }
  for (let i = hs; i < hs + hc; i++) {
    const c = maxCounts.get(hyp.str[i]!);
    if (c) {
      maxCounts.set(hyp.str[i]!, c - 1);
      m++;
    }
  }
  return m;
}

/** A pool of reusable objects, one per reference of a segment. */
export function pooled<T>(pool: T[], index: number, make: () => T): T {
  let x = pool[index];
  if (x === undefined) {
    x = make();
    pool[index] = x;
  }
  return x;
}
