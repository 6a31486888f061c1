import { afterEach, describe, expect, it, vi } from 'vitest';
import { wholeShillings } from '#schema/money.ts';
import type { PlacedOrderAnswer } from '#schema/orders-api.ts';
import { FALLBACK_KES_PER_USD } from '#worker/services/pricing/kes-rate.ts';
import {
  insertOrder,
  insertStone,
  orderBody,
  orderStatus,
  paymentsOf,
  postOrder,
  STATEMENTS_BEFORE_PROVIDER,
  stockOf,
} from '#worker/test/checkout-fixtures.ts';
import { callFailingAt } from '#worker/test/faulty-d1.ts';
import {
  CALLBACK_TOKEN,
  callWithEnv,
  DARAJA_ENV,
  fakeFetch,
  json,
  postStkCallback,
  stkCallback,
  type RecordedCall,
} from '#worker/test/payment-providers.ts';

const KES_PER_USD = 129.37;

/** Daraja's documented answers, and the exchange-rate upstream's (RATES_URL) with a KES rate. */
function answers(url: string, call: RecordedCall) {
  if (url.includes('/oauth/v1/generate')) return json({ access_token: 'sandbox-token', expires_in: '3599' });
  if (url.endsWith('/mpesa/stkpush/v1/processrequest')) {
    const suffix = JSON.parse(call.body).AccountReference as string;
    return json({
      MerchantRequestID: `29115-${suffix}`,
      CheckoutRequestID: `ws_CO_${suffix}`,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
  }
  if (url.endsWith('/latest/USD')) return json({ base: 'USD', rates: { USD: 1, KES: KES_PER_USD } });
  return undefined;
}

function stubDaraja() {
  const fake = fakeFetch(answers);
  vi.stubGlobal('fetch', fake.fetcher);
  return fake.calls;
}

const pushesOf = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.url.endsWith('/mpesa/stkpush/v1/processrequest'))
    .map((call) => JSON.parse(call.body) as Record<string, unknown>);

type PayableOrder = { id: string; totalAmount: number; session: string };

/** POST /api/mpesa/initiate as the checkout sends it, in the order's own visitor session. */
const initiateRequest = (order: PayableOrder, phoneNumber = '+254712345678'): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-session-id': order.session },
  body: JSON.stringify({ amount: order.totalAmount, phoneNumber, orderId: order.id, description: 'Gemstone purchase' }),
});

const initiate = (order: PayableOrder, phoneNumber?: string, env: Record<string, string> = DARAJA_ENV) =>
  callWithEnv(env, '/api/mpesa/initiate', initiateRequest(order, phoneNumber));

