import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { decimalText } from '#schema/money.ts';
import { EXPORT_PAGE_ROWS, periodBounds, type OrderExportQuery } from '#schema/exports-api.ts';
import type { ListCursor } from '#schema/paging.ts';
import { orders } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { needsAttention } from '#worker/services/orders/order-list.ts';
import { isDue, readsAsPaid } from '#worker/services/orders/payment-attempts.ts';
import { csvStream, type Cell, type CsvPage } from './csv.ts';
import { statusAsRead } from '#worker/services/orders/order-status.ts';

export const ORDER_EXPORT_HEADER = [
  'order_id',
  'placed_at',
  'status',
  'paid_at',
  'payment_method',
  'currency',
  'total',
  'total_usd',
  'exchange_rate',
  'customer_name',
  'customer_email',
  'customer_phone',
  'item',
  'quantity',
  'unit_price_usd',
  'line_total_usd',
  'payment_provider',
  'provider_reference',
  'payment_status',
  'receipt_number',
] as const;

type Cursor = ListCursor<string>;

/** A page of the period's orders with their lines and payment attempts, newest first, after `cursor`. */
function findOrders(db: Database, query: OrderExportQuery, cursor: Cursor | null) {
  const { start, end } = periodBounds(query);
  const { status } = query;
  return db.query.orders.findMany({
    where: and(
      gte(orders.createdAt, new Date(start)),
      lt(orders.createdAt, new Date(end)),
      status === undefined ? undefined : status === 'needs_attention' ? needsAttention(db) : eq(orders.status, status),
      cursor === null ? undefined : sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt}, ${cursor.id})`,
    ),
    orderBy: [desc(orders.createdAt), desc(orders.id)],
    with: { lines: { orderBy: (line, { asc }) => [asc(line.id)] }, payments: { orderBy: (payment, { asc }) => [asc(payment.id)] } },
    limit: EXPORT_PAGE_ROWS,
  });
}

type OrderRow = Awaited<ReturnType<typeof findOrders>>[number];

/** The attempt the order is known by: the one that succeeded (or reads so), else the latest. */
const paymentOf = (order: OrderRow) =>
  order.payments.find((payment) => payment.status === 'succeeded' || isDue(payment)) ?? order.payments.at(-1) ?? null;

/** One record per order line (an order without lines, which the shop never makes, still gets one), the order's fields repeated. */
function orderRecords(order: OrderRow, now: number): Cell[][] {
  const payment = paymentOf(order);
  const paidAt = order.paidAt ?? readsAsPaid(order, order.payments, now);
  const status = statusAsRead(order, order.payments, now);
  const orderCells: Cell[] = [
    order.id,
    order.createdAt.toISOString(),
    status,
    paidAt?.toISOString() ?? null,
    order.paymentMethod,
    order.currency,
    decimalText(order.totalAmount, order.currency),
    decimalText(order.originalAmount, 'USD'),
    (order.exchangeRate / 10000).toFixed(4),
    order.customerName,
    order.customerEmail,
    order.customerPhone,
  ];
  const paymentCells: Cell[] = [
    payment?.provider ?? null,
    payment?.providerRef ?? null,
    payment ? (isDue(payment, now) ? 'succeeded' : payment.status) : null,
    payment?.receiptNumber ?? null,
  ];
  const lines = order.lines.length > 0 ? order.lines : [null];
  return lines.map((line) => [
    ...orderCells,
    line?.name ?? null,
    line?.quantity ?? null,
    line ? decimalText(line.unitPrice, 'USD') : null,
    line ? decimalText(line.unitPrice * line.quantity, 'USD') : null,
    ...paymentCells,
  ]);
}

async function orderPage(db: Database, query: OrderExportQuery, after: Cursor | null, now: number): Promise<CsvPage<Cursor>> {
  const found = await findOrders(db, query, after);
  const last = found.at(-1);
  return {
    rows: found.flatMap((order) => orderRecords(order, now)),
    next: found.length === EXPORT_PAGE_ROWS && last ? { createdAt: last.createdAt.getTime(), id: last.id } : null,
  };
}

/** GET /api/admin/exports/orders.csv: the period's orders, newest first, read a page at a time as the download goes. */
export const orderExport = (db: Database, query: OrderExportQuery, now = Date.now()) =>
  csvStream(ORDER_EXPORT_HEADER, (after: Cursor | null) => orderPage(db, query, after, now));
