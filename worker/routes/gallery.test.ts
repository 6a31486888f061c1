import { describe, expect, it } from 'vitest';
import type { GalleryImage, GalleryPage, GalleryStats } from '#schema/gallery-api.ts';
import type { GalleryImageRow } from '#schema/tables.ts';
import { uniqueWord } from '#testing/factories.ts';
import { gallery, insertGalleryImage, storedGalleryImage } from '#worker/test/gallery-factories.ts';

const DAY = 24 * 60 * 60 * 1000;
const BASE = Date.UTC(2026, 0, 1);

async function getJson<T>(path: string): Promise<T> {
  const response = await gallery('GET', path);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return response.json<T>();
}

/** The first page without a limit: at most 100 images, more than any one test here matches. */
const list = async (query: Record<string, string>) => (await getJson<GalleryPage>(`?${new URLSearchParams(query)}`)).items;
const page = (query: Record<string, string>) => getJson<GalleryPage>(`?${new URLSearchParams(query)}`);
const stats = (query: Record<string, string>) => getJson<GalleryStats>(`/stats?${new URLSearchParams(query)}`);
const ids = (images: { id: number }[]) => images.map((image) => image.id);

/** Where the list must put rows: newest first, the higher id first on the same instant. */
const newestFirst = (rows: GalleryImageRow[]) =>
  [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((row) => row.id);

/** True when `term` occurs, ignoring ASCII case, in a field the search covers. */
const literallyContains = (image: Pick<GalleryImage, 'name' | 'description' | 'tags' | 'origin'>, term: string) =>
  [image.name, image.description, image.tags, image.origin].some((field) => field.toLowerCase().includes(term.toLowerCase()));

describe('GET /api/uploaded-images/:id', () => {
  it("answers one image with docs/product.md §3's fields, price in cents and createdAt in ISO 8601", async () => {
    const fields = {
      imageUrl: '/objects/uploads/opal.png',
      name: 'Welo Opal',
      description: 'Play of colour across the whole face.',
      price: 23500,
      category: 'jewelry',
      stock: false,
      featured: true,
      isProduct: false,
      tags: 'opal,ethiopia',
      weight: '2.2 ct',
      dimensions: '10 x 8 mm',
      origin: 'Wollo, Ethiopia',
      treatment: 'None',
      treatmentCode: 'none',
      originCode: 'ET',
      certification: 'GIA',
      metaphysicalProperties: 'Creativity',
      hardness: '5.5-6',
      views: 12,
    } as const;
    const row = await insertGalleryImage({ ...fields, createdAt: new Date(BASE) });

    // Every field as stored, and nothing else: no column the answer leaves out or adds.
    expect(await getJson(`/${row.id}`)).toEqual({ ...fields, id: row.id, createdAt: '2026-01-01T00:00:00.000Z' });
  });

  it('answers price null for an image without a price', async () => {
    const row = await insertGalleryImage({ price: null });
    expect((await getJson<GalleryImage>(`/${row.id}`)).price).toBeNull();
  });

  it('answers 404 {error} for an unknown id, with or without track_view, and writes nothing', async () => {
    const row = await insertGalleryImage();
    const unknown = row.id + 1_000_000;
    for (const path of [`/${unknown}`, `/${unknown}?track_view=true`]) {
      const response = await gallery('GET', path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'Gallery image not found', code: 'not_found' });
    }
    expect(await storedGalleryImage(unknown)).toBeUndefined();
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '12abc'])('answers 400 {error} naming id for the id %s', async (id) => {
    const response = await gallery('GET', `/${id}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'id: must be a positive whole number', code: 'invalid_input' });
  });

  it('leaves views alone without track_view or with track_view=false', async () => {
    const row = await insertGalleryImage({ views: 5 });
    expect((await getJson<GalleryImage>(`/${row.id}`)).views).toBe(5);
    expect((await getJson<GalleryImage>(`/${row.id}?track_view=false`)).views).toBe(5);
    expect((await storedGalleryImage(row.id))?.views).toBe(5);
  });

  it('with track_view=true counts one view and answers the image with the new count', async () => {
    const row = await insertGalleryImage({ views: 41 });
    const image = await getJson<GalleryImage>(`/${row.id}?track_view=true`);
    expect(image).toMatchObject({ id: row.id, name: row.name, views: 42 });
    expect((await storedGalleryImage(row.id))?.views).toBe(42);
  });

  it.each(['yes', '1', 'TRUE', ''])('answers 400 for track_view=%s and counts nothing', async (value) => {
    const row = await insertGalleryImage({ views: 3 });
    const response = await gallery('GET', `/${row.id}?track_view=${value}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'track_view: must be true or false', code: 'invalid_input' });
    expect((await storedGalleryImage(row.id))?.views).toBe(3);
  });

  it('counts every one of 20 parallel views', async () => {
    const row = await insertGalleryImage({ views: 100 });

    const responses = await Promise.all(Array.from({ length: 20 }, () => gallery('GET', `/${row.id}?track_view=true`)));

    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const counts = await Promise.all(responses.map(async (r) => (await r.json<GalleryImage>()).views));
    // Each view saw its own count: the increments never overwrote one another.
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 101 + i));
    expect((await storedGalleryImage(row.id))?.views).toBe(120);
  });
});

