import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '#schema/orders-api.ts';
import type { OrderPage } from '#schema/staff-lists-api.ts';
import { orderLines, orderPayments, orders, paymentDetails } from '#schema/tables.ts';
import { failOrder } from '#worker/services/orders/order-expiry.ts';
import { settleDuePayments } from '#worker/services/payments/payments.ts';
import { simulatedProvider } from '#worker/services/payments/simulated-provider.ts';
import {
  adminCookie,
  cardSessionBody,
  detailsOf,
  insertOrder,
  insertStone,
  markPaid,
  mpesaDetailsBody,
  mpesaStartBody,
  orderBody,
  orderRow,
  paymentsOf,
  postJson,
  postOrder,
  stockOf,
  sessionOf,
} from '#worker/test/checkout-fixtures.ts';
import { call } from '#worker/test/app.ts';
import { testDb } from '#worker/test/factories.ts';

type Order = Awaited<ReturnType<typeof insertOrder>>;

const CARD_REFUSED = {
  error: 'Card numbers and security codes must never be sent to the shop; send the last four digits only',
  code: 'card_data_refused',
};

/** docs/design.md §4: a card number is one however it is written (schema/card-data.ts). */
const OBFUSCATED_CARD_NUMBERS = [
  { label: 'dots', text: '4111.1111.1111.1111' },
  { label: 'slashes', text: '4111/1111/1111/1111' },
  { label: 'double spaces', text: 'AMANI 4111  1111  1111  1111' },
  { label: 'underscores', text: '4111_1111_1111_1111' },
  { label: 'a run inside a word', text: 'card4111111111111111x' },
  { label: 'full-width digits', text: '４１１１１１１１１１１１１１１１' },
];

/** Everything the payment and order tables hold, as text, to prove a card number never reached D1. */
async function everythingStored(): Promise<string> {
  const db = testDb();
  const [a, b, c, d] = await Promise.all([
    db.select().from(orderPayments),
    db.select().from(paymentDetails),
    db.select().from(orders),
    db.select().from(orderLines),
  ]);
  return JSON.stringify([a, b, c, d]);
}

/** A card session for `order` whose paymentDetails carry `details` on top of valid ones. */
function postCardSessionWith(order: { id: string; totalAmount: number; session: string }, details: Record<string, unknown>) {
  const body = cardSessionBody(order.id, order.totalAmount);
  return postJson('/api/visa/create-session', { ...body, paymentDetails: { ...body.paymentDetails, ...details } }, sessionOf(order));
}

