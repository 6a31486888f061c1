/**
 * Step 4: what a page really loads. Chromium (playwright-core) opens the page in a fresh context, waits
 * for `load` and then network idle, without scrolling or clicking, and every JS and CSS response is
 * weighed gzipped: the encoded size when the server compressed it, else the body gzipped by zlib at
 * level 9. Lazy chunks that only an interaction would fetch are not part of it.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { track } from './cleanup.mjs';

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
};

function kindOf(response) {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'script' || /javascript|ecmascript/.test(contentType)) return 'js';
  if (type === 'stylesheet' || contentType.includes('text/css')) return 'css';
  return null;
}

async function weigh(response) {
  const headers = await response.allHeaders();
  const body = await response.body();
  const encoding = headers['content-encoding'];
  if (encoding && encoding !== 'identity') {
    const { responseBodySize } = await response.request().sizes();
    return { rawBytes: body.length, gzipBytes: responseBodySize, method: `server ${encoding} (encoded size)` };
  }
  return { rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length, method: 'zlib gzip level 9 of the body' };
}

async function loadPage(browser, url, viewport) {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => responses.push(response));
    const started = Date.now();
    const navigation = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const loadMs = Date.now() - started;
    // What the HTML itself names (entry script, modulepreloads, stylesheets), told apart from what loads later.
    const html = (await navigation?.text()) ?? '';
    const inHtml = new Set(
      [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map((match) => new URL(match[1], url).pathname),
    );

    const empty = () => ({ requests: 0, gzipBytes: 0, rawBytes: 0, inHtmlGzipBytes: 0, files: [] });
    const totals = { js: empty(), css: empty() };
    const methods = new Set();
    for (const response of responses) {
      const kind = kindOf(response);
      if (!kind || response.url().startsWith('data:') || response.status() >= 300) continue;
      const size = await weigh(response);
      methods.add(size.method);
      const total = totals[kind];
      total.requests += 1;
      total.gzipBytes += size.gzipBytes;
      total.rawBytes += size.rawBytes;
      const path = new URL(response.url()).pathname;
      if (inHtml.has(path)) total.inHtmlGzipBytes += size.gzipBytes;
      total.files.push({ path, gzipBytes: size.gzipBytes, rawBytes: size.rawBytes, inHtml: inHtml.has(path) });
    }
    return { ...totals, requests: responses.length, method: [...methods].join('; ') || 'none', loadMs };
  } finally {
    await context.close();
  }
}

/** Each of `paths` in each viewport; the budget is checked on the heavier viewport. */
export async function pageWeights(baseURL, paths, { chromePath, args }) {
  // Signals are the bench's to handle: it closes this browser itself (cleanup.mjs).
  const browser = await chromium.launch({ executablePath: chromePath, args, headless: true, handleSIGINT: false, handleSIGTERM: false });
  const untrack = track(() => browser.close());
  try {
    const pages = {};
    for (const path of paths) {
      const byViewport = {};
      for (const [name, viewport] of Object.entries(VIEWPORTS))
        byViewport[name] = await loadPage(browser, new URL(path, baseURL).href, viewport);
      const most = (pick) => Math.max(...Object.values(byViewport).map(pick));
      pages[path] = {
        jsGzipBytes: most((weights) => weights.js.gzipBytes),
        cssGzipBytes: most((weights) => weights.css.gzipBytes),
        jsRequests: most((weights) => weights.js.requests),
        viewports: byViewport,
      };
    }
    return { chromium: browser.version(), pages };
  } finally {
    untrack();
    await browser.close();
  }
}
