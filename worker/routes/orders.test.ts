import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MAX_LINES } from '#schema/orders-api.ts';
import { orderLines, orders, products } from '#schema/tables.ts';
import {
  cardSessionBody,
  insertStone as insertProduct,
  orderBody,
  orderStatus,
  postJson,
  postOrder,
  type OrderLine,
} from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';

const newSession = () => crypto.randomUUID();

const PRICES_CHANGED = { error: 'Prices changed since you opened checkout. Please review your cart and try again.', code: 'price_changed' };

const ordersOf = (sessions: string[]) => testDb().select().from(orders).where(inArray(orders.sessionId, sessions));

/** Every line snapshot of a product, across all orders: each test owns its products. */
const linesOf = (productId: number) =>
  testDb()
    .select({
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      name: orderLines.name,
      unitPrice: orderLines.unitPrice,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.productId, productId))
    .orderBy(asc(orderLines.id));

async function stockOf(productId: number): Promise<number | undefined> {
  const [row] = await testDb().select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

/** The refused call left D1 as it was: no order for the session, no line for the products, stock untouched. */
async function expectNothingWritten(session: string, lines: OrderLine[]) {
  expect(await ordersOf([session])).toEqual([]);
  for (const { product } of lines) {
    expect(await linesOf(product.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(product.stock);
  }
}

describe('POST /api/orders: a valid order', () => {
  it('answers 201 {id}, stores the server-computed USD amounts, snapshots each line and takes the stock', async () => {
    const session = newSession();
    const rose = await insertProduct({ name: 'Rose Quartz Heart', price: 2450, stock: 12 });
    const opal = await insertProduct({ name: 'Fire Opal', price: 18900, stock: 2 });

    const response = await postOrder(
      session,
      orderBody(
        [
          { product: rose, quantity: 3 },
          { product: opal, quantity: 1 },
        ],
        'USD',
      ),
    );

    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await ordersOf([session])).toEqual([
      {
        id,
        sessionId: session,
        currency: 'USD',
        totalAmount: 26250, // 3 x 24.50 + 189.00
        originalAmount: 26250,
        originalCurrency: 'USD',
        exchangeRate: 10000,
        rateAt: expect.any(Date),
        kesRate: null,
        kesAmount: null,
        customerName: 'Amani Otieno',
        customerEmail: 'amani@example.com',
        customerPhone: '+254 712 345 678',
        paymentMethod: 'visa',
        status: 'pending',
        addressKey: null,
        createdAt: expect.any(Date),
        paidAt: null,
      },
    ]);
    expect(await linesOf(rose.id)).toEqual([{ orderId: id, productId: rose.id, name: 'Rose Quartz Heart', unitPrice: 2450, quantity: 3 }]);
    expect(await linesOf(opal.id)).toEqual([{ orderId: id, productId: opal.id, name: 'Fire Opal', unitPrice: 18900, quantity: 1 }]);
    expect(await stockOf(rose.id)).toBe(9);
    expect(await stockOf(opal.id)).toBe(1);
  });

  it('keeps the line snapshot when the product is later renamed and repriced', async () => {
    const session = newSession();
    const product = await insertProduct({ name: 'Blue Kyanite', price: 3100, stock: 5 });
    const response = await postOrder(session, orderBody([{ product, quantity: 1 }]));
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();

    await testDb().update(products).set({ name: 'Kyanite (renamed)', price: 9900 }).where(eq(products.id, product.id));

    expect(await linesOf(product.id)).toEqual([{ orderId: id, productId: product.id, name: 'Blue Kyanite', unitPrice: 3100, quantity: 1 }]);
  });

  it('merges two lines of the same product into one snapshot and one stock decrement', async () => {
    const session = newSession();
    const product = await insertProduct({ name: 'Tiger Eye', price: 1200, stock: 5 });

    const response = await postOrder(
      session,
      orderBody([
        { product, quantity: 2 },
        { product, quantity: 1 },
      ]),
    );

    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    expect(await linesOf(product.id)).toEqual([{ orderId: id, productId: product.id, name: 'Tiger Eye', unitPrice: 1200, quantity: 3 }]);
    expect(await stockOf(product.id)).toBe(2);
    expect(await ordersOf([session])).toEqual([expect.objectContaining({ totalAmount: 3600, originalAmount: 3600 })]);
  });

  it.each([
    // 3 x 19.99 USD = 59.97 USD
    { currency: 'EUR', totalAmount: 5097, exchangeRate: 8500, note: '59.97 x 0.85 = 50.9745 -> 50.97 EUR' },
    { currency: 'JPY', totalAmount: 6597, exchangeRate: 1100000, note: '59.97 x 110 = 6596.7 -> 6597 whole yen' },
    { currency: 'GBP', totalAmount: 4378, exchangeRate: 7300, note: '59.97 x 0.73 = 43.7781 -> 43.78 GBP' },
  ] as const)(
    'prices a $currency order with the fallback rate ($note) and stores exchangeRate $exchangeRate',
    async ({ currency, totalAmount, exchangeRate }) => {
      const session = newSession();
      const product = await insertProduct({ price: 1999, stock: 10 });

      const response = await postOrder(session, orderBody([{ product, quantity: 3 }], currency));

      expect(response.status).toBe(201);
      const { id } = await response.json<{ id: string }>();
      expect(await ordersOf([session])).toEqual([
        expect.objectContaining({ id, currency, totalAmount, originalAmount: 5997, originalCurrency: 'USD', exchangeRate }),
      ]);
      expect(await stockOf(product.id)).toBe(7);
    },
  );
});

describe('POST /api/orders: long carts (issue 21, item 2)', () => {
  // 21 lines were the first to pass D1's 100 bound parameters in one statement; 100 is the schema's maximum.
  it.each([21, ORDER_MAX_LINES])('places an order of %i different stones: a snapshot and a stock decrement for each', async (count) => {
    const session = newSession();
    const stones = await Promise.all(Array.from({ length: count }, (_, index) => insertProduct({ price: 1000 + index, stock: 3 })));

    const response = await postOrder(session, orderBody(stones.map((product) => ({ product, quantity: 2 }))));

    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    const lines = await testDb().select().from(orderLines).where(eq(orderLines.orderId, id));
    expect(lines.map((line) => line.productId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(stones.map((stone) => stone.id));
    const stocks = await testDb()
      .select({ stock: products.stock })
      .from(products)
      .where(
        inArray(
          products.id,
          stones.map((stone) => stone.id),
        ),
      );
    expect(stocks.map((row) => row.stock)).toEqual(stones.map(() => 1));
  });
});

describe('POST /api/orders: the server owns the money (docs/design.md §3)', () => {
  it.each([
    { label: '2 cents too low', currency: 'USD', delta: -2 },
    { label: '2 cents too high', currency: 'USD', delta: 2 },
    { label: 'a dollar too low', currency: 'USD', delta: -100 },
    { label: '2 euro cents too low', currency: 'EUR', delta: -2 },
    { label: '2 yen too low', currency: 'JPY', delta: -2 },
  ] as const)('refuses a totalAmount $label with 409 "Prices changed" and writes nothing', async ({ currency, delta }) => {
    const session = newSession();
    const product = await insertProduct({ price: 1999, stock: 10 });
    const lines = [{ product, quantity: 3 }];
    const body = orderBody(lines, currency);

    const response = await postOrder(session, { ...body, totalAmount: body.totalAmount + delta });

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(PRICES_CHANGED);
    await expectNothingWritten(session, lines);
  });

  it('refuses a JPY total sent in hundredths (yen has no minor unit) with 409', async () => {
    const session = newSession();
    const product = await insertProduct({ price: 1999, stock: 10 });
    const lines = [{ product, quantity: 3 }];

    const response = await postOrder(session, orderBody(lines, 'JPY', { totalAmount: 659670 }));

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(PRICES_CHANGED);
    await expectNothingWritten(session, lines);
  });

  it.each([
    { currency: 'USD', delta: 1, stored: 5997 },
    { currency: 'USD', delta: -1, stored: 5997 },
    { currency: 'EUR', delta: 1, stored: 5097 },
    { currency: 'JPY', delta: -1, stored: 6597 },
  ] as const)(
    'accepts a $currency total off by $delta minor unit (rounding) and stores its own total $stored',
    async ({ currency, delta, stored }) => {
      const session = newSession();
      const product = await insertProduct({ price: 1999, stock: 10 });
      const body = orderBody([{ product, quantity: 3 }], currency);

      const response = await postOrder(session, { ...body, totalAmount: body.totalAmount + delta });

      expect(response.status).toBe(201);
      expect(await ordersOf([session])).toEqual([expect.objectContaining({ currency, totalAmount: stored, originalAmount: 5997 })]);
    },
  );

  it('refuses a tampered line price (with totals that match it) with 409 "Prices changed" and writes nothing', async () => {
    const session = newSession();
    const product = await insertProduct({ name: 'Moldavite', price: 25000, stock: 3 });
    const lines = [{ product, quantity: 1 }];
    // The client claims the stone costs 1.00 and sends totals consistent with that claim.
    const items = JSON.stringify([{ id: product.id, name: product.name, price: 100, quantity: 1 }]);

    const response = await postOrder(session, orderBody(lines, 'USD', { items, totalAmount: 100, originalAmount: 100 }));

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: `Prices changed: "${product.name}" now costs a different amount. Please review your cart.`,
      code: 'price_changed',
      params: { name: product.name },
    });
    await expectNothingWritten(session, lines);
  });

  it.each([
    { label: 'a tampered rate (the total right at our rate)', exchangeRate: 1 },
    { label: 'a stale rate one ten-thousandth off', exchangeRate: 8501 },
  ])('refuses $label with 409 "Prices changed" and writes nothing', async ({ exchangeRate }) => {
    const session = newSession();
    const product = await insertProduct({ price: 4000, stock: 3 });
    const lines = [{ product, quantity: 1 }];

    const response = await postOrder(session, { ...orderBody(lines, 'EUR'), exchangeRate });

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(PRICES_CHANGED);
    await expectNothingWritten(session, lines);
  });

  it('refuses a tampered originalAmount (the converted total right) with 409 and writes nothing', async () => {
    const session = newSession();
    const product = await insertProduct({ price: 4000, stock: 3 });
    const lines = [{ product, quantity: 1 }];
    const body = orderBody(lines, 'EUR');

    const response = await postOrder(session, { ...body, originalAmount: body.originalAmount - 500 });

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(PRICES_CHANGED);
    await expectNothingWritten(session, lines);
  });
});

describe('POST /api/orders: products and stock', () => {
  it('answers 409 for a product that no longer exists and writes nothing', async () => {
    const session = newSession();
    const kept = await insertProduct({ stock: 5 });
    const gone = await insertProduct({ name: 'Vanished Stone', stock: 5 });
    const lines = [
      { product: kept, quantity: 1 },
      { product: gone, quantity: 1 },
    ];
    const body = orderBody(lines);
    await testDb().delete(products).where(eq(products.id, gone.id));

    const response = await postOrder(session, body);

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: `"${gone.name}" is no longer available`, code: 'product_unavailable' });
    await expectNothingWritten(session, [{ product: kept, quantity: 1 }]);
  });

  it('answers 409 "Not enough stock" for more than the stock and writes nothing', async () => {
    const session = newSession();
    const other = await insertProduct({ stock: 5 });
    const scarce = await insertProduct({ name: 'Red Beryl', stock: 2 });
    const lines = [
      { product: other, quantity: 1 },
      { product: scarce, quantity: 3 },
    ];

    const response = await postOrder(session, orderBody(lines));

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: `Not enough stock: only 2 of "Red Beryl" left`, code: 'insufficient_stock' });
    await expectNothingWritten(session, lines);
  });

  it('counts lines of the same product together against the stock (2 + 2 of a stock of 3 is refused)', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 3 });
    const lines = [
      { product, quantity: 2 },
      { product, quantity: 2 },
    ];

    const response = await postOrder(session, orderBody(lines));

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: `Not enough stock: only 3 of "${product.name}" left`,
      code: 'insufficient_stock',
    });
    await expectNothingWritten(session, lines);
  });

  it('answers 409 for a product out of stock (stock 0)', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 0 });
    const lines = [{ product, quantity: 1 }];

    const response = await postOrder(session, orderBody(lines));

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: `Not enough stock: only 0 of "${product.name}" left`,
      code: 'insufficient_stock',
    });
    await expectNothingWritten(session, lines);
  });

  it('sells the last item exactly once when 5 shoppers order it at the same moment; stock ends at 0, never below', async () => {
    const product = await insertProduct({ name: 'Last Tanzanite', price: 54000, stock: 1 });
    const sessions = Array.from({ length: 5 }, newSession);
    const body = orderBody([{ product, quantity: 1 }]);

    const responses = await Promise.all(sessions.map((session) => postOrder(session, body)));

    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(await refused.json()).toMatchObject({ error: expect.stringMatching(/^Not enough stock: /), code: 'insufficient_stock' });
    }
    const winner = responses.find((r) => r.status === 201)!;
    const { id } = await winner.json<{ id: string }>();
    expect(await stockOf(product.id)).toBe(0);
    expect(await ordersOf(sessions)).toEqual([expect.objectContaining({ id, totalAmount: 54000 })]);
    expect(await linesOf(product.id)).toEqual([
      { orderId: id, productId: product.id, name: 'Last Tanzanite', unitPrice: 54000, quantity: 1 },
    ]);
  });

  it('never oversells when 4 orders of 2 race for a stock of 5 and a second product: only whole orders go through', async () => {
    const scarce = await insertProduct({ stock: 5 });
    const plenty = await insertProduct({ stock: 100 });
    const sessions = Array.from({ length: 4 }, newSession);
    const body = orderBody([
      { product: plenty, quantity: 1 },
      { product: scarce, quantity: 2 },
    ]);

    const responses = await Promise.all(sessions.map((session) => postOrder(session, body)));

    expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    expect(await stockOf(scarce.id)).toBe(1);
    // The refused orders took nothing from the other product either.
    expect(await stockOf(plenty.id)).toBe(98);
    expect(await ordersOf(sessions)).toHaveLength(2);
    expect(await linesOf(plenty.id)).toHaveLength(2);
  });
});