describe('POST /api/visa/create-session', () => {
  it('answers 200 {success, paymentIntentId}, records a pending simulated payment and keeps only the last four digits', async () => {
    const order = await insertOrder({ price: 2500, quantity: 2 });
    const before = Date.now();

    const response = await postJson('/api/visa/create-session', cardSessionBody(order.id, 5000), sessionOf(order));

    expect(response.status).toBe(200);
    const answer = await response.json<{ success: boolean; paymentIntentId: string }>();
    expect(answer).toEqual({ success: true, paymentIntentId: expect.stringMatching(/^pi_sim_[0-9a-f]{24}$/) });
    const [payment, ...others] = await paymentsOf(order.id);
    expect(others).toEqual([]);
    expect(payment).toEqual({
      id: expect.any(Number),
      orderId: order.id,
      provider: 'simulated',
      method: 'visa',
      providerRef: answer.paymentIntentId,
      providerSecondaryRef: null,
      amount: 5000,
      currency: 'USD',
      status: 'pending',
      confirmAt: expect.any(Date),
      chargedAmount: null,
      chargedCurrency: null,
      receiptNumber: null,
      cardLast4: null,
      failureReason: null,
      lateOutcome: null,
      queriedAt: null,
      problem: null,
      createdAt: expect.any(Date),
    });
    // docs/product.md §4: the simulated card payment confirms 2 s after it starts.
    expect(payment!.confirmAt!.getTime() - before).toBeGreaterThanOrEqual(2000);
    expect(payment!.confirmAt!.getTime() - before).toBeLessThan(4000);
    expect(await detailsOf(order.id)).toEqual([
      {
        id: expect.any(Number),
        orderId: order.id,
        paymentMethod: 'visa',
        customerEmail: 'amani@example.com',
        customerName: 'Amani Otieno',
        customerPhone: '+254 712 345 678',
        cardHolderName: 'AMANI OTIENO',
        cardLast4: '4242',
        expiryMonth: '12',
        expiryYear: '30',
        billingStreet: '12 Moi Avenue',
        billingCity: 'Nairobi',
        billingState: 'Nairobi County',
        billingPostalCode: '00100',
        billingCountry: 'KE',
        mpesaPhoneNumber: null,
        mpesaAccountReference: null,
        mpesaTransactionDescription: null,
        createdAt: expect.any(Date),
      },
    ]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentMethod: 'visa' });
  });

  it('charges a EUR order in euro cents: the payment row holds the order total and currency', async () => {
    const order = await insertOrder({ price: 1999, quantity: 3, currency: 'EUR' });
    expect(order.totalAmount).toBe(5097);

    const response = await postJson('/api/visa/create-session', cardSessionBody(order.id, 5097, 'EUR'), sessionOf(order));

    expect(response.status).toBe(200);
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ amount: 5097, currency: 'EUR', status: 'pending' })]);
  });

  it.each([
    { label: 'a card number of four stars', details: { cardNumber: '****' }, error: /^paymentDetails\.cardNumber: must be masked/ },
    { label: 'expiry month 13', details: { expiryMonth: '13' }, error: /^paymentDetails\.expiryMonth: / },
  ])('refuses paymentDetails with $label: 400 {error} and records nothing', async ({ details, error }) => {
    const order = await insertOrder();
    const response = await postCardSessionWith(order, details);

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(error), code: 'invalid_input' });
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await detailsOf(order.id)).toEqual([]);
  });

  it('never files the card details under another order than the one being paid', async () => {
    const paid = await insertOrder();
    const other = await insertOrder();
    const body = cardSessionBody(paid.id, paid.totalAmount);

    const response = await postJson(
      '/api/visa/create-session',
      {
        ...body,
        paymentDetails: { ...body.paymentDetails, orderId: other.id },
      },
      sessionOf(paid),
    );

    // Today the session is accepted and the card holder's name, last four digits and address land on the other order.
    expect(await detailsOf(other.id)).toEqual([]);
    // Refusing the mismatch (400) or filing the details under the paid order are both fine.
    if (response.status === 200) expect(await detailsOf(paid.id)).toHaveLength(1);
    else expect(response.status).toBe(400);
  });
});

