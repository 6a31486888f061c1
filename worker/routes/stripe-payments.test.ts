import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentEvents } from '#schema/tables.ts';
import { failOrder } from '#worker/services/orders/order-expiry.ts';
import {
  cardSessionBody,
  detailsOf,
  insertOrder,
  orderStatus,
  paymentsOf,
  sellEverything,
  STATEMENTS_BEFORE_PROVIDER,
  stockOf,
} from '#worker/test/checkout-fixtures.ts';
import { callFailingAt } from '#worker/test/faulty-d1.ts';
import { testDb } from '#worker/test/factories.ts';
import {
  callWithEnv,
  fakeFetch,
  json,
  postStripeEvent,
  STRIPE_ENV,
  stripeEvent,
  stripeIntentAnswers,
  stripeSignature,
  type FakeIntent,
  type RecordedCall,
} from '#worker/test/payment-providers.ts';
import { STRIPE_API_VERSION } from '#worker/services/payments/stripe/stripe-api.ts';

/** The intents the fake Stripe made in this test, by id (its retrieve, cancel and refund answers read them). */
let intents = new Map<string, FakeIntent>();

/** Stripe's answers (https://docs.stripe.com/api/payment_intents/create, /payment_methods/retrieve), by URL. */
function stripeAnswers(url: string, call: RecordedCall) {
  if (url === 'https://api.stripe.com/v1/payment_intents' && call.method === 'POST') {
    const form = new URLSearchParams(call.body);
    const orderId = form.get('metadata[order_id]') ?? '';
    // An idempotency key names one intent, as Stripe keeps it: the same key answers the same intent.
    const id = `pi_${orderId.replace(/-/g, '').slice(0, 20)}`;
    if (!intents.has(id))
      intents.set(id, { status: 'requires_payment_method', amount: Number(form.get('amount')), currency: form.get('currency') ?? '' });
    return json({
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency'),
      client_secret: `${id}_secret_abc123`,
      metadata: { order_id: orderId },
      payment_method_types: form.getAll('allowed_payment_method_types[]'),
      status: 'requires_payment_method',
    });
  }
  return undefined;
}

function stubStripe({ refundsFail = false } = {}) {
  intents = new Map();
  const intentAnswers = stripeIntentAnswers(intents, { refundsFail });
  const fake = fakeFetch((url, call) => stripeAnswers(url, call) ?? intentAnswers(url, call));
  vi.stubGlobal('fetch', fake.fetcher);
  return fake.calls;
}

const stripeCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url.startsWith('https://api.stripe.com/'));

type PayableOrder = { id: string; totalAmount: number; session: string; currency?: string };

/** A Stripe card session for the order, as the checkout sends it (in the order's own visitor session) when Stripe's own form takes the card. */
function sessionRequest(order: PayableOrder, amount = order.totalAmount): RequestInit {
  const { paymentDetails, ...body } = cardSessionBody(order.id, amount, (order.currency ?? 'USD') as 'USD');
  const { orderId, paymentMethod, customerEmail, customerName, customerPhone } = paymentDetails;
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': order.session },
    body: JSON.stringify({ ...body, paymentDetails: { orderId, paymentMethod, customerEmail, customerName, customerPhone } }),
  };
}

const createSession = (order: PayableOrder, amount = order.totalAmount, env: Record<string, string> = STRIPE_ENV) =>
  callWithEnv(env, '/api/visa/create-session', sessionRequest(order, amount));

