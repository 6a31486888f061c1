import { createMiddleware } from 'hono/factory';

/**
 * A private receipt link, page and API alike (docs/design.md, SECURITY.md): never kept by a browser or a shared
 * cache, never indexed, and its address (the token) never sent onward as a Referer. Set after the route has
 * answered, over the page's own Cache-Control; the security headers keep this stricter Referrer-Policy.
 */
export const privateReceipt = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  c.header('Referrer-Policy', 'no-referrer');
});