describe('POST /api/mpesa/initiate', () => {
  it.each(['+254712345678', '254712345678', '0712345678', '0112345678', '712345678'])(
    'accepts the Kenyan number %s: 200 {success, merchantRequestID} and a pending simulated M-Pesa payment',
    async (phoneNumber) => {
      const order = await insertOrder({ price: 1500, quantity: 1, paymentMethod: 'visa' });

      const response = await postJson('/api/mpesa/initiate', mpesaStartBody(order.id, 1500, { phoneNumber }), sessionOf(order));

      expect(response.status).toBe(200);
      const answer = await response.json<{ success: boolean; merchantRequestID: string; checkoutRequestID: string }>();
      expect(answer).toEqual({
        success: true,
        merchantRequestID: expect.stringMatching(/^ws_MR_sim_[0-9a-f]{24}$/),
        checkoutRequestID: expect.stringMatching(/^ws_CO_sim_[0-9a-f]{24}$/),
      });
      expect(await paymentsOf(order.id)).toEqual([
        expect.objectContaining({
          provider: 'simulated',
          method: 'mpesa',
          providerRef: answer.merchantRequestID,
          providerSecondaryRef: answer.checkoutRequestID,
          amount: 1500,
          currency: 'USD',
          status: 'pending',
        }),
      ]);
      // The order now says how the shopper chose to pay.
      expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentMethod: 'mpesa' });
    },
  );

  it.each([
    { label: '8 after the prefix', phoneNumber: '+254812345678' },
    { label: 'one digit too many', phoneNumber: '07123456789' },
    { label: 'one digit too few', phoneNumber: '071234567' },
    { label: 'a Tanzanian prefix', phoneNumber: '+255712345678' },
    { label: 'empty', phoneNumber: '' },
    { label: 'letters', phoneNumber: 'abcd' },
  ])('refuses the number $phoneNumber ($label) with 400 naming phoneNumber and records nothing', async ({ phoneNumber }) => {
    const order = await insertOrder({ price: 1500, quantity: 1 });

    const response = await postJson('/api/mpesa/initiate', mpesaStartBody(order.id, 1500, { phoneNumber }), sessionOf(order));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'phoneNumber: must be a Kenyan mobile number, e.g. +254712345678',
      code: 'invalid_input',
    });
    expect(await paymentsOf(order.id)).toEqual([]);
  });
});

describe('payments are checked against the order (both methods)', () => {
  const methods = [
    { method: 'visa', path: '/api/visa/create-session', body: (id: string, amount: number) => cardSessionBody(id, amount) },
    { method: 'mpesa', path: '/api/mpesa/initiate', body: (id: string, amount: number) => mpesaStartBody(id, amount) },
  ];
  const failures = [
    {
      label: 'an amount one cent below the order total',
      status: 409,
      error: 'The amount does not match the order total',
      code: 'amount_mismatch',
      arrange: async () => {
        const order = await insertOrder();
        return { orderId: order.id, amount: order.totalAmount - 1, session: order.session };
      },
    },
    {
      label: 'an amount one cent above the order total',
      status: 409,
      error: 'The amount does not match the order total',
      code: 'amount_mismatch',
      arrange: async () => {
        const order = await insertOrder();
        return { orderId: order.id, amount: order.totalAmount + 1, session: order.session };
      },
    },
    {
      label: 'an order id that does not exist',
      status: 404,
      error: 'Order not found',
      code: 'not_found',
      arrange: async () => ({ orderId: crypto.randomUUID(), amount: 5000, session: crypto.randomUUID() }),
    },
    {
      label: 'an order that is already paid',
      status: 409,
      error: 'This order is already paid',
      code: 'order_paid',
      arrange: async () => {
        const order = await insertOrder();
        await markPaid(order.id);
        return { orderId: order.id, amount: order.totalAmount, session: order.session };
      },
    },
    {
      label: 'an order that failed and gave its stock back',
      status: 409,
      error: 'This order was cancelled; please place it again',
      code: 'order_cancelled',
      arrange: async () => {
        const order = await insertOrder();
        await failOrder(testDb(), order.id);
        return { orderId: order.id, amount: order.totalAmount, session: order.session };
      },
    },
  ];
  const cases = methods.flatMap((m) => failures.map((f) => ({ ...m, ...f })));

  it.each(cases)(
    '$method: $label answers $status {error, code} and records nothing',
    async ({ path, body, status, error, code, arrange }) => {
      const { orderId, amount, session } = await arrange();

      const response = await postJson(path, body(orderId, amount), { 'x-session-id': session });

      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error, code });
      expect(await paymentsOf(orderId)).toEqual([]);
      expect(await detailsOf(orderId)).toEqual([]);
    },
  );
});

