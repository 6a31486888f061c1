import type { Context } from 'hono';
import { isPagePath } from '#schema/pages.ts';
import type { AppEnv } from '#worker/env.ts';

/**
 * Serves the built web app from the assets binding (SPA fallback: a miss answers index.html).
 * Unknown pages still get index.html, with status 404 so crawlers do not index them.
 */
export async function serveAssets(c: Context<AppEnv>): Promise<Response> {
  const response = await c.env.ASSETS.fetch(c.req.raw);
  const path = new URL(c.req.url).pathname;
  const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  const isPage = isPagePath(path) || path === '/index.html';
  const status = isHtml && response.status === 200 && !isPage ? 404 : response.status;
  // A copy: the binding's headers are immutable, and the security headers are added after this. Without the binding's
  // status text, which would read "404 OK" once the status is changed.
  const headers = new Headers(response.headers);
  // robots.txt keeps crawlers out of the staff area, but a link to one of its addresses elsewhere could still list it.
  if (isHtml && isPrivatePage(path)) headers.set('x-robots-tag', 'noindex');
  return new Response(response.body, { status, headers });
}

/** The staff area and a visitor's own receipt, which the browser renders: no search engine lists them. */
const isPrivatePage = (path: string) => path === '/admin' || path.startsWith('/admin/') || path.startsWith('/orders/');
