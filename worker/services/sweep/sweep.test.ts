import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { adminSessions } from '#schema/tables.ts';
import { PENDING_ORDER_TTL_MS } from '#worker/services/orders/order-expiry.ts';
import { settleDuePayments } from '#worker/services/payments/payments.ts';
import { backdateOrder, insertStone, orderStatus, placeOrder } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';
import { faultyD1 } from '#worker/test/faulty-d1.ts';
import { sweepOrders } from './sweep.ts';

describe('the Cron sweep when D1 fails in one step', () => {
  /** A stale order and an expired staff session, after every payment that came due was settled. */
  async function arrange() {
    await settleDuePayments(testDb());
    const product = await insertStone({ stock: 8 });
    const stale = await placeOrder([{ product, quantity: 3 }]);
    await backdateOrder(stale, PENDING_ORDER_TTL_MS + 60_000);
    const tokenHash = crypto.randomUUID();
    await testDb()
      .insert(adminSessions)
      .values({ tokenHash, expiresAt: new Date(Date.now() - 1000) });
    const sessionKept = async () => (await testDb().$count(adminSessions, eq(adminSessions.tokenHash, tokenHash))) > 0;
    return { stale, sessionKept };
  }

  const sweepFailingAt = (failAt: number) => sweepOrders({ DB: faultyD1(env.DB, failAt).binding });

  it('still purges when settling the due payments fails, and keeps the stale order for the next run (it may be paid)', async () => {
    const { stale, sessionKept } = await arrange();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(sweepFailingAt(1)).rejects.toThrow('1 sweep step(s) failed');

    expect(await orderStatus(stale)).toBe('pending');
    expect(await sessionKept()).toBe(false);
  });

  it('still purges when releasing the stale orders fails', async () => {
    const { stale, sessionKept } = await arrange();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    // Statement 1 reads the due payments (none), 2 the stale orders.
    await expect(sweepFailingAt(2)).rejects.toThrow('1 sweep step(s) failed');

    expect(await orderStatus(stale)).toBe('pending');
    expect(await sessionKept()).toBe(false);
  });

  it('still releases the stale orders when the purge fails, and says so', async () => {
    const { stale, sessionKept } = await arrange();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Statement 1 reads the due payments, 2 the undecided ones to give up, 3 the stale orders, 4-6 release them (stock,
    // status, catalog version), 7 purges.
    await expect(sweepFailingAt(7)).rejects.toThrow('1 sweep step(s) failed');

    expect(await orderStatus(stale)).toBe('failed');
    expect(await sessionKept()).toBe(true);
  });
});
