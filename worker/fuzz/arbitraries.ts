import fc from 'fast-check';
import { ORDER_MAX_LINES } from '#schema/orders-api.ts';
import { JSON_BODY_MAX_BYTES, JSON_BODY_MAX_DEPTH } from '#worker/middleware/json-body.ts';

/** Real rows the fuzz aims at, next to the junk: ids that exist make requests reach past the lookups. */
export type SeededIds = {
  productId: number;
  galleryImageId: number;
  cartLineId: number;
  orderId: string;
  visitorSession: string;
  imageUrl: string;
  /** Stones in stock aplenty, for long carts: each line of an order names one. */
  stones: readonly SeededStone[];
};

export type SeededStone = { id: number; name: string; price: number };

const ONE_OF_EVERYTHING = '\u0000\u0007\u001b\u007f\u0085\u00a0\u200b\u202e\ufeff\ud83d\udc8e\ud800é𝔊';

/** Text that breaks naive code: control characters, lone surrogates, right-to-left marks, emoji, SQL and HTML. */
const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(ONE_OF_EVERYTHING, "' OR 1=1 --", '<script>alert(1)</script>', '%00', '../../etc/passwd', '__proto__', 'constructor', ''),
  fc.integer({ min: 1_000, max: 70_000 }).map((length) => 'x'.repeat(length)),
);

/** Numbers at and past every edge a field may have. */
const edgeNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 63, Number.MIN_VALUE, 99, 100, 1e21),
  fc.double(),
  fc.integer(),
);

/** Values of every type for a field: junk, edges, and the ids of real rows. */
const fieldValue = (ids: SeededIds) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    nastyText,
    edgeNumber,
    fc.constantFrom<unknown>(ids.productId, ids.galleryImageId, ids.cartLineId, ids.orderId, String(ids.productId), null, true, [], {}),
    fc.array(fc.oneof(edgeNumber, nastyText, fc.constant(ids.productId)), { maxLength: 5 }),
  );

/** An object whose keys are the API's real field names, each with a value of any type. */
const objectWithRealFields = (fieldNames: readonly string[], ids: SeededIds) =>
  fc.dictionary(fc.constantFrom(...fieldNames), fieldValue(ids), { maxKeys: 12 });

/** A value each field name takes in a real request, so a body can pass its checks and reach the handler's logic. */
const plausibleValues = (ids: SeededIds): Readonly<Record<string, unknown>> => ({
  productId: ids.productId,
  quantity: 1,
  sessionId: ids.visitorSession,
  businessName: 'Nairobi Gems',
  contactName: 'Amani Otieno',
  email: 'amani@example.com',
  phone: '+254 712 345 678',
  businessType: 'Retail',
  username: 'admin',
  password: 'not the password',
  totalAmount: 2500,
  originalAmount: 2500,
  amount: 2500,
  currency: 'USD',
  originalCurrency: 'USD',
  exchangeRate: 10_000,
  customerName: 'Amani Otieno',
  customerEmail: 'amani@example.com',
  customerPhone: '+254 712 345 678',
  phoneNumber: '0712345678',
  paymentMethod: 'visa',
  items: JSON.stringify([{ id: ids.productId, name: 'Stone', price: 2500, quantity: 1 }]),
  orderId: ids.orderId,
  name: 'Fuzzed Ruby',
  description: 'A stone',
  price: 2500,
  stock: 3,
  expectedStock: 50,
  imageUrl: ids.imageUrl,
  category: 'healing',
  featured: true,
  ids: [ids.galleryImageId],
  updates: { featured: true },
  contentType: 'image/png',
  size: 1000,
  purpose: 'product',
});

/** A body with every key of one of the API's schemas, most values plausible and some junk. */
const shapedLikeARealBody = (shapes: readonly string[][], ids: SeededIds) => {
  const plausible = plausibleValues(ids);
  return fc
    .constantFrom(...shapes)
    .chain((keys) =>
      fc.record(
        Object.fromEntries(
          keys.map((key) => [
            key,
            key in plausible ? fc.oneof({ weight: 4, arbitrary: fc.constant(plausible[key]) }, fieldValue(ids)) : fieldValue(ids),
          ]),
        ),
      ),
    );
};

/**
 * A valid order body (USD, totals that match) of many lines of real stones, up to the schema's maximum: the shape
 * that found orders of 21 lines and more answering 500 (issue 21, item 2). Lines may name a stone twice.
 */
export const longOrderBody = (stones: readonly SeededStone[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...stones), fc.integer({ min: 1, max: 3 })), { minLength: 15, maxLength: ORDER_MAX_LINES })
    .map((lines) => {
      const total = lines.reduce((sum, [stone, quantity]) => sum + stone.price * quantity, 0);
      return {
        totalAmount: total,
        currency: 'USD',
        originalAmount: total,
        originalCurrency: 'USD',
        exchangeRate: 10_000,
        customerEmail: 'amani@example.com',
        customerPhone: '+254 712 345 678',
        paymentMethod: 'mpesa',
        items: JSON.stringify(lines.map(([stone, quantity]) => ({ ...stone, quantity }))),
      };
    });

/** JSON nested `depth` levels, arrays and objects mixed, around either of the API's own field names. */
const deeplyNested = fc
  .tuple(fc.integer({ min: JSON_BODY_MAX_DEPTH - 2, max: 5_000 }), fc.boolean())
  .map(([depth, asArray]) => (asArray ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)));

