import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderPayments } from '#schema/tables.ts';
import { sweepOrders } from '#worker/services/sweep/sweep.ts';
import { insertOrder, orderStatus } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';
import { DARAJA_ENV, fakeFetch, json } from '#worker/test/payment-providers.ts';
import { CALLBACK_GRACE_MS } from './stk-sweep.ts';

/**
 * A pending Daraja push for a fresh order, started `ageMs` ago, whose callback never came. `recorded: false`: D1 failed
 * before the push's answer was stored, so the attempt still holds its claim and has no CheckoutRequestID.
 */
async function silentPush(ageMs: number, { recorded = true } = {}) {
  const order = await insertOrder({ paymentMethod: 'mpesa' });
  const checkoutRequestId = `ws_CO_${crypto.randomUUID()}`;
  await testDb()
    .insert(orderPayments)
    .values({
      orderId: order.id,
      provider: 'daraja',
      method: 'mpesa',
      providerRef: recorded ? `29115-${crypto.randomUUID()}` : `claim:${crypto.randomUUID()}`,
      providerSecondaryRef: recorded ? checkoutRequestId : null,
      amount: order.totalAmount,
      currency: order.currency,
      chargedAmount: 6469,
      chargedCurrency: 'KES',
      createdAt: new Date(Date.now() - ageMs),
    });
  return { ...order, checkoutRequestId };
}

