import { env } from 'cloudflare:workers';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderPage, WholesaleApplicationPage } from '#schema/staff-lists-api.ts';
import { adminSessions, loginAttempts, orders } from '#schema/tables.ts';
import { claimSignInAttempt, LOGIN_WINDOW_MS, MAX_FAILED_LOGINS } from '#worker/services/auth/sessions.ts';
import { signIn } from '#worker/services/auth/sign-in.ts';
import { PENDING_ORDER_TTL_MS } from '#worker/services/orders/order-expiry.ts';
import { staffSessionSetCookie } from '#worker/test/admin-session.ts';
import { call } from '#worker/test/app.ts';
import {
  ADMIN,
  adminCookie,
  backdateOrder,
  cardSessionBody,
  insertOrder,
  insertStone,
  orderBody,
  orderStatus,
  placeOrder,
  postJson,
  postOrder,
  stockOf,
  sessionOf,
} from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';
import { firstOwner } from '#worker/test/staff-factories.ts';

const EIGHT_HOURS_MS = 8 * 60 * 60 * 1000;
const newAddress = () => `198.51.100.${crypto.randomUUID()}`;
const unproven = (clientAddress: string) => ({ clientAddress, proven: false });

const login = (body: unknown, address: string, headers: Record<string, string> = {}) =>
  postJson('/api/admin/login', body, { 'cf-connecting-ip': address, ...headers });

const get = (path: string, cookie?: string) => call(path, { headers: cookie ? { cookie } : {} });

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const tokenOf = (cookie: string) => cookie.slice('admin_session='.length);

const sessionRows = async (token: string) =>
  testDb()
    .select()
    .from(adminSessions)
    .where(eq(adminSessions.tokenHash, await sha256Hex(token)));

async function sessionCount(): Promise<number> {
  const [row] = await testDb().select({ n: count() }).from(adminSessions);
  return row?.n ?? 0;
}

const attemptsOf = (username: string, address: string) =>
  testDb()
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.clientAddress, address)));

async function insertAttempts(username: string, address: string, n: number, at: Date) {
  await testDb()
    .insert(loginAttempts)
    .values(Array.from({ length: n }, () => ({ username, clientAddress: address, attemptedAt: at })));
}

describe('POST /api/admin/login', () => {
  it('signs in the right pair: 200 with who it is, an HttpOnly Secure SameSite=Strict cookie for 8 h, and only the token hash in D1', async () => {
    const before = Date.now();

    const response = await login(ADMIN, newAddress());

    expect(response.status).toBe(200);
    const owner = await firstOwner();
    expect(await response.json()).toEqual({
      id: owner.id,
      username: 'admin',
      name: 'admin',
      role: 'owner',
      hasSecondFactor: false,
      language: 'en',
    });
    const setCookie = staffSessionSetCookie(response) ?? '';
    const [pair, ...attributes] = setCookie.split(/;\s*/);
    expect(pair).toMatch(/^admin_session=[A-Za-z0-9_-]{43}$/);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/', 'Max-Age=28800']));
    const token = tokenOf(pair!);
    const rows = await sessionRows(token);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        tokenHash: await sha256Hex(token),
        staffId: owner.id,
        expiresAt: expect.any(Date),
        createdAt: expect.any(Date),
      },
    ]);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const expiresIn = rows[0]!.expiresAt.getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(EIGHT_HOURS_MS);
    expect(expiresIn).toBeLessThan(EIGHT_HOURS_MS + 60_000);
    // The token itself is stored nowhere.
    expect(await testDb().select().from(adminSessions).where(eq(adminSessions.tokenHash, token))).toEqual([]);
  });

  it('takes the sign-in name in any case (they are email addresses)', async () => {
    expect((await login({ ...ADMIN, username: ' ADMIN ' }, newAddress())).status).toBe(200);
  });

  it('gives each sign-in its own token', async () => {
    const first = await adminCookie();
    const second = await adminCookie();

    expect(first).not.toBe(second);
    expect(await sessionRows(tokenOf(first))).toHaveLength(1);
    expect(await sessionRows(tokenOf(second))).toHaveLength(1);
  });

  it.each([
    { label: 'a wrong password', body: { username: 'admin', password: 'Correct horse battery staple' } },
    { label: 'a wrong username', body: { username: 'root', password: ADMIN.password } },
  ])('refuses $label with 401 {error: Invalid credentials}, sets no cookie and counts the failure', async ({ body }) => {
    const address = newAddress();
    const sessionsBefore = await sessionCount();

    const response = await login(body, address);

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Invalid credentials', code: 'invalid_credentials' });
    expect(staffSessionSetCookie(response)).toBeNull();
    expect(await sessionCount()).toBe(sessionsBefore);
    expect(await attemptsOf(body.username, address)).toEqual([
      { id: expect.any(Number), username: body.username, clientAddress: address, attemptedAt: expect.any(Date), proven: false },
    ]);
  });

  it.each([
    { label: 'an empty body', body: {}, error: /^username: is required$/ },
    { label: 'no password', body: { username: 'admin' }, error: /^password: is required$/ },
    { label: 'no username', body: { password: ADMIN.password }, error: /^username: is required$/ },
    { label: 'a blank username', body: { username: '   ', password: ADMIN.password }, error: /^username: / },
    { label: 'an empty password', body: { username: 'admin', password: '' }, error: /^password: / },
  ])('answers 400 {error} for $label and counts no failure', async ({ body, error }) => {
    const address = newAddress();
    const sessionsBefore = await sessionCount();

    const response = await login(body, address);

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(error), code: 'invalid_input' });
    expect(await sessionCount()).toBe(sessionsBefore);
    expect(await testDb().select().from(loginAttempts).where(eq(loginAttempts.clientAddress, address))).toEqual([]);
  });
});

