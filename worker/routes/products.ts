import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { listProducts } from '../services/products';

export const productRoutes = new Hono<AppEnv>().get('/', async (c) => {
  return c.json(await listProducts(c.var.db), 200);
});
