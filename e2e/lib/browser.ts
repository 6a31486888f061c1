import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './find-chromium.ts';

export const baseURL = () => inject('baseURL');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromePath'), args: CHROMIUM_ARGS, headless: true });
}

/**
 * One Chromium for the calling test file: launched before its tests, closed after them (after the
 * file's own afterAll hooks, which vitest runs in reverse order). Returns the getter to use in tests and hooks.
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running: use the browser inside a test or a hook.');
    return browser;
  };
}

export const DESKTOP = { width: 1366, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** A fresh visitor: its own cookies and localStorage, so its own cart. */
export async function newVisitor(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Waits until React has hydrated the page (web/app/app.tsx): the server's HTML shows earlier, but does not answer clicks yet. */
export async function whenInteractive(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens `path` as a visitor would and waits until the page answers; returns the navigation's response. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await whenInteractive(page);
  return response;
}

export async function reload(page: Page): Promise<void> {
  await page.reload();
  await whenInteractive(page);
}

/** Saves a screenshot under e2e/screenshots (git-ignored) for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false });
}