describe('GET /api/uploaded-images without a limit', () => {
  it('answers a page of the matches, newest first, the higher id first on the same instant', async () => {
    const word = uniqueWord();
    const rows = [
      await insertGalleryImage({ tags: word, createdAt: new Date(BASE + DAY) }),
      await insertGalleryImage({ tags: word, createdAt: new Date(BASE + 3 * DAY) }),
      await insertGalleryImage({ tags: word, createdAt: new Date(BASE + 2 * DAY) }),
      await insertGalleryImage({ tags: word, createdAt: new Date(BASE + 2 * DAY) }),
      await insertGalleryImage({ tags: word, createdAt: new Date(BASE) }),
    ];

    const images = await list({ search: word });

    expect(ids(images)).toEqual(newestFirst(rows));
    expect(ids(images)).toEqual([rows[1]!.id, rows[3]!.id, rows[2]!.id, rows[0]!.id, rows[4]!.id]);
  });

  it('lists every image when nothing is filtered', async () => {
    const row = await insertGalleryImage({ createdAt: new Date(BASE + 4000 * DAY) });
    const images = await list({});
    expect(ids(images)).toContain(row.id);
    expect(images.find((image) => image.id === row.id)).toMatchObject({ name: row.name, price: row.price });
  });
});

describe('search', () => {
  /** Four rows that hold `word` in each searched field, and two that do not. */
  async function searchRows(word: string) {
    const inName = await insertGalleryImage({ name: `${word.toUpperCase()} Moonstone` });
    const inDescription = await insertGalleryImage({ description: `A super${word}ish glow.` });
    const inTags = await insertGalleryImage({ tags: `red,${word},blue` });
    const inOrigin = await insertGalleryImage({ origin: `${word[0]!.toUpperCase()}${word.slice(1)} Valley, Kenya` });
    const elsewhere = await insertGalleryImage({ treatment: word, certification: word, weight: word, hardness: '7' });
    const unrelated = await insertGalleryImage();
    return { matching: [inName, inDescription, inTags, inOrigin], elsewhere, unrelated };
  }

  it('matches name, description, tags and origin, ignoring case, and no other field', async () => {
    const word = uniqueWord();
    const { matching } = await searchRows(word);

    for (const term of [word, word.toUpperCase(), `${word[0]!.toUpperCase()}${word.slice(1)}`]) {
      expect(ids(await list({ search: term })), term).toEqual(newestFirst(matching));
    }
  });

  it('matches part of a word', async () => {
    const word = uniqueWord();
    const { matching } = await searchRows(word);
    expect(ids(await list({ search: word.slice(2, 7) }))).toEqual(newestFirst(matching));
    expect(ids(await list({ search: word.slice(3, 6).toUpperCase() }))).toEqual(expect.arrayContaining(ids(matching)));
  });

  it('matches a phrase across words only where it occurs as written', async () => {
    const word = uniqueWord();
    const hit = await insertGalleryImage({ name: `${word} Blue Sapphire` });
    await insertGalleryImage({ name: `${word} Sapphire, Blue` });
    expect(ids(await list({ search: `${word} blue sapph` }))).toEqual([hit.id]);
  });

  it('ignores surrounding spaces and treats an empty search as no search', async () => {
    const word = uniqueWord();
    const { matching } = await searchRows(word);
    expect(ids(await list({ search: `  ${word}  ` }))).toEqual(newestFirst(matching));
    const all = await list({ search: '' });
    expect(ids(all)).toEqual(expect.arrayContaining(ids(matching)));
  });

  it('finds nothing for a word no image holds', async () => {
    expect(await list({ search: uniqueWord(16) })).toEqual([]);
    expect(await page({ search: uniqueWord(16), limit: '10' })).toEqual({ items: [], nextCursor: null });
  });

  it('matches one and two character searches too, ignoring case', async () => {
    const word = uniqueWord();
    const row = await insertGalleryImage({ name: `${word} Qz` });
    for (const term of ['qz', 'QZ', 'Q']) {
      const images = await list({ search: term });
      expect(ids(images), term).toContain(row.id);
      for (const image of images) expect(literallyContains(image, term), `${term} in ${image.name}`).toBe(true);
    }
  });

  describe('a search holding a control character answers 200 and matches nothing, as no stored text holds one', () => {
    it.each(['\u0000', 'opal\u0000', '\u0000\u0000\u0000', 'a\u0000"b', '"\u0000', 'ro\u0007se', '\u001b[1m'])('%j', async (term) => {
      await insertGalleryImage({ name: 'Rose opal ab' });
      for (const path of [`?${new URLSearchParams({ search: term })}`, `/stats?${new URLSearchParams({ search: term })}`]) {
        const response = await gallery('GET', path);
        expect(response.status, path).toBe(200);
      }
      expect(await list({ search: term })).toEqual([]);
      expect((await stats({ search: term })).total).toBe(0);
    });
  });

  describe('takes SQL and search syntax as plain text', () => {
    async function hostileRows(word: string) {
      return {
        percent: await insertGalleryImage({ name: `${word} 100% natural` }),
        underscore: await insertGalleryImage({ name: `${word} blue_sapphire` }),
        apostrophe: await insertGalleryImage({ name: `${word} O'Brien's stone` }),
        quotes: await insertGalleryImage({ description: `${word} the "Star" of Kenya` }),
        backslash: await insertGalleryImage({ tags: `${word},back\\slash` }),
        plain: await insertGalleryImage({ name: `${word} plain stone` }),
      };
    }

    it.each([
      '%',
      '_',
      "'",
      '"',
      '\\',
      '%%',
      '_%',
      "' OR 1=1 --",
      '" OR 1=1 --',
      "'; DROP TABLE gallery_images; --",
      '*',
      'NEAR(a b)',
      'a OR b',
      '(',
      ')',
      ':',
      '^',
      '-',
      '""',
      "''",
      '[a-z]',
      '\u00a0',
      '🙂',
    ])('%j answers 200 with only images that literally contain it', async (term) => {
      const word = uniqueWord();
      const rows = await hostileRows(word);

      const response = await gallery('GET', `?${new URLSearchParams({ search: term })}`);

      expect(response.status).toBe(200);
      const { items: images } = await response.json<GalleryPage>();
      for (const image of images) expect(literallyContains(image, term.trim()), `${image.name} / ${image.description}`).toBe(true);
      // This test's rows are in the answer exactly when they hold the text.
      const mine = Object.values(rows).filter((row) => literallyContains(row, term.trim()));
      const returnedMine = images.filter((image) => Object.values(rows).some((row) => row.id === image.id));
      if (term.trim() !== '') expect(ids(returnedMine).sort()).toEqual(ids(mine).sort());
    });

    it.each([
      { label: '100%', term: (w: string) => `${w} 100%`, expected: 'percent' },
      { label: 'blue_sapphire', term: (w: string) => `${w} blue_sapphire`, expected: 'underscore' },
      { label: "O'Brien's", term: (w: string) => `${w} O'Brien's`, expected: 'apostrophe' },
      { label: 'the "Star"', term: (w: string) => `${w} the "Star"`, expected: 'quotes' },
      { label: 'back\\slash', term: (w: string) => `${w},back\\slash`, expected: 'backslash' },
    ] as const)('finds the one image holding $label, as written', async ({ term, expected }) => {
      const word = uniqueWord();
      const rows = await hostileRows(word);
      expect(ids(await list({ search: term(word) }))).toEqual([rows[expected].id]);
    });

    it.each([
      { label: '<word>% (a LIKE wildcard)', term: (w: string) => `${w}%` },
      { label: '<word>_ (a LIKE wildcard)', term: (w: string) => `${w}_` },
      { label: "<word>' OR 1=1 --", term: (w: string) => `${w}' OR 1=1 --` },
      { label: '<word>* (an FTS prefix query)', term: (w: string) => `${w}*` },
      { label: '<word> OR plain (an FTS operator)', term: (w: string) => `${w} OR plain` },
      { label: '<word> blue%sapphire', term: (w: string) => `${w} blue%sapphire` },
      { label: '<word> blue_ sapphire', term: (w: string) => `${w} blue_ sapphire` },
    ])('finds nothing for $label, which no image holds literally', async ({ term }) => {
      const word = uniqueWord();
      await hostileRows(word);
      expect(await list({ search: term(word) })).toEqual([]);
    });
  });
});

