import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_DAYS } from '#schema/dashboard-api.ts';
import { adminSessions, auditEvents, cartItems, failedSignIns, loginAttempts, productViews, staffInvites } from '#schema/tables.ts';
import worker from '#worker/index.ts';
import { insertProduct, testDb } from '#worker/test/factories.ts';
import { insertOwner } from '#worker/test/staff-factories.ts';
import { ACCOUNT_WINDOW_MS } from '#worker/services/auth/sessions.ts';
import { AUDIT_KEPT_MS, IDLE_CART_MS, purgeExpiredRows } from './storage-sweep.ts';

const NOW = Date.UTC(2026, 5, 1);
const HOUR = 60 * 60 * 1000;

async function cartLine(session: string, touchedAt: number | null, createdAt = touchedAt ?? NOW) {
  const stone = await insertProduct();
  const [line] = await testDb()
    .insert(cartItems)
    .values({
      sessionId: session,
      productId: stone.id,
      quantity: 1,
      createdAt: new Date(createdAt),
      touchedAt: touchedAt === null ? null : new Date(touchedAt),
    })
    .returning();
  return line!;
}

const linesOf = (session: string) => testDb().select().from(cartItems).where(eq(cartItems.sessionId, session));

const auditRow = (action: string, at: number) =>
  testDb()
    .insert(auditEvents)
    .values({ actor: 'admin', action, target: null, status: 200, clientAddress: '203.0.113.9', createdAt: new Date(at) })
    .returning()
    .then(([row]) => row!);

const failedSignInRow = (at: number) =>
  testDb()
    .insert(failedSignIns)
    .values({ usernameTried: 'admin', reason: 'wrong_credentials', clientAddress: '203.0.113.9', createdAt: new Date(at) })
    .returning()
    .then(([row]) => row!);

describe('idle carts', () => {
  it('removes a cart nobody added to or changed for 30 days, every line of it', async () => {
    const session = crypto.randomUUID();
    await cartLine(session, NOW - IDLE_CART_MS - HOUR);
    await cartLine(session, NOW - IDLE_CART_MS - 2 * HOUR);
    await purgeExpiredRows(testDb(), NOW);
    expect(await linesOf(session)).toEqual([]);
  });

  it('keeps a whole cart when any of its lines was touched within 30 days', async () => {
    const session = crypto.randomUUID();
    await cartLine(session, NOW - IDLE_CART_MS - 40 * 24 * HOUR);
    await cartLine(session, NOW - IDLE_CART_MS + HOUR);
    await purgeExpiredRows(testDb(), NOW);
    expect(await linesOf(session)).toHaveLength(2);
  });

  it('judges a line from before touched_at existed by when it was created', async () => {
    const [old, fresh] = [crypto.randomUUID(), crypto.randomUUID()];
    await cartLine(old, null, NOW - IDLE_CART_MS - HOUR);
    await cartLine(fresh, null, NOW - HOUR);
    await purgeExpiredRows(testDb(), NOW);
    expect(await linesOf(old)).toEqual([]);
    expect(await linesOf(fresh)).toHaveLength(1);
  });
});

describe('staff sign-in rows', () => {
  it('removes expired sessions and keeps live ones', async () => {
    const [expired, live] = await testDb()
      .insert(adminSessions)
      .values([
        { tokenHash: crypto.randomUUID(), expiresAt: new Date(NOW - 1) },
        { tokenHash: crypto.randomUUID(), expiresAt: new Date(NOW + HOUR) },
      ])
      .returning();
    await purgeExpiredRows(testDb(), NOW);
    const left = await testDb()
      .select()
      .from(adminSessions)
      .where(inArray(adminSessions.id, [expired!.id, live!.id]));
    expect(left.map((row) => row.id)).toEqual([live!.id]);
  });

  it('removes sign-in attempts older than the account-wide day', async () => {
    const username = `sweep-${crypto.randomUUID()}`;
    await testDb()
      .insert(loginAttempts)
      .values([
        { username, clientAddress: 'a', attemptedAt: new Date(NOW - ACCOUNT_WINDOW_MS - 1) },
        { username, clientAddress: 'a', attemptedAt: new Date(NOW - 1000) },
      ]);
    await purgeExpiredRows(testDb(), NOW);
    const left = await testDb().select().from(loginAttempts).where(eq(loginAttempts.username, username));
    expect(left.map((row) => row.attemptedAt.getTime())).toEqual([NOW - 1000]);
  });
});