describe("POST /api/orders: a retry replaces the visitor's earlier checkout, so one visitor never holds stock twice", () => {
  const placedBy = async (session: string, body: unknown) => {
    const response = await postOrder(session, body);
    expect(response.status).toBe(201);
    return (await response.json<{ id: string }>()).id;
  };

  it('fails the earlier unpaid order and returns its stock when the visitor places the order again', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 10 });
    const body = orderBody([{ product, quantity: 3 }]);

    const first = await placedBy(session, body);
    const retry = await placedBy(session, body);

    expect(await orderStatus(first)).toBe('failed');
    expect(await orderStatus(retry)).toBe('pending');
    expect(await stockOf(product.id)).toBe(7);
  });

  it('holds the stock once when 5 retries of one visitor run at the same moment', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 10 });
    const body = orderBody([{ product, quantity: 3 }]);

    const responses = await Promise.all(Array.from({ length: 5 }, () => postOrder(session, body)));

    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const placed = await ordersOf([session]);
    expect(placed).toHaveLength(5);
    expect(placed.filter((order) => order.status === 'pending')).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(7);
  });

  it('lets the retry take the stock its own earlier checkout holds, even the last items', async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 2 });
    await placedBy(session, orderBody([{ product, quantity: 2 }]));
    expect(await stockOf(product.id)).toBe(0);

    await placedBy(session, orderBody([{ product, quantity: 2 }]));

    expect(await stockOf(product.id)).toBe(0);
  });

  it('releases the earlier checkout when the retry is for another cart', async () => {
    const session = newSession();
    const rose = await insertProduct({ stock: 10 });
    const opal = await insertProduct({ stock: 10 });
    const first = await placedBy(session, orderBody([{ product: rose, quantity: 2 }]));

    await placedBy(session, orderBody([{ product: opal, quantity: 1 }]));

    expect(await orderStatus(first)).toBe('failed');
    expect([await stockOf(rose.id), await stockOf(opal.id)]).toEqual([10, 9]);
  });

  it("leaves alone another visitor's order and an order of the visitor's own whose payment is under way", async () => {
    const session = newSession();
    const product = await insertProduct({ stock: 10 });
    const body = orderBody([{ product, quantity: 1 }]);
    const paying = await placedBy(session, body);
    const started = await postJson('/api/visa/create-session', cardSessionBody(paying, 1 * product.price), { 'x-session-id': session });
    expect(started.status).toBe(200);
    const otherVisitors = await placedBy(newSession(), body);

    await placedBy(session, body);

    expect(await orderStatus(paying)).not.toBe('failed');
    expect(await orderStatus(otherVisitors)).toBe('pending');
    expect(await stockOf(product.id)).toBe(7);
  });
});

