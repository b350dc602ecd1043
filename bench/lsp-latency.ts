/**
 * Latency of the language server's diagnostics (issue 14). Never part of the pass/fail tests.
 *   npm run build && npx tsx bench/lsp-latency.ts [--edits 40] [--debounce 150]
 *
 * The built `genderfair lsp --stdio` gets a 20 KB German plain-text document (the example job ad,
 * repeated), then `--edits` single-character edits at places spread over the document (one at a time, each
 * waited for). For each edit: the time from sending didChange to the arrival of its publishDiagnostics,
 * minus the debounce. Also a 20 KB Markdown document. Goal: median and p95 < 50 ms after the debounce.
 * For comparison, the time of check() on the whole document in this process (what each edit would cost
 * without the server's paragraph cache).
 */
import { readFileSync } from 'node:fs';
import { check } from '../src/index.js';
import { LspClient } from '../test/helpers/lsp-client.js';
import { numberFlag } from './data.js';

const EDITS = numberFlag('edits', 40);
const DEBOUNCE = numberFlag('debounce', 150);
const SIZE = 20_000;

function document(markdown: boolean): string {
  const base = readFileSync(new URL('../examples/stellenanzeige.txt', import.meta.url), 'utf8').trim();
  const parts: string[] = [];
  let n = 0;
  while (parts.join('\n\n').length < SIZE) parts.push(markdown ? `## Abschnitt ${++n}\n\n${base}\n\n- Jeder Bewerber zählt\n- **Die Leiter** der Teams` : base);
  return parts.join('\n\n').slice(0, SIZE);
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function run(client: LspClient, uri: string, languageId: string, text: string): Promise<number[]> {
  const opened = client.nextDiagnostics(uri, 60_000);
  await client.open(uri, languageId, text);
  const first = await opened;
  console.log(`${languageId}: ${text.length} characters, ${first.diagnostics.length} findings`);
  const lines = text.split('\n');
  const delays: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    // type a space at the end of a line spread over the document
    const line = Math.floor(((i + 0.5) / EDITS) * (lines.length - 1));
    const next = client.nextDiagnostics(uri, 60_000);
    const sent = performance.now();
    await client.notify('textDocument/didChange', {
      textDocument: { uri, version: i + 2 },
      contentChanges: [{ range: { start: { line, character: lines[line]!.length }, end: { line, character: lines[line]!.length } }, text: ' ' }],
    });
    lines[line] += ' ';
    const published = await next;
    delays.push(published.at - sent - DEBOUNCE);
  }
  return delays.sort((a, b) => a - b);
}

const client = new LspClient();
await client.initialize({ debounce: DEBOUNCE });
for (const [uri, languageId, markdown] of [['untitled:bench.txt', 'plaintext', false], ['untitled:bench.md', 'markdown', true]] as const) {
  const delays = await run(client, uri, languageId, document(markdown));
  console.log(
    `  after the ${DEBOUNCE} ms debounce, ${EDITS} edits: median ${quantile(delays, 0.5).toFixed(1)} ms, ` +
      `p95 ${quantile(delays, 0.95).toFixed(1)} ms, max ${delays[delays.length - 1]!.toFixed(1)} ms (goal < 50 ms)`,
  );
  const whole: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t = performance.now();
    check(document(markdown), { inputFormat: markdown ? 'markdown' : 'text' });
    whole.push(performance.now() - t);
  }
  console.log(`  check() of the whole document, for comparison: median ${quantile(whole.sort((a, b) => a - b), 0.5).toFixed(1)} ms`);
}
await client.close();
