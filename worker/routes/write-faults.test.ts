import { env } from 'cloudflare:workers';
import { and, eq, inArray, like } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminSessions,
  cartItems,
  galleryImages,
  galleryViews,
  loginAttempts,
  orderLines,
  orderPayments,
  orderRequests,
  orders,
  paymentDetails,
  paymentEvents,
  products,
  wholesaleApplications,
} from '#schema/tables.ts';
import { openDatabase } from '#worker/services/database.ts';
import type { Database } from '#worker/env.ts';
import { catalogVersion } from '#worker/services/catalog/catalog-version.ts';
import { PENDING_ORDER_TTL_MS, releaseStaleOrders } from '#worker/services/orders/order-expiry.ts';
import { settleDuePayments } from '#worker/services/payments/payments.ts';
import { DARAJA_PROVIDER_NAME } from '#worker/services/payments/daraja/daraja-provider.ts';
import { applyStkCallback, StkCallbackSchema } from '#worker/services/payments/daraja/stk-callback.ts';
import { settleAttempt } from '#worker/services/payments/settlement.ts';
import { simulatedProvider } from '#worker/services/payments/simulated-provider.ts';
import { STRIPE_PROVIDER_NAME } from '#worker/services/payments/stripe/stripe-provider.ts';
import { purgeExpiredRows } from '#worker/services/sweep/storage-sweep.ts';
import {
  ADMIN,
  adminCookie,
  backdateOrder,
  cardSessionBody,
  insertOrder,
  insertStone,
  mpesaStartBody,
  orderBody,
  STATEMENTS_BEFORE_PROVIDER,
} from '#worker/test/checkout-fixtures.ts';
import { insertProduct, putUpload, testDb } from '#worker/test/factories.ts';
import { callFailingAt, faultyD1 } from '#worker/test/faulty-d1.ts';
import { STRIPE_ENV, stkCallback, stripeEvent, stripeSignature } from '#worker/test/payment-providers.ts';
import { insertGalleryImage } from '#worker/test/gallery-factories.ts';

/**
 * Issue 14, item 9: D1 fails in the middle of each multi-row write. Every statement of the write is made to fail in
 * turn; the answer is then the plain 500 (no SQL, no stack) and the rows are exactly as before: nothing half-written.
 */

const INTERNAL = { error: 'Internal server error', code: 'internal' };

type Arranged = {
  /** Runs the write on a D1 whose `failAt`-th statement fails; `ok` when it succeeded, `executed` statements ran. */
  run: (failAt: number) => Promise<{ ok: boolean; executed: number }>;
  /** The rows the write may change. */
  state: () => Promise<unknown>;
  /** What the rows must be after the `failAt`-th statement failed, when that is not "as before". */
  afterFault?: (before: State, failAt: number) => unknown;
};

type State = Record<string, unknown>;

type Scenario = {
  name: string;
  /** Fresh rows for one run. */
  arrange: () => Promise<Arranged>;
  /** A statement whose failure the code deliberately tolerates (the audit log): the write still succeeds. */
  tolerates?: (failAt: number, total: number) => boolean;
};

async function proveNothingHalfWritten(scenario: Scenario) {
  const counting = await (await scenario.arrange()).run(Number.POSITIVE_INFINITY);
  expect(counting.ok).toBe(true);
  const total = counting.executed;
  expect(total).toBeGreaterThan(0);
  for (let failAt = 1; failAt <= total; failAt += 1) {
    const { run, state, afterFault } = await scenario.arrange();
    const before = (await state()) as State;
    const tolerated = scenario.tolerates?.(failAt, total) ?? false;
    expect({ failAt, ok: (await run(failAt)).ok }).toEqual({ failAt, ok: tolerated });
    if (!tolerated) expect({ failAt, state: await state() }).toEqual({ failAt, state: afterFault ? afterFault(before, failAt) : before });
  }
}

/** A route call on the faulty D1: a failure must be the plain 500 JSON, a success the route's own status. */
function request(path: string, init: RequestInit, succeeds: number, bindings?: Record<string, string>): Arranged['run'] {
  return async (failAt) => {
    const { response, executed } = await callFailingAt(failAt, path, init, bindings);
    if (response.status === succeeds) return { ok: true, executed };
    expect({ failAt, status: response.status, body: await response.json() }).toEqual({ failAt, status: 500, body: INTERNAL });
    return { ok: false, executed };
  };
}

