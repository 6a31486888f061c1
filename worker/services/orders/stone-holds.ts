/**
 * How long unpaid checkouts may keep stones off sale (issue 21, item 5; docs/product.md §5). Each checkout holds
 * its stones for 15 minutes (order-expiry.ts), and a retry is a new checkout with a new hold, so without a cap
 * one request every 15 minutes would hide a one-of-a-kind stone forever. Checked before the order's write: a
 * parallel burst may pass a cap by a few checkouts, which the rate limits on orders bound.
 */
import { and, eq, gte, inArray, not, or, sql } from 'drizzle-orm';
import { orderLines, orders } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { inJsonList } from '#worker/services/d1-limits.ts';
import { supersededCheckouts } from './order-expiry.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';

/** The window in which a stone's unpaid checkouts are counted. */
export const HOLD_WINDOW_HOURS = 2;

/**
 * A checkout that takes the last of a stone is refused when, within the window, the visitor session has this many
 * unpaid checkouts of it (pending or failed: each retry counts), or its client address this many that ended
 * unpaid. So one visitor, or one address however many visitor ids it makes, holds a stone for at most
 * 3 x 15 minutes (and the sweep's up to 10 after each) in two hours.
 */
export const HOLDS_PER_STONE = 3;

/**
 * The most stones the unpaid orders placed from one client address hold at once: a mobile network's shared
 * address with 200 shoppers in checkout at once, two or three stones each.
 */
export const HELD_STONES_PER_ADDRESS = 500;

/** Who places the order: the visitor session, and the hash of its client address when one was seen. */
export type Holder = { sessionId: string; addressKey: string | null };

/** A stone of the order, and whether the order takes the last of it. */
export type TakenStone = { id: number; name: string; quantity: number; takesTheLast: boolean };

/** Refuses the checkout when it would pass one of the hold caps; nothing is written either way. */
export async function checkHoldCaps(db: Database, holder: Holder, stones: TakenStone[], now = Date.now()): Promise<Result<void>> {
  const repeated = await stoneHeldTooOften(db, holder, stones, now);
  if (repeated) {
    return fail(
      'stone_hold_limit',
      `"${repeated}" was reserved ${HOLDS_PER_STONE} times in the last ${HOLD_WINDOW_HOURS} hours without being paid, so it is left for other shoppers for now. Please try again later.`,
      { name: repeated, times: HOLDS_PER_STONE, hours: HOLD_WINDOW_HOURS },
    );
  }
  if (holder.addressKey !== null) {
    const units = stones.reduce((sum, stone) => sum + stone.quantity, 0);
    if ((await stonesHeldFrom(db, holder)) + units > HELD_STONES_PER_ADDRESS) {
      return fail(
        'address_hold_limit',
        `Unpaid checkouts from your network hold the most stones allowed at once (${HELD_STONES_PER_ADDRESS}). Please try again in a few minutes.`,
        { max: HELD_STONES_PER_ADDRESS },
      );
    }
  }
  return succeed(undefined);
}

/** The name of the first stone whose last units this visitor or address has already held HOLDS_PER_STONE times. */
async function stoneHeldTooOften(db: Database, holder: Holder, stones: TakenStone[], now: number): Promise<string | null> {
  const lastOnes = stones.filter((stone) => stone.takesTheLast);
  if (lastOnes.length === 0) return null;
  const byHolder =
    holder.addressKey === null
      ? eq(orders.sessionId, holder.sessionId)
      : or(eq(orders.sessionId, holder.sessionId), eq(orders.addressKey, holder.addressKey));
  const counts = await db
    .select({
      productId: orderLines.productId,
      byVisitor: sql<number>`count(DISTINCT CASE WHEN ${orders.sessionId} = ${holder.sessionId} THEN ${orders.id} END)`.mapWith(Number),
      // Of an address, only holds that ended unpaid: the pending checkouts of the other shoppers behind it are theirs.
      byAddress:
        sql<number>`count(DISTINCT CASE WHEN ${orders.addressKey} = ${holder.addressKey} AND ${orders.status} = 'failed' THEN ${orders.id} END)`.mapWith(
          Number,
        ),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        byHolder,
        inArray(orders.status, ['pending', 'failed']),
        gte(orders.createdAt, new Date(now - HOLD_WINDOW_HOURS * 60 * 60 * 1000)),
        inJsonList(
          orderLines.productId,
          lastOnes.map((stone) => stone.id),
        ),
      ),
    )
    .groupBy(orderLines.productId);
  const tooOften = new Set(counts.filter((row) => Math.max(row.byVisitor, row.byAddress) >= HOLDS_PER_STONE).map((row) => row.productId));
  return lastOnes.find((stone) => tooOften.has(stone.id))?.name ?? null;
}

/** The stones the address's pending orders hold, less the visitor's own checkouts that this one releases. */
async function stonesHeldFrom(db: Database, holder: Holder): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)`.mapWith(Number) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.addressKey, holder.addressKey!), eq(orders.status, 'pending'), not(supersededCheckouts(db, holder.sessionId))));
  return row?.units ?? 0;
}
