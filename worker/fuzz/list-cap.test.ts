import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryImages, products } from '#schema/tables.ts';
import { galleryImageFields, productFields } from '#testing/factories.ts';
import { appRoutes } from '#worker/index.ts';
import { staffCall } from '#worker/test/admin-session.ts';
import { adminCookie, insertOrder } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';

/** docs/design.md "Budgets": no API answer holds more than this many items. */
const MAX_ITEMS = 100;
/** More rows than any answer may hold, in each table a list reads. */
const ROWS = MAX_ITEMS + 20;

/** Every GET route of the API without a path parameter: the lists, the counts and the settings (a route added later is walked too). */
const readRoutes = [...new Set(appRoutes.filter((route) => route.method === 'GET').map((route) => route.path))].filter(
  (path) => path.startsWith('/api/') && !path.includes(':') && !path.includes('*'),
);

/** The length of the longest array anywhere in `value`. */
function longestList(value: unknown): number {
  if (Array.isArray(value)) return Math.max(value.length, ...value.map(longestList));
  if (value && typeof value === 'object') return Math.max(0, ...Object.values(value).map(longestList));
  return 0;
}

let cookie: string;

beforeAll(async () => {
  const db = testDb();
  // D1 binds at most 100 parameters a statement: a few rows at a time.
  for (let index = 0; index < ROWS; index += 4) {
    const names = [0, 1, 2, 3].map((offset) => `Capped ${index + offset}`);
    await db.insert(products).values(names.map((name) => productFields({ name })));
    await db.insert(galleryImages).values(names.map((name) => galleryImageFields({ imageUrl: '/objects/seed/test.svg', name })));
  }
  for (let index = 0; index < ROWS; index += 1) await insertOrder();
  cookie = await adminCookie();
  expect(await env.DB.prepare('SELECT count(*) AS n FROM products').first('n')).toBeGreaterThan(MAX_ITEMS);
});

describe(`every list the API answers holds at most ${MAX_ITEMS} items`, () => {
  it('walks some routes (the table is not empty)', () => {
    expect(readRoutes).toEqual(expect.arrayContaining(['/api/products', '/api/uploaded-images', '/api/search', '/api/admin/orders']));
  });

  it.each(readRoutes)('GET %s, as staff, with more rows than that in every table', async (path) => {
    const response = await staffCall(cookie, 'GET', path);
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('application/json')) return;
    expect(longestList(await response.json()), path).toBeLessThanOrEqual(MAX_ITEMS);
  });
});
