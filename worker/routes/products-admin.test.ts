import { eq, like, or } from 'drizzle-orm';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#schema/products-api.ts';
import { auditEvents, cartItems, orderLines, products, type ProductRow } from '#schema/tables.ts';
import { call } from '#worker/test/app.ts';
import { expiredAdminCookie, FOREIGN_ORIGIN, OWN_ORIGIN } from '#worker/test/admin-session.ts';
import { adminCookie, backdateOrder, insertOrder, placeOrder } from '#worker/test/checkout-fixtures.ts';
import { failOrder, PENDING_ORDER_TTL_MS, releaseStaleOrders } from '#worker/services/orders/order-expiry.ts';
import { insertProduct, putUpload, testDb } from '#worker/test/factories.ts';

let cookie: string;
/** A picture that really is in R2: a product may only point at an upload the bucket holds. */
let uploadedImageUrl: string;
beforeAll(async () => {
  cookie = await adminCookie();
  uploadedImageUrl = (await putUpload()).imageUrl;
  await putUpload('uploads/tiger-eye.webp');
  await env.BUCKET.put('seed/ruby-0a1b2c3d.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

type Options = { body?: unknown; rawBody?: string; cookie?: string | null; origin?: string };

/** One admin call as the web client makes it: the session cookie, and a JSON body only when there is one. */
function send(method: string, path: string, options: Options = {}) {
  const headers: Record<string, string> = {};
  const session = options.cookie === undefined ? cookie : options.cookie;
  if (session !== null) headers.cookie = session;
  if (options.origin) headers.origin = options.origin;
  const payload = options.body === undefined ? options.rawBody : JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return call(`/api/products${path}`, { method, headers, body: payload });
}

/** A valid create body whose name and description carry a marker, so its row (or its absence) can be found. */
function newProductBody(overrides: Record<string, unknown> = {}) {
  const marker = crypto.randomUUID();
  return {
    marker,
    body: {
      name: `Moss Agate Sphere ${marker}`,
      description: `Green dendrites in clear chalcedony ${marker}`,
      price: 4599,
      imageUrl: uploadedImageUrl,
      category: 'healing',
      stock: 5,
      treatmentCode: 'oiled',
      originCode: 'CO',
      certified: true,
      ...overrides,
    },
  };
}

const rowsMarked = (marker: string) =>
  testDb()
    .select()
    .from(products)
    .where(or(like(products.name, `%${marker}%`), like(products.description, `%${marker}%`)));

const storedProduct = async (id: number) => (await testDb().select().from(products).where(eq(products.id, id)))[0];

/** What the API answers for a stored row. */
const apiView = (row: ProductRow): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  imageUrl: row.imageUrl,
  treatmentCode: row.treatmentCode,
  originCode: row.originCode,
  certified: row.certified,
  category: row.category,
  stock: row.stock,
});

/** The products this file made: fewer than a page (100). */
async function listed(): Promise<Product[]> {
  const response = await call('/api/products');
  expect(response.status).toBe(200);
  return (await response.json<{ items: Product[] }>()).items;
}

/** The three admin writes, each with what "nothing was written" means for it. */
const writes = [
  {
    name: 'POST /api/products',
    run: async (options: Options) => {
      const { marker, body } = newProductBody();
      const response = await send('POST', '', { ...options, body });
      return { response, unchanged: async () => expect(await rowsMarked(marker)).toEqual([]) };
    },
  },
  {
    name: 'PATCH /api/products/:id',
    run: async (options: Options) => {
      const product = await insertProduct({ stock: 4 });
      const response = await send('PATCH', `/${product.id}`, { ...options, body: { stock: 0, name: 'Renamed' } });
      return { response, unchanged: async () => expect(await storedProduct(product.id)).toEqual(product) };
    },
  },
  {
    name: 'DELETE /api/products/:id',
    run: async (options: Options) => {
      const product = await insertProduct();
      const response = await send('DELETE', `/${product.id}`, options);
      return { response, unchanged: async () => expect(await storedProduct(product.id)).toEqual(product) };
    },
  },
] as const;

describe('admin product writes need a session on our own origin (docs/design.md §2)', () => {
  const sessions = [
    { label: 'no session cookie', cookie: async () => null },
    { label: 'an expired session', cookie: expiredAdminCookie },
    { label: 'a made-up session token', cookie: async () => 'admin_session=not-a-real-token' },
  ];
  const cases = writes.flatMap((write) => sessions.map((session) => ({ ...write, session })));

  it.each(cases)('$name with $session.label answers 401 {error} and writes nothing', async ({ run, session }) => {
    const { response, unchanged } = await run({ cookie: await session.cookie() });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Authentication required', code: 'unauthenticated' });
    await unchanged();
  });

  it.each(writes)('$name from a foreign Origin answers 403 {error} and writes nothing, even with a session', async ({ run }) => {
    const { response, unchanged } = await run({ origin: FOREIGN_ORIGIN });

    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'Cross-site request refused', code: 'forbidden' });
    await unchanged();
  });

  it('accepts a write that names our own Origin', async () => {
    const { marker, body } = newProductBody();

    const response = await send('POST', '', { body, origin: OWN_ORIGIN });

    expect(response.status).toBe(201);
    expect(await rowsMarked(marker)).toHaveLength(1);
  });

  it('keeps GET /api/products public', async () => {
    const product = await insertProduct();

    expect(await listed()).toContainEqual(apiView(product));
  });
});