/** A JSON text past the body limit, with a declared length or streamed without one. */
const oversized = fc
  .integer({ min: JSON_BODY_MAX_BYTES - 16, max: 4 * JSON_BODY_MAX_BYTES })
  .map((size) => JSON.stringify({ name: 'x'.repeat(size) }));

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'image/png',
  'application/octet-stream',
  '*/*',
  ';;;',
];

/** `streamed`: sent as a stream with no Content-Length, so a size limit must count while reading. */
export type FuzzBody = { text: string | Uint8Array; contentType: string | null; streamed: boolean } | null;

/** A body: none, JSON of any shape, the real fields with wrong values, deep, oversized, or not JSON at all. */
export const body = (fieldNames: readonly string[], shapes: readonly string[][], ids: SeededIds): fc.Arbitrary<FuzzBody> =>
  fc.oneof(
    fc.constant(null),
    fc.record({
      text: fc.oneof(
        { weight: 4, arbitrary: shapedLikeARealBody(shapes, ids).map((value) => JSON.stringify(value)) },
        { weight: 2, arbitrary: objectWithRealFields(fieldNames, ids).map((value) => JSON.stringify(value)) },
        { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: deeplyNested },
        { weight: 1, arbitrary: oversized },
        { weight: 1, arbitrary: fc.oneof(nastyText, fc.constantFrom('{', '[1,', '{"a":1}}', 'null', 'true', '"x"', '1e999', '\ufeff{}')) },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 512 }) },
      ),
      contentType: fc.oneof(
        { weight: 4, arbitrary: fc.constant('application/json') },
        fc.constantFrom(...CONTENT_TYPES),
        fc.constant(null),
      ),
      streamed: fc.boolean(),
    }),
  );

/**
 * Header junk: printable ASCII (in-process, workerd would send other bytes as UTF-8 and warn; CR, LF and NUL `Headers`
 * refuses). Bytes above 0x7f go over HTTP instead, in e2e/raw-header-bytes.test.ts.
 */
const headerText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
  fc.constantFrom('*', 'W/"x"', '"', 'bytes=0-', 'bytes=-1', 'bytes=5-1', 'bytes=0-0,1-1,2-2', 'Thu, 01 Jan 1970 00:00:00 GMT', '0', '-1'),
  fc.integer({ min: 200, max: 9_000 }).map((length) => 'a'.repeat(length)),
);

/** A path parameter: real-looking ids, the id of a real row, edges, traversal, encodings and long text. */
export const pathParam = (ids: SeededIds) =>
  fc.oneof(
    fc.constantFrom(String(ids.productId), String(ids.galleryImageId), String(ids.cartLineId), ids.orderId),
    fc.constantFrom('1', '0', '-1', '1.5', '1e3', '0x10', '99999999999999999999', '9007199254740993', '00000001', ' 1', '1 '),
    fc.constantFrom(
      '..',
      '%2e%2e',
      '%00',
      '%',
      '%zz',
      '%E2%82',
      '%F0%9F%92%8E',
      'é💎',
      'a/b',
      '?x',
      '#x',
      ';',
      'null',
      'undefined',
      '__proto__',
    ),
    fc.uuid(),
    fc.integer({ min: 300, max: 9_000 }).map((length) => '9'.repeat(length)),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  );

const queryValue = (ids: SeededIds) =>
  fc.oneof(
    headerText.map(encodeURIComponent),
    pathParam(ids).map(encodeURIComponent),
    fc.constantFrom('', 'true', 'false', '[]', '320', '-1'),
  );

/** A query string of the API's real parameter names (some repeated) and made-up ones, with junk values. */
export const queryString = (fieldNames: readonly string[], ids: SeededIds) =>
  fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fieldNames) }, fc.constantFrom('', '%', 'a[]', 'x%00')),
        queryValue(ids),
      ),
      {
        maxLength: 8,
      },
    )
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`));

/** Up to three of the headers the Worker reads, junk or (x-session-id) a real visitor's: more would mostly meet the first gate. */
export const junkHeaders = (ids: SeededIds) =>
  fc
    .array(
      fc.oneof(
        ...['if-none-match', 'if-match', 'if-modified-since', 'if-unmodified-since', 'range', 'stripe-signature'].map((name) =>
          fc.tuple(fc.constant(name), headerText),
        ),
        fc.tuple(fc.constant('idempotency-key'), fc.oneof(headerText, fc.uuid())),
        fc.tuple(fc.constant('x-session-id'), fc.oneof(headerText, fc.uuid(), fc.constant(ids.visitorSession))),
        fc.tuple(fc.constant('accept-language'), fc.oneof(headerText, fc.constantFrom('fr', 'ar-EG,ar;q=0.9', '*', 'zz;q=2', ';q='))),
        fc.tuple(
          fc.constant('cookie'),
          fc.oneof(headerText, fc.constantFrom('lang=fr', 'currency=XXX', 'admin_session=', 'admin_session=%%%', 'a=b; a=c')),
        ),
        fc.tuple(fc.constant('origin'), fc.oneof(headerText, fc.constantFrom('https://evil.example', 'null', 'http://shop.test'))),
      ),
      { maxLength: 3 },
    )
    .map((pairs): Record<string, string> => Object.fromEntries(pairs));
