/** The staff "Needs attention" list (docs/design.md §5): payments that came in for orders that had already failed. */
import { and, eq, exists } from 'drizzle-orm';
import type { AttentionResolution } from '#schema/catalog.ts';
import { orderPayments, orders } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';

/**
 * Records what staff did about the order's payment on the list: refunded it outside the shop (the order stays failed),
 * or fulfilled the order anyway (it becomes paid; its stock is not taken again, staff found the goods). 404 for an
 * unknown order, 409 when nothing of it is on the list. The staff write is audited (require-admin.ts).
 */
export async function resolveAttention(
  db: Database,
  orderId: string,
  resolution: AttentionResolution,
  now = Date.now(),
): Promise<Result<{ id: string; resolution: AttentionResolution }>> {
  const [resolved] = await db.batch([
    db
      .update(orderPayments)
      .set({ lateOutcome: resolution })
      .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.lateOutcome, 'needs_attention')))
      .returning({ id: orderPayments.id }),
    db
      .update(orders)
      .set({ status: 'paid', paidAt: new Date(now) })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'failed'),
          exists(
            db
              .select()
              .from(orderPayments)
              .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.lateOutcome, 'fulfilled'))),
          ),
        ),
      ),
  ]);
  if (resolved.length > 0) return succeed({ id: orderId, resolution });
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return order ? fail('nothing_to_resolve', 'No payment of this order needs attention') : fail('not_found', 'Order not found');
}
