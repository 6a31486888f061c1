import { Hono } from 'hono';
import * as v from 'valibot';
import { CreateOrderSchema, IdempotencyKeySchema, OrderIdParamSchema, receiptAnswer, type PlacedOrderAnswer } from '#schema/orders-api.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { refuseCardSecrets } from '#worker/middleware/refuse-card-secrets.ts';
import { validate } from '#worker/middleware/validate.ts';
import { byClientAddress, rateLimitVisitorAndAddress } from '#worker/middleware/rate-limit.ts';
import { visitorSession, type VisitorEnv } from '#worker/middleware/visitor-session.ts';
import { orderStatusFor, receiptFor } from '#worker/services/orders/order-receipt.ts';
import { placeOrder } from '#worker/services/orders/orders.ts';
import { kesPerUsd } from '#worker/services/pricing/kes-rate.ts';
import { shopRates } from '#worker/services/pricing/rates.ts';
import { keepAlive } from '#worker/lib/keep-alive.ts';
import { fail } from '#worker/services/result.ts';
import { sha256Hex } from '#worker/services/encoding.ts';

export const orderRoutes = new Hono<VisitorEnv>()
  .post(
    '/',
    visitorSession,
    rateLimitVisitorAndAddress({ perVisitor: 'ORDER_LIMIT', perAddress: 'ORDER_ADDRESS_LIMIT' }),
    refuseCardSecrets,
    validate('json', CreateOrderSchema),
    async (c) => {
      const input = c.req.valid('json');
      const key = c.req.header('idempotency-key');
      if (key !== undefined && !v.is(IdempotencyKeySchema, key)) {
        return refuse(c, fail('invalid_input', 'Idempotency-Key: must be 8 to 128 letters, digits, - or _', { field: 'idempotency-key' }));
      }
      const { rates, fetchedAt } = await shopRates(c.env, keepAlive(c));
      // M-Pesa charges shillings: read now, they are locked with the order and shown before the phone prompt.
      const kes = input.paymentMethod === 'mpesa' ? await kesPerUsd(c.env.RATES_URL, fetch) : null;
      const chargeRates = { rate: rates[input.currency], rateAt: new Date(fetchedAt), kesPerUsd: kes };
      const request = key === undefined ? undefined : { key, bodyHash: await sha256Hex(JSON.stringify(input)) };
      const address = byClientAddress(c);
      const holder = { sessionId: c.var.sessionId, addressKey: address === null ? null : await sha256Hex(address) };
      const result = await placeOrder(c.var.db, holder, input, chargeRates, request);
      if (!result.ok) return refuse(c, result);
      const { id, replayed, terms } = result.value;
      // A retry gets the same order and terms, and its own answeredAt; 200 says nothing new was placed.
      const answer: PlacedOrderAnswer = { id, ...terms, answeredAt: new Date().toISOString() };
      return c.json(answer, replayed ? 200 : 201);
    },
  )
  // The checkout asks this until the payment is decided. Reads never write: a simulated payment that came due reads as
  // paid (services/orders/order-receipt.ts) and is written by its start's background work or the sweep.
  .get('/:id/status', visitorSession, validate('param', OrderIdParamSchema), async (c) => {
    const result = await orderStatusFor(c.var.db, c.req.valid('param').id, c.var.sessionId);
    if (!result.ok) return refuse(c, result);
    c.header('cache-control', 'no-store');
    return c.json(result.value, 200);
  })
  .get('/:id', visitorSession, validate('param', OrderIdParamSchema), async (c) => {
    const result = await receiptFor(c.var.db, c.req.valid('param').id, c.var.sessionId);
    if (!result.ok) return refuse(c, result);
    c.header('cache-control', 'no-store');
    return c.json(receiptAnswer(result.value), 200);
  });