/** A service call on the faulty D1: a failure must reach the caller as a rejection. */
function service(work: (db: Database) => Promise<unknown>): Arranged['run'] {
  return async (failAt) => {
    const faulty = faultyD1(env.DB, failAt);
    const ok = await work(openDatabase(faulty.binding)).then(
      () => true,
      () => false,
    );
    return { ok, executed: faulty.executed() };
  };
}

const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function orderState(orderIds: string[], productIds: number[]) {
  const db = testDb();
  return {
    orders: await db.select().from(orders).where(inArray(orders.id, orderIds)),
    lines: await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)),
    payments: await db.select().from(orderPayments).where(inArray(orderPayments.orderId, orderIds)),
    details: await db.select().from(paymentDetails).where(inArray(paymentDetails.orderId, orderIds)),
    stock: await db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, productIds)),
    catalog: await catalogVersion(db),
  };
}

/** A pending order with a pending payment attempt, as a provider's answer finds it. */
async function orderWithAttempt(confirmAt: Date | null = null) {
  const order = await insertOrder();
  const [attempt] = await testDb()
    .insert(orderPayments)
    .values({
      orderId: order.id,
      provider: 'simulated',
      method: 'visa',
      providerRef: `pi_${crypto.randomUUID()}`,
      amount: order.totalAmount,
      currency: order.currency,
      confirmAt,
    })
    .returning();
  return { order, attempt: attempt! };
}

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

/** The audit entry is written after the answer is decided and must never cost it (services/audit/audit.ts). */
const auditLast = (failAt: number, total: number) => failAt === total;

/**
 * An update the audit log compares: its rows are also read before the write (right after the session's
 * lookup) and after it, and a failure of either read only leaves the entry without changes
 * (middleware/audit-staff-writes.ts).
 */
const auditReadsAndLast = (failAt: number, total: number) => failAt === 2 || failAt >= total - 1;

const mpesaStart = (order: { id: string; totalAmount: number; session: string }) =>
  json('POST', mpesaStartBody(order.id, order.totalAmount), { 'x-session-id': order.session });

/**
 * Once the provider has started the payment it cannot be taken back: a failure to record its answer keeps the claimed
 * attempt, so no second start can charge again. The provider's confirmation still finds it by its order
 * (stripe-payments.test.ts, mpesa-daraja.test.ts), and the hold's expiry returns the stock if it is never paid.
 */
function claimKept(before: State, failAt: number) {
  if (failAt <= STATEMENTS_BEFORE_PROVIDER) return before;
  return { ...before, payments: [expect.objectContaining({ status: 'pending', providerRef: expect.stringMatching(/^claim:/) })] };
}

