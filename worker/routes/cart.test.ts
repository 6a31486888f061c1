import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '#schema/cart-api.ts';
import { cartItems, products, type ProductRow } from '#schema/tables.ts';
import { call } from '#worker/test/app.ts';
import { insertProduct, testDb } from '#worker/test/factories.ts';

type Options = { session?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string> };

/** One cart call as the web client makes it: x-session-id, and a JSON body only when there is one. */
function cart(method: string, path: string, { session, body, rawBody, headers = {} }: Options = {}) {
  const allHeaders: Record<string, string> = { ...headers };
  if (session !== null && session !== undefined) allHeaders['x-session-id'] = session;
  let payload: string | undefined = rawBody;
  if (body !== undefined) payload = JSON.stringify(body);
  if (payload !== undefined) allHeaders['content-type'] ??= 'application/json';
  return call(`/api/cart${path}`, { method, headers: allHeaders, body: payload });
}

const newSession = () => crypto.randomUUID();

/** What a shopper sees nested in a cart line. */
const productView = (p: ProductRow) => ({ id: p.id, name: p.name, price: p.price, imageUrl: p.imageUrl, stock: p.stock });

/** Every stored line of a product, across all sessions: each test owns its products, so this is its own state. */
const storedLines = (productId: number) =>
  testDb()
    .select({ id: cartItems.id, sessionId: cartItems.sessionId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.productId, productId))
    .orderBy(asc(cartItems.id));

async function addLine(session: string, product: ProductRow, quantity = 1): Promise<CartLine> {
  const response = await cart('POST', '', { session, body: { productId: product.id, quantity } });
  expect(response.status).toBe(201);
  return response.json<CartLine>();
}

async function getCart(session: string): Promise<CartLine[]> {
  const response = await cart('GET', '', { session });
  expect(response.status).toBe(200);
  return response.json<CartLine[]>();
}

