/**
 * A payment that succeeded after its order had failed (issue 20, item 4): the order gave its stock back, so the stone
 * may have been sold again. The order takes its stock back when all of it is still there and becomes paid; otherwise
 * the money goes back through the provider (a Stripe refund), or, when the provider cannot refund (M-Pesa) or the
 * refund fails, the payment stays on the staff "Needs attention" list, where settleAttempt put it.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { orderLines, orderPayments, orders, products } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { bumpCatalogVersion } from '#worker/services/catalog/catalog-version.ts';
import { isStockViolation } from '#worker/services/orders/orders.ts';
import { log } from '#worker/lib/log.ts';
import { attentionNotices, paidOrderNotices } from '#worker/services/notifications/order-notices.ts';
import { writeNotices } from '#worker/services/notifications/notices.ts';

/** Gives the whole payment back through its provider; rejects when the provider did not. */
export type Refund = () => Promise<unknown>;

export type LateSuccessResolution = 'stock_taken_back' | 'refunded' | 'needs_attention';

export async function resolveLateSuccess(
  db: Database,
  attempt: { id: number; orderId: string },
  refund: Refund | undefined,
  now: number,
): Promise<LateSuccessResolution> {
  if (await takeStockBack(db, attempt, now)) {
    log.warn('payment.late_success', { orderId: attempt.orderId, outcome: 'stock_taken_back' });
    return 'stock_taken_back';
  }
  if (refund) {
    try {
      await refund();
      await db.update(orderPayments).set({ lateOutcome: 'refunded' }).where(eq(orderPayments.id, attempt.id));
      log.error('payment.late_success', { orderId: attempt.orderId, outcome: 'refunded' });
      return 'refunded';
    } catch (error) {
      log.error('payment.late_refund_failed', { orderId: attempt.orderId, error });
    }
  }
  log.error('payment.late_success', { orderId: attempt.orderId, outcome: 'needs_attention' });
  const stillOnTheList = sql`EXISTS (SELECT 1 FROM ${orderPayments} WHERE ${orderPayments.id} = ${attempt.id} AND ${orderPayments.lateOutcome} = 'needs_attention')`;
  await writeNotices(db, await attentionNotices(db, attempt.orderId, { late: true }, stillOnTheList, now));
  return 'needs_attention';
}

/**
 * Takes the failed order's stock again and marks it paid, in one batch: the stock CHECK makes the batch fail whole when
 * any line's product has less than the line now. A line whose product was deleted cannot be taken back.
 */
async function takeStockBack(db: Database, attempt: { id: number; orderId: string }, now: number): Promise<boolean> {
  const [orphan] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, attempt.orderId), isNull(orderLines.productId)))
    .limit(1);
  if (orphan) return false;
  const failed = and(eq(orders.id, attempt.orderId), eq(orders.status, 'failed'));
  const lineQuantity = db
    .select({ quantity: sql<number>`coalesce(sum(${orderLines.quantity}), 0)` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, attempt.orderId), eq(orderLines.productId, products.id)));
  const orderProducts = db.select({ id: orderLines.productId }).from(orderLines).where(eq(orderLines.orderId, attempt.orderId));
  const notices = await paidOrderNotices(db, attempt.orderId, now);
  try {
    const [, reclaimed] = await db.batch([
      // Runs first, while the order is still failed: a second run finds it paid and takes nothing.
      db
        .update(products)
        .set({ stock: sql`${products.stock} - (${lineQuantity})` })
        .where(and(inArray(products.id, orderProducts), sql`exists (select 1 from ${orders} where ${failed})`)),
      db
        .update(orders)
        .set({ status: 'paid', paidAt: new Date(now) })
        .where(failed)
        .returning({ id: orders.id }),
      db.update(orderPayments).set({ lateOutcome: null }).where(eq(orderPayments.id, attempt.id)),
      bumpCatalogVersion(db),
      ...notices,
    ]);
    return reclaimed.length > 0;
  } catch (error) {
    if (isStockViolation(error)) return false;
    throw error;
  }
}
