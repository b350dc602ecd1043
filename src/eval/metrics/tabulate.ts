/**
 * The part of python-tabulate 0.8.9 (MIT) that sacrebleu's multi-system tables use:
 * `tabulate(dict_of_columns, headers='keys', tablefmt='fancy_grid'|'latex_booktabs',
 * colalign=('right',), stralign='center', numalign='center', floatfmt='.Nf')`, without wcwidth
 * (widths are code point counts, ANSI colour codes not counted), as Debian's python3-tabulate.
 */
import { pyFixed, pySplitlines, pyStrip } from '../python.js';

type ColumnType = 'bool' | 'int' | 'float' | 'text';
export type TableFormat = 'fancy_grid' | 'latex_booktabs';

const INVISIBLE = /\x1b\[\d+[;\d]*m|\x1b\[\d*;\d*;\d*m|\x1b\]8;;(.*?)\x1b\\/g;

const stripInvisible = (s: string) => s.replace(INVISIBLE, '');
/** len() in code points */
const pyLen = (s: string) => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};
const visibleWidth = (s: string) => pyLen(stripInvisible(s));

// Python's int() and float() on strings (ASCII digits; surrounding whitespace allowed)
const PY_INT = /^[+-]?[0-9](?:_?[0-9])*$/;
const DIGITS = '[0-9](?:_?[0-9])*';
const PY_FLOAT = new RegExp(`^[+-]?(?:(?:${DIGITS}(?:\\.(?:${DIGITS})?)?|\\.${DIGITS})(?:[eE][+-]?${DIGITS})?|inf|infinity|nan)$`, 'i');

