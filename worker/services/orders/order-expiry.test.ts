import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderPayments, products } from '#schema/tables.ts';
import { backdateOrder, insertStone, markPaid, orderStatus, placeOrder, stockOf } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';
import { planOf } from '#worker/test/query-plan.ts';
import { failOrder, failOrderStatements, PENDING_ORDER_TTL_MS, releaseStaleOrders, releaseSupersededCheckouts } from './order-expiry.ts';

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

describe('the units released orders give back', () => {
  it('are summed per product across the orders of one sweep: on sale for a product that is on, kept with the count of one switched off, none for a product nobody held', async () => {
    const on = await insertStone({ stock: 10 });
    const off = await insertStone({ stock: 6 });
    const unheld = await insertStone({ stock: 0, stockBeforeOff: 4 });
    const first = await placeOrder([
      { product: on, quantity: 2 },
      { product: off, quantity: 1 },
    ]);
    const second = await placeOrder([
      { product: on, quantity: 3 },
      { product: off, quantity: 2 },
    ]);
    // Switched off by staff with 3 units free: the count it keeps (catalog/products.ts).
    await testDb().update(products).set({ stock: 0, stockBeforeOff: 3 }).where(eq(products.id, off.id));
    await backdateOrder(first, STALE);
    await backdateOrder(second, STALE);

    expect(await releaseStaleOrders(testDb())).toEqual(expect.arrayContaining([first, second]));

    const rows = await testDb()
      .select({ id: products.id, stock: products.stock, stockBeforeOff: products.stockBeforeOff })
      .from(products)
      .where(inArray(products.id, [on.id, off.id, unheld.id]))
      .orderBy(products.id);
    expect(rows).toEqual([
      { id: on.id, stock: 10, stockBeforeOff: null },
      { id: off.id, stock: 0, stockBeforeOff: 6 },
      { id: unheld.id, stock: 0, stockBeforeOff: 4 },
    ]);
  });
});

/** A step that reads a whole table of the catalog or the orders, with no index to narrow it. */
const wholeTableScan = (step: string) => /^SCAN (products|orders|order_lines|order_payments)\b(?!.*USING)/.test(step);

// docs/design.md §10: the release runs on every checkout, payment failure and sweep, so it costs the same with 100,000
// orders as with 10: it reaches the released orders' lines by their indexes and each product by its key.
describe('the statement that gives released units back runs on indexes', () => {
  it.each([
    { label: 'one order that failed', stockStatement: () => failOrderStatements(testDb(), crypto.randomUUID())[0] },
    { label: "a visitor's superseded checkouts", stockStatement: () => releaseSupersededCheckouts(testDb(), crypto.randomUUID())[0] },
  ])('for $label: the lines of the released orders only, each product by its key, no table read whole', async ({ stockStatement }) => {
    const plan = await planOf(stockStatement());

    expect(plan.filter(wholeTableScan)).toEqual([]);
    expect(plan).toContainEqual(expect.stringMatching(/^SEARCH products USING INTEGER PRIMARY KEY/));
    expect(plan).toContainEqual(expect.stringMatching(/^SEARCH order_lines USING INDEX order_lines_order_idx/));
    // Not every line ever ordered of each product, which grows with the shop's history.
    expect(plan.filter((step) => step.includes('order_lines_product_idx'))).toEqual([]);
  });

  it('sums the released lines once, not once per column it sets', async () => {
    const { sql } = failOrderStatements(testDb(), crypto.randomUUID())[0].toSQL();

    expect(sql.match(/sum\(/g)).toHaveLength(1);
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
