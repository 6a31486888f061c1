import { and, eq, isNull } from 'drizzle-orm';
import type { OrderReceipt } from '#schema/orders-api.ts';
import { receiptLinkPath, type ReceiptLink } from '#schema/receipts-api.ts';
import { orders, receiptLinks } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { sha256Hex, toBase64Url } from '#worker/services/encoding.ts';
import { sharedReceiptFor } from '#worker/services/orders/order-receipt.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';

/** An unknown, revoked or malformed token, and another visitor's order: all alike, as if there were nothing. */
const NOT_FOUND = fail('not_found', 'Receipt not found');

/** 32 random bytes (256 bits), as unpadded base64url: 43 characters. */
const newToken = () => toBase64Url(crypto.getRandomValues(new Uint8Array(32)));

/** A new private link to the order, for the visitor session that placed it; only the token's hash is kept. */
export async function createReceiptLink(db: Database, orderId: string, sessionId: string): Promise<Result<ReceiptLink>> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sessionId, sessionId)));
  if (!order) return NOT_FOUND;
  return succeed(await linkFor(db, order.id));
}

/** A new link to an order, whoever asks (the service that emails a receipt has proven the order already). */
export async function linkFor(db: Database, orderId: string): Promise<ReceiptLink> {
  const token = newToken();
  await db.insert(receiptLinks).values({ orderId, tokenHash: await sha256Hex(token) });
  return { token, path: receiptLinkPath(token) };
}

/** The order a live (unrevoked) token opens, or null. */
export async function orderOfToken(db: Database, token: string): Promise<string | null> {
  const [link] = await db
    .select({ orderId: receiptLinks.orderId })
    .from(receiptLinks)
    .where(and(eq(receiptLinks.tokenHash, await sha256Hex(token)), isNull(receiptLinks.revokedAt)));
  return link?.orderId ?? null;
}

/** The receipt a live token opens, without card data. */
export async function receiptByToken(db: Database, token: string): Promise<Result<OrderReceipt>> {
  const orderId = await orderOfToken(db, token);
  return orderId ? sharedReceiptFor(db, orderId) : NOT_FOUND;
}

/** Staff: every live link of the order stops opening it; answers how many did. 404 for an order that does not exist. */
export async function revokeReceiptLinks(db: Database, orderId: string, now = Date.now()): Promise<Result<{ revoked: number }>> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) return fail('not_found', 'Order not found');
  const revoked = await db
    .update(receiptLinks)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(receiptLinks.orderId, orderId), isNull(receiptLinks.revokedAt)))
    .returning({ id: receiptLinks.id });
  return succeed({ revoked: revoked.length });
}
