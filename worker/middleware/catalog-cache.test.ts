import { eq } from 'drizzle-orm';
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '#schema/products-api.ts';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { galleryImages, products } from '#schema/tables.ts';
import type { AppEnv } from '#worker/env.ts';
import { catalogCache, forgetCatalogAnswers } from '#worker/middleware/catalog-cache.ts';
import { database } from '#worker/middleware/database.ts';
import { call } from '#worker/test/app.ts';
import { adminCookie, orderBody, postOrder } from '#worker/test/checkout-fixtures.ts';
import { insertProduct, putUpload, testDb } from '#worker/test/factories.ts';
import { insertGalleryImage } from '#worker/test/gallery-factories.ts';
import { failOrder } from '#worker/services/orders/order-expiry.ts';
import { staffCall } from '#worker/test/admin-session.ts';

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

const staff = (method: string, path: string, body?: unknown) => staffCall(cookie, method, path, body);

const productList = async () => (await (await call('/api/products')).json<{ items: Product[] }>()).items;
const productById = async (id: number) => (await productList()).find((product) => product.id === id);
const galleryList = async () => (await (await call('/api/uploaded-images')).json<{ items: GalleryImage[] }>()).items;
const imageById = async (id: number) => (await galleryList()).find((image) => image.id === id);

/** A change written straight to D1, as no route would: it does not move the catalog version. */
const sneakProductPrice = (id: number, price: number) => testDb().update(products).set({ price }).where(eq(products.id, id));
const sneakImageName = (id: number, name: string) => testDb().update(galleryImages).set({ name }).where(eq(galleryImages.id, id));

describe('the public catalog is answered from the cache until the catalog changes', () => {
  it('serves a repeated read from the cache: a change that skips the version stays unseen', async () => {
    const product = await insertProduct({ price: 1000 });
    expect((await productById(product.id))?.price).toBe(1000);
    await sneakProductPrice(product.id, 1111);
    expect((await productById(product.id))?.price).toBe(1000);
  });

  it('answers the same read again and again with the whole answer', async () => {
    await insertProduct();
    const bodies = [];
    for (let read = 0; read < 4; read += 1) bodies.push(await (await call('/api/products?limit=12')).text());
    expect(JSON.parse(bodies[0] ?? 'null')).toMatchObject({ items: expect.any(Array) });
    expect(new Set(bodies).size).toBe(1);
  });

  it("answers from the edge cache what this isolate's memory no longer holds, the whole answer", async () => {
    await insertProduct();
    const first = await (await call('/api/products?limit=12')).text();
    forgetCatalogAnswers();
    const fromEdge = await call('/api/products?limit=12');
    expect(fromEdge.status).toBe(200);
    expect(await fromEdge.text()).toBe(first);
    expect(await (await call('/api/products?limit=12')).text()).toBe(first);
  });

  it('tells browsers not to keep catalog answers themselves, and the edge to keep them five minutes', async () => {
    const response = await call('/api/products');
    expect(response.headers.get('cache-control')).toBe('max-age=0, s-maxage=300');
  });
});

describe('every kind of catalog write is seen by the next read', () => {
  it('a product created by staff', async () => {
    await productList();
    const { imageUrl } = await putUpload();
    const created = await staff('POST', '/api/products', {
      name: 'Fresh Opal',
      description: 'New in.',
      price: 5000,
      imageUrl,
      category: 'rare',
      stock: 2,
    });
    const { id } = await created.json<Product>();
    expect(await productById(id)).toMatchObject({ name: 'Fresh Opal' });
  });

  it('a product edited by staff (the price a shopper pays)', async () => {
    const product = await insertProduct({ price: 1000 });
    await productList();
    expect((await staff('PATCH', `/api/products/${product.id}`, { price: 1200 })).status).toBe(200);
    expect((await productById(product.id))?.price).toBe(1200);
  });

  it("a product's stock switched off by staff", async () => {
    const product = await insertProduct({ stock: 4 });
    await productList();
    await staff('PATCH', `/api/products/${product.id}`, { stock: false });
    expect((await productById(product.id))?.stock).toBe(0);
  });

  it('a product deleted by staff', async () => {
    const product = await insertProduct();
    await productList();
    await staff('DELETE', `/api/products/${product.id}`);
    expect(await productById(product.id)).toBeUndefined();
  });

  it('an order that takes stock, and a failed order that gives it back', async () => {
    const product = await insertProduct({ stock: 5 });
    await productList();
    const placed = await postOrder(crypto.randomUUID(), orderBody([{ product, quantity: 2 }]));
    const { id } = await placed.json<{ id: string }>();
    expect((await productById(product.id))?.stock).toBe(3);
    await failOrder(testDb(), id);
    expect((await productById(product.id))?.stock).toBe(5);
  });

  it('a gallery image edited by staff', async () => {
    const image = await insertGalleryImage();
    await galleryList();
    await staff('PUT', `/api/uploaded-images/${image.id}`, { name: 'Renamed Beryl' });
    expect((await imageById(image.id))?.name).toBe('Renamed Beryl');
  });

  it('gallery images featured in bulk by staff, counts included', async () => {
    const image = await insertGalleryImage({ featured: false });
    await galleryList();
    const before = await (await call('/api/uploaded-images/stats')).json<{ featured: number }>();
    await staff('PATCH', '/api/uploaded-images/batch', { ids: [image.id], updates: { featured: true } });
    expect((await imageById(image.id))?.featured).toBe(true);
    const after = await (await call('/api/uploaded-images/stats')).json<{ featured: number }>();
    expect(after.featured).toBe(before.featured + 1);
  });

  it('a gallery image converted to a product', async () => {
    const image = await insertGalleryImage({ price: 3300, isProduct: false, name: 'Convertible Topaz' });
    await productList();
    await galleryList();
    expect((await staff('POST', `/api/uploaded-images/${image.id}/convert-to-product`)).status).toBe(201);
    expect((await productList()).some((product) => product.name === 'Convertible Topaz')).toBe(true);
    expect((await imageById(image.id))?.isProduct).toBe(true);
  });

  it('a gallery image deleted by staff', async () => {
    const image = await insertGalleryImage();
    await galleryList();
    await staff('DELETE', `/api/uploaded-images/${image.id}`);
    expect(await imageById(image.id)).toBeUndefined();
  });

  it('never hides what a write did, even right after a sneaked change was cached', async () => {
    const image = await insertGalleryImage({ name: 'Before' });
    await galleryList();
    await sneakImageName(image.id, 'Sneaked');
    expect((await imageById(image.id))?.name).toBe('Before');
    await staff('PUT', `/api/uploaded-images/${image.id}`, { name: 'After' });
    expect((await imageById(image.id))?.name).toBe('After');
  });
});

