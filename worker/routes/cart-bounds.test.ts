import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CART_MAX_LINES } from '#schema/cart-api.ts';
import { cartItems, type ProductRow } from '#schema/tables.ts';
import { call } from '#worker/test/app.ts';
import { insertProduct, testDb } from '#worker/test/factories.ts';

const add = (session: string, product: ProductRow, quantity = 1) =>
  call('/api/cart', {
    method: 'POST',
    headers: { 'x-session-id': session, 'content-type': 'application/json' },
    body: JSON.stringify({ productId: product.id, quantity }),
  });

const lineCount = async (session: string) =>
  (await testDb().select({ n: count() }).from(cartItems).where(eq(cartItems.sessionId, session)))[0]?.n ?? 0;

/** A cart already holding `lines` different products, written straight to D1. */
async function cartWith(lines: number): Promise<string> {
  const session = crypto.randomUUID();
  const stones = await Promise.all(Array.from({ length: lines }, () => insertProduct({ stock: 5 })));
  for (let start = 0; start < stones.length; start += 20) {
    await testDb()
      .insert(cartItems)
      .values(stones.slice(start, start + 20).map((stone) => ({ sessionId: session, productId: stone.id, quantity: 1 })));
  }
  return session;
}

describe(`a cart holds at most ${CART_MAX_LINES} different products`, () => {
  it('refuses one more product with 409 cart_full, naming the limit, and stores nothing', async () => {
    const session = await cartWith(CART_MAX_LINES);
    const response = await add(session, await insertProduct({ stock: 5 }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: `A cart holds at most ${CART_MAX_LINES} different products`,
      code: 'cart_full',
      params: { max: CART_MAX_LINES },
    });
    expect(await lineCount(session)).toBe(CART_MAX_LINES);
  });

  it('still raises a product already in a full cart', async () => {
    const session = await cartWith(CART_MAX_LINES - 1);
    const stone = await insertProduct({ stock: 5 });
    expect((await add(session, stone)).status).toBe(201);
    expect((await add(session, stone, 2)).status).toBe(201);
    const [line] = await testDb().select().from(cartItems).where(eq(cartItems.productId, stone.id));
    expect(line?.quantity).toBe(3);
  });

  it('lets parallel adds of different products fill the cart to the limit and no further', async () => {
    const session = await cartWith(CART_MAX_LINES - 3);
    const stones = await Promise.all(Array.from({ length: 10 }, () => insertProduct({ stock: 5 })));
    const statuses = (await Promise.all(stones.map((stone) => add(session, stone)))).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await lineCount(session)).toBe(CART_MAX_LINES);
  });

  it('marks a line touched when it is added or changed, so an active cart is never taken for idle', async () => {
    const session = crypto.randomUUID();
    const stone = await insertProduct({ stock: 5 });
    const before = Date.now();
    const line = await (await add(session, stone)).json<{ id: number }>();
    const touched = async () => (await testDb().select().from(cartItems).where(eq(cartItems.id, line.id)))[0]?.touchedAt?.getTime() ?? 0;
    expect(await touched()).toBeGreaterThanOrEqual(before);
    await testDb()
      .update(cartItems)
      .set({ touchedAt: new Date(0) })
      .where(eq(cartItems.id, line.id));
    await call(`/api/cart/${line.id}`, {
      method: 'PATCH',
      headers: { 'x-session-id': session, 'content-type': 'application/json' },
      body: JSON.stringify({ quantity: 2 }),
    });
    expect(await touched()).toBeGreaterThanOrEqual(before);
  });
});
