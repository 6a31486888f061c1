import type { Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';

/** Paths the SPA has a page for; any other HTML answer is the router's 'Page Not Found'. */
const SPA_PAGES = new Set(['/', '/index.html', '/gallery', '/admin']);

/**
 * Serves the built web app from the assets binding (SPA fallback: a miss answers index.html).
 * Unknown pages still get index.html, with status 404 so crawlers do not index them.
 */
export async function serveAssets(c: Context<AppEnv>): Promise<Response> {
  const response = await c.env.ASSETS.fetch(c.req.raw);
  const path = new URL(c.req.url).pathname.replace(/(.)\/$/, '$1');
  const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
  const status = isHtml && response.status === 200 && !SPA_PAGES.has(path) ? 404 : response.status;
  // A copy: the binding's headers are immutable, and the security headers are added after this.
  const headers = new Headers(response.headers);
  if (path.startsWith('/assets/') && response.ok) headers.set('cache-control', 'public, max-age=31536000, immutable');
  return new Response(response.body, { status, statusText: response.statusText, headers });
}