describe('a payment provider that fails: the order is cancelled and gives its stock back', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    { method: 'visa', start: 'startCardPayment', path: '/api/visa/create-session', body: cardSessionBody },
    { method: 'mpesa', start: 'startMobilePayment', path: '/api/mpesa/initiate', body: mpesaStartBody },
  ] as const)('$method: answers 502 {error, code}, fails the order and returns its stock', async ({ start, path, body }) => {
    const order = await insertOrder({ price: 2500, quantity: 2 });
    expect(await stockOf(order.product.id)).toBe(48);
    vi.spyOn(simulatedProvider, start).mockRejectedValueOnce(new Error('provider unreachable'));

    const response = await postJson(path, body(order.id, order.totalAmount), sessionOf(order));

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'The payment could not be started. Your order was cancelled; please place it again.',
      code: 'payment_provider_failed',
    });
    expect(await orderRow(order.id)).toMatchObject({ status: 'failed', paidAt: null });
    expect(await stockOf(order.product.id)).toBe(50);
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await detailsOf(order.id)).toEqual([]);

    // Paying it again is refused: its stock is no longer held for it.
    const again = await postJson(path, body(order.id, order.totalAmount), sessionOf(order));
    expect(again.status).toBe(409);
    expect(await stockOf(order.product.id)).toBe(50);
  });
});

describe('the simulated provider confirms by time (docs/product.md §4, docs/design.md §5)', () => {
  it('shows the order paid in GET /api/admin/orders about 2 s after a card session started', async () => {
    const cookie = await adminCookie();
    const order = await insertOrder();
    const started = await postJson('/api/visa/create-session', cardSessionBody(order.id, order.totalAmount), sessionOf(order));
    expect(started.status).toBe(200);
    const { paymentIntentId } = await started.json<{ paymentIntentId: string }>();

    let seen: AdminOrder | undefined;
    // Paid after about 2 s; the rest is room for a busy machine.
    for (const deadline = Date.now() + 8000; Date.now() < deadline;) {
      const response = await call('/api/admin/orders?limit=100', { headers: { cookie } });
      expect(response.status).toBe(200);
      seen = (await response.json<OrderPage>()).items.find((o) => o.id === order.id);
      if (seen?.status === 'paid') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    expect(seen).toMatchObject({
      id: order.id,
      status: 'paid',
      payments: [{ provider: 'simulated', providerRef: paymentIntentId, status: 'succeeded', amount: order.totalAmount, currency: 'USD' }],
    });
    // The read wrote nothing; the start's own background work records it a moment after it came due.
    await expect.poll(async () => orderRow(order.id), { timeout: 3000 }).toMatchObject({ status: 'paid', paidAt: expect.any(Date) });
  });

  it.each([
    {
      method: 'visa',
      delayMs: 2000,
      start: (order: Order) => postJson('/api/visa/create-session', cardSessionBody(order.id, order.totalAmount), sessionOf(order)),
    },
    {
      method: 'mpesa',
      delayMs: 3000,
      start: (order: Order) => postJson('/api/mpesa/initiate', mpesaStartBody(order.id, order.totalAmount), sessionOf(order)),
    },
  ])(
    'settleDuePayments leaves a $method payment pending before $delayMs ms and marks it and its order paid after',
    async ({ delayMs, start }) => {
      const order = await insertOrder();
      const before = Date.now();
      expect((await start(order)).status).toBe(200);
      const db = testDb();

      await settleDuePayments(db, before + delayMs - 500);
      expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paidAt: null });
      expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'pending' })]);

      const settledAt = Date.now() + delayMs + 100;
      await settleDuePayments(db, settledAt);
      expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paidAt: new Date(settledAt) });
      expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);

      // Idempotent: settling again changes nothing, and the paid order refuses another payment.
      await settleDuePayments(db, settledAt + 60_000);
      expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paidAt: new Date(settledAt) });
      const again = await start(order);
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ error: 'This order is already paid', code: 'order_paid' });
    },
  );
});