/** Daraja's STK Push Query answers (https://developer.safaricom.co.ke, "M-Pesa Express Query"), per CheckoutRequestID. */
function queryAnswers(results: Record<string, number | 'processing'>) {
  return fakeFetch((url, call) => {
    if (url.includes('/oauth/v1/generate')) return json({ access_token: 'sandbox-token', expires_in: '3599' });
    if (!url.endsWith('/mpesa/stkpushquery/v1/query')) return undefined;
    const { CheckoutRequestID } = JSON.parse(call.body) as { CheckoutRequestID: string };
    const result = results[CheckoutRequestID];
    if (result === undefined || result === 'processing') {
      return json({ requestId: '1', errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' }, 500);
    }
    return json({
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: '22205-34066-1',
      CheckoutRequestID,
      ResultCode: String(result),
      ResultDesc: result === 0 ? 'The service request is processed successfully.' : 'Request cancelled by user',
    });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Cron sweep with Daraja', () => {
  it('settles a push whose callback never came by the STK Push Query: paid, cancelled, or still processing', async () => {
    const paid = await silentPush(CALLBACK_GRACE_MS + 1000);
    const cancelled = await silentPush(CALLBACK_GRACE_MS + 1000);
    const processing = await silentPush(CALLBACK_GRACE_MS + 1000);
    const fake = queryAnswers({
      [paid.checkoutRequestId]: 0,
      [cancelled.checkoutRequestId]: 1032,
      [processing.checkoutRequestId]: 'processing',
    });

    await sweepOrders({ ...env, ...DARAJA_ENV }, fake.fetcher);

    expect(await orderStatus(paid.id)).toBe('paid');
    expect(await orderStatus(cancelled.id)).toBe('failed');
    expect(await orderStatus(processing.id)).toBe('pending');
    const query = fake.calls.find((call) => call.body.includes(paid.checkoutRequestId));
    expect(JSON.parse(query?.body ?? '')).toMatchObject({ BusinessShortCode: '174379', CheckoutRequestID: paid.checkoutRequestId });
  });

  it('asks about a recorded push even behind more unrecorded ones than one sweep queries', async () => {
    for (let i = 0; i < 30; i += 1) await silentPush(CALLBACK_GRACE_MS + 60_000 + i, { recorded: false });
    const paid = await silentPush(CALLBACK_GRACE_MS + 1000);
    const fake = queryAnswers({ [paid.checkoutRequestId]: 0 });

    await sweepOrders({ ...env, ...DARAJA_ENV }, fake.fetcher);

    expect(await orderStatus(paid.id)).toBe('paid');
  });

  it('asks each push at most every 5 minutes, oldest first, so pushes that never resolve do not starve a newer one', async () => {
    const stuck = [];
    for (let i = 0; i < 30; i += 1) stuck.push(await silentPush(CALLBACK_GRACE_MS + 10 * 60_000 - i * 1000));
    const newest = await silentPush(CALLBACK_GRACE_MS + 1000);
    const fake = queryAnswers({ [newest.checkoutRequestId]: 0 });
    const now = Date.now();

    await sweepOrders({ ...env, ...DARAJA_ENV }, fake.fetcher, now);
    expect(await orderStatus(newest.id)).toBe('pending');
    await sweepOrders({ ...env, ...DARAJA_ENV }, fake.fetcher, now + 60_000);

    expect(await orderStatus(newest.id)).toBe('paid');
    const queries = fake.calls.filter((call) => call.url.endsWith('/mpesa/stkpushquery/v1/query'));
    const asked = queries.map((call) => (JSON.parse(call.body) as { CheckoutRequestID: string }).CheckoutRequestID);
    expect(asked.slice(0, 25)).toEqual(stuck.slice(0, 25).map((push) => push.checkoutRequestId));
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('leaves a push younger than the grace period to its callback', async () => {
    const recent = await silentPush(10_000);
    const fake = queryAnswers({ [recent.checkoutRequestId]: 0 });

    await sweepOrders({ ...env, ...DARAJA_ENV }, fake.fetcher);

    expect(await orderStatus(recent.id)).toBe('pending');
    expect(fake.calls.some((call) => call.body.includes(recent.checkoutRequestId))).toBe(false);
  });

  it('asks Daraja nothing when Daraja is not configured', async () => {
    const silent = await silentPush(CALLBACK_GRACE_MS + 1000);
    const fake = queryAnswers({ [silent.checkoutRequestId]: 0 });

    await sweepOrders(env, fake.fetcher);

    expect(fake.calls).toHaveLength(0);
    const [payment] = await testDb().select().from(orderPayments).where(eq(orderPayments.orderId, silent.id));
    expect(payment?.status).toBe('pending');
  });
});

describe('the Cron sweep tells a Daraja that refuses the shop apart from one still processing', () => {
  /** Daraja refusing the shop's credentials: OAuth answers "Invalid Authentication" to a wrong consumer key or secret. */
  const refusingCredentials = () =>
    fakeFetch((url) =>
      url.includes('/oauth/v1/generate')
        ? json({ requestId: '1', errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' }, 400)
        : undefined,
    );

  it('logs bad credentials loudly and records them on the attempt for staff, settling nothing', async () => {
    const silent = await silentPush(CALLBACK_GRACE_MS + 1000);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A key of its own: the isolate keeps the tokens other tests were given.
    const revoked = { ...env, ...DARAJA_ENV, DARAJA_CONSUMER_KEY: `revoked-${crypto.randomUUID()}` };

    await sweepOrders(revoked, refusingCredentials().fetcher);
    await sweepOrders(revoked, refusingCredentials().fetcher);

    expect(await orderStatus(silent.id)).toBe('pending');
    const [payment] = await testDb().select().from(orderPayments).where(eq(orderPayments.orderId, silent.id));
    expect(payment).toMatchObject({ status: 'pending', problem: expect.stringMatching(/^Daraja configuration: .*Invalid Authentication/) });
    // Once per problem, not once per sweep.
    const attentionLines = logged.mock.calls.filter(([line]) =>
      expect.objectContaining({ event: 'payment.needs_attention', orderId: silent.id }).asymmetricMatch(line),
    );
    expect(attentionLines).toHaveLength(1);
  });

  it('waits quietly through a transient failure: nothing recorded, asked again next sweep', async () => {
    const silent = await silentPush(CALLBACK_GRACE_MS + 1000);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = fakeFetch((url) =>
      url.includes('/oauth/v1/generate') ? json({ access_token: 'sandbox-token', expires_in: '3599' }) : new Response('', { status: 503 }),
    );

    await sweepOrders({ ...env, ...DARAJA_ENV }, down.fetcher);

    const [payment] = await testDb().select().from(orderPayments).where(eq(orderPayments.orderId, silent.id));
    expect(payment).toMatchObject({ status: 'pending', problem: null });
    expect(warned).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'mpesa.stk_query_failed', checkoutRequestId: silent.checkoutRequestId }),
    );
  });

  it('does not settle a paid answer for a push whose charge was never recorded, and flags it', async () => {
    const silent = await silentPush(CALLBACK_GRACE_MS + 1000);
    await testDb().update(orderPayments).set({ chargedAmount: null, chargedCurrency: null }).where(eq(orderPayments.orderId, silent.id));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await sweepOrders({ ...env, ...DARAJA_ENV }, queryAnswers({ [silent.checkoutRequestId]: 0 }).fetcher);

    expect(await orderStatus(silent.id)).toBe('pending');
    const [payment] = await testDb().select().from(orderPayments).where(eq(orderPayments.orderId, silent.id));
    expect(payment?.problem).toContain('amount_mismatch');
  });
});
