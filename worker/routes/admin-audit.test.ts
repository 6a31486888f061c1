import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '#schema/audit-api.ts';
import { auditEvents } from '#schema/tables.ts';
import { call } from '#worker/test/app.ts';
import { staffCall } from '#worker/test/admin-session.ts';
import { ADMIN, adminCookie, postJson } from '#worker/test/checkout-fixtures.ts';
import { insertProduct, putUpload, testDb } from '#worker/test/factories.ts';
import { insertGalleryImage } from '#worker/test/gallery-factories.ts';

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

  it('records a failure under the username that was tried', async () => {
    const username = `intruder-${crypto.randomUUID()}`;
    await postJson('/api/admin/login', { username, password: 'guess' }, { 'cf-connecting-ip': '198.51.100.2' });
    expect(await entriesOf(username)).toMatchObject([{ action: 'sign_in.failed', status: 401, clientAddress: '198.51.100.2' }]);
  });
});

describe('the audit log records every staff write, with its answer', () => {
  it('product create, update and delete, each naming the product', async () => {
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
    expect(await lastEntry()).toMatchObject({ actor: 'admin', action: 'product.create', status: 201, clientAddress: ADDRESS });
    await staff('PATCH', `/api/products/${id}`, { price: 200 });
    expect(await lastEntry()).toMatchObject({ action: 'product.update', target: String(id), status: 200 });
    await staff('DELETE', `/api/products/${id}`);
    expect(await lastEntry()).toMatchObject({ action: 'product.delete', target: String(id) });
  });

  it('a refused write too, with its status', async () => {
    const product = await insertProduct();
    await staff('PATCH', `/api/products/${product.id}`, { price: -5 });
    expect(await lastEntry()).toMatchObject({ action: 'product.update', target: String(product.id), status: 400 });
  });

  it('gallery edits, batches (naming every id) and conversions', async () => {
    const [first, second] = [await insertGalleryImage({ price: 900 }), await insertGalleryImage()];
    await staff('PUT', `/api/uploaded-images/${first.id}`, { name: 'Renamed' });
    expect(await lastEntry()).toMatchObject({ action: 'gallery.update', target: String(first.id) });
    await staff('PATCH', '/api/uploaded-images/batch', { ids: [first.id, second.id], updates: { featured: true } });
    expect(await lastEntry()).toMatchObject({ action: 'gallery.batch', target: `${first.id},${second.id}` });
    await staff('POST', `/api/uploaded-images/${first.id}/convert-to-product`);
    expect(await lastEntry()).toMatchObject({ action: 'gallery.convert', target: String(first.id), status: 201 });
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

  it.each(['/admin', '/admin/login', '/admin/products', '/admin/audit'])('the staff page %s', async (path) => {
    const response = await call(path);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves public answers as they were', async () => {
    expect((await call('/api/products')).headers.get('cache-control')).not.toBe('no-store');
  });
});