describe('POST /api/products', () => {
  it('answers 201 with the new Product, stores it, and lists it', async () => {
    const { marker, body } = newProductBody();

    const response = await send('POST', '', { body });

    expect(response.status).toBe(201);
    const created = await response.json<Product>();
    expect(created).toEqual({ id: expect.any(Number), ...body });
    const rows = await rowsMarked(marker);
    expect(rows.map(apiView)).toEqual([created]);
    expect(await listed()).toContainEqual(created);
  });

  it('trims the name and description', async () => {
    const { marker, body } = newProductBody();

    const response = await send('POST', '', { body: { ...body, name: `  ${body.name}\n`, description: `\t${body.description}  ` } });

    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ name: body.name, description: body.description });
    expect(await rowsMarked(marker)).toEqual([expect.objectContaining({ name: body.name, description: body.description })]);
  });

  it.each([
    { stock: true, stored: 1 },
    { stock: false, stored: 0 },
    { stock: 0, stored: 0 },
    { stock: 250, stored: 250 },
  ])('stores stock $stock as the count $stored', async ({ stock, stored }) => {
    const { marker, body } = newProductBody({ stock });

    const response = await send('POST', '', { body });

    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ stock: stored });
    expect(await rowsMarked(marker)).toEqual([expect.objectContaining({ stock: stored })]);
  });

  it.each([
    { label: 'price 0', overrides: { price: 0 } },
    { label: 'price 99999 (999.99 USD)', overrides: { price: 99_999 } },
    { label: 'a seed image', overrides: { imageUrl: '/objects/seed/ruby-0a1b2c3d.svg' } },
    { label: 'category collection', overrides: { category: 'collection' } },
  ])('accepts $label', async ({ overrides }) => {
    const { marker, body } = newProductBody(overrides);

    const response = await send('POST', '', { body });

    expect(response.status).toBe(201);
    expect(await rowsMarked(marker)).toEqual([expect.objectContaining(overrides)]);
  });

  it.each([
    { label: 'a missing name', overrides: { name: undefined }, error: 'name: is required' },
    { label: 'a blank name', overrides: { name: '   ' }, error: 'name: is required' },
    { label: 'a name of 121 characters', overrides: { name: 'x'.repeat(121) }, error: 'name: must be at most 120 characters' },
    { label: 'a missing description', overrides: { description: undefined }, error: 'description: is required' },
    { label: 'a missing price', overrides: { price: undefined }, error: 'price: is required' },
    { label: 'price -1', overrides: { price: -1 }, error: 'price: must be at least 0' },
    { label: 'price 100000', overrides: { price: 100_000 }, error: 'price: must be at most 99999 cents (999.99 USD)' },
    { label: 'price 12.5', overrides: { price: 12.5 }, error: 'price: must be whole US cents' },
    { label: "price '1250' (a string)", overrides: { price: '1250' }, error: 'price: must be a number of US cents' },
    {
      label: 'an unknown category',
      overrides: { category: 'meteorite' },
      error: expect.stringMatching(/^category: must be one of healing, /),
    },
    { label: 'a missing category', overrides: { category: undefined }, error: 'category: is required' },
    { label: 'a missing imageUrl', overrides: { imageUrl: undefined }, error: 'imageUrl: is required' },
    { label: 'stock -1', overrides: { stock: -1 }, error: 'stock: must be at least 0' },
    { label: 'stock 1.5', overrides: { stock: 1.5 }, error: 'stock: must be a whole number' },
    { label: "stock 'yes'", overrides: { stock: 'yes' }, error: 'stock: must be a whole number of at least 0, or true/false' },
    { label: 'a missing stock', overrides: { stock: undefined }, error: 'stock: is required' },
  ])('refuses $label with 400 {error} and writes nothing', async ({ overrides, error }) => {
    const { marker, body } = newProductBody(overrides);

    const response = await send('POST', '', { body });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error, code: 'invalid_input' });
    expect(await rowsMarked(marker)).toEqual([]);
  });

  it.each([
    'https://evil.example/x.png',
    '//evil.example/objects/uploads/x.png',
    'http://shop.test/objects/uploads/x.png',
    '/objects/../x',
    '/objects/uploads/../seed/x.svg',
    '/objects/uploads/..%2fx.png',
    '/objects/uploads/a/b.png',
    '/objects/uploads/.hidden.png',
    '/objects/uploads/a..b.png',
    '/objects/uploads/',
    '/objects/private/x.png',
    '/api/objects/put/uploads/x.png?expires=1&max=1&sig=00',
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('refuses the image address %s, which is not one of ours, with 400 and writes nothing', async (imageUrl) => {
    const { marker, body } = newProductBody({ imageUrl });

    const response = await send('POST', '', { body });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'imageUrl: must be an uploaded image address such as /objects/uploads/<file>',
      code: 'invalid_input',
    });
    expect(await rowsMarked(marker)).toEqual([]);
  });

  it('refuses an upload address the bucket does not hold with 400 {error} and writes nothing', async () => {
    const { marker, body } = newProductBody({ imageUrl: `/objects/uploads/${crypto.randomUUID()}.png` });

    const response = await send('POST', '', { body });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'imageUrl: no such upload', code: 'upload_not_found' });
    expect(await rowsMarked(marker)).toEqual([]);
  });

  it('refuses a seed address the bucket does not hold with 400 {error} and writes nothing (issue 14 item 3)', async () => {
    const { marker, body } = newProductBody({ imageUrl: '/objects/seed/no-such-stone-0a1b2c3d.svg' });

    const response = await send('POST', '', { body });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'imageUrl: no such seed image', code: 'upload_not_found' });
    expect(await rowsMarked(marker)).toEqual([]);
  });

  it.each([
    { label: 'malformed JSON', rawBody: '{"name": "Ruby", ' },
    { label: 'a JSON list', rawBody: '[]' },
  ])('answers 400 {error}, not 500, for $label', async ({ rawBody }) => {
    const before = await listed();

    const response = await send('POST', '', { rawBody });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String), code: 'invalid_input' });
    expect(await listed()).toEqual(before);
  });
});

