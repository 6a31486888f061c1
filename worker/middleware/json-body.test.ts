import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, wholesaleApplications } from '#schema/tables.ts';
import { call } from '#worker/test/app.ts';
import { insertStone, orderBody } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';
import { JSON_BODY_MAX_BYTES, JSON_BODY_MAX_DEPTH, jsonNestingDepth } from './json-body.ts';

const SESSION = '7a3e4c1f-0b2d-4e8a-9c6f-5d1b2a3c4e5f';

/** A body of `bytes` spaces that counts how much of it the Worker pulled. */
function countingBody(bytes: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= bytes) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-session-id': SESSION, ...headers }, body });

const orderCount = async () => (await testDb().select({ n: count() }).from(orders))[0]?.n ?? 0;

describe('a JSON body larger than 64 KB is refused with 413 before it is parsed', () => {
  it.each(['/api/orders', '/api/wholesale/apply', '/api/cart', '/api/visa/create-session', '/api/admin/login'])(
    'on %s, by its declared length',
    async (path) => {
      const response = await post(path, ' '.repeat(JSON_BODY_MAX_BYTES + 1));
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 'payload_too_large', params: { max: JSON_BODY_MAX_BYTES } });
    },
  );

  it('stops reading a streamed 300 MB body soon after the limit, instead of reading it whole', async () => {
    const body = countingBody(300 * 1024 * 1024);
    const response = await post('/api/orders', body.stream);
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });

  it('still takes a real order body, and a body just under the limit reaches validation', async () => {
    const product = await insertStone({ stock: 2 });
    const before = await orderCount();
    expect((await post('/api/orders', JSON.stringify(orderBody([{ product, quantity: 1 }])))).status).toBe(201);
    expect(await orderCount()).toBe(before + 1);
    const padded = JSON.stringify({ businessName: 'x'.repeat(JSON_BODY_MAX_BYTES - 100) });
    expect((await post('/api/wholesale/apply', padded)).status).toBe(400);
  });
});

describe(`a body nested deeper than ${JSON_BODY_MAX_DEPTH} levels is refused with 400, never a 500`, () => {
  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  it.each(['/api/orders', '/api/visa/create-session', '/api/mpesa/initiate', '/api/payment-details', '/api/wholesale/apply'])(
    'on %s, 10 KB of brackets',
    async (path) => {
      const response = await post(path, deep(5000));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_input', params: { field: 'body' } });
    },
  );

  it('writes nothing for a refused deep body', async () => {
    const before = (await testDb().select({ n: count() }).from(wholesaleApplications))[0]?.n;
    await post('/api/wholesale/apply', `{"businessName":${deep(100)}}`);
    expect((await testDb().select({ n: count() }).from(wholesaleApplications))[0]?.n).toBe(before);
  });

  it('counts brackets inside strings as text, not nesting', () => {
    expect(jsonNestingDepth(JSON.stringify({ name: '[[[[{{{{' + '\\"[[' }))).toBe(1);
    expect(jsonNestingDepth('{"a":[{"b":[1]}]}')).toBe(4);
    expect(jsonNestingDepth(deep(JSON_BODY_MAX_DEPTH))).toBe(JSON_BODY_MAX_DEPTH);
  });
});
