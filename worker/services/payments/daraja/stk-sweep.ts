import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { orderPayments } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import {
  amountProblem,
  flagAttempt,
  markQueried,
  settleAttempt,
  type PaymentOutcome,
  type PendingAttempt,
} from '#worker/services/payments/settlement.ts';
import type { DarajaApi, StkQueryAnswer } from './daraja-api.ts';
import { DARAJA_PROVIDER_NAME } from './daraja-provider.ts';
import { log } from '#worker/lib/log.ts';

/** An STK prompt times out after about a minute; a callback later than this is taken for lost. */
export const CALLBACK_GRACE_MS = 2 * 60 * 1000;
/** At most this many queries a sweep, so one run stays short; the next run takes the rest. */
export const QUERIES_PER_SWEEP = 25;
/** A push is asked about at most this often, so pushes that never resolve cannot take every place of a run. */
export const STK_QUERY_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Asks Daraja's STK Push Query about pushes still pending after the grace period (their callback never came) and
 * settles the ones M-Pesa has decided. Fair: the oldest first, each at most every STK_QUERY_INTERVAL_MS, so newer pushes
 * get their turn; a push that stays undecided is resolved as failed at PAYMENT_GIVE_UP_MS by the sweep
 * (payment-sweep.ts). Run by the Cron sweep before stale orders are released, so an order that was paid is never
 * taken for abandoned. Returns how many it settled.
 */
export async function settleSilentStkPushes(db: Database, api: DarajaApi, now = Date.now()): Promise<number> {
  const silent = await db
    .select()
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.provider, DARAJA_PROVIDER_NAME),
        eq(orderPayments.status, 'pending'),
        lte(orderPayments.createdAt, new Date(now - CALLBACK_GRACE_MS)),
        // A push whose answer was never recorded cannot be asked about (its callback still finds it), and must not
        // take the places of those that can.
        isNotNull(orderPayments.providerSecondaryRef),
        or(isNull(orderPayments.queriedAt), lte(orderPayments.queriedAt, new Date(now - STK_QUERY_INTERVAL_MS))),
      ),
    )
    .orderBy(asc(orderPayments.createdAt))
    .limit(QUERIES_PER_SWEEP);
  await markQueried(db, silent, now);
  let settled = 0;
  for (const attempt of silent) {
    const answer = await api.stkQuery(attempt.providerSecondaryRef!);
    const outcome = await outcomeOf(db, attempt, answer);
    if (outcome && (await settleAttempt(db, attempt, outcome, now))) settled += 1;
  }
  return settled;
}

/**
 * What an STK query answer settles, if anything. Still processing or a transient error: wait for the next sweep. A
 * configuration error is logged loudly and flagged on the attempt for staff. Paid settles only a push whose claim
 * recorded its charge in shillings (and the amount Daraja reports, if it does, must be that charge).
 */
async function outcomeOf(db: Database, attempt: PendingAttempt, answer: StkQueryAnswer): Promise<PaymentOutcome | null> {
  switch (answer.state) {
    case 'pending':
      return null;
    case 'error':
      if (answer.kind === 'transient') {
        log.warn('mpesa.stk_query_failed', { checkoutRequestId: attempt.providerSecondaryRef, message: answer.message });
        return null;
      }
      await flagOnce(db, attempt, `Daraja configuration: ${answer.message}`);
      return null;
    case 'failed':
      return { succeeded: false, reason: answer.reason };
    case 'paid': {
      const reported = { amount: answer.amount ?? attempt.chargedAmount ?? Number.NaN, currency: 'KES' };
      const mismatch = amountProblem(reported, { amount: attempt.chargedAmount, currency: attempt.chargedCurrency });
      if (mismatch) {
        await flagOnce(db, attempt, `M-Pesa ${attempt.providerSecondaryRef}: ${mismatch}`);
        return null;
      }
      return { succeeded: true, receiptNumber: answer.receipt ?? null };
    }
  }
}

/** Each sweep asks again: the same problem is logged and written once. */
async function flagOnce(db: Database, attempt: PendingAttempt, problem: string): Promise<void> {
  if (attempt.problem !== problem) await flagAttempt(db, attempt, problem);
}