describe('PATCH /api/products/:id', () => {
  it.each([
    { label: '{ stock: 0 }', body: { stock: 0 }, stored: { stock: 0 }, kept: { stockBeforeOff: 7 } },
    { label: '{ stock: false } from the stock switch', body: { stock: false }, stored: { stock: 0 }, kept: { stockBeforeOff: 7 } },
    { label: '{ stock: true } from the stock switch, already in stock', body: { stock: true }, stored: { stock: 7 } },
    { label: '{ stock: 12 }', body: { stock: 12 }, stored: { stock: 12 } },
    { label: 'a new price', body: { price: 99_999 }, stored: { price: 99_999 } },
    {
      label: 'the edit form fields',
      body: {
        name: '  Tiger Eye Palm Stone ',
        description: 'Golden bands.',
        price: 1250,
        category: 'tumbled',
        imageUrl: '/objects/uploads/tiger-eye.webp',
      },
      stored: {
        name: 'Tiger Eye Palm Stone',
        description: 'Golden bands.',
        price: 1250,
        category: 'tumbled',
        imageUrl: '/objects/uploads/tiger-eye.webp',
      },
    },
  ] as { label: string; body: object; stored: object; kept?: object }[])(
    'changes only what $label names and answers 200 with the Product',
    async ({ body, stored, kept }) => {
      const product = await insertProduct({ stock: 7, price: 3000 });
      const before = Date.now();

      const response = await send('PATCH', `/${product.id}`, { body });

      expect(response.status).toBe(200);
      const expected = { ...apiView(product), ...stored };
      expect(await response.json()).toEqual(expected);
      // And when it was edited, for the sitemap (seo.test.ts).
      const { editedAt, ...row } = (await storedProduct(product.id))!;
      const { editedAt: _never, ...original } = product;
      expect(row).toEqual({ ...original, ...stored, ...kept });
      expect(editedAt!.getTime()).toBeGreaterThanOrEqual(before);
      expect(await listed()).toContainEqual(expected);
    },
  );

  it('switched off and on again, gives back the count it had, and 1 to a product that had none (issue 28 item 14)', async () => {
    const product = await insertProduct({ stock: 4 });
    const stockAfter = async (body: object) => ((await (await send('PATCH', `/${product.id}`, { body })).json()) as Product).stock;
    expect(await stockAfter({ stock: false, expectedStock: 4 })).toBe(0);
    expect(await stockAfter({ stock: true, expectedStock: 0 })).toBe(4);
    // A count typed in meanwhile is the count: nothing is left to restore from before it.
    expect(await stockAfter({ stock: false })).toBe(0);
    expect(await stockAfter({ stock: 0 })).toBe(0);
    expect(await stockAfter({ stock: true })).toBe(4);
    const none = await insertProduct({ stock: 0 });
    const response = await send('PATCH', `/${none.id}`, { body: { stock: true } });
    expect(((await response.json()) as Product).stock).toBe(1);
  });

  it('makes up no unit for a product whose units a checkout holds, which has them back when the hold ends (walk of 2026-11-27)', async () => {
    const opal = await insertProduct({ stock: 1 });
    const order = await placeOrder([{ product: opal, quantity: 1 }]);
    const switchedOn = await send('PATCH', `/${opal.id}`, { body: { stock: true } });
    expect(((await switchedOn.json()) as Product).stock).toBe(0);

    await failOrder(testDb(), order);
    expect((await storedProduct(opal.id))!.stock).toBe(1);
  });

  it('stays off when a checkout gives its units back, and has them all when switched on again (walk of 2026-11-27)', async () => {
    const labradorite = await insertProduct({ stock: 18 });
    const order = await placeOrder([{ product: labradorite, quantity: 2 }]);
    await send('PATCH', `/${labradorite.id}`, { body: { stock: false } });

    await failOrder(testDb(), order);
    expect((await storedProduct(labradorite.id))!).toMatchObject({ stock: 0, stockBeforeOff: 18 });
    const switchedOn = await send('PATCH', `/${labradorite.id}`, { body: { stock: true } });
    expect(((await switchedOn.json()) as Product).stock).toBe(18);
  });

  it('stays off when its only unit, held when it was switched off, comes back', async () => {
    const opal = await insertProduct({ stock: 1 });
    const order = await placeOrder([{ product: opal, quantity: 1 }]);
    await send('PATCH', `/${opal.id}`, { body: { stock: false } });

    await failOrder(testDb(), order);
    expect((await storedProduct(opal.id))!).toMatchObject({ stock: 0, stockBeforeOff: 1 });
  });

  it('switches off in advance a product whose units are all held: the lapsed hold gives them to the remembered count, and switching on puts them on sale', async () => {
    const garnet = await insertProduct({ stock: 3 });
    const order = await placeOrder([{ product: garnet, quantity: 3 }]);
    const productAnswer = async () => (await (await send('GET', `/${garnet.id}`)).json()) as Product;
    expect(await productAnswer()).toMatchObject({ stock: 0, heldUntil: expect.any(String) });

    const switchedOff = await send('PATCH', `/${garnet.id}`, { body: { stock: false, expectedStock: 0 } });
    expect(switchedOff.status).toBe(200);
    // Off, its held units no longer "may be back": the answer tells no hold, and the staff row reads it off.
    expect(await productAnswer()).not.toHaveProperty('heldUntil');

    await backdateOrder(order, PENDING_ORDER_TTL_MS + 1000);
    expect(await releaseStaleOrders(testDb())).toContain(order);
    expect((await storedProduct(garnet.id))!).toMatchObject({ stock: 0, stockBeforeOff: 3 });
    expect(await productAnswer()).toEqual({ ...apiView(garnet), stock: 0 });

    const switchedOn = await send('PATCH', `/${garnet.id}`, { body: { stock: true, expectedStock: 0 } });
    expect(((await switchedOn.json()) as Product).stock).toBe(3);
    expect((await storedProduct(garnet.id))!).toMatchObject({ stock: 3, stockBeforeOff: null });
  });

  it('switched off while all its units are held and on again before the hold ends, is back to held: no unit made up', async () => {
    const garnet = await insertProduct({ stock: 2 });
    const order = await placeOrder([{ product: garnet, quantity: 2 }]);
    await send('PATCH', `/${garnet.id}`, { body: { stock: false, expectedStock: 0 } });

    const switchedOn = await send('PATCH', `/${garnet.id}`, { body: { stock: true, expectedStock: 0 } });
    expect(await switchedOn.json()).toMatchObject({ stock: 0 });
    expect(await (await send('GET', `/${garnet.id}`)).json()).toMatchObject({ stock: 0, heldUntil: expect.any(String) });

    await failOrder(testDb(), order);
    expect((await storedProduct(garnet.id))!).toMatchObject({ stock: 2, stockBeforeOff: null });
  });

  it('records the switch in the audit log', async () => {
    const product = await insertProduct({ stock: 3 });
    await send('PATCH', `/${product.id}`, { body: { stock: false } });
    await send('PATCH', `/${product.id}`, { body: { stock: true } });
    const entries = await testDb()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, String(product.id)));
    expect(entries.map((entry) => [entry.action, entry.status])).toEqual([
      ['product.update', 200],
      ['product.update', 200],
    ]);
  });

  it.each([
    {
      label: 'an empty body',
      body: {},
      error: 'must change at least one of name, description, price, imageUrl, category, stock, treatmentCode, originCode, certified',
    },
    {
      label: 'only unknown fields',
      body: { colour: 'green' },
      error: 'must change at least one of name, description, price, imageUrl, category, stock, treatmentCode, originCode, certified',
    },
    { label: 'price -1', body: { price: -1 }, error: 'price: must be at least 0' },
    { label: 'price 100000', body: { price: 100_000 }, error: 'price: must be at most 99999 cents (999.99 USD)' },
    { label: 'price 12.5', body: { price: 12.5 }, error: 'price: must be whole US cents' },
    { label: 'a blank name', body: { name: '' }, error: 'name: is required' },
    { label: 'a null description', body: { description: null }, error: 'description: is required' },
    { label: 'an unknown category', body: { category: 'meteorite' }, error: expect.stringMatching(/^category: /) },
    { label: 'a foreign imageUrl', body: { imageUrl: 'https://evil.example/x.png' }, error: expect.stringMatching(/^imageUrl: /) },
    { label: 'stock -1', body: { stock: -1 }, error: 'stock: must be at least 0' },
    { label: 'a valid name with a bad price', body: { name: 'Renamed', price: -1 }, error: 'price: must be at least 0' },
  ])('refuses $label with 400 {error} and changes nothing', async ({ body, error }) => {
    const product = await insertProduct();

    const response = await send('PATCH', `/${product.id}`, { body });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error, code: 'invalid_input' });
    expect(await storedProduct(product.id)).toEqual(product);
  });

  it('refuses a new imageUrl the bucket does not hold with 400 {error} and changes nothing', async () => {
    const product = await insertProduct();

    const response = await send('PATCH', `/${product.id}`, {
      body: { name: 'Renamed', imageUrl: `/objects/uploads/${crypto.randomUUID()}.png` },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'imageUrl: no such upload', code: 'upload_not_found' });
    expect(await storedProduct(product.id)).toEqual(product);
  });

  it('refuses a new seed imageUrl the bucket does not hold with 400 {error} and changes nothing', async () => {
    const product = await insertProduct();

    const response = await send('PATCH', `/${product.id}`, { body: { name: 'Renamed', imageUrl: '/objects/seed/missing-art.png' } });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'imageUrl: no such seed image', code: 'upload_not_found' });
    expect(await storedProduct(product.id)).toEqual(product);
  });

  it('accepts a new seed imageUrl the bucket holds', async () => {
    const product = await insertProduct();

    const response = await send('PATCH', `/${product.id}`, { body: { imageUrl: '/objects/seed/ruby-0a1b2c3d.svg' } });

    expect(response.status).toBe(200);
    expect(await storedProduct(product.id)).toMatchObject({ imageUrl: '/objects/seed/ruby-0a1b2c3d.svg' });
  });

  it('answers 404 {error} for an unknown id and writes nothing', async () => {
    const gone = await insertProduct();
    await testDb().delete(products).where(eq(products.id, gone.id));

    const response = await send('PATCH', `/${gone.id}`, { body: { stock: 3 } });

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Product not found', code: 'not_found' });
    expect(await storedProduct(gone.id)).toBeUndefined();
  });

  it.each(['abc', '0', '-3', '1.5'])('answers 400 {error} for the id %s', async (id) => {
    const response = await send('PATCH', `/${id}`, { body: { stock: 3 } });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'id: must be a positive whole number', code: 'invalid_input' });
  });
});