/** An order whose STK push Daraja accepted: 2 x 25.00 USD, so 6469 shillings at 129.37. */
async function orderAwaitingPin() {
  stubDaraja();
  const order = await insertOrder({ price: 2500, quantity: 2, paymentMethod: 'mpesa' });
  const answer = await (await initiate(order)).json<{ checkoutRequestID: string }>();
  return { ...order, checkoutRequestId: answer.checkoutRequestID };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('POST /api/mpesa/initiate with Daraja', () => {
  it('sends the STK push for the order in whole shillings and answers its MerchantRequestID and CheckoutRequestID', async () => {
    const calls = stubDaraja();
    const order = await insertOrder({ price: 2500, quantity: 2, paymentMethod: 'mpesa' });

    const response = await initiate(order);

    expect(response.status).toBe(200);
    const reference = order.id.replace(/-/g, '').slice(0, 12);
    expect(await response.json()).toEqual({
      success: true,
      merchantRequestID: `29115-${reference}`,
      checkoutRequestID: `ws_CO_${reference}`,
    });
    expect(calls.find((call) => call.url.includes('/stkpush/'))?.url).toBe(
      'https://sandbox.safaricom.co.ke/mpesa/stkpush/v1/processrequest',
    );
    expect(pushesOf(calls)[0]).toMatchObject({
      Amount: 6469,
      AccountReference: reference,
      CallBackURL: `${DARAJA_ENV.DARAJA_CALLBACK_URL}/${order.id}`,
    });
    expect((await paymentsOf(order.id))[0]).toMatchObject({
      provider: 'daraja',
      status: 'pending',
      providerSecondaryRef: `ws_CO_${reference}`,
      chargedAmount: 6469,
      chargedCurrency: 'KES',
      confirmAt: null,
    });
  });

  it('pushes the shillings the order locked at checkout, not the rate of the moment it is paid', async () => {
    // Placed while the rates service is down: locked at the fallback rate, shown to the shopper before paying.
    const stone = await insertStone({ price: 2500, stock: 2 });
    const session = crypto.randomUUID();
    const placed = await (
      await postOrder(session, orderBody([{ product: stone, quantity: 2 }], 'USD', { paymentMethod: 'mpesa' }))
    ).json<PlacedOrderAnswer>();
    const calls = stubDaraja();

    const response = await initiate({ id: placed.id, totalAmount: 5000, session });

    expect(response.status).toBe(200);
    expect(placed.kesAmount).toBe(wholeShillings(5000, FALLBACK_KES_PER_USD));
    expect(pushesOf(calls)[0]).toMatchObject({ Amount: placed.kesAmount });
    expect((await paymentsOf(placed.id))[0]).toMatchObject({ chargedAmount: placed.kesAmount, chargedCurrency: 'KES' });
  });

  it.each([
    ['+254712345678', '254712345678'],
    ['0712345678', '254712345678'],
    ['0712 345-678', '254712345678'],
    ['0112345678', '254112345678'],
    ['254112345678', '254112345678'],
  ])('sends %s as %s', async (phone, sent) => {
    const calls = stubDaraja();
    const order = await insertOrder({ paymentMethod: 'mpesa' });

    expect((await initiate(order, phone)).status).toBe(200);

    expect(pushesOf(calls)[0]).toMatchObject({ PartyA: sent, PhoneNumber: sent });
  });

  it('uses the production base URL when DARAJA_ENV is production', async () => {
    const calls = stubDaraja();
    const order = await insertOrder({ paymentMethod: 'mpesa' });

    await initiate(order, '0712345678', { ...DARAJA_ENV, DARAJA_ENV: 'production' });

    expect(
      calls.filter((call) => call.url.includes('safaricom')).every((call) => call.url.startsWith('https://api.safaricom.co.ke/')),
    ).toBe(true);
  });
});

describe('a paybill or a till (DARAJA_TRANSACTION_TYPE, DARAJA_TILL_NUMBER)', () => {
  it('pays a till with Buy Goods when DARAJA_TILL_NUMBER is set: the till receives, the store number signs', async () => {
    const calls = stubDaraja();
    const order = await insertOrder({ paymentMethod: 'mpesa' });

    expect((await initiate(order, undefined, { ...DARAJA_ENV, DARAJA_TILL_NUMBER: '5678901' })).status).toBe(200);

    expect(pushesOf(calls)[0]).toMatchObject({
      BusinessShortCode: '174379',
      TransactionType: 'CustomerBuyGoodsOnline',
      PartyB: '5678901',
    });
  });

  it('pays a paybill by default, and as DARAJA_TRANSACTION_TYPE names it', async () => {
    const calls = stubDaraja();
    const first = await insertOrder({ paymentMethod: 'mpesa' });
    const second = await insertOrder({ paymentMethod: 'mpesa' });

    await initiate(first);
    await initiate(second, undefined, { ...DARAJA_ENV, DARAJA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline' });

    expect(pushesOf(calls).map(({ TransactionType, PartyB }) => ({ TransactionType, PartyB }))).toEqual([
      { TransactionType: 'CustomerPayBillOnline', PartyB: '174379' },
      { TransactionType: 'CustomerBuyGoodsOnline', PartyB: '174379' },
    ]);
  });

  it('takes no M-Pesa payment with a DARAJA_TRANSACTION_TYPE Daraja does not know, and says why in the log', async () => {
    const calls = stubDaraja();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const order = await insertOrder({ paymentMethod: 'mpesa' });

    const response = await initiate(order, undefined, { ...DARAJA_ENV, DARAJA_TRANSACTION_TYPE: 'BuyGoods' });

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'payment_method_unavailable' });
    expect(pushesOf(calls)).toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ event: 'config.daraja_transaction_type_invalid', value: 'BuyGoods' }));
  });
});