/** A start that reached Stripe, whose answer D1 then failed to record: a 500, and the attempt keeps its claim. */
async function startNotRecorded() {
  const calls = stubStripe();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const order = await insertOrder({ price: 2500, quantity: 2 });
  const { response } = await callFailingAt(STATEMENTS_BEFORE_PROVIDER + 1, '/api/visa/create-session', sessionRequest(order), STRIPE_ENV);
  expect(response.status).toBe(500);
  expect(stripeCalls(calls)).toHaveLength(1);
  expect(await paymentsOf(order.id)).toEqual([
    expect.objectContaining({ status: 'pending', providerRef: expect.stringMatching(/^claim:/) }),
  ]);
  const intent = { id: `pi_${order.id.replace(/-/g, '').slice(0, 20)}`, amount: order.totalAmount, currency: 'usd', orderId: order.id };
  return { ...order, intent };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('POST /api/visa/create-session with Stripe', () => {
  it('creates a PaymentIntent for the stored amount, keyed by the order, and answers its id and client secret', async () => {
    const calls = stubStripe();
    const order = await insertOrder({ price: 2500, quantity: 2 });

    const response = await createSession(order);

    expect(response.status).toBe(200);
    const body = await response.json<{ paymentIntentId: string; clientSecret: string }>();
    expect(body.clientSecret).toBe(`${body.paymentIntentId}_secret_abc123`);
    const [create] = stripeCalls(calls);
    expect(create?.headers.get('authorization')).toBe('Bearer sk_test_shop');
    expect(create?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(create?.headers.get('idempotency-key')).toBe(`order-${order.id}-card`);
    expect(create?.headers.get('stripe-version')).toBe(STRIPE_API_VERSION);
    const form = new URLSearchParams(create?.body);
    expect(Object.fromEntries(form)).toMatchObject({ amount: '5000', currency: 'usd', 'metadata[order_id]': order.id });
    // Cards only: no method the Dashboard enables (a SEPA debit settles days after the hold ends).
    expect(form.getAll('allowed_payment_method_types[]')).toEqual(['card']);
    expect(form.has('automatic_payment_methods[enabled]')).toBe(false);
    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({
      provider: 'stripe',
      providerRef: body.paymentIntentId,
      status: 'pending',
      amount: 5000,
      confirmAt: null,
    });
  });

  it('offers the payment method types STRIPE_PAYMENT_METHOD_TYPES names, and tells the browser the same', async () => {
    const calls = stubStripe();
    const order = await insertOrder();
    const env = { ...STRIPE_ENV, STRIPE_PAYMENT_METHOD_TYPES: 'card, link' };

    expect((await createSession(order, order.totalAmount, env)).status).toBe(200);

    expect(new URLSearchParams(stripeCalls(calls)[0]?.body).getAll('allowed_payment_method_types[]')).toEqual(['card', 'link']);
    const config = await (await callWithEnv(env, '/api/payments/config')).json();
    expect(config).toMatchObject({ card: 'stripe', stripePaymentMethodTypes: ['card', 'link'] });
  });

  it('charges a zero-decimal currency in whole units: JPY as yen, not hundredths', async () => {
    const calls = stubStripe();
    const order = await insertOrder({ price: 2500, quantity: 2, currency: 'JPY' });

    const response = await createSession({ ...order, currency: 'JPY' });

    expect(response.status).toBe(200);
    const form = new URLSearchParams(stripeCalls(calls)[0]?.body);
    expect(form.get('currency')).toBe('jpy');
    expect(form.get('amount')).toBe(String(order.totalAmount));
    expect(order.totalAmount).toBeLessThan(100_000);
  });

  it('refuses an amount other than the stored total and asks Stripe nothing', async () => {
    const calls = stubStripe();
    const order = await insertOrder({ price: 2500, quantity: 2 });

    const response = await createSession(order, 1);

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'amount_mismatch' });
    expect(stripeCalls(calls)).toHaveLength(0);
  });

  it('answers a retried call with the same intent and records one payment', async () => {
    const calls = stubStripe();
    const order = await insertOrder();

    const first = await (await createSession(order)).json<{ paymentIntentId: string }>();
    const second = await createSession(order);

    expect(second.status).toBe(200);
    expect((await second.json<{ paymentIntentId: string }>()).paymentIntentId).toBe(first.paymentIntentId);
    expect(new Set(stripeCalls(calls).map((call) => call.headers.get('idempotency-key')))).toEqual(new Set([`order-${order.id}-card`]));
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('fails the order and returns its stock when Stripe refuses to create the intent', async () => {
    vi.stubGlobal('fetch', fakeFetch(() => json({ error: { type: 'invalid_request_error', message: 'No such key' } }, 401)).fetcher);
    const order = await insertOrder();

    const response = await createSession(order);

    expect(response.status).toBe(502);
    expect(await orderStatus(order.id)).toBe('failed');
    expect(await stockOf(order.product.id)).toBe(order.product.stock + 2);
  });
});

/** An order with a pending Stripe payment, as create-session leaves it. */
async function orderPayingWithStripe() {
  stubStripe();
  const order = await insertOrder({ price: 2500, quantity: 2 });
  const { paymentIntentId } = await (await createSession(order)).json<{ paymentIntentId: string }>();
  return { ...order, intent: { id: paymentIntentId, amount: order.totalAmount, currency: 'usd' } };
}

describe('a card start that reached Stripe but was not recorded (D1 failed in between)', () => {
  it("is settled by Stripe's webhook, which finds it by the order the intent names, and records the intent", async () => {
    const order = await startNotRecorded();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const response = await postStripeEvent(stripeEvent('payment_intent.succeeded', order.intent));

    expect(response.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'succeeded', providerRef: order.intent.id })]);
  });

  it("is recorded by the shopper's retry, which answers the same intent and charges once", async () => {
    const order = await startNotRecorded();

    const retry = await createSession(order);

    expect(retry.status).toBe(200);
    expect((await retry.json<{ paymentIntentId: string }>()).paymentIntentId).toBe(order.intent.id);
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'pending', providerRef: order.intent.id })]);
    expect(await detailsOf(order.id)).toHaveLength(1);
    expect((await postStripeEvent(stripeEvent('payment_intent.succeeded', order.intent))).status).toBe(200);
    expect(await orderStatus(order.id)).toBe('paid');
  });

  it('is not found by an event naming another order', async () => {
    const order = await startNotRecorded();
    const other = await insertOrder();

    const response = await postStripeEvent(stripeEvent('payment_intent.succeeded', { ...order.intent, orderId: other.id }));

    expect(response.status).toBe(404);
    expect(await orderStatus(order.id)).toBe('pending');
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('marks the order paid on payment_intent.succeeded, with the card last four digits Stripe reports', async () => {
    const order = await orderPayingWithStripe();

    const response = await postStripeEvent(stripeEvent('payment_intent.succeeded', order.intent));

    expect(response.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('paid');
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: 'succeeded', cardLast4: '4242' });
  });

  it('asks Stripe for the card in the same pinned API version as every other call', async () => {
    const order = await orderPayingWithStripe();
    const calls = stubStripe();

    await postStripeEvent(stripeEvent('payment_intent.succeeded', order.intent));

    const lookups = stripeCalls(calls).filter((call) => call.url.includes('/payment_methods/'));
    expect(lookups).toHaveLength(1);
    expect(lookups[0]?.headers.get('stripe-version')).toBe(STRIPE_API_VERSION);
  });

  it.each([
    { label: 'an older version', apiVersion: '2025-10-29.clover' },
    { label: 'no version', apiVersion: undefined },
  ])('refuses a signed event of $label with 400 naming api_version, and writes nothing', async ({ apiVersion }) => {
    const order = await orderPayingWithStripe();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const event = { ...stripeEvent('payment_intent.succeeded', order.intent), api_version: apiVersion };

    const response = await postStripeEvent(event);

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_input', params: { field: 'api_version' } });
    expect(await orderStatus(order.id)).toBe('pending');
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'pending', problem: null })]);
    expect(await testDb().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toEqual([]);
  });

  it('keeps the order and its stock on payment_intent.payment_failed, so a retry of the same intent still pays it', async () => {
    const order = await orderPayingWithStripe();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const failed = await postStripeEvent(stripeEvent('payment_intent.payment_failed', order.intent));

    expect(failed.status).toBe(200);
    expect(await failed.json()).toEqual({ received: true, outcome: 'retryable' });
    expect(await orderStatus(order.id)).toBe('pending');
    expect(await stockOf(order.product.id)).toBe(order.product.stock);
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: 'pending' });

    const retried = await postStripeEvent(stripeEvent('payment_intent.succeeded', order.intent));

    expect(await retried.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await stockOf(order.product.id)).toBe(order.product.stock);
  });

  it('fails the order and returns its stock on payment_intent.canceled', async () => {
    const order = await orderPayingWithStripe();

    const response = await postStripeEvent(stripeEvent('payment_intent.canceled', order.intent));

    expect(response.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('failed');
    expect(await stockOf(order.product.id)).toBe(order.product.stock + 2);
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: 'failed', failureReason: 'cancelled' });
  });

  it('refuses a wrong signature with 400 and changes nothing', async () => {
    const order = await orderPayingWithStripe();
    const body = JSON.stringify(stripeEvent('payment_intent.succeeded', order.intent));

    const response = await postStripeEvent(JSON.parse(body), await stripeSignature(body, undefined, 'whsec_someone_else'));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_input', params: { field: 'stripe-signature' } });
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('refuses a body changed after signing', async () => {
    const order = await orderPayingWithStripe();
    const signed = JSON.stringify(stripeEvent('payment_intent.payment_failed', order.intent));
    const signature = await stripeSignature(signed);
    const changed = signed.replace('payment_intent.payment_failed', 'payment_intent.succeeded');

    const response = await callWithEnv(STRIPE_ENV, '/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'stripe-signature': signature },
      body: changed,
    });

    expect(response.status).toBe(400);
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('refuses an event signed more than 300 seconds ago with 400 and changes nothing', async () => {
    const order = await orderPayingWithStripe();
    const event = stripeEvent('payment_intent.succeeded', order.intent);
    const body = JSON.stringify(event);

    const response = await postStripeEvent(event, await stripeSignature(body, Math.floor(Date.now() / 1000) - 301));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Stripe-Signature: is too old' });
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('answers a replayed event 200, applies it once and records its id once', async () => {
    const order = await orderPayingWithStripe();
    const event = stripeEvent('payment_intent.succeeded', order.intent);
    await postStripeEvent(event);

    const replay = await postStripeEvent(event);

    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: 'replayed' });
    expect(await orderStatus(order.id)).toBe('paid');
    const recorded = await testDb().select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    expect(recorded).toHaveLength(1);
  });

  it('refuses an amount or currency other than the order’s with 409 and leaves the order pending', async () => {
    const order = await orderPayingWithStripe();

    const wrongAmount = await postStripeEvent(stripeEvent('payment_intent.succeeded', { ...order.intent, amount: 1 }));
    const wrongCurrency = await postStripeEvent(stripeEvent('payment_intent.succeeded', { ...order.intent, currency: 'eur' }));

    expect(wrongAmount.status).toBe(409);
    expect(wrongCurrency.status).toBe(409);
    expect(await wrongAmount.json()).toMatchObject({ code: 'amount_mismatch' });
    expect(await orderStatus(order.id)).toBe('pending');
    // Staff see why on the order card.
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'pending', problem: expect.stringContaining('amount_mismatch') }),
    ]);
  });

  it('answers an intent the shop never started with 404 and changes nothing', async () => {
    const order = await orderPayingWithStripe();

    const response = await postStripeEvent(stripeEvent('payment_intent.succeeded', { ...order.intent, id: 'pi_not_ours' }));

    expect(response.status).toBe(404);
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('takes the stock back and marks the order paid when its payment succeeds after it failed and the stock is still there', async () => {
    const order = await orderPayingWithStripe();
    await failOrder(testDb(), order.id);
    expect(await stockOf(order.product.id)).toBe(order.product.stock + 2);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const response = await postStripeEvent(stripeEvent('payment_intent.succeeded', order.intent));

    expect(response.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await stockOf(order.product.id)).toBe(order.product.stock);
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: 'succeeded', lateOutcome: null });
    expect(intents.get(order.intent.id)?.refunds).toBeUndefined();
  });

  it('refunds the payment through Stripe when it succeeds after its order failed and the stone was sold again', async () => {
    const order = await orderPayingWithStripe();
    await failOrder(testDb(), order.id);
    await sellEverything(order.product.id);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const response = await postStripeEvent(stripeEvent('payment_intent.succeeded', order.intent));

    expect(response.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('failed');
    expect(await stockOf(order.product.id)).toBe(0);
    expect(intents.get(order.intent.id)?.refunds).toBe(1);
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: 'succeeded', lateOutcome: 'refunded' });
  });

  it('puts the payment on the Needs attention list when the stone was sold again and Stripe refuses the refund', async () => {
    const order = await orderPayingWithStripe();
    stubStripe({ refundsFail: true });
    intents.set(order.intent.id, { status: 'succeeded', amount: order.intent.amount, currency: 'usd' });
    await failOrder(testDb(), order.id);
    await sellEverything(order.product.id);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const response = await postStripeEvent(stripeEvent('payment_intent.succeeded', order.intent));

    expect(response.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('failed');
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: 'succeeded', lateOutcome: 'needs_attention' });
  });

  it('acknowledges an event type the shop does not handle', async () => {
    const order = await orderPayingWithStripe();

    const response = await postStripeEvent(stripeEvent('payment_intent.created', order.intent));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await orderStatus(order.id)).toBe('pending');
  });
});
