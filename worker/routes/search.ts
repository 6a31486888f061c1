import { Hono, type Context } from 'hono';
import { minorUnitDigits } from '#schema/money.ts';
import { SEARCH_PAGE_SIZE, SearchQuerySchema, type SearchQuery } from '#schema/search-api.ts';
import type { AppEnv } from '#worker/env.ts';
import { catalogCache } from '#worker/middleware/catalog-cache.ts';
import { validate } from '#worker/middleware/validate.ts';
import { shopRates } from '#worker/services/pricing/rates.ts';
import { keepAlive } from '#worker/lib/keep-alive.ts';
import { withHoldTimes } from '#worker/services/holds/product-holds.ts';
import { searchProducts, type PriceBounds } from '#worker/services/search/product-search.ts';

const ratesOf = (c: Context<AppEnv>) => shopRates(c.env, keepAlive(c));

/** Price bounds are typed in the visitor's currency: converted with the rates the shop prices with (docs/design.md §14). */
async function priceBounds(c: Context<AppEnv>, { currency = 'USD', min, max }: SearchQuery): Promise<PriceBounds> {
  const rate = currency === 'USD' || (min === undefined && max === undefined) ? 1 : (await ratesOf(c)).rates[currency];
  return { rate, minorPerUnit: 10 ** minorUnitDigits(currency), min, max };
}

/** A bound converted with today's rates is another answer than yesterday's: the rates' time joins the cache key. */
async function ratesKey(c: Context<AppEnv>, query: Record<string, unknown>): Promise<string> {
  const bounded = query.min !== undefined || query.max !== undefined;
  if (!bounded || query.currency === undefined || query.currency === 'USD') return '';
  return `rates@${(await ratesOf(c)).fetchedAt}`;
}

/** /api/search: the shop's product search (docs/product.md §2 "Search", §8). */
export const searchRoutes = new Hono<AppEnv>().get(
  '/',
  catalogCache(SearchQuerySchema, ratesKey),
  validate('query', SearchQuerySchema),
  async (c) => {
    const query = c.req.valid('query');
    const results = await searchProducts(c.var.db, {
      text: query.q ?? '',
      named: query.named ?? [],
      category: query.category,
      inStockOnly: query.in_stock === 'true',
      facts: { treatment: query.treatment, origin: query.origin, certified: query.certified },
      price: await priceBounds(c, query),
      sort: query.sort,
      page: query.page ?? 1,
      limit: query.limit ?? SEARCH_PAGE_SIZE,
    });
    return c.json({ ...results, items: await withHoldTimes(c.var.db, results.items) }, 200);
  },
);
