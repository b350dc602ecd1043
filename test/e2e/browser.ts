/**
 * Helpers of the browser tests: the built editor (dist/web) served by the real HTTP server, and Debian's
 * Chromium driven by playwright-core. Not a test file itself (vitest collects *.test.ts only).
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../src/server/index.js';

export const ROOT = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));
export const WEB_ROOT = path.join(ROOT, 'dist/web');
export const RESULTS = path.join(ROOT, 'test-results');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Fails with a clear message when the editor has not been built (CI runs `npm run build` first). */
export function requireBuiltEditor(): void {
  if (!existsSync(path.join(WEB_ROOT, 'index.html'))) {
    throw new Error(`dist/web/index.html is missing: run \`npm run build\` (or \`npm run build:web\`) before the browser tests`);
  }
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM_PATH`);
  }
  mkdirSync(RESULTS, { recursive: true });
}

export async function serveEditor(): Promise<RunningServer> {
  return startServer({ port: 0, host: '127.0.0.1', webRoot: WEB_ROOT });
}

export async function launchChromium(): Promise<Browser> {
  // playwright starts the browser with a fresh temporary --user-data-dir and removes it on close.
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
    ],
  });
}

/** What a page did that the tests forbid: console errors, uncaught exceptions, requests to other hosts. */
export interface PageLog {
  errors: string[];
  requests: string[];
}

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; acceptDownloads?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; log: PageLog }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
    deviceScaleFactor: 1,
    locale: 'de-DE',
    acceptDownloads: options.acceptDownloads ?? true,
  });
  const page = await context.newPage();
  const log: PageLog = { errors: [], requests: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') log.errors.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => log.errors.push(`pageerror: ${err.message}`));
  page.on('request', (req) => log.requests.push(req.url()));
  return { context, page, log };
}

/** The page's document inside functions run there (this program is type-checked without DOM types). */
declare const document: any; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Waits until the debounced check has run for the current text. (Predicates are functions, not strings:
 * the page's Content-Security-Policy forbids eval, which string predicates need.)
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.ready === 'true' && !document.getElementById('editor').hasAttribute('data-pending'),
  );
}

/** Waits until the live region says something containing `text`. */
export async function announced(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t: string) => (document.getElementById('live').textContent as string).includes(t), text);
}

/** Runs a DOM expression in the page (the test program has no DOM types, so expressions are strings). */
export function js<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate(expression) as Promise<T>;
}

/** Requests of a page that went neither to the test server nor to a blob: or data: URL of it. */
export function foreignRequests(log: PageLog, serverUrl: string): string[] {
  const origin = new URL(serverUrl).origin;
  return log.requests.filter((url) => !(url.startsWith(`${origin}/`) || url.startsWith(`blob:${origin}/`) || url.startsWith('data:')));
}

/** The paths of the language data packs (daten/<lang>.js) a page loaded, in request order. */
export function dataRequests(log: PageLog): string[] {
  return log.requests.filter((u) => u.includes('/daten/')).map((u) => new URL(u).pathname);
}