describe('POST /api/orders: refused input (400, nothing written)', () => {
  it.each([
    { label: 'missing', value: null },
    { label: 'empty', value: '' },
    { label: "the original shared 'guest'", value: 'guest' },
    { label: 'not a UUID', value: '1234' },
  ])('refuses a $label x-session-id with 400', async ({ value }) => {
    const product = await insertProduct({ stock: 4 });
    const lines = [{ product, quantity: 1 }];

    const response = await postOrder(value, orderBody(lines));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'x-session-id: must be the visitor session UUID', code: 'invalid_input' });
    expect(await linesOf(product.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(4);
  });

  const badBodies: {
    label: string;
    override: (items: { id: number; name: string; price: number }) => Record<string, unknown>;
    error: RegExp;
  }[] = [
    { label: 'items that are not JSON', override: () => ({ items: 'two rubies' }), error: /^items: / },
    {
      label: 'items as an array instead of a JSON string',
      override: (i) => ({ items: [{ ...i, quantity: 1 }] }),
      error: /^items: /,
    },
    { label: 'an empty items list', override: () => ({ items: '[]' }), error: /^items: / },
    {
      label: 'a line of quantity 0',
      override: (i) => ({ items: JSON.stringify([{ ...i, quantity: 0 }]) }),
      error: /^items\.0\.quantity: /,
    },
    {
      label: 'a line of quantity 100',
      override: (i) => ({ items: JSON.stringify([{ ...i, quantity: 100 }]) }),
      error: /^items\.0\.quantity: /,
    },
    { label: 'an unknown currency', override: () => ({ currency: 'XYZ' }), error: /^currency: / },
    { label: "paymentMethod 'paypal'", override: () => ({ paymentMethod: 'paypal' }), error: /^paymentMethod: / },
    {
      label: 'an email without a dot after the @',
      override: () => ({ customerEmail: 'amani@example' }),
      error: /^customerEmail: /,
    },
    { label: 'no email', override: () => ({ customerEmail: undefined }), error: /^customerEmail: / },
    { label: 'no phone', override: () => ({ customerPhone: '' }), error: /^customerPhone: / },
    { label: "originalCurrency 'EUR'", override: () => ({ originalCurrency: 'EUR' }), error: /^originalCurrency: / },
    { label: 'a fractional totalAmount', override: () => ({ totalAmount: 1999.5 }), error: /^totalAmount: / },
  ];

  it.each(badBodies)('refuses a body with $label: 400 {error} naming the field', async ({ override, error }) => {
    const session = newSession();
    const product = await insertProduct({ price: 1999, stock: 200 });
    const lines = [{ product, quantity: 1 }];

    const response = await postOrder(
      session,
      orderBody(lines, 'USD', override({ id: product.id, name: product.name, price: product.price })),
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(error), code: 'invalid_input' });
    await expectNothingWritten(session, lines);
  });

  it.each([
    { label: 'malformed JSON', raw: '{"totalAmount": 1999, ' },
    { label: 'plain text', raw: 'one ruby please' },
  ])('answers 400 {error}, not 500, for a $label body', async ({ raw }) => {
    const session = newSession();

    const response = await postOrder(session, raw);

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Malformed JSON in request body', code: 'invalid_input' });
    expect(await ordersOf([session])).toEqual([]);
  });
});