describe('category and featured filters', () => {
  async function filterRows(word: string) {
    return {
      rawFeatured: await insertGalleryImage({ tags: word, category: 'raw', featured: true, createdAt: new Date(BASE + 4 * DAY) }),
      raw: await insertGalleryImage({ tags: word, category: 'raw', featured: false, createdAt: new Date(BASE + 3 * DAY) }),
      rareFeatured: await insertGalleryImage({ tags: word, category: 'rare', featured: true, createdAt: new Date(BASE + 2 * DAY) }),
      gem: await insertGalleryImage({ tags: word, category: 'gemstone', featured: false, createdAt: new Date(BASE + DAY) }),
    };
  }

  it('category= keeps that category only', async () => {
    const word = uniqueWord();
    const rows = await filterRows(word);
    expect(ids(await list({ search: word, category: 'raw' }))).toEqual([rows.rawFeatured.id, rows.raw.id]);
    expect(ids(await list({ search: word, category: 'gemstone' }))).toEqual([rows.gem.id]);
    expect(await list({ search: word, category: 'collection' })).toEqual([]);
  });

  it('featured=true keeps featured images, featured=false the others, no featured both', async () => {
    const word = uniqueWord();
    const rows = await filterRows(word);
    expect(ids(await list({ search: word, featured: 'true' }))).toEqual([rows.rawFeatured.id, rows.rareFeatured.id]);
    expect(ids(await list({ search: word, featured: 'false' }))).toEqual([rows.raw.id, rows.gem.id]);
    expect(ids(await list({ search: word }))).toHaveLength(4);
  });

  it('combines search, category and featured', async () => {
    const word = uniqueWord();
    const rows = await filterRows(word);
    expect(ids(await list({ search: word, category: 'raw', featured: 'true' }))).toEqual([rows.rawFeatured.id]);
    expect(ids(await page({ search: word, category: 'raw', featured: 'false', limit: '5' }).then((p) => p.items))).toEqual([rows.raw.id]);
  });

  it('category without search filters the whole gallery', async () => {
    const row = await insertGalleryImage({ category: 'decorative' });
    const images = await list({ category: 'decorative' });
    expect(ids(images)).toContain(row.id);
    expect(images.every((image) => image.category === 'decorative')).toBe(true);
  });
});

