/** Rendering of an audit result: self-contained HTML (inline CSS and SVG) and a plain-text summary. */
export { renderReport } from './html.js';
export { renderSummary } from './summary.js';
export { bytes, escapeHtml, fixed, percent, pValue, signed, stars } from './format.js';
export { effectBar, influenceBars, niceTicks, scatterPlot, varianceBars, type InfluenceRow, type ScatterOptions, type ScatterPoint } from './svg.js';
