import { eq, sql, type SQL } from 'drizzle-orm';
import { formatMoney } from '#schema/money.ts';
import { orderLines, orders } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { shortId } from '#worker/services/receipts/receipt-mail.ts';
import type { NoticeContents } from './notice-mail.ts';
import type { Translate } from '#worker/services/mail/texts.ts';
import { noticeStatements, type NoticeStatement } from './notices.ts';
import { recipientsOf, type NoticeTopic } from './recipients.ts';

type OrderFacts = NonNullable<Awaited<ReturnType<typeof orderFacts>>>;

async function orderFacts(db: Database, orderId: string) {
  const [[order], lines] = await db.batch([
    db.select().from(orders).where(eq(orders.id, orderId)),
    db.select({ name: orderLines.name, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId)),
  ]);
  return order ? { ...order, lines } : undefined;
}

/** What staff need to act on an order: who, how much, how, and what (each stone as the receipt writes it, "2 × Name"). */
function factsOf(order: OrderFacts, t: Translate, language: string): NoticeContents['facts'] {
  return [
    { label: t('mail.notice.customer'), value: `${order.customerName} <${order.customerEmail}>` },
    { label: t('admin.wholesale.fields.phone'), value: order.customerPhone },
    { label: t('receipt.method'), value: t(`admin.orders.method.${order.paymentMethod}`) },
    { label: t('mail.notice.total'), value: formatMoney(order.totalAmount, order.currency, language) },
    ...order.lines.map((line) => ({ label: t('receipt.item'), value: `${line.quantity} × ${line.name}` })),
  ];
}

async function orderNotice(
  db: Database,
  orderId: string,
  topic: NoticeTopic,
  compose: (order: OrderFacts, t: Translate, language: string) => NoticeContents,
  when: SQL,
  now: number,
): Promise<NoticeStatement[]> {
  // Most shops have nobody opted in: the order is read only when someone will be told.
  if ((await recipientsOf(db, topic)).length === 0) return [];
  const order = await orderFacts(db, orderId);
  if (!order) return [];
  const kind = topic === 'paidOrders' ? 'order_paid' : 'order_attention';
  return noticeStatements(db, { topic, kind, ref: orderId, write: (t, language) => compose(order, t, language) }, when, now);
}

/**
 * "Order … was paid" to the staff who chose it, written only if the order became paid at `now` as the batch runs
 * (settlement's own update, earlier in the same batch, sets paid_at to `now`): a replayed callback adds nothing.
 */
export const paidOrderNotices = (db: Database, orderId: string, now: number) =>
  orderNotice(
    db,
    orderId,
    'paidOrders',
    (order, t, language) => {
      const id = shortId(order.id);
      const amount = formatMoney(order.totalAmount, order.currency, language);
      return {
        subject: t('mail.notice.paidSubject', { id, amount }),
        intro: t('mail.notice.paidIntro', { id }),
        facts: factsOf(order, t, language),
        notes: [],
      };
    },
    sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.status} = 'paid' AND ${orders.paidAt} = ${now})`,
    now,
  );

/** The same for every order of a chunk that settled together (the simulated provider's due payments). */
export async function paidOrdersNotices(db: Database, orderIds: string[], now: number): Promise<NoticeStatement[]> {
  if ((await recipientsOf(db, 'paidOrders')).length === 0) return [];
  return (await Promise.all(orderIds.map((orderId) => paidOrderNotices(db, orderId, now)))).flat();
}

/** Why an order needs a person: a payment that came after it failed and could not be settled, or the provider's problem. */
export type AttentionReason = { late: true } | { problem: string };

/** "Order … needs attention" to the staff who chose it, written when `when` holds as its batch runs. */
export const attentionNotices = (db: Database, orderId: string, reason: AttentionReason, when: SQL, now: number) =>
  orderNotice(
    db,
    orderId,
    'attention',
    (order, t, language) => {
      const id = shortId(order.id);
      const why = 'problem' in reason ? t('admin.orders.payments.problem', { problem: reason.problem }) : t('admin.orders.attention.text');
      return {
        subject: t('mail.notice.attentionSubject', { id }),
        intro: t('mail.notice.attentionIntro', { id }),
        facts: factsOf(order, t, language),
        notes: [why],
      };
    },
    when,
    now,
  );