describe('made-up query parameters neither miss the cache nor push answers out of it (issue 21, item 10)', () => {
  const priceIn = async (path: string, id: number) =>
    (await (await call(path)).json<{ items: Product[] }>()).items.find((product) => product.id === id)?.price;

  it('answers a read with unknown parameters from the entry of the read without them, however many there are', async () => {
    const product = await insertProduct({ price: 1000 });
    const plain = `/api/products/${product.id}`;
    const priceOf = async (path: string) => (await (await call(path)).json<Product>()).price;
    expect(await priceOf(plain)).toBe(1000);
    await sneakProductPrice(product.id, 1111);

    for (let bot = 0; bot < 40; bot += 1) {
      expect(await priceOf(`${plain}?utm_${bot}=${crypto.randomUUID()}`)).toBe(1000);
    }
    expect(await priceOf(plain)).toBe(1000);
  });

  it('files known parameters in any order and spelling under one entry', async () => {
    const product = await insertProduct({ price: 2000, category: 'rare' });
    expect(await priceIn(`/api/products?category=rare&limit=50&cursor=${product.id - 1}`, product.id)).toBe(2000);
    await sneakProductPrice(product.id, 2222);

    expect(await priceIn(`/api/products?cursor=${product.id - 1}&limit=050&category=rare`, product.id)).toBe(2000);
  });

  it('keeps endless different searches in a pool of their own, so they never push out a page of the catalog', async () => {
    const image = await insertGalleryImage({ name: 'Kept Aquamarine' });
    const page = '/api/uploaded-images?limit=100';
    const nameIn = async () =>
      (await (await call(page)).json<{ items: GalleryImage[] }>()).items.find((item) => item.id === image.id)?.name;
    // The isolate's memory alone: an edge cache that never holds anything, as at a location nobody asked yet.
    const edge = vi.spyOn(caches, 'open').mockResolvedValue({ match: async () => undefined, put: async () => {} } as unknown as Cache);
    try {
      expect(await nameIn()).toBe('Kept Aquamarine');
      await sneakImageName(image.id, 'Sneaked');

      // More different searches than the memory has places, a few at a time as a script sends them.
      for (let burst = 0; burst < 27; burst += 1) {
        const searches = Array.from({ length: 10 }, () => call(`/api/uploaded-images?limit=1&search=${crypto.randomUUID()}`));
        expect((await Promise.all(searches)).map((answer) => answer.status)).toEqual(Array(10).fill(200));
      }
      expect(await nameIn()).toBe('Kept Aquamarine');
    } finally {
      edge.mockRestore();
    }
    // 270 searches take a while on two shared cores; the default guard is for one request's worth.
  }, 120_000);
});

describe("a URL's place in the cache is worked out once per isolate", () => {
  it('parses a query once however often it is asked, and each other query once', async () => {
    let parses = 0;
    const counted = v.object({
      limit: v.optional(
        v.pipe(
          v.string(),
          v.transform((limit) => {
            parses += 1;
            return Number(limit);
          }),
        ),
      ),
    });
    let answers = 0;
    const app = new Hono<AppEnv>().use(database).get('/things', catalogCache(counted), (c) => c.json({ answer: (answers += 1) }));
    const read = async (path: string) => (await app.fetch(new Request(`http://shop.test${path}`), env, createExecutionContext())).json();
    for (let time = 0; time < 3; time += 1) expect(await read('/things?limit=3')).toEqual({ answer: 1 });
    expect(await read('/things?limit=03')).toEqual({ answer: 1 });
    expect(await read('/things?limit=4')).toEqual({ answer: 2 });
    expect(parses).toBe(3);
  });
});
