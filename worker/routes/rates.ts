import { Hono } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { edgeRatesCache, getRates } from '#worker/services/pricing/rates.ts';

export const ratesRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const rates = await getRates(c.env.RATES_URL, fetch, Date.now(), edgeRatesCache(caches.default));
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(rates, 200);
});
