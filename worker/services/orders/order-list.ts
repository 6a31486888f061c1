import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { AdminOrder } from '#schema/orders-api.ts';
import { encodeListCursor } from '#schema/paging.ts';
import type { OrderListQuery, OrderPage } from '#schema/staff-lists-api.ts';
import { orderPayments, orders } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { isDue } from './payment-attempts.ts';
import { statusAsRead } from './order-status.ts';

type OrderWithLines = Awaited<ReturnType<typeof findOrders>>[number];

/**
 * One page of orders newest first, (createdAt, id) after the cursor: keyset paging, so orders placed between
 * two pages come before the first page and never shift the rows of the next one.
 */
function findOrders(db: Database, { status, limit, cursor }: OrderListQuery) {
  return db.query.orders.findMany({
    where: and(
      status === undefined ? undefined : status === 'needs_attention' ? needsAttention(db) : eq(orders.status, status),
      cursor === undefined ? undefined : sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt}, ${cursor.id})`,
    ),
    orderBy: [desc(orders.createdAt), desc(orders.id)],
    with: { lines: true, payments: true },
    limit: limit + 1,
  });
}

/** A payment of the order succeeded after the order had failed, and staff have not yet said what they did about it. */
export const needsAttention = (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, orders.id), eq(orderPayments.lateOutcome, 'needs_attention'))),
  );

const toAdminOrder = (order: OrderWithLines): AdminOrder => ({
  id: order.id,
  createdAt: order.createdAt.toISOString(),
  // As the shopper reads it: a simulated payment that came due reads as paid, a lapsed hold as not paid.
  status: statusAsRead(order, order.payments),
  paymentMethod: order.paymentMethod,
  currency: order.currency,
  totalAmount: order.totalAmount,
  originalAmount: order.originalAmount,
  exchangeRate: order.exchangeRate,
  customerName: order.customerName,
  customerEmail: order.customerEmail,
  customerPhone: order.customerPhone,
  lines: order.lines.map((line) => ({ name: line.name, unitPrice: line.unitPrice, quantity: line.quantity })),
  payments: order.payments.map((payment) => ({
    provider: payment.provider,
    providerRef: payment.providerRef,
    status: isDue(payment) ? 'succeeded' : payment.status,
    amount: payment.amount,
    currency: payment.currency,
    receiptNumber: payment.receiptNumber,
    chargedAmount: payment.chargedAmount,
    chargedCurrency: payment.chargedCurrency,
    lateOutcome: payment.lateOutcome,
    problem: payment.problem,
  })),
});

/** docs/design.md §8: the orders staff see, a page at a time, with lines and payment attempts. */
export async function listOrderPage(db: Database, query: OrderListQuery): Promise<OrderPage> {
  const rows = await findOrders(db, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const more = rows.length > query.limit && last;
  return {
    items: page.map(toAdminOrder),
    nextCursor: more ? encodeListCursor({ createdAt: last.createdAt.getTime(), id: last.id }) : null,
  };
}
