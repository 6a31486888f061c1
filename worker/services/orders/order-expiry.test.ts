import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderPayments, products } from '#schema/tables.ts';
import { backdateOrder, insertStone, markPaid, orderStatus, placeOrder, stockOf } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';
import { failOrder, PENDING_ORDER_TTL_MS, releaseStaleOrders } from './order-expiry.ts';

const MINUTE = 60_000;
const STALE = PENDING_ORDER_TTL_MS + MINUTE;

describe('releaseStaleOrders: abandoned checkouts give their stock back', () => {
  it('fails a pending order older than the 15-minute hold and returns its stock, once', async () => {
    const rose = await insertStone({ stock: 10 });
    const opal = await insertStone({ stock: 4 });
    const id = await placeOrder([
      { product: rose, quantity: 3 },
      { product: opal, quantity: 1 },
    ]);
    expect([await stockOf(rose.id), await stockOf(opal.id)]).toEqual([7, 3]);
    await backdateOrder(id, STALE);

    expect(await releaseStaleOrders(testDb())).toContain(id);
    expect(await orderStatus(id)).toBe('failed');
    expect([await stockOf(rose.id), await stockOf(opal.id)]).toEqual([10, 4]);

    expect(await releaseStaleOrders(testDb())).not.toContain(id);
    expect([await stockOf(rose.id), await stockOf(opal.id)]).toEqual([10, 4]);
  });

  it('returns the stock once when two sweeps run at the same moment', async () => {
    const shared = await insertStone({ stock: 10 });
    const other = await insertStone({ stock: 5 });
    const first = await placeOrder([{ product: shared, quantity: 2 }]);
    const second = await placeOrder([
      { product: shared, quantity: 3 },
      { product: other, quantity: 5 },
    ]);
    expect([await stockOf(shared.id), await stockOf(other.id)]).toEqual([5, 0]);
    await backdateOrder(first, STALE);
    await backdateOrder(second, STALE);

    const sweeps = await Promise.all([releaseStaleOrders(testDb()), releaseStaleOrders(testDb()), releaseStaleOrders(testDb())]);

    expect(
      sweeps
        .flat()
        .filter((id) => id === first || id === second)
        .sort(),
    ).toEqual([first, second].sort());
    expect([await stockOf(shared.id), await stockOf(other.id)]).toEqual([10, 5]);
    expect([await orderStatus(first), await orderStatus(second)]).toEqual(['failed', 'failed']);
  });

  it('leaves a pending order younger than the 15-minute hold alone', async () => {
    const product = await insertStone({ stock: 6 });
    const id = await placeOrder([{ product, quantity: 2 }]);
    await backdateOrder(id, PENDING_ORDER_TTL_MS - MINUTE);

    expect(await releaseStaleOrders(testDb())).not.toContain(id);
    expect(await orderStatus(id)).toBe('pending');
    expect(await stockOf(product.id)).toBe(4);
  });

  it('leaves a paid order alone, however old', async () => {
    const product = await insertStone({ stock: 6 });
    const id = await placeOrder([{ product, quantity: 2 }]);
    await markPaid(id);
    await backdateOrder(id, 10 * STALE);

    expect(await releaseStaleOrders(testDb())).not.toContain(id);
    expect(await orderStatus(id)).toBe('paid');
    expect(await stockOf(product.id)).toBe(4);
  });

  it('leaves an old order alone whose payment succeeded, even before the order is marked paid', async () => {
    const product = await insertStone({ stock: 6 });
    const id = await placeOrder([{ product, quantity: 2 }]);
    await testDb()
      .insert(orderPayments)
      .values({
        orderId: id,
        provider: 'simulated',
        method: 'visa',
        providerRef: `pi_${crypto.randomUUID()}`,
        amount: 1,
        currency: 'USD',
        status: 'succeeded',
      });
    await backdateOrder(id, STALE);

    expect(await releaseStaleOrders(testDb())).not.toContain(id);
    expect(await orderStatus(id)).toBe('pending');
    expect(await stockOf(product.id)).toBe(4);
  });

  it('fails a stale order whose product has since been deleted, and returns the rest of its stock', async () => {
    const gone = await insertStone({ stock: 3 });
    const kept = await insertStone({ stock: 3 });
    const id = await placeOrder([
      { product: gone, quantity: 1 },
      { product: kept, quantity: 2 },
    ]);
    await testDb().delete(products).where(eq(products.id, gone.id));
    await backdateOrder(id, STALE);

    expect(await releaseStaleOrders(testDb())).toContain(id);
    expect(await orderStatus(id)).toBe('failed');
    expect(await stockOf(kept.id)).toBe(3);
  });
});

describe('failOrder: a payment that could not be started', () => {
  it('fails that one pending order and returns its stock; a second call changes nothing', async () => {
    const product = await insertStone({ stock: 5 });
    const id = await placeOrder([{ product, quantity: 2 }]);
    const bystander = await placeOrder([{ product, quantity: 1 }]);
    expect(await stockOf(product.id)).toBe(2);

    expect(await failOrder(testDb(), id)).toBe(true);
    expect(await orderStatus(id)).toBe('failed');
    expect(await orderStatus(bystander)).toBe('pending');
    expect(await stockOf(product.id)).toBe(4);

    expect(await failOrder(testDb(), id)).toBe(false);
    expect(await stockOf(product.id)).toBe(4);
  });

  it('never fails a paid order', async () => {
    const product = await insertStone({ stock: 5 });
    const id = await placeOrder([{ product, quantity: 2 }]);
    await markPaid(id);

    expect(await failOrder(testDb(), id)).toBe(false);
    expect(await orderStatus(id)).toBe('paid');
    expect(await stockOf(product.id)).toBe(3);
  });
});
