import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { PaymentMethod } from '#schema/catalog.ts';
import { orderPayments, orders, paymentDetails } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { failOrderStatements, holdEndsAt } from '#worker/services/orders/order-expiry.ts';
import { CLAIM_PREFIX } from '#worker/services/orders/payment-attempts.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';
import type { Charge, PaymentRequest, StartedPayment } from './provider.ts';
import { flagAttempt } from './settlement.ts';
import { paidOrdersNotices } from '#worker/services/notifications/order-notices.ts';
import { log } from '#worker/lib/log.ts';
type NamedProvider = { readonly name: string };

/**
 * The order must exist and be the visitor's own, placed in `sessionId` (404 otherwise, as if it did not exist: whoever
 * knows an order's id must not pay it with their own details, issue 21 item 9), be pending, neither paid nor failed
 * (409), and cost exactly `amount` in its own currency (409). A payment already in progress refuses another (409),
 * unless it is with `resumableBy`: a provider whose start is idempotent per order (Stripe) answers the same payment again.
 * Once the order's hold has ended no payment starts (409 `hold_expired`, issue 23 item 5): the rate and the stock it
 * locked are no longer the shopper's. `lockedCharge` is the shillings an M-Pesa order locked when it was placed.
 */
export async function checkPayable(
  db: Database,
  { orderId, sessionId }: { orderId: string; sessionId: string },
  amount: number,
  resumableBy?: string,
  now = Date.now(),
): Promise<Result<PaymentRequest & { lockedCharge: Charge | null }>> {
  const [order] = await db
    .select({
      status: orders.status,
      totalAmount: orders.totalAmount,
      currency: orders.currency,
      originalAmount: orders.originalAmount,
      createdAt: orders.createdAt,
      kesAmount: orders.kesAmount,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sessionId, sessionId)));
  if (!order) return fail('not_found', 'Order not found');
  if (order.status === 'paid') return fail('order_paid', 'This order is already paid');
  // Failed orders gave their stock back (services/orders/order-expiry.ts): paying one would sell stock nobody holds.
  if (order.status === 'failed') return fail('order_cancelled', 'This order was cancelled; please place it again');
  const holdEnd = holdEndsAt(order.createdAt);
  if (holdEnd.getTime() <= now) {
    return fail('hold_expired', 'The hold on this order has ended, so it can no longer be paid. Please check out again.', {
      until: holdEnd.toISOString(),
    });
  }
  const [pending] = await db
    .select({ id: orderPayments.id, provider: orderPayments.provider })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'pending')));
  if (pending && pending.provider !== resumableBy) return fail('payment_in_progress', 'A payment for this order is already in progress');
  if (amount !== order.totalAmount) {
    return fail('amount_mismatch', 'The amount does not match the order total');
  }
  const lockedCharge = order.kesAmount === null ? null : { amount: order.kesAmount, currency: 'KES' };
  return succeed({ orderId, amount, currency: order.currency, usdAmount: order.originalAmount, description: '', lockedCharge });
}

/**
 * Starts a payment with the provider, once per order (issue 14, item 1). The attempt is claimed in D1 first: the
 * partial unique index `order_payments_one_active_uq` lets one row per order be pending or succeeded, so of
 * parallel starts exactly one wins and only that one calls the provider. The others answer 409, except a start
 * with `resumableBy` (Stripe, idempotent per order), which answers the same payment again. When the provider
 * call itself fails the order will never be paid: it is marked failed and its stock returned (the shopper places
 * it again), and the answer is `payment_provider_failed`. When D1 fails after the provider started, the attempt
 * keeps its claim and the answer is a 500; the provider's confirmation still finds it by the order it names
 * (`adoptUnrecordedAttempt`), and a resumed Stripe start records it.
 */