describe('x-session-id: every cart call names its visitor (docs/design.md §1)', () => {
  const calls = [
    { name: 'GET /api/cart', method: 'GET', path: () => '', body: undefined },
    { name: 'POST /api/cart', method: 'POST', path: () => '', body: (p: ProductRow) => ({ productId: p.id, quantity: 1 }) },
    { name: 'PATCH /api/cart/:id', method: 'PATCH', path: (id: number) => `/${id}`, body: () => ({ quantity: 5 }) },
    { name: 'DELETE /api/cart/:id', method: 'DELETE', path: (id: number) => `/${id}`, body: undefined },
    { name: 'DELETE /api/cart', method: 'DELETE', path: () => '', body: undefined },
  ] as const;

  const badHeaders: { label: string; value: string | null }[] = [
    { label: 'missing', value: null },
    { label: 'empty', value: '' },
    { label: "the original shared 'guest' id", value: 'guest' },
    { label: 'not a UUID', value: 'not-a-uuid' },
    { label: 'a UUID one digit short', value: '123e4567-e89b-12d3-a456-42661417400' },
    { label: 'a UUID with trailing text', value: `${crypto.randomUUID()}x` },
    { label: 'a UUID with a non-hex digit', value: '123e4567-e89b-12d3-a456-42661417400g' },
  ];

  const cases = calls.flatMap((c) => badHeaders.map((h) => ({ ...c, header: h })));

  it.each(cases)('$name with a $header.label header answers 400 {error} and changes nothing', async ({ method, path, body, header }) => {
    // A real visitor's line, which the refused call must leave alone.
    const owner = newSession();
    const product = await insertProduct({ stock: 20 });
    const line = await addLine(owner, product, 2);

    const response = await cart(method, path(line.id), { session: header.value, body: body?.(product) });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'x-session-id: must be the visitor session UUID', code: 'invalid_input' });
    expect(await storedLines(product.id)).toEqual([{ id: line.id, sessionId: owner, quantity: 2 }]);
  });

  it('accepts a crypto.randomUUID() id', async () => {
    const response = await cart('GET', '', { session: newSession() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe('POST /api/cart', () => {
  it('adds a line and answers 201 with its id, quantity and the nested product', async () => {
    const session = newSession();
    const product = await insertProduct({ name: 'Amethyst Cluster', price: 4250, imageUrl: '/objects/seed/amethyst.svg', stock: 7 });

    const response = await cart('POST', '', { session, body: { productId: product.id, quantity: 2 } });

    expect(response.status).toBe(201);
    const line = await response.json<CartLine>();
    expect(line).toEqual({
      id: expect.any(Number),
      quantity: 2,
      product: { id: product.id, name: 'Amethyst Cluster', price: 4250, imageUrl: '/objects/seed/amethyst.svg', stock: 7 },
    });
    expect(await storedLines(product.id)).toEqual([{ id: line.id, sessionId: session, quantity: 2 }]);
  });

  it('accepts a body sessionId equal to the header', async () => {
    const session = newSession();
    const product = await insertProduct();

    const response = await cart('POST', '', { session, body: { productId: product.id, quantity: 1, sessionId: session } });

    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ quantity: 1, product: { id: product.id } });
    expect(await storedLines(product.id)).toEqual([{ id: expect.any(Number), sessionId: session, quantity: 1 }]);
  });

  it.each([
    { label: 'another UUID', other: () => crypto.randomUUID() },
    { label: "'guest'", other: () => 'guest' },
    { label: 'an empty string', other: () => '' },
  ])('refuses a body sessionId that differs from the header ($label) with 400 and writes nothing', async ({ other }) => {
    const session = newSession();
    const product = await insertProduct();

    const response = await cart('POST', '', { session, body: { productId: product.id, quantity: 1, sessionId: other() } });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'sessionId: must equal the x-session-id header', code: 'invalid_input' });
    expect(await storedLines(product.id)).toEqual([]);
  });

  it('raises the existing line when the same product is added again: one line per product per session', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 10 });
    const first = await addLine(session, product, 2);

    const response = await cart('POST', '', { session, body: { productId: product.id, quantity: 3 } });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: first.id, quantity: 5, product: productView(product) });
    expect(await getCart(session)).toEqual([{ id: first.id, quantity: 5, product: productView(product) }]);
    expect(await storedLines(product.id)).toHaveLength(1);
  });

  it.each([
    { label: '0', quantity: 0 },
    { label: '-1', quantity: -1 },
    { label: '1.5', quantity: 1.5 },
    { label: '100', quantity: 100 },
    { label: "'2' (a string)", quantity: '2' },
    { label: 'null', quantity: null },
    { label: 'missing', quantity: undefined },
  ])('refuses quantity $label with 400 naming quantity and writes nothing', async ({ quantity }) => {
    const session = newSession();
    const product = await insertProduct({ stock: 500 });

    const response = await cart('POST', '', { session, body: { productId: product.id, quantity } });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/^quantity: /), code: 'invalid_input' });
    expect(await storedLines(product.id)).toEqual([]);
    expect(await getCart(session)).toEqual([]);
  });

  it('accepts the bounds 1 and 99', async () => {
    const session = newSession();
    const one = await insertProduct({ stock: 99 });
    const many = await insertProduct({ stock: 99 });

    expect((await addLine(session, one, 1)).quantity).toBe(1);
    expect((await addLine(session, many, 99)).quantity).toBe(99);
  });

  it.each([
    { label: '0', productId: 0 },
    { label: '-1', productId: -1 },
    { label: '1.5', productId: 1.5 },
    { label: "'1' (a string)", productId: '1' },
    { label: 'null', productId: null },
    { label: 'missing', productId: undefined },
  ])('refuses productId $label with 400 naming productId', async ({ productId }) => {
    const session = newSession();

    const response = await cart('POST', '', { session, body: { productId, quantity: 1 } });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/^productId: /), code: 'invalid_input' });
    expect(await getCart(session)).toEqual([]);
  });

  it('answers 404 for a product that does not exist and writes nothing', async () => {
    const session = newSession();
    const gone = await insertProduct();
    await testDb().delete(products).where(eq(products.id, gone.id));

    const response = await cart('POST', '', { session, body: { productId: gone.id, quantity: 1 } });

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Product not found', code: 'not_found' });
    expect(await getCart(session)).toEqual([]);
  });

  it('answers 409 for a product out of stock (stock 0) and writes nothing', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 0 });

    const response = await cart('POST', '', { session, body: { productId: product.id, quantity: 1 } });

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'This product is currently out of stock', code: 'out_of_stock' });
    expect(await storedLines(product.id)).toEqual([]);
  });

  it('answers 409 "Only N left in stock" for more than the stock and writes nothing', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 3 });

    const response = await cart('POST', '', { session, body: { productId: product.id, quantity: 4 } });

    expect(response.status).toBe(409);
    // The web translates the code and fills in the params; the English text is for logs and API users.
    expect(await response.json()).toEqual({
      error: 'Only 3 left in stock',
      code: 'insufficient_stock',
      params: { available: 3, name: product.name },
    });
    expect(await storedLines(product.id)).toEqual([]);
  });

  it('accepts exactly the stock on hand', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 3 });

    expect((await addLine(session, product, 3)).quantity).toBe(3);
  });

  it('answers 409 when adding again would take the line beyond the stock, and keeps the line as it was', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 3 });
    const line = await addLine(session, product, 2);

    const response = await cart('POST', '', { session, body: { productId: product.id, quantity: 2 } });

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'Only 3 left in stock', code: 'insufficient_stock' });
    expect(await storedLines(product.id)).toEqual([{ id: line.id, sessionId: session, quantity: 2 }]);
  });

  it('answers 409 when adding again would take the line beyond 99, and keeps the line as it was', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 500 });
    const line = await addLine(session, product, 60);

    const response = await cart('POST', '', { session, body: { productId: product.id, quantity: 50 } });

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'A cart line holds at most 99', code: 'cart_line_limit' });
    expect(await storedLines(product.id)).toEqual([{ id: line.id, sessionId: session, quantity: 60 }]);
  });

  it('never lets simultaneous adds of the same product take the line beyond the stock', async () => {
    // A shopper clicking "Add to cart" repeatedly: eight adds of 2 race for a stock of 5.
    const session = newSession();
    const product = await insertProduct({ stock: 5 });

    const responses = await Promise.all(
      Array.from({ length: 8 }, () => cart('POST', '', { session, body: { productId: product.id, quantity: 2 } })),
    );

    const [line] = await storedLines(product.id);
    expect(line?.quantity).toBeLessThanOrEqual(5);
    // Only the adds that fit were accepted; every other one was told why.
    expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    expect(line).toEqual({ id: expect.any(Number), sessionId: session, quantity: 4 });
  });

  it.each([
    { label: 'malformed JSON', rawBody: '{"productId": 1, "quantity": ' },
    { label: 'plain text', rawBody: 'two rubies please' },
  ])('answers 400 {error}, not 500, for a $label body', async ({ rawBody }) => {
    const session = newSession();

    const response = await cart('POST', '', { session, rawBody });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Malformed JSON in request body', code: 'invalid_input' });
    expect(await getCart(session)).toEqual([]);
  });

  it.each([
    { label: 'an array', body: [{ productId: 1, quantity: 1 }] },
    { label: 'a string', body: 'productId=1' },
    { label: 'null', body: null },
    { label: 'a number', body: 1 },
  ])('answers 400 {error} for a body that is $label, not an object', async ({ body }) => {
    const session = newSession();

    const response = await cart('POST', '', { session, rawBody: JSON.stringify(body) });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String), code: 'invalid_input' });
    expect(await getCart(session)).toEqual([]);
  });

  it('answers 400 for a JSON body sent without a JSON content type, and writes nothing', async () => {
    const session = newSession();
    const product = await insertProduct();

    const response = await cart('POST', '', {
      session,
      rawBody: JSON.stringify({ productId: product.id, quantity: 1 }),
      headers: { 'content-type': 'text/plain' },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/^productId: /), code: 'invalid_input' });
    expect(await storedLines(product.id)).toEqual([]);
  });
});

