import { Hono } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { catalogCache } from '#worker/middleware/catalog-cache.ts';
import { database } from '#worker/middleware/database.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { publicOrigin } from '#worker/pages/public-origin.ts';
import { fail } from '#worker/services/result.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from '#worker/services/catalog/sitemap.ts';

/**
 * What search engines ask for first: /robots.txt and /sitemap.xml, made from D1. The middleware is per
 * route: this app is mounted at the root, where a `use` would run for every address.
 */
const notFound = fail('not_found', 'Not found');

export const seoRoutes = new Hono<AppEnv>()
  // A sitemap of relative addresses is no sitemap: without a known origin there is none.
  .get(
    '/sitemap.xml',
    database,
    async (c, next) => (publicOrigin(c.env, c.req.url) ? next() : refuse(c, notFound)),
    catalogCache(),
    async (c) => {
      const origin = publicOrigin(c.env, c.req.url) ?? '';
      return c.body(sitemapXml(origin, await sitemapEntries(c.var.db)), 200, { 'content-type': 'application/xml; charset=utf-8' });
    },
  )
  .get('/robots.txt', (c) => c.text(robotsTxt(publicOrigin(c.env, c.req.url)), 200));
