/** The report's stylesheet (inlined into report.html: no external fonts or files). */
export const REPORT_CSS = `
:root {
  --ink: #1f2933; --muted: #52606d; --line: #e4e7eb; --line-strong: #cbd2d9;
  --accent: #0b5cad; --note: #f3f6fa; --note-border: #8fb3db; --warn: #8a4b00; --warn-bg: #fff7e6;
  --blue: #0072B2; --vermilion: #D55E00;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; color: var(--ink); background: #fff;
  font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", "DejaVu Sans", sans-serif;
  -webkit-print-color-adjust: exact; print-color-adjust: exact;
}
.page { max-width: 1100px; margin: 0 auto; padding: 28px 40px 48px; }
a { color: var(--accent); }
code, .mono { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace; font-size: 0.92em; }
header.masthead { border-bottom: 3px solid var(--ink); padding-bottom: 14px; margin-bottom: 22px; }
.eyebrow { margin: 0; font-size: 12px; letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); }
h1 { font-size: 30px; line-height: 1.2; margin: 4px 0 4px; letter-spacing: -0.01em; }
.subtitle { margin: 0 0 10px; font-size: 17px; color: var(--muted); }
dl.meta { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 0; font-size: 13.5px; }
dl.meta dt { color: var(--muted); }
dl.meta dd { margin: 0; overflow-wrap: anywhere; }
h2 { font-size: 21px; line-height: 1.3; margin: 38px 0 8px; padding-top: 14px; border-top: 1px solid var(--line); }
h2 .num { display: inline-block; min-width: 1.5em; color: var(--muted); }
h3 { font-size: 16px; margin: 22px 0 6px; }
p { margin: 0 0 10px; max-width: 78ch; }
.lead { font-size: 16px; max-width: 82ch; }
.howto { background: var(--note); border-left: 4px solid var(--note-border); padding: 10px 14px; margin: 10px 0 16px; font-size: 14px; max-width: 88ch; border-radius: 0 4px 4px 0; }
.howto p { margin: 0 0 6px; }
.howto p:last-child { margin-bottom: 0; }
.howto .tag { display: block; font-weight: 700; font-size: 12px; letter-spacing: 0.06em; text-transform: uppercase; color: #33658a; margin-bottom: 2px; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(230px, 1fr)); gap: 12px; margin: 16px 0 8px; }
.card { border: 1px solid var(--line-strong); border-radius: 6px; padding: 12px 14px 10px; break-inside: avoid; }
.card .what { font-size: 12px; letter-spacing: 0.05em; text-transform: uppercase; color: var(--muted); }
.card .value { font-size: 27px; font-weight: 700; line-height: 1.25; font-variant-numeric: tabular-nums; }
.card .value .arrow { color: var(--muted); font-weight: 400; padding: 0 0.15em; }
.card .detail { font-size: 13px; color: var(--muted); }
ul.findings { margin: 6px 0 0; padding-left: 1.2em; max-width: 90ch; }
ul.findings li { margin: 4px 0; }
table { border-collapse: collapse; width: 100%; font-size: 13.5px; font-variant-numeric: tabular-nums; margin: 6px 0 10px; }
th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid var(--line); vertical-align: middle; }
thead th { font-weight: 600; border-bottom: 2px solid var(--line-strong); vertical-align: bottom; }
th.num, td.num { text-align: right; white-space: nowrap; }
td.nowrap { white-space: nowrap; }
tbody th { font-weight: 600; }
tr.group td { background: #fafbfc; }
table.kv { width: auto; }
table.auto { width: auto; min-width: 60%; }
table.sources td:first-child { white-space: nowrap; }
table.sources td:nth-child(2) { min-width: 10em; }
table.sources td:last-child { min-width: 12em; }
.badge { display: inline-block; font-size: 11px; line-height: 1.4; padding: 0 6px; border-radius: 8px; background: #e6f0fa; color: #0b4f8a; font-weight: 600; vertical-align: 1px; }
table.kv th { color: var(--muted); font-weight: 500; padding-right: 18px; white-space: nowrap; }
.figures { display: grid; grid-template-columns: repeat(auto-fit, minmax(400px, 1fr)); gap: 18px 24px; margin: 8px 0; }
.figures.small { grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); }
figure { margin: 0; break-inside: avoid; }
figure h4 { margin: 0 0 2px; font-size: 14px; }
figure svg.chart { width: 100%; height: auto; display: block; max-width: 100%; }
.figures.single { grid-template-columns: minmax(0, 640px); }
figure svg.variance { max-width: 420px; }
figure svg.influence { max-width: 680px; }
figcaption { font-size: 13px; color: var(--muted); margin-top: 4px; max-width: 80ch; }
.legend { display: flex; flex-wrap: wrap; gap: 6px 20px; font-size: 13px; color: var(--muted); margin: 4px 0 10px; }
.legend span { display: inline-flex; align-items: center; gap: 6px; }
.legend svg { flex: none; }
.scroll { max-width: 100%; overflow-x: auto; }
.muted { color: var(--muted); }
.small { font-size: 13px; }
.skip { color: var(--muted); font-style: italic; }
.notice { background: var(--warn-bg); border: 1px solid #f0c36d; color: var(--warn); padding: 8px 12px; border-radius: 4px; font-size: 14px; max-width: 88ch; }
.words { overflow-wrap: anywhere; }
svg.dbar { vertical-align: middle; display: inline-block; }
td.d { white-space: nowrap; }
td.d .v { display: inline-block; min-width: 3.4em; text-align: right; margin-right: 6px; }
.sig { color: var(--muted); font-size: 0.85em; }
details { margin: 8px 0; }
details > summary { cursor: pointer; color: var(--accent); font-size: 14px; }
ol.refs { padding-left: 1.3em; font-size: 13.5px; }
ol.refs li { margin: 3px 0; }
footer { margin-top: 40px; padding-top: 10px; border-top: 1px solid var(--line); font-size: 12.5px; color: var(--muted); }
@media (max-width: 720px) {
  .page { padding: 18px 16px 32px; }
  h1 { font-size: 24px; }
  dl.meta { grid-template-columns: 1fr; }
  dl.meta dd { margin-bottom: 4px; }
  .figures, .figures.small { grid-template-columns: 1fr; }
  table { font-size: 12.5px; }
}
@media print {
  @page { size: A4; margin: 14mm 12mm; }
  body { font-size: 9.5pt; }
  .page { max-width: none; padding: 0; }
  h1 { font-size: 20pt; }
  h2 { font-size: 14pt; break-after: avoid; margin-top: 18pt; }
  h3 { break-after: avoid; }
  .figures { grid-template-columns: 1fr 1fr; }
  .figures.single { grid-template-columns: 1fr; }
  figure, .card, tr, .howto { break-inside: avoid; }
  a { color: inherit; text-decoration: none; }
  details > summary { display: none; }
  .scroll { overflow: visible; }
  table { font-size: 8.5pt; }
  .lead { font-size: 10pt; }
  .howto { font-size: 9pt; }
  figcaption, .small, .legend, dl.meta, .card .detail, footer { font-size: 8pt; }
  .card .value { font-size: 17pt; }
  .figures.small { grid-template-columns: 1fr 1fr; }
}
`;
