import type { CurrencyCode, OrderStatus } from '#schema/catalog.ts';
import { orderLines, orderPayments, orders, type ProductRow } from '#schema/tables.ts';
import { testDb } from './factories.ts';

export type OrderRowOptions = {
  createdAt: Date;
  status?: OrderStatus;
  currency?: CurrencyCode;
  /** Minor units of `currency`; the USD total when left out. */
  totalAmount?: number;
  lines: { product: Pick<ProductRow, 'id' | 'name' | 'price'>; quantity: number }[];
  /** A payment attempt of the order (none when left out). */
  payment?: { status: 'pending' | 'succeeded' | 'failed'; confirmAt?: Date; providerRef?: string; receiptNumber?: string };
  customer?: { name?: string; email?: string; phone?: string };
};

/** An order as the shop stores one (row, line snapshots, optionally a payment attempt), written straight to D1 at `createdAt`. */
export async function insertOrderRow(options: OrderRowOptions): Promise<string> {
  const id = crypto.randomUUID();
  const originalAmount = options.lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const currency = options.currency ?? 'USD';
  const totalAmount = options.totalAmount ?? originalAmount;
  const db = testDb();
  const status = options.status ?? 'pending';
  await db.batch([
    db.insert(orders).values({
      id,
      sessionId: crypto.randomUUID(),
      currency,
      totalAmount,
      originalAmount,
      exchangeRate: Math.round((totalAmount / originalAmount) * 10000),
      customerName: options.customer?.name ?? 'Amani Otieno',
      customerEmail: options.customer?.email ?? 'amani@example.com',
      customerPhone: options.customer?.phone ?? '+254 712 345 678',
      paymentMethod: 'visa',
      status,
      createdAt: options.createdAt,
      paidAt: status === 'paid' ? options.createdAt : null,
    }),
    ...options.lines.map(({ product, quantity }) =>
      db.insert(orderLines).values({ orderId: id, productId: product.id, name: product.name, unitPrice: product.price, quantity }),
    ),
    ...(options.payment
      ? [
          db.insert(orderPayments).values({
            orderId: id,
            provider: 'simulated',
            method: 'visa',
            providerRef: options.payment.providerRef ?? `pi_${crypto.randomUUID()}`,
            amount: totalAmount,
            currency,
            status: options.payment.status,
            confirmAt: options.payment.confirmAt ?? null,
            receiptNumber: options.payment.receiptNumber ?? null,
          }),
        ]
      : []),
  ]);
  return id;
}
