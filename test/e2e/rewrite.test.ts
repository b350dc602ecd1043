/**
 * The translation gender rewriter page (rewrite.html, issue 12) in Debian's Chromium via playwright-core
 * against dist/web served by the project's server: a rewrite with its changes marked and its confidence,
 * the message where the rewriter is not sure (null), every variant for two persons, the keyboard, and
 * each language's data loaded only when it is used. Needs `npm run build` first (it also generates the
 * Spanish and French word lists). Screenshots: test-results/rewrite.png, rewrite-320.png.
 */
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alternatives, rewriteGender, type RewriteLang } from '../../src/rewrite/index.js';
import type { RunningServer } from '../../src/server/index.js';
import { dataRequests, foreignRequests, js, launchChromium, newPage, requireBuiltEditor, RESULTS, serveEditor, type PageLog } from './browser.js';

let server: RunningServer;
let browser: Browser;
const open: { context: BrowserContext; log: PageLog }[] = [];

/** The page's document inside functions run there (this program is type-checked without DOM types). */
declare const document: any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function openRewriter(options: { width?: number; height?: number } = {}): Promise<{ page: Page; log: PageLog }> {
  const { context, page, log } = await newPage(browser, options);
  open.push({ context, log });
  await page.goto(`${server.url}/rewrite.html`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  return { page, log };
}

/** Fills the form and waits for the result (a rewrite, a note or the message that it is not sure). */
async function rewrite(page: Page, source: string, translation: string, lang: RewriteLang, submit: 'button' | 'keyboard' = 'button'): Promise<void> {
  await page.locator('#rw-lang').selectOption(lang);
  await page.getByLabel('Englischer Ausgangssatz').fill(source);
  await page.getByLabel('Übersetzung', { exact: true }).fill(translation);
  await page.locator('#rw-result').evaluate((el) => (el.innerHTML = ''));
  if (submit === 'button') await page.locator('#rw-submit').click();
  else await page.keyboard.press('Control+Enter');
  await page.waitForFunction(() => !document.documentElement.dataset.busy && document.querySelector('#rw-result .rw-result__text, #rw-result .rw-result__unsure'));
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

describe('rewriter page', () => {
  it('is linked from the editor and rewrites a Spanish sentence with the changed words marked (screenshot)', async () => {
    const { page, log } = await openRewriter();
    // the two pages link each other in the header; the rewriter loads no data before it is used
    expect(await page.getByRole('link', { name: 'Text prüfen' }).getAttribute('href')).toBe('./index.html');
    expect(dataRequests(log)).toEqual([]);
    await page.getByRole('link', { name: 'Text prüfen' }).click();
    await page.waitForURL(`${server.url}/index.html`);
    await page.getByRole('link', { name: 'Übersetzung umschreiben' }).click();
    await page.waitForURL(`${server.url}/rewrite.html`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');

    const input = { source: 'The nurse was very tired.', translation: 'El enfermero estaba muy cansado.', lang: 'es' as const };
    await rewrite(page, input.source, input.translation, input.lang);
    const expected = rewriteGender({ ...input, direction: 'm2f' });
    expect(expected?.text).toBe('La enfermera estaba muy cansada.');
    expect(await page.locator('#rw-text').textContent()).toBe(expected?.text);
    expect(await page.locator('#rw-text mark').allTextContents()).toEqual(['La', 'enfermera', 'cansada']);
    await expect(page.locator('.rw-confidence__num').textContent()).resolves.toBe('90 %');
    expect(await page.locator('.rw-result__changes li').allTextContents()).toEqual(['„El“ → „La“', '„enfermero“ → „enfermera“', '„cansado“ → „cansada“']);
    // the variants of the one person: feminine and masculine
    expect(await page.locator('.rw-alt__text').allTextContents()).toEqual(alternatives(input).map((a) => a.text));
    expect(dataRequests(log).sort()).toEqual(['/daten/es.js', '/daten/rewrite.js']);
    await page.screenshot({ path: path.join(RESULTS, 'rewrite.png'), fullPage: true });
    // an irregular pair from the curated Spanish list (data/es/irregular-pairs.txt) is in the data pack too
    await rewrite(page, 'The actor was very tired.', 'El actor estaba muy cansado.', 'es');
    expect(await page.locator('#rw-text').textContent()).toBe('La actriz estaba muy cansada.');

    // the other direction on a feminine translation, in French, started from the keyboard
    await page.locator('input[name="direction"][value="f2m"]').check();
    await rewrite(page, 'The nurse was very tired.', "L'infirmière était très fatiguée.", 'fr', 'keyboard');
    expect(await page.locator('#rw-text').textContent()).toBe(
      rewriteGender({ source: 'The nurse was very tired.', translation: "L'infirmière était très fatiguée.", lang: 'fr', direction: 'f2m' })?.text,
    );
    expect(await page.locator('#rw-text').textContent()).toBe("L'infirmier était très fatigué.");
    expect(dataRequests(log)).toContain('/daten/fr.js');
  });

  it('says so when the rewriter is not sure (null), and lists every variant of two persons', async () => {
    const { page } = await openRewriter();
    const unsure = { source: 'The teacher spoke with his colleague.', translation: 'El profesor habló con su colega.', lang: 'es' as const };
    expect(rewriteGender({ ...unsure, direction: 'm2f' })).toBeNull();
    await rewrite(page, unsure.source, unsure.translation, unsure.lang);
    await expect(page.locator('#rw-result').textContent()).resolves.toContain('Nicht sicher – keine Umschreibung.');
    expect(await page.locator('#rw-text').count()).toBe(0);
    // the result is a polite live region: screen readers hear it
    expect(await page.locator('#rw-result').getAttribute('aria-live')).toBe('polite');

    const two = { source: 'The neighbor greeted the mechanic.', translation: 'Il vicino ha salutato il meccanico.', lang: 'it' as const };
    expect(rewriteGender({ ...two, direction: 'm2f' })).toBeNull();
    await rewrite(page, two.source, two.translation, two.lang);
    await expect(page.locator('#rw-result').textContent()).resolves.toContain('2 Personen mit offenem Geschlecht');
    const variants = alternatives(two);
    expect(variants.map((v) => v.genders.join(''))).toEqual(['ff', 'fm', 'mf', 'mm']);
    expect(await page.locator('.rw-alt__text').allTextContents()).toEqual(variants.map((v) => v.text));
    expect(await page.locator('.rw-alt__item').first().locator('.rw-alt__gender').allTextContents()).toEqual(['Person 1: weiblich', 'Person 2: weiblich']);
    await expect(page.locator('.rw-alt__item').last().textContent()).resolves.toContain('wie die Übersetzung');
  });

  it('fits a 320 px wide screen (screenshot)', async () => {
    const { page } = await openRewriter({ width: 320, height: 740 });
    await page.locator('#rw-sample').click();
    await page.waitForFunction(() => !document.documentElement.dataset.busy && document.querySelector('#rw-result .rw-result__text'));
    expect(await js<number>(page, 'document.documentElement.scrollWidth')).toBeLessThanOrEqual(320);
    await page.screenshot({ path: path.join(RESULTS, 'rewrite-320.png'), fullPage: true });
  });
});
