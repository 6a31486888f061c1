import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MAX_LINES } from '#schema/orders-api.ts';
import { isErrorCode } from '#schema/errors.ts';
import { auditEvents, cartItems, failedSignIns, loginAttempts } from '#schema/tables.ts';
import worker, { appRoutes } from '#worker/index.ts';
import { createSession } from '#worker/services/auth/sessions.ts';
import { OWN_ORIGIN } from '#worker/test/admin-session.ts';
import { insertDueCopies, insertOrder, insertStone } from '#worker/test/checkout-fixtures.ts';
import { putUpload, testDb } from '#worker/test/factories.ts';
import { firstOwner } from '#worker/test/staff-factories.ts';
import { insertGalleryImage } from '#worker/test/gallery-factories.ts';
import { body, junkHeaders, longOrderBody, pathParam, queryString, type FuzzBody, type SeededIds } from './arbitraries.ts';
import { apiFieldNames, apiObjectShapes } from './field-names.ts';
import { tablesWrittenSince, watchTableWrites, writeMark } from './table-writes.ts';

/** FUZZ_SEED and FUZZ_RUNS (runs per route and visitor) from the environment; fixed defaults keep CI reproducible. */
const SEED = Number(env.FUZZ_SEED || 20261123);
const RUNS = Number(env.FUZZ_RUNS || 60);

type Visitor = 'anonymous' | 'staff';
type Route = { method: string; path: string };

const ANY_METHOD = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Each method and path pattern of the real app once: a route added to the Worker is fuzzed without touching this file. */
const routes: Route[] = [...new Map(appRoutes.map((route) => [`${route.method} ${route.path}`, route])).values()];

/**
 * What a refusal, or any answer to a read, may write, and only this: a failed sign-in is counted (the limit on
 * guesses) and kept in the failed sign-ins, and every staff write is audited with its status, refusals included.
 */
function mayWrite(route: Route, method: string, visitor: Visitor): string[] {
  if (route.path === '/api/admin/login') return ['login_attempts', 'failed_sign_ins'];
  if (visitor === 'staff' && UNSAFE.has(method)) return ['audit_events'];
  // A staff CSV export is a read that is audited (docs/design.md §14).
  if (visitor === 'staff' && route.path.startsWith('/api/admin/exports/')) return ['audit_events'];
  return [];
}

/** Sane types for what is not the API: pages, sitemap and robots, stored images, staff CSV exports, and the API's own JSON. */
const SANE_CONTENT_TYPE = /^(text\/(html|plain|xml|csv)|application\/(json|xml)|image\/(png|jpeg|webp|gif|avif|svg\+xml))\b/;

/** The one refusal shape of schema/errors.ts: `{ error, code?, params? }`, nothing else. */
function expectRefusalShape(payload: unknown): void {
  expect(payload).toEqual(expect.objectContaining({ error: expect.any(String) }));
  const { code, params, ...rest } = payload as { error: string; code?: unknown; params?: unknown };
  expect(Object.keys(rest)).toEqual(['error']);
  if (code !== undefined) expect(isErrorCode(code), `code ${String(code)}`).toBe(true);
  if (params !== undefined) {
    expect(params).toBeTypeOf('object');
    for (const value of Object.values(params as object)) expect(['string', 'number']).toContain(typeof value);
  }
}

async function expectSaneAnswer(path: string, method: string, response: Response): Promise<void> {
  const { status } = response;
  expect(status, `${method} ${path.slice(0, 200)}`).toBeLessThan(500);
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  // What the Worker sees: the URL parser has already resolved `..` segments (/api/../products is a page).
  const { pathname } = new URL(`http://shop.test${path}`);
  const isApi = pathname.startsWith('/api/') || pathname === '/api';
  if (status >= 400 && isApi) expect(contentType).toMatch(/^application\/json\b/);
  if (text.length > 0 || (method === 'HEAD' && contentType)) expect(contentType).toMatch(SANE_CONTENT_TYPE);
  if (status >= 400 && /^application\/json\b/.test(contentType) && method !== 'HEAD') expectRefusalShape(JSON.parse(text));
}

let ids: SeededIds;
let runNumber = 0;
/** Where the write log stood when the last run ended: each run's "after" is the next one's "before", one read per run. */
let lastMark: number | null = null;

beforeAll(async () => {
  const product = await insertStone({ stock: 50 });
  const visitorSession = crypto.randomUUID();
  const [line] = await testDb().insert(cartItems).values({ sessionId: visitorSession, productId: product.id, quantity: 1 }).returning();
  const order = await insertOrder();
  // Many due payments at once (issue 21, item 7): the shape that once made every read of an order answer 500.
  await insertDueCopies(order, 150);
  const image = await insertGalleryImage();
  const { imageUrl } = await putUpload();
  // As many stones as an order has lines at most, stocked for every run's long orders.
  const stones = (await Promise.all(Array.from({ length: ORDER_MAX_LINES }, () => insertStone({ stock: 900_000 })))).map(
    ({ id, name, price }) => ({
      id,
      name,
      price,
    }),
  );
  ids = { productId: product.id, galleryImageId: image.id, cartLineId: line!.id, orderId: order.id, visitorSession, imageUrl, stones };
  await watchTableWrites();
});

