import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdminOrder } from '#schema/api.ts';
import { encodeListCursor } from '#schema/paging.ts';
import type { OrderListQuery, OrderPage } from '#schema/staff-lists-api.ts';
import { orders } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

type OrderWithLines = Awaited<ReturnType<typeof findOrders>>[number];

/**
 * One page of orders newest first, (createdAt, id) after the cursor: keyset paging, so orders placed between
 * two pages come before the first page and never shift the rows of the next one.
 */
function findOrders(db: Database, { status, limit, cursor }: OrderListQuery) {
  return db.query.orders.findMany({
    where: and(
      status === undefined ? undefined : eq(orders.status, status),
      cursor === undefined ? undefined : sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt}, ${cursor.id})`,
    ),
    orderBy: [desc(orders.createdAt), desc(orders.id)],
    with: { lines: true, payments: true },
    limit: limit + 1,
  });
}

const toAdminOrder = (order: OrderWithLines): AdminOrder => ({
  id: order.id,
  createdAt: order.createdAt.toISOString(),
  status: order.status,
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
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
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
