import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '#schema/tables.ts';
import { HELD_STONES_PER_ADDRESS, HOLD_WINDOW_HOURS, HOLDS_PER_STONE } from '#worker/services/orders/stone-holds.ts';
import { PENDING_ORDER_TTL_MS, releaseStaleOrders } from '#worker/services/orders/order-expiry.ts';
import { backdateOrder, insertStone, markPaid, orderBody, orderStatus, postOrder, stockOf } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';

/**
 * Issue 21, item 5: a checkout holds its stones for 15 minutes and a retry is a new checkout, so one request every
 * 15 minutes could keep a one-of-a-kind stone off sale forever. The caps of worker/services/orders/stone-holds.ts stop that.
 */

const newAddress = () => `198.51.100.${crypto.randomUUID()}`;
const newSession = () => crypto.randomUUID();

async function orderAs(session: string, address: string | null, body: unknown) {
  const response = await postOrder(session, body, address === null ? {} : { 'cf-connecting-ip': address });
  return { status: response.status, body: await response.json<{ id?: string; code?: string; params?: unknown; error?: string }>() };
}

const ordersOfSessions = (sessions: string[]) => testDb().select().from(orders).where(inArray(orders.sessionId, sessions));

/** The checkouts made so far left their holds at least the window ago. */
async function ageBeyondTheWindow(sessions: string[]) {
  for (const order of await ordersOfSessions(sessions)) await backdateOrder(order.id, HOLD_WINDOW_HOURS * 60 * 60 * 1000 + 1000);
}

describe(`a visitor takes the last of a stone at most ${HOLDS_PER_STONE} times in ${HOLD_WINDOW_HOURS} hours without paying`, () => {
  it('refuses the next checkout with 409 stone_hold_limit, naming the stone, and writes nothing', async () => {
    const stone = await insertStone({ name: 'One-of-a-kind Tanzanite', stock: 1 });
    const session = newSession();
    const body = orderBody([{ product: stone, quantity: 1 }]);
    for (let hold = 1; hold <= HOLDS_PER_STONE; hold += 1) expect((await orderAs(session, null, body)).status).toBe(201);
    const before = await ordersOfSessions([session]);

    const refused = await orderAs(session, null, body);

    expect(refused).toEqual({
      status: 409,
      body: {
        error: `"One-of-a-kind Tanzanite" was reserved ${HOLDS_PER_STONE} times in the last ${HOLD_WINDOW_HOURS} hours without being paid, so it is left for other shoppers for now. Please try again later.`,
        code: 'stone_hold_limit',
        params: { name: 'One-of-a-kind Tanzanite', times: HOLDS_PER_STONE, hours: HOLD_WINDOW_HOURS },
      },
    });
    expect(await ordersOfSessions([session])).toEqual(before);
    expect(await stockOf(stone.id)).toBe(0);
  });

  it('lets the visitor take it again once those checkouts are older than the window', async () => {
    const stone = await insertStone({ stock: 1 });
    const session = newSession();
    const body = orderBody([{ product: stone, quantity: 1 }]);
    for (let hold = 1; hold <= HOLDS_PER_STONE; hold += 1) expect((await orderAs(session, null, body)).status).toBe(201);

    await ageBeyondTheWindow([session]);

    expect((await orderAs(session, null, body)).status).toBe(201);
  });

  it('leaves alone a stone the checkout does not take the last of: re-ordering one of plenty is a shopper', async () => {
    const stone = await insertStone({ stock: 10 });
    const session = newSession();
    const body = orderBody([{ product: stone, quantity: 1 }]);
    for (let hold = 1; hold <= HOLDS_PER_STONE + 2; hold += 1) expect((await orderAs(session, null, body)).status).toBe(201);
  });

  it('does not count a paid checkout: buying is what holding is for', async () => {
    const stone = await insertStone({ stock: 2 });
    const session = newSession();
    const body = orderBody([{ product: stone, quantity: 1 }]);
    const paid = await orderAs(session, null, body);
    await markPaid(paid.body.id!);

    for (let hold = 1; hold <= HOLDS_PER_STONE; hold += 1) expect((await orderAs(session, null, body)).status).toBe(201);

    expect((await orderAs(session, null, body)).body.code).toBe('stone_hold_limit');
  });
});

describe('a new visitor id from the same address does not reset the count', () => {
  it(`refuses the last of a stone to an address whose holds of it ended unpaid ${HOLDS_PER_STONE} times`, async () => {
    const stone = await insertStone({ stock: 1 });
    const address = newAddress();
    const body = orderBody([{ product: stone, quantity: 1 }]);
    for (let hold = 1; hold <= HOLDS_PER_STONE; hold += 1) {
      const placed = await orderAs(newSession(), address, body);
      expect(placed.status).toBe(201);
      // Its 15 minutes run out unpaid: the sweep fails it and gives the stone back.
      await backdateOrder(placed.body.id!, PENDING_ORDER_TTL_MS + 1000);
      expect(await releaseStaleOrders(testDb())).toContain(placed.body.id);
    }

    const refused = await orderAs(newSession(), address, body);

    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('stone_hold_limit');
    // Shoppers elsewhere are not held back.
    expect((await orderAs(newSession(), newAddress(), body)).status).toBe(201);
  });
});

describe(`the unpaid checkouts of one address hold at most ${HELD_STONES_PER_ADDRESS} stones at once`, () => {
  it('refuses the checkout that would pass it with 409 address_hold_limit; another address, or the same visitor retrying, goes on', async () => {
    const stone = await insertStone({ stock: HELD_STONES_PER_ADDRESS + 10 });
    const address = newAddress();
    const first = newSession();
    // 99 a line at most: the whole ceiling in lines of the same stone, which the order merges.
    const lines = Array.from({ length: Math.ceil(HELD_STONES_PER_ADDRESS / 99) }, (_, index) => ({
      product: stone,
      quantity: Math.min(99, HELD_STONES_PER_ADDRESS - index * 99),
    }));
    expect((await orderAs(first, address, orderBody(lines))).status).toBe(201);
    const second = newSession();

    const refused = await orderAs(second, address, orderBody([{ product: stone, quantity: 1 }]));

    expect(refused).toEqual({
      status: 409,
      body: {
        error: `Unpaid checkouts from your network hold the most stones allowed at once (${HELD_STONES_PER_ADDRESS}). Please try again in a few minutes.`,
        code: 'address_hold_limit',
        params: { max: HELD_STONES_PER_ADDRESS },
      },
    });
    expect(await ordersOfSessions([second])).toEqual([]);
    expect((await orderAs(second, newAddress(), orderBody([{ product: stone, quantity: 1 }]))).status).toBe(201);
    // The first visitor's retry releases its own checkout in the same write, so it does not count against it.
    const retried = await orderAs(first, address, orderBody(lines));
    expect(retried.status).toBe(201);
    expect(await orderStatus(retried.body.id!)).toBe('pending');
  });
});
