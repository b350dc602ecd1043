/** A short plain-text summary of an audit (what `genderfair embeddings audit` prints on stdout). */
import type { AuditResult, WeatEntry } from '../audit.js';
import { pValue } from './format.js';

function f(x: number, digits: number): string {
  const s = x.toFixed(digits);
  return /^-0\.?0*$/.test(s) ? s.slice(1) : s;
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)} %`;
}

function weatCell(t: WeatEntry | undefined): string {
  if (!t) return '';
  if (t.status !== 'ok') return `${t.status === 'skipped' ? 'skipped' : 'n/a'}`;
  const p = t.p ? `  p = ${pValue(t.p.value, 'ascii')} (${t.p.method === 'monte-carlo' ? 'Monte Carlo' : t.p.method})` : '';
  return `d = ${f(t.effectSize, 2).padStart(5)}${p}`;
}

export function renderSummary(result: AuditResult): string {
  const v = result.vectors;
  const lines: string[] = [];
  const langName = result.lang === 'it' ? 'Italian' : 'English';
  lines.push(`Embedding bias audit of ${v.name} (${langName} word lists, ${v.dim} dimensions)`);
  lines.push(`  words: ${v.found} of ${v.requested} found${v.missing.length ? ` (${v.missing.length} missing, see the warnings)` : ''}`);
  const b = result.before;
  const a = result.after.status === 'ok' ? result.after : undefined;
  if (b.direction.status === 'ok') {
    lines.push(
      `  gender direction: first principal component of ${b.direction.pairs.length} definitional pairs, ${pct(b.direction.explainedVarianceRatio[0] ?? 0)} of their variance`,
    );
  } else lines.push(`  gender direction: ${b.direction.status}: ${b.direction.reason}`);
  const g = result.grammatical;
  if (g.status === 'ok') {
    lines.push(
      `  grammatical gender: ${g.k} component${g.k === 1 ? '' : 's'} of ${g.pairsUsed} inflected pairs (${pct(g.removedVariance)} of their variance) removed` +
        (g.genderDirectionCosine !== null ? `; cos with the gender direction ${f(g.genderDirectionCosine, 2)}` : ''),
    );
  } else if (g.status === 'skipped') lines.push(`  grammatical gender: skipped: ${g.reason}`);
  if (b.occupations.status === 'ok') {
    const c = b.occupations.correlation;
    let s = `  occupations (${c.n}): r = ${f(c.r, 3)} (p = ${pValue(c.p, 'ascii')})`;
    if (a && a.occupations.status === 'ok') {
      const d = a.occupations.correlation;
      s += `; after removal r = ${f(d.r, 3)} (p = ${pValue(d.p, 'ascii')})`;
    }
    lines.push(`${s}  [gender score vs share of women]`);
  } else lines.push(`  occupations: ${b.occupations.status}: ${b.occupations.reason}`);
  if (b.ratio.status === 'ok') {
    let s = `  |k| (grammatical gap / semantic range): ${f(Math.abs(b.ratio.k), 2)}`;
    if (a && a.ratio.status === 'ok') s += `; after removal ${f(Math.abs(a.ratio.k), 2)}`;
    lines.push(s);
  } else if (b.ratio.status === 'skipped') lines.push(`  k: skipped: ${b.ratio.reason}`);
  const afterById = new Map((a?.weat ?? []).map((t) => [t.id, t]));
  if (b.weat.length) {
    lines.push(`  WEAT (${result.settings.sd} SD${result.settings.compat === 'biasion2020' ? ', compat biasion2020' : ''}):`);
    const width = Math.max(...b.weat.map((t) => t.id.length));
    for (const t of b.weat) {
      const after = afterById.get(t.id);
      lines.push(`    ${t.id.padEnd(width)}  ${weatCell(t)}${after ? `   after removal: ${weatCell(after)}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
