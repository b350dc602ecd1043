/** Number and text formatting shared by the HTML report and the plain-text summary. */

const SUPERSCRIPT: Record<string, string> = {
  '-': '⁻',
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/** Typographic minus for negative numbers. */
export function minus(s: string): string {
  return s.replace(/^-/, '−');
}

/** Fixed decimals with a typographic minus; "−0.00" becomes "0.00". */
export function fixed(x: number, digits: number): string {
  if (!Number.isFinite(x)) return String(x);
  const s = x.toFixed(digits);
  return minus(/^-0\.?0*$/.test(s) ? s.slice(1) : s);
}

/** Signed fixed decimals: "+1.72", "−0.17". */
export function signed(x: number, digits: number): string {
  const s = fixed(x, digits);
  return x > 0 && !/^0\.?0*$/.test(s) ? `+${s}` : s;
}

/** A percentage of a ratio 0…1: "57.0 %". */
export function percent(ratio: number, digits = 1): string {
  return `${fixed(ratio * 100, digits)} %`;
}

/**
 * A p-value for people: 0.0156 → "0.016", 7.77e-5 → "7.8 × 10⁻⁵" (unicode) or "7.8e-5" (ascii);
 * 0 → "0"; 1 → "1".
 */
export function pValue(p: number, style: 'unicode' | 'ascii' = 'unicode'): string {
  if (!Number.isFinite(p)) return String(p);
  if (p === 0) return '0';
  if (p >= 0.001) {
    const s = p >= 0.1 ? p.toFixed(2) : p.toPrecision(2);
    return s.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  }
  const [mant, exp] = p.toExponential(1).split('e') as [string, string];
  const e = String(Number(exp));
  if (style === 'ascii') return `${mant}e${e}`;
  return `${mant} × 10${[...e].map((c) => SUPERSCRIPT[c] ?? c).join('')}`;
}

/** Significance stars as in Biasion et al.: * p < 0.1, ** p < 0.05, *** p < 0.01. */
export function stars(p: number): string {
  return p < 0.01 ? '***' : p < 0.05 ? '**' : p < 0.1 ? '*' : '';
}

/** 1234567 → "1,234,567". */
export function integer(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** 307300350 → "307.3 MB". */
export function bytes(n: number): string {
  if (n >= 1e9) return `${(n / 1e9).toFixed(2)} GB`;
  if (n >= 1e6) return `${(n / 1e6).toFixed(1)} MB`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)} kB`;
  return `${n} B`;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** "a", "a and b", "a, b and c". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "1 word", "2 words". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${integer(n)} ${n === 1 ? one : many}`;
}