function pyFloatValue(s: string): number {
  const t = pyStrip(s).replaceAll('_', '').toLowerCase();
  if (/^[+-]?(inf|infinity)$/.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
  if (/^[+-]?nan$/.test(t)) return NaN;
  return Number(t);
}

/** `_type` of a string cell. */
function cellType(s: string): ColumnType {
  const t = stripInvisible(s);
  if (t === 'True' || t === 'False') return 'bool';
  const stripped = pyStrip(t);
  if (PY_INT.test(stripped)) return 'int';
  if (PY_FLOAT.test(stripped)) {
    // "inf"/"nan" count only when written so (a huge number that overflows does not)
    const v = pyFloatValue(stripped);
    if (Number.isFinite(v) || ['inf', '-inf', 'nan'].includes(t.toLowerCase())) return 'float';
  }
  return 'text';
}

const ORDER: ColumnType[] = ['bool', 'int', 'float', 'text'];
const moreGeneric = (a: ColumnType, b: ColumnType) => (ORDER.indexOf(a) > ORDER.indexOf(b) ? a : b);

function formatCell(s: string, type: ColumnType, floatDigits: number, hasInvisible: boolean): string {
  if (type !== 'float') return s;
  const raw = hasInvisible ? stripInvisible(s) : s;
  const formatted = pyFixed(pyFloatValue(raw), floatDigits);
  return hasInvisible ? s.replaceAll(raw, formatted) : formatted;
}

type Align = 'right' | 'center' | 'left';

/** Python's str.format padding (`>`, `^`, `<`) to `width` code points. */
function pad(align: Align, width: number, s: string): string {
  const fill = Math.max(0, width - pyLen(s));
  if (align === 'right') return ' '.repeat(fill) + s;
  if (align === 'left') return s + ' '.repeat(fill);
  const left = Math.floor(fill / 2);
  return ' '.repeat(left) + s + ' '.repeat(fill - left);
}

const splitCellLines = (s: string) => s.split(/[\r\n]/);

function alignColumn(strings: string[], align: Align, minWidth: number, hasInvisible: boolean, multiline: boolean): string[] {
  const stripped = strings.map((s) => pyStrip(s));
  const lineWidth = hasInvisible ? visibleWidth : pyLen;
  const widths = stripped.map((s) => (multiline ? splitCellLines(s).map(lineWidth) : [lineWidth(s)]));
  const maxWidth = Math.max(Math.max(...widths.flat()), minWidth);
  if (multiline) {
    return stripped.map((ms, i) => {
      const lines = pySplitlines(ms);
      // the wide-character branch pads each line by its own visible width
      const lens = splitCellLines(ms).map(pyLen);
      return (lines.length > 0 ? lines : [ms])
        .map((line, k) => pad(align, hasInvisible ? maxWidth - (widths[i]![k]! - lens[k]!) : maxWidth, line))
        .join('\n');
    });
  }
  return stripped.map((s, i) => pad(align, hasInvisible ? maxWidth - (widths[i]![0]! - pyLen(s)) : maxWidth, s));
}

const LATEX_ESCAPES: Record<string, string> = {
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '^': '\\^{}',
  '{': '\\{',
  '}': '\\}',
  '~': '\\textasciitilde{}',
  '\\': '\\textbackslash{}',
  '<': '\\ensuremath{<}',
  '>': '\\ensuremath{>}',
};

const rstrip = (s: string) => s.replace(/\s+$/u, '');

/**
 * `tabulate(columns, headers='keys', tablefmt=format, colalign=('right',), stralign='center',
 * numalign='center', floatfmt=f'.{floatDigits}f')` for a table given as ordered columns of strings.
 */
export function tabulate(columns: ReadonlyArray<[string, readonly string[]]>, format: TableFormat, floatDigits: number): string {
  const headers = columns.map(([h]) => h);
  const nRows = Math.max(0, ...columns.map(([, v]) => v.length));
  const cols = columns.map(([, v]) => Array.from({ length: nRows }, (_, i) => v[i] ?? ''));
  const plain = [headers.join('\t'), ...Array.from({ length: nRows }, (_, i) => cols.map((c) => c[i]).join('\t'))].join('\t');
  const hasInvisible = new RegExp(INVISIBLE.source).test(plain);
  const multiline = format === 'fancy_grid' && /\r|\n/.test(plain);
  const lineWidth = hasInvisible ? visibleWidth : pyLen;
  const widthOf = (s: string) => (multiline ? Math.max(...splitCellLines(s).map(lineWidth)) : lineWidth(s));

  const types = cols.map((c) => c.map(cellType).reduce(moreGeneric, 'bool'));
  const formatted = cols.map((c, k) => c.map((s) => formatCell(s, types[k]!, floatDigits, hasInvisible)));
  // colalign=('right',) for the first column; numalign and stralign are both 'center'
  const aligns: Align[] = types.map((_, k) => (k === 0 ? 'right' : 'center'));
  let minWidths = headers.map((h) => widthOf(h) + 2);
  const aligned = formatted.map((c, k) => alignColumn(c, aligns[k]!, minWidths[k]!, hasInvisible, multiline));
  minWidths = minWidths.map((w, k) => Math.max(w, ...aligned[k]!.map(widthOf)));
  const alignHeader = (h: string, a: Align, w: number): string => {
    if (multiline) return h.split(/\r|\n|\r\n/).map((line) => alignHeader1(line, a, w)).join('\n');
    return alignHeader1(h, a, w);
  };
  const alignHeader1 = (h: string, a: Align, w: number) => pad(a, w + (pyLen(h) - lineWidth(h)), h);
  const paddedHeaders = headers.map((h, k) => alignHeader(h, aligns[k]!, minWidths[k]!));
  const rows = Array.from({ length: nRows }, (_, i) => aligned.map((c) => c[i]!));
  const padded = minWidths.map((w) => w + 2);

  if (format === 'latex_booktabs') {
    const latexRow = (cells: string[]) =>
      rstrip(`${cells.map((c) => Array.from(` ${c} `, (ch) => LATEX_ESCAPES[ch] ?? ch).join('')).join('&')}\\\\`);
    const lines = [
      `\\begin{tabular}{${aligns.map((a) => (a === 'right' ? 'r' : a === 'center' ? 'c' : 'l')).join('')}}\n\\toprule`,
      latexRow(paddedHeaders),
      '\\midrule',
      ...rows.map(latexRow),
      '\\bottomrule\n\\end{tabular}',
    ];
    return lines.join('\n');
  }

  const line = (begin: string, fill: string, sep: string, end: string) => rstrip(begin + padded.map((w) => fill.repeat(w)).join(sep) + end);
  const out: string[] = [];
  const appendRow = (cells: string[]) => {
    if (!multiline) {
      out.push(rstrip(`│${cells.map((c) => ` ${c} `).join('│')}│`));
      return;
    }
    const cellLines = cells.map((c) => pySplitlines(c));
    const n = Math.max(...cellLines.map((l) => l.length));
    const filled = cellLines.map((l, k) => [...l, ...Array<string>(n - l.length).fill(' '.repeat(minWidths[k]!))]);
    for (let i = 0; i < n; i++) out.push(rstrip(`│${filled.map((l) => ` ${l[i]} `).join('│')}│`));
  };
  out.push(line('╒', '═', '╤', '╕'));
  appendRow(paddedHeaders);
  out.push(line('╞', '═', '╪', '╡'));
  rows.forEach((row, i) => {
    appendRow(row);
    if (i < rows.length - 1) out.push(line('├', '─', '┼', '┤'));
  });
  out.push(line('╘', '═', '╧', '╛'));
  return out.join('\n');
}
