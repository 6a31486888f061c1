import { and, desc, eq } from 'drizzle-orm';
import type { OrderReceipt, OrderStatusAnswer, OrderTerms } from '#schema/orders-api.ts';
import { orderLines, orderPayments, orders, paymentDetails } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { holdEndsAt } from './order-expiry.ts';
import { readsAsPaid } from './payment-attempts.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';
import { statusAsRead } from './order-status.ts';

/** What the order locked when it was placed: its hold's end and the rate it charges by. */
export const termsOf = (
  order: Pick<typeof orders.$inferSelect, 'createdAt' | 'exchangeRate' | 'rateAt' | 'kesRate' | 'kesAmount'>,
): OrderTerms => ({
  heldUntil: holdEndsAt(order.createdAt).toISOString(),
  exchangeRate: order.exchangeRate,
  rateAt: order.rateAt?.toISOString() ?? null,
  kesRate: order.kesRate,
  kesRateAt: order.kesRate === null ? null : order.createdAt.toISOString(),
  kesAmount: order.kesAmount,
});

/** Orders are shown only to the visitor session that placed them; to anyone else they do not exist. */
const NOT_FOUND = fail('not_found', 'Order not found');

/** The order's payment attempts, newest first: what `readsAsPaid` looks at. */
const attemptsOf = (db: Database, orderId: string) =>
  db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(desc(orderPayments.id));

/** As every read answers it (order-status.ts): a due simulated payment as paid, a lapsed hold as not paid. */
export async function orderStatusFor(db: Database, orderId: string, sessionId: string): Promise<Result<OrderStatusAnswer>> {
  const [order] = await db
    .select({ status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sessionId, sessionId)));
  if (!order) return NOT_FOUND;
  return succeed({ status: statusAsRead(order, await attemptsOf(db, orderId)) });
}

export async function receiptFor(db: Database, orderId: string, sessionId: string): Promise<Result<OrderReceipt>> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sessionId, sessionId)));
  if (!order) return NOT_FOUND;
  return succeed(await receiptOf(db, order));
}

/**
 * The receipt a private link opens (services/receipts/links.ts), for anyone holding it: the same, with no card data
 * at all (not even the last four digits), since the link travels by mail and chat.
 */
export async function sharedReceiptFor(db: Database, orderId: string): Promise<Result<OrderReceipt>> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return NOT_FOUND;
  const receipt = await receiptOf(db, order);
  return succeed({ ...receipt, payment: receipt.payment && { ...receipt.payment, cardLast4: null } });
}

async function receiptOf(db: Database, order: typeof orders.$inferSelect): Promise<OrderReceipt> {
  const orderId = order.id;
  const [lines, attempts, [details]] = await Promise.all([
    db
      .select({ name: orderLines.name, unitPrice: orderLines.unitPrice, quantity: orderLines.quantity, productId: orderLines.productId })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(orderLines.id),
    attemptsOf(db, orderId),
    db
      .select({ cardLast4: paymentDetails.cardLast4 })
      .from(paymentDetails)
      .where(eq(paymentDetails.orderId, orderId))
      .orderBy(desc(paymentDetails.id))
      .limit(1),
  ]);
  const dueAt = readsAsPaid(order, attempts);
  const paidAt = dueAt ?? order.paidAt;
  // The attempt that paid (or is due to), else the latest one.
  const paying = attempts.find((row) => row.status === 'succeeded' || (dueAt !== null && row.confirmAt === dueAt));
  const attempt = paying ?? attempts[0];
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    paidAt: paidAt?.toISOString() ?? null,
    status: statusAsRead(order, attempts),
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    totalAmount: order.totalAmount,
    originalAmount: order.originalAmount,
    ...termsOf(order),
    lines,
    payment: attempt
      ? {
          // Stripe reports the card it charged; the simulated flow keeps the digits the shopper typed.
          cardLast4: attempt.method === 'visa' ? (attempt.cardLast4 ?? details?.cardLast4 ?? null) : null,
          // M-Pesa's receipt belongs to a payment made (the simulated provider knows its own from the start).
          receiptNumber: paying ? attempt.receiptNumber : null,
          chargedAmount: attempt.chargedAmount,
          chargedCurrency: attempt.chargedCurrency,
        }
      : null,
  };
}
