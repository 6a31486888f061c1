import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '#schema/tables.ts';
import { appRoutes } from '#worker/index.ts';
import { call } from '#worker/test/app.ts';
import { staffCall } from '#worker/test/admin-session.ts';
import { testDb } from '#worker/test/factories.ts';
import { insertOwner, insertStaffMember, sessionCookieOf } from '#worker/test/staff-factories.ts';

/**
 * The role table (docs/design.md §2): every route that needs a session, and who may use it. A route added behind
 * requireAdmin fails the first test until it is put in one of the two lists.
 */
const OWNER_ONLY = [
  'GET /api/admin/staff',
  'POST /api/admin/staff/invites',
  'DELETE /api/admin/staff/invites/:id',
  'PATCH /api/admin/staff/:id',
  'DELETE /api/admin/staff/:id/second-factor',
  'GET /api/admin/audit',
  'GET /api/admin/failed-sign-ins',
];
const EVERY_STAFF_MEMBER = [
  'GET /api/admin/session',
  'GET /api/admin/account/new-totp-secret',
  'PUT /api/admin/account/second-factor',
  'GET /api/admin/account/notifications',
  'PUT /api/admin/account/notifications',
  'GET /api/admin/orders',
  'POST /api/admin/orders/sweep',
  'POST /api/admin/orders/:id/resolve',
  'DELETE /api/admin/orders/:id/receipt-links',
  'GET /api/admin/dashboard',
  'GET /api/admin/exports/orders.csv',
  'GET /api/admin/exports/wholesale-applications.csv',
  'GET /api/admin/wholesale-applications',
  'PATCH /api/admin/wholesale-applications/:id',
  'POST /api/objects/upload',
  'POST /api/products',
  'PATCH /api/products/:id',
  'DELETE /api/products/:id',
  'POST /api/uploaded-images',
  'PATCH /api/uploaded-images/batch',
  'PUT /api/uploaded-images/:id',
  'DELETE /api/uploaded-images/:id',
  'POST /api/uploaded-images/:id/convert-to-product',
  'POST /api/certificates',
  'PATCH /api/certificates/:id',
  'DELETE /api/certificates/:id',
];

const routeKeys = [...new Set(appRoutes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`))];

/** A concrete address for a route pattern: every parameter filled with an id nothing has. */
const addressOf = (path: string) => path.replace(/:\w+\??/g, '999999').replace('*', 'x');

const callRoute = (key: string, cookie?: string) => {
  const [method, path] = key.split(' ') as [string, string];
  const body = method === 'GET' ? undefined : {};
  return cookie
    ? staffCall(cookie, method, addressOf(path), body)
    : call(addressOf(path), { method, headers: { origin: 'http://shop.test' } });
};

let staffCookie: string;
let ownerCookie: string;
let staffId: number;

beforeAll(async () => {
  const member = await insertStaffMember();
  staffId = member.id;
  staffCookie = await sessionCookieOf(member);
  ownerCookie = await sessionCookieOf(await insertOwner());
});

describe('every role check is on the server, route by route', () => {
  it('the table names every route that needs a session, and only those', async () => {
    const needSession: string[] = [];
    for (const key of routeKeys) if ((await callRoute(key)).status === 401) needSession.push(key);
    expect(needSession.sort()).toEqual([...OWNER_ONLY, ...EVERY_STAFF_MEMBER].sort());
  });

  it.each(OWNER_ONLY)('%s: a staff member gets 403 owner_only, written to the audit log under their name', async (key) => {
    const response = await callRoute(key, staffCookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'owner_only' });
    const [method, path] = key.split(' ') as [string, string];
    const entries = await testDb()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, staffId), eq(auditEvents.target, `${method} ${addressOf(path)}`)));
    expect(entries).toEqual([expect.objectContaining({ action: 'access.refused', status: 403 })]);
  });

  it.each(OWNER_ONLY)('%s: an owner is let through', async (key) => {
    expect([401, 403]).not.toContain((await callRoute(key, ownerCookie)).status);
  });

  it.each(EVERY_STAFF_MEMBER)('%s: a staff member is let through', async (key) => {
    expect([401, 403]).not.toContain((await callRoute(key, staffCookie)).status);
  });
});
