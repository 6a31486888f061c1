import { describe, expect, it } from 'vitest';
import { FALLBACK_RATES } from '#schema/catalog.ts';
import { scaledRate, wholeShillings } from '#schema/money.ts';
import type { PlacedOrderAnswer, ReceiptAnswer } from '#schema/orders-api.ts';
import type { Product, ProductPage } from '#schema/products-api.ts';
import { PENDING_ORDER_TTL_MS } from '#worker/services/orders/order-expiry.ts';
import { FALLBACK_KES_PER_USD } from '#worker/services/pricing/kes-rate.ts';
import { call } from '#worker/test/app.ts';
import {
  backdateOrder,
  cardSessionBody,
  insertStone,
  markPaid,
  mpesaStartBody,
  orderBody,
  orderRow,
  paymentsOf,
  postJson,
  postOrder,
  stockOf,
} from '#worker/test/checkout-fixtures.ts';

/**
 * Issue 23, items 4-5: a checkout holds its stones and locks the rate it charges by, and says until when; others see a
 * held one-of-a-kind stone as on hold until then; no payment starts once the hold has ended.
 */

async function placeMpesaOrder(price = 2500) {
  const stone = await insertStone({ price, stock: 1 });
  const session = crypto.randomUUID();
  const response = await postOrder(session, orderBody([{ product: stone, quantity: 1 }], 'EUR', { paymentMethod: 'mpesa' }));
  expect(response.status).toBe(201);
  return { stone, session, answer: await response.json<PlacedOrderAnswer>() };
}

const productAnswer = async (id: number) => (await call(`/api/products/${id}`)).json<Product>();

describe('POST /api/orders locks the terms of the checkout', () => {
  it('answers when the hold ends and the rate with its time, and records the rate time', async () => {
    const { answer } = await placeMpesaOrder();
    const row = await orderRow(answer.id);
    const rates = await (await call('/api/rates')).json<{ fetchedAt: string }>();

    expect(answer.heldUntil).toBe(new Date(row!.createdAt.getTime() + PENDING_ORDER_TTL_MS).toISOString());
    expect(answer.exchangeRate).toBe(scaledRate(FALLBACK_RATES.EUR));
    expect(row!.rateAt?.toISOString()).toBe(rates.fetchedAt);
    expect(answer.rateAt).toBe(rates.fetchedAt);
  });

  it('locks the whole shillings of an M-Pesa order at the shilling rate', async () => {
    const { answer } = await placeMpesaOrder(2599);

    expect(answer.kesRate).toBe(scaledRate(FALLBACK_KES_PER_USD));
    expect(answer.kesRateAt).toBe((await orderRow(answer.id))!.createdAt.toISOString());
    expect(answer.kesAmount).toBe(wholeShillings(2599, FALLBACK_KES_PER_USD));
    expect(await orderRow(answer.id)).toMatchObject({ kesRate: answer.kesRate, kesAmount: answer.kesAmount });
  });

  it('locks no shillings for a card order, and its rate time is that of the rates it was priced with', async () => {
    const stone = await insertStone({ stock: 3 });
    const response = await postOrder(crypto.randomUUID(), orderBody([{ product: stone, quantity: 1 }]));
    const answer = await response.json<PlacedOrderAnswer>();

    expect(answer).toMatchObject({ kesRate: null, kesRateAt: null, kesAmount: null, exchangeRate: 10000 });
    expect(answer.rateAt).toEqual(expect.any(String));
  });

  it("answers the server's time as it answers, which the checkout counts the hold down from", async () => {
    const before = Date.now();
    const { answer } = await placeMpesaOrder();
    const after = Date.now();

    const answeredAt = Date.parse(answer.answeredAt);
    expect(new Date(answeredAt).toISOString()).toBe(answer.answeredAt);
    expect(answeredAt).toBeGreaterThanOrEqual(before);
    expect(answeredAt).toBeLessThanOrEqual(after);
    const left = Date.parse(answer.heldUntil) - answeredAt;
    expect(left).toBeGreaterThan(PENDING_ORDER_TTL_MS - (after - before) - 1);
    expect(left).toBeLessThanOrEqual(PENDING_ORDER_TTL_MS);
  });

  it("answers the server's time with the receipt, by the order's visitor and by a private link, for its hold's countdown", async () => {
    const { answer, session } = await placeMpesaOrder();
    const link = await postJson('/api/receipts', { orderId: answer.id }, { 'x-session-id': session });
    const { token } = await link.json<{ token: string }>();
    const before = Date.now();
    const receipts = [
      await call(`/api/orders/${answer.id}`, { headers: { 'x-session-id': session } }),
      await call(`/api/receipts/${token}`),
    ];
    const after = Date.now();

    for (const receipt of receipts) {
      const { answeredAt, heldUntil } = await receipt.json<ReceiptAnswer>();
      expect(Date.parse(answeredAt)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(answeredAt)).toBeLessThanOrEqual(after);
      expect(heldUntil).toBe(answer.heldUntil);
    }
  });

  it('answers a replayed checkout with the same terms, and the time of its own answer', async () => {
    const stone = await insertStone({ stock: 2 });
    const body = orderBody([{ product: stone, quantity: 1 }], 'USD', { paymentMethod: 'mpesa' });
    const session = crypto.randomUUID();
    const { answeredAt: firstAnsweredAt, ...first } = await (
      await postOrder(session, body, { 'idempotency-key': 'terms-replay-1' })
    ).json<PlacedOrderAnswer>();
    const again = await postOrder(session, body, { 'idempotency-key': 'terms-replay-1' });

    expect(again.status).toBe(200);
    const { answeredAt, ...terms } = await again.json<PlacedOrderAnswer>();
    expect(terms).toEqual(first);
    expect(Date.parse(answeredAt)).toBeGreaterThanOrEqual(Date.parse(firstAnsweredAt));
  });
});