describe('GET /api/uploaded-images/stats', () => {
  it('counts total, in stock, featured, products and views over the matches', async () => {
    const word = uniqueWord();
    await insertGalleryImage({ tags: word, category: 'raw', stock: true, featured: true, isProduct: true, views: 10 });
    await insertGalleryImage({ tags: word, category: 'raw', stock: false, featured: false, isProduct: false, views: 5 });
    await insertGalleryImage({ tags: word, category: 'rare', stock: true, featured: true, isProduct: false, views: 1 });

    expect(await stats({ search: word })).toEqual({ total: 3, inStock: 2, featured: 2, products: 1, views: 16 });
    expect(await stats({ search: word, category: 'raw' })).toEqual({ total: 2, inStock: 1, featured: 1, products: 1, views: 15 });
    expect(await stats({ search: word, featured: 'true' })).toEqual({ total: 2, inStock: 2, featured: 2, products: 1, views: 11 });
  });

  it('answers zeros when nothing matches', async () => {
    expect(await stats({ search: uniqueWord(16) })).toEqual({ total: 0, inStock: 0, featured: 0, products: 0, views: 0 });
  });

  it('agrees with the list, every page of it', async () => {
    const images: GalleryImage[] = [];
    let cursor: string | null = null;
    do {
      const next: GalleryPage = await page(cursor === null ? {} : { cursor });
      images.push(...next.items);
      cursor = next.nextCursor;
    } while (cursor !== null);
    const counted = await stats({});
    expect(counted.total).toBe(images.length);
    expect(counted.featured).toBe(images.filter((image) => image.featured).length);
    expect(counted.inStock).toBe(images.filter((image) => image.stock).length);
  });
});