// The logs the refusals may write grow with every run: start each route afresh.
afterEach(async () => {
  const db = testDb();
  await db.batch([db.delete(auditEvents), db.delete(loginAttempts), db.delete(failedSignIns)]);
  lastMark = null;
});

const segment = () =>
  fc.oneof(
    pathParam(ids),
    fc.constantFrom('products', 'gallery', 'admin', 'orders', 'login', 'audit', 'seed', 'uploads', 'status', 'sitemap.xml', 'x.png', ''),
  );

/** The route's pattern with each `:name` and `*` replaced by generated text. */
const concretePath = (pattern: string) =>
  fc
    .tuple(
      ...pattern
        .split('/')
        .map((part) =>
          part.startsWith(':')
            ? pathParam(ids)
            : part === '*'
              ? fc.array(segment(), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/'))
              : fc.constant(part),
        ),
    )
    .map((parts) => parts.join('/'));

function requestBody(method: string, generated: FuzzBody): Pick<RequestInit, 'body'> & { contentType: string | null } {
  if (!generated || method === 'GET' || method === 'HEAD') return { contentType: null };
  const { text, contentType, streamed } = generated;
  return { body: streamed ? asStream(text) : text, contentType };
}

/** The body as a stream of 1 KB chunks: no Content-Length. */
function asStream(text: string | Uint8Array): ReadableStream<Uint8Array> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, (offset += 1024)));
    },
  });
}

let staffSession: string | null = null;

/** The staff session cookie, signed in again only when a fuzzed sign-out ended it. */
async function staffCookie(): Promise<string> {
  if (!staffSession) {
    staffSession = (await createSession(testDb(), (await firstOwner()).id)).token;
    lastMark = null;
  }
  return `admin_session=${staffSession}`;
}

const fuzzRequest = (route: Route, fieldNames: readonly string[], shapes: readonly string[][]) =>
  fc.record({
    method:
      route.method === 'ALL'
        ? fc.constantFrom(...ANY_METHOD)
        : fc.constantFrom(route.method, route.method === 'GET' ? 'HEAD' : route.method),
    path: concretePath(route.path),
    query: queryString(fieldNames, ids),
    headers: junkHeaders(ids),
    body: body(fieldNames, shapes, ids),
  });

type FuzzRequest = ReturnType<typeof fuzzRequest> extends fc.Arbitrary<infer Request> ? Request : never;

async function send(visitor: Visitor, cookie: string | null, request: FuzzRequest): Promise<Response> {
  const { contentType, ...init } = requestBody(request.method, request.body);
  const headers: Record<string, string> = { ...request.headers, 'cf-connecting-ip': `fuzz-${SEED}-${(runNumber += 1)}` };
  if (contentType) headers['content-type'] = contentType;
  if (visitor === 'staff') {
    headers.cookie = [cookie, request.headers.cookie].filter(Boolean).join('; ');
    headers.origin = OWN_ORIGIN;
  }
  // Straight into the Worker's fetch: the test pool's `exports.default` wraps its entrypoint once more on
  // every call, and a few thousand calls overflow the stack in the harness itself.
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`http://shop.test${request.path}${request.query}`, { method: request.method, headers, ...init }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe.each<Visitor>(['anonymous', 'staff'])('every route, as a %s visitor, under generated input', (visitor) => {
  const fieldNames = apiFieldNames();
  const shapes = apiObjectShapes();
  it.each(routes)(
    '$method $path: never a 5xx, every refusal the one error shape, and a refusal or a read writes nothing',
    async (route) => {
      await fc.assert(
        fc.asyncProperty(fuzzRequest(route, fieldNames, shapes), async (request) => {
          const cookie = visitor === 'staff' ? await staffCookie() : null;
          const before = lastMark ?? (await writeMark());
          lastMark = null;
          const response = await send(visitor, cookie, request);
          if (route.path === '/api/admin/logout' && response.ok) staffSession = null;
          await expectSaneAnswer(request.path, request.method, response);
          const written = await tablesWrittenSince(before);
          lastMark = written.mark;
          // A read never writes, whatever it answers (a prefetch, a crawler); a write may, unless it was refused.
          if (response.status < 400 && UNSAFE.has(request.method)) return;
          const allowed = mayWrite(route, request.method, visitor);
          expect(written.tables.filter((name) => !allowed.includes(name))).toEqual([]);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    Math.max(60_000, RUNS * 1_000),
  );
});

describe('long carts, the shape that found orders of 21 lines and more answering 500 (issue 21, item 2)', () => {
  it("places every generated order of up to the schema's 100 lines of real stones: 201, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(longOrderBody(ids.stones), async (order) => {
        const response = await send('anonymous', null, {
          method: 'POST',
          path: '/api/orders',
          query: '',
          headers: { 'x-session-id': crypto.randomUUID() },
          body: { text: JSON.stringify(order), contentType: 'application/json', streamed: false },
        });
        expect(response.status, await response.clone().text()).toBe(201);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
