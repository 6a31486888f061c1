/**
 * How an order's payment attempts read (order_payments): claimed while the provider's answer is awaited, due when
 * a timed confirmation has come, and so the order paid. The payments domain writes them; the order views read them.
 */

/** The reference an attempt holds from its claim until the provider's answer is recorded (services/payments/payments.ts). */
export const CLAIM_PREFIX = 'claim:';

/**
 * What a read answers for an order whose timed confirmation is due but not yet written (the write happens in the
 * payment start's own background work or the sweep): paid, as it will be. Reads never write (issue 20, item 6).
 */
export function readsAsPaid(order: { status: string }, payments: readonly DueCandidate[], now = Date.now()): Date | null {
  if (order.status !== 'pending') return null;
  return payments.find((payment) => isDue(payment, now))?.confirmAt ?? null;
}

type DueCandidate = { status: string; confirmAt: Date | null };

/** A pending attempt whose timed confirmation has come: it reads as succeeded. */
export const isDue = (payment: DueCandidate, now = Date.now()): boolean =>
  payment.status === 'pending' && payment.confirmAt !== null && payment.confirmAt.getTime() <= now;
