import { describe, expect, it } from 'vitest';
import type { OrderReceipt } from '#schema/orders-api.ts';
import { call } from '#worker/test/app.ts';
import { eq } from 'drizzle-orm';
import { orderPayments } from '#schema/tables.ts';
import { testDb } from '#worker/test/factories.ts';
import { cardSessionBody, insertOrder, markPaid, mpesaStartBody, postJson, sessionOf } from '#worker/test/checkout-fixtures.ts';

const get = (path: string, session: string) => call(path, { headers: { 'x-session-id': session } });

describe('GET /api/orders/{id}/status', () => {
  it('answers the status to the visitor session that placed the order', async () => {
    const order = await insertOrder();

    const pending = await get(`/api/orders/${order.id}/status`, order.session);
    await markPaid(order.id);
    const paid = await get(`/api/orders/${order.id}/status`, order.session);

    expect(pending.status).toBe(200);
    expect(await pending.json()).toEqual({ status: 'pending' });
    expect(await paid.json()).toEqual({ status: 'paid' });
    expect(paid.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 to another session, as for an order that does not exist', async () => {
    const order = await insertOrder();

    const other = await get(`/api/orders/${order.id}/status`, crypto.randomUUID());
    const missing = await get(`/api/orders/${crypto.randomUUID()}/status`, order.session);

    expect(other.status).toBe(404);
    expect(await other.json()).toEqual(await missing.json());
  });

  it('refuses a call without the visitor session with 400', async () => {
    const order = await insertOrder();

    expect((await call(`/api/orders/${order.id}/status`)).status).toBe(400);
  });
});

describe('GET /api/orders/{id}', () => {
  it('answers the receipt: lines, amounts in the currency paid and in USD, the rate, and only the card last four digits', async () => {
    const order = await insertOrder({ price: 2500, quantity: 2, currency: 'EUR' });
    await postJson('/api/visa/create-session', cardSessionBody(order.id, order.totalAmount, 'EUR'), sessionOf(order));

    const response = await get(`/api/orders/${order.id}`, order.session);

    expect(response.status).toBe(200);
    const receipt = await response.json<OrderReceipt>();
    expect(receipt).toMatchObject({
      id: order.id,
      status: 'pending',
      paymentMethod: 'visa',
      currency: 'EUR',
      totalAmount: order.totalAmount,
      originalAmount: 5000,
      lines: [{ name: order.product.name, unitPrice: 2500, quantity: 2 }],
      payment: { cardLast4: '4242', receiptNumber: null },
    });
    expect(receipt.exchangeRate).toBeGreaterThan(0);
    expect(JSON.stringify(receipt)).not.toMatch(/amani|Otieno|\+254/i);
  });

  it('shows an M-Pesa receipt number, shaped as M-Pesa makes them, once the demo payment is made, and none before', async () => {
    const order = await insertOrder({ price: 2500, quantity: 1 });
    await postJson('/api/mpesa/initiate', mpesaStartBody(order.id, order.totalAmount), sessionOf(order));

    const pending = await (await get(`/api/orders/${order.id}`, order.session)).json<OrderReceipt>();
    await testDb()
      .update(orderPayments)
      .set({ confirmAt: new Date(Date.now() - 1000) })
      .where(eq(orderPayments.orderId, order.id));
    const paid = await (await get(`/api/orders/${order.id}`, order.session)).json<OrderReceipt>();

    expect(pending).toMatchObject({ status: 'pending', paymentMethod: 'mpesa', payment: { receiptNumber: null } });
    expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'mpesa' });
    expect(paid.payment?.receiptNumber).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('is refused to another session with 404', async () => {
    const order = await insertOrder();

    const response = await get(`/api/orders/${order.id}`, crypto.randomUUID());

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('refuses an id that is not an order id with 400', async () => {
    expect((await get('/api/orders/not-an-id', crypto.randomUUID())).status).toBe(400);
  });
});
