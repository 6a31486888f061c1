import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlacedOrderAnswer } from '#schema/orders-api.ts';
import { orderRequests, orders } from '#schema/tables.ts';
import { purgeExpiredRows } from '#worker/services/sweep/storage-sweep.ts';
import { PENDING_ORDER_TTL_MS } from '#worker/services/orders/order-expiry.ts';
import { simulatedProvider } from '#worker/services/payments/simulated-provider.ts';
import {
  cardSessionBody,
  detailsOf,
  insertOrder,
  insertStone,
  markPaid,
  mpesaDetailsBody,
  mpesaStartBody,
  orderBody,
  paymentsOf,
  postJson,
  postOrder,
  stockOf,
  sessionOf,
} from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';

/** Issue 14, item 1: money is charged once. */

const ordersOf = (session: string) => testDb().select().from(orders).where(eq(orders.sessionId, session));

const mpesaStart = (order: { id: string; totalAmount: number; session: string }) =>
  postJson('/api/mpesa/initiate', mpesaStartBody(order.id, order.totalAmount), sessionOf(order));

describe('a payment start is exclusive: one payment per order, whatever runs at once', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A provider that takes a while to answer, as a real one does, so the parallel starts really overlap; counts its calls. */
  function slowProvider() {
    const card = simulatedProvider.startCardPayment.bind(simulatedProvider);
    const mobile = simulatedProvider.startMobilePayment.bind(simulatedProvider);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    return [
      vi.spyOn(simulatedProvider, 'startCardPayment').mockImplementation(async (request) => (await pause(), card(request))),
      vi.spyOn(simulatedProvider, 'startMobilePayment').mockImplementation(async (request) => (await pause(), mobile(request))),
    ];
  }

  it("5 card and 5 M-Pesa starts in parallel on one order (the visitor's limit a minute): the provider is asked once, one payment, the others 409", async () => {
    const order = await insertOrder();
    const providerCalls = slowProvider();
    const starts = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? postJson('/api/visa/create-session', cardSessionBody(order.id, order.totalAmount), sessionOf(order))
        : mpesaStart(order),
    );

    const statuses = (await Promise.all(starts)).map((response) => response.status);

    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(providerCalls.reduce((sum, spy) => sum + spy.mock.calls.length, 0)).toBe(1);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('a double-clicked card start charges once, and a repeat after it answers 409 payment_in_progress', async () => {
    const order = await insertOrder();
    slowProvider();
    const [first, second] = await Promise.all([
      postJson('/api/visa/create-session', cardSessionBody(order.id, order.totalAmount), sessionOf(order)),
      postJson('/api/visa/create-session', cardSessionBody(order.id, order.totalAmount), sessionOf(order)),
    ]);
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);

    const again = await mpesaStart(order);

    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'payment_in_progress' });
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'pending', provider: 'simulated' })]);
  });

  it('the winner keeps its provider reference: the claim row becomes the recorded payment', async () => {
    const order = await insertOrder();
    const response = await mpesaStart(order);
    const { merchantRequestID } = await response.json<{ merchantRequestID: string }>();
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ providerRef: merchantRequestID, method: 'mpesa' })]);
  });
});

describe("POST /api/payment-details: the visitor's own pending order only", () => {
  it("refuses another session's order with 404 and stores nothing", async () => {
    const order = await insertOrder();

    const response = await postJson('/api/payment-details', mpesaDetailsBody(order.id), { 'x-session-id': crypto.randomUUID() });

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
    expect(await detailsOf(order.id)).toEqual([]);
  });

  it('refuses an order that is no longer pending with 409 and stores nothing', async () => {
    const order = await insertOrder();
    await markPaid(order.id);

    const response = await postJson('/api/payment-details', mpesaDetailsBody(order.id), { 'x-session-id': order.session });

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'order_paid' });
    expect(await detailsOf(order.id)).toEqual([]);
  });

  it('refuses a call without a visitor session with 400', async () => {
    const order = await insertOrder();
    const response = await postJson('/api/payment-details', mpesaDetailsBody(order.id));
    expect(response.status).toBe(400);
    expect(await detailsOf(order.id)).toEqual([]);
  });
});

describe('POST /api/orders with an Idempotency-Key: a retried request answers the first order', () => {
  async function checkout(stock = 5, quantity = 2) {
    const product = await insertStone({ stock });
    return { product, session: crypto.randomUUID(), body: orderBody([{ product, quantity }]), key: crypto.randomUUID() };
  }

  it('a retry with the same key and body answers 200 with the same order, and stock is held once', async () => {
    const { product, session, body, key } = await checkout();

    const first = await postOrder(session, body, { 'idempotency-key': key });
    const retry = await postOrder(session, body, { 'idempotency-key': key });

    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    // The same order and terms; each answer says when it was answered (the checkout counts its hold from it).
    const { answeredAt: _first, ...placed } = await first.json<PlacedOrderAnswer>();
    const { answeredAt: _retry, ...replayed } = await retry.json<PlacedOrderAnswer>();
    expect(replayed).toEqual(placed);
    expect(await ordersOf(session)).toEqual([expect.objectContaining({ id: placed.id, status: 'pending' })]);
    expect(await stockOf(product.id)).toBe(3);
  });

  it('10 parallel requests with one key place one order and take its stock once', async () => {
    const { product, session, body, key } = await checkout(5, 2);

    const responses = await Promise.all(Array.from({ length: 10 }, () => postOrder(session, body, { 'idempotency-key': key })));

    expect(responses.map((response) => response.status).sort((a, b) => a - b)).toEqual([...Array<number>(9).fill(200), 201]);
    const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json<{ id: string }>()).id)));
    expect(ids.size).toBe(1);
    expect(await ordersOf(session)).toEqual([expect.objectContaining({ id: [...ids][0], status: 'pending' })]);
    expect(await stockOf(product.id)).toBe(3);
  });

  it('the same key with another body is refused with 422 idempotency_key_reused and places nothing', async () => {
    const { product, session, body, key } = await checkout();
    await postOrder(session, body, { 'idempotency-key': key });

    const changed = await postOrder(session, orderBody([{ product, quantity: 1 }]), { 'idempotency-key': key });

    expect(changed.status).toBe(422);
    expect(await changed.json()).toMatchObject({ code: 'idempotency_key_reused', error: expect.stringMatching(/different order/) });
    expect(await ordersOf(session)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(3);
  });

  it("another visitor's same key is their own: it places their order", async () => {
    const { product, body, key } = await checkout();
    expect((await postOrder(crypto.randomUUID(), body, { 'idempotency-key': key })).status).toBe(201);
    expect((await postOrder(crypto.randomUUID(), body, { 'idempotency-key': key })).status).toBe(201);
    expect(await stockOf(product.id)).toBe(1);
  });

  it('refuses a malformed key with 400 naming the header', async () => {
    const { session, body } = await checkout();
    const response = await postOrder(session, body, { 'idempotency-key': 'no spaces allowed' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_input', params: { field: 'idempotency-key' } });
    expect(await ordersOf(session)).toEqual([]);
  });

  it('keys are swept with the hold: older than the pending-order time they are purged', async () => {
    const { session, body, key } = await checkout();
    await postOrder(session, body, { 'idempotency-key': key });
    const keysOf = () => testDb().select().from(orderRequests).where(eq(orderRequests.sessionId, session));
    expect(await keysOf()).toHaveLength(1);

    await purgeExpiredRows(testDb(), Date.now() + PENDING_ORDER_TTL_MS + 1000);

    expect(await keysOf()).toEqual([]);
  });
});
