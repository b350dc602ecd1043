/**
 * The web editor in a real browser (Debian's Chromium via playwright-core), served by the project's
 * HTTP server from dist/web. Needs `npm run build` first (CI does it).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server/index.js';
import { check, fix } from '../../src/index.js';
import { RESULTS, WEB_ROOT, announced, js, launchChromium, newPage, requireBuiltEditor, serveEditor, settled, type PageLog } from './browser.js';

const TEXT = 'Die Lehrer und jeder Mitarbeiter müssen zustimmen. Die Lehrerinnen und Lehrer sind schon einverstanden.';

let server: RunningServer;
let browser: Browser;
let tmp: string;
const open: { context: BrowserContext; log: PageLog; allowFileUrls?: boolean }[] = [];

async function openEditor(options: { width?: number; height?: number } = {}): Promise<{ page: Page; log: PageLog }> {
  const { context, page, log } = await newPage(browser, options);
  open.push({ context, log });
  await page.goto(`${server.url}/`);
  await settled(page);
  return { page, log };
}

/** Types key by key, as a person would (slow: one input event per character). */
async function typeText(page: Page, text: string): Promise<void> {
  await page.locator('#text').click();
  await page.keyboard.type(text);
  await settled(page);
}

/** Puts the text in at once, like pasting. */
async function pasteText(page: Page, text: string): Promise<void> {
  await page.locator('#text').fill(text);
  await settled(page);
}

function value(page: Page): Promise<string> {
  return page.locator('#text').inputValue();
}

/** Text of the marks that belong to the current check. */
async function marks(page: Page): Promise<string[]> {
  return js<string[]>(page, `[...document.querySelectorAll('#backdrop mark')].filter((m) => m.dataset.i !== '-1').map((m) => m.textContent)`);
}

async function clickMark(page: Page, word: string): Promise<void> {
  const mark = page.locator('#backdrop mark', { hasText: word }).first();
  const box = await mark.boundingBox();
  if (!box) throw new Error(`no mark for ${word}`);
  // The textarea lies above the marks: the click lands in the text, at the marked word.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function focusedDescription(page: Page): Promise<string> {
  return js<string>(page, `(() => { const el = document.activeElement; return el ? (el.id || el.className) + '|' + (el.getAttribute('aria-label') ?? '') : ''; })()`);
}

beforeAll(async () => {
  requireBuiltEditor();
  tmp = mkdtempSync(path.join(tmpdir(), 'genderfair-e2e-'));
  server = await serveEditor();
  browser = await launchChromium();
}, 60_000);