describe('a payment starts only in the visitor session that placed the order (issue 21, item 9)', () => {
  const starts = [
    { endpoint: '/api/visa/create-session', body: (order: Order) => cardSessionBody(order.id, order.totalAmount) },
    { endpoint: '/api/mpesa/initiate', body: (order: Order) => mpesaStartBody(order.id, order.totalAmount) },
    { endpoint: '/api/payment-details', body: (order: Order) => mpesaDetailsBody(order.id) },
  ];

  it.each(starts)(
    '$endpoint answers 404 to another visitor session, as if the order did not exist, and stores nothing',
    async ({ endpoint, body }) => {
      const order = await insertOrder();

      const response = await postJson(endpoint, body(order), { 'x-session-id': crypto.randomUUID() });

      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Order not found', code: 'not_found' });
      expect(await paymentsOf(order.id)).toEqual([]);
      expect(await detailsOf(order.id)).toEqual([]);
      expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentMethod: 'visa' });
    },
  );

  it.each(starts)('$endpoint answers 400 naming x-session-id when no visitor session is sent', async ({ endpoint, body }) => {
    const order = await insertOrder();

    const response = await postJson(endpoint, body(order));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_input', params: { field: 'x-session-id' } });
    expect(await paymentsOf(order.id)).toEqual([]);
  });
});

describe('POST /api/payment-details (docs/product.md §7)', () => {
  it.each([
    { label: 'omitted', reference: undefined },
    { label: 'empty', reference: '' },
  ])('stores M-Pesa details with 201; an $label mpesaAccountReference defaults to the order id', async ({ reference }) => {
    const order = await insertOrder({ paymentMethod: 'mpesa' });

    const response = await postJson('/api/payment-details', mpesaDetailsBody(order.id, { mpesaAccountReference: reference }), {
      'x-session-id': order.session,
    });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true });
    expect(await detailsOf(order.id)).toEqual([
      {
        id: expect.any(Number),
        orderId: order.id,
        paymentMethod: 'mpesa',
        customerEmail: 'amani@example.com',
        customerName: 'Amani Otieno',
        customerPhone: '+254 712 345 678',
        cardHolderName: null,
        cardLast4: null,
        expiryMonth: null,
        expiryYear: null,
        billingStreet: null,
        billingCity: null,
        billingState: null,
        billingPostalCode: null,
        billingCountry: null,
        mpesaPhoneNumber: '254712345678',
        mpesaAccountReference: order.id,
        mpesaTransactionDescription: 'Payment for gemstones',
        createdAt: expect.any(Date),
      },
    ]);
  });

  it('keeps an mpesaAccountReference the shopper gave', async () => {
    const order = await insertOrder({ paymentMethod: 'mpesa' });

    const response = await postJson('/api/payment-details', mpesaDetailsBody(order.id, { mpesaAccountReference: 'GEMS-JUNE' }), {
      'x-session-id': order.session,
    });

    expect(response.status).toBe(201);
    expect(await detailsOf(order.id)).toEqual([expect.objectContaining({ mpesaAccountReference: 'GEMS-JUNE' })]);
  });

  it('answers 404 {error} for an order that does not exist and stores nothing', async () => {
    const orderId = crypto.randomUUID();

    const response = await postJson('/api/payment-details', mpesaDetailsBody(orderId), { 'x-session-id': crypto.randomUUID() });

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Order not found', code: 'not_found' });
    expect(await detailsOf(orderId)).toEqual([]);
  });

  it.each([
    { label: 'no customerEmail', overrides: { customerEmail: undefined }, error: /^customerEmail: / },
    { label: "paymentMethod 'paypal'", overrides: { paymentMethod: 'paypal' }, error: /^paymentMethod: / },
    { label: 'an order id that is not a UUID', overrides: { orderId: '42' }, error: /^orderId: / },
  ])('refuses a body with $label: 400 {error} naming the field', async ({ overrides, error }) => {
    const order = await insertOrder();

    const response = await postJson('/api/payment-details', mpesaDetailsBody(order.id, overrides), { 'x-session-id': order.session });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(error), code: 'invalid_input' });
    expect(await detailsOf(order.id)).toEqual([]);
  });
});

