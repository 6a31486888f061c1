import { Hono } from 'hono';
import { CreateOrderSchema } from '../../schema/api';
import { refuseCardSecrets } from '../middleware/refuse-card-secrets';
import { validate } from '../middleware/validate';
import { visitorSession, type VisitorEnv } from '../middleware/visitor-session';
import { placeOrder } from '../services/orders';
import { edgeRatesCache, getRates } from '../services/pricing/rates';

export const orderRoutes = new Hono<VisitorEnv>().post(
  '/',
  visitorSession,
  refuseCardSecrets,
  validate('json', CreateOrderSchema),
  async (c) => {
    const input = c.req.valid('json');
    const { rates } = await getRates(c.env.RATES_URL, fetch, Date.now(), edgeRatesCache(caches.default));
    const result = await placeOrder(c.var.db, c.var.sessionId, input, rates[input.currency]);
    if (!result.ok) return c.json({ error: result.error }, result.status);
    return c.json({ id: result.id }, 201);
  },
);
