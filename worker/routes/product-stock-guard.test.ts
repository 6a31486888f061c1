import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '#schema/tables.ts';
import { call } from '#worker/test/app.ts';
import { adminCookie, insertStone, orderBody, postOrder, stockOf } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';

/** Issue 14, item 2: an admin edit during a sale never gives sold stock back. */

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

const patch = (id: number, body: unknown) =>
  call(`/api/products/${id}`, { method: 'PATCH', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The admin's dialog opened on a product with 3 in stock; then a shopper bought all 3. */
async function soldOutWhileEditing() {
  const product = await insertStone({ stock: 3 });
  const bought = await postOrder(crypto.randomUUID(), orderBody([{ product, quantity: 3 }]));
  expect(bought.status).toBe(201);
  expect(await stockOf(product.id)).toBe(0);
  return product;
}

describe('PATCH /api/products/:id during a sale', () => {
  it('a description saved with the form opened before the sale leaves the sold stock at 0', async () => {
    const product = await soldOutWhileEditing();

    const response = await patch(product.id, { description: 'Now with a longer description.' });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ description: 'Now with a longer description.', stock: 0 });
    expect(await stockOf(product.id)).toBe(0);
  });

  it('a stock change carrying the stock the form read answers 409 stock_changed when a sale moved it, and writes nothing', async () => {
    const product = await soldOutWhileEditing();

    const response = await patch(product.id, { stock: 5, expectedStock: 3, name: 'Renamed' });

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'stock_changed' });
    const [row] = await testDb().select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ stock: 0, name: product.name });
  });

  it('a stock change whose expectedStock is still true applies', async () => {
    const product = await insertStone({ stock: 3 });
    const response = await patch(product.id, { stock: 5, expectedStock: 3 });
    expect(response.status).toBe(200);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('an expectedStock for a product that does not exist is still a 404', async () => {
    const response = await patch(2_000_000_000, { stock: 5, expectedStock: 3 });
    expect(response.status).toBe(404);
  });

  it('expectedStock alone changes nothing and is refused with 400', async () => {
    const product = await insertStone({ stock: 3 });
    const response = await patch(product.id, { expectedStock: 3 });
    expect(response.status).toBe(400);
  });
});

describe('PATCH /api/products/:id racing orders of the last units', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * Three shoppers order one each of the last 3 while the admin saves a form that read 3 (`edit`), sent `delayMs`
   * after the orders so that it lands before, between or after the sales.
   */
  async function race(edit: Record<string, unknown>, delayMs = 0) {
    const product = await insertStone({ stock: 3 });
    const body = orderBody([{ product, quantity: 1 }]);
    const [saved, ...orders] = await Promise.all([
      pause(delayMs).then(() => patch(product.id, edit)),
      ...Array.from({ length: 3 }, () => postOrder(crypto.randomUUID(), body)),
    ]);
    const sold = orders.filter((order) => order.status === 201).length;
    return { saved: saved!.status, sold, stock: (await stockOf(product.id)) ?? Number.NaN };
  }

  it('a restock carrying the stock it read either lands before every sale or is refused: sold units never come back', async () => {
    for (const delayMs of [0, 10, 25, 50, 100]) {
      const { saved, sold, stock } = await race({ stock: 10, expectedStock: 3 }, delayMs);

      expect([200, 409]).toContain(saved);
      // Stock on hand plus what was sold is what the shop had: 10 when the restock applied first, else 3.
      expect({ delayMs, total: stock + sold }).toEqual({ delayMs, total: saved === 200 ? 10 : 3 });
    }
  });

  it('a description saved meanwhile never touches the stock', async () => {
    const { saved, sold, stock } = await race({ description: 'Now with a longer description.' }, 10);

    expect(saved).toBe(200);
    expect(stock + sold).toBe(3);
  });
});