export async function startPayment(
  db: Database,
  provider: NamedProvider,
  method: PaymentMethod,
  request: PaymentRequest,
  start: () => Promise<StartedPayment>,
  { resumableBy, details }: { resumableBy?: string; details?: PaymentDetailsRow } = {},
): Promise<Result<StartedPayment>> {
  const claimId = await claimPayment(db, provider, method, request);
  if (claimId === null) return resumeActivePayment(db, method, request, start, { resumableBy, details });
  let started: StartedPayment;
  try {
    started = await start();
  } catch (error) {
    log.error('payment.start_failed', { orderId: request.orderId, method, error });
    // One batch: the order fails and the claim goes together, so no other start can claim it in between, and a
    // failure leaves the claim (the hold's expiry then returns the stock) rather than a failed order still "paying".
    await db.batch([...failOrderStatements(db, request.orderId), db.delete(orderPayments).where(eq(orderPayments.id, claimId))]);
    return fail('payment_provider_failed', 'The payment could not be started. Your order was cancelled; please place it again.');
  }
  await recordPayment(db, claimId, method, request, started, details);
  return succeed(started);
}

/** The id of the new pending attempt, or null when the order already has one pending or succeeded. */
async function claimPayment(db: Database, provider: NamedProvider, method: PaymentMethod, request: PaymentRequest): Promise<number | null> {
  const [claimed] = await db
    .insert(orderPayments)
    .values({
      orderId: request.orderId,
      provider: provider.name,
      method,
      // Replaced by the provider's own reference as soon as it answers.
      providerRef: `${CLAIM_PREFIX}${crypto.randomUUID()}`,
      amount: request.amount,
      currency: request.currency,
      chargedAmount: request.charge?.amount ?? null,
      chargedCurrency: request.charge?.currency ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: orderPayments.id });
  return claimed?.id ?? null;
}

/**
 * Answers the payment already under way for a provider whose start is idempotent per order. When that start reached
 * the provider but its answer was never recorded (D1 failed in between), this start records it.
 */
async function resumeActivePayment(
  db: Database,
  method: PaymentMethod,
  request: PaymentRequest,
  start: () => Promise<StartedPayment>,
  { resumableBy, details }: { resumableBy?: string; details?: PaymentDetailsRow },
): Promise<Result<StartedPayment>> {
  const [active] = await db
    .select({
      id: orderPayments.id,
      provider: orderPayments.provider,
      status: orderPayments.status,
      providerRef: orderPayments.providerRef,
    })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, request.orderId), inArray(orderPayments.status, ['pending', 'succeeded'])));
  if (active?.status === 'succeeded') return fail('order_paid', 'This order is already paid');
  if (!active || active.provider !== resumableBy) return fail('payment_in_progress', 'A payment for this order is already in progress');
  // The provider answers the payment it already started for this order (Stripe's idempotency key is the order).
  const started = await start();
  if (active.providerRef.startsWith(CLAIM_PREFIX)) await recordPayment(db, active.id, method, request, started, details);
  else if (details) await savePaymentDetails(db, details);
  return succeed(started);
}

/** A provider that confirms by time gets its order marked paid when that time comes (kept alive by `waitUntil`). */
export function settleWhenDue(db: Database, started: StartedPayment, waitUntil: (work: Promise<unknown>) => void): void {
  if (started.confirmAfterMs === null) return;
  const delay = started.confirmAfterMs;
  waitUntil(new Promise((resolve) => setTimeout(resolve, delay + 50)).then(() => settleDuePayments(db)));
}

/**
 * Completes the claimed attempt with the provider's answer, the order's method and the shopper's payment details in one
 * batch; a provider that confirms by time gets its due moment stored.
 */
async function recordPayment(
  db: Database,
  claimId: number,
  method: PaymentMethod,
  request: PaymentRequest,
  started: StartedPayment,
  details: PaymentDetailsRow | undefined,
  now = Date.now(),
): Promise<void> {
  await db.batch([
    db
      .update(orderPayments)
      .set({
        providerRef: started.providerRef,
        providerSecondaryRef: started.secondaryRef ?? null,
        receiptNumber: started.receiptNumber ?? null,
        confirmAt: started.confirmAfterMs === null ? null : new Date(now + started.confirmAfterMs),
      })
      .where(eq(orderPayments.id, claimId)),
    db.update(orders).set({ paymentMethod: method }).where(eq(orders.id, request.orderId)),
    ...(details ? [db.insert(paymentDetails).values(details)] : []),
  ]);
}

