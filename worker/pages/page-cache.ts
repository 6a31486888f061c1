import type { Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { log } from '#worker/lib/log.ts';
import { MemoryPool, type Kept } from '#worker/middleware/catalog-cache.ts';
import { freshTrustedVersion, trustedCatalogVersion } from '#worker/services/catalog/catalog-version.ts';
import { publicPaymentConfig } from '#worker/services/payments/active-provider.ts';
import { oncePerEnv } from '#worker/lib/once-per-env.ts';

/**
 * Rendered public pages, kept in the isolate's memory and in the Cache API (docs/design.md, "Pages and images from
 * the edge"). A page is the same for every visitor who shares its key: its render reads the API in-process with no
 * cookie and no visitor session (worker/routes/pages.ts), so it holds no cart, bookmark or staff state.
 */
const pages = new MemoryPool(128, 24 * 1024 * 1024);

/** Empties this isolate's memory, as a new isolate starts (tests). */
export function forgetPages(): void {
  pages.clear();
}

/** The Cache API's name for pages; entries live five minutes at the edge, and a catalog change moves every key. */
const CACHE_NAME = 'pages';
const EDGE_CACHE_CONTROL = 'max-age=0, s-maxage=300';
/** What a browser is told: ask again every time (its copy knows nothing of the catalog version). */
export const PAGE_CACHE_CONTROL = 'no-cache';
/** A page differs by the language and currency its visitor's headers and cookies choose, and is gzipped or not. */
export const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/** A tag being worked out, and its value once it is: pageKey awaits the promise, knownPageKey reads the value. */
type Settling<T> = { readonly promise: Promise<T>; value?: T };

function settling<T>(promise: Promise<T>): Settling<T> {
  const result: Settling<T> = { promise };
  // A failure reaches pageKey through the promise; this side only records a success.
  promise.then(
    (value) => (result.value = value),
    () => undefined,
  );
  return result;
}

/** The built app's page template, by its text: a deploy that changes the code (its entry's hashed name) moves every key. */
let templateTag: Settling<string> | undefined;

async function tagOf(template: Response): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await template.arrayBuffer());
  return [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The settings a page shows (the payment methods and the demo banner, GET /api/payments/config), by their text: a
 * changed var or secret moves every key, as a deploy does. Per env object, so an isolate works it out once.
 */
const settingsTagOf = oncePerEnv((env: AppEnv['Bindings']): Settling<string> =>
  settling(tagOf(new Response(JSON.stringify(publicPaymentConfig(env))))),
);

/** A page of the visitor's language and currency, at this address, for this origin. */
export type PageVariant = { origin: string; language: string; currency: string };

const keyOf = (url: URL, version: number, build: string, settings: string, variant: PageVariant) => {
  const parts = [version, build, settings, variant.language, variant.currency, variant.origin].map((part) =>
    encodeURIComponent(String(part)),
  );
  return `${url.origin}/__pages/${parts.join('/')}${url.pathname}${url.search}`;
};

/**
 * The key a page is kept under: the catalog version (read on the primary, worker/services/catalog/catalog-version.ts),
 * the build, the payment settings, language, currency, origin, and the path with its query as the visitor sent it (a made-up parameter makes
 * an entry of its own; the render limit bounds how many a stranger can make), at `url`, the request's. Null where pages are not kept: under
 * `npm run dev` (Vite changes the template without a deploy).
 */
export async function pageKey(c: Context<AppEnv>, url: URL, variant: PageVariant): Promise<string | null> {
  if (c.env.DEV_SCRIPT_NONCE) return null;
  templateTag ??= settling(c.env.ASSETS.fetch(new Request(new URL('/', url))).then(tagOf));
  const [{ version }, build, settings] = await Promise.all([
    trustedCatalogVersion(c.env.DB, (read) => c.executionCtx.waitUntil(read)),
    templateTag.promise,
    settingsTagOf(c.env).promise,
  ]);
  return keyOf(url, version, build, settings, variant);
}

/**
 * The same key with no wait, when every part of it is already known (the version read within its trust, the build's and
 * the settings' tags worked out), as it is for nearly every request: each wait is a turn of the isolate's queue, and a page
 * answered from memory is otherwise little more work than that. Undefined when a part must be read first (pageKey).
 */
export function knownPageKey(c: Context<AppEnv>, url: URL, variant: PageVariant): string | null | undefined {
  if (c.env.DEV_SCRIPT_NONCE) return null;
  const trusted = freshTrustedVersion(c.env.DB, (read) => c.executionCtx.waitUntil(read));
  const build = templateTag?.value;
  const settings = settingsTagOf(c.env).value;
  if (!trusted || build === undefined || settings === undefined) return undefined;
  return keyOf(url, trusted.version, build, settings, variant);
}

const asServed = (headers: Headers) => {
  headers.set('cache-control', PAGE_CACHE_CONTROL);
  headers.set('vary', PAGE_VARY);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return headers;
};

const gzip = (body: ArrayBuffer): Promise<ArrayBuffer> =>
  new Response(new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();

/** Whether the request's Accept-Encoding takes gzip (any quality but 0). */
function acceptsGzip(request: Request): boolean {
  return (request.headers.get('accept-encoding') ?? '').split(',').some((coding) => {
    const [name = '', ...parameters] = coding.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return (name === 'gzip' || name === 'x-gzip') && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/**
 * A kept page as it goes out. Memory holds it gzipped, compressed once when kept, and sends those bytes as they are
 * (`encodeBody: 'manual'`) rather than have the page compressed again for every answer. Cloudflare's edge (and
 * Miniflare, which stands in for it) tells the Worker `Accept-Encoding: br, gzip` whatever the browser sent and
 * decodes for a client that takes no gzip; a request that reaches the Worker without gzip gets the page unzipped.
 */
function served(kept: Kept, request: Request): Response {
  if (acceptsGzip(request)) return new Response(kept.body, { status: 200, headers: kept.headers, encodeBody: 'manual' });
  const headers = new Headers(kept.headers);
  headers.delete('content-encoding');
  const plain = new Blob([kept.body]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(plain, { status: 200, headers });
}

/** Keeps a page (its identity body) in memory, gzipped, with the headers of its gzipped answer. */
async function keepInMemory(key: string, headers: Headers, body: ArrayBuffer): Promise<Kept> {
  const gzipped = asServed(new Headers(headers));
  gzipped.set('content-encoding', 'gzip');
  const kept = { headers: gzipped, body: await gzip(body) };
  pages.keep(key, kept);
  return kept;
}

/** The page kept under `key` in this isolate's memory, for `request`'s client. */
export function pageInMemory(key: string, request: Request): Response | undefined {
  const inMemory = pages.get(key);
  return inMemory && served(inMemory, request);
}

/** The page kept under `key` in the Cache API (then kept in memory too), for `request`'s client. */
export async function pageAtEdge(key: string, request: Request): Promise<Response | undefined> {
  const atEdge = await (await caches.open(CACHE_NAME)).match(key);
  if (!atEdge) return undefined;
  return served(await keepInMemory(key, atEdge.headers, await atEdge.arrayBuffer()), request);
}

/**
 * Keeps a rendered 200 page under `key`, in memory and in the Cache API, after the answer. Never a page that carries a
 * cookie or a nonce: those belong to one answer (the page has no inline script, so it carries no nonce; one that did
 * would be rendered for every visitor instead of kept).
 */
export function keepPage(c: Context<AppEnv>, key: string, body: ArrayBuffer, headers: Headers): void {
  if (headers.has('set-cookie') || /\snonce="/.test(new TextDecoder().decode(body))) return;
  c.executionCtx.waitUntil(
    keepInMemory(key, headers, body).catch((error: unknown) => log.warn('page.keep_failed', { path: new URL(c.req.url).pathname, error })),
  );
  const forEdge = new Headers(headers);
  forEdge.set('cache-control', EDGE_CACHE_CONTROL);
  // Its key already holds what the page varies by.
  forEdge.delete('vary');
  c.executionCtx.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.put(key, new Response(body, { status: 200, headers: forEdge })))
      .catch((error: unknown) => log.warn('page.cache_put_failed', { path: new URL(c.req.url).pathname, error })),
  );
}
