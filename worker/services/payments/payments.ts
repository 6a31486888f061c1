import { and, eq, inArray, lte } from 'drizzle-orm';
import type { PaymentMethod } from '#schema/api.ts';
import { orderPayments, orders, paymentDetails } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { findOrder } from '#worker/services/orders.ts';
import type { PaymentProvider, PaymentRequest, StartedPayment } from './provider.ts';

type Failure = { ok: false; status: 404 | 409; error: string };

/** The order must exist (404), be pending, neither paid nor failed (409), and cost exactly `amount` in its own currency (409). */
export async function checkPayable(db: Database, orderId: string, amount: number): Promise<{ ok: true; request: PaymentRequest } | Failure> {
  const order = await findOrder(db, orderId);
  if (!order) return { ok: false, status: 404, error: 'Order not found' };
  if (order.status === 'paid') return { ok: false, status: 409, error: 'This order is already paid' };
  // Failed orders gave their stock back (services/order-expiry.ts): paying one would sell stock nobody holds.
  if (order.status === 'failed') return { ok: false, status: 409, error: 'This order was cancelled; please place it again' };
  const [pending] = await db
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.status, 'pending')));
  if (pending) return { ok: false, status: 409, error: 'A payment for this order is already in progress' };
  if (amount !== order.totalAmount) {
    return { ok: false, status: 409, error: 'The amount does not match the order total' };
  }
  return { ok: true, request: { orderId, amount, currency: order.currency, description: '' } };
}

/** Records the attempt on the order; a provider that confirms by time gets its due moment stored. */
export async function recordPayment(
  db: Database,
  provider: PaymentProvider,
  method: PaymentMethod,
  request: PaymentRequest,
  started: StartedPayment,
  now = Date.now(),
): Promise<void> {
  await db.batch([
    db.insert(orderPayments).values({
      orderId: request.orderId,
      provider: provider.name,
      method,
      providerRef: started.providerRef,
      providerSecondaryRef: started.secondaryRef ?? null,
      amount: request.amount,
      currency: request.currency,
      confirmAt: started.confirmAfterMs === null ? null : new Date(now + started.confirmAfterMs),
    }),
    db.update(orders).set({ paymentMethod: method }).where(eq(orders.id, request.orderId)),
  ]);
}

/** Marks paid every order whose timed confirmation is due. Idempotent; run on reads and after each delay. */
export async function settleDuePayments(db: Database, now = Date.now()): Promise<void> {
  const due = await db
    .select({ id: orderPayments.id, orderId: orderPayments.orderId })
    .from(orderPayments)
    .where(and(eq(orderPayments.status, 'pending'), lte(orderPayments.confirmAt, new Date(now))));
  if (due.length === 0) return;
  await db.batch([
    db.update(orderPayments).set({ status: 'succeeded' }).where(inArray(orderPayments.id, due.map((payment) => payment.id))),
    db
      .update(orders)
      .set({ status: 'paid', paidAt: new Date(now) })
      .where(and(inArray(orders.id, due.map((payment) => payment.orderId)), eq(orders.status, 'pending'))),
  ]);
}

type PaymentDetailsRow = typeof paymentDetails.$inferInsert;

export async function savePaymentDetails(db: Database, details: PaymentDetailsRow): Promise<{ ok: true } | Failure> {
  const order = await findOrder(db, details.orderId);
  if (!order) return { ok: false, status: 404, error: 'Order not found' };
  await db.insert(paymentDetails).values(details);
  return { ok: true };
}
