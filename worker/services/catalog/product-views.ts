import { desc, eq, gte, sql } from 'drizzle-orm';
import { DASHBOARD_TOP } from '#schema/dashboard-api.ts';
import { products, productViews } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one view of product `id` on today's UTC row: one upsert, never a row per view; nothing for an id that is no
 * product. The sweep removes days the dashboard no longer shows (services/sweep/storage-sweep.ts).
 */
export async function countProductView(db: Database, id: number, now = Date.now()): Promise<void> {
  const day = Math.floor(now / DAY_MS);
  await db
    .insert(productViews)
    .select(sql`SELECT ${products.id}, ${day}, 1 FROM ${products} WHERE ${products.id} = ${id}`)
    .onConflictDoUpdate({ target: [productViews.productId, productViews.day], set: { views: sql`${productViews.views} + 1` } });
}

/** The stones whose pages were opened most since UTC day `sinceDay`, most first (the dashboard's "by views"). */
export function topStonesByViews(db: Database, sinceDay: number) {
  const views = sql<number>`sum(${productViews.views})`.mapWith(Number);
  return db
    .select({ productId: productViews.productId, name: products.name, views })
    .from(productViews)
    .innerJoin(products, eq(products.id, productViews.productId))
    .where(gte(productViews.day, sinceDay))
    .groupBy(productViews.productId)
    .orderBy(desc(views), desc(productViews.productId))
    .limit(DASHBOARD_TOP);
}
