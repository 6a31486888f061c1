import { describe, expect, it } from 'vitest';
import { cardSessionBody, detailsOf, insertOrder, paymentsOf, postJson, sessionOf } from '#worker/test/checkout-fixtures.ts';

describe('a card session is only in the currency of its order', () => {
  it.each([
    { order: 'USD', session: 'JPY' },
    { order: 'EUR', session: 'USD' },
  ] as const)('refuses a $session session for a $order order with 400, starting and storing nothing', async (currencies) => {
    const order = await insertOrder({ currency: currencies.order });
    const response = await postJson(
      '/api/visa/create-session',
      cardSessionBody(order.id, order.totalAmount, currencies.session),
      sessionOf(order),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_input', params: { field: 'currency' } });
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await detailsOf(order.id)).toEqual([]);
  });

  it("starts a session in the order's own currency", async () => {
    const order = await insertOrder({ currency: 'EUR' });
    const response = await postJson('/api/visa/create-session', cardSessionBody(order.id, order.totalAmount, 'EUR'), sessionOf(order));
    expect(response.status).toBe(200);
    expect(await paymentsOf(order.id)).toMatchObject([{ currency: 'EUR', amount: order.totalAmount }]);
  });
});
