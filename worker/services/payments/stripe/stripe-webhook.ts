import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { paymentEvents } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';
import { adoptUnrecordedAttempt, amountProblem, findAttempt, flagAttempt, settleAttempt } from '#worker/services/payments/settlement.ts';
import { STRIPE_API_VERSION, type StripeApi } from './stripe-api.ts';
import { STRIPE_PROVIDER_NAME } from './stripe-provider.ts';
import { log } from '#worker/lib/log.ts';

/** The part of a Stripe event the shop reads (https://docs.stripe.com/api/events/object). */
export const StripeEventSchema = v.object({
  id: v.string(),
  type: v.string(),
  data: v.object({
    object: v.object({
      id: v.string(),
      amount: v.number(),
      currency: v.string(),
      payment_method: v.nullish(v.union([v.string(), v.object({ id: v.string() })])),
      // The shop's order id, set when the intent was created (stripe-api.ts).
      metadata: v.nullish(v.object({ order_id: v.optional(v.string()) })),
    }),
  }),
});

export type StripeEvent = v.InferOutput<typeof StripeEventSchema>;

/**
 * An event's object is shaped by its endpoint's API version, which must be the shop's (stripe-api.ts): an event of
 * another version is refused whatever its type, before anything reads it, so a changed shape is never misread.
 */
export function checkEventVersion(event: unknown): Result<null> {
  const version = (event as { api_version?: unknown } | null)?.api_version;
  if (version === STRIPE_API_VERSION) return succeed(null);
  log.error('stripe.webhook_version_refused', { version: String(version), expected: STRIPE_API_VERSION });
  return fail('invalid_input', `api_version: must be ${STRIPE_API_VERSION}, the version the shop reads`, { field: 'api_version' });
}

const HANDLED = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled'];

/** 'retryable': a failed try of an intent the shopper can still pay (Stripe lets them retry it); nothing changes. */
export type WebhookOutcome = 'applied' | 'replayed' | 'ignored' | 'retryable';

/**
 * Applies a verified event of the shop's API version (`checkEventVersion`): an intent that succeeded marks its order
 * paid (or, when the order had already failed, takes the late-success path: stock back, else refund,
 * services/payments/late-success.ts); one that was canceled fails it. A failed try does not release the order, as the
 * same intent can still succeed: the Cron sweep cancels it once the order's hold is over
 * (services/payments/payment-sweep.ts). The intent must be one the shop started (404 otherwise) for exactly the order's
 * amount and currency (409: flagged on the attempt for staff, nothing settled); anything refused settles nothing. Each
 * applied event id is recorded, so a replay changes nothing.
 */
export async function applyStripeEvent(db: Database, api: StripeApi, event: StripeEvent): Promise<Result<WebhookOutcome>> {
  if (!HANDLED.includes(event.type)) return succeed('ignored');
  const [seen] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, STRIPE_PROVIDER_NAME), eq(paymentEvents.eventId, event.id)));
  if (seen) return succeed('replayed');

  const intent = event.data.object;
  const attempt =
    (await findAttempt(db, STRIPE_PROVIDER_NAME, { providerRef: intent.id })) ??
    (await adoptUnrecordedAttempt(db, STRIPE_PROVIDER_NAME, intent.metadata?.order_id, { providerRef: intent.id }));
  if (!attempt) return fail('not_found', 'No payment of the shop has this intent');
  const mismatch = amountProblem(intent, attempt);
  if (mismatch) {
    if (attempt.status === 'pending') await flagAttempt(db, attempt, `Stripe ${event.id}: ${mismatch}`);
    return fail('amount_mismatch', 'The amount does not match the order total');
  }

  if (event.type === 'payment_intent.payment_failed') {
    log.warn('stripe.payment_try_failed', { intentId: intent.id, orderId: attempt.orderId });
    return succeed('retryable');
  }
  if (event.type === 'payment_intent.succeeded') {
    const cardLast4 = await cardLast4Of(api, intent.payment_method);
    await settleAttempt(db, attempt, { succeeded: true, cardLast4, refund: () => api.refundPaymentIntent(intent.id) });
  } else {
    await settleAttempt(db, attempt, { succeeded: false, reason: 'cancelled' });
  }
  await db.insert(paymentEvents).values({ provider: STRIPE_PROVIDER_NAME, eventId: event.id }).onConflictDoNothing();
  return succeed('applied');
}

/** The receipt's last four digits are a nicety: a failed look-up never stops the payment being recorded. */
async function cardLast4Of(api: StripeApi, method: StripeEvent['data']['object']['payment_method']): Promise<string | null> {
  const id = typeof method === 'string' ? method : method?.id;
  if (!id) return null;
  return api.cardLast4(id).catch((error: unknown) => {
    log.warn('stripe.card_unreadable', { error });
    return null;
  });
}