describe('shop writes: a failing statement leaves the rows as they were and answers a clean 500', () => {
  const scenarios: Scenario[] = [
    {
      name: 'placing an order that replaces an earlier checkout (release, order, key, lines, stock, catalog version)',
      arrange: async () => {
        const [ruby, opal] = await Promise.all([insertStone({ stock: 5 }), insertStone({ stock: 5 })]);
        const earlier = await insertOrder();
        const body = orderBody([
          { product: ruby, quantity: 2 },
          { product: opal, quantity: 1 },
        ]);
        const headers = { 'x-session-id': earlier.session, 'idempotency-key': crypto.randomUUID() };
        const placedBySession = async () =>
          (await testDb().select({ id: orders.id }).from(orders).where(eq(orders.sessionId, earlier.session))).map((row) => row.id);
        return {
          run: request('/api/orders', json('POST', body, headers), 201),
          state: async () => ({
            ...(await orderState(await placedBySession(), [ruby.id, opal.id, earlier.product.id])),
            keys: await testDb().select().from(orderRequests).where(eq(orderRequests.sessionId, earlier.session)),
          }),
        };
      },
    },
    {
      name: 'placing an order of 21 stones, whose line snapshots take two INSERTs (D1 binds 100 parameters a statement)',
      arrange: async () => {
        const stones = await Promise.all(Array.from({ length: 21 }, () => insertStone({ stock: 2 })));
        const session = crypto.randomUUID();
        const placedBySession = async () =>
          (await testDb().select({ id: orders.id }).from(orders).where(eq(orders.sessionId, session))).map((row) => row.id);
        return {
          run: request(
            '/api/orders',
            json('POST', orderBody(stones.map((product) => ({ product, quantity: 1 }))), { 'x-session-id': session }),
            201,
          ),
          state: async () =>
            orderState(
              await placedBySession(),
              stones.map((stone) => stone.id),
            ),
        };
      },
    },
    {
      name: 'starting an M-Pesa payment (claim, then the provider reference and the method)',
      arrange: async () => {
        const order = await insertOrder({ paymentMethod: 'visa' });
        return {
          run: request('/api/mpesa/initiate', mpesaStart(order), 200),
          state: () => orderState([order.id], [order.product.id]),
          afterFault: claimKept,
        };
      },
    },
    {
      name: 'starting a card payment (claim, then the provider reference, the method and the payment details)',
      arrange: async () => {
        const order = await insertOrder({ paymentMethod: 'mpesa' });
        return {
          run: request(
            '/api/visa/create-session',
            json('POST', cardSessionBody(order.id, order.totalAmount), { 'x-session-id': order.session }),
            200,
          ),
          state: () => orderState([order.id], [order.product.id]),
          afterFault: claimKept,
        };
      },
    },
    {
      name: 'a payment the provider refuses to start (the order fails, its stock returns, the claim goes)',
      arrange: async () => {
        vi.spyOn(simulatedProvider, 'startMobilePayment').mockRejectedValue(new Error('provider down'));
        const order = await insertOrder();
        const run = request('/api/mpesa/initiate', mpesaStart(order), 502);
        return {
          run,
          state: () => orderState([order.id], [order.product.id]),
          afterFault: claimKept,
        };
      },
    },
    {
      name: "counting a visitor's first view of a gallery image today (the view row and the count)",
      arrange: async () => {
        const image = await insertGalleryImage({ views: 5 });
        const session = crypto.randomUUID();
        return {
          run: request(`/api/uploaded-images/${image.id}?track_view=true`, { headers: { 'x-session-id': session } }, 200),
          state: async () => ({
            views: (await testDb().select({ views: galleryImages.views }).from(galleryImages).where(eq(galleryImages.id, image.id)))[0],
            counted: await testDb().$count(galleryViews, eq(galleryViews.imageId, image.id)),
          }),
        };
      },
    },
    {
      name: 'a wholesale application',
      arrange: async () => {
        const businessName = `Fault Stones ${crypto.randomUUID()}`;
        const body = {
          businessName,
          contactName: 'Wanjiru Kamau',
          email: 'buyer@example.com',
          phone: '+254 712 345 678',
          businessType: 'retail',
        };
        return {
          run: request('/api/wholesale/apply', json('POST', body), 201),
          state: () => testDb().$count(wholesaleApplications, eq(wholesaleApplications.businessName, businessName)),
        };
      },
    },
    {
      name: 'adding to the cart',
      arrange: async () => {
        const product = await insertStone({ stock: 3 });
        const session = crypto.randomUUID();
        return {
          run: request('/api/cart', json('POST', { productId: product.id, quantity: 2 }, { 'x-session-id': session }), 201),
          state: () => testDb().select({ quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.sessionId, session)),
        };
      },
    },
    {
      name: 'signing in (the claimed try, then forgetting the failures and opening a session)',
      arrange: async () => {
        const address = `198.51.100.${crypto.randomUUID()}`;
        await testDb().insert(loginAttempts).values({ username: ADMIN.username, clientAddress: address, attemptedAt: new Date() });
        const attempts = () =>
          testDb()
            .select({ id: loginAttempts.id })
            .from(loginAttempts)
            .where(and(eq(loginAttempts.username, ADMIN.username), eq(loginAttempts.clientAddress, address)));
        return {
          run: request('/api/admin/login', json('POST', ADMIN, { 'cf-connecting-ip': address }), 200),
          state: async () => ({ attempts: (await attempts()).length, sessions: await testDb().$count(adminSessions) }),
          // The try is claimed before the password is checked and counts as a failure until it succeeds.
          afterFault: (before, failAt) => (failAt <= SIGN_IN_CLAIM ? before : { ...before, attempts: Number(before.attempts) + 1 }),
        };
      },
      tolerates: auditLast,
    },
  ];

  it.each(scenarios)('$name', proveNothingHalfWritten);
});

/** A Stripe event's statements up to keeping its id: seen?, the attempt, the verdict (attempt, stock, order, version). */
const STRIPE_EVENT_KEPT = 7;

/** A sign-in's statements up to its claimed try: the first owner's seeding, the person's row, the count of earlier tries, the claim. */
const SIGN_IN_CLAIM = 4;

