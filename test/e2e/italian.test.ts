/**
 * Italian in the web editor (issue 13), in Debian's Chromium via playwright-core against dist/web served
 * by the project's server: the language choice (status bar, ?lang=it, remembered), the Italian data loaded
 * only when Italian is chosen, findings, a suggestion and "Alle übernehmen" as the library computes them.
 * Needs `npm run build` first. Screenshot: test-results/editor-it.png.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyBestSuggestions, check } from '../../src/index.js';
import type { RunningServer } from '../../src/server/index.js';
import { dataRequests, foreignRequests, js, launchChromium, newPage, requireBuiltEditor, RESULTS, serveEditor, settled, WEB_ROOT, type PageLog } from './browser.js';

const TEXT = 'I dipendenti devono compilare il modulo. Tutti sono invitati alla riunione con la dottoressa Rossi.';

let server: RunningServer;
let browser: Browser;
const open: { context: BrowserContext; log: PageLog }[] = [];

async function openEditor(query = ''): Promise<{ page: Page; log: PageLog; context: BrowserContext }> {
  const { context, page, log } = await newPage(browser);
  open.push({ context, log });
  await page.goto(`${server.url}/${query}`);
  await settled(page);
  return { page, log, context };
}

async function marks(page: Page): Promise<string[]> {
  return js<string[]>(page, `[...document.querySelectorAll('#backdrop mark')].filter((m) => m.dataset.i !== '-1').map((m) => m.textContent)`);
}

beforeAll(async () => {
  requireBuiltEditor();
  server = await serveEditor();
  browser = await launchChromium();
}, 60_000);

afterEach(async () => {
  for (const { context, log } of open.splice(0)) {
    await context.close();
    expect(log.errors).toEqual([]);
    expect(foreignRequests(log, server.url)).toEqual([]);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('web editor in Italian', () => {
  it('German users do not load the Italian data; ?lang=it loads it and checks Italian', async () => {
    const { page: de, log: deLog } = await openEditor();
    await de.locator('#text').fill(TEXT);
    await settled(de);
    expect(await de.locator('#lang-select').inputValue()).toBe('de');
    expect(dataRequests(deLog)).toEqual([]);

    const { page, log } = await openEditor('?lang=it');
    expect(await page.locator('#lang-select').inputValue()).toBe('it');
    expect(dataRequests(log)).toEqual(['/daten/it.js']);
    expect(await page.locator('#text').getAttribute('lang')).toBe('it');
    // the styles are German ones: hidden for Italian
    expect(await page.locator('#styles-box').isHidden()).toBe(true);
    await expect(page.locator('#empty').textContent()).resolves.toContain('italienischen Text');

    await page.locator('#text').fill(TEXT);
    await settled(page);
    const expected = check(TEXT, { lang: 'it' });
    expect(expected.map((d) => d.actual)).toEqual(['dipendenti', 'Tutti']);
    expect(await marks(page)).toEqual(['dipendenti', 'Tutti']);
    expect(await page.locator('#total-num').textContent()).toBe('2');
    await expect(page.locator('#cat-counts').textContent()).resolves.toContain('Personenbezeichnungen1');
    await expect(page.locator('#cat-counts').textContent()).resolves.toContain('Pronomen1');
    await expect(page.locator('#cat-counts').textContent()).resolves.toContain('Kongruenzen0');

    // the popover at a highlight: the Italian message and the neutral rewrite
    const mark = await page.locator('#backdrop mark', { hasText: 'Tutti' }).boundingBox();
    if (!mark) throw new Error('no mark for Tutti');
    await page.mouse.click(mark.x + mark.width / 2, mark.y + mark.height / 2);
    const pop = page.locator('#popover');
    await pop.waitFor({ state: 'visible' });
    await expect(pop.locator('.badge').textContent()).resolves.toBe('Pronomen');
    await expect(pop.locator('.popover__msg').textContent()).resolves.toBe(expected[1]!.message);
    expect(await pop.locator('button.sugg').allTextContents()).toEqual(expected[1]!.suggestions.map((s) => `${s.preview}Neutral`));
  });

  it('applies a suggestion from the findings list and all the others with "Alle übernehmen"', async () => {
    const { page } = await openEditor('?lang=it');
    await page.locator('#text').fill(TEXT);
    await settled(page);
    const first = check(TEXT, { lang: 'it' })[0]!;
    const button = page.locator('#findings button[data-action="apply"][data-i="0"][data-s="0"]');
    expect(await button.getAttribute('aria-label')).toBe(`„I dipendenti“ ersetzen durch „${first.suggestions[0]!.preview}“ (Neutral)`);
    await button.click();
    await settled(page);
    const once = 'Le persone dipendenti devono compilare il modulo. Tutti sono invitati alla riunione con la dottoressa Rossi.';
    expect(await page.locator('#text').inputValue()).toBe(once);
    expect(await marks(page)).toEqual(['Tutti']);

    await page.locator('#btn-apply-all').click();
    await settled(page);
    const all = applyBestSuggestions(once, check(once, { lang: 'it' })).text;
    expect(all).toBe('Le persone dipendenti devono compilare il modulo. Tutte le persone sono invitate alla riunione con la dottoressa Rossi.');
    expect(await page.locator('#text').inputValue()).toBe(all);
    expect(await page.locator('#total-num').textContent()).toBe('0');
    await expect(page.locator('#empty').textContent()).resolves.toContain('Keine Hinweise');
  });

  it('the language chosen in the status bar is remembered and named in the address; the sample text is Italian (screenshot)', async () => {
    const { page, log } = await openEditor();
    await page.locator('#lang-select').selectOption('it');
    await settled(page);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('it');
    await page.locator('#btn-sample').click();
    await settled(page);
    const sample = await page.locator('#text').inputValue();
    expect(sample.startsWith('Gentili colleghi,')).toBe(true);
    const diags = check(sample, { lang: 'it' });
    expect(await marks(page)).toEqual(diags.map((d) => d.actual));
    expect(new Set(diags.map((d) => d.ruleId))).toEqual(new Set(['it/gendered-reference', 'it/gendered-pronoun', 'it/gendered-agreement']));
    // the named person is not flagged
    expect(await marks(page)).not.toContain('Bianchi');
    // the agreement finding has no rewrite: the list says so
    await expect(page.locator('#findings .finding__none').first().textContent()).resolves.toContain('von Hand');
    await page.screenshot({ path: path.join(RESULTS, 'editor-it.png') });

    // a new visit without ?lang= opens in Italian (localStorage); German again after switching back
    await page.goto(`${server.url}/`);
    await settled(page);
    expect(await page.locator('#lang-select').inputValue()).toBe('it');
    await page.locator('#text').fill('Die Lehrer kommen.');
    await settled(page);
    expect(await marks(page)).toEqual([]);
    await page.locator('#lang-select').selectOption('de');
    await settled(page);
    expect(await marks(page)).toEqual(['Lehrer']);
    expect(await page.locator('#styles-box').isHidden()).toBe(false);
    expect(dataRequests(log)).toEqual(['/daten/it.js', '/daten/it.js']);
  });

  it('loads the Italian data also when index.html is opened from disk (file://)', async () => {
    const { context, page, log } = await newPage(browser);
    await page.goto(`${pathToFileURL(path.join(WEB_ROOT, 'index.html')).href}?lang=it`);
    await settled(page);
    await page.locator('#text').fill(TEXT);
    await settled(page);
    expect(await marks(page)).toEqual(['dipendenti', 'Tutti']);
    await context.close();
    expect(log.errors).toEqual([]);
    expect(log.requests.every((u) => u.startsWith('file://'))).toBe(true);
    expect(dataRequests(log)).toHaveLength(1);
  });
});