describe('a one-of-a-kind stone held by another checkout', () => {
  it('answers when its hold ends, and nothing about that checkout', async () => {
    const { stone, answer } = await placeMpesaOrder();

    const product = await productAnswer(stone.id);

    expect(product.stock).toBe(0);
    expect(product.heldUntil).toBe(answer.heldUntil);
    expect(Object.keys(product).sort()).toEqual([
      'category',
      'certified',
      'description',
      'heldUntil',
      'id',
      'imageUrl',
      'name',
      'originCode',
      'price',
      'stock',
      'treatmentCode',
    ]);
    const listed = await (await call(`/api/products?category=${stone.category}`)).json<ProductPage>();
    expect(listed.items.find((item) => item.id === stone.id)?.heldUntil).toBe(answer.heldUntil);
  });

  it('answers no hold once the order is paid, for a stone nobody holds, or after the hold ended', async () => {
    const paid = await placeMpesaOrder();
    await markPaid(paid.answer.id);
    const lapsed = await placeMpesaOrder();
    await backdateOrder(lapsed.answer.id, PENDING_ORDER_TTL_MS + 1000);
    const unheld = await insertStone({ stock: 0 });

    for (const id of [paid.stone.id, lapsed.stone.id, unheld.id]) expect((await productAnswer(id)).heldUntil).toBeUndefined();
  });
});

describe('a payment after the hold ended', () => {
  it.each([
    ['M-Pesa', '/api/mpesa/initiate', (id: string, amount: number) => mpesaStartBody(id, amount)],
    ['card', '/api/visa/create-session', (id: string, amount: number) => cardSessionBody(id, amount, 'EUR')],
  ])('is refused by %s with 409 hold_expired, and nothing is written', async (_method, path, body) => {
    const { stone, session, answer } = await placeMpesaOrder();
    await backdateOrder(answer.id, PENDING_ORDER_TTL_MS + 1000);
    const before = await orderRow(answer.id);

    const response = await postJson(path, body(answer.id, before!.totalAmount), { 'x-session-id': session });

    expect(response.status).toBe(409);
    const refusal = await response.json<{ code: string; params: { until: string } }>();
    expect(refusal.code).toBe('hold_expired');
    expect(refusal.params.until).toBe(new Date(before!.createdAt.getTime() + PENDING_ORDER_TTL_MS).toISOString());
    expect(await paymentsOf(answer.id)).toEqual([]);
    expect(await orderRow(answer.id)).toEqual(before);
    expect(await stockOf(stone.id)).toBe(0);
  });

  it('is taken while the hold lasts, charging the shillings the order locked', async () => {
    const { session, answer } = await placeMpesaOrder(4321);
    const order = await orderRow(answer.id);

    const response = await postJson('/api/mpesa/initiate', mpesaStartBody(answer.id, order!.totalAmount), { 'x-session-id': session });

    expect(response.status).toBe(200);
    expect((await paymentsOf(answer.id))[0]).toMatchObject({ chargedAmount: answer.kesAmount, chargedCurrency: 'KES' });
  });
});
