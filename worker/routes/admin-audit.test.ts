import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, FailedSignInPage } from '#schema/audit-api.ts';
import { auditEvents, failedSignIns } from '#schema/tables.ts';
import { call } from '#worker/test/app.ts';
import { staffCall } from '#worker/test/admin-session.ts';
import { ADMIN, adminCookie, postJson } from '#worker/test/checkout-fixtures.ts';
import { insertProduct, putUpload, testDb } from '#worker/test/factories.ts';
import { insertGalleryImage } from '#worker/test/gallery-factories.ts';
import { insertStaffMember, sessionCookieOf } from '#worker/test/staff-factories.ts';

const ADDRESS = '203.0.113.77';
let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie(ADDRESS);
});

const staff = (method: string, path: string, body?: unknown) => staffCall(cookie, method, path, body, { 'cf-connecting-ip': ADDRESS });

/** The newest audit entries for an actor, newest first. */
const entriesOf = (actor: string) => testDb().select().from(auditEvents).where(eq(auditEvents.actor, actor)).orderBy(auditEvents.id);

const lastEntry = async () => (await testDb().select().from(auditEvents).orderBy(auditEvents.id)).at(-1);

describe('the audit log records sign-ins: who, what, when, from where', () => {
  it('records a success', async () => {
    const before = Date.now() - 1000;
    await postJson('/api/admin/login', ADMIN, { 'cf-connecting-ip': '198.51.100.1' });
    const entry = (await entriesOf('admin')).at(-1);
    expect(entry).toMatchObject({ action: 'sign_in.succeeded', status: 200, clientAddress: '198.51.100.1', target: null });
    expect(entry!.createdAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('records no failed sign-in: those go to their own record, the tried username as data, never as an actor', async () => {
    const username = `intruder-${crypto.randomUUID()}`;
    const response = await postJson('/api/admin/login', { username, password: 'guess' }, { 'cf-connecting-ip': '198.51.100.2' });
    expect(response.status).toBe(401);
    expect(await entriesOf(username)).toEqual([]);
    expect(await testDb().select().from(failedSignIns).where(eq(failedSignIns.usernameTried, username))).toMatchObject([
      { clientAddress: '198.51.100.2', reason: 'wrong_credentials', createdAt: expect.any(Date) },
    ]);
  });

  it('records a try refused unchecked (too many tries) as throttled', async () => {
    const username = `throttled-${crypto.randomUUID()}`;
    const address = `198.51.100.${crypto.randomUUID()}`;
    for (let i = 0; i < 6; i += 1)
      await postJson('/api/admin/login', { username, password: `guess ${i}` }, { 'cf-connecting-ip': address });
    const rows = await testDb().select().from(failedSignIns).where(eq(failedSignIns.usernameTried, username)).orderBy(failedSignIns.id);
    expect(rows.map((row) => row.reason)).toEqual([...Array<string>(5).fill('wrong_credentials'), 'throttled']);
  });
});

describe('the audit log names the person, not a shared login', () => {
  it('records each colleague’s write under their own id and name', async () => {
    const [amina, baraka] = [await insertStaffMember({ name: 'Amina Njeri' }), await insertStaffMember({ name: 'Baraka Otieno' })];
    const product = await insertProduct();
    for (const member of [amina, baraka]) {
      const response = await staffCall(await sessionCookieOf(member), 'PATCH', `/api/products/${product.id}`, { stock: member.id });
      expect(response.status).toBe(200);
    }
    const entries = await testDb()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, String(product.id)))
      .orderBy(auditEvents.id);
    expect(entries.map(({ actor, actorId, action }) => ({ actor, actorId, action }))).toEqual([
      { actor: 'Amina Njeri', actorId: amina.id, action: 'product.update' },
      { actor: 'Baraka Otieno', actorId: baraka.id, action: 'product.update' },
    ]);
  });
});

describe('GET /api/admin/failed-sign-ins', () => {
  it('answers the failed sign-ins newest first, paged by an opaque cursor: when, from where, the username tried and why', async () => {
    const tried = [`first-${crypto.randomUUID()}`, `second-${crypto.randomUUID()}`];
    for (const username of tried) await postJson('/api/admin/login', { username, password: 'guess' }, { 'cf-connecting-ip': '192.0.2.44' });
    const page = await (await staff('GET', '/api/admin/failed-sign-ins?limit=1')).json<FailedSignInPage>();
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        createdAt: expect.stringMatching(/Z$/),
        clientAddress: '192.0.2.44',
        usernameTried: tried[1],
        reason: 'wrong_credentials',
      },
    ]);
    const next = await (await staff('GET', `/api/admin/failed-sign-ins?limit=1&cursor=${page.nextCursor}`)).json<FailedSignInPage>();
    expect(next.items).toMatchObject([{ usernameTried: tried[0] }]);
  });

  it('is for staff only (401 without a session), read-only and never cached', async () => {
    expect((await call('/api/admin/failed-sign-ins')).status).toBe(401);
    expect((await staff('DELETE', '/api/admin/failed-sign-ins')).status).toBe(404);
    expect((await staff('GET', '/api/admin/failed-sign-ins')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('the audit log records every staff write, with its answer', () => {
  it('product create, update and delete, each naming the product; the update says what changed, old -> new', async () => {
    const { imageUrl } = await putUpload();
    const created = await staff('POST', '/api/products', {
      name: 'Audited Opal',
      description: 'Logged.',
      price: 100,
      imageUrl,
      category: 'rare',
      stock: 1,
    });
    const { id } = await created.json<{ id: number }>();
    expect(await lastEntry()).toMatchObject({
      actor: 'admin',
      action: 'product.create',
      target: String(id),
      status: 201,
      clientAddress: ADDRESS,
    });
    await staff('PATCH', `/api/products/${id}`, { price: 200, name: 'Audited Opal', description: 'Relogged.' });
    expect(await lastEntry()).toMatchObject({
      action: 'product.update',
      target: String(id),
      status: 200,
      changes: [
        { target: String(id), field: 'description', from: 'Logged.', to: 'Relogged.' },
        { target: String(id), field: 'price', from: 100, to: 200 },
      ],
    });
    await staff('DELETE', `/api/products/${id}`);
    expect(await lastEntry()).toMatchObject({ action: 'product.delete', target: String(id) });
  });

  it('the stock switch as the stock it changed, without the count kept to give back', async () => {
    const product = await insertProduct({ stock: 3 });
    await staff('PATCH', `/api/products/${product.id}`, { stock: false });
    expect((await lastEntry())!.changes).toEqual([{ target: String(product.id), field: 'stock', from: 3, to: 0 }]);
    await staff('PATCH', `/api/products/${product.id}`, { stock: true });
    expect((await lastEntry())!.changes).toEqual([{ target: String(product.id), field: 'stock', from: 0, to: 3 }]);
  });

  it('a refused write too, with its status and no changes', async () => {
    const product = await insertProduct();
    await staff('PATCH', `/api/products/${product.id}`, { price: -5 });
    expect(await lastEntry()).toMatchObject({ action: 'product.update', target: String(product.id), status: 400, changes: null });
  });

  it('cuts a long text it keeps as a change', async () => {
    const product = await insertProduct({ description: 'short' });
    await staff('PATCH', `/api/products/${product.id}`, { description: 'x'.repeat(2000) });
    const [change] = (await lastEntry())!.changes!;
    expect(change).toMatchObject({ field: 'description', from: 'short', to: `${'x'.repeat(120)}…` });
  });

  it('gallery creates (naming the new image), edits, batches (naming every id) and conversions, with what changed', async () => {
    const { imageUrl } = await putUpload();
    const made = await staff('POST', '/api/uploaded-images', { imageUrl, name: 'Audited Garnet', description: 'New.', price: 900 });
    const { id: madeId } = await made.json<{ id: number }>();
    expect(await lastEntry()).toMatchObject({ action: 'gallery.create', target: String(madeId), status: 201 });

    const [first, second] = [
      await insertGalleryImage({ price: 900, name: 'Before', featured: false }),
      await insertGalleryImage({ featured: false }),
    ];
    await staff('PUT', `/api/uploaded-images/${first.id}`, { name: 'Renamed' });
    expect(await lastEntry()).toMatchObject({
      action: 'gallery.update',
      target: String(first.id),
      changes: [{ target: String(first.id), field: 'name', from: 'Before', to: 'Renamed' }],
    });
    await staff('PATCH', '/api/uploaded-images/batch', { ids: [first.id, second.id], updates: { featured: true } });
    expect(await lastEntry()).toMatchObject({
      action: 'gallery.batch',
      target: `${first.id},${second.id}`,
      changes: [
        { target: String(first.id), field: 'featured', from: false, to: true },
        { target: String(second.id), field: 'featured', from: false, to: true },
      ],
    });
    const converted = await staff('POST', `/api/uploaded-images/${first.id}/convert-to-product`);
    const { product } = await converted.json<{ product: { id: number } }>();
    expect(await lastEntry()).toMatchObject({
      action: 'gallery.convert',
      target: String(first.id),
      status: 201,
      changes: [
        { target: String(first.id), field: 'isProduct', from: false, to: true },
        { target: String(first.id), field: 'productId', from: null, to: product.id },
      ],
    });
  });

  it('an upload grant, naming the object it is for', async () => {
    const granted = await staff('POST', '/api/objects/upload', { contentType: 'image/png', purpose: 'product' });
    const { objectPath } = await granted.json<{ objectPath: string }>();
    expect(await lastEntry()).toMatchObject({ action: 'upload.sign', target: objectPath, status: 200 });
  });

  it('saved notification choices, naming the person, with where their notices now go, in which language, and which', async () => {
    const member = await insertStaffMember({ name: 'Chausiku Mwita', email: 'chausiku@gems.example' });
    const choices = { email: 'orders@gems.example', language: 'sw', paidOrders: true, attention: false, wholesale: true };
    const saved = await staffCall(await sessionCookieOf(member), 'PUT', '/api/admin/account/notifications', choices, {
      'cf-connecting-ip': ADDRESS,
    });
    expect(saved.status).toBe(200);
    const id = String(member.id);
    expect(await lastEntry()).toMatchObject({
      actor: 'Chausiku Mwita',
      actorId: member.id,
      action: 'account.notifications',
      target: id,
      status: 200,
      clientAddress: ADDRESS,
      changes: [
        { target: id, field: 'email', from: 'chausiku@gems.example', to: 'orders@gems.example' },
        { target: id, field: 'language', from: 'en', to: 'sw' },
        { target: id, field: 'notifyPaidOrders', from: false, to: true },
        { target: id, field: 'notifyWholesale', from: false, to: true },
      ],
    });
  });

  it('records no read, and nothing for a caller without a session', async () => {
    const before = await lastEntry();
    await staff('GET', '/api/admin/orders');
    await call('/api/products', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect((await lastEntry())?.id).toBe(before?.id);
  });
});

describe('GET /api/admin/audit', () => {
  it('answers the log newest first, paged by an opaque cursor', async () => {
    for (let i = 0; i < 3; i += 1) await staff('PATCH', `/api/products/${(await insertProduct()).id}`, { price: 300 + i });
    const first = await (await staff('GET', '/api/admin/audit?limit=2')).json<AuditPage>();
    expect(first.items).toHaveLength(2);
    expect(first.items[0]!.id).toBeGreaterThan(first.items[1]!.id);
    expect(first.items[0]).toMatchObject({ actor: 'admin', action: 'product.update', createdAt: expect.stringMatching(/Z$/) });
    const next = await (await staff('GET', `/api/admin/audit?limit=2&cursor=${first.nextCursor}`)).json<AuditPage>();
    expect(next.items[0]!.id).toBeLessThan(first.items[1]!.id);
  });

  it('is for staff only (401 without a session) and read-only (no write route)', async () => {
    expect((await call('/api/admin/audit')).status).toBe(401);
    expect((await staff('DELETE', '/api/admin/audit')).status).toBe(404);
    expect((await staff('POST', '/api/admin/audit', {})).status).toBe(404);
  });

  it.each(['limit=0', 'limit=101', 'limit=x', 'cursor=abc', 'cursor=-1'])('refuses ?%s with 400', async (query) => {
    const response = await staff('GET', `/api/admin/audit?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json<{ code: string }>()).toMatchObject({ code: 'invalid_input' });
  });
});

describe('no staff answer is ever cached (Cache-Control: no-store)', () => {
  it.each([
    ['GET', '/api/admin/session'],
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/wholesale-applications'],
    ['GET', '/api/admin/audit'],
    ['POST', '/api/admin/logout'],
  ])('%s %s, signed in', async (method, path) => {
    const response = await staff(method, path);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['/api/admin/session', '/api/admin/orders', '/api/admin/audit'])('%s, refused without a session', async (path) => {
    const response = await call(path);
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sign-in answers, successful or not', async () => {
    const good = await postJson('/api/admin/login', ADMIN, { 'cf-connecting-ip': `no-store-${crypto.randomUUID()}` });
    const bad = await postJson('/api/admin/login', { username: 'x', password: 'y' });
    expect([good.headers.get('cache-control'), bad.headers.get('cache-control')]).toEqual(['no-store', 'no-store']);
  });

  it('staff writes on products and the gallery, and the upload grant', async () => {
    const product = await insertProduct();
    const image = await insertGalleryImage();
    const answers = [
      await staff('PATCH', `/api/products/${product.id}`, { price: 123 }),
      await staff('PUT', `/api/uploaded-images/${image.id}`, { name: 'Cached?' }),
      await staff('POST', '/api/objects/upload', { contentType: 'image/png', purpose: 'product' }),
    ];
    for (const response of answers) expect(response.headers.get('cache-control'), response.url).toBe('no-store');
  });

  it.each(['/admin', '/admin/login', '/admin/products', '/admin/audit', '/admin/failed-sign-ins'])('the staff page %s', async (path) => {
    const response = await call(path);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves public answers as they were', async () => {
    expect((await call('/api/products')).headers.get('cache-control')).not.toBe('no-store');
  });
});
