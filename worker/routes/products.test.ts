import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#schema/api.ts';
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
      },
      { name: 'Blue Sapphire', description: 'Ceylon.', price: 99900, imageUrl: '/objects/seed/b.svg', category: 'rare', stock: 0 },
    ]);
});

describe('GET /api/products', () => {
  it('lists every product with price in cents and stock as a count', async () => {
    const response = await call('/api/products');
    expect(response.status).toBe(200);
    const list = await response.json<Product[]>();
    expect(list).toEqual([
      {
        id: expect.any(Number),
        name: 'Rose Quartz Heart',
        description: 'Soft pink.',
        price: 2450,
        imageUrl: '/objects/seed/a.svg',
        category: 'healing',
        stock: 12,
      },
      {
        id: expect.any(Number),
        name: 'Blue Sapphire',
        description: 'Ceylon.',
        price: 99900,
        imageUrl: '/objects/seed/b.svg',
        category: 'rare',
        stock: 0,
      },
    ]);
  });
});
