import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { FALLBACK_RATES, type CurrencyCode } from '#schema/catalog.ts';
import { convertUsdCents, scaledRate } from '#schema/money.ts';
import { orderLines, orderPayments, orders, paymentDetails, products, type NewProductRow, type ProductRow } from '#schema/tables.ts';
import { call } from './app.ts';
import { insertProduct, testDb } from './factories.ts';

/** A product with a unique name. */
export const insertStone = (overrides: Partial<NewProductRow> = {}) =>
  insertProduct({ name: `Test Stone ${crypto.randomUUID()}`, ...overrides });

/** The admin pair vitest.config.ts gives the Worker (ADMIN_USERNAME, ADMIN_PASSWORD_HASH). */
export const ADMIN = { username: 'admin', password: 'correct horse battery staple' } as const;

export type OrderLine = { product: ProductRow; quantity: number };

/** What the web client computes for a cart: USD cents, then the total in `currency` at the fallback rate. */
function expectedAmounts(lines: OrderLine[], currency: CurrencyCode = 'USD') {
  const originalAmount = lines.reduce((sum, { product, quantity }) => sum + product.price * quantity, 0);
  const rate = FALLBACK_RATES[currency];
  return { originalAmount, totalAmount: convertUsdCents(originalAmount, currency, rate), exchangeRate: scaledRate(rate) };
}

/** A valid docs/product.md §3 order body for these lines, priced as the server will price them; `overrides` replace fields. */
export function orderBody(lines: OrderLine[], currency: CurrencyCode = 'USD', overrides: Record<string, unknown> = {}) {
  const amounts = expectedAmounts(lines, currency);
  return {
    totalAmount: amounts.totalAmount,
    currency,
    originalAmount: amounts.originalAmount,
    originalCurrency: 'USD',
    exchangeRate: amounts.exchangeRate,
    customerName: 'Amani Otieno',
    customerEmail: 'amani@example.com',
    customerPhone: '+254 712 345 678',
    paymentMethod: 'visa',
    items: JSON.stringify(lines.map(({ product, quantity }) => ({ id: product.id, name: product.name, price: product.price, quantity }))),
    ...overrides,
  };
}

