/**
 * "On hold in another checkout" (issue 23, item 4): a sold-out stone that unpaid checkouts still hold may come back when
 * their holds end. Only that time is told, never whose checkout it is or how many there are.
 */
import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { Product } from '#schema/products-api.ts';
import { orderLines, orders, products } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { inJsonList } from '#worker/services/d1-limits.ts';
import { holdEndsAt } from '#worker/services/orders/order-expiry.ts';

/**
 * The products, each sold-out one that a pending checkout holds with `heldUntil`: when the last of those holds ends
 * (a hold already over, waiting for the sweep, is not told). A product staff switched off is not told either: its held
 * units go to the count it keeps for switching on, not back on sale (services/orders/order-expiry.ts), and the staff row
 * reads the switch off by it. One query, and none when nothing is sold out.
 */
export async function withHoldTimes<Item extends Product>(db: Database, items: Item[], now = Date.now()): Promise<Item[]> {
  const soldOut = items.filter((item) => item.stock === 0).map((item) => item.id);
  if (soldOut.length === 0) return items;
  const rows = await db
    .select({ productId: sql<number>`${orderLines.productId}`.mapWith(Number), lastPlaced: max(orders.createdAt) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orders.status, 'pending'), inJsonList(orderLines.productId, soldOut), isNull(products.stockBeforeOff)))
    .groupBy(orderLines.productId);
  const heldUntil = new Map(
    rows
      .filter((row) => row.lastPlaced !== null)
      .map((row) => [row.productId, holdEndsAt(row.lastPlaced!)] as const)
      .filter(([, until]) => until.getTime() > now),
  );
  return items.map((item) => {
    const until = heldUntil.get(item.id);
    return until ? { ...item, heldUntil: until.toISOString() } : item;
  });
}

/** One product, with its hold time as withHoldTimes gives it. */
export async function withHoldTime<Item extends Product>(db: Database, item: Item): Promise<Item> {
  const [held] = await withHoldTimes(db, [item]);
  return held!;
}