describe('no card data at rest (docs/design.md §4): every payment and order body carrying a card number or CVV is refused', () => {
  type Body = Record<string, unknown>;
  type Target = {
    endpoint: string;
    /** A string field of this body that is stored when accepted. */
    textField: string;
    /** A valid call; `send` posts a variant of `body` (or raw text); `nothingStored` proves the refusal wrote nothing. */
    prepare: () => Promise<{ body: Body; send: (body: Body | string) => Promise<Response>; nothingStored: () => Promise<void> }>;
  };

  const forOrder = (endpoint: string, textField: string, body: (order: Awaited<ReturnType<typeof insertOrder>>) => Body): Target => ({
    endpoint,
    textField,
    prepare: async () => {
      const order = await insertOrder();
      return {
        body: body(order),
        send: (b) => postJson(endpoint, b, { 'x-session-id': order.session }),
        nothingStored: async () => {
          expect(await paymentsOf(order.id)).toEqual([]);
          expect(await detailsOf(order.id)).toEqual([]);
          expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
        },
      };
    },
  });

  const targets: Target[] = [
    forOrder('/api/visa/create-session', 'description', (o) => cardSessionBody(o.id, o.totalAmount)),
    forOrder('/api/payment-details', 'mpesaTransactionDescription', (o) => mpesaDetailsBody(o.id)),
    forOrder('/api/mpesa/initiate', 'description', (o) => mpesaStartBody(o.id, o.totalAmount)),
    {
      endpoint: '/api/orders',
      textField: 'customerName',
      prepare: async () => {
        const session = crypto.randomUUID();
        const product = await insertStone({ stock: 5 });
        return {
          body: orderBody([{ product, quantity: 1 }]),
          send: (b) => postOrder(session, b),
          nothingStored: async () => {
            expect(await testDb().select().from(orders).where(eq(orders.sessionId, session))).toEqual([]);
            expect(await testDb().select().from(orderLines).where(eq(orderLines.productId, product.id))).toEqual([]);
          },
        };
      },
    },
  ];

  const injections: { label: string; secret: string; inject: (body: Body, textField: string) => Body }[] = [
    {
      label: '16 digits with spaces, nested',
      secret: '4242 4242 4242 4242',
      inject: (b) => ({ ...b, extra: { note: '4242 4242 4242 4242' } }),
    },
    {
      label: '16 digits with dashes, top level',
      secret: '5555-5555-5555-4444',
      inject: (b) => ({ ...b, card: '5555-5555-5555-4444' }),
    },
    { label: '13 digits in an array', secret: '4222222222222', inject: (b) => ({ ...b, notes: ['hello', '4222222222222'] }) },
    {
      label: '19 digits in a text field',
      secret: '4242424242424242428',
      inject: (b, f) => ({ ...b, [f]: '4242424242424242428' }),
    },
    { label: '16 digits as a JSON number', secret: '4111111111111111', inject: (b) => ({ ...b, pan: 4111111111111111 }) },
    { label: 'an empty cvv field', secret: 'cvv', inject: (b) => ({ ...b, cvv: '' }) },
    { label: 'a nested CVC field', secret: 'CVC', inject: (b) => ({ ...b, extra: { card: { CVC: '737' } } }) },
  ];

  const cases = targets.flatMap((target) => injections.map((injection) => ({ ...target, ...injection })));

  it.each(cases)('$endpoint refuses $label with 400 and stores nothing of it', async ({ prepare, textField, inject, secret }) => {
    const { body, send, nothingStored } = await prepare();

    const response = await send(inject(body, textField));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(CARD_REFUSED);
    await nothingStored();
    if (/\d/.test(secret)) {
      const stored = await everythingStored();
      expect(stored).not.toContain(secret);
      expect(stored).not.toContain(secret.replace(/\D/g, ''));
    }
  });

  it.each([
    { label: 'eight digits', cardNumber: '42424242' },
    { label: 'half in full-width digits', cardNumber: '4242 ４２４２ ４２４２ 4242' },
    { label: 'plain', cardNumber: '4242424242424242' },
    { label: 'with spaces', cardNumber: '4242 4242 4242 4242' },
    { label: 'with dashes', cardNumber: '4242-4242-4242-4242' },
    { label: '13 digits', cardNumber: '4222222222222' },
    { label: '19 digits', cardNumber: '4242424242424242428' },
  ])('/api/visa/create-session refuses more than the last four digits ($label) in paymentDetails.cardNumber', async ({ cardNumber }) => {
    const order = await insertOrder();
    const body = cardSessionBody(order.id, order.totalAmount);

    const response = await postJson(
      '/api/visa/create-session',
      {
        ...body,
        paymentDetails: { ...body.paymentDetails, cardNumber },
      },
      sessionOf(order),
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(CARD_REFUSED);
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await detailsOf(order.id)).toEqual([]);
    expect(await everythingStored()).not.toContain(cardNumber.replace(/\D/g, ''));
  });

  it.each([
    { label: 'a card number in billingStreet', details: { billingStreet: '4242 4242 4242 4242 Moi Avenue' } },
    ...OBFUSCATED_CARD_NUMBERS.map(({ label, text }) => ({ label: `${label} in cardHolderName`, details: { cardHolderName: text } })),
    { label: 'an empty cvv beside the masked number', details: { cvv: '' } },
  ])('/api/visa/create-session refuses $label inside paymentDetails', async ({ details }) => {
    const order = await insertOrder();
    const response = await postCardSessionWith(order, details);

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(CARD_REFUSED);
    expect(await paymentsOf(order.id)).toEqual([]);
    expect(await detailsOf(order.id)).toEqual([]);
  });

  it('/api/visa/create-session accepts a 14-digit phone and a holder name with a digit run that is no card, and stores them', async () => {
    const order = await insertOrder();
    const details = { customerPhone: '0044 7700 900123', cardHolderName: 'AMANI 1234567890123' };

    const response = await postCardSessionWith(order, details);

    expect(await response.json()).toMatchObject({ success: true });
    expect(await detailsOf(order.id)).toEqual([expect.objectContaining(details)]);
  });

  it.each(targets)('$endpoint answers a 10 KB body of nested brackets with 400, never 5xx', async ({ prepare }) => {
    const { send } = await prepare();
    const depth = 5000;

    const response = await send('['.repeat(depth) + ']'.repeat(depth));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_input' });
  });
});

