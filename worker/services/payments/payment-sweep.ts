/**
 * The payment half of the Cron sweep (issue 20, items 4-6), also run by staff's explicit POST /api/admin/orders/sweep:
 * due simulated payments are settled, the providers are asked about payments still in flight, payments no provider has
 * decided within PAYMENT_GIVE_UP_MS are resolved as failed, and only then are stale orders with no payment in flight
 * released. Nothing else settles or releases: reads never write.
 */
import { and, asc, eq, isNull, lt, lte, not, like, or } from 'drizzle-orm';
import { orderPayments, orders } from '#schema/tables.ts';
import type { Bindings, Database } from '#worker/env.ts';
import { PENDING_ORDER_TTL_MS, releaseStaleOrders } from '#worker/services/orders/order-expiry.ts';
import { CLAIM_PREFIX } from '#worker/services/orders/payment-attempts.ts';
import { darajaSettings, stripeSettings } from './active-provider.ts';
import { darajaApi } from './daraja/daraja-api.ts';
import { QUERIES_PER_SWEEP, settleSilentStkPushes, STK_QUERY_INTERVAL_MS } from './daraja/stk-sweep.ts';
import { settleDuePayments } from './payments.ts';
import { markQueried, settleAttempt, type PendingAttempt } from './settlement.ts';
import { stripeApi, type StripeApi, type StripeIntentState } from './stripe/stripe-api.ts';
import { STRIPE_PROVIDER_NAME } from './stripe/stripe-provider.ts';
import { log } from '#worker/lib/log.ts';

/**
 * A payment the provider has still not decided this long after it started is resolved as failed ('expired') and its
 * order released: an M-Pesa prompt lives about a minute and a card form a few, so only a provider that cannot be
 * reached (or no longer configured) leaves one this long. Its success, should it still come, takes the late-success path.
 */
export const PAYMENT_GIVE_UP_MS = 60 * 60 * 1000;

/** Runs one named step; false when it failed (the caller logs and counts failures). */
export type SweepStep = (name: string, work: () => Promise<unknown>) => Promise<boolean>;

type PaymentEnv = Pick<Bindings, 'DB'> & Partial<Bindings>;

/**
 * Settles, then releases: stale orders are released only in a run whose settling steps all succeeded, as a paid order
 * might otherwise be among them (the next run takes them).
 */
export async function settleAndRelease(db: Database, env: PaymentEnv, fetcher: typeof fetch, now: number, step: SweepStep): Promise<void> {
  const daraja = darajaSettings(env);
  const stripe = stripeSettings(env);
  const settled =
    (await step('settle due payments', () => settleDuePayments(db, now))) &&
    (!daraja || (await step('query silent M-Pesa pushes', () => settleSilentStkPushes(db, darajaApi(daraja, fetcher), now)))) &&
    (!stripe ||
      (await step('ask Stripe about stale card payments', () =>
        settleStaleStripeIntents(db, stripeApi(stripe.secretKey, fetcher), now),
      ))) &&
    (await step('give up undecided payments', () => giveUpUndecidedPayments(db, now)));
  if (!settled) return;
  await step('release stale orders', async () => {
    const released = await releaseStaleOrders(db, now);
    if (released.length > 0) log.info('sweep.orders_released', { count: released.length });
  });
}

/** The attempt's provider has answered its start (it no longer holds its claim). */
const recorded = not(like(orderPayments.providerRef, `${CLAIM_PREFIX}%`));

/**
 * For each stale order (past its hold) whose Stripe payment is still in flight, oldest first and each at most every
 * STK_QUERY_INTERVAL_MS: retrieve the PaymentIntent; settle it when Stripe decided it; otherwise cancel it (a 3-D Secure
 * check or a retried card can no longer take money) and release the order, or wait while it is processing.
 */
export async function settleStaleStripeIntents(db: Database, api: StripeApi, now: number): Promise<number> {
  const inFlight = await db
    .select({ attempt: orderPayments })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(
      and(
        eq(orderPayments.provider, STRIPE_PROVIDER_NAME),
        eq(orderPayments.status, 'pending'),
        recorded,
        eq(orders.status, 'pending'),
        lt(orders.createdAt, new Date(now - PENDING_ORDER_TTL_MS)),
        or(isNull(orderPayments.queriedAt), lte(orderPayments.queriedAt, new Date(now - STK_QUERY_INTERVAL_MS))),
      ),
    )
    .orderBy(asc(orderPayments.createdAt))
    .limit(QUERIES_PER_SWEEP);
  const attempts = inFlight.map((row) => row.attempt);
  await markQueried(db, attempts, now);
  let settled = 0;
  for (const attempt of attempts) {
    const decided = await decideStripeIntent(db, api, attempt, now).catch((error: unknown) => {
      log.warn('stripe.stale_query_failed', { intentId: attempt.providerRef, error });
      return false;
    });
    if (decided) settled += 1;
  }
  return settled;
}

const OPEN_STATUSES: readonly StripeIntentState['status'][] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

async function decideStripeIntent(db: Database, api: StripeApi, attempt: PendingAttempt, now: number): Promise<boolean> {
  let intent = await api.retrievePaymentIntent(attempt.providerRef);
  if (OPEN_STATUSES.includes(intent.status)) {
    // Stripe refuses to cancel an intent that succeeded or started processing meanwhile: read it again.
    intent = await api.cancelPaymentIntent(attempt.providerRef).catch(() => api.retrievePaymentIntent(attempt.providerRef));
  }
  if (intent.status === 'canceled') return settleAttempt(db, attempt, { succeeded: false, reason: 'cancelled' }, now);
  if (intent.status !== 'succeeded') return false;
  if (intent.amount !== attempt.amount || intent.currency.toUpperCase() !== attempt.currency) {
    log.error('stripe.amount_mismatch', {
      intentId: intent.id,
      intent: { amount: intent.amount, currency: intent.currency },
      order: { amount: attempt.amount, currency: attempt.currency },
    });
    return false;
  }
  const cardLast4 = intent.paymentMethod ? await api.cardLast4(intent.paymentMethod).catch(() => null) : null;
  return settleAttempt(db, attempt, { succeeded: true, cardLast4, refund: () => api.refundPaymentIntent(intent.id) }, now);
}

/**
 * Resolves as failed ('expired') every recorded payment of a real provider still pending PAYMENT_GIVE_UP_MS after it
 * started, releasing its order; the simulated provider decides by time and is never given up. A batch at a time.
 */
export async function giveUpUndecidedPayments(db: Database, now: number): Promise<number> {
  const undecided = await db
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.status, 'pending'),
        recorded,
        isNull(orderPayments.confirmAt),
        lt(orderPayments.createdAt, new Date(now - PAYMENT_GIVE_UP_MS)),
      ),
    )
    .orderBy(asc(orderPayments.createdAt))
    .limit(100);
  let given = 0;
  for (const attempt of undecided) {
    if (await settleAttempt(db, attempt, { succeeded: false, reason: 'expired' }, now)) given += 1;
  }
  if (given > 0) log.warn('sweep.payments_given_up', { count: given });
  return given;
}