describe('POST /api/orders: no card data (docs/design.md §4)', () => {
  const CARD_REFUSED = {
    error: 'Card numbers and security codes must never be sent to the shop; send the last four digits only',
    code: 'card_data_refused',
  };

  // Every placement of a card number or CVV is covered for all four endpoints in payments.test.ts.
  it('refuses an order whose items JSON string carries a card number as a line name, and writes nothing', async () => {
    const session = newSession();
    const product = await insertProduct({ price: 1500, stock: 5 });
    const lines = [{ product, quantity: 1 }];
    const items = JSON.stringify([{ id: product.id, name: 'card 4242-4242-4242-4242', price: product.price, quantity: 1 }]);

    const response = await postOrder(session, orderBody(lines, 'USD', { items }));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(CARD_REFUSED);
    await expectNothingWritten(session, lines);
  });

  it.each([
    { label: 'a Chinese mobile number', phone: '+86 138 0013 8000' },
    { label: 'a German mobile number', phone: '+49 1512 3456789' },
    { label: 'a UK mobile number dialled with 00', phone: '0044 7700 900123' },
    { label: 'a 15-digit number that passes the Luhn check', phone: '+378 282 246 310 005' },
  ])('accepts an order from a shopper with $label ($phone): a 13-digit phone number is not a card', async ({ phone }) => {
    const session = newSession();
    const product = await insertProduct({ price: 1500, stock: 5 });

    const response = await postOrder(session, orderBody([{ product, quantity: 1 }], 'USD', { customerPhone: phone }));

    expect(await response.json()).toMatchObject({ id: expect.any(String), heldUntil: expect.any(String) });
    expect(response.status).toBe(201);
    expect(await ordersOf([session])).toEqual([expect.objectContaining({ customerPhone: phone })]);
  });

  it('accepts a name holding a long digit run that is no card number (it fails the Luhn check), and stores it', async () => {
    const session = newSession();
    const product = await insertProduct({ price: 1500, stock: 5 });

    const response = await postOrder(session, orderBody([{ product, quantity: 1 }], 'USD', { customerName: 'Amani 1234567890123' }));

    expect(response.status).toBe(201);
    expect(await ordersOf([session])).toEqual([expect.objectContaining({ customerName: 'Amani 1234567890123' })]);
  });

  it.each([
    { label: 'dots', name: '4111.1111.1111.1111' },
    { label: 'slashes', name: '4111/1111/1111/1111' },
    { label: 'double spaces', name: 'Amani 4111  1111  1111  1111' },
    { label: 'underscores', name: '4111_1111_1111_1111' },
    { label: 'a run inside a word', name: 'card4111111111111111x' },
    { label: 'full-width digits', name: '４１１１１１１１１１１１１１１１' },
    { label: 'Arabic-Indic digits', name: '٤١١١١١١١١١١١١١١١' },
  ])('refuses a card number written with $label in customerName, and writes nothing', async ({ name }) => {
    const session = newSession();
    const product = await insertProduct({ price: 1500, stock: 5 });
    const lines = [{ product, quantity: 1 }];

    const response = await postOrder(session, orderBody(lines, 'USD', { customerName: name }));

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(CARD_REFUSED);
    await expectNothingWritten(session, lines);
  });
});
