import { Hono } from 'hono';
import { CreateOrderSchema } from '#schema/api.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { refuseCardSecrets } from '#worker/middleware/refuse-card-secrets.ts';
import { validate } from '#worker/middleware/validate.ts';
import { visitorSession, type VisitorEnv } from '#worker/middleware/visitor-session.ts';
import { placeOrder } from '#worker/services/orders.ts';
import { edgeRatesCache, getRates } from '#worker/services/pricing/rates.ts';

export const orderRoutes = new Hono<VisitorEnv>().post(
  '/',
  visitorSession,
  refuseCardSecrets,
  validate('json', CreateOrderSchema),
  async (c) => {
    const input = c.req.valid('json');
    const { rates } = await getRates(c.env.RATES_URL, fetch, Date.now(), edgeRatesCache(caches.default));
    const result = await placeOrder(c.var.db, c.var.sessionId, input, rates[input.currency]);
    if (!result.ok) return refuse(c, result);
    return c.json(result.value, 201);
  },
);