describe('staff catalog writes: the row and the catalog version change together or not at all', () => {
  const admin = (path: string, method: string, body: unknown, succeeds: number) =>
    request(path, body === undefined ? { method, headers: { cookie } } : json(method, body, { cookie }), succeeds);
  const productState = (ids: () => Promise<number[]>) => async () => ({
    products: await testDb()
      .select()
      .from(products)
      .where(inArray(products.id, await ids())),
    catalog: await catalogVersion(testDb()),
  });
  const galleryState = (ids: number[], imageUrl: string) => async () => ({
    images: await testDb().select().from(galleryImages).where(inArray(galleryImages.id, ids)),
    products: await testDb().select().from(products).where(eq(products.imageUrl, imageUrl)),
    catalog: await catalogVersion(testDb()),
  });

  const scenarios: Scenario[] = [
    {
      name: 'creating a product',
      arrange: async () => {
        const marker = crypto.randomUUID();
        const { imageUrl } = await putUpload();
        const body = { name: `Fault ${marker}`, description: 'A stone', price: 1000, imageUrl, category: 'healing', stock: 2 };
        const ids = async () =>
          (
            await testDb()
              .select({ id: products.id })
              .from(products)
              .where(like(products.name, `%${marker}`))
          ).map((row) => row.id);
        return { run: admin('/api/products', 'POST', body, 201), state: productState(ids) };
      },
      tolerates: auditLast,
    },
    {
      name: 'editing a product with the stock as read',
      arrange: async () => {
        const product = await insertProduct({ stock: 4 });
        return {
          run: admin(`/api/products/${product.id}`, 'PATCH', { name: 'Renamed', stock: 9, expectedStock: 4 }, 200),
          state: productState(async () => [product.id]),
        };
      },
      tolerates: auditReadsAndLast,
    },
    {
      name: 'deleting a product',
      arrange: async () => {
        const product = await insertProduct();
        return { run: admin(`/api/products/${product.id}`, 'DELETE', undefined, 204), state: productState(async () => [product.id]) };
      },
      tolerates: auditLast,
    },
    {
      name: 'saving a gallery image',
      arrange: async () => {
        const { imageUrl } = await putUpload();
        const ids = async () =>
          (await testDb().select({ id: galleryImages.id }).from(galleryImages).where(eq(galleryImages.imageUrl, imageUrl))).map(
            (row) => row.id,
          );
        return {
          run: admin('/api/uploaded-images', 'POST', { imageUrl }, 201),
          state: async () => ({ ...(await galleryState(await ids(), imageUrl)()) }),
        };
      },
      tolerates: auditLast,
    },
    {
      name: 'editing a gallery image',
      arrange: async () => {
        const image = await insertGalleryImage();
        return {
          run: admin(`/api/uploaded-images/${image.id}`, 'PUT', { name: 'Renamed', featured: true }, 200),
          state: galleryState([image.id], image.imageUrl),
        };
      },
      tolerates: auditReadsAndLast,
    },
    {
      name: 'editing gallery images in a batch',
      arrange: async () => {
        const [first, second] = await Promise.all([insertGalleryImage(), insertGalleryImage()]);
        return {
          run: admin('/api/uploaded-images/batch', 'PATCH', { ids: [first.id, second.id], updates: { featured: true } }, 200),
          state: galleryState([first.id, second.id], first.imageUrl),
        };
      },
      tolerates: auditReadsAndLast,
    },
    {
      name: 'deleting a gallery image',
      arrange: async () => {
        const { imageUrl } = await putUpload();
        const image = await insertGalleryImage({ imageUrl });
        return { run: admin(`/api/uploaded-images/${image.id}`, 'DELETE', undefined, 204), state: galleryState([image.id], imageUrl) };
      },
      tolerates: auditLast,
    },
    {
      name: 'converting a gallery image to a product (product, flag, catalog version)',
      arrange: async () => {
        const { imageUrl } = await putUpload();
        const image = await insertGalleryImage({ imageUrl, price: 1500, isProduct: false });
        return {
          run: admin(`/api/uploaded-images/${image.id}/convert-to-product`, 'POST', undefined, 201),
          state: galleryState([image.id], imageUrl),
        };
      },
      tolerates: auditReadsAndLast,
    },
  ];

  it.each(scenarios)('$name', proveNothingHalfWritten);
});