describe('the audit log', () => {
  it('forgets entries older than its keeping time', async () => {
    const old = await auditRow('product.update', NOW - AUDIT_KEPT_MS - HOUR);
    const recent = await auditRow('product.update', NOW - HOUR);
    await purgeExpiredRows(testDb(), NOW);
    const left = await testDb()
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.id, [old.id, recent.id]));
    expect(left.map((row) => row.id)).toEqual([recent.id]);
  });

  it('is never thinned by failed sign-ins, which are kept apart: only the newest of those past their cap', async () => {
    const failures = [];
    for (let i = 0; i < 5; i += 1) failures.push(await failedSignInRow(NOW - (5 - i) * HOUR));
    const staffWrite = await auditRow('product.delete', NOW - 10 * HOUR);
    await purgeExpiredRows(testDb(), NOW, { failedSignInsKept: 2 });
    const leftFailures = await testDb()
      .select()
      .from(failedSignIns)
      .where(
        inArray(
          failedSignIns.id,
          failures.map((row) => row.id),
        ),
      );
    expect(leftFailures.map((row) => row.id).sort((a, b) => a - b)).toEqual([failures[3]!.id, failures[4]!.id]);
    expect(await testDb().select().from(auditEvents).where(eq(auditEvents.id, staffWrite.id))).toHaveLength(1);
  });
});

describe('staff invites', () => {
  const invite = async (expiresAt: number, usedAt: number | null = null) => {
    const owner = await insertOwner();
    const [row] = await testDb()
      .insert(staffInvites)
      .values({
        tokenHash: crypto.randomUUID(),
        name: 'Wanjiru',
        email: `${crypto.randomUUID()}@staff.test`,
        role: 'staff',
        invitedBy: owner.id,
        expiresAt: new Date(expiresAt),
        usedAt: usedAt === null ? null : new Date(usedAt),
      })
      .returning();
    return row!;
  };
  const left = (ids: number[]) => testDb().select({ id: staffInvites.id }).from(staffInvites).where(inArray(staffInvites.id, ids));

  it('removes invites past their expiry, used or not, and keeps those that can still be accepted', async () => {
    const expired = await invite(NOW - HOUR);
    const usedAndExpired = await invite(NOW - HOUR, NOW - 2 * HOUR);
    const pending = await invite(NOW + HOUR);

    await purgeExpiredRows(testDb(), NOW);

    expect(await left([expired.id, usedAndExpired.id, pending.id])).toEqual([{ id: pending.id }]);
  });
});

describe('product view counts', () => {
  it(`removes days older than the dashboard's ${DASHBOARD_DAYS}`, async () => {
    const stone = await insertProduct();
    const today = Math.floor(NOW / (24 * HOUR));
    await testDb()
      .insert(productViews)
      .values([
        { productId: stone.id, day: today - DASHBOARD_DAYS - 1, views: 4 },
        { productId: stone.id, day: today - DASHBOARD_DAYS, views: 3 },
      ]);

    await purgeExpiredRows(testDb(), NOW);

    const days = await testDb().select({ day: productViews.day }).from(productViews).where(eq(productViews.productId, stone.id));
    expect(days).toEqual([{ day: today - DASHBOARD_DAYS }]);
  });
});

describe('the Cron Trigger', () => {
  it('purges idle carts on its run', async () => {
    const session = crypto.randomUUID();
    await cartLine(session, Date.now() - IDLE_CART_MS - HOUR);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController(), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await linesOf(session)).toEqual([]);
  });
});
