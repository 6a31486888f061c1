import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { getRates } from '../services/pricing/rates';

export const ratesRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const rates = await getRates(c.env.RATES_URL);
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(rates, 200);
});
