import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '#schema/cart-api.ts';
import { BOOKMARK_COOKIE } from '#schema/read-replication-api.ts';
import app from '#worker/index.ts';
import { bumpCatalogVersion } from '#worker/services/catalog/catalog-version.ts';
import { adminCookie } from '#worker/test/checkout-fixtures.ts';
import { insertProduct, testDb } from '#worker/test/factories.ts';

/** The test D1, noting where each session the Worker opens on it starts. */
function recordingD1() {
  const starts: (string | undefined)[] = [];
  const binding = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'withSession') {
        return (start?: string) => {
          starts.push(start);
          return target.withSession(start);
        };
      }
      const member: unknown = Reflect.get(target, property, target);
      return typeof member === 'function' ? member.bind(target) : member;
    },
  });
  return { binding, starts };
}

/** A request through the whole Worker on the recording D1; says where its sessions started. */
async function callRecorded(path: string, init: RequestInit = {}) {
  const d1 = recordingD1();
  const response = await app.fetch(new Request(`http://shop.test${path}`, init), { ...env, DB: d1.binding }, createExecutionContext());
  return { response, starts: d1.starts };
}

/** The bookmark a response sets, and the cookie's attributes. */
function bookmarkCookie(response: Response): { value: string; attributes: string } | undefined {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE}=`));
  if (!line) return undefined;
  const [pair = '', ...attributes] = line.split('; ');
  return { value: pair.slice(BOOKMARK_COOKIE.length + 1), attributes: attributes.join('; ') };
}

const cartHeaders = (session: string, bookmark?: string) => ({
  'x-session-id': session,
  'content-type': 'application/json',
  ...(bookmark ? { cookie: `${BOOKMARK_COOKIE}=${bookmark}` } : {}),
});

describe("a visitor's bookmark travels with each answer, so the visitor reads their own writes", () => {
  it('sets the session bookmark on an answer that read D1: HttpOnly, Secure, SameSite=Lax, for the whole site', async () => {
    const { response, starts } = await callRecorded('/api/cart', { headers: cartHeaders(crypto.randomUUID()) });
    expect(response.status).toBe(200);
    expect(starts).toEqual(['first-unconstrained']);
    expect(bookmarkCookie(response)).toEqual({
      value: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/),
      attributes: 'Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax',
    });
  });

  it("starts the next read at the bookmark of the visitor's write, and the cart shows what was added", async () => {
    const product = await insertProduct();
    const session = crypto.randomUUID();
    const added = await callRecorded('/api/cart', {
      method: 'POST',
      headers: cartHeaders(session),
      body: JSON.stringify({ productId: product.id, quantity: 1 }),
    });
    expect(added.response.status).toBe(201);
    const written = bookmarkCookie(added.response)?.value;
    expect(written).toBeDefined();

    const read = await callRecorded('/api/cart', { headers: cartHeaders(session, written) });
    expect(read.starts).toEqual([written]);
    expect((await read.response.json<CartLine[]>()).map((line) => line.product.id)).toEqual([product.id]);
    // Refreshed on every answer: never older than the one it carried.
    expect((bookmarkCookie(read.response)?.value ?? '') >= (written ?? '')).toBe(true);
  });

  it('keeps the carried bookmark on an answer that did not read D1 (a catalog read answered from memory)', async () => {
    await callRecorded('/api/products/categories');
    const carried = '00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653';
    const { response } = await callRecorded('/api/products/categories', { headers: { cookie: `${BOOKMARK_COOKIE}=${carried}` } });
    expect(bookmarkCookie(response)?.value).toBe(carried);
  });

  it('ignores a cookie that is no bookmark, as if none had been sent', async () => {
    const { starts } = await callRecorded('/api/cart', {
      headers: { 'x-session-id': crypto.randomUUID(), cookie: `${BOOKMARK_COOKIE}=first-primary` },
    });
    expect(starts).toEqual(['first-unconstrained']);
  });
});

describe('what starts on the primary', () => {
  it('every write, whatever bookmark it carries', async () => {
    const product = await insertProduct();
    const carried = '00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653';
    const { response, starts } = await callRecorded('/api/cart', {
      method: 'POST',
      headers: cartHeaders(crypto.randomUUID(), carried),
      body: JSON.stringify({ productId: product.id, quantity: 1 }),
    });
    expect(response.status).toBe(201);
    expect(starts).toEqual(['first-primary']);
  });

  it("a staff member's read", async () => {
    const { response, starts } = await callRecorded('/api/admin/orders', { headers: { cookie: await adminCookie() } });
    expect(response.status).toBe(200);
    expect(starts).toEqual(['first-primary']);
  });

  it("the catalog version, and the catalog read it keys waits for the version's bookmark", async () => {
    await insertProduct();
    const db = testDb();
    await db.batch([bumpCatalogVersion(db)]);
    const { response, starts } = await callRecorded('/api/products?limit=3');
    expect(response.status).toBe(200);
    // The shopper's own session is never opened: the catalog cache moved the reads to the version's bookmark before any read.
    const [version, reads] = starts;
    expect(version).toBe('first-primary');
    expect(reads).toMatch(/^[0-9a-f]{8}-/);
    expect(starts).toHaveLength(2);
  });
});

describe('a session is opened only when the request reads D1', () => {
  it('opens none for an unknown API path, and keeps the carried bookmark', async () => {
    const carried = '00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653';
    const { response, starts } = await callRecorded('/api/no-such-endpoint', { headers: { cookie: `${BOOKMARK_COOKIE}=${carried}` } });
    expect(response.status).toBe(404);
    expect(starts).toEqual([]);
    expect(bookmarkCookie(response)?.value).toBe(carried);
  });

  it('opens one, once, for a request that reads twice', async () => {
    const { response, starts } = await callRecorded('/api/admin/orders', { headers: { cookie: await adminCookie() } });
    expect(response.status).toBe(200);
    expect(starts).toEqual(['first-primary']);
  });
});
