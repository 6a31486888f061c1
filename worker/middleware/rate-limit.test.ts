import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { LimitName } from './rate-limit.ts';
import { call } from '#worker/test/app.ts';
import { insertStone, orderBody, postOrder } from '#worker/test/checkout-fixtures.ts';

const newAddress = () => `192.0.2.${crypto.randomUUID()}`;
const newSession = () => crypto.randomUUID();

type Key = { address: string; session: string };
type Send = (key: Key) => Promise<Response>;

/**
 * A public write with its two limits a minute (wrangler.jsonc): per visitor session, and per client address
 * whatever visitor each call names. `read`: a read of the same resource by the same key, which the limits leave alone.
 */
type Limited = { label: string; perVisitor: number; perAddress: number; addressLimit: LimitName; send: Send; read?: Send };

const post = (path: string, headers: Record<string, string>) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

const visitorAt = ({ address, session }: Key) => ({ 'x-session-id': session, 'cf-connecting-ip': address });

/** Each public write, sent with an invalid body: counting comes first. */
const LIMITED: Limited[] = [
  {
    label: 'cart writes',
    perVisitor: 60,
    perAddress: 1000,
    addressLimit: 'CART_WRITE_ADDRESS_LIMIT',
    send: (key) => post('/api/cart', visitorAt(key)),
    read: (key) => call('/api/cart', { headers: visitorAt(key) }),
  },
  {
    label: 'orders',
    perVisitor: 10,
    perAddress: 300,
    addressLimit: 'ORDER_ADDRESS_LIMIT',
    send: (key) => post('/api/orders', visitorAt(key)),
  },
  {
    label: 'card payment starts',
    perVisitor: 10,
    perAddress: 300,
    addressLimit: 'PAYMENT_START_ADDRESS_LIMIT',
    send: (key) => post('/api/visa/create-session', visitorAt(key)),
  },
  {
    label: 'M-Pesa payment starts',
    perVisitor: 10,
    perAddress: 300,
    addressLimit: 'PAYMENT_START_ADDRESS_LIMIT',
    send: (key) => post('/api/mpesa/initiate', visitorAt(key)),
  },
  {
    label: 'wholesale applications',
    perVisitor: 5,
    perAddress: 100,
    addressLimit: 'WHOLESALE_ADDRESS_LIMIT',
    send: (key) => post('/api/wholesale/apply', visitorAt(key)),
  },
  {
    label: 'view tracking',
    perVisitor: 120,
    perAddress: 1200,
    addressLimit: 'VIEW_ADDRESS_LIMIT',
    send: (key) => call('/api/uploaded-images/999999999?track_view=true', { headers: visitorAt(key) }),
    read: (key) => call('/api/uploaded-images/999999999', { headers: visitorAt(key) }),
  },
  {
    label: 'private receipt links opened',
    perVisitor: 60,
    perAddress: 600,
    addressLimit: 'RECEIPT_ADDRESS_LIMIT',
    send: (key) => call(`/api/receipts/${'x'.repeat(43)}`, { headers: visitorAt(key) }),
  },
  {
    label: 'private receipt link pages',
    perVisitor: 60,
    perAddress: 600,
    addressLimit: 'RECEIPT_ADDRESS_LIMIT',
    send: (key) => call(`/receipts/${'x'.repeat(43)}`, { headers: visitorAt(key) }),
  },
  {
    label: 'receipts emailed',
    perVisitor: 3,
    perAddress: 30,
    addressLimit: 'MAIL_ADDRESS_LIMIT',
    send: (key) => post(`/api/receipts/${'x'.repeat(43)}/email`, visitorAt(key)),
  },
];

const RATE_LIMITED = {
  error: 'Too many requests. Try again in 1 minute(s).',
  code: 'rate_limited',
  params: { minutes: 1, retryAfterSeconds: 60 },
};

async function expectRateLimited(refused: Response) {
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe('60');
  expect(await refused.json()).toEqual(RATE_LIMITED);
}

const minuteWindow = () => Math.floor(Date.now() / 60_000);

/** Sends every call of `keys`, 50 at a time (the address ceilings are hundreds), and answers their statuses. */
async function sendAll(keys: Key[], send: Send): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < keys.length; start += 50) {
    const answers = await Promise.all(keys.slice(start, start + 50).map(async (key) => (await send(key)).status));
    statuses.push(...answers);
  }
  return statuses;
}

/**
 * Sends `limit` calls, each with the key `keyOf` makes, then one more. The local limiter counts in windows aligned
 * to the clock's minutes, so a burst that crossed a minute was counted in two windows: it is sent again with new
 * keys, which then start inside the new window.
 */