describe('GET /api/cart', () => {
  it('returns only this session’s lines, oldest first, each with its nested product', async () => {
    const mine = newSession();
    const theirs = newSession();
    const rose = await insertProduct({ name: 'Rose Quartz', price: 2450, stock: 12 });
    const opal = await insertProduct({ name: 'Fire Opal', price: 18900, stock: 2 });
    const first = await addLine(mine, rose, 2);
    const second = await addLine(mine, opal, 1);
    const other = await addLine(theirs, rose, 5);

    expect(await getCart(mine)).toEqual([
      { id: first.id, quantity: 2, product: productView(rose) },
      { id: second.id, quantity: 1, product: productView(opal) },
    ]);
    expect(await getCart(theirs)).toEqual([{ id: other.id, quantity: 5, product: productView(rose) }]);
  });

  it('answers an empty list for a session that has added nothing', async () => {
    const response = await cart('GET', '', { session: newSession() });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('shows the product as it is now, not as it was when added', async () => {
    const session = newSession();
    const product = await insertProduct({ price: 1000, stock: 9 });
    const line = await addLine(session, product, 1);
    await testDb().update(products).set({ price: 1200, stock: 4 }).where(eq(products.id, product.id));

    expect(await getCart(session)).toEqual([{ id: line.id, quantity: 1, product: { ...productView(product), price: 1200, stock: 4 } }]);
  });
});

describe('PATCH /api/cart/:id', () => {
  it('sets the quantity and answers 200 with the updated line', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 10 });
    const line = await addLine(session, product, 2);

    const response = await cart('PATCH', `/${line.id}`, { session, body: { quantity: 7 } });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: line.id, quantity: 7, product: productView(product) });
    expect(await getCart(session)).toEqual([{ id: line.id, quantity: 7, product: productView(product) }]);
  });

  it('lowers the quantity', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 10 });
    const line = await addLine(session, product, 6);

    const response = await cart('PATCH', `/${line.id}`, { session, body: { quantity: 1 } });

    expect(response.status).toBe(200);
    expect(await storedLines(product.id)).toEqual([{ id: line.id, sessionId: session, quantity: 1 }]);
  });

  it.each([
    { label: '0', quantity: 0 },
    { label: '100', quantity: 100 },
    { label: '-1', quantity: -1 },
    { label: '2.5', quantity: 2.5 },
    { label: "'3' (a string)", quantity: '3' },
    { label: 'missing', quantity: undefined },
  ])('refuses quantity $label with 400 naming quantity and leaves the line as it was', async ({ quantity }) => {
    const session = newSession();
    const product = await insertProduct({ stock: 500 });
    const line = await addLine(session, product, 2);

    const response = await cart('PATCH', `/${line.id}`, { session, body: { quantity } });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/^quantity: /), code: 'invalid_input' });
    expect(await storedLines(product.id)).toEqual([{ id: line.id, sessionId: session, quantity: 2 }]);
  });

  it('answers 409 "Only N left in stock" when raising beyond the stock, and leaves the line as it was', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 4 });
    const line = await addLine(session, product, 2);

    const response = await cart('PATCH', `/${line.id}`, { session, body: { quantity: 5 } });

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'Only 4 left in stock', code: 'insufficient_stock' });
    expect(await storedLines(product.id)).toEqual([{ id: line.id, sessionId: session, quantity: 2 }]);
  });

  it('still lets a line be lowered after the stock dropped below it, but not raised', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 10 });
    const line = await addLine(session, product, 8);
    await testDb().update(products).set({ stock: 3 }).where(eq(products.id, product.id));

    const lower = await cart('PATCH', `/${line.id}`, { session, body: { quantity: 5 } });
    expect(lower.status).toBe(200);
    expect(await lower.json()).toMatchObject({ quantity: 5, product: { stock: 3 } });

    const raise = await cart('PATCH', `/${line.id}`, { session, body: { quantity: 6 } });
    expect(raise.status).toBe(409);
    expect(await raise.json()).toMatchObject({ error: 'Only 3 left in stock', code: 'insufficient_stock' });
    expect(await storedLines(product.id)).toEqual([{ id: line.id, sessionId: session, quantity: 5 }]);
  });

  it('answers 404 for a line of another session and leaves that line unchanged', async () => {
    const owner = newSession();
    const intruder = newSession();
    const product = await insertProduct({ stock: 10 });
    const line = await addLine(owner, product, 2);

    const response = await cart('PATCH', `/${line.id}`, { session: intruder, body: { quantity: 9 } });

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Cart item not found', code: 'not_found' });
    expect(await storedLines(product.id)).toEqual([{ id: line.id, sessionId: owner, quantity: 2 }]);
    expect(await getCart(owner)).toEqual([{ id: line.id, quantity: 2, product: productView(product) }]);
    expect(await getCart(intruder)).toEqual([]);
  });

  it('answers 404 for a line that does not exist', async () => {
    const session = newSession();
    const product = await insertProduct();
    const line = await addLine(session, product, 1);
    await cart('DELETE', `/${line.id}`, { session });

    const response = await cart('PATCH', `/${line.id}`, { session, body: { quantity: 2 } });

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Cart item not found', code: 'not_found' });
    expect(await storedLines(product.id)).toEqual([]);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '01'])('answers 400 naming id for the item id %s', async (id) => {
    const response = await cart('PATCH', `/${id}`, { session: newSession(), body: { quantity: 2 } });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'id: must be a positive whole number', code: 'invalid_input' });
  });

  it('answers 400 {error}, not 500, for a malformed JSON body, and leaves the line as it was', async () => {
    const session = newSession();
    const product = await insertProduct();
    const line = await addLine(session, product, 2);

    const response = await cart('PATCH', `/${line.id}`, { session, rawBody: '{"quantity": 3' });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Malformed JSON in request body', code: 'invalid_input' });
    expect(await storedLines(product.id)).toEqual([{ id: line.id, sessionId: session, quantity: 2 }]);
  });
});

