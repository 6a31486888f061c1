import { and, desc, eq, sql } from 'drizzle-orm';
import type { OrderReceipt, OrderStatusAnswer } from '#schema/api.ts';
import { orderLines, orderPayments, orders, paymentDetails } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { fail, succeed, type Result } from './result.ts';

/** Orders are shown only to the visitor session that placed them; to anyone else they do not exist. */
const NOT_FOUND = fail('not_found', 'Order not found');

export async function orderStatusFor(db: Database, orderId: string, sessionId: string): Promise<Result<OrderStatusAnswer>> {
  const [order] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sessionId, sessionId)));
  return order ? succeed(order) : NOT_FOUND;
}

export async function receiptFor(db: Database, orderId: string, sessionId: string): Promise<Result<OrderReceipt>> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sessionId, sessionId)));
  if (!order) return NOT_FOUND;
  const [lines, [attempt], [details]] = await Promise.all([
    db
      .select({ name: orderLines.name, unitPrice: orderLines.unitPrice, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(orderLines.id),
    db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId))
      // The attempt that paid, else the latest one.
      .orderBy(sql`${orderPayments.status} = 'succeeded' desc`, desc(orderPayments.id))
      .limit(1),
    db
      .select({ cardLast4: paymentDetails.cardLast4 })
      .from(paymentDetails)
      .where(eq(paymentDetails.orderId, orderId))
      .orderBy(desc(paymentDetails.id))
      .limit(1),
  ]);
  return succeed({
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    status: order.status,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    totalAmount: order.totalAmount,
    originalAmount: order.originalAmount,
    exchangeRate: order.exchangeRate,
    lines,
    payment: attempt
      ? {
          // Stripe reports the card it charged; the simulated flow keeps the digits the shopper typed.
          cardLast4: attempt.method === 'visa' ? (attempt.cardLast4 ?? details?.cardLast4 ?? null) : null,
          receiptNumber: attempt.receiptNumber,
          chargedAmount: attempt.chargedAmount,
          chargedCurrency: attempt.chargedCurrency,
        }
      : null,
  });
}