describe('paging with limit and cursor', () => {
  /** 40 rows, some sharing an instant, so the id tie-breaker matters. */
  async function fortyRows(word: string, category: (index: number) => string = () => 'gemstone') {
    const rows: GalleryImageRow[] = [];
    for (let index = 0; index < 40; index += 1) {
      const instant = BASE + Math.floor(index / 3) * DAY;
      rows.push(await insertGalleryImage({ tags: word, category: category(index), createdAt: new Date(instant) }));
    }
    return rows;
  }

  async function walk(query: Record<string, string>, limit: number) {
    const pages: GalleryPage[] = [];
    let cursor: string | null = null;
    do {
      const next: GalleryPage = await page({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
      pages.push(next);
      cursor = next.nextCursor;
      if (pages.length > 50) throw new Error('paging does not end');
    } while (cursor);
    return pages;
  }

  it('walks every row exactly once, in the order of the plain list, 7 at a time', async () => {
    const word = uniqueWord();
    const rows = await fortyRows(word);

    const pages = await walk({ search: word }, 7);

    expect(pages.map((p) => p.items.length)).toEqual([7, 7, 7, 7, 7, 5]);
    const walked = pages.flatMap((p) => ids(p.items));
    expect(new Set(walked).size).toBe(40);
    expect(walked).toEqual(ids(await list({ search: word })));
    expect(walked).toEqual(newestFirst(rows));
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('ends with nextCursor null when the last page is exactly full', async () => {
    const word = uniqueWord();
    await fortyRows(word);
    const pages = await walk({ search: word }, 8);
    expect(pages.map((p) => p.items.length)).toEqual([8, 8, 8, 8, 8]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('pages a filtered list the same way', async () => {
    const word = uniqueWord();
    await fortyRows(word, (index) => (index % 2 === 0 ? 'raw' : 'healing'));
    const walked = (await walk({ search: word, category: 'raw' }, 7)).flatMap((p) => ids(p.items));
    expect(walked).toHaveLength(20);
    expect(walked).toEqual(ids(await list({ search: word, category: 'raw' })));
  });

  it('keeps its place when a newer image arrives between pages', async () => {
    const word = uniqueWord();
    const rows = await fortyRows(word);
    const first = await page({ search: word, limit: '7' });
    await insertGalleryImage({ tags: word, createdAt: new Date(BASE + 100 * DAY) });

    const second = await page({ search: word, limit: '7', cursor: first.nextCursor ?? '' });

    expect(ids(second.items)).toEqual(newestFirst(rows).slice(7, 14));
  });

  it('answers {items, nextCursor} with limit, and the first page of the plain list', async () => {
    const word = uniqueWord();
    await fortyRows(word);
    const first = await page({ search: word, limit: '100' });
    expect(Object.keys(first).sort()).toEqual(['items', 'nextCursor']);
    expect(first.nextCursor).toBeNull();
    expect(ids(first.items)).toEqual(ids(await list({ search: word })));
    expect(ids((await page({ search: word, limit: '1' })).items)).toEqual(ids(first.items).slice(0, 1));
  });
});

describe('bad query values answer 400 {error}', () => {
  it.each([
    {
      query: 'category=sapphires',
      error: 'category: must be one of gemstone, crystal, healing, birthstone, rare, raw, tumbled, jewelry, decorative, collection',
    },
    { query: 'category=', error: expect.stringMatching(/^category: must be one of/) },
    { query: 'category=all', error: expect.stringMatching(/^category: must be one of/) },
    { query: 'featured=yes', error: 'featured: must be true or false' },
    { query: 'featured=1', error: 'featured: must be true or false' },
    { query: 'limit=0', error: 'limit: must be a whole number from 1 to 100' },
    { query: 'limit=101', error: 'limit: must be a whole number from 1 to 100' },
    { query: 'limit=-1', error: 'limit: must be a whole number from 1 to 100' },
    { query: 'limit=1.5', error: 'limit: must be a whole number from 1 to 100' },
    { query: 'limit=abc', error: 'limit: must be a whole number from 1 to 100' },
    { query: 'limit=', error: 'limit: must be a whole number from 1 to 100' },
    { query: 'limit=10&cursor=abc', error: 'cursor: is not a cursor from this API' },
    { query: 'limit=10&cursor=!!!', error: 'cursor: is not a cursor from this API' },
    { query: `limit=10&cursor=${btoa('12.x')}`, error: 'cursor: is not a cursor from this API' },
    { query: `limit=10&cursor=${btoa("1' OR 1=1").replace(/=/g, '')}`, error: 'cursor: is not a cursor from this API' },
    { query: `limit=10&cursor=${'A'.repeat(65)}`, error: 'cursor: is not a cursor from this API' },
    { query: `search=${'x'.repeat(101)}`, error: 'search: must be at most 100 characters' },
    { query: 'category=raw&category=rare', error: expect.stringMatching(/^category: /) },
  ])('?$query', async ({ query, error }) => {
    const response = await gallery('GET', `?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error, code: 'invalid_input' });
  });

  it.each(['category=sapphires', 'featured=maybe', 'search=' + 'y'.repeat(101)])('/stats?%s', async (query) => {
    const response = await gallery('GET', `/stats?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String), code: 'invalid_input' });
  });
});