describe('payment settlement and the sweeps: a failing statement leaves the rows as they were', () => {
  const scenarios: Scenario[] = [
    {
      name: 'a provider confirming a payment (the attempt and the order together)',
      arrange: async () => {
        const { order, attempt } = await orderWithAttempt();
        return {
          run: service((db) => settleAttempt(db, attempt, { succeeded: true, receiptNumber: 'R1' })),
          state: () => orderState([order.id], [order.product.id]),
        };
      },
    },
    {
      name: 'a provider refusing a payment (the attempt fails, the order fails, its stock returns)',
      arrange: async () => {
        const { order, attempt } = await orderWithAttempt();
        return {
          run: service((db) => settleAttempt(db, attempt, { succeeded: false, reason: 'declined' })),
          state: () => orderState([order.id], [order.product.id]),
        };
      },
    },
    {
      name: "Stripe's webhook refusing a payment (attempt, order, stock, then the event's id)",
      arrange: async () => {
        const order = await insertOrder();
        const intentId = `pi_${crypto.randomUUID().replace(/-/g, '')}`;
        await testDb().insert(orderPayments).values({
          orderId: order.id,
          provider: STRIPE_PROVIDER_NAME,
          method: 'visa',
          providerRef: intentId,
          amount: order.totalAmount,
          currency: order.currency,
        });
        const event = stripeEvent('payment_intent.payment_failed', { id: intentId, amount: order.totalAmount, currency: 'usd' });
        const body = JSON.stringify(event);
        const headers = { 'content-type': 'application/json', 'stripe-signature': await stripeSignature(body) };
        return {
          run: request('/api/webhooks/stripe', { method: 'POST', headers, body }, 200, STRIPE_ENV),
          state: async () => ({
            ...(await orderState([order.id], [order.product.id])),
            events: await testDb().$count(paymentEvents, eq(paymentEvents.eventId, event.id)),
          }),
          // The verdict is applied before its event id is kept: when only keeping the id fails, the verdict stands and
          // Stripe, answered 500, sends the event again, which then changes nothing but the id.
          afterFault: (before, failAt) =>
            failAt < STRIPE_EVENT_KEPT
              ? before
              : {
                  ...before,
                  orders: [expect.objectContaining({ status: 'failed' })],
                  payments: [expect.objectContaining({ status: 'failed', failureReason: 'declined' })],
                  stock: [{ id: order.product.id, stock: order.product.stock + 2 }],
                  catalog: expect.any(Number),
                },
        };
      },
    },
    {
      name: "M-Pesa's callback of a cancelled push (attempt, order, stock); its route answers Daraja 200 and the sweep asks again",
      arrange: async () => {
        const order = await insertOrder();
        const checkoutRequestId = `ws_CO_${crypto.randomUUID()}`;
        await testDb()
          .insert(orderPayments)
          .values({
            orderId: order.id,
            provider: DARAJA_PROVIDER_NAME,
            method: 'mpesa',
            providerRef: `29115-${crypto.randomUUID()}`,
            providerSecondaryRef: checkoutRequestId,
            amount: order.totalAmount,
            currency: order.currency,
          });
        const callback = v.parse(StkCallbackSchema, stkCallback(checkoutRequestId, 1032)).Body.stkCallback;
        return {
          run: service(async (db) => expect(await applyStkCallback(db, callback)).toBe('failed')),
          state: () => orderState([order.id], [order.product.id]),
        };
      },
    },
    {
      name: 'a timed payment coming due',
      arrange: async () => {
        const { order } = await orderWithAttempt(new Date(Date.now() - 1000));
        return { run: service((db) => settleDuePayments(db)), state: () => orderState([order.id], [order.product.id]) };
      },
    },
    {
      name: 'a stale order giving its stock back',
      arrange: async () => {
        const order = await insertOrder();
        await backdateOrder(order.id, PENDING_ORDER_TTL_MS + 60_000);
        return { run: service((db) => releaseStaleOrders(db)), state: () => orderState([order.id], [order.product.id]) };
      },
    },
    {
      name: 'purging expired rows',
      arrange: async () => {
        const expired = new Date(Date.now() - 1000);
        await testDb().insert(adminSessions).values({ tokenHash: crypto.randomUUID(), expiresAt: expired });
        return {
          run: service((db) => purgeExpiredRows(db)),
          state: async () => ({ expiredSessions: await testDb().$count(adminSessions, inArray(adminSessions.expiresAt, [expired])) }),
        };
      },
    },
  ];

  it.each(scenarios)('$name', proveNothingHalfWritten);
});
