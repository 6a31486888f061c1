import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderPage } from '#schema/staff-lists-api.ts';
import { auditEvents, orderPayments } from '#schema/tables.ts';
import { PENDING_ORDER_TTL_MS } from '#worker/services/orders/order-expiry.ts';
import { settleAttempt } from '#worker/services/payments/settlement.ts';
import { staffCall } from '#worker/test/admin-session.ts';
import {
  adminCookie,
  backdateOrder,
  insertOrder,
  insertPendingAttempt,
  orderStatus,
  paymentsOf,
  sellEverything,
  stockOf,
} from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';
import { postStkCallback, stkCallback } from '#worker/test/payment-providers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * An M-Pesa order whose push the sweep gave up on (failed, 'expired'), so the order failed and gave its stock back;
 * then M-Pesa's success callback comes after all, with `stoneSoldAgain` deciding whether the stock is still there.
 */
async function lateMpesaSuccess({ stoneSoldAgain }: { stoneSoldAgain: boolean }) {
  const order = await insertOrder({ paymentMethod: 'mpesa' });
  const push = await insertPendingAttempt(order, 'daraja', 10_000);
  const [attempt] = await paymentsOf(order.id);
  await settleAttempt(testDb(), attempt!, { succeeded: false, reason: 'expired' });
  if (stoneSoldAgain) await sellEverything(order.product.id);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect((await postStkCallback(stkCallback(push.checkoutRequestId, 0, 6469, 'SKL4Q2X8PA'))).status).toBe(200);
  return order;
}

const needsAttention = async (cookie: string) =>
  (await (await staffCall(cookie, 'GET', '/api/admin/orders?status=needs_attention&limit=100')).json<OrderPage>()).items;

describe('an M-Pesa payment that succeeds after its order failed (issue 20, item 4)', () => {
  it('takes the stock back and marks the order paid when the stock is still there', async () => {
    const order = await lateMpesaSuccess({ stoneSoldAgain: false });

    expect(await orderStatus(order.id)).toBe('paid');
    expect(await stockOf(order.product.id)).toBe(order.product.stock);
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'succeeded', lateOutcome: null })]);
  });

  it('goes to the staff "Needs attention" list with its M-Pesa receipt number and amount when the stone was sold again', async () => {
    const order = await lateMpesaSuccess({ stoneSoldAgain: true });
    const cookie = await adminCookie();

    expect(await orderStatus(order.id)).toBe('failed');
    expect(await stockOf(order.product.id)).toBe(0);
    const listed = (await needsAttention(cookie)).find((item) => item.id === order.id);
    expect(listed?.payments).toEqual([
      expect.objectContaining({
        provider: 'daraja',
        status: 'succeeded',
        receiptNumber: 'SKL4Q2X8PA',
        chargedAmount: 6469,
        chargedCurrency: 'KES',
        lateOutcome: 'needs_attention',
      }),
    ]);
  });
});

describe('POST /api/admin/orders/{id}/resolve', () => {
  it('records "refunded outside the shop" with an audit entry, takes the order off the list and refuses a second time', async () => {
    const order = await lateMpesaSuccess({ stoneSoldAgain: true });
    const cookie = await adminCookie();

    const resolved = await staffCall(cookie, 'POST', `/api/admin/orders/${order.id}/resolve`, { resolution: 'refunded_outside' });

    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toEqual({ id: order.id, resolution: 'refunded_outside' });
    expect(await orderStatus(order.id)).toBe('failed');
    expect((await needsAttention(cookie)).map((item) => item.id)).not.toContain(order.id);
    const audit = await testDb()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.target, order.id), eq(auditEvents.action, 'order.update')));
    expect(audit).toEqual([expect.objectContaining({ actor: 'admin', status: 200 })]);

    const again = await staffCall(cookie, 'POST', `/api/admin/orders/${order.id}/resolve`, { resolution: 'fulfilled' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'nothing_to_resolve' });
    expect(await orderStatus(order.id)).toBe('failed');
  });

  it('marks a fulfilled order paid without taking stock again', async () => {
    const order = await lateMpesaSuccess({ stoneSoldAgain: true });
    const cookie = await adminCookie();

    const resolved = await staffCall(cookie, 'POST', `/api/admin/orders/${order.id}/resolve`, { resolution: 'fulfilled' });

    expect(resolved.status).toBe(200);
    expect(await orderStatus(order.id)).toBe('paid');
    expect(await stockOf(order.product.id)).toBe(0);
    const [payment] = await testDb().select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(payment?.lateOutcome).toBe('fulfilled');
  });

  it('answers an unknown order 404 and a bad resolution 400, changing nothing', async () => {
    const order = await lateMpesaSuccess({ stoneSoldAgain: true });
    const cookie = await adminCookie();

    const unknown = await staffCall(cookie, 'POST', `/api/admin/orders/${crypto.randomUUID()}/resolve`, { resolution: 'fulfilled' });
    const bad = await staffCall(cookie, 'POST', `/api/admin/orders/${order.id}/resolve`, { resolution: 'shipped' });

    expect([unknown.status, bad.status]).toEqual([404, 400]);
    expect((await needsAttention(cookie)).map((item) => item.id)).toContain(order.id);
  });
});

describe('staff settle and release only by an explicit POST (issue 20, item 6)', () => {
  it('GET /api/admin/orders leaves a stale order pending; POST /api/admin/orders/sweep releases it, audited', async () => {
    const order = await insertOrder();
    await backdateOrder(order.id, PENDING_ORDER_TTL_MS + 60_000);
    const cookie = await adminCookie();

    expect((await staffCall(cookie, 'GET', '/api/admin/orders?status=pending&limit=100')).status).toBe(200);
    expect(await orderStatus(order.id)).toBe('pending');

    const swept = await staffCall(cookie, 'POST', '/api/admin/orders/sweep');

    expect(swept.status).toBe(200);
    expect(await swept.json()).toEqual({ failedSteps: [] });
    expect(await orderStatus(order.id)).toBe('failed');
    expect(await stockOf(order.product.id)).toBe(order.product.stock + 2);
    const [entry] = await testDb().select().from(auditEvents).where(eq(auditEvents.action, 'order.sweep'));
    expect(entry).toMatchObject({ actor: 'admin', target: null, status: 200 });
  });
});
