import { cache } from 'hono/cache';
import type { Context } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { catalogVersion } from '#worker/services/catalog-version.ts';

/**
 * Public catalog reads (products, gallery lists and counts) answered from the Cache API. The key carries
 * the catalog version (worker/services/catalog-version.ts), which every catalog write bumps in its own
 * batch: after a save the next read misses and sees the new data, so no shopper is shown a stale price.
 * Entries live five minutes at the edge (s-maxage; view counts may lag that long); browsers always ask
 * again (max-age=0), since their cache knows nothing of the version.
 */
export const catalogCache = cache({
  cacheName: 'catalog',
  cacheControl: 'max-age=0, s-maxage=300',
  keyGenerator: async (c: Context<AppEnv>) => `v${await catalogVersion(c.var.db)} ${c.req.url}`,
  onCacheNotAvailable: false,
});