/** Due payments settled per D1 batch: each batch is bounded whatever is due, and its ids travel as one JSON parameter. */
export const SETTLE_CHUNK = 100;

/**
 * Marks paid every order whose timed confirmation is due (the simulated provider), a chunk at a time, when the attempt
 * is for the order's own amount and currency (otherwise it is flagged for staff and left alone, issue 21 item 15).
 * Idempotent; run after each start's delay, by the Cron sweep and by the staff's explicit sweep, never by a read (a
 * read computes the same answer with `readsAsPaid`, orders/payment-attempts.ts). Returns how many attempts it settled.
 */
export async function settleDuePayments(db: Database, now = Date.now()): Promise<number> {
  let settled = 0;
  for (;;) {
    const candidates = await db
      .select({ id: orderPayments.id, orderId: orderPayments.orderId, problem: amountProblemSql() })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(and(eq(orderPayments.status, 'pending'), lte(orderPayments.confirmAt, new Date(now)), isNull(orderPayments.problem)))
      .limit(SETTLE_CHUNK);
    for (const mismatched of candidates.filter((payment) => payment.problem)) await flagAttempt(db, mismatched, mismatched.problem!);
    const due = candidates.filter((payment) => !payment.problem);
    if (due.length > 0) settled += await settleDueChunk(db, due, now);
    if (candidates.length < SETTLE_CHUNK) return settled;
  }
}

async function settleDueChunk(db: Database, due: { id: number; orderId: string }[], now: number): Promise<number> {
  const listed = sql`(SELECT value FROM json_each(${JSON.stringify(due.map((payment) => payment.id))}))`;
  const notices = await paidOrdersNotices(
    db,
    due.map((payment) => payment.orderId),
    now,
  );
  const stillDue = and(sql`${orderPayments.id} IN ${listed}`, eq(orderPayments.status, 'pending'));
  const [, settled] = await db.batch([
    // First, while the attempts are still pending: only their orders become paid.
    db
      .update(orders)
      .set({ status: 'paid', paidAt: new Date(now) })
      .where(
        and(
          eq(orders.status, 'pending'),
          inArray(orders.id, db.select({ orderId: orderPayments.orderId }).from(orderPayments).where(stillDue)),
        ),
      ),
    db.update(orderPayments).set({ status: 'succeeded' }).where(stillDue).returning({ id: orderPayments.id }),
    ...notices,
  ]);
  return settled.length;
}

/** Why a timed attempt is not the order's payment: its amount or currency differs from the order's. */
const amountProblemSql = () =>
  sql<string | null>`case when ${orderPayments.amount} = ${orders.totalAmount} and ${orderPayments.currency} = ${orders.currency} then null
    else 'amount_mismatch: the attempt is for ' || ${orderPayments.amount} || ' ' || ${orderPayments.currency} || ', the order costs ' || ${orders.totalAmount} || ' ' || ${orders.currency} end`;

type PaymentDetailsRow = typeof paymentDetails.$inferInsert;

/** Stored with a card start, whose order was checked as payable just before. */
export async function savePaymentDetails(db: Database, details: PaymentDetailsRow): Promise<void> {
  await db.insert(paymentDetails).values(details);
}

/**
 * POST /api/payment-details: only for the visitor's own order (another session's answers 404, as if it did not
 * exist) and only while it is pending (409).
 */
export async function saveOwnPaymentDetails(db: Database, sessionId: string, details: PaymentDetailsRow): Promise<Result<null>> {
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, details.orderId), eq(orders.sessionId, sessionId)));
  if (!order) return fail('not_found', 'Order not found');
  if (order.status === 'paid') return fail('order_paid', 'This order is already paid');
  if (order.status !== 'pending') return fail('order_cancelled', 'This order was cancelled; please place it again');
  await savePaymentDetails(db, details);
  return succeed(null);
}
