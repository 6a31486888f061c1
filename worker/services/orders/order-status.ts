import type { OrderStatus } from '#schema/catalog.ts';
import { holdEndsAt } from './order-expiry.ts';
import { CLAIM_PREFIX, readsAsPaid } from './payment-attempts.ts';

type Attempt = { status: string; confirmAt: Date | null; providerRef: string };

/**
 * A payment that may still take money: one that succeeded, or one its provider answered the start of (a 3-D Secure
 * check, an M-Pesa prompt), which the sweep asks about before it releases the order (order-expiry.ts, noPaymentInFlight).
 */
const mayStillPay = (attempt: Attempt): boolean =>
  attempt.status === 'succeeded' || (attempt.status === 'pending' && !attempt.providerRef.startsWith(CLAIM_PREFIX));

/**
 * An order's status as every read answers it, ahead of the writes that will record it (reads never write, issue 20,
 * item 6): paid once a timed confirmation is due, not paid once its hold has ended with nothing that may still pay,
 * which the sweep releases within 10 minutes. Until then the receipt said "Awaiting payment" of a hold long over.
 */
export function statusAsRead(order: { status: OrderStatus; createdAt: Date }, attempts: readonly Attempt[], now = Date.now()): OrderStatus {
  if (readsAsPaid(order, attempts, now)) return 'paid';
  const lapsed = order.status === 'pending' && holdEndsAt(order.createdAt).getTime() < now && !attempts.some(mayStillPay);
  return lapsed ? 'failed' : order.status;
}
