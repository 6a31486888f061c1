import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productViews } from '#schema/tables.ts';
import { insertStone } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';
import { BROWSER, viewProduct } from '#worker/test/product-views.ts';

const rowsOf = (productId: number) => testDb().select().from(productViews).where(eq(productViews.productId, productId));
const today = () => Math.floor(Date.now() / (24 * 60 * 60 * 1000));

describe('POST /api/products/{id}/view', () => {
  it('counts each opening on one row per product and day, answering 204 with no body', async () => {
    const stone = await insertStone();

    const answers = [await viewProduct(stone.id), await viewProduct(stone.id), await viewProduct(stone.id)];

    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204]);
    expect(await answers[0]!.text()).toBe('');
    expect(await rowsOf(stone.id)).toEqual([{ productId: stone.id, day: today(), views: 3 }]);
  });

  it.each<{ who: string; headers: Record<string, string> }>([
    { who: 'a crawler', headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } },
    { who: 'a headless browser', headers: { 'user-agent': 'Mozilla/5.0 HeadlessChrome/131.0' } },
    { who: 'a prefetch', headers: { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' } },
  ])('counts nothing for $who', async ({ headers }) => {
    const stone = await insertStone();
    expect((await viewProduct(stone.id, headers)).status).toBe(204);
    expect(await rowsOf(stone.id)).toEqual([]);
  });

  it('writes nothing for an id that is no product, and refuses one that is no id', async () => {
    const missing = 2_000_000_000;
    expect((await viewProduct(missing)).status).toBe(204);
    expect(await rowsOf(missing)).toEqual([]);
    expect((await viewProduct('abc' as unknown as number)).status).toBe(400);
  });
});
