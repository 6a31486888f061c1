import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#schema/products-api.ts';
import type { ErrorCode } from '#schema/errors.ts';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { galleryImages, products } from '#schema/tables.ts';
import { expiredAdminCookie, FOREIGN_ORIGIN } from '#worker/test/admin-session.ts';
import { call } from '#worker/test/app.ts';
import { adminCookie } from '#worker/test/checkout-fixtures.ts';
import { insertProduct, putUpload, testDb } from '#worker/test/factories.ts';
import { uniqueWord } from '#testing/factories.ts';
import { gallery, insertGalleryImage, storedGalleryImage } from '#worker/test/gallery-factories.ts';

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

/** A fresh address in our uploads folder, with its picture stored in R2. */
const uploadedPicture = () => putUpload();

const rowsWithImage = (imageUrl: string) => testDb().select().from(galleryImages).where(eq(galleryImages.imageUrl, imageUrl));
const productsWithImage = (imageUrl: string) => testDb().select().from(products).where(eq(products.imageUrl, imageUrl));

async function expectError(response: Response, status: number, code: ErrorCode, error: unknown = expect.any(String)) {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ error, code });
}

describe('every write needs an admin session (docs/design.md §2)', () => {
  const writes = [
    { name: 'POST /', method: 'POST', path: () => '', body: (imageUrl: string) => ({ imageUrl }) },
    { name: 'PUT /:id', method: 'PUT', path: (id: number) => `/${id}`, body: () => ({ name: 'Renamed', featured: true }) },
    { name: 'DELETE /:id', method: 'DELETE', path: (id: number) => `/${id}`, body: () => undefined },
    {
      name: 'PATCH /batch',
      method: 'PATCH',
      path: () => '/batch',
      body: (_: string, id: number) => ({ ids: [id], updates: { featured: true } }),
    },
    { name: 'POST /:id/convert-to-product', method: 'POST', path: (id: number) => `/${id}/convert-to-product`, body: () => undefined },
  ] as const;

  const sessions = [
    { label: 'no cookie', cookie: async () => undefined },
    { label: 'an unknown session token', cookie: async () => 'admin_session=not-a-real-token' },
    { label: 'an expired session', cookie: expiredAdminCookie },
  ];

  it.each(writes.flatMap((write) => sessions.map((session) => ({ ...write, session }))))(
    '$name with $session.label answers 401 and changes nothing',
    async ({ method, path, body, session }) => {
      const picture = await uploadedPicture();
      const row = await insertGalleryImage({ imageUrl: picture.imageUrl, price: 5000 });

      const response = await gallery(method, path(row.id), { body: body(picture.imageUrl, row.id), cookie: await session.cookie() });

      await expectError(response, 401, 'unauthenticated', 'Authentication required');
      expect(await rowsWithImage(picture.imageUrl)).toEqual([row]);
      expect(await productsWithImage(picture.imageUrl)).toEqual([]);
      expect(await env.BUCKET.head(picture.key)).not.toBeNull();
    },
  );

  it('answers 401 before looking at the body', async () => {
    await expectError(await gallery('POST', '', { body: { imageUrl: 'https://evil.example/x.png' } }), 401, 'unauthenticated');
    await expectError(await gallery('PATCH', '/batch', { body: { ids: [] } }), 401, 'unauthenticated');
  });

  it('refuses a write sent from another site with 403, even with a session', async () => {
    const row = await insertGalleryImage({ featured: false });
    const response = await call(`/api/uploaded-images/${row.id}`, {
      method: 'PUT',
      headers: { cookie, origin: FOREIGN_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Hijacked', featured: true }),
    });
    await expectError(response, 403, 'forbidden');
    expect(await storedGalleryImage(row.id)).toEqual(row);
  });

  it('keeps the reads public', async () => {
    const row = await insertGalleryImage();
    expect((await gallery('GET', `/${row.id}`)).status).toBe(200);
    expect((await gallery('GET', '?limit=1')).status).toBe(200);
    expect((await gallery('GET', '/stats')).status).toBe(200);
  });
});

describe('POST /api/uploaded-images', () => {
  it("saves an upload with docs/product.md §3's defaults and answers 201 with the image", async () => {
    const { imageUrl } = await uploadedPicture();

    const response = await gallery('POST', '', { body: { imageUrl }, cookie });

    expect(response.status).toBe(201);
    const image = await response.json<GalleryImage>();
    expect(image).toEqual({
      id: expect.any(Number),
      imageUrl,
      name: 'New Gemstone',
      description: 'Please add description and details',
      price: null,
      category: 'gemstone',
      stock: true,
      featured: false,
      isProduct: false,
      tags: '',
      weight: '',
      dimensions: '',
      origin: '',
      treatment: '',
      treatmentCode: 'unknown',
      originCode: 'unknown',
      certification: '',
      metaphysicalProperties: '',
      hardness: '',
      views: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(await rowsWithImage(imageUrl)).toHaveLength(1);
    expect(await (await gallery('GET', `/${image.id}`)).json()).toEqual(image);
  });

  it.each([
    { file: 'blue_sapphire-2.jpg', name: 'blue sapphire 2' },
    { file: 'Rose.Quartz.png', name: 'Rose Quartz' },
    { file: `${crypto.randomUUID()}.webp`, name: 'New Gemstone' },
    { file: `amethyst-${crypto.randomUUID()}.png`, name: 'amethyst' },
    { file: '1234567.png', name: 'New Gemstone' },
    { file: 'IMG_0042.jpg', name: 'IMG 0042' },
  ])('names an image saved without a name after its file $file: $name', async ({ file, name }) => {
    const { imageUrl } = await putUpload(`uploads/${file}`);
    const response = await gallery('POST', '', { body: { imageUrl, name: '  ' }, cookie });
    expect(response.status).toBe(201);
    expect((await response.json<GalleryImage>()).name).toBe(name);
  });

  it('takes the given name, description, category and flags', async () => {
    const { imageUrl } = await uploadedPicture();
    const body = {
      imageUrl,
      name: ' Tiger Eye ',
      description: 'Golden bands.',
      category: 'tumbled',
      stock: false,
      featured: true,
      isProduct: true,
    };

    const response = await gallery('POST', '', { body, cookie });

    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      imageUrl,
      name: 'Tiger Eye',
      description: 'Golden bands.',
      category: 'tumbled',
      stock: false,
      featured: true,
      isProduct: true,
    });
  });

  it.each([
    { label: 'no imageUrl', body: {}, error: 'imageUrl: is required' },
    { label: 'another site', body: { imageUrl: 'https://evil.example/x.png' } },
    { label: 'the seed folder', body: { imageUrl: '/objects/seed/ruby.svg' } },
    { label: 'a path that climbs out', body: { imageUrl: '/objects/uploads/../seed/ruby.svg' } },
    { label: 'an encoded slash', body: { imageUrl: '/objects/uploads/a%2Fb.png' } },
    { label: 'a sub-folder', body: { imageUrl: '/objects/uploads/a/b.png' } },
    { label: 'a hidden file', body: { imageUrl: '/objects/uploads/.env' } },
    { label: 'no leading slash', body: { imageUrl: 'objects/uploads/x.png' } },
    { label: 'a space', body: { imageUrl: '/objects/uploads/x y.png' } },
    { label: 'a query string', body: { imageUrl: '/objects/uploads/x.png?v=1' } },
    { label: 'no file', body: { imageUrl: '/objects/uploads/' } },
    { label: 'a number', body: { imageUrl: 42 } },
    { label: 'javascript:', body: { imageUrl: 'javascript:alert(1)' } },
  ])('refuses $label as imageUrl with 400 and saves nothing', async ({ body, error }) => {
    const response = await gallery('POST', '', { body: { ...body, name: `Refused ${uniqueWord()}` }, cookie });
    await expectError(
      response,
      400,
      'invalid_input',
      error ?? 'imageUrl: must be an uploaded image address such as /objects/uploads/<file>',
    );
    const imageUrl = (body as { imageUrl?: unknown }).imageUrl;
    if (typeof imageUrl === 'string') expect(await rowsWithImage(imageUrl)).toEqual([]);
  });

  it('refuses an upload address the bucket does not hold with 400 {error} and saves nothing', async () => {
    const imageUrl = `/objects/uploads/${crypto.randomUUID()}.png`;

    const response = await gallery('POST', '', { body: { imageUrl }, cookie });

    await expectError(response, 400, 'upload_not_found', 'imageUrl: no such upload');
    expect(await rowsWithImage(imageUrl)).toEqual([]);
  });

  it('refuses an upload that was deleted from the bucket', async () => {
    const { imageUrl, key } = await putUpload();
    await env.BUCKET.delete(key);

    await expectError(await gallery('POST', '', { body: { imageUrl }, cookie }), 400, 'upload_not_found', 'imageUrl: no such upload');
    expect(await rowsWithImage(imageUrl)).toEqual([]);
  });

  it.each([
    { label: 'an unknown category', extra: { category: 'sapphires' }, field: 'category' },
    { label: "'all' as category", extra: { category: 'all' }, field: 'category' },
    { label: 'stock as text', extra: { stock: 'yes' }, field: 'stock' },
    { label: 'featured as 1', extra: { featured: 1 }, field: 'featured' },
    { label: 'isProduct as null', extra: { isProduct: null }, field: 'isProduct' },
    { label: 'a 121-character name', extra: { name: 'x'.repeat(121) }, field: 'name' },
    { label: 'a name that is a number', extra: { name: 7 }, field: 'name' },
    { label: 'a 2001-character description', extra: { description: 'x'.repeat(2001) }, field: 'description' },
  ])('refuses $label with 400 naming the field and saves nothing', async ({ extra, field }) => {
    const { imageUrl } = await uploadedPicture();
    const response = await gallery('POST', '', { body: { imageUrl, ...extra }, cookie });
    await expectError(response, 400, 'invalid_input', expect.stringMatching(new RegExp(`^${field}: `)));
    expect(await rowsWithImage(imageUrl)).toEqual([]);
  });

  it.each([
    { label: 'malformed JSON', body: '{"imageUrl": ' },
    { label: 'a list', body: '[]' },
  ])('answers 400 for $label', async ({ body }) => {
    await expectError(await gallery('POST', '', { body, cookie }), 400, 'invalid_input');
  });
});

describe('PUT /api/uploaded-images/:id', () => {
  const edit = {
    name: 'Ceylon Blue Sapphire',
    description: 'Cornflower blue.',
    price: 89900,
    category: 'rare',
    stock: false,
    featured: true,
    tags: 'blue,sapphire',
    weight: '1.2 ct',
    dimensions: '6 x 5 mm',
    origin: 'Ratnapura, Sri Lanka',
    treatment: 'Heated',
    treatmentCode: 'heated',
    originCode: 'LK',
    certification: 'GRS',
    metaphysicalProperties: 'Wisdom',
    hardness: '9',
  };

  it("saves docs/product.md §7's fields and answers 200 with the image", async () => {
    const row = await insertGalleryImage({ views: 7, isProduct: false });

    const response = await gallery('PUT', `/${row.id}`, { body: edit, cookie });

    expect(response.status).toBe(200);
    const expected = { ...edit, id: row.id, imageUrl: row.imageUrl, isProduct: false, views: 7, createdAt: row.createdAt.toISOString() };
    expect(await response.json()).toEqual(expected);
    expect(await (await gallery('GET', `/${row.id}`)).json()).toEqual(expected);
  });

  it('keeps the fields it is not sent, clears the price with null and trims text', async () => {
    const row = await insertGalleryImage({ price: 4500, origin: 'Brazil', tags: 'green', featured: true });

    const response = await gallery('PUT', `/${row.id}`, { body: { name: '  Emerald  ', price: null, tags: null }, cookie });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Emerald', price: null, tags: '', origin: 'Brazil', featured: true });
  });

  it('ignores views, isProduct, id and imageUrl in the body', async () => {
    const row = await insertGalleryImage({ views: 3, isProduct: false });
    const response = await gallery('PUT', `/${row.id}`, {
      body: { name: 'Same', views: 1_000_000, isProduct: true, id: row.id + 1, imageUrl: '/objects/uploads/other.png' },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(await storedGalleryImage(row.id)).toMatchObject({
      id: row.id,
      name: 'Same',
      views: 3,
      isProduct: false,
      imageUrl: row.imageUrl,
    });
  });

  it.each([
    { label: 'no name', body: { price: 100 }, error: 'name: is required' },
    { label: 'an empty name', body: { name: '' }, error: 'name: is required' },
    { label: 'a blank name', body: { name: '   ' }, error: 'name: is required' },
    { label: 'a name over 120 characters', body: { name: 'x'.repeat(121) }, error: 'name: must be at most 120 characters' },
    { label: 'a negative price', body: { name: 'A', price: -1 }, error: 'price: must be at least 0' },
    { label: 'a price in fractions of a cent', body: { name: 'A', price: 10.5 }, error: 'price: must be whole US cents' },
    { label: 'a price as text', body: { name: 'A', price: '12.50' }, error: 'price: must be a number of US cents or null' },
    { label: 'a price over 999.99 USD', body: { name: 'A', price: 100_000 }, error: 'price: must be at most 99999 cents (999.99 USD)' },
    { label: 'an unknown category', body: { name: 'A', category: 'sapphires' }, error: expect.stringMatching(/^category: must be one of/) },
    { label: 'stock as text', body: { name: 'A', stock: 'no' }, error: 'stock: must be true or false' },
    { label: 'a 501-character tag list', body: { name: 'A', tags: 'x'.repeat(501) }, error: 'tags: must be at most 500 characters' },
    { label: 'a 21-character hardness', body: { name: 'A', hardness: '7'.repeat(21) }, error: 'hardness: must be at most 20 characters' },
    { label: 'an origin that is a list', body: { name: 'A', origin: ['Kenya'] }, error: 'origin: must be text' },
    {
      label: 'a 2001-character metaphysicalProperties',
      body: { name: 'A', metaphysicalProperties: 'x'.repeat(2001) },
      error: 'metaphysicalProperties: must be at most 2000 characters',
    },
  ])('refuses $label with 400 and changes nothing', async ({ body, error }) => {
    const row = await insertGalleryImage();
    await expectError(await gallery('PUT', `/${row.id}`, { body, cookie }), 400, 'invalid_input', error);
    expect(await storedGalleryImage(row.id)).toEqual(row);
  });

  it('accepts the bounds: price 0 and 99999, a 120-character name', async () => {
    const row = await insertGalleryImage();
    for (const body of [
      { name: 'n'.repeat(120), price: 0 },
      { name: 'B', price: 99_999 },
    ]) {
      const response = await gallery('PUT', `/${row.id}`, { body, cookie });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject(body);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const row = await insertGalleryImage();
    await expectError(
      await gallery('PUT', `/${row.id + 1_000_000}`, { body: { name: 'X' }, cookie }),
      404,
      'not_found',
      'Gallery image not found',
    );
    await expectError(
      await gallery('PUT', '/abc', { body: { name: 'X' }, cookie }),
      400,
      'invalid_input',
      'id: must be a positive whole number',
    );
  });
});

describe('DELETE /api/uploaded-images/:id', () => {
  it('answers 204, removes the image and its uploaded picture from R2', async () => {
    const picture = await uploadedPicture();
    const row = await insertGalleryImage({ imageUrl: picture.imageUrl });

    const response = await gallery('DELETE', `/${row.id}`, { cookie });

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await storedGalleryImage(row.id)).toBeUndefined();
    expect(await env.BUCKET.head(picture.key)).toBeNull();
    await expectError(await gallery('GET', `/${row.id}`), 404, 'not_found');
  });

  it('keeps the picture while a product converted from the image still shows it', async () => {
    const picture = await uploadedPicture();
    const row = await insertGalleryImage({ imageUrl: picture.imageUrl, price: 2500 });
    expect((await gallery('POST', `/${row.id}/convert-to-product`, { cookie })).status).toBe(201);

    expect((await gallery('DELETE', `/${row.id}`, { cookie })).status).toBe(204);

    expect(await storedGalleryImage(row.id)).toBeUndefined();
    expect(await env.BUCKET.head(picture.key)).not.toBeNull();
  });

  it('keeps the picture while another gallery image shows it', async () => {
    const picture = await uploadedPicture();
    const row = await insertGalleryImage({ imageUrl: picture.imageUrl });
    const twin = await insertGalleryImage({ imageUrl: picture.imageUrl });

    expect((await gallery('DELETE', `/${row.id}`, { cookie })).status).toBe(204);

    expect(await storedGalleryImage(twin.id)).toEqual(twin);
    expect(await env.BUCKET.head(picture.key)).not.toBeNull();
  });

  it('never deletes seed art', async () => {
    const key = `seed/test-${uniqueWord()}.svg`;
    await env.BUCKET.put(key, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const row = await insertGalleryImage({ imageUrl: `/objects/${key}` });

    expect((await gallery('DELETE', `/${row.id}`, { cookie })).status).toBe(204);

    expect(await env.BUCKET.head(key)).not.toBeNull();
  });

  it('answers 404 the second time and for an unknown id, 400 for a malformed one', async () => {
    const row = await insertGalleryImage();
    expect((await gallery('DELETE', `/${row.id}`, { cookie })).status).toBe(204);
    await expectError(await gallery('DELETE', `/${row.id}`, { cookie }), 404, 'not_found', 'Gallery image not found');
    await expectError(await gallery('DELETE', '/0', { cookie }), 400, 'invalid_input', 'id: must be a positive whole number');
  });
});

describe('PATCH /api/uploaded-images/batch', () => {
  async function three(overrides = {}) {
    return Promise.all([insertGalleryImage(overrides), insertGalleryImage(overrides), insertGalleryImage(overrides)]);
  }
  const stored = (ids: number[]) => Promise.all(ids.map(storedGalleryImage));

  it('features several images at once and answers {updated}', async () => {
    const rows = await three({ featured: false, category: 'raw' });
    const ids = rows.map((row) => row.id);

    const response = await gallery('PATCH', '/batch', { body: { ids, updates: { featured: true } }, cookie });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ updated: 3 });
    expect((await stored(ids)).map((row) => [row?.featured, row?.category])).toEqual(Array(3).fill([true, 'raw']));
  });

  it('unfeatures, recategorises, or both, leaving other images alone', async () => {
    const rows = await three({ featured: true, category: 'raw' });
    const bystander = await insertGalleryImage({ featured: true, category: 'raw' });
    const ids = rows.map((row) => row.id);

    expect(
      await (await gallery('PATCH', '/batch', { body: { ids: ids.slice(0, 2), updates: { featured: false } }, cookie })).json(),
    ).toEqual({ updated: 2 });
    expect(
      await (await gallery('PATCH', '/batch', { body: { ids: [ids[2]], updates: { category: 'collection' } }, cookie })).json(),
    ).toEqual({ updated: 1 });
    expect((await stored(ids)).map((row) => [row?.featured, row?.category])).toEqual([
      [false, 'raw'],
      [false, 'raw'],
      [true, 'collection'],
    ]);
    const both = await gallery('PATCH', '/batch', { body: { ids, updates: { featured: true, category: 'healing' } }, cookie });
    expect(await both.json()).toEqual({ updated: 3 });
    expect((await stored(ids)).map((row) => [row?.featured, row?.category])).toEqual(Array(3).fill([true, 'healing']));
    expect(await storedGalleryImage(bystander.id)).toEqual(bystander);
  });

  it('updates 100 images in one call', async () => {
    const rows = await Promise.all(Array.from({ length: 100 }, () => insertGalleryImage({ featured: false })));
    const ids = rows.map((row) => row.id);

    const response = await gallery('PATCH', '/batch', { body: { ids, updates: { featured: true } }, cookie });

    expect(await response.json()).toEqual({ updated: 100 });
    expect((await stored(ids)).every((row) => row?.featured === true)).toBe(true);
  });

  it('changes nothing and answers 404 naming the unknown id when any id is unknown', async () => {
    const rows = await three({ featured: false, category: 'raw' });
    const unknown = Math.max(...rows.map((row) => row.id)) + 1_000_000;
    const ids = [rows[0]!.id, unknown, rows[1]!.id, rows[2]!.id];

    const response = await gallery('PATCH', '/batch', { body: { ids, updates: { featured: true, category: 'rare' } }, cookie });

    await expectError(response, 404, 'not_found', `No gallery image with id ${unknown}; nothing was changed`);
    expect(await stored(rows.map((row) => row.id))).toEqual(rows);
  });

  it.each<{ label: string; body: (id: number) => unknown; error: unknown }>([
    { label: 'no ids', body: () => ({ updates: { featured: true } }), error: 'ids: is required' },
    { label: 'an empty id list', body: () => ({ ids: [], updates: { featured: true } }), error: 'ids: must name at least one image' },
    {
      label: '101 ids',
      body: (id) => ({ ids: Array.from({ length: 101 }, (_, i) => id + i), updates: { featured: true } }),
      error: 'ids: must name at most 100 images',
    },
    { label: 'a repeated id', body: (id) => ({ ids: [id, id], updates: { featured: true } }), error: 'ids: must not repeat an id' },
    { label: 'a zero id', body: (id) => ({ ids: [id, 0], updates: { featured: true } }), error: 'ids.1: must be positive' },
    { label: 'a fractional id', body: (id) => ({ ids: [id, 1.5], updates: { featured: true } }), error: 'ids.1: must be whole numbers' },
    { label: 'a text id', body: (id) => ({ ids: [String(id)], updates: { featured: true } }), error: 'ids.0: must be image ids' },
    {
      label: 'ids that are not a list',
      body: (id) => ({ ids: id, updates: { featured: true } }),
      error: 'ids: must be a list of image ids',
    },
    { label: 'no updates', body: (id) => ({ ids: [id] }), error: 'updates: is required' },
    { label: 'empty updates', body: (id) => ({ ids: [id], updates: {} }), error: 'updates: must set featured or category' },
    {
      label: 'featured as text',
      body: (id) => ({ ids: [id], updates: { featured: 'yes' } }),
      error: 'updates.featured: must be true or false',
    },
    {
      label: 'an unknown category',
      body: (id) => ({ ids: [id], updates: { category: 'gems' } }),
      error: expect.stringMatching(/^updates\.category: must be one of/),
    },
    {
      label: 'another key',
      body: (id) => ({ ids: [id], updates: { featured: true, price: 1 } }),
      error: 'updates.price: may only hold featured and category',
    },
    {
      label: 'only another key',
      body: (id) => ({ ids: [id], updates: { name: 'x' } }),
      error: 'updates.name: may only hold featured and category',
    },
  ])('refuses $label with 400 and changes nothing', async ({ body, error }) => {
    const row = await insertGalleryImage({ featured: false });
    await expectError(await gallery('PATCH', '/batch', { body: body(row.id), cookie }), 400, 'invalid_input', error);
    expect(await storedGalleryImage(row.id)).toEqual(row);
  });
});

describe('POST /api/uploaded-images/:id/convert-to-product', () => {
  it('makes a product from a priced image, marks the image, and answers 201 {product}', async () => {
    const picture = await uploadedPicture();
    const row = await insertGalleryImage({
      imageUrl: picture.imageUrl,
      name: `Blue Zircon ${uniqueWord()}`,
      description: 'Electric blue.',
      price: 27500,
      category: 'birthstone',
      treatmentCode: 'heated',
      originCode: 'LK',
      certification: 'GRS report 1',
    });

    const response = await gallery('POST', `/${row.id}/convert-to-product`, { cookie });

    expect(response.status).toBe(201);
    const { product } = await response.json<{ product: Product }>();
    expect(product).toEqual({
      id: expect.any(Number),
      name: row.name,
      description: 'Electric blue.',
      price: 27500,
      imageUrl: picture.imageUrl,
      category: 'birthstone',
      stock: 1,
      treatmentCode: 'heated',
      originCode: 'LK',
      certified: true,
    });
    expect(await productsWithImage(picture.imageUrl)).toEqual([expect.objectContaining(product)]);
    expect((await storedGalleryImage(row.id))?.isProduct).toBe(true);
    expect(await (await gallery('GET', `/${row.id}`)).json()).toMatchObject({ isProduct: true });
  });

  it.each([
    { gallery: 'gemstone', product: 'jewelry' },
    { gallery: 'raw', product: 'crystal' },
    { gallery: 'crystal', product: 'crystal' },
    { gallery: 'healing', product: 'healing' },
    { gallery: 'collection', product: 'collection' },
  ])('files a $gallery image under the product category $product', async ({ gallery: category, product: expected }) => {
    const row = await insertGalleryImage({ category, price: 1000 });
    const response = await gallery('POST', `/${row.id}/convert-to-product`, { cookie });
    expect(response.status).toBe(201);
    expect((await response.json<{ product: Product }>()).product.category).toBe(expected);
  });

  it('describes the product by its name when the image has no description', async () => {
    const row = await insertGalleryImage({ description: '', price: 1000 });
    const response = await gallery('POST', `/${row.id}/convert-to-product`, { cookie });
    expect((await response.json<{ product: Product }>()).product.description).toBe(row.name);
  });

  it('answers 409 when the image is already a product, and makes no second product', async () => {
    const picture = await uploadedPicture();
    const row = await insertGalleryImage({ imageUrl: picture.imageUrl, price: 1000 });
    expect((await gallery('POST', `/${row.id}/convert-to-product`, { cookie })).status).toBe(201);

    await expectError(
      await gallery('POST', `/${row.id}/convert-to-product`, { cookie }),
      409,
      'already_a_product',
      'This image is already a product',
    );
    expect(await productsWithImage(picture.imageUrl)).toHaveLength(1);
  });

  it('answers 409 for an image marked as a product at upload', async () => {
    const picture = await uploadedPicture();
    const row = await insertGalleryImage({ imageUrl: picture.imageUrl, price: 1000, isProduct: true });
    await expectError(
      await gallery('POST', `/${row.id}/convert-to-product`, { cookie }),
      409,
      'already_a_product',
      'This image is already a product',
    );
    expect(await productsWithImage(picture.imageUrl)).toEqual([]);
  });

  it('answers 409 for an image without a price and changes nothing', async () => {
    const picture = await uploadedPicture();
    const row = await insertGalleryImage({ imageUrl: picture.imageUrl, price: null });

    await expectError(
      await gallery('POST', `/${row.id}/convert-to-product`, { cookie }),
      409,
      'price_required',
      'Give this image a price before converting it to a product',
    );
    expect(await productsWithImage(picture.imageUrl)).toEqual([]);
    expect(await storedGalleryImage(row.id)).toEqual(row);
  });

  it('makes exactly one product when the same image is converted five times at once', async () => {
    const picture = await uploadedPicture();
    const row = await insertGalleryImage({ imageUrl: picture.imageUrl, price: 1000 });

    const responses = await Promise.all(Array.from({ length: 5 }, () => gallery('POST', `/${row.id}/convert-to-product`, { cookie })));

    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await productsWithImage(picture.imageUrl)).toHaveLength(1);
  });

  it('answers 404 for an unknown image and 400 for a malformed id', async () => {
    const product = await insertProduct();
    await expectError(
      await gallery('POST', `/${product.id + 1_000_000}/convert-to-product`, { cookie }),
      404,
      'not_found',
      'Gallery image not found',
    );
    await expectError(
      await gallery('POST', '/x/convert-to-product', { cookie }),
      400,
      'invalid_input',
      'id: must be a positive whole number',
    );
  });
});