describe('DELETE /api/cart/:id', () => {
  it('removes the line with 204 and no body, leaving the other lines', async () => {
    const session = newSession();
    const gone = await insertProduct();
    const kept = await insertProduct();
    const removed = await addLine(session, gone, 1);
    const remaining = await addLine(session, kept, 3);

    const response = await cart('DELETE', `/${removed.id}`, { session });

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await getCart(session)).toEqual([{ id: remaining.id, quantity: 3, product: productView(kept) }]);
    expect(await storedLines(gone.id)).toEqual([]);
  });

  it('answers 404 the second time the same line is removed', async () => {
    const session = newSession();
    const product = await insertProduct();
    const line = await addLine(session, product, 1);
    expect((await cart('DELETE', `/${line.id}`, { session })).status).toBe(204);

    const again = await cart('DELETE', `/${line.id}`, { session });

    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: 'Cart item not found', code: 'not_found' });
  });

  it('answers 404 for a line of another session and removes nothing', async () => {
    const owner = newSession();
    const intruder = newSession();
    const product = await insertProduct();
    const line = await addLine(owner, product, 4);

    const response = await cart('DELETE', `/${line.id}`, { session: intruder });

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Cart item not found', code: 'not_found' });
    expect(await storedLines(product.id)).toEqual([{ id: line.id, sessionId: owner, quantity: 4 }]);
    expect(await getCart(owner)).toEqual([{ id: line.id, quantity: 4, product: productView(product) }]);
  });

  it.each(['abc', '0', '-2', '2.5'])('answers 400 naming id for the item id %s', async (id) => {
    const response = await cart('DELETE', `/${id}`, { session: newSession() });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'id: must be a positive whole number', code: 'invalid_input' });
  });
});

