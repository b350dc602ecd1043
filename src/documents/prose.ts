/**
 * Prose: the text the checker reads, with a map back to the source it came from.
 *
 * Every input format (plain text, Markdown, HTML, translation files, Word) is turned into one prose string
 * in which only what people read remains: code, link targets and markup are left out, entities and escapes
 * are decoded, blocks (paragraphs, headings, list items, cells) are separated by blank lines, and text is
 * normalised (NFC, no zero-width characters or soft hyphens). The checker works on that string alone;
 * `toSource` maps every finding and every edit back to exact offsets in the original file, so a fix touches
 * only the words it rewrites.
 *
 * The map is a list of segments, each a prose range that stands for a source range:
 * - verbatim: the prose is a copy of the source (offsets map one to one);
 * - replaced: the prose stands for the whole source range (an entity "&uuml;" read as "ü", an escape "\*"
 *   read as "*", an NFD "u\u0308" read as "ü", a zero-width space read as nothing); a range that starts or
 *   ends inside it is widened to all of it;
 * - synthetic: prose with no source (the blank line between two blocks), at one source position.
 */

/** A half-open range [start, end) of UTF-16 code units. */
export interface Range {
  start: number;
  end: number;
}

export interface Prose {
  /** What the checker reads. */
  readonly text: string;
  /** True when `text` is the source itself and toSource the identity (nothing to map back). */
  readonly identity?: boolean;
  /** The source range that the prose range [start, end) stands for. */
  toSource(start: number, end: number): Range;
  /** Whether the prose range [start, end) is a copy of one stretch of the source (maps one to one). */
  isVerbatim(start: number, end: number): boolean;
  /**
   * Writes replacement text as the source format needs it (HTML entities, Markdown escapes); `at` is the
   * prose offset it goes to (a YAML file quotes each value its own way).
   */
  encode(text: string, at: number): string;
  /** Prose ranges quoted as a block (Markdown/HTML block quotes): their findings are reported as info at most. */
  readonly quotes: readonly Range[];
  /** Prose ranges the user switched the checker off for (inline comments such as <!-- genderfair-disable -->). */
  readonly disabled: readonly Range[];
  /** Words the user accepts in a prose range (inline comments such as <!-- genderfair-ignore Nutzer -->). */
  readonly ignores?: readonly IgnoredWords[];
}

export interface IgnoredWords extends Range {
  words: readonly string[];
}

const identityEncode = (text: string): string => text;

/** Prose that is the source itself. */
export function identityProse(text: string): Prose {
  return {
    text,
    identity: true,
    toSource: (start, end) => ({ start, end }),
    isVerbatim: () => true,
    encode: identityEncode,
    quotes: [],
    disabled: [],
  };
}

const VERBATIM = 0;
const REPLACED = 1;

/**
 * Builds prose piece by piece from a source. Pieces must be added in source order (prose order equals
 * source order), which keeps toSource a binary search.
 */
export class ProseBuilder {
  private readonly parts: string[] = [];
  private length = 0;
  // segment k: prose [pStart[k], pStart[k+1] or length), source [sStart[k], sEnd[k]), kind[k]
  private readonly pStart: number[] = [];
  private readonly sStart: number[] = [];
  private readonly sEnd: number[] = [];
  private readonly kind: number[] = [];
  private readonly quoteRanges: Range[] = [];
  private readonly disabledRanges: Range[] = [];
  private readonly ignoreRanges: IgnoredWords[] = [];

  constructor(private readonly source: string) {}

  /** Current prose length (the prose offset where the next piece starts). */
  get position(): number {
    return this.length;
  }

  private push(text: string, sStart: number, sEnd: number, kind: number): void {
    if (text.length === 0 && kind === VERBATIM) return;
    const k = this.pStart.length - 1;
    // a verbatim piece right after a verbatim piece that ends where it starts: extend it
    if (kind === VERBATIM && k >= 0 && this.kind[k] === VERBATIM && this.sEnd[k] === sStart && this.pStart[k]! + (this.sEnd[k]! - this.sStart[k]!) === this.length) {
      this.sEnd[k] = sEnd;
    } else if (text.length > 0 || sEnd > sStart) {
      this.pStart.push(this.length);
      this.sStart.push(sStart);
      this.sEnd.push(sEnd);
      this.kind.push(kind);
    }
    this.parts.push(text);
    this.length += text.length;
  }

  /** Copies source[start, end) into the prose. */
  verbatim(start: number, end: number): this {
    if (end > start) this.push(this.source.slice(start, end), start, end, VERBATIM);
    return this;
  }

  /** Prose `text` that stands for all of source[start, end) (may be empty: the source is read as nothing). */
  replaced(start: number, end: number, text: string): this {
    this.push(text, start, end, REPLACED);
    return this;
  }

  /** Prose with no source, placed at source offset `at` (e.g. the blank line between two blocks). */
  synthetic(text: string, at: number): this {
    if (text.length > 0) this.push(text, at, at, REPLACED);
    return this;
  }

