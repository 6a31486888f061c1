import type { Context } from 'hono';
import { HYDRATION_ELEMENT_ID, isPagePath, type PageFiles, type RenderedPage } from '#schema/pages.ts';
import { directionOf, type LanguageCode } from '#schema/catalog.ts';
import type { AppEnv, Bindings } from '#worker/env.ts';
import { headTags, scriptSafeJson } from '#worker/pages/head-tags.ts';
import { currencyOf, languageCookie, languageInAddress, languageOf } from '#worker/pages/preferences.ts';
import { publicOrigin } from '#worker/pages/public-origin.ts';
import { byClientAddress } from '#worker/middleware/rate-limit.ts';
import { serveAssets } from './assets.ts';
import { log } from '#worker/lib/log.ts';
import { PAGE_CACHE_CONTROL, PAGE_VARY, keepPage, knownPageKey, pageAtEdge, pageInMemory, pageKey } from '#worker/pages/page-cache.ts';
import { pageFilesOf } from '#worker/pages/page-files.ts';

/** The Worker's own app, to answer a rendered page's API calls in-process. */
export type AppFetch = (request: Request, env: Bindings, executionCtx: Context['executionCtx']) => Response | Promise<Response>;

/**
 * Pages the Worker renders: the public ones, and any unknown address (its Page Not Found). The staff area
 * and the receipts (which only the browser's own visitor session may read) are rendered in the browser,
 * and files (a path with an extension that is no page's) come from the assets as they are, as do Vite's own modules under
 * `npm run dev` (/@vite/client, /@react-refresh, /@fs/...).
 */
const rendersOnServer = (pathname: string) =>
  !pathname.startsWith('/admin') && !pathname.startsWith('/orders/') && !pathname.startsWith('/@') && !isFilePath(pathname);

/** A file's address: it ends with an extension and is no page of the app's (/products/1.5 is a page, and a 404). */
const isFilePath = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname) && !isPagePath(pathname);

/** web/public/after-paint.js: loads the page's code after its first paint. */
export const AFTER_PAINT_SCRIPT = '/after-paint.js';

type Visitor = { origin: string; language: LanguageCode; currency: string; languageInAddress: boolean };

/** After the first load's stylesheet: the page paints with its own sheets too. */
const stylesheetLinks = (css: readonly string[]) => css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');

function intoTemplate(template: Response, page: RenderedPage, files: PageFiles, visitor: Visitor): Response {
  const { language, currency } = visitor;
  const headers = new Headers(template.headers);
  headers.delete('etag');
  headers.set('cache-control', PAGE_CACHE_CONTROL);
  headers.set('content-language', language);
  headers.set('vary', PAGE_VARY);
  const document = new HTMLRewriter()
    .on('html', {
      element: (html) => {
        html.setAttribute('lang', language);
        html.setAttribute('dir', directionOf(language));
        html.setAttribute('data-currency', currency);
      },
    })
    .on('head > title', { element: (title) => void title.setInnerContent(page.head.title) })
    .on('head > meta[name="description"]', { element: (meta) => void meta.setAttribute('content', page.head.description) })
    .on('head', { element: (head) => void head.append(stylesheetLinks(files.css) + headTags(page.head, visitor), { html: true }) })
    .on('#root', { element: (root) => void root.setInnerContent(page.html, { html: true }) })
    // The page is already there as HTML: the built entry and the page's own chunks start loading once it has painted
    // (web/public/after-paint.js), so on a slow line the HTML, its stylesheets and its pictures do not share it with the code.
    .on('script[type="module"][src^="/assets/"]', {
      element: (script) => {
        const entry = script.getAttribute('src') ?? '';
        const chunks = files.js.length > 0 ? ` data-chunks="${files.js.join(' ')}"` : '';
        script.replace(`<script defer src="${AFTER_PAINT_SCRIPT}" data-entry="${entry}"${chunks}></script>`, { html: true });
      },
    })
    .on('body', {
      element: (body) =>
        void body.append(`<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${scriptSafeJson(page.hydration)}</script>`, {
          html: true,
        }),
    })
    .transform(template);
  return new Response(document.body, { status: page.status, headers });
}

/** This machine itself (npm start, the browser tests, npm run load): never a stranger's address on Cloudflare. */
const LOOPBACK_ADDRESS = /^(?:127(?:\.\d{1,3}){3}|::1)$/;

/**
 * A render costs the Worker ten times a 404's work: an address asking for more pages a minute than a person
 * reloads gets the app shell instead (a cheap static file, rendered by its browser), never a refusal.
 */
async function overRenderLimit(c: Context<AppEnv>): Promise<boolean> {
  const address = byClientAddress(c);
  if (address === null || LOOPBACK_ADDRESS.test(address)) return false;
  return !(await c.env.RENDER_LIMIT.limit({ key: address })).success;
}

/** A receipt's page belongs to whoever holds its link: never kept for others. */
const keptForEveryone = (pathname: string) => !pathname.startsWith('/receipts/');

/** `?lang=xx` selects the language and stores it, as the picker does: a cookie of this answer alone. */
function withLanguageCookie(answer: Response, named: LanguageCode | undefined): Response {
  if (named) answer.headers.append('set-cookie', languageCookie(named));
  return answer;
}

/**
 * docs/design.md (Budgets): the first screen arrives as HTML, in the visitor's language and currency, with
 * the data it shows; the browser hydrates it. A public page is rendered once per catalog version, language and
 * currency, then answered from memory or the Cache API (worker/pages/page-cache.ts). Everything else goes to the assets.
 */
export function servePage(fetchApp: AppFetch) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const url = new URL(c.req.url);
    if (c.req.method !== 'GET' || !rendersOnServer(url.pathname)) return serveAssets(c);
    const language = languageOf(c);
    const currency = currencyOf(c);
    const named = languageInAddress(c);
    // Absolute links name the configured origin; without one they stay relative ('').
    const origin = publicOrigin(c.env, url) ?? '';
    const variant = { origin, language, currency };
    // Known parts and memory answer without a wait; what must be read (the version, the edge) is awaited.
    const key = keptForEveryone(url.pathname) ? (knownPageKey(c, url, variant) ?? (await pageKey(c, url, variant))) : null;
    const kept = key ? (pageInMemory(key, c.req.raw) ?? (await pageAtEdge(key, c.req.raw))) : undefined;
    if (kept) return withLanguageCookie(kept, named);
    if (await overRenderLimit(c)) return serveAssets(c);
    const template = await c.env.ASSETS.fetch(new Request(new URL('/', url)));
    try {
      // Loaded on the first page render: a request for the API or a file never evaluates React and the app.
      const { renderPage } = await import('virtual:web/page-renderer');
      const page = await renderPage({
        url: `${url.pathname}${url.search}`,
        origin,
        language,
        currency,
        fetchApi: async (input, init) => fetchApp(new Request(new URL(String(input), url), init), c.env, c.executionCtx),
      });
      const files = await pageFilesOf(c.env.ASSETS, url.origin, page.routeIds);
      const answer = intoTemplate(template, page, files, { origin, language, currency, languageInAddress: named !== undefined });
      if (!key || page.status !== 200) return withLanguageCookie(answer, named);
      const body = await answer.arrayBuffer();
      keepPage(c, key, body, answer.headers);
      return withLanguageCookie(new Response(body, { status: 200, headers: answer.headers }), named);
    } catch (error) {
      // The shop stays open: the browser renders the page itself, as it does the staff area.
      log.error('page.render_failed', { path: url.pathname, error });
      return serveAssets(c);
    }
  };
}
