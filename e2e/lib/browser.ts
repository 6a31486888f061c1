import { basename } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, type TestContext } from 'vitest';
import { E2E_FAILURES_DIR } from '#scripts/lib/e2e-failures.mjs';
import { CHROMIUM_ARGS } from './find-chromium.ts';
import { E2E_ADMIN } from './local-server.ts';

/** The server of this test worker's lane (e2e/global-setup.ts); VITEST_POOL_ID counts the workers from 1. */
function lane() {
  const lanes = inject('lanes');
  return lanes[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % lanes.length]!;
}

export const baseURL = () => lane().baseURL;
/** Where this lane's server writes each message it mails. */
export const mailDir = () => lane().mailDir;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromePath'), args: CHROMIUM_ARGS, headless: true });
}

/** The contexts newVisitor traces, a chunk per test. */
const traced = new WeakSet<BrowserContext>();

/** A failing test's files are named by its file and its full name. */
function failureName(task: TestContext['task']): string {
  const names: string[] = [task.name];
  for (let suite = task.suite; suite?.name; suite = suite.suite) names.unshift(suite.name);
  return `${basename(task.file.name, '.test.ts')}--${names.join('--')}`.replace(/[^\w.-]+/g, '-').slice(0, 160);
}

/**
 * After each test, the contexts still open (a failing test never reached its `context.close()`; those of the
 * file's beforeAll are shared): when the test failed, a screenshot of each page and the trace of its test under
 * E2E_FAILURES_DIR; either way the trace's chunk ends there and the next test's begins.
 */
async function keepWhatAFailureSaw(browser: Browser, { task }: TestContext): Promise<void> {
  const failed = task.result?.state === 'fail';
  const name = failureName(task);
  for (const [index, context] of browser.contexts().entries()) {
    const prefix = `${E2E_FAILURES_DIR}/${name}${index > 0 ? `-${index + 1}` : ''}`;
    if (failed) {
      for (const [page, open] of context.pages().entries()) {
        await open.screenshot({ path: `${prefix}${page > 0 ? `-page${page + 1}` : ''}.png` }).catch(() => undefined);
      }
    }
    if (!traced.has(context)) continue;
    await context.tracing.stopChunk(failed ? { path: `${prefix}.trace.zip` } : {});
    await context.tracing.startChunk();
  }
}

/**
 * One Chromium for the calling test file: launched before its tests, closed after them (after the
 * file's own afterAll hooks, which vitest runs in reverse order). A failing test leaves what it saw
 * (keepWhatAFailureSaw). Returns the getter to use in tests and hooks.
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async (context) => {
    if (browser) await keepWhatAFailureSaw(browser, context);
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

/** A fresh visitor: its own cookies and localStorage, so its own cart; traced, for a test that fails. */
export async function newVisitor(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, locale: 'en-US' });
  // DOM snapshots only: the screencast (`screenshots`) encodes frames all test long, and a failure takes its own screenshot.
  await context.tracing.start({ screenshots: false, snapshots: true });
  await context.tracing.startChunk();
  traced.add(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** A new visitor signed in as the e2e owner: the session cookie is in the context, so its page is signed in too. */
export async function signedInStaff(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await newVisitor(browser, viewport);
  const login = await visitor.context.request.post('/api/admin/login', { data: E2E_ADMIN });
  if (login.status() !== 200) throw new Error(`staff sign-in answered ${login.status()}`);
  return visitor;
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

/** The API paths `page` asks for from now on, as a list that grows while the test runs. */
export function apiPathsAsked(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

export async function reload(page: Page): Promise<void> {
  await page.reload();
  await whenInteractive(page);
}

/** Saves a screenshot under e2e/screenshots (git-ignored) for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false });
}
