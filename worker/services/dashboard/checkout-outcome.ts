import { sql } from 'drizzle-orm';
import { orderPayments, orders } from '#schema/tables.ts';

/** A pending order whose simulated payment came due reads as paid, as the orders list reads it (services/payments/payments.ts). */
const dueSimulatedPayment = (now: number) =>
  sql`exists (select 1 from ${orderPayments} where ${orderPayments.orderId} = ${orders.id}
    and ${orderPayments.status} = 'pending' and ${orderPayments.confirmAt} <= ${now})`;

const anyPayment = sql`exists (select 1 from ${orderPayments} where ${orderPayments.orderId} = ${orders.id})`;

/**
 * What became of an order as the dashboard counts it (schema/dashboard-api.ts, CheckoutOutcomes). The subqueries run
 * only for pending and failed orders, each one probe of order_payments_order_idx.
 */
export const checkoutOutcome = (now: number) => sql<'paid' | 'failed' | 'abandoned' | 'pending'>`case
  when ${orders.status} = 'paid' then 'paid'
  when ${orders.status} = 'pending' then case when ${dueSimulatedPayment(now)} then 'paid' else 'pending' end
  when ${anyPayment} then 'failed'
  else 'abandoned' end`;

/** The order counts as paid (the same rule as checkoutOutcome's 'paid'). */
export const readsPaid = (now: number) =>
  sql`(${orders.status} = 'paid' or (${orders.status} = 'pending' and ${dueSimulatedPayment(now)}))`;
