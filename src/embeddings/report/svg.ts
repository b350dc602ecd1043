/**
 * The report's charts as inline SVG strings: an occupation scatter plot with its regression line, a
 * bar chart of explained variance, the grammatical-vs-semantic influence bars behind k, and a small
 * effect-size bar for table cells. Every chart is accessible (role="img", <title>, <desc>), uses
 * colour-blind-safe colours (Okabe–Ito) and distinct shapes, and scales with its container (viewBox).
 */
import { escapeHtml as esc, fixed } from './format.js';

export const COLORS = {
  ink: '#1f2933',
  muted: '#52606d',
  grid: '#e4e7eb',
  axis: '#7b8794',
  epicene: '#0072B2',
  gendered: '#D55E00',
  line: '#1f2933',
  grammatical: '#D55E00',
  semantic: '#0072B2',
  bar: '#0072B2',
  barMuted: '#9aa5b1',
};

const FONT = 'font-family="inherit"';

function svgOpen(id: string, width: number, height: number, title: string, desc: string, cls: string): string {
  return (
    `<svg class="${cls}" id="${id}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" ` +
    `role="img" aria-labelledby="${id}-title ${id}-desc" xmlns="http://www.w3.org/2000/svg" ${FONT}>` +
    `<title id="${id}-title">${esc(title)}</title><desc id="${id}-desc">${esc(desc)}</desc>`
  );
}

/** Round numbers for axis ticks: about `count` ticks covering [min, max]. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  // The round step whose number of intervals is closest to `count`.
  let step = mag;
  for (const m of [1, 2, 2.5, 5, 10]) {
    if (Math.abs((max - min) / (m * mag) - count) < Math.abs((max - min) / step - count)) step = m * mag;
  }
  const out: number[] = [];
  for (let t = Math.ceil(min / step - 1e-9) * step; t <= max + step * 1e-9; t += step) out.push(Math.abs(t) < step * 1e-9 ? 0 : t);
  return out;
}

function tickDigits(ticks: readonly number[]): number {
  if (ticks.length < 2) return 2;
  const step = Math.abs(ticks[1]! - ticks[0]!);
  const e = Math.floor(Math.log10(step) + 1e-9);
  const mantissa = Math.round((step / 10 ** e) * 10) / 10;
  return Math.max(0, Math.min(4, -e + (mantissa === 2.5 ? 1 : 0)));
}

/** Domain padded by `pad` of its range, widened to include 0 when `zero`. */
export function paddedDomain(values: readonly number[], pad = 0.06): [number, number] {
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [-1, 1];
  if (hi - lo < 1e-9) {
    lo -= 0.5;
    hi += 0.5;
  }
  const d = (hi - lo) * pad;
  return [lo - d, hi + d];
}

// ---------------------------------------------------------------------------------------------
// Scatter plot

export interface ScatterPoint {
  /** Share of women (%). */
  x: number;
  /** Gender score (mean of the two forms for gendered occupations). */
  y: number;
  label: string;
  /** Tooltip text (word forms, share, scores). */
  tooltip: string;
  gendered: boolean;
  /** Scores of the masculine and feminine forms (gendered occupations). */
  masculine?: number;
  feminine?: number;
}

