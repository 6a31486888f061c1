import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#schema/products-api.ts';
import { products } from '#schema/tables.ts';
import { call } from '#worker/test/app.ts';

beforeAll(async () => {
  await drizzle(env.DB)
    .insert(products)
    .values([
      {
        name: 'Rose Quartz Heart',
        description: 'Soft pink.',
        price: 2450,
        imageUrl: '/objects/seed/a.svg',
        category: 'healing',
        stock: 12,
        treatmentCode: 'unknown',
        originCode: 'unknown',
        certified: false,
      },
      { name: 'Blue Sapphire', description: 'Ceylon.', price: 99900, imageUrl: '/objects/seed/b.svg', category: 'rare', stock: 0 },
    ]);
});

type Page = { items: Product[]; nextCursor: string | null };
const listed = async (query = '') => (await call(`/api/products${query}`)).json<Page>();

describe('GET /api/products', () => {
  it('answers a page of products with price in cents and stock as a count', async () => {
    const response = await call('/api/products');
    expect(response.status).toBe(200);
    const { items, nextCursor } = await response.json<Page>();
    expect(nextCursor).toBeNull();
    expect(items).toEqual([
      {
        id: expect.any(Number),
        name: 'Rose Quartz Heart',
        description: 'Soft pink.',
        price: 2450,
        imageUrl: '/objects/seed/a.svg',
        category: 'healing',
        stock: 12,
        treatmentCode: 'unknown',
        originCode: 'unknown',
        certified: false,
      },
      {
        id: expect.any(Number),
        name: 'Blue Sapphire',
        description: 'Ceylon.',
        price: 99900,
        imageUrl: '/objects/seed/b.svg',
        category: 'rare',
        stock: 0,
        treatmentCode: 'unknown',
        originCode: 'unknown',
        certified: false,
      },
    ]);
  });
});

describe('GET /api/products?limit (the home grid pages through the catalog)', () => {
  it('answers pages of `limit`, oldest first, that follow on without a gap or a repeat', async () => {
    const all = (await listed()).items;
    const first = await (await call('/api/products?limit=1')).json<{ items: Product[]; nextCursor: string | null }>();
    expect(first.items).toEqual(all.slice(0, 1));
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await (
      await call(`/api/products?limit=1&cursor=${first.nextCursor}`)
    ).json<{ items: Product[]; nextCursor: string | null }>();
    expect(second).toEqual({ items: all.slice(1, 2), nextCursor: null });
  });

  it('narrows the list and its pages to one category on the server', async () => {
    const rare = (await listed('?category=rare')).items;
    expect(rare.map((product) => product.name)).toEqual(['Blue Sapphire']);
    const page = await (await call('/api/products?category=healing&limit=10')).json<{ items: Product[]; nextCursor: string | null }>();
    expect(page).toEqual({ items: [expect.objectContaining({ name: 'Rose Quartz Heart' })], nextCursor: null });
  });

  it.each([
    ['limit=0', 'limit: must be a whole number from 1 to 100'],
    ['limit=101', 'limit: must be a whole number from 1 to 100'],
    ['category=meteorite', expect.stringMatching(/^category: must be one of /)],
    ['q=' + 'x'.repeat(101), 'q: must be at most 100 characters'],
    ['limit=5&cursor=abc', 'cursor: is not a cursor from this API'],
  ])('refuses ?%s with 400 invalid_input', async (query, error) => {
    const response = await call(`/api/products?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error, code: 'invalid_input' });
  });
});

describe('GET /api/products?q (the staff list searches)', () => {
  it('finds the products with every word at the start of a word of their name, category or description', async () => {
    const names = async (q: string) => (await listed(`?q=${encodeURIComponent(q)}`)).items.map((product) => product.name);
    expect(await names('sapph')).toEqual(['Blue Sapphire']);
    expect(await names('ROSE  heart')).toEqual(['Rose Quartz Heart']);
    expect(await names('ceylon')).toEqual(['Blue Sapphire']);
    expect(await names('rose sapphire')).toEqual([]);
    // No words (only punctuation, or nothing): no search.
    expect(await names('"*()')).toEqual(['Rose Quartz Heart', 'Blue Sapphire']);
  });

  it('pages the matches as the list does', async () => {
    const first = await listed('?q=s&limit=1');
    expect(first.items.map((product) => product.name)).toEqual(['Rose Quartz Heart']);
    expect(await listed(`?q=s&limit=1&cursor=${first.nextCursor}`)).toEqual({
      items: [expect.objectContaining({ name: 'Blue Sapphire' })],
      nextCursor: null,
    });
  });
});

describe('GET /api/products/stats', () => {
  it('counts every product and those in stock', async () => {
    const response = await call('/api/products/stats');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ total: 2, inStock: 1 });
  });
});

describe('GET /api/products/categories', () => {
  it('counts the products of each category that has any, with its first product’s picture', async () => {
    const response = await call('/api/products/categories');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { category: 'healing', count: 1, imageUrl: '/objects/seed/a.svg' },
      { category: 'rare', count: 1, imageUrl: '/objects/seed/b.svg' },
    ]);
  });
});

describe('GET /api/products/{id}', () => {
  it('answers one product as the list shows it', async () => {
    const sapphire = (await listed()).items.find((product) => product.name === 'Blue Sapphire');
    const response = await call(`/api/products/${sapphire?.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(sapphire);
  });

  it('answers 404 not_found for an unknown id and 400 for one that is not a number', async () => {
    const missing = await call('/api/products/999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Product not found', code: 'not_found' });
    expect((await call('/api/products/abc')).status).toBe(400);
  });
});
