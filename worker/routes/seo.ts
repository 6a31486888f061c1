import { Hono } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { catalogCache } from '#worker/middleware/catalog-cache.ts';
import { database } from '#worker/middleware/database.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from '#worker/services/sitemap.ts';

/**
 * What search engines ask for first: /robots.txt and /sitemap.xml, made from D1. The middleware is per
 * route: this app is mounted at the root, where a `use` would run for every address.
 */
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', database, catalogCache, async (c) => {
    const origin = new URL(c.req.url).origin;
    return c.body(sitemapXml(origin, await sitemapEntries(c.var.db)), 200, { 'content-type': 'application/xml; charset=utf-8' });
  })
  .get('/robots.txt', (c) => c.text(robotsTxt(new URL(c.req.url).origin), 200));
