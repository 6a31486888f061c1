/**
 * Rows that public input creates and that stop mattering after a while, removed by the Cron Trigger so no
 * table grows without bound (docs/design.md §12 lists every table's bound).
 */
import { desc, lt, notInArray, sql } from 'drizzle-orm';
import { DASHBOARD_DAYS } from '#schema/dashboard-api.ts';
import {
  adminSessions,
  auditEvents,
  cartItems,
  failedSignIns,
  galleryViews,
  loginAttempts,
  orderRequests,
  productViews,
  staffInvites,
} from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { ACCOUNT_WINDOW_MS } from '#worker/services/auth/sessions.ts';
import { PENDING_ORDER_TTL_MS } from '#worker/services/orders/order-expiry.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A cart nobody added to or changed for this long is abandoned. */
export const IDLE_CART_MS = 30 * DAY_MS;
/** How long the audit log keeps what staff did. */
export const AUDIT_KEPT_MS = 365 * DAY_MS;
/** Failed sign-ins (their own table) are written by anyone: only the newest this many are kept, whatever their age. */
export const FAILED_SIGN_INS_KEPT = 10_000;

export type Purged = {
  carts: number;
  sessions: number;
  signInAttempts: number;
  auditEvents: number;
  failedSignIns: number;
  galleryViews: number;
  orderRequests: number;
  staffInvites: number;
  productViews: number;
};

/**
 * Deletes idle carts, expired staff sessions, sign-in attempts past their day, old audit entries, past days'
 * gallery views, order Idempotency-Keys older than an order's hold (a retry after that places a new order), staff
 * invites past their expiry (used or not: neither opens anything any more) and product view counts older than the
 * dashboard's days.
 */
export async function purgeExpiredRows(db: Database, now = Date.now(), { failedSignInsKept = FAILED_SIGN_INS_KEPT } = {}): Promise<Purged> {
  const idleSessions = db
    .select({ sessionId: cartItems.sessionId })
    .from(cartItems)
    .groupBy(cartItems.sessionId)
    .having(lt(sql`max(coalesce(${cartItems.touchedAt}, ${cartItems.createdAt}))`, now - IDLE_CART_MS));
  const newestFailures = db.select({ id: failedSignIns.id }).from(failedSignIns).orderBy(desc(failedSignIns.id)).limit(failedSignInsKept);
  const today = Math.floor(now / DAY_MS);
  const [carts, sessions, attempts, oldEvents, extraFailures, views, keys, invites, productDays] = await db.batch([
    db
      .delete(cartItems)
      .where(sql`${cartItems.sessionId} IN ${idleSessions}`)
      .returning({ id: cartItems.id }),
    db
      .delete(adminSessions)
      .where(lt(adminSessions.expiresAt, new Date(now)))
      .returning({ id: adminSessions.id }),
    db
      .delete(loginAttempts)
      .where(lt(loginAttempts.attemptedAt, new Date(now - ACCOUNT_WINDOW_MS)))
      .returning({ id: loginAttempts.id }),
    db
      .delete(auditEvents)
      .where(lt(auditEvents.createdAt, new Date(now - AUDIT_KEPT_MS)))
      .returning({ id: auditEvents.id }),
    db.delete(failedSignIns).where(notInArray(failedSignIns.id, newestFailures)).returning({ id: failedSignIns.id }),
    db.delete(galleryViews).where(lt(galleryViews.day, today)).returning({ day: galleryViews.day }),
    db
      .delete(orderRequests)
      .where(lt(orderRequests.createdAt, new Date(now - PENDING_ORDER_TTL_MS)))
      .returning({ orderId: orderRequests.orderId }),
    db
      .delete(staffInvites)
      .where(lt(staffInvites.expiresAt, new Date(now)))
      .returning({ id: staffInvites.id }),
    db
      .delete(productViews)
      .where(lt(productViews.day, today - DASHBOARD_DAYS))
      .returning({ day: productViews.day }),
  ]);
  return {
    carts: carts.length,
    sessions: sessions.length,
    signInAttempts: attempts.length,
    auditEvents: oldEvents.length,
    failedSignIns: extraFailures.length,
    galleryViews: views.length,
    orderRequests: keys.length,
    staffInvites: invites.length,
    productViews: productDays.length,
  };
}
