import { describe, expect, it } from 'vitest';
import { tablesWrittenSince, watchTableWrites, writeMark } from '#worker/fuzz/table-writes.ts';
import { PENDING_ORDER_TTL_MS } from '#worker/services/orders/order-expiry.ts';
import { adminCookie, backdateOrder, insertOrder, orderRow, readOrderEveryWay } from '#worker/test/checkout-fixtures.ts';

describe('an order whose hold ended unpaid, before the sweep releases it', () => {
  it('reads an order whose hold ended unpaid as not paid in the receipt, its status and the staff list, without a write', async () => {
    const order = await insertOrder();
    await backdateOrder(order.id, PENDING_ORDER_TTL_MS + 60_000);
    const cookie = await adminCookie();
    await watchTableWrites();
    const before = await writeMark();

    const { status, receipt, staffList } = await readOrderEveryWay(order, cookie);

    expect(await status.json()).toEqual({ status: 'failed' });
    expect(await receipt.json()).toMatchObject({ id: order.id, status: 'failed', paidAt: null });
    const listed = (await staffList.json<{ items: { id: string; status: string }[] }>()).items.find(({ id }) => id === order.id);
    expect(listed?.status).toBe('failed');
    expect((await tablesWrittenSince(before)).tables).toEqual([]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
  });
});
