import { Hono } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { shopRates } from '#worker/services/pricing/rates.ts';
import { keepAlive } from '#worker/lib/keep-alive.ts';

export const ratesRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const rates = await shopRates(c.env, keepAlive(c));
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(rates, 200);
});