async function burstWithinOneWindow(limit: number, keyOf: (address: string, session: string) => Key, send: Send) {
  for (let attempt = 1; ; attempt += 1) {
    const window = minuteWindow();
    const address = newAddress();
    const session = newSession();
    const statuses = await sendAll(
      Array.from({ length: limit }, () => keyOf(address, session)),
      send,
    );
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const last = keyOf(address, session);
    const refused = await send(last);
    if (minuteWindow() === window) return { last, refused };
    if (attempt === 3) throw new Error(`three bursts of ${limit} each crossed a minute: the machine is too slow for this test`);
  }
}

describe("public writes are limited per visitor session by Cloudflare's rate limiting binding", () => {
  it.each(LIMITED)(
    '$label: $perVisitor a minute per visitor, then 429 rate_limited with Retry-After; others behind the same address go on',
    async ({ perVisitor, send, read }) => {
      const { last, refused } = await burstWithinOneWindow(perVisitor, (address, session) => ({ address, session }), send);

      await expectRateLimited(refused);
      if (read) expect((await read(last)).status).not.toBe(429);
      // Another shopper behind the same address is not held back by this one.
      expect((await send({ address: last.address, session: newSession() })).status).not.toBe(429);
    },
  );
});

/**
 * Counts `count` calls of the address against its ceiling straight through the binding, in parallel: sending
 * hundreds of calls through the app takes longer than the minute the local limiter counts in. Answers whether
 * all of them were counted within one minute.
 */
async function fillAddressCeiling(limit: LimitName, address: string, count: number): Promise<boolean> {
  const window = minuteWindow();
  const counted = await Promise.all(Array.from({ length: count }, () => env[limit].limit({ key: address })));
  expect(counted.filter(({ success }) => !success)).toEqual([]);
  return minuteWindow() === window;
}

describe('public writes have a ceiling per client address that a new visitor id per call does not reset', () => {
  it.each(LIMITED)(
    '$label: $perAddress a minute per address, then 429 rate_limited; another address goes on',
    async ({ perAddress, addressLimit, send }) => {
      for (let attempt = 1; ; attempt += 1) {
        const window = minuteWindow();
        const address = newAddress();
        const filledInTime = await fillAddressCeiling(addressLimit, address, perAddress - 1);
        const last = await send({ address, session: newSession() });
        const refused = await send({ address, session: newSession() });
        if (!filledInTime || minuteWindow() !== window) {
          if (attempt === 3) throw new Error('three tries each crossed a minute: the machine is too slow for this test');
          continue;
        }
        expect(last.status).not.toBe(429);
        await expectRateLimited(refused);
        expect((await send({ address: newAddress(), session: newSession() })).status).not.toBe(429);
        return;
      }
    },
  );
});

describe('sign-in', () => {
  it('200 calls a minute per client address (a shared address), then 429 rate_limited with Retry-After', async () => {
    for (let attempt = 1; ; attempt += 1) {
      const window = minuteWindow();
      const address = newAddress();
      const filledInTime = await fillAddressCeiling('SIGN_IN_LIMIT', address, 199);
      const last = await post('/api/admin/login', { 'cf-connecting-ip': address });
      const refused = await post('/api/admin/login', { 'cf-connecting-ip': address });
      if (!filledInTime || minuteWindow() !== window) {
        if (attempt === 3) throw new Error('three tries each crossed a minute: the machine is too slow for this test');
        continue;
      }
      expect(last.status).not.toBe(429);
      await expectRateLimited(refused);
      return;
    }
  });
});

describe('shoppers behind one shared address (mobile carrier NAT, an office, a campus)', () => {
  it('200 visitors each place an order within a minute and all succeed', { timeout: 120_000 }, async () => {
    const address = newAddress();
    const stone = await insertStone({ price: 1500, stock: 200 });
    const body = orderBody([{ product: stone, quantity: 1 }]);

    const statuses = await Promise.all(
      Array.from({ length: 200 }, async () => (await postOrder(newSession(), body, { 'cf-connecting-ip': address })).status),
    );

    expect(statuses.filter((status) => status !== 201)).toEqual([]);
  });

  it('one visitor placing orders in a loop is still refused with 429 and Retry-After', async () => {
    const stone = await insertStone({ price: 1500, stock: 50 });
    const body = orderBody([{ product: stone, quantity: 1 }]);
    const placeInALoop: Send = ({ address, session }) => postOrder(session, body, { 'cf-connecting-ip': address });

    const { refused } = await burstWithinOneWindow(10, (address, session) => ({ address, session }), placeInALoop);

    await expectRateLimited(refused);
  });
});
