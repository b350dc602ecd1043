/**
 * The shared part of BLEU, chrF and TER results: sacrebleu's `Score.format` (the score line) and
 * the JSON object that the sacrebleu command line prints (`--format json`, its default).
 */
import { pyFixed, pyFloatRepr } from '../python.js';
import type { Signature } from './signature.js';

export interface FormatOptions {
  /** Decimals of the score (sacrebleu API default 2; the command line's `--width` default is 1). */
  width?: number;
  /** Abbreviated signature keys (`--short`). Default false. */
  short?: boolean;
  /** Include `name|signature` before ` = `. Default true (sacrebleu's `format()` without a signature omits it). */
  signature?: boolean;
  /** Append the metric's verbose part (BLEU's precisions and lengths). Default true. */
  verbose?: boolean;
  /** Only the rounded score, as `--score-only` prints it. Default false. */
  scoreOnly?: boolean;
}

export abstract class MetricScore {
  /** `BLEU`, `chrF2`, `chrF2++`, `TER`. */
  readonly name: string;
  /** The score at full precision, e.g. 77.91979233802728. */
  readonly score: number;
  readonly signatureInfo: Signature;

  protected constructor(name: string, score: number, signature: Signature) {
    this.name = name;
    this.score = score;
    this.signatureInfo = signature;
  }

  /** The long signature, e.g. `nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0`. */
  get signature(): string {
    return this.signatureInfo.format(false);
  }

  /** The short signature, e.g. `#:1|c:mixed|e:no|tok:13a|s:exp|v:2.6.0`. */
  get shortSignature(): string {
    return this.signatureInfo.format(true);
  }

  /** The metric's extra text after the score (sacrebleu `Score._verbose`); empty for chrF and TER. */
  get verboseScore(): string {
    return '';
  }

  /**
   * sacrebleu's `Score.format`: `f"{name}|{signature} = {score:.{width}f} {verbose}"`, e.g.
   * `BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.6.0 = 40.95 75.0/60.0/37.5/16.7 (BP = 1.000 ratio = 1.000 hyp_len = 12 ref_len = 12)`.
   */
  format(options: FormatOptions = {}): string {
    const { width = 2, short = false, signature = true, verbose = true, scoreOnly = false } = options;
    const sc = pyFixed(this.score, width);
    if (scoreOnly) return sc;
    let line = signature ? `${this.name}|${this.signatureInfo.format(short)}` : this.name;
    line = `${line} = ${sc}`;
    if (verbose && this.verboseScore) line += ` ${this.verboseScore}`;
    return line;
  }

  toString(): string {
    return this.format();
  }

  /**
   * The object sacrebleu's command line prints for this score (`Score.format(..., is_json=True)`),
   * as ordered key/value pairs: name, score (rounded to `width` decimals and read back as a float),
   * signature (always long), verbose_score (BLEU only), then every signature key.
   */
  cliEntries(width = 1): Array<[string, string | number]> {
    const entries: Array<[string, string | number]> = [
      ['name', this.name],
      ['score', Number(pyFixed(this.score, width))],
      ['signature', this.signature],
    ];
    if (this.verboseScore) entries.push(['verbose_score', this.verboseScore]);
    for (const param of this.signature.split('|')) {
      const [key, value] = param.split(':') as [string, string];
      const existing = entries.find((e) => e[0] === key);
      if (existing) existing[1] = value; // a Python dict keeps the key's first position
      else entries.push([key, value]);
    }
    return entries;
  }

  /**
   * Exactly what `sacrebleu --format json` (the default) prints for this one metric:
   * `json.dumps(d, indent=1, ensure_ascii=False)`, with Python's float repr for the score (41.0).
   */
  toCliJson(width = 1): string {
    return pyJsonObject(this.cliEntries(width));
  }
}

/**
 * What the sacrebleu command line prints for several metrics on one system: the objects joined by
 * `,\n` inside `[\n … \n]`; a single metric prints its object alone. (The command line computes the
 * metrics in sorted order of their names: BLEU, CHRF, TER; pass them in that order to match it.)
 */
export function cliJson(scores: readonly MetricScore[], width = 1): string {
  const objects = scores.map((s) => s.toCliJson(width));
  if (objects.length === 1) return objects[0]!;
  return `[\n${objects.join(',\n')}\n]`;
}

/** `json.dumps(dict, indent=1, ensure_ascii=False)` for a flat dict of strings and floats. */
export function pyJsonObject(entries: ReadonlyArray<[string, string | number]>): string {
  if (entries.length === 0) return '{}';
  // JSON.stringify escapes strings as Python's encoder does with ensure_ascii=False (\" \\ \b \f \n
  // \r \t, other control characters as lowercase \u00xx) for any well-formed string.
  const body = entries
    .map(([k, v]) => ` ${JSON.stringify(k)}: ${typeof v === 'number' ? pyFloatRepr(v) : JSON.stringify(v)}`)
    .join(',\n');
  return `{\n${body}\n}`;
}