  /** Copies source[start, end) with normalisation (NFC, zero-width characters and soft hyphens removed). */
  normalised(start: number, end: number): this {
    appendNormalised(this, this.source, start, end);
    return this;
  }

  /** Marks the prose range [start, end) as a block quotation. */
  quote(start: number, end: number): this {
    if (end > start) this.quoteRanges.push({ start, end });
    return this;
  }

  /** Marks the prose range [start, end) as switched off by the user. */
  disable(start: number, end: number): this {
    if (end > start) this.disabledRanges.push({ start, end });
    return this;
  }

  /** Accepts `words` in the prose range [start, end) (as the allow option does everywhere). */
  ignore(start: number, end: number, words: readonly string[]): this {
    if (end > start && words.length > 0) this.ignoreRanges.push({ start, end, words });
    return this;
  }

  build(encode: (text: string, at: number) => string = identityEncode): Prose {
    const text = this.parts.join('');
    const { pStart, sStart, sEnd, kind } = this;
    const n = pStart.length;
    const total = text.length;
    const sourceLength = this.source.length;
    // the last segment k with pStart[k] <= p (or -1)
    const find = (p: number): number => {
      let lo = 0;
      let hi = n - 1;
      let best = -1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (pStart[mid]! <= p) {
          best = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
      return best;
    };
    const pEnd = (k: number): number => (k + 1 < n ? pStart[k + 1]! : total);
    // the segment that holds prose character p (segments tile the prose; the last one wins at a boundary)
    const startOf = (p: number): number => {
      const k = find(p);
      if (k < 0) return n === 0 ? 0 : sStart[0]!;
      if (p >= pEnd(k)) return sEnd[k]!; // the end of the prose, or past a removed character there
      return kind[k] === VERBATIM ? sStart[k]! + (p - pStart[k]!) : sStart[k]!;
    };
    // the segment that holds prose character p - 1, the last one of the range
    const endOf = (p: number): number => {
      const k = find(p - 1);
      if (k < 0) return n === 0 ? 0 : sStart[0]!;
      return kind[k] === VERBATIM ? sStart[k]! + (p - pStart[k]!) : sEnd[k]!;
    };
    return {
      text,
      toSource: (start, end) => {
        if (start === end) {
          const at = startOf(start);
          return { start: at, end: at };
        }
        const s = startOf(start);
        const e = Math.min(sourceLength, Math.max(s, endOf(end)));
        return { start: s, end: e };
      },
      isVerbatim: (start, end) => {
        const k = find(start);
        return k >= 0 && kind[k] === VERBATIM && end <= pStart[k]! + (sEnd[k]! - sStart[k]!);
      },
      encode,
      quotes: this.quoteRanges,
      disabled: this.disabledRanges,
      ignores: this.ignoreRanges,
    };
  }
}

/** Characters read as nothing: soft hyphen, zero-width space/non-joiner/joiner, word joiner, BOM. */
const INVISIBLE = /^[\u00AD\u200B-\u200D\u2060\uFEFF]$/u;
/** What normalisation may change: an invisible character or a combining mark (searched with one cheap class). */
const MAY_NEED_NORMALISING = /[\u00AD\u200B-\u200D\u2060\uFEFF\p{M}]/u;
const NORMALISING_CHAR = /[\u00AD\u200B-\u200D\u2060\uFEFF\p{M}]/gu;
const MARK = /^\p{M}$/u;

function appendNormalised(b: ProseBuilder, source: string, start: number, end: number): void {
  const slice = start === 0 && end === source.length ? source : source.slice(start, end);
  if (!MAY_NEED_NORMALISING.test(slice)) {
    b.verbatim(start, end);
    return;
  }
  let last = start; // source offset up to which everything is in the prose
  NORMALISING_CHAR.lastIndex = 0;
  for (let m = NORMALISING_CHAR.exec(slice); m; m = NORMALISING_CHAR.exec(slice)) {
    const at = start + m.index;
    if (at < last) continue; // a mark already taken with its base character
    if (INVISIBLE.test(m[0])) {
      b.verbatim(last, at);
      b.replaced(at, at + m[0].length, '');
      last = at + m[0].length;
      continue;
    }
    // a combining mark: the base character before it (one code point) and every mark that follows
    let from = at;
    if (from > last) from -= from - 1 > start && /[\uDC00-\uDFFF]/.test(source[from - 1]!) && from - 2 >= last ? 2 : 1;
    let to = at + m[0].length;
    while (to < end) {
      const cp = source.codePointAt(to)!;
      const ch = String.fromCodePoint(cp);
      if (!MARK.test(ch)) break;
      to += ch.length;
    }
    NORMALISING_CHAR.lastIndex = to - start;
    const form = source.slice(from, to).normalize('NFC');
    if (form === source.slice(from, to)) continue;
    b.verbatim(last, from);
    b.replaced(from, to, form);
    last = to;
  }
  b.verbatim(last, end);
}

/** Plain text: the source with normalisation only (identity when nothing needs normalising). */
export function plainTextProse(source: string): Prose {
  if (!MAY_NEED_NORMALISING.test(source)) return identityProse(source);
  return new ProseBuilder(source).normalised(0, source.length).build();
}
