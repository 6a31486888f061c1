import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { priceRangeIn } from '#schema/price-range.ts';
import type { Rates } from '#schema/rates-api.ts';
import type { SearchResults } from '#schema/search-api.ts';
import { products } from '#schema/tables.ts';
import { uniqueWord } from '#testing/factories.ts';
import { call } from '#worker/test/app.ts';
import { insertProduct, testDb } from '#worker/test/factories.ts';
import { bumpCatalogVersion } from '#worker/services/catalog/catalog-version.ts';

async function search(query: Record<string, string>): Promise<SearchResults> {
  const response = await call(`/api/search?${new URLSearchParams(query)}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<SearchResults>();
}

const names = (results: SearchResults) => results.items.map((item) => item.name);
const facet = (results: SearchResults, name: string) =>
  Object.fromEntries(results.facets.find((found) => found.name === name)?.values.map(({ value, count }) => [value, count]) ?? []);

describe('GET /api/search: the words', () => {
  it('ranks a stone whose name holds the word before one whose description does', async () => {
    const word = uniqueWord();
    await insertProduct({ name: `Plain ${uniqueWord()}`, description: `Mentions ${word} in passing, ${word} twice.` });
    await insertProduct({ name: `Named ${word}`, description: 'Nothing else.' });
    expect(names(await search({ q: word }))).toEqual([`Named ${word}`, expect.stringMatching(/^Plain /)]);
  });

  it('ignores case and accents, in the stone and in the words typed', async () => {
    const word = uniqueWord();
    await insertProduct({ name: `Améthyste ${word}` });
    expect(names(await search({ q: `AMETHYSTE ${word}` }))).toEqual([`Améthyste ${word}`]);
    expect(names(await search({ q: `amèthystè ${word}` }))).toEqual([`Améthyste ${word}`]);
  });

  it('finds a word from its first two or three letters, as it is being typed', async () => {
    const word = uniqueWord();
    await insertProduct({ name: `Prefix ${word}` });
    expect(names(await search({ q: `prefix ${word.slice(0, 2)}` }))).toContain(`Prefix ${word}`);
    expect(names(await search({ q: word.slice(0, 3) }))).toContain(`Prefix ${word}`);
  });

  it('finds amethyst for "amethist" and says which words it searched for instead', async () => {
    const word = uniqueWord(12);
    await insertProduct({ name: `Amethyst ${word}` });
    const misspelled = `${word.slice(0, 5)}x${word.slice(6)}`;
    const results = await search({ q: `amethist ${misspelled}` });
    expect(results.corrected).toBe(`amethyst ${word}`);
    expect(names(results)).toEqual([`Amethyst ${word}`]);
    expect((await search({ q: `amethyst ${word}` })).corrected).toBeNull();
  });

  it('takes FTS5 syntax, SQL and control characters as plain words, never as operators', async () => {
    const word = uniqueWord();
    await insertProduct({ name: `Safe ${word}` });
    // As FTS5 syntax, `OR` would widen the search and `NOT` narrow it: as words, no stone holds them.
    expect((await search({ q: `${word} OR zzzzzz` })).total).toBe(0);
    expect(names(await search({ q: `"${word}"` }))).toEqual([`Safe ${word}`]);
    expect(names(await search({ q: `name:${word}` }))).toEqual([]);
    for (const hostile of ['"', '*', 'NEAR(a b)', '^x', '") OR 1=1 --', "'); DROP TABLE products; --", 'a\u0000b', '{name}: x', '-', '(']) {
      const response = await call(`/api/search?${new URLSearchParams({ q: hostile })}`);
      expect(response.status, hostile).toBe(200);
    }
    expect(names(await search({ q: word }))).toEqual([`Safe ${word}`]);
  });

  it('searches only the first 100 characters and the first 8 words', async () => {
    const word = uniqueWord();
    await insertProduct({ name: `Bounded ${word}` });
    const all = await search({});
    expect((await search({ q: `${' '.repeat(100)}${uniqueWord()}` })).total).toBe(all.total);
    expect(names(await search({ q: `${word} ${'bounded '.repeat(7)}${uniqueWord()}` }))).toEqual([`Bounded ${word}`]);
  });

  it('keeps the index in step when a stone is renamed or deleted', async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const row = await insertProduct({ name: `Renamed ${before}` });
    const db = testDb();
    await db.batch([
      db
        .update(products)
        .set({ name: `Renamed ${after}` })
        .where(eq(products.id, row.id)),
      bumpCatalogVersion(db),
    ]);
    expect((await search({ q: before })).total).toBe(0);
    expect(names(await search({ q: after }))).toEqual([`Renamed ${after}`]);
    await db.batch([db.delete(products).where(eq(products.id, row.id)), bumpCatalogVersion(db)]);
    expect((await search({ q: after })).total).toBe(0);
  });

  it("matches the stones of the categories the words named in the shopper's language, after the text matches", async () => {
    const word = uniqueWord();
    await insertProduct({ name: `Text ${word}`, category: 'rare' });
    await insertProduct({ name: `Other ${uniqueWord()}`, category: 'birthstone' });
    const results = await search({ q: word, named: 'birthstone' });
    expect(results.items[0]?.name).toBe(`Text ${word}`);
    expect(results.items.slice(1).every((item) => item.category === 'birthstone')).toBe(true);
    expect(facet(results, 'category').birthstone).toBeGreaterThan(0);
  });
});

describe('GET /api/search: filters, counts and sorting', () => {
  async function stones() {
    const word = uniqueWord();
    await insertProduct({ name: `${word} Alpha`, price: 5000, category: 'rare', stock: 0 });
    await insertProduct({ name: `${word} Charlie`, price: 1000, category: 'rare', stock: 3 });
    await insertProduct({ name: `${word} Bravo`, price: 20000, category: 'healing', stock: 1 });
    return word;
  }

  it('sorts by price up and down, by name and by newest', async () => {
    const word = await stones();
    const short = (results: SearchResults) => names(results).map((name) => name.split(' ')[1]);
    expect(short(await search({ q: word, sort: 'price_asc' }))).toEqual(['Charlie', 'Alpha', 'Bravo']);
    expect(short(await search({ q: word, sort: 'price_desc' }))).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(short(await search({ q: word, sort: 'name' }))).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(short(await search({ q: word, sort: 'newest' }))).toEqual(['Bravo', 'Charlie', 'Alpha']);
  });

  it('counts each category with the other choices kept, and the stones in stock with the category kept', async () => {
    const word = await stones();
    const results = await search({ q: word, category: 'rare', in_stock: 'true' });
    expect(names(results)).toEqual([`${word} Charlie`]);
    expect(results.total).toBe(1);
    expect(facet(results, 'category')).toEqual({ healing: 1, rare: 1 });
    expect(facet(results, 'inStock')).toEqual({ true: 1 });
    expect(results.priceRange).toEqual({ min: 1000, max: 20000 });
  });

  it("bounds the price in the visitor's currency, converted with the shop's rates", async () => {
    const word = await stones();
    // The test Worker has no upstream rates: EUR is 0.85 a dollar, so 10, 50 and 200 USD show as 8.50, 42.50 and 170 EUR.
    expect(names(await search({ q: word, currency: 'EUR', min: '9', max: '170', sort: 'price_asc' }))).toEqual([
      `${word} Alpha`,
      `${word} Bravo`,
    ]);
    expect(names(await search({ q: word, currency: 'USD', max: '50', sort: 'price_asc' }))).toEqual([`${word} Charlie`, `${word} Alpha`]);
    expect(facet(await search({ q: word, max: '10' }), 'category')).toEqual({ healing: 0, rare: 1 });
  });

  it('reads a range in EUR (or GBP, or whole yen) against prices in USD: converted from a USD link as the page converts it, it finds the same stones', async () => {
    const word = uniqueWord();
    // Either side of 100 and 500 USD, by a cent.
    for (const [name, price] of [
      ['Under', 9999],
      ['Low', 10_000],
      ['High', 50_000],
      ['Over', 50_001],
    ] as const)
      await insertProduct({ name: `${word} ${name}`, price });
    const { rates } = await (await call('/api/rates')).json<Rates>();
    const usd = { min: 100, max: 500 };
    expect(names(await search({ q: word, currency: 'USD', min: '100', max: '500', sort: 'price_asc' }))).toEqual([
      `${word} Low`,
      `${word} High`,
    ]);
    for (const currency of ['EUR', 'GBP', 'JPY'] as const) {
      const { min, max } = priceRangeIn(usd, 'USD', currency, rates);
      const found = await search({ q: word, currency, min: String(min), max: String(max), sort: 'price_asc' });
      expect(names(found), `${currency} ${min}-${max}`).toEqual([`${word} Low`, `${word} High`]);
    }
    // 85 to 425 EUR at the test Worker's 0.85: 99.99 USD shows as 84.99 EUR, 500.01 as 425.01.
    expect(priceRangeIn(usd, 'USD', 'EUR', rates)).toEqual({ min: 85, max: 425 });
  });

  it('pages the results', async () => {
    const word = await stones();
    const first = await search({ q: word, sort: 'name', limit: '2' });
    const second = await search({ q: word, sort: 'name', limit: '2', page: '2' });
    expect([first.pageCount, names(first).length, names(second)]).toEqual([2, 2, [`${word} Charlie`]]);
  });

  it('answers the last page for a page past the end, a link kept from a larger result (walk of 2026-11-27)', async () => {
    const word = await stones();
    const past = await search({ q: word, sort: 'name', limit: '2', page: '9' });
    expect([past.page, past.pageCount, names(past)]).toEqual([2, 2, [`${word} Charlie`]]);
  });

  it('refuses what is not a choice of the page: 400 invalid_input naming the field', async () => {
    for (const [name, value] of [
      ['limit', '49'],
      ['page', '501'],
      ['page', '0'],
      ['min', '-1'],
      ['max', '1e3'],
      ['sort', 'price'],
      ['category', 'moon'],
      ['named', 'healing,moon'],
      ['currency', 'XXX'],
      ['in_stock', 'yes'],
    ] as const) {
      const response = await call(`/api/search?${name}=${value}`);
      expect(response.status, `${name}=${value}`).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'invalid_input',
        params: { field: expect.stringMatching(new RegExp(`^${name}`)) },
      });
    }
  });
});
