import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '#schema/catalog.ts';
import type { OrderPage, WholesaleApplicationPage } from '#schema/staff-lists-api.ts';
import { auditEvents, orders, wholesaleApplications } from '#schema/tables.ts';
import { call } from '#worker/test/app.ts';
import { OWN_ORIGIN, staffCall } from '#worker/test/admin-session.ts';
import { adminCookie } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

const staff = (method: string, path: string, body?: unknown) => staffCall(cookie, method, path, body);

/** Far in the future, so these rows are the newest in the list whatever other tests wrote. */
const future = (year: number, second: number) => new Date(Date.UTC(year, 0, 1, 0, 0, second));

async function insertOrderAt(createdAt: Date, status: OrderStatus = 'paid'): Promise<string> {
  const id = crypto.randomUUID();
  await testDb().insert(orders).values({
    id,
    sessionId: crypto.randomUUID(),
    currency: 'USD',
    totalAmount: 1000,
    originalAmount: 1000,
    exchangeRate: 10000,
    customerName: 'Paged Customer',
    customerEmail: 'paged@example.com',
    customerPhone: '+254 712 345 678',
    paymentMethod: 'visa',
    status,
    createdAt,
  });
  return id;
}

async function insertApplicationAt(createdAt: Date): Promise<string> {
  const [row] = await testDb()
    .insert(wholesaleApplications)
    .values({
      businessName: `Paged ${createdAt.getTime()}`,
      contactName: 'A',
      email: 'a@example.com',
      phone: '+254 700 000 000',
      businessType: 'retail',
      createdAt,
    })
    .returning({ id: wholesaleApplications.id });
  return row!.id;
}

const ordersPage = async (query: string) => {
  const response = await staff('GET', `/api/admin/orders?${query}`);
  expect(response.status).toBe(200);
  return response.json<OrderPage>();
};