describe('DELETE /api/products/:id', () => {
  it('answers 204, removes the product from D1 and the list, and takes its cart lines with it', async () => {
    const product = await insertProduct();
    const other = await insertProduct();
    const session = crypto.randomUUID();
    await testDb()
      .insert(cartItems)
      .values([
        { sessionId: session, productId: product.id, quantity: 2 },
        { sessionId: session, productId: other.id, quantity: 1 },
      ]);

    const response = await send('DELETE', `/${product.id}`);

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await storedProduct(product.id)).toBeUndefined();
    expect((await listed()).map((p) => p.id)).not.toContain(product.id);
    const lines = await testDb().select().from(cartItems).where(eq(cartItems.sessionId, session));
    expect(lines.map((line) => line.productId)).toEqual([other.id]);
    expect(await storedProduct(other.id)).toEqual(other);
  });

  it("keeps the orders' line snapshots, with the product id set to null", async () => {
    const order = await insertOrder({ price: 2500, quantity: 2 });

    const response = await send('DELETE', `/${order.product.id}`);

    expect(response.status).toBe(204);
    const lines = await testDb().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toEqual([
      expect.objectContaining({ orderId: order.id, productId: null, name: order.product.name, unitPrice: 2500, quantity: 2 }),
    ]);
  });

  it('answers 404 {error} for an unknown id, and for a product already deleted', async () => {
    const product = await insertProduct();
    expect((await send('DELETE', `/${product.id}`)).status).toBe(204);

    const response = await send('DELETE', `/${product.id}`);

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Product not found', code: 'not_found' });
  });

  it('answers 400 {error} for an id that is not a positive whole number', async () => {
    const response = await send('DELETE', '/abc');

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'id: must be a positive whole number', code: 'invalid_input' });
  });
});

describe('product texts must be printable and visible (schema/text.ts)', () => {
  it.each([
    { field: 'name', value: '\u0000' },
    { field: 'name', value: '\u200b\u200b\u200b' },
    { field: 'description', value: 'Bright\u0000green' },
    { field: 'description', value: '\ufeff\u2060' },
  ])('refuses $field = $value with 400 and stores nothing', async ({ field, value }) => {
    const { marker, body } = newProductBody();
    const response = await send('POST', '', { body: { ...body, [field]: value } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_input', params: { field } });
    expect(await rowsMarked(marker)).toEqual([]);
  });

  it('refuses an edit that would rename a product to a NUL', async () => {
    const product = await insertProduct({ name: 'Tidy Name' });
    expect((await send('PATCH', `/${product.id}`, { body: { name: '\u0000' } })).status).toBe(400);
    expect((await storedProduct(product.id))?.name).toBe('Tidy Name');
  });
});
