import { describe, expect, it } from 'vitest';
import type { GalleryPage } from '#schema/gallery-api.ts';
import type { ProductPage } from '#schema/products-api.ts';
import { stoneCertificates } from '#schema/tables.ts';
import type { SearchResults } from '#schema/search-api.ts';
import type { FactCounts } from '#schema/stone-facts.ts';
import { uniqueWord } from '#testing/factories.ts';
import { call } from '#worker/test/app.ts';
import { insertProduct, testDb } from '#worker/test/factories.ts';
import { bumpCatalogVersion } from '#worker/services/catalog/catalog-version.ts';
import { insertGalleryImage } from '#worker/test/gallery-factories.ts';

async function get<T>(path: string): Promise<T> {
  const response = await call(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<T>();
}

const countsOf = (list: FactCounts['treatment']) => Object.fromEntries(list.map(({ value, count }) => [value, count]));

/** Four stones of one word: two heated (one from Sri Lanka, certified), an untreated one from Sri Lanka, an oiled one from Colombia. */
async function fourProducts(category: 'rare' | 'jewelry' = 'rare') {
  const word = uniqueWord();
  const name = (what: string) => `${what} ${word}`;
  await insertProduct({ name: name('Heated Ceylon'), category, treatmentCode: 'heated', originCode: 'LK', certified: true });
  await insertProduct({ name: name('Heated Thai'), category, treatmentCode: 'heated', originCode: 'TH' });
  await insertProduct({ name: name('Untreated Ceylon'), category, treatmentCode: 'none', originCode: 'LK' });
  await insertProduct({ name: name('Oiled Muzo'), category, treatmentCode: 'oiled', originCode: 'CO', stock: 0 });
  return word;
}

describe('GET /api/search with the stone facts', () => {
  it('keeps only the stones of the chosen treatment, origin and certified, and counts each choice with the others kept', async () => {
    const word = await fourProducts();
    const heated = await get<SearchResults>(`/api/search?q=${word}&treatment=heated`);
    expect(heated.items.map((item) => item.name).sort()).toEqual([`Heated Ceylon ${word}`, `Heated Thai ${word}`]);
    expect(heated.total).toBe(2);
    // The treatment counts ignore the chosen treatment (so another can be picked); origin and certified keep it.
    expect(countsOf(heated.facts.treatment)).toEqual({ heated: 2, none: 1, oiled: 1 });
    expect(countsOf(heated.facts.origin)).toEqual({ LK: 1, TH: 1 });
    expect(heated.facts.certified).toBe(1);

    const certifiedCeylon = await get<SearchResults>(`/api/search?q=${word}&origin=LK&certified=true`);
    expect(certifiedCeylon.items.map((item) => item.name)).toEqual([`Heated Ceylon ${word}`]);
    expect(certifiedCeylon.items[0]).toMatchObject({ treatmentCode: 'heated', originCode: 'LK', certified: true });
    expect(countsOf(certifiedCeylon.facts.origin)).toEqual({ LK: 1 });
    expect(certifiedCeylon.facts.certified).toBe(1);
    expect(countsOf(certifiedCeylon.facts.treatment)).toEqual({ heated: 1 });
  });

  it('counts the facts within the other filters (in stock only)', async () => {
    const word = await fourProducts();
    const inStock = await get<SearchResults>(`/api/search?q=${word}&in_stock=true`);
    expect(countsOf(inStock.facts.treatment)).toEqual({ heated: 2, none: 1 });
  });

  it('refuses a treatment off the list and an origin that is not a country, in the error shape', async () => {
    for (const query of ['treatment=boiled', 'origin=XX', 'origin=lk', 'certified=yes']) {
      const response = await call(`/api/search?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ code: 'invalid_input' });
    }
  });
});

describe('GET /api/products and /api/products/facts: the shop grid', () => {
  it('pages only the chosen stones and counts every option in one answer', async () => {
    await fourProducts('jewelry');
    const page = await get<ProductPage>('/api/products?limit=24&category=jewelry&treatment=heated&origin=LK');
    expect(page.items.map((item) => item.name)).toEqual([expect.stringMatching(/^Heated Ceylon /)]);
    const facts = await get<FactCounts>('/api/products/facts?category=jewelry&treatment=heated');
    expect(countsOf(facts.treatment)).toEqual({ heated: 2, none: 1, oiled: 1 });
    expect(countsOf(facts.origin)).toEqual({ LK: 1, TH: 1 });
    expect(facts.certified).toBe(1);
  });

  it('lists certified stones only with certified=true', async () => {
    await fourProducts('jewelry');
    const { items } = await get<ProductPage>('/api/products?category=jewelry&certified=true');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.certified)).toBe(true);
  });

  it('counts a stone with a lab report as certified, without the flag', async () => {
    const word = uniqueWord();
    const stone = await insertProduct({ name: `Reported ${word}`, category: 'jewelry', certified: false });
    const certifiedOnly = `/api/search?q=${word}&certified=true`;
    expect((await get<SearchResults>(certifiedOnly)).total).toBe(0);
    await testDb()
      .insert(stoneCertificates)
      .values({ productId: stone.id, lab: 'GIA', reportNumber: '2141438167', issuedOn: '2024-03-18' });
    await bumpCatalogVersion(testDb());
    const found = await get<SearchResults>(certifiedOnly);
    expect(found.items.map((item) => item.id)).toEqual([stone.id]);
    expect(found.facts.certified).toBe(1);
  });
});

describe('GET /api/uploaded-images and /facts: the gallery', () => {
  it('filters by treatment, origin and certified (a named report), and counts each choice', async () => {
    const word = uniqueWord();
    await insertGalleryImage({ name: `Reported ${word}`, treatmentCode: 'heated', originCode: 'TZ', certification: 'GIA report 1' });
    await insertGalleryImage({ name: `Unreported ${word}`, treatmentCode: 'heated', originCode: 'TZ', certification: 'Uncertified' });
    await insertGalleryImage({ name: `Plain ${word}`, treatmentCode: 'none', originCode: 'BR', certification: '' });

    const { items: certified } = await get<GalleryPage>(`/api/uploaded-images?search=${word}&certified=true`);
    expect(certified.map((image) => image.name)).toEqual([`Reported ${word}`]);
    const { items: brazil } = await get<GalleryPage>(`/api/uploaded-images?search=${word}&origin=BR`);
    expect(brazil.map((image) => image.name)).toEqual([`Plain ${word}`]);

    const facts = await get<FactCounts>(`/api/uploaded-images/facts?search=${word}&origin=TZ`);
    expect(countsOf(facts.origin)).toEqual({ TZ: 2, BR: 1 });
    expect(countsOf(facts.treatment)).toEqual({ heated: 2 });
    expect(facts.certified).toBe(1);
  });
});