describe('GET /api/admin/orders is paged by cursor, newest first', () => {
  it('neither skips nor repeats an order when orders arrive between pages', async () => {
    // Two of them share a millisecond: the id breaks the tie.
    const times = [future(2200, 5), future(2200, 4), future(2200, 4), future(2200, 3), future(2200, 2)];
    const mine = await Promise.all(times.map((at) => insertOrderAt(at)));
    const expected = (await ordersPage('limit=5')).items.map((order) => order.id);
    expect(new Set(expected)).toEqual(new Set(mine));

    const first = await ordersPage('limit=2');
    await insertOrderAt(future(2200, 6)); // newer than every page: it belongs before the first
    await insertOrderAt(future(2200, 4)); // the same millisecond as the cursor's neighbours
    const second = await ordersPage(`limit=2&cursor=${first.nextCursor}`);
    const third = await ordersPage(`limit=2&cursor=${second.nextCursor}`);

    const seen = [...first.items, ...second.items, ...third.items].map((order) => order.id);
    expect(seen.filter((id) => mine.includes(id))).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('walks to the last page, which answers nextCursor null, and never gives an order twice', async () => {
    await insertOrderAt(future(2250, 1));
    await insertOrderAt(future(2250, 2));
    let page = await ordersPage('limit=1');
    const seen = page.items.map((order) => order.id);
    while (page.nextCursor) {
      page = await ordersPage(`limit=100&cursor=${page.nextCursor}`);
      seen.push(...page.items.map((order) => order.id));
    }
    expect(page.nextCursor).toBeNull();
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('filters by status, with the cursor kept within that status', async () => {
    const failed = [await insertOrderAt(future(2300, 3), 'failed'), await insertOrderAt(future(2300, 2), 'failed')];
    await insertOrderAt(future(2300, 4), 'paid');
    const first = await ordersPage('status=failed&limit=1');
    const second = await ordersPage(`status=failed&limit=1&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((order) => order.id)).toEqual(failed);
    expect(first.items[0]).toMatchObject({ status: 'failed', lines: [], payments: [] });
    const paid = await ordersPage('status=paid&limit=100');
    expect(paid.items.every((order) => order.status === 'paid')).toBe(true);
  });
});

describe('GET /api/admin/wholesale-applications is paged and filtered the same way', () => {
  it('pages newest first without skipping or repeating, and filters by status', async () => {
    const mine = [
      await insertApplicationAt(future(2200, 3)),
      await insertApplicationAt(future(2200, 2)),
      await insertApplicationAt(future(2200, 1)),
    ];
    const first = await (await staff('GET', '/api/admin/wholesale-applications?limit=2')).json<WholesaleApplicationPage>();
    await insertApplicationAt(future(2200, 9));
    const second = await (
      await staff('GET', `/api/admin/wholesale-applications?limit=2&cursor=${first.nextCursor}`)
    ).json<WholesaleApplicationPage>();
    expect([...first.items, ...second.items].map((a) => a.id).slice(0, 3)).toEqual(mine);
    expect(first.items[0]).toMatchObject({ id: mine[0], status: 'new', createdAt: '2200-01-01T00:00:03.000Z' });

    await staff('PATCH', `/api/admin/wholesale-applications/${mine[1]}`, { status: 'declined' });
    const declined = await (await staff('GET', '/api/admin/wholesale-applications?status=declined')).json<WholesaleApplicationPage>();
    expect(declined.items.map((a) => a.id)).toContain(mine[1]);
    expect(declined.items.every((a) => a.status === 'declined')).toBe(true);
    const fresh = await (await staff('GET', '/api/admin/wholesale-applications?status=new')).json<WholesaleApplicationPage>();
    expect(fresh.items.map((a) => a.id)).not.toContain(mine[1]);
  });
});

describe('the staff lists refuse what they cannot answer', () => {
  it.each(['/api/admin/orders', '/api/admin/wholesale-applications'])('%s answers 401 without a session', async (path) => {
    expect((await call(`${path}?limit=5`)).status).toBe(401);
  });

  const foreignCursor = btoa('1.2').replace(/=+$/, '');
  it.each([
    '/api/admin/orders?status=shipped',
    '/api/admin/orders?limit=0',
    '/api/admin/orders?limit=101',
    '/api/admin/orders?cursor=abc',
    `/api/admin/orders?cursor=${foreignCursor}`,
    '/api/admin/wholesale-applications?status=pending',
    '/api/admin/wholesale-applications?limit=x',
    '/api/admin/wholesale-applications?cursor=%2F%2F',
  ])('%s answers 400 invalid_input', async (path) => {
    const response = await staff('GET', path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String), code: 'invalid_input' });
  });
});

describe('PATCH /api/admin/wholesale-applications/{id}', () => {
  const lastEntry = async () => (await testDb().select().from(auditEvents).orderBy(auditEvents.id)).at(-1);

  it('sets the status, answers the application, and is written to the audit log', async () => {
    const id = await insertApplicationAt(new Date());
    const response = await staff('PATCH', `/api/admin/wholesale-applications/${id}`, { status: 'approved' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, status: 'approved' });
    const [row] = await testDb().select().from(wholesaleApplications).where(eq(wholesaleApplications.id, id));
    expect(row?.status).toBe('approved');
    expect(await lastEntry()).toMatchObject({
      actor: 'admin',
      action: 'wholesale.update',
      target: String(id),
      status: 200,
      changes: [{ target: String(id), field: 'status', from: 'new', to: 'approved' }],
    });
  });

  it('answers 404 for an unknown id, 400 for a bad status, and 401 without a session', async () => {
    const unknown = await staff('PATCH', `/api/admin/wholesale-applications/${crypto.randomUUID()}`, { status: 'approved' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
    const id = await insertApplicationAt(new Date());
    for (const body of [{ status: 'maybe' }, {}, { status: 'approved', extra: 1 }]) {
      expect((await staff('PATCH', `/api/admin/wholesale-applications/${id}`, body)).status).toBe(400);
    }
    const anonymous = await call(`/api/admin/wholesale-applications/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: OWN_ORIGIN },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(anonymous.status).toBe(401);
    const [row] = await testDb().select().from(wholesaleApplications).where(eq(wholesaleApplications.id, id));
    expect(row?.status).toBe('new');
  });
});