export interface ScatterOptions {
  id: string;
  title: string;
  desc: string;
  points: readonly ScatterPoint[];
  line?: { slope: number; intercept: number };
  /** Shared y-domain (so panels side by side are comparable). */
  yDomain: [number, number];
  /** One line printed above the plot, e.g. "r = −0.75 · p = 5.5 × 10⁻⁵ · n = 22". */
  stats: string;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

const W = 520;
const H = 420;
const M = { left: 62, right: 14, top: 38, bottom: 56 };
const LABEL_FONT = 10.5;
const CHAR_W = 6.2;

export function scatterPlot(o: ScatterOptions): string {
  const pw = W - M.left - M.right;
  const ph = H - M.top - M.bottom;
  const [y0, y1] = o.yDomain;
  const sx = (x: number): number => M.left + (x / 100) * pw;
  const sy = (y: number): number => M.top + ((y1 - y) / (y1 - y0)) * ph;
  const parts: string[] = [svgOpen(o.id, W, H, o.title, o.desc, 'chart scatter')];

  // Frame, grid and ticks
  parts.push(`<g class="grid" stroke="${COLORS.grid}" stroke-width="1">`);
  const xTicks = [0, 20, 40, 60, 80, 100];
  for (const t of xTicks) parts.push(`<line x1="${sx(t)}" x2="${sx(t)}" y1="${M.top}" y2="${M.top + ph}"/>`);
  const yTicks = niceTicks(y0, y1, 6);
  for (const t of yTicks) parts.push(`<line x1="${M.left}" x2="${M.left + pw}" y1="${r2(sy(t))}" y2="${r2(sy(t))}"/>`);
  parts.push('</g>');
  if (y0 < 0 && y1 > 0) {
    parts.push(
      `<line x1="${M.left}" x2="${M.left + pw}" y1="${r2(sy(0))}" y2="${r2(sy(0))}" stroke="${COLORS.axis}" stroke-width="1" stroke-dasharray="4 3"/>`,
    );
  }
  parts.push(`<rect x="${M.left}" y="${M.top}" width="${pw}" height="${ph}" fill="none" stroke="${COLORS.axis}" stroke-width="1"/>`);
  parts.push(`<g class="ticks" font-size="11.5" fill="${COLORS.muted}">`);
  for (const t of xTicks) parts.push(`<text x="${sx(t)}" y="${M.top + ph + 16}" text-anchor="middle">${t}</text>`);
  const yd = tickDigits(yTicks);
  for (const t of yTicks) parts.push(`<text x="${M.left - 6}" y="${r2(sy(t) + 3.5)}" text-anchor="end">${fixed(t, yd)}</text>`);
  parts.push('</g>');
  parts.push(
    `<text x="${M.left + pw / 2}" y="${H - 14}" text-anchor="middle" font-size="12.5" fill="${COLORS.ink}">Share of women in the occupation (%)</text>`,
  );
  parts.push(
    `<text transform="translate(16 ${M.top + ph / 2}) rotate(-90)" text-anchor="middle" font-size="12.5" fill="${COLORS.ink}">` +
      `<tspan fill="${COLORS.muted}">feminine ←</tspan> gender score <tspan fill="${COLORS.muted}">→ masculine</tspan></text>`,
  );
  parts.push(`<text x="${M.left}" y="${M.top - 12}" font-size="13" font-weight="600" fill="${COLORS.ink}" style="white-space:pre">${esc(o.stats)}</text>`);

  // Regression line over the data's range of x
  if (o.line && o.points.length > 0) {
    const xs = o.points.map((p) => p.x);
    const xa = Math.min(...xs);
    const xb = Math.max(...xs);
    const ya = o.line.slope * xa + o.line.intercept;
    const yb = o.line.slope * xb + o.line.intercept;
    parts.push(
      `<line class="regression" x1="${r2(sx(xa))}" y1="${r2(sy(ya))}" x2="${r2(sx(xb))}" y2="${r2(sy(yb))}" stroke="${COLORS.line}" stroke-width="2" stroke-linecap="round">` +
        `<title>least-squares line: score = ${fixed(o.line.slope * 100, 4)} × share/100 ${o.line.intercept < 0 ? '−' : '+'} ${fixed(Math.abs(o.line.intercept), 4)}</title></line>`,
    );
  }

  // Ranges between the masculine and feminine forms
  const occupied: Box[] = [];
  parts.push('<g class="ranges">');
  for (const p of o.points) {
    if (!p.gendered || p.masculine === undefined || p.feminine === undefined) continue;
    const x = r2(sx(p.x));
    const ym = r2(sy(p.masculine));
    const yf = r2(sy(p.feminine));
    parts.push(
      `<g><title>${esc(p.tooltip)}</title>` +
        `<line x1="${x}" x2="${x}" y1="${ym}" y2="${yf}" stroke="${COLORS.gendered}" stroke-opacity="0.55" stroke-width="1.5"/>` +
        `<line x1="${x - 3}" x2="${x + 3}" y1="${ym}" y2="${ym}" stroke="${COLORS.gendered}" stroke-width="1.5"/>` +
        `<line x1="${x - 3}" x2="${x + 3}" y1="${yf}" y2="${yf}" stroke="${COLORS.gendered}" stroke-width="1.5"/></g>`,
    );
  }
  parts.push('</g><g class="points">');
  for (const p of o.points) {
    const x = r2(sx(p.x));
    const y = r2(sy(p.y));
    occupied.push({ x0: x - 4.5, y0: y - 4.5, x1: x + 4.5, y1: y + 4.5 });
    const shape = p.gendered
      ? `<path d="M${x} ${r2(y - 5.5)}L${r2(x + 5.5)} ${y}L${x} ${r2(y + 5.5)}L${r2(x - 5.5)} ${y}Z" fill="${COLORS.gendered}" stroke="#fff" stroke-width="1"/>`
      : `<circle cx="${x}" cy="${y}" r="4.5" fill="${COLORS.epicene}" stroke="#fff" stroke-width="1"/>`;
    parts.push(`<g class="point"><title>${esc(p.tooltip)}</title>${shape}</g>`);
  }
  parts.push('</g>');

  // Labels: greedy placement, a label that fits nowhere is left out (its point keeps the tooltip).
  const plot: Box = { x0: M.left + 1, y0: M.top + 1, x1: M.left + pw - 1, y1: M.top + ph - 1 };
  const order = [...o.points].sort((a, b) => Math.abs(residual(b, o.line)) - Math.abs(residual(a, o.line)));
  parts.push(`<g class="labels" font-size="${LABEL_FONT}" fill="${COLORS.ink}" stroke="#fff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">`);
  for (const p of order) {
    const x = sx(p.x);
    const y = sy(p.y);
    const w = p.label.length * CHAR_W;
    const h = LABEL_FONT + 1;
    const candidates: [number, number, 'start' | 'end' | 'middle'][] = [
      [x + 7, y + 3.5, 'start'],
      [x - 7, y + 3.5, 'end'],
      [x + 5, y - 6, 'start'],
      [x - 5, y - 6, 'end'],
      [x + 5, y + 13, 'start'],
      [x - 5, y + 13, 'end'],
      [x, y - 9, 'middle'],
      [x, y + 17, 'middle'],
      // farther away, with a leader line
      [x + 10, y - 15, 'start'],
      [x - 10, y - 15, 'end'],
      [x + 10, y + 22, 'start'],
      [x - 10, y + 22, 'end'],
      [x, y - 22, 'middle'],
      [x, y + 30, 'middle'],
    ];
    for (const [i, [tx, ty, anchor]] of candidates.entries()) {
      const bx0 = anchor === 'start' ? tx : anchor === 'end' ? tx - w : tx - w / 2;
      const box: Box = { x0: bx0, y0: ty - h + 2, x1: bx0 + w, y1: ty + 2 };
      if (box.x0 < plot.x0 || box.x1 > plot.x1 || box.y0 < plot.y0 || box.y1 > plot.y1) continue;
      if (occupied.some((b) => overlaps(b, box))) continue;
      occupied.push(box);
      if (i >= 8) {
        // leader from the point's edge to the nearest corner of the label
        const lx = anchor === 'start' ? box.x0 : anchor === 'end' ? box.x1 : tx;
        const ly = ty < y ? box.y1 : box.y0;
        const dx = lx - x;
        const dy = ly - y;
        const len = Math.hypot(dx, dy);
        parts.push(
          `<line x1="${r2(x + (dx / len) * 5.5)}" y1="${r2(y + (dy / len) * 5.5)}" x2="${r2(lx)}" y2="${r2(ly)}" stroke="${COLORS.axis}" stroke-width="0.8"/>`,
        );
      }
      parts.push(`<text x="${r2(tx)}" y="${r2(ty)}" text-anchor="${anchor}">${esc(p.label)}</text>`);
      break;
    }
  }
  parts.push('</g></svg>');
  return parts.join('');
}

function residual(p: ScatterPoint, line: { slope: number; intercept: number } | undefined): number {
  return line ? p.y - (line.slope * p.x + line.intercept) : p.y;
}

function r2(x: number): number {
  return Math.round(x * 100) / 100;
}

// ---------------------------------------------------------------------------------------------
// Explained variance

export function varianceBars(o: { id: string; title: string; desc: string; ratios: readonly number[]; highlight: number; maxBars?: number }): string {
  const ratios = o.ratios.slice(0, o.maxBars ?? 10);
  const w = 380;
  const h = 190;
  const m = { left: 40, right: 8, top: 14, bottom: 34 };
  const pw = w - m.left - m.right;
  const ph = h - m.top - m.bottom;
  const top = Math.max(0.1, Math.ceil(Math.max(...ratios, 0) * 10) / 10);
  const sy = (v: number): number => m.top + ph - (v / top) * ph;
  const slot = pw / Math.max(ratios.length, 1);
  const bw = Math.min(28, slot * 0.7);
  const parts = [svgOpen(o.id, w, h, o.title, o.desc, 'chart variance')];
  const ticks = niceTicks(0, top, 4);
  parts.push(`<g font-size="10" fill="${COLORS.muted}">`);
  for (const t of ticks) {
    parts.push(`<line x1="${m.left}" x2="${m.left + pw}" y1="${r2(sy(t))}" y2="${r2(sy(t))}" stroke="${COLORS.grid}"/>`);
    parts.push(`<text x="${m.left - 5}" y="${r2(sy(t) + 3.5)}" text-anchor="end">${Math.round(t * 100)}%</text>`);
  }
  parts.push('</g>');
  ratios.forEach((v, i) => {
    const cx = m.left + slot * (i + 0.5);
    const y = sy(v);
    const fill = i < o.highlight ? COLORS.bar : COLORS.barMuted;
    parts.push(
      `<g><title>component ${i + 1}: ${fixed(v * 100, 1)} % of the variance</title>` +
        `<rect x="${r2(cx - bw / 2)}" y="${r2(y)}" width="${r2(bw)}" height="${r2(m.top + ph - y)}" fill="${fill}"/></g>`,
    );
    if (i < 3 || v >= 0.1) {
      parts.push(`<text x="${r2(cx)}" y="${r2(y - 3)}" font-size="10" text-anchor="middle" fill="${COLORS.ink}">${fixed(v * 100, v >= 0.1 ? 0 : 1)}%</text>`);
    }
    parts.push(`<text x="${r2(cx)}" y="${m.top + ph + 13}" font-size="10" text-anchor="middle" fill="${COLORS.muted}">${i + 1}</text>`);
  });
  parts.push(`<line x1="${m.left}" x2="${m.left + pw}" y1="${m.top + ph}" y2="${m.top + ph}" stroke="${COLORS.axis}"/>`);
  parts.push(`<text x="${m.left + pw / 2}" y="${h - 4}" font-size="10.5" text-anchor="middle" fill="${COLORS.ink}">principal component</text>`);
  parts.push('</svg>');
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// k: grammatical gap vs semantic range

export interface InfluenceRow {
  label: string;
  grammatical: number;
  semantic: number;
  k: number;
}

export function influenceBars(o: { id: string; title: string; desc: string; rows: readonly InfluenceRow[] }): string {
  const w = 620;
  const rowH = 58;
  const m = { left: 118, right: 92, top: 26, bottom: 8 };
  const h = m.top + rowH * o.rows.length + m.bottom;
  const pw = w - m.left - m.right;
  const max = Math.max(1e-12, ...o.rows.flatMap((r) => [r.grammatical, Math.abs(r.semantic)]));
  const sx = (v: number): number => m.left + (v / max) * pw;
  const parts = [svgOpen(o.id, w, h, o.title, o.desc, 'chart influence')];
  // Legend
  parts.push(
    `<g font-size="11" fill="${COLORS.ink}">` +
      `<rect x="${m.left}" y="6" width="12" height="10" fill="${COLORS.grammatical}"/><text x="${m.left + 17}" y="15">grammatical gap (mean |m − f|)</text>` +
      `<rect x="${m.left + 215}" y="6" width="12" height="10" fill="${COLORS.semantic}"/><text x="${m.left + 232}" y="15">semantic range (rise of the line)</text></g>`,
  );
  o.rows.forEach((r, i) => {
    const y = m.top + i * rowH + 6;
    parts.push(`<text x="${m.left - 10}" y="${y + 25}" font-size="12" font-weight="600" text-anchor="end" fill="${COLORS.ink}">${esc(r.label)}</text>`);
    const bars: [number, string, string][] = [
      [r.grammatical, COLORS.grammatical, 'grammatical gap'],
      [Math.abs(r.semantic), COLORS.semantic, 'semantic range'],
    ];
    bars.forEach(([v, color, what], j) => {
      const by = y + j * 22;
      parts.push(
        `<g><title>${what}: ${fixed(v, 3)}</title><rect x="${m.left}" y="${by}" width="${r2(Math.max(1, sx(v) - m.left))}" height="18" fill="${color}"/></g>` +
          `<text x="${r2(sx(v) + 5)}" y="${by + 13}" font-size="11" fill="${COLORS.ink}">${fixed(v, 3)}</text>`,
      );
    });
    parts.push(`<text x="${w - 6}" y="${y + 25}" font-size="13" font-weight="700" text-anchor="end" fill="${COLORS.ink}">|k| = ${fixed(Math.abs(r.k), 2)}</text>`);
  });
  parts.push(`<line x1="${m.left}" x2="${m.left}" y1="${m.top}" y2="${h - m.bottom}" stroke="${COLORS.axis}"/>`);
  parts.push('</svg>');
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// Effect-size bar for a table cell

/** A small bar from 0 to d on a −2…2 axis (d is bounded by about ±2). */
export function effectBar(d: number, label: string): string {
  const w = 104;
  const h = 16;
  const cx = w / 2;
  const scale = (w / 2 - 2) / 2;
  const v = Math.max(-2, Math.min(2, d));
  const x = v >= 0 ? cx : cx + v * scale;
  const bw = Math.max(1, Math.abs(v) * scale);
  return (
    `<svg class="dbar" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(label)}" xmlns="http://www.w3.org/2000/svg">` +
    `<title>${esc(label)}</title>` +
    `<rect x="1" y="3" width="${w - 2}" height="${h - 6}" fill="#f1f3f5"/>` +
    `<line x1="${r2(cx - scale)}" x2="${r2(cx - scale)}" y1="3" y2="${h - 3}" stroke="#d9dde1"/>` +
    `<line x1="${r2(cx + scale)}" x2="${r2(cx + scale)}" y1="3" y2="${h - 3}" stroke="#d9dde1"/>` +
    `<rect x="${r2(x)}" y="4" width="${r2(bw)}" height="${h - 8}" fill="${v >= 0 ? COLORS.bar : COLORS.gendered}"/>` +
    `<line x1="${cx}" x2="${cx}" y1="1" y2="${h - 1}" stroke="${COLORS.ink}" stroke-width="1"/></svg>`
  );
}