describe('DELETE /api/cart', () => {
  it('clears only this session’s cart: the other session keeps its lines', async () => {
    const mine = newSession();
    const theirs = newSession();
    const a = await insertProduct();
    const b = await insertProduct();
    await addLine(mine, a, 1);
    await addLine(mine, b, 2);
    const kept = await addLine(theirs, a, 3);

    const response = await cart('DELETE', '', { session: mine });

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await getCart(mine)).toEqual([]);
    expect(await getCart(theirs)).toEqual([{ id: kept.id, quantity: 3, product: productView(a) }]);
    expect(await storedLines(a.id)).toEqual([{ id: kept.id, sessionId: theirs, quantity: 3 }]);
    expect(await storedLines(b.id)).toEqual([]);
  });

  it('answers 204 for a cart that is already empty', async () => {
    const response = await cart('DELETE', '', { session: newSession() });

    expect(response.status).toBe(204);
  });
});

describe('two sessions', () => {
  it('keep two independent carts, even for the same product', async () => {
    const alice = newSession();
    const bob = newSession();
    const product = await insertProduct({ stock: 10 });

    const aliceLine = await addLine(alice, product, 2);
    const bobLine = await addLine(bob, product, 3);
    expect(bobLine.id).not.toBe(aliceLine.id);

    expect((await cart('PATCH', `/${aliceLine.id}`, { session: alice, body: { quantity: 4 } })).status).toBe(200);
    expect(await getCart(alice)).toEqual([{ id: aliceLine.id, quantity: 4, product: productView(product) }]);
    expect(await getCart(bob)).toEqual([{ id: bobLine.id, quantity: 3, product: productView(product) }]);

    expect((await cart('DELETE', '', { session: bob })).status).toBe(204);
    expect(await getCart(alice)).toEqual([{ id: aliceLine.id, quantity: 4, product: productView(product) }]);
    expect(await getCart(bob)).toEqual([]);
  });
});