/** POST /api/orders as the web client sends it. `body` may be a raw string. */
export function postOrder(session: string | null, body: unknown, headers: Record<string, string> = {}) {
  const allHeaders: Record<string, string> = { 'content-type': 'application/json', ...headers };
  if (session !== null) allHeaders['x-session-id'] = session;
  return call('/api/orders', {
    method: 'POST',
    headers: allHeaders,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** POST of a JSON body to any path. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * A pending order as POST /api/orders stores it (row, line snapshot, stock taken from its product), written
 * straight to D1. Defaults: 2 x 25.00 USD of a product that had 50 in stock.
 */
export async function insertOrder(
  options: { price?: number; quantity?: number; currency?: CurrencyCode; paymentMethod?: 'visa' | 'mpesa' } = {},
) {
  const product = await insertStone({ price: options.price ?? 2500, stock: 50 });
  const lines = [{ product, quantity: options.quantity ?? 2 }];
  const currency = options.currency ?? 'USD';
  const amounts = expectedAmounts(lines, currency);
  const id = crypto.randomUUID();
  const session = crypto.randomUUID();
  const db = testDb();
  await db.batch([
    db.insert(orders).values({
      id,
      sessionId: session,
      currency,
      totalAmount: amounts.totalAmount,
      originalAmount: amounts.originalAmount,
      exchangeRate: amounts.exchangeRate,
      customerName: 'Amani Otieno',
      customerEmail: 'amani@example.com',
      customerPhone: '+254 712 345 678',
      paymentMethod: options.paymentMethod ?? 'visa',
    }),
    db
      .insert(orderLines)
      .values({ orderId: id, productId: product.id, name: product.name, unitPrice: product.price, quantity: lines[0]!.quantity }),
    db
      .update(products)
      .set({ stock: product.stock - lines[0]!.quantity })
      .where(eq(products.id, product.id)),
  ]);
  return { id, product: { ...product, stock: product.stock - lines[0]!.quantity }, session, currency, totalAmount: amounts.totalAmount };
}

/** Places an order through POST /api/orders, so it takes its stock as a shopper's would; returns its id. */
export async function placeOrder(lines: OrderLine[]): Promise<string> {
  const response = await postOrder(crypto.randomUUID(), orderBody(lines));
  if (response.status !== 201) throw new Error(`order refused: ${response.status} ${await response.text()}`);
  return (await response.json<{ id: string }>()).id;
}

/** Makes an order look placed `ageMs` ago. */
export async function backdateOrder(orderId: string, ageMs: number) {
  await testDb()
    .update(orders)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(orders.id, orderId));
}

/** The order's status as stored. */
export async function orderStatus(orderId: string) {
  const [row] = await testDb().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

/** A product's stock as stored. */
export async function stockOf(productId: number) {
  const [row] = await testDb().select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

/** Marks an order paid directly in D1. */
export async function markPaid(orderId: string) {
  await testDb().update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, orderId));
}

/** The order as stored. */
export async function orderRow(orderId: string) {
  const [row] = await testDb().select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/**
 * A recorded payment attempt of `order` with a real provider, still pending, started `ageMs` ago; its order is made
 * as old. `providerRef` is the PaymentIntent (Stripe) or MerchantRequestID; Daraja's also get a CheckoutRequestID.
 */
export async function insertPendingAttempt(
  order: { id: string; totalAmount: number; currency: CurrencyCode },
  provider: 'stripe' | 'daraja',
  ageMs: number,
) {
  const suffix = crypto.randomUUID().replace(/-/g, '');
  const providerRef = provider === 'stripe' ? `pi_${suffix.slice(0, 24)}` : `29115-${suffix}`;
  const checkoutRequestId = provider === 'daraja' ? `ws_CO_${suffix}` : null;
  await backdateOrder(order.id, ageMs);
  await testDb()
    .insert(orderPayments)
    .values({
      orderId: order.id,
      provider,
      method: provider === 'stripe' ? 'visa' : 'mpesa',
      providerRef,
      providerSecondaryRef: checkoutRequestId,
      amount: order.totalAmount,
      currency: order.currency,
      ...(provider === 'daraja' ? { chargedAmount: 6469, chargedCurrency: 'KES' } : {}),
      createdAt: new Date(Date.now() - ageMs),
    });
  return { providerRef, checkoutRequestId: checkoutRequestId ?? '' };
}

/** Someone else bought every stone of the product that was left. */
export const sellEverything = (productId: number) => testDb().update(products).set({ stock: 0 }).where(eq(products.id, productId));

/**
 * `count` more orders like `template`, each with a simulated payment that came due a minute ago, written in two
 * statements (the ids are `<template>-<n>`), as a burst of checkouts whose settling nobody has run yet leaves them.
 */
export async function insertDueCopies(template: { id: string }, count: number): Promise<void> {
  const dueAt = Date.now() - 60_000;
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
       INSERT INTO orders (id, session_id, currency, total_amount, original_amount, original_currency, exchange_rate,
                           customer_name, customer_email, customer_phone, payment_method, status, created_at)
       SELECT ?1 || '-' || i, session_id, currency, total_amount, original_amount, original_currency, exchange_rate,
              customer_name, customer_email, customer_phone, payment_method, status, created_at
       FROM orders, n WHERE orders.id = ?1`,
    ).bind(template.id, count),
    env.DB.prepare(
      `INSERT INTO order_payments (order_id, provider, method, provider_ref, amount, currency, status, confirm_at)
       SELECT id, 'simulated', 'visa', 'pi_sim_' || id, total_amount, currency, 'pending', ?2
       FROM orders WHERE id = ?1 OR id LIKE ?1 || '-%'`,
    ).bind(template.id, dueAt),
  ]);
}

/** The order's payment attempts as stored. */
export const paymentsOf = (orderId: string) => testDb().select().from(orderPayments).where(eq(orderPayments.orderId, orderId));

/** The payment details stored for the order. */
export const detailsOf = (orderId: string) => testDb().select().from(paymentDetails).where(eq(paymentDetails.orderId, orderId));

/** The header of the visitor session that placed `order`: every payment start must come from it (issue 21, item 9). */
export const sessionOf = (order: { session: string }) => ({ 'x-session-id': order.session });

/** A valid POST /api/mpesa/initiate body for an order; `overrides` replace fields. */
export const mpesaStartBody = (orderId: string, amount: number, overrides: Record<string, unknown> = {}) => ({
  amount,
  phoneNumber: '+254712345678',
  orderId,
  description: 'Gemstone purchase',
  ...overrides,
});

/** A valid POST /api/payment-details body for an M-Pesa payment of an order; `overrides` replace fields. */
export const mpesaDetailsBody = (orderId: string, overrides: Record<string, unknown> = {}) => ({
  orderId,
  paymentMethod: 'mpesa',
  customerEmail: 'amani@example.com',
  customerName: 'Amani Otieno',
  customerPhone: '+254 712 345 678',
  mpesaPhoneNumber: '0712345678',
  mpesaTransactionDescription: 'Payment for gemstones',
  ...overrides,
});

/** A valid POST /api/visa/create-session body for an order; the card number is masked as docs/product.md §7 says. */
export function cardSessionBody(orderId: string, amount: number, currency: CurrencyCode = 'USD', overrides: Record<string, unknown> = {}) {
  return {
    amount,
    currency,
    orderId,
    customerEmail: 'amani@example.com',
    description: 'Gemstone purchase',
    paymentDetails: {
      orderId,
      paymentMethod: 'visa',
      customerEmail: 'amani@example.com',
      customerName: 'Amani Otieno',
      customerPhone: '+254 712 345 678',
      cardHolderName: 'AMANI OTIENO',
      cardNumber: '**** **** **** 4242',
      expiryMonth: '12',
      expiryYear: '30',
      billingStreet: '12 Moi Avenue',
      billingCity: 'Nairobi',
      billingState: 'Nairobi County',
      billingPostalCode: '00100',
      billingCountry: 'KE',
    },
    ...overrides,
  };
}

/** Signs in through POST /api/admin/login and returns the `admin_session=<token>` pair for a Cookie header. */
export async function adminCookie(address = `test-${crypto.randomUUID()}`): Promise<string> {
  const response = await postJson('/api/admin/login', ADMIN, { 'cf-connecting-ip': address });
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  const setCookie = response.headers.get('set-cookie') ?? '';
  const pair = /admin_session=[^;]+/.exec(setCookie)?.[0];
  if (!pair) throw new Error(`no admin_session cookie in ${setCookie}`);
  return pair;
}

/** Statements a payment start runs before it calls the provider: the order, its pending attempt, the claim. */
export const STATEMENTS_BEFORE_PROVIDER = 3;

/** An order as its three readers ask for it: the checkout's status and the receipt, by its visitor, and the staff list. */
export async function readOrderEveryWay(order: { id: string; session: string }, staffCookie: string) {
  const visitor = { headers: { 'x-session-id': order.session } };
  return {
    status: await call(`/api/orders/${order.id}/status`, visitor),
    receipt: await call(`/api/orders/${order.id}`, visitor),
    staffList: await call('/api/admin/orders?limit=100', { headers: { cookie: staffCookie } }),
  };
}
