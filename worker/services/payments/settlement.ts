import { and, eq, exists, inArray, like, sql } from 'drizzle-orm';
import { orderPayments, orders } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { failOrderStatements } from '#worker/services/orders/order-expiry.ts';
import { CLAIM_PREFIX } from '#worker/services/orders/payment-attempts.ts';
import { resolveLateSuccess, type Refund } from './late-success.ts';
import { log } from '#worker/lib/log.ts';
import { attentionNotices, paidOrderNotices } from '#worker/services/notifications/order-notices.ts';
import { noticesThen } from '#worker/services/notifications/notices.ts';

/**
 * Why a real provider's payment failed, as staff and the receipt read it; 'expired': the provider never gave an answer
 * within PAYMENT_GIVE_UP_MS (services/payments/payment-sweep.ts).
 */
export type FailureReason = 'cancelled' | 'unreachable' | 'declined' | 'failed' | 'expired';

/** `refund`, when the provider can give the money back itself (Stripe): used when the success came for a failed order. */
export type PaymentOutcome =
  | { succeeded: true; receiptNumber?: string | null; cardLast4?: string | null; refund?: Refund }
  | { succeeded: false; reason: FailureReason };

export type PendingAttempt = typeof orderPayments.$inferSelect;

/** The attempt a provider names by its own reference (and, for Daraja, the CheckoutRequestID). */
export async function findAttempt(
  db: Database,
  provider: string,
  ref: { providerRef: string } | { secondaryRef: string },
): Promise<PendingAttempt | undefined> {
  const byRef =
    'providerRef' in ref ? eq(orderPayments.providerRef, ref.providerRef) : eq(orderPayments.providerSecondaryRef, ref.secondaryRef);
  const [attempt] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.provider, provider), byRef));
  return attempt;
}

export type ProviderRefs = Partial<Pick<PendingAttempt, 'providerRef' | 'providerSecondaryRef' | 'chargedAmount' | 'chargedCurrency'>>;

/**
 * The order's attempt with `provider` whose start reached the provider but whose answer was never recorded (D1 failed
 * in between): it still holds its claim. The provider's own answer names the order (Stripe's metadata, the Daraja
 * callback address of the push), so its references are recorded now and the attempt is settled as any other.
 */
export async function adoptUnrecordedAttempt(
  db: Database,
  provider: string,
  orderId: string | undefined,
  refs: ProviderRefs,
): Promise<PendingAttempt | undefined> {
  if (!orderId) return undefined;
  const [adopted] = await db
    .update(orderPayments)
    .set(refs)
    .where(
      and(
        eq(orderPayments.provider, provider),
        eq(orderPayments.orderId, orderId),
        eq(orderPayments.status, 'pending'),
        like(orderPayments.providerRef, `${CLAIM_PREFIX}%`),
      ),
    )
    .returning();
  if (adopted) log.warn('payment.reference_adopted', { provider, orderId });
  return adopted;
}

/**
 * Records on the attempt why it needs a person (the staff order card shows it) and logs it loudly. Settles nothing:
 * a provider's answer for another amount than the order's is never taken as its payment (issue 21, item 15).
 */
export async function flagAttempt(
  db: Database,
  attempt: Pick<PendingAttempt, 'id' | 'orderId'>,
  problem: string,
  now = Date.now(),
): Promise<void> {
  log.error('payment.needs_attention', { orderId: attempt.orderId, problem });
  // Staff who chose it are told once per problem: the notices run before the update, while the attempt has another.
  const isNew = sql`NOT EXISTS (SELECT 1 FROM ${orderPayments} WHERE ${orderPayments.id} = ${attempt.id} AND ${orderPayments.problem} IS ${problem})`;
  const notices = await attentionNotices(db, attempt.orderId, { problem }, isNew, now);
  await db.batch(noticesThen(notices, db.update(orderPayments).set({ problem }).where(eq(orderPayments.id, attempt.id))));
}

/** The problem a reported amount differs by, or null when it is the one the attempt recorded from the order. */
export function amountProblem(
  reported: { amount: number; currency: string },
  expected: { amount: number | null; currency: string | null },
) {
  if (reported.amount === expected.amount && reported.currency.toUpperCase() === expected.currency) return null;
  return `amount_mismatch: the provider reported ${reported.amount} ${reported.currency.toUpperCase()}, the order asked ${expected.amount ?? '?'} ${expected.currency ?? '?'}`;
}

/**
 * Applies a provider's verdict once: a failure changes only a pending attempt, so a duplicate callback or a replayed
 * event changes nothing. Success marks the order paid, failure fails the order and returns its stock
 * (services/orders/order-expiry.ts), each in the same batch as the attempt. A success also applies to an attempt the shop had
 * already given up as failed (the provider is the one that knows): when its order is no longer pending the attempt is
 * put on the staff "Needs attention" list in that same batch, and then resolveLateSuccess takes the stock back or
 * refunds. Returns whether this call settled it.
 */
export async function settleAttempt(
  db: Database,
  attempt: Pick<PendingAttempt, 'id' | 'orderId'>,
  outcome: PaymentOutcome,
  now = Date.now(),
) {
  if (outcome.succeeded) return settleSuccess(db, attempt, outcome, now);
  const stillPending = and(eq(orderPayments.id, attempt.id), eq(orderPayments.status, 'pending'));
  // One batch: the attempt fails and the order gives its stock back together, or neither happens.
  const [settled] = await db.batch([
    db
      .update(orderPayments)
      .set({ status: 'failed', failureReason: outcome.reason })
      .where(stillPending)
      .returning({ id: orderPayments.id }),
    ...failOrderStatements(db, attempt.orderId),
  ]);
  return settled.length > 0;
}

async function settleSuccess(
  db: Database,
  attempt: Pick<PendingAttempt, 'id' | 'orderId'>,
  outcome: Extract<PaymentOutcome, { succeeded: true }>,
  now: number,
): Promise<boolean> {
  const open = and(eq(orderPayments.id, attempt.id), inArray(orderPayments.status, ['pending', 'failed']));
  const notices = await paidOrderNotices(db, attempt.orderId, now);
  const [paid, settled] = await db.batch([
    db
      .update(orders)
      .set({ status: 'paid', paidAt: new Date(now) })
      .where(and(eq(orders.id, attempt.orderId), eq(orders.status, 'pending'), exists(db.select().from(orderPayments).where(open))))
      .returning({ id: orders.id }),
    db
      .update(orderPayments)
      .set({
        status: 'succeeded',
        failureReason: null,
        receiptNumber: outcome.receiptNumber ?? null,
        cardLast4: outcome.cardLast4 ?? null,
        // Runs after the order's update: an order that did not just become paid had failed before the money came.
        lateOutcome: sql`case when (select ${orders.status} from ${orders} where ${orders.id} = ${attempt.orderId}) = 'paid' then null else 'needs_attention' end`,
      })
      .where(open)
      .returning({ id: orderPayments.id }),
    ...notices,
  ]);
  if (settled.length > 0 && paid.length === 0) await resolveLateSuccess(db, attempt, outcome.refund, now);
  return settled.length > 0;
}

/** Notes that the sweep asks the provider about these attempts now (one statement, the ids as one JSON parameter). */
export async function markQueried(db: Database, attempts: readonly { id: number }[], now: number): Promise<void> {
  if (attempts.length === 0) return;
  const ids = JSON.stringify(attempts.map((attempt) => attempt.id));
  await db
    .update(orderPayments)
    .set({ queriedAt: new Date(now) })
    .where(sql`${orderPayments.id} IN (SELECT value FROM json_each(${ids}))`);
}