afterEach(async () => {
  // Every page: no console errors or warnings, no uncaught exceptions, no request to another host.
  const origin = new URL(server.url).origin;
  for (const { context, log, allowFileUrls } of open.splice(0)) {
    await context.close();
    expect(log.errors).toEqual([]);
    const foreign = log.requests.filter(
      (url) => !(url.startsWith(`${origin}/`) || url.startsWith(`blob:${origin}/`) || url.startsWith('data:') || (allowFileUrls && url.startsWith('file://'))),
    );
    expect(foreign).toEqual([]);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('web editor', () => {
  it('serves only local files and starts with an empty state', async () => {
    const { page, log } = await openEditor();
    expect(await page.title()).toContain('genderfair');
    await expect(page.locator('header').textContent()).resolves.toContain('Text bleibt auf Ihrem Gerät');
    await expect(page.locator('#empty').textContent()).resolves.toContain('Noch kein Text');
    expect(await page.locator('#total-num').textContent()).toBe('0');
    expect(await page.locator('#btn-apply-all').isDisabled()).toBe(true);
    // the bundled data is CC-BY-SA: its notice is linked in the footer and served next to the page
    const notice = page.locator('footer a', { hasText: 'NOTICE' });
    const href = await notice.getAttribute('href');
    expect(href).toBe('./lizenz/NOTICE-daten.txt');
    const res = await fetch(new URL(href ?? '', `${server.url}/`));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(readFileSync(path.join(WEB_ROOT, '../../data/de/NOTICE'), 'utf8'));
    expect(log.requests.every((u) => u.startsWith(server.url))).toBe(true);
  });

  it('highlights generic masculines as you type, not the inclusive pair', async () => {
    const { page } = await openEditor();
    await typeText(page, TEXT);
    expect(await marks(page)).toEqual(['Lehrer', 'Mitarbeiter']);
    const starts = await js<number[]>(page, `[...document.querySelectorAll('#backdrop mark')].map((m) => Number(m.dataset.i))`);
    expect(starts).toEqual([0, 1]);
    // the first "Lehrer" (offset 4) is marked, the one in "Lehrerinnen und Lehrer" is not
    const expected = check(TEXT);
    expect(expected.map((d) => [d.start, d.actual])).toEqual([
      [4, 'Lehrer'],
      [21, 'Mitarbeiter'],
    ]);
    expect(await page.locator('#total-num').textContent()).toBe('2');
    await expect(page.locator('#cat-counts').textContent()).resolves.toContain('Personenbezeichnungen2');
    const items = page.locator('#findings > li');
    expect(await items.count()).toBe(2);
    await expect(items.first().textContent()).resolves.toContain('generisches Maskulinum');
    // the polite live region announces the count
    await announced(page, '2 Hinweise: 2 Personenbezeichnungen.');
    // the backdrop wraps exactly like the textarea (same height), so the marks lie under their words
    const geometry = `[document.getElementById('backdrop').scrollHeight, document.getElementById('text').scrollHeight, document.getElementById('text').scrollTop]`;
    let [backdropHeight, textHeight, scrollTop] = await js<number[]>(page, geometry);
    expect(backdropHeight).toBe(textHeight);
    expect(scrollTop).toBe(0);
    // a long text grows the editor (the page scrolls, not the textarea), also while typing at its end
    await pasteText(page, Array.from({ length: 40 }, () => TEXT).join('\n'));
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n\nJeder Lehrer');
    await settled(page);
    [backdropHeight, textHeight, scrollTop] = await js<number[]>(page, geometry);
    expect(backdropHeight).toBe(textHeight);
    expect(scrollTop).toBe(0);
    expect((await marks(page)).length).toBe(81);
  });

  it('opens the suggestions of a highlight, applies one with the article, and undoes it', async () => {
    const { page } = await openEditor();
    await pasteText(page, TEXT);
    await clickMark(page, 'Mitarbeiter');
    const pop = page.locator('#popover');
    await pop.waitFor({ state: 'visible' });
    await expect(pop.textContent()).resolves.toContain('„Mitarbeiter“ ist ein generisches Maskulinum');
    const options = pop.locator('button.sugg');
    expect(await options.count()).toBe(check(TEXT)[1]?.suggestions.length);
    const first = options.first();
    expect(await first.getAttribute('aria-label')).toBe('„jeder Mitarbeiter“ ersetzen durch „jede*r Mitarbeiter*in“ (Sternchen)');
    await expect(first.textContent()).resolves.toBe('jede*r Mitarbeiter*inSternchen');

    await first.click();
    await settled(page);
    const applied = 'Die Lehrer und jede*r Mitarbeiter*in müssen zustimmen. Die Lehrerinnen und Lehrer sind schon einverstanden.';
    expect(await value(page)).toBe(applied);
    expect(await pop.isHidden()).toBe(true);
    expect(await marks(page)).toEqual(check(applied).map((d) => d.actual));

    // Strg+Z (the browser's own undo) restores the original text
    await page.locator('#text').focus();
    await page.keyboard.press('Control+z');
    await settled(page);
    expect(await value(page)).toBe(TEXT);
    expect(await marks(page)).toEqual(['Lehrer', 'Mitarbeiter']);

    // the "Rückgängig" button does the same
    await clickMark(page, 'Lehrer');
    await pop.waitFor({ state: 'visible' });
    await pop.locator('button.sugg', { hasText: 'Die Lehrkräfte' }).click();
    await settled(page);
    expect(await value(page)).toBe(
      'Die Lehrkräfte und jeder Mitarbeiter müssen zustimmen. Die Lehrerinnen und Lehrer sind schon einverstanden.',
    );
    await page.locator('#btn-undo').click();
    await settled(page);
    expect(await value(page)).toBe(TEXT);
  });

  it('shows the explanation on hover', async () => {
    const { page } = await openEditor();
    await pasteText(page, TEXT);
    const box = await page.locator('#backdrop mark', { hasText: 'Lehrer' }).first().boundingBox();
    if (!box) throw new Error('no mark');
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
    const pop = page.locator('#popover');
    await pop.waitFor({ state: 'visible' });
    await expect(pop.locator('.popover__word').textContent()).resolves.toBe('„Lehrer“');
    // moving away closes it again
    await page.mouse.move(5, 5, { steps: 3 });
    await pop.waitFor({ state: 'hidden' });
  });

  it('moving the caret into a highlight shows its suggestions', async () => {
    const { page } = await openEditor();
    await typeText(page, TEXT);
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    const pop = page.locator('#popover');
    await pop.waitFor({ state: 'visible' });
    await expect(pop.locator('.popover__word').textContent()).resolves.toBe('„Lehrer“');
    await page.keyboard.press('Escape');
    await pop.waitFor({ state: 'hidden' });
    expect(await focusedDescription(page)).toMatch(/^text\|/);
  });

  it('style picker changes the suggestions and is remembered after a reload', async () => {
    const { page } = await openEditor();
    await page.locator('#styles-box summary').click();
    await page.locator('#style-list input[data-style="colon"]').check();
    await page.locator('#style-list input[data-style="star"]').uncheck();
    // move Doppelpunkt to the top
    const up = page.locator('#style-list button[data-style="colon"][data-move="-1"]');
    for (let i = 0; i < 3 && !(await up.isDisabled()); i++) await up.click();
    expect(await up.isDisabled()).toBe(true);
    await expect(page.locator('#styles-current').textContent()).resolves.toBe('Doppelpunkt, Paarform, Neutral');

    await pasteText(page, TEXT);
    const first = page.locator('#findings button.sugg').first();
    await expect(first.textContent()).resolves.toBe('Lehrer:innenDoppelpunkt');
    expect(await page.locator('#findings').textContent()).not.toContain('*');

    await page.reload();
    await settled(page);
    expect(await page.locator('#style-list input[data-style="colon"]').isChecked()).toBe(true);
    expect(await page.locator('#style-list input[data-style="star"]').isChecked()).toBe(false);
    await expect(page.locator('#styles-current').textContent()).resolves.toBe('Doppelpunkt, Paarform, Neutral');
    await pasteText(page, TEXT);
    await expect(page.locator('#findings button.sugg').first().textContent()).resolves.toBe('Lehrer:innenDoppelpunkt');

    // the last accepted style cannot be unchecked
    await page.locator('#styles-box summary').click();
    for (const s of ['pair', 'neutral']) await page.locator(`#style-list input[data-style="${s}"]`).setChecked(false);
    await page.locator('#style-list input[data-style="colon"]').click();
    expect(await page.locator('#style-list input[data-style="colon"]').isChecked()).toBe(true);
    expect(await page.locator('#style-list input:checked').count()).toBe(1);
  });

  it('shows the sample text with every kind of finding (screenshot: test-results/editor.png)', async () => {
    const { page } = await openEditor();
    await page.locator('#btn-sample').click();
    await settled(page);
    const sample = await value(page);
    const diags = check(sample);
    expect(await marks(page)).toEqual(diags.map((d) => d.actual));
    expect(new Set(diags.map((d) => d.ruleId))).toEqual(
      new Set(['de/generic-masculine', 'de/generic-masculine-pronoun', 'de/generic-masculine-adjectival', 'de/generic-masculine-compound']),
    );
    // warnings and infos look different
    expect(await page.locator('#backdrop mark.hl-info').count()).toBe(diags.filter((d) => d.severity === 'info').length);
    expect(await page.locator('#backdrop mark.hl-warning').count()).toBe(diags.filter((d) => d.severity === 'warning').length);
    // "Herrn Schmidt, den Leiter" names a specific man and the pair form is inclusive already: not marked
    expect(await marks(page)).not.toContain('Leiter');
    await clickMark(page, 'Antragsteller');
    const pop = page.locator('#popover');
    await pop.waitFor({ state: 'visible' });
    await expect(pop.locator('button.sugg').first().textContent()).resolves.toBe('Jede*r Antragsteller*inSternchen');
    await page.screenshot({ path: path.join(RESULTS, 'editor.png') });
  });

  it('"Alle übernehmen" applies the best suggestion of each finding, like fix(), in one undo step', async () => {
    const { page } = await openEditor();
    await page.locator('#btn-sample').click();
    await settled(page);
    const sample = await value(page);
    expect(sample).toContain('Liebe Kollegen');
    expect(Number(await page.locator('#total-num').textContent())).toBe(check(sample).length);
    await page.locator('#btn-apply-all').click();
    await settled(page);
    expect(await value(page)).toBe(fix(sample));
    await page.keyboard.press('Control+z');
    await settled(page);
    expect(await value(page)).toBe(sample);
  });

  it('marks a finding of low confidence differently; "Alle übernehmen" takes the sure ones only, as fix() does', async () => {
    const { page } = await openEditor();
    const text = 'Die Lehrer kommen. Das Paket wurde dem Nachbarn übergeben.';
    expect(check(text).map((d) => [d.actual, d.confidence])).toEqual([
      ['Lehrer', 'high'],
      ['Nachbarn', 'low'],
    ]);
    await pasteText(page, text);
    expect(await marks(page)).toEqual(['Lehrer', 'Nachbarn']);
    // a dashed underline (a gradient) instead of the solid one (an inset box shadow)
    const look = await js<{ cls: string; shadow: string; image: string }[]>(
      page,
      `[...document.querySelectorAll('#backdrop mark')].map((m) => ({ cls: m.className, shadow: getComputedStyle(m).boxShadow, image: getComputedStyle(m).backgroundImage }))`,
    );
    expect(look[0]?.cls).not.toContain('hl-unsure');
    expect(look[0]?.shadow).not.toBe('none');
    expect(look[0]?.image).toBe('none');
    expect(look[1]?.cls).toContain('hl-unsure');
    expect(look[1]?.shadow).toBe('none');
    expect(look[1]?.image).toMatch(/^repeating-linear-gradient/);
    // the findings list and the popover say why
    const notes = await js<string[]>(page, `[...document.querySelectorAll('#findings .finding')].map((f) => f.querySelector('.finding__unsure')?.textContent ?? '')`);
    expect(notes).toEqual(['', 'Unsicher: Fall/Zahl oder gemeinte Person nicht sicher – bitte prüfen.']);
    await clickMark(page, 'Nachbarn');
    const pop = page.locator('#popover');
    await pop.waitFor({ state: 'visible' });
    await expect(pop.locator('.popover__unsure').textContent()).resolves.toBe('Unsicher: Fall/Zahl oder gemeinte Person nicht sicher – bitte prüfen.');
    await page.screenshot({ path: path.join(RESULTS, 'editor-unsure.png') });
    await page.keyboard.press('Escape');
    await clickMark(page, 'Lehrer');
    await pop.waitFor({ state: 'visible' });
    expect(await pop.locator('.popover__unsure').count()).toBe(0);
    await page.keyboard.press('Escape');
    // the button counts and names the sure findings; it applies what fix() applies
    const btn = page.locator('#btn-apply-all');
    await expect(page.locator('#apply-all-label').textContent()).resolves.toBe('Alle übernehmen (1)');
    await expect(btn.getAttribute('title')).resolves.toBe(
      'Alle übernehmen: den besten Vorschlag für 1 sicheren Hinweis einsetzen (1 unsicherer Hinweis bleibt zum Prüfen stehen)',
    );
    await btn.click();
    await settled(page);
    expect(await value(page)).toBe(fix(text));
    expect(await value(page)).toContain('dem Nachbarn übergeben');
    expect(await marks(page)).toEqual(['Nachbarn']);
    expect(await btn.isDisabled()).toBe(true);
  });

  it('opens and saves .txt and .md files byte-exactly (BOM, CRLF, umlauts)', async () => {
    const { page } = await openEditor();
    const original = '\uFEFFSehr geehrte Damen und Herren,\r\n\r\njeder Bürger kann den Antrag stellen.\r\nDie Kolleg*innen helfen gern. – Grüße\r\n';
    const txt = path.join(tmp, 'brief.txt');
    writeFileSync(txt, original, 'utf8');
    await page.locator('#file-input').setInputFiles(txt);
    await settled(page);
    expect(await value(page)).toBe(original.slice(1).replace(/\r\n/g, '\n'));
    expect(await marks(page)).toEqual(['Bürger']);
    await expect(page.locator('#status-file').textContent()).resolves.toContain('brief.txt');

    const save = async (): Promise<Buffer> => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#btn-save').click()]);
      expect(download.suggestedFilename()).toMatch(/^(brief\.txt|notiz\.md)$/);
      const file = path.join(tmp, `download-${Date.now()}`);
      await download.saveAs(file);
      return readFileSync(file);
    };
    expect((await save()).equals(readFileSync(txt))).toBe(true);

    // edited text keeps the file's BOM and CRLF line breaks
    await page.locator('#btn-apply-all').click();
    await settled(page);
    const edited = fix(original.slice(1).replace(/\r\n/g, '\n'));
    expect(await value(page)).toBe(edited);
    expect((await save()).toString('utf8')).toBe(`\uFEFF${edited.replace(/\n/g, '\r\n')}`);

    // a Markdown file with LF and mixed content round-trips unchanged; it is read as Markdown (no code checked)
    const md = path.join(tmp, 'notiz.md');
    const mdText = '# Hinweis\n\n- Jeder Teilnehmer erhält *eine* Mappe.\n- Preis: 5 €\n\n```\ncode Lehrer <b>&amp;</b>\n```\n';
    writeFileSync(md, mdText, 'utf8');
    await page.locator('#file-input').setInputFiles(md);
    await settled(page);
    expect(await value(page)).toBe(mdText);
    expect(await marks(page)).toEqual(['Teilnehmer']);
    expect((await save()).equals(readFileSync(md))).toBe(true);
  });

  it('works with the keyboard only: Tab to a finding, Enter applies; Strg+. opens the suggestions', async () => {
    const { page } = await openEditor();
    const text = 'Die Lehrer müssen zustimmen. Auch jeder Mitarbeiter wird gefragt. Die Lehrerinnen und Lehrer sind einverstanden.';
    // from the top of the page, Tab reaches the textarea
    await page.locator('body').focus();
    for (let i = 0; i < 12 && !(await focusedDescription(page)).startsWith('text|'); i++) await page.keyboard.press('Tab');
    expect(await focusedDescription(page)).toMatch(/^text\|/);
    await page.keyboard.type(text);
    await settled(page);
    expect(await marks(page)).toEqual(['Lehrer', 'Mitarbeiter']);

    // Tab leaves the textarea and reaches the suggestions in the findings list
    let focused = '';
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      focused = await focusedDescription(page);
      if (focused.startsWith('sugg|')) break;
    }
    expect(focused).toBe('sugg|„Lehrer“ ersetzen durch „Lehrer*innen“ (Sternchen)');
    await page.keyboard.press('Enter');
    await settled(page);
    const once = 'Die Lehrer*innen müssen zustimmen. Auch jeder Mitarbeiter wird gefragt. Die Lehrerinnen und Lehrer sind einverstanden.';
    expect(await value(page)).toBe(once);
    // focus moves on to the next finding's first suggestion
    expect(await focusedDescription(page)).toBe('sugg|„jeder Mitarbeiter“ ersetzen durch „jede*r Mitarbeiter*in“ (Sternchen)');
    await announced(page, '„Lehrer“ ersetzt durch „Lehrer*innen“. Noch 1 Hinweis.');

    // back in the text: Strg+. opens the suggestions at (or after) the caret, arrows choose, Enter applies
    await page.locator('#text').focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Control+.');
    const pop = page.locator('#popover');
    await pop.waitFor({ state: 'visible' });
    expect(await focusedDescription(page)).toBe('sugg sugg--row|„jeder Mitarbeiter“ ersetzen durch „jede*r Mitarbeiter*in“ (Sternchen)');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await settled(page);
    expect(await value(page)).toBe(
      'Die Lehrer*innen müssen zustimmen. Auch jede Mitarbeiterin oder jeder Mitarbeiter wird gefragt. Die Lehrerinnen und Lehrer sind einverstanden.',
    );
    expect(await focusedDescription(page)).toMatch(/^text\|/);
    expect(await marks(page)).toEqual([]);
    await expect(page.locator('#empty').textContent()).resolves.toContain('Keine Hinweise');
    // Esc closes a popover opened with the keyboard and returns to the text
    await page.keyboard.press('Control+z');
    await settled(page);
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Control+.');
    await pop.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await pop.waitFor({ state: 'hidden' });
    expect(await focusedDescription(page)).toMatch(/^text\|/);
  });

  it('F8 jumps from finding to finding', async () => {
    const { page } = await openEditor();
    await pasteText(page, TEXT);
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('F8');
    await expect(page.locator('#popover .popover__word').textContent()).resolves.toBe('„Lehrer“');
    await page.keyboard.press('F8');
    await expect(page.locator('#popover .popover__word').textContent()).resolves.toBe('„Mitarbeiter“');
    const sel = await js<number[]>(page, `[document.getElementById('text').selectionStart, document.getElementById('text').selectionEnd]`);
    expect(sel).toEqual([21, 32]);
  });

  it('fits a 320 px wide screen without horizontal scrolling', async () => {
    const { page } = await openEditor({ width: 320, height: 740 });
    await page.locator('#btn-sample').click();
    await settled(page);
    expect(await js<number>(page, 'document.documentElement.scrollWidth')).toBeLessThanOrEqual(320);
    expect((await marks(page)).length).toBeGreaterThan(5);
    await clickMark(page, 'Mitarbeiter');
    const box = await page.locator('#popover').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    await page.screenshot({ path: path.join(RESULTS, 'editor-320.png') });
  });

  it('also works when index.html is opened from disk (file://)', async () => {
    const { context, page, log } = await newPage(browser);
    open.push({ context, log, allowFileUrls: true });
    await page.goto(pathToFileURL(path.join(WEB_ROOT, 'index.html')).href);
    await settled(page);
    await pasteText(page, TEXT);
    expect(await marks(page)).toEqual(['Lehrer', 'Mitarbeiter']);
    expect(log.requests.every((u) => u.startsWith('file://'))).toBe(true);
  });
});
