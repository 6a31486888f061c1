import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sweepOrders } from '#worker/services/sweep/sweep.ts';
import { PENDING_ORDER_TTL_MS } from '#worker/services/orders/order-expiry.ts';
import { insertOrder, insertPendingAttempt, orderStatus, paymentsOf, stockOf } from '#worker/test/checkout-fixtures.ts';
import {
  DARAJA_ENV,
  fakeFetch,
  json,
  STRIPE_ENV,
  stripeIntentAnswers,
  type FakeIntent,
  type RecordedCall,
} from '#worker/test/payment-providers.ts';
import { PAYMENT_GIVE_UP_MS } from './payment-sweep.ts';

const STALE = PENDING_ORDER_TTL_MS + 60_000;

afterEach(() => {
  vi.restoreAllMocks();
});

/** A stale order (past its hold) paying by card, whose intent Stripe holds in `status`. */
async function staleCardOrder(status: FakeIntent['status'], intents: Map<string, FakeIntent>) {
  const order = await insertOrder();
  const { providerRef } = await insertPendingAttempt(order, 'stripe', STALE);
  intents.set(providerRef, { status, amount: order.totalAmount, currency: 'usd' });
  return { ...order, intentId: providerRef };
}

const stripeCallsTo = (calls: RecordedCall[], intentId: string) =>
  calls.filter((call) => call.url.includes(intentId)).map((call) => `${call.method} ${call.url.replace('https://api.stripe.com/v1', '')}`);

describe('the sweep asks Stripe before it releases an order whose card payment is in flight (issue 20, item 4)', () => {
  it('cancels an intent still waiting for 3-D Secure and only then releases the order and its stock', async () => {
    const intents = new Map<string, FakeIntent>();
    const order = await staleCardOrder('requires_action', intents);
    const stripe = fakeFetch(stripeIntentAnswers(intents));

    await sweepOrders({ ...env, ...STRIPE_ENV }, stripe.fetcher);

    expect(stripeCallsTo(stripe.calls, order.intentId)).toEqual([
      `GET /payment_intents/${order.intentId}`,
      `POST /payment_intents/${order.intentId}/cancel`,
    ]);
    expect(intents.get(order.intentId)?.status).toBe('canceled');
    expect(await orderStatus(order.id)).toBe('failed');
    expect(await stockOf(order.product.id)).toBe(order.product.stock + 2);
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'failed', failureReason: 'cancelled' })]);
  });

  it('marks the order paid when Stripe says the intent succeeded (its webhook was lost), keeping its stock', async () => {
    const intents = new Map<string, FakeIntent>();
    const order = await staleCardOrder('succeeded', intents);
    const stripe = fakeFetch(stripeIntentAnswers(intents));

    await sweepOrders({ ...env, ...STRIPE_ENV }, stripe.fetcher);

    expect(await orderStatus(order.id)).toBe('paid');
    expect(await stockOf(order.product.id)).toBe(order.product.stock);
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'succeeded', cardLast4: '4242' })]);
  });

  it('keeps the order and its stock while the intent is processing, and asks again only after the interval', async () => {
    const intents = new Map<string, FakeIntent>();
    const order = await staleCardOrder('processing', intents);
    const stripe = fakeFetch(stripeIntentAnswers(intents));
    const now = Date.now();

    await sweepOrders({ ...env, ...STRIPE_ENV }, stripe.fetcher, now);
    await sweepOrders({ ...env, ...STRIPE_ENV }, stripe.fetcher, now + 60_000);

    expect(await orderStatus(order.id)).toBe('pending');
    expect(await stockOf(order.product.id)).toBe(order.product.stock);
    expect(stripeCallsTo(stripe.calls, order.intentId)).toEqual([`GET /payment_intents/${order.intentId}`]);
  });

  it('settles an intent that succeeded between the retrieve and the cancel instead of releasing its order', async () => {
    const intents = new Map<string, FakeIntent>();
    const order = await staleCardOrder('requires_action', intents);
    const answers = stripeIntentAnswers(intents);
    // The shopper finishes 3-D Secure just as the sweep reads the intent.
    const stripe = fakeFetch((url, call) => {
      const answer = answers(url, call);
      if (call.method === 'GET') intents.get(order.intentId)!.status = 'succeeded';
      return answer;
    });

    await sweepOrders({ ...env, ...STRIPE_ENV }, stripe.fetcher);

    expect(await orderStatus(order.id)).toBe('paid');
    expect(await stockOf(order.product.id)).toBe(order.product.stock);
  });
});

/** Daraja's token and STK Push Query, answering every query "still being processed". */
const darajaStillProcessing = () =>
  fakeFetch((url) => {
    if (url.includes('/oauth/v1/generate')) return json({ access_token: 'sandbox-token', expires_in: '3599' });
    if (url.endsWith('/mpesa/stkpushquery/v1/query')) {
      return json({ requestId: '1', errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' }, 500);
    }
    return undefined;
  });

describe('the sweep and M-Pesa pushes M-Pesa has not decided (issue 20, items 4 and 5)', () => {
  it('keeps a stale order whose push is still being processed, with its stock', async () => {
    const order = await insertOrder({ paymentMethod: 'mpesa' });
    await insertPendingAttempt(order, 'daraja', STALE);

    await sweepOrders({ ...env, ...DARAJA_ENV }, darajaStillProcessing().fetcher);

    expect(await orderStatus(order.id)).toBe('pending');
    expect(await stockOf(order.product.id)).toBe(order.product.stock);
  });

  it('resolves a push still undecided after the give-up age as failed and releases its order', async () => {
    const order = await insertOrder({ paymentMethod: 'mpesa' });
    await insertPendingAttempt(order, 'daraja', PAYMENT_GIVE_UP_MS + 60_000);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await sweepOrders({ ...env, ...DARAJA_ENV }, darajaStillProcessing().fetcher);

    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'failed', failureReason: 'expired' })]);
    expect(await orderStatus(order.id)).toBe('failed');
    expect(await stockOf(order.product.id)).toBe(order.product.stock + 2);
  });
});
