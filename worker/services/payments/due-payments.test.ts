import { env } from 'cloudflare:workers';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#schema/tables.ts';
import { tablesWrittenSince, watchTableWrites, writeMark } from '#worker/fuzz/table-writes.ts';
import { sweepOrders } from '#worker/services/sweep/sweep.ts';
import { adminCookie, insertDueCopies, insertOrder, orderRow, paymentsOf, readOrderEveryWay } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';

describe('due simulated payments (issue 21, item 7; issue 20, item 6)', () => {
  it('are read as paid by the receipt, its status and the staff list without a write, even 1,000 of them', async () => {
    const order = await insertOrder();
    await insertDueCopies(order, 1000);
    const cookie = await adminCookie();
    await watchTableWrites();
    const before = await writeMark();

    const { status, receipt, staffList } = await readOrderEveryWay(order, cookie);

    expect([status.status, receipt.status, staffList.status]).toEqual([200, 200, 200]);
    expect(await status.json()).toEqual({ status: 'paid' });
    expect(await receipt.json()).toMatchObject({ id: order.id, status: 'paid', paidAt: expect.any(String) });
    const listed = (await staffList.json<{ items: { status: string }[] }>()).items;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((item) => item.status === 'paid')).toBe(true);
    expect((await tablesWrittenSince(before)).tables).toEqual([]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
  });

  it('are all settled by the Cron sweep, a chunk at a time, when 1,000 are due at once', async () => {
    const order = await insertOrder();
    await insertDueCopies(order, 1000);

    await sweepOrders(env);

    const copies = await testDb()
      .select({ status: orders.status })
      .from(orders)
      .where(like(orders.id, `${order.id}%`));
    expect(copies).toHaveLength(1001);
    expect(copies.every((copy) => copy.status === 'paid')).toBe(true);
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  });
});