describe('failed sign-ins are rate limited per username and client address (docs/design.md §2)', () => {
  it('after 5 failures answers the 6th attempt, even with the right password, 429 with Retry-After and no session', async () => {
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      const failed = await login({ username: 'admin', password: `guess ${i}` }, address);
      expect(failed.status).toBe(401);
    }
    const sessionsBefore = await sessionCount();

    const response = await login(ADMIN, address);

    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ error: 'Too many failed sign-ins. Try again in 15 minute(s).', code: 'rate_limited' });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(880);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(staffSessionSetCookie(response)).toBeNull();
    expect(await sessionCount()).toBe(sessionsBefore);
  });

  it('does not block the same username from another address, nor another username from the blocked address', async () => {
    const blocked = newAddress();
    await insertAttempts('admin', blocked, 5, new Date());

    const otherAddress = await login(ADMIN, newAddress());
    expect(otherAddress.status).toBe(200);
    expect(await otherAddress.json()).toMatchObject({ username: 'admin', role: 'owner' });

    const otherUsername = await login({ username: 'editor', password: 'guess' }, blocked);
    expect(otherUsername.status).toBe(401);
    expect(await otherUsername.json()).toMatchObject({ error: 'Invalid credentials', code: 'invalid_credentials' });

    expect((await login(ADMIN, blocked)).status).toBe(429);
  });

  it('opens again once the failures are older than 15 minutes', async () => {
    const address = newAddress();
    await insertAttempts('admin', address, 5, new Date(Date.now() - LOGIN_WINDOW_MS - 60_000));

    const response = await login(ADMIN, address);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: 'admin', role: 'owner' });
  });

  it('tells a client blocked by 14-minute-old failures to retry in about a minute', async () => {
    const address = newAddress();
    await insertAttempts('admin', address, 5, new Date(Date.now() - 14 * 60_000));

    const response = await login(ADMIN, address);

    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ error: 'Too many failed sign-ins. Try again in 1 minute(s).', code: 'rate_limited' });
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('claimSignInAttempt claims at most 5 per username and address in the window and says when it reopens', async () => {
    const db = testDb();
    const username = `user-${crypto.randomUUID()}`;
    const address = newAddress();
    const t0 = Date.now() - 60 * 60_000;
    for (let i = 0; i < 5; i++)
      expect(await claimSignInAttempt(db, username, unproven(address), t0 + i * 1000)).toMatchObject({ claimed: true });

    expect(await claimSignInAttempt(db, username, unproven(address), t0 + 60_000)).toEqual({
      claimed: false,
      retryAfterMs: LOGIN_WINDOW_MS - 60_000,
    });
    expect(await claimSignInAttempt(db, username, unproven(newAddress()), t0 + 60_000)).toMatchObject({ claimed: true });
    expect(await claimSignInAttempt(db, username, unproven(address), t0 + LOGIN_WINDOW_MS + 500)).toMatchObject({ claimed: true });
  });

  it.each([50, 200])('lets at most 5 of %i parallel wrong passwords from one address be checked', async (burst) => {
    const address = newAddress();
    const username = `burst-${crypto.randomUUID()}`;

    const responses = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        signIn(testDb(), { username, password: `guess ${i}` }, address, {
          ADMIN_USERNAME: username,
          ADMIN_PASSWORD_HASH: env.ADMIN_PASSWORD_HASH,
        }),
      ),
    );

    const checked = responses.filter((result) => !result.ok && result.code === 'invalid_credentials');
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(checked.length).toBeGreaterThan(0);
    expect(responses.filter((result) => !result.ok && result.code === 'rate_limited')).toHaveLength(burst - checked.length);
    expect(await attemptsOf(username, address)).toHaveLength(checked.length);
  });
  it('lets at most 5 of 10 parallel wrong passwords through the Worker from one address be checked, the rest 429', async () => {
    const address = newAddress();

    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => login({ ...ADMIN, password: `guess ${i}` }, address)));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    expect((await attemptsOf('admin', address)).length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
  });

  it('forgets the failures of a username and address once it signs in', async () => {
    const address = newAddress();
    await insertAttempts('admin', address, 4, new Date());

    expect((await login(ADMIN, address)).status).toBe(200);

    expect(await attemptsOf('admin', address)).toEqual([]);
  });
});