describe('every order can be paid, whatever its random id', () => {
  // crypto.randomUUID() gives ids like these now and then: the digits run on across the dashes
  // ('948-4950-9496-83173', 16 digits that pass the Luhn check), which would look like a card in free text.
  it.each([
    {
      endpoint: '/api/visa/create-session',
      id: '0897bd27-e948-4950-9496-83173e129e19',
      body: (id: string, amount: number) => cardSessionBody(id, amount),
    },
    {
      endpoint: '/api/mpesa/initiate',
      id: '0897bd27-e948-4950-9496-83173e129e1a',
      body: (id: string, amount: number) => mpesaStartBody(id, amount),
    },
    { endpoint: '/api/payment-details', id: '0897bd27-e948-4950-9496-83173e129e1b', body: (id: string) => mpesaDetailsBody(id) },
  ])('$endpoint accepts the order id $id', async ({ endpoint, id: cardLikeId, body }) => {
    const order = await insertOrder();
    // The same order under an id the Worker could have drawn.
    await testDb()
      .insert(orders)
      .values({ ...(await orderRow(order.id))!, id: cardLikeId, createdAt: undefined });

    const response = await postJson(endpoint, body(cardLikeId, order.totalAmount), { 'x-session-id': order.session });

    expect(await response.json()).toMatchObject({ success: true });
    expect([200, 201]).toContain(response.status);
  });
});
