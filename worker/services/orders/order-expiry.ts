/**
 * An order takes its stock when it is placed (docs/design.md §3). A checkout that is abandoned, or whose payment
 * cannot be started, must give it back: such orders become 'failed' and their quantities return to stock.
 */
import { and, eq, inArray, lt, notExists, notLike, or, sql, type SQL } from 'drizzle-orm';
import { orderLines, orderPayments, orders, products } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { bumpCatalogVersion } from '#worker/services/catalog/catalog-version.ts';
import { CLAIM_PREFIX } from './payment-attempts.ts';

/**
 * How long a placed order may wait for its payment before its stock is released. Every shopper is an
 * anonymous visitor (there are no customer accounts), so this is the anonymous hold, kept short (issue 14,
 * item 2): still far longer than any payment takes to confirm (the simulated provider 2-3 s, an M-Pesa STK
 * prompt about a minute, a card form a few minutes), short enough that an abandoned or hostile checkout does
 * not hide stock for long.
 */
export const PENDING_ORDER_TTL_MS = 15 * 60 * 1000;

/** When the hold of an order placed at `placedAt` ends: shown to the shopper, and no payment starts after it. */
export const holdEndsAt = (placedAt: Date): Date => new Date(placedAt.getTime() + PENDING_ORDER_TTL_MS);

/** No payment of the order has succeeded (a correlated subquery on `orders`). */
const noSucceededPayment = (db: Database) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, orders.id), eq(orderPayments.status, 'succeeded'))),
  );

/**
 * No payment of the order has succeeded, and none is in flight: a pending attempt whose provider answered its start
 * may still take money (a 3-D Secure check, an M-Pesa prompt), so the sweep asks the provider first
 * (services/payments/payment-sweep.ts). An attempt that still holds its claim never heard from its provider; its
 * confirmation, should one come, takes the late-success path (services/payments/late-success.ts).
 */
const noPaymentInFlight = (db: Database) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.orderId, orders.id),
          or(
            eq(orderPayments.status, 'succeeded'),
            and(eq(orderPayments.status, 'pending'), notLike(orderPayments.providerRef, `${CLAIM_PREFIX}%`)),
          ),
        ),
      ),
  );

/** No payment of the order is under way or has succeeded: nothing can still pay for its stock. */
const noPaymentUnderway = (db: Database) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, orders.id), inArray(orderPayments.status, ['pending', 'succeeded']))),
  );

/**
 * The two statements that fail the orders matching `releasable` (a condition on `orders`) and return their
 * stock, for a D1 batch (one transaction). The stock statement runs first, while the orders are still pending;
 * `releasable` must itself require "pending", so a second run finds nothing left and stock is never returned twice.
 */
function releaseStatements(db: Database, releasable: SQL) {
  // What the released orders hold of each product, summed once and joined to the products it goes back to.
  const released = db
    // A name of its own: the statement's SET reads it unqualified, beside the columns of products.
    .select({ productId: orderLines.productId, quantity: sql<number>`sum(${orderLines.quantity})`.as('released_quantity') })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(releasable)
    .groupBy(orderLines.productId)
    .as('released');
  return [
    // A product staff switched off stays off: what it gets back is kept for switching it on (catalog/products.ts).
    db
      .update(products)
      .set({
        stock: sql`CASE WHEN ${products.stockBeforeOff} IS NULL THEN ${products.stock} + ${released.quantity} ELSE ${products.stock} END`,
        stockBeforeOff: sql`${products.stockBeforeOff} + ${released.quantity}`,
      })
      .from(released)
      .where(eq(products.id, released.productId)),
    db.update(orders).set({ status: 'failed' }).where(releasable).returning({ id: orders.id }),
  ] as const;
}

/** The listed orders that still hold their stock: pending, nothing paid (and, for the sweep, nothing in flight). */
function releasableOrders(db: Database, orderIds: string[], nothingPaid: (db: Database) => SQL = noSucceededPayment): SQL {
  // The ids travel as one JSON parameter, so any number of them stays within D1's parameter limit.
  const listed = sql`(SELECT value FROM json_each(${JSON.stringify(orderIds)}))`;
  return and(sql`${orders.id} IN ${listed}`, eq(orders.status, 'pending'), nothingPaid(db))!;
}

/**
 * The statements that fail one order and return its stock when it still holds it, for a D1 batch beside the write
 * that decides it (a payment that could not start, a refused payment), so both happen or neither does.
 */
export const failOrderStatements = (db: Database, orderId: string) =>
  [...releaseStatements(db, releasableOrders(db, [orderId])), bumpCatalogVersion(db)] as const;

/**
 * Fails the listed orders that still hold their stock and returns it, in one D1 batch (one transaction).
 * Both statements re-check "still pending, nothing paid" inside the batch, so a second run, a concurrent
 * sweep or a payment that settled meanwhile finds nothing left to release: stock is never returned twice.
 * Returns the ids this call failed.
 */
async function releaseOrders(db: Database, orderIds: string[], nothingPaid?: (db: Database) => SQL): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const [, failed] = await db.batch([...releaseStatements(db, releasableOrders(db, orderIds, nothingPaid)), bumpCatalogVersion(db)]);
  return failed.map((order) => order.id);
}

/**
 * The visitor's earlier checkouts that a new one replaces: pending, with no payment under way or paid. A visitor
 * has one cart, so a new order is a retry of these, and they must not hold stock beside it.
 */
export const supersededCheckouts = (db: Database, sessionId: string): SQL =>
  and(eq(orders.sessionId, sessionId), eq(orders.status, 'pending'), noPaymentUnderway(db))!;

/** The statements that fail the visitor's superseded checkouts and return their stock, for the new order's batch. */
export const releaseSupersededCheckouts = (db: Database, sessionId: string) => releaseStatements(db, supersededCheckouts(db, sessionId));

/**
 * Fails every order left pending longer than PENDING_ORDER_TTL_MS with no payment succeeded or in flight and returns
 * its stock. Idempotent and safe to run concurrently (see releaseOrders); run by the Cron Trigger and staff's explicit
 * sweep, after the providers were asked (services/payments/payment-sweep.ts). Returns the ids it failed.
 */
export async function releaseStaleOrders(db: Database, now = Date.now()): Promise<string[]> {
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, new Date(now - PENDING_ORDER_TTL_MS)), noPaymentInFlight(db)));
  return releaseOrders(
    db,
    stale.map((order) => order.id),
    noPaymentInFlight,
  );
}

/** Fails one order whose payment could not be started and returns its stock; nothing when it is no longer pending. */
export async function failOrder(db: Database, orderId: string): Promise<boolean> {
  return (await releaseOrders(db, [orderId])).length > 0;
}