describe('GET /api/admin/session and POST /api/admin/logout', () => {
  it('answers 200 {username} with the session cookie', async () => {
    const cookie = await adminCookie();

    const response = await get('/api/admin/session', cookie);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: 'admin', role: 'owner' });
  });

  it.each([
    { label: 'no cookie', cookie: undefined },
    { label: 'an unknown token', cookie: 'admin_session=not-a-real-token' },
  ])('answers 401 {error} with $label', async ({ cookie }) => {
    const response = await get('/api/admin/session', cookie);

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Authentication required', code: 'unauthenticated' });
  });

  it('answers 401 once the session has expired', async () => {
    const cookie = await adminCookie();
    await testDb()
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.tokenHash, await sha256Hex(tokenOf(cookie))));

    const response = await get('/api/admin/session', cookie);

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Authentication required', code: 'unauthenticated' });
  });

  it('logs out: 204, the cookie is cleared, the row is gone and the old cookie answers 401', async () => {
    const cookie = await adminCookie();
    const other = await adminCookie();

    const response = await call('/api/admin/logout', { method: 'POST', headers: { cookie } });

    expect(response.status).toBe(204);
    expect(staffSessionSetCookie(response)).toMatch(/^admin_session=;.*Max-Age=0/);
    expect(await sessionRows(tokenOf(cookie))).toEqual([]);
    const after = await get('/api/admin/session', cookie);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: 'Authentication required', code: 'unauthenticated' });
    // Another sign-in is untouched.
    expect((await get('/api/admin/session', other)).status).toBe(200);
  });

  it('answers 204 to a logout without a session', async () => {
    const response = await call('/api/admin/logout', { method: 'POST' });

    expect(response.status).toBe(204);
  });
});