describe('POST /api/mpesa/callback/<token>', () => {
  it('marks the order paid on ResultCode 0 with the pushed amount, and records the M-Pesa receipt number', async () => {
    const order = await orderAwaitingPin();

    const response = await postStkCallback(stkCallback(order.checkoutRequestId, 0, 6469, 'NLJ7RT61SV'));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await orderStatus(order.id)).toBe('paid');
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: 'succeeded', receiptNumber: 'NLJ7RT61SV' });
  });

  it.each([
    [1032, 'cancelled'],
    [1037, 'unreachable'],
    [2001, 'failed'],
  ])('fails the order on ResultCode %i (%s) and returns its stock', async (resultCode, reason) => {
    const order = await orderAwaitingPin();

    const response = await postStkCallback(stkCallback(order.checkoutRequestId, resultCode));

    expect(response.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('failed');
    expect(await stockOf(order.product.id)).toBe(order.product.stock + 2);
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: 'failed', failureReason: reason });
  });

  it('answers 200 for an unknown CheckoutRequestID and changes nothing', async () => {
    const order = await orderAwaitingPin();

    const response = await postStkCallback(stkCallback('ws_CO_not_ours', 0, 6469));

    expect(response.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('answers 404 to a wrong path token and changes nothing', async () => {
    const order = await orderAwaitingPin();

    const response = await postStkCallback(stkCallback(order.checkoutRequestId, 0, 6469), 'cb-guessed');

    expect(response.status).toBe(404);
    expect(await orderStatus(order.id)).toBe('pending');
  });

  it('does not mark the order paid when the amount differs from the push, and flags it for staff', async () => {
    const order = await orderAwaitingPin();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const response = await postStkCallback(stkCallback(order.checkoutRequestId, 0, 1));

    expect(response.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('pending');
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: 'pending', problem: expect.stringContaining('amount_mismatch') });
  });

  it('applies a duplicate callback once: a failure after the payment succeeded changes nothing', async () => {
    const order = await orderAwaitingPin();
    await postStkCallback(stkCallback(order.checkoutRequestId, 0, 6469));
    const stockAfterPayment = await stockOf(order.product.id);

    const duplicate = await postStkCallback(stkCallback(order.checkoutRequestId, 0, 6469, 'OTHER00000'));
    const late = await postStkCallback(stkCallback(order.checkoutRequestId, 1032));

    expect([duplicate.status, late.status]).toEqual([200, 200]);
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await stockOf(order.product.id)).toBe(stockAfterPayment);
    expect((await paymentsOf(order.id))[0]).toMatchObject({ status: 'succeeded', receiptNumber: 'NLJ7RT61SV' });
  });

  it('answers 200 to a body of another shape and changes nothing', async () => {
    const order = await orderAwaitingPin();

    const response = await postStkCallback({ hello: 'world' });

    expect(response.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('pending');
  });
});

/**
 * A push Daraja accepted whose answer D1 then failed to record (the first statement after the push failed, rolling its
 * batch back): a 500, and the attempt keeps its claim. Also returns the push as Daraja received it.
 */
async function pushNotRecorded() {
  const calls = stubDaraja();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const order = await insertOrder({ price: 2500, quantity: 2, paymentMethod: 'mpesa' });
  const { response } = await callFailingAt(STATEMENTS_BEFORE_PROVIDER + 1, '/api/mpesa/initiate', initiateRequest(order), DARAJA_ENV);
  expect(response.status).toBe(500);
  // The claim holds what the push asks, before the push: its callback is checked against it.
  expect(await paymentsOf(order.id)).toEqual([
    expect.objectContaining({
      status: 'pending',
      providerRef: expect.stringMatching(/^claim:/),
      chargedAmount: 6469,
      chargedCurrency: 'KES',
    }),
  ]);
  const push = pushesOf(calls).at(-1)!;
  return {
    ...order,
    callbackPath: new URL(push.CallBackURL as string).pathname,
    checkoutRequestId: `ws_CO_${push.AccountReference as string}`,
  };
}

describe('an STK push that Daraja accepted but was not recorded (D1 failed in between)', () => {
  it('is settled by its callback, which names the order in its address, with the receipt and the amount M-Pesa took', async () => {
    const order = await pushNotRecorded();
    expect(order.callbackPath).toBe(`/api/mpesa/callback/${CALLBACK_TOKEN}/${order.id}`);

    const response = await postStkCallback(stkCallback(order.checkoutRequestId, 0, 6469, 'NLJ7RT61SV'), CALLBACK_TOKEN, order.callbackPath);

    expect(response.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        providerSecondaryRef: order.checkoutRequestId,
        receiptNumber: 'NLJ7RT61SV',
        chargedAmount: 6469,
        chargedCurrency: 'KES',
      }),
    ]);
  });

  it('is not paid by a callback for less than the push asked (1 KES), which is flagged for staff (issue 21, item 15)', async () => {
    const order = await pushNotRecorded();

    const response = await postStkCallback(stkCallback(order.checkoutRequestId, 0, 1, 'NLJ7RT61SV'), CALLBACK_TOKEN, order.callbackPath);

    expect(response.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('pending');
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({
        status: 'pending',
        chargedAmount: 6469,
        receiptNumber: null,
        problem: expect.stringContaining('amount_mismatch'),
      }),
    ]);
  });

  it('fails the order and returns its stock when the shopper cancels the prompt', async () => {
    const order = await pushNotRecorded();

    await postStkCallback(stkCallback(order.checkoutRequestId, 1032), CALLBACK_TOKEN, order.callbackPath);

    expect(await orderStatus(order.id)).toBe('failed');
    expect(await stockOf(order.product.id)).toBe(order.product.stock + 2);
  });

  it('is not found by a callback naming another order, or none', async () => {
    const order = await pushNotRecorded();
    const other = await insertOrder();

    await postStkCallback(
      stkCallback(order.checkoutRequestId, 0, 6469),
      CALLBACK_TOKEN,
      `/api/mpesa/callback/${CALLBACK_TOKEN}/${other.id}`,
    );
    await postStkCallback(stkCallback(order.checkoutRequestId, 0, 6469));

    expect(await orderStatus(order.id)).toBe('pending');
    expect(await orderStatus(other.id)).toBe('pending');
  });
});