describe('admin listings need a session (docs/design.md §2, §8)', () => {
  it.each(['/api/admin/orders', '/api/admin/wholesale-applications'])('%s answers 401 {error} without a session', async (path) => {
    const anonymous = await get(path);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: 'Authentication required', code: 'unauthenticated' });

    const forged = await get(path, 'admin_session=forged');
    expect(forged.status).toBe(401);
  });

  it('GET /api/admin/orders lists orders newest first, each with its lines and payments', async () => {
    const cookie = await adminCookie();
    const older = await insertOrder({ price: 4200, quantity: 2, currency: 'EUR' });
    await testDb()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, older.id));
    const started = await postJson('/api/visa/create-session', cardSessionBody(older.id, older.totalAmount, 'EUR'), sessionOf(older));
    expect(started.status).toBe(200);
    const { paymentIntentId } = await started.json<{ paymentIntentId: string }>();
    const product = await insertStone({ name: 'Lapis Lazuli', price: 1500, stock: 9 });
    const placed = await postOrder(
      crypto.randomUUID(),
      orderBody([{ product, quantity: 3 }], 'USD', { paymentMethod: 'mpesa', customerName: 'Wanjiru Kamau' }),
    );
    expect(placed.status).toBe(201);
    const { id: newerId } = await placed.json<{ id: string }>();

    const response = await get('/api/admin/orders?limit=100', cookie);

    expect(response.status).toBe(200);
    const list = (await response.json<OrderPage>()).items;
    const newer = list.findIndex((o) => o.id === newerId);
    const older_ = list.findIndex((o) => o.id === older.id);
    expect(newer).toBeGreaterThanOrEqual(0);
    expect(older_).toBeGreaterThan(newer);
    expect(list[newer]).toEqual({
      id: newerId,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: 'pending',
      paymentMethod: 'mpesa',
      currency: 'USD',
      totalAmount: 4500,
      originalAmount: 4500,
      exchangeRate: 10000,
      customerName: 'Wanjiru Kamau',
      customerEmail: 'amani@example.com',
      customerPhone: '+254 712 345 678',
      lines: [{ name: 'Lapis Lazuli', unitPrice: 1500, quantity: 3 }],
      payments: [],
    });
    expect(list[older_]).toEqual({
      id: older.id,
      createdAt: expect.any(String),
      status: expect.stringMatching(/^(pending|paid)$/),
      paymentMethod: 'visa',
      currency: 'EUR',
      totalAmount: 7140, // 84.00 USD x 0.85
      originalAmount: 8400,
      exchangeRate: 8500,
      customerName: 'Amani Otieno',
      customerEmail: 'amani@example.com',
      customerPhone: '+254 712 345 678',
      lines: [{ name: older.product.name, unitPrice: 4200, quantity: 2 }],
      payments: [
        {
          provider: 'simulated',
          providerRef: paymentIntentId,
          status: expect.stringMatching(/^(pending|succeeded)$/),
          amount: 7140,
          currency: 'EUR',
          receiptNumber: null,
          chargedAmount: null,
          chargedCurrency: null,
          lateOutcome: null,
          problem: null,
        },
      ],
    });
    // Newest first across the whole list.
    const times = list.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('GET /api/admin/orders shows an order left unpaid past its hold as not paid, releasing nothing (a read writes nothing)', async () => {
    const cookie = await adminCookie();
    const product = await insertStone({ stock: 5 });
    const stale = await placeOrder([{ product, quantity: 2 }]);
    const fresh = await placeOrder([{ product, quantity: 1 }]);
    await backdateOrder(stale, PENDING_ORDER_TTL_MS + 60_000);

    const response = await get('/api/admin/orders?limit=100', cookie);

    expect(response.status).toBe(200);
    const list = (await response.json<OrderPage>()).items;
    expect(list.find((o) => o.id === stale)).toMatchObject({ status: 'failed', payments: [] });
    expect(list.find((o) => o.id === fresh)).toMatchObject({ status: 'pending' });
    expect(await stockOf(product.id)).toBe(2);
    expect(await orderStatus(stale)).toBe('pending');
  });

  it('GET /api/admin/wholesale-applications lists applications newest first with every field', async () => {
    const cookie = await adminCookie();
    const first = {
      businessName: `Gem Traders ${crypto.randomUUID()}`,
      contactName: 'Achieng Odhiambo',
      email: 'achieng@gemtraders.example',
      phone: '+254 722 000 111',
      businessType: 'wholesale',
      taxId: 'P051234567X',
      message: 'Monthly orders of raw crystals.',
    };
    const second = { ...first, businessName: `Stone Studio ${crypto.randomUUID()}`, taxId: undefined, message: undefined };
    const firstId = (await (await postJson('/api/wholesale/apply', first)).json<{ id: string }>()).id;
    const secondId = (await (await postJson('/api/wholesale/apply', second)).json<{ id: string }>()).id;

    const response = await get('/api/admin/wholesale-applications?limit=100', cookie);

    expect(response.status).toBe(200);
    const list = (await response.json<WholesaleApplicationPage>()).items;
    const mine = list.filter((a) => a.id === firstId || a.id === secondId);
    expect(mine).toEqual([
      { ...second, id: secondId, taxId: null, message: null, status: 'new', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      { ...first, id: firstId, status: 'new', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    ]);
    const times = list.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('admin writes refuse a foreign Origin (CSRF)', () => {
  it('refuses a sign-in posted from https://evil.example with 403, even with the right pair, and creates no session', async () => {
    const sessionsBefore = await sessionCount();

    const response = await login(ADMIN, newAddress(), { origin: 'https://evil.example' });

    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'Cross-site request refused', code: 'forbidden' });
    expect(staffSessionSetCookie(response)).toBeNull();
    expect(await sessionCount()).toBe(sessionsBefore);
  });

  it('refuses a logout posted from https://evil.example with 403 and keeps the session', async () => {
    const cookie = await adminCookie();

    const response = await call('/api/admin/logout', { method: 'POST', headers: { cookie, origin: 'https://evil.example' } });

    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'Cross-site request refused', code: 'forbidden' });
    expect(await sessionRows(tokenOf(cookie))).toHaveLength(1);
    expect((await get('/api/admin/session', cookie)).status).toBe(200);
  });

  it('accepts sign-in and logout from the shop’s own origin http://shop.test', async () => {
    const address = newAddress();

    const signedIn = await login(ADMIN, address, { origin: 'http://shop.test' });
    expect(signedIn.status).toBe(200);
    const cookie = /admin_session=[^;]+/.exec(staffSessionSetCookie(signedIn) ?? '')![0];

    const loggedOut = await call('/api/admin/logout', { method: 'POST', headers: { cookie, origin: 'http://shop.test' } });
    expect(loggedOut.status).toBe(204);
    expect(await sessionRows(tokenOf(cookie))).toEqual([]);
  });
});
