import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { adminSessions } from '#schema/tables.ts';
import { PAGE_PATHS } from '#schema/pages.ts';
import worker, { sweepOrders } from './index.ts';
import { settleDuePayments } from './services/payments/payments.ts';
import { PENDING_ORDER_TTL_MS } from './services/order-expiry.ts';
import { call } from './test/app.ts';
import { backdateOrder, insertStone, orderStatus, placeOrder, stockOf } from './test/checkout-fixtures.ts';
import { testDb } from './test/factories.ts';
import { faultyD1 } from './test/faulty-d1.ts';

describe('the error shape', () => {
  it('answers an unknown /api path with 404 JSON, never HTML', async () => {
    const response = await call('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ error: 'No such endpoint: GET /api/no-such-thing', code: 'not_found' });
  });

  it('answers an unknown method on a known path with 404 JSON', async () => {
    const response = await call('/api/rates', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty('error');
  });
});

describe('security headers', () => {
  it.each(['/api/products', '/api/nothing', '/objects/seed/missing.svg', '/'])('are sent on %s', async (path) => {
    const response = await call(path);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('the web app', () => {
  // The pages with a parameter (/products/{id}) need a row: worker/routes/page-heads.test.ts renders them.
  const fixedPages = PAGE_PATHS.filter((path) => !path.includes('$'));
  it.each([...fixedPages, '/admin/products/'])('serves index.html for the page %s', async (path) => {
    const response = await call(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('serves index.html with status 404 for an unknown page, for the router to say so', async () => {
    const response = await call('/no/such/page');
    expect(response.status).toBe(404);
    expect((await call('/admin/no-such-tab')).status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
  });
});

describe('the Cron Trigger (scheduled handler)', () => {
  it('fails stale pending orders and returns their stock, and leaves fresh ones alone', async () => {
    const product = await insertStone({ stock: 8 });
    const stale = await placeOrder([{ product, quantity: 3 }]);
    const fresh = await placeOrder([{ product, quantity: 1 }]);
    await backdateOrder(stale, PENDING_ORDER_TTL_MS + 60_000);
    expect(await stockOf(product.id)).toBe(4);

    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: '*/10 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await orderStatus(stale)).toBe('failed');
    expect(await orderStatus(fresh)).toBe('pending');
    expect(await stockOf(product.id)).toBe(7);
  });
});

describe('the Cron sweep when D1 fails in one step', () => {
  /** A stale order and an expired staff session, after every payment that came due was settled. */
  async function arrange() {
    await settleDuePayments(testDb());
    const product = await insertStone({ stock: 8 });
    const stale = await placeOrder([{ product, quantity: 3 }]);
    await backdateOrder(stale, PENDING_ORDER_TTL_MS + 60_000);
    const tokenHash = crypto.randomUUID();
    await testDb()
      .insert(adminSessions)
      .values({ tokenHash, expiresAt: new Date(Date.now() - 1000) });
    const sessionKept = async () => (await testDb().$count(adminSessions, eq(adminSessions.tokenHash, tokenHash))) > 0;
    return { stale, sessionKept };
  }

  const sweepFailingAt = (failAt: number) => sweepOrders({ DB: faultyD1(env.DB, failAt).binding });

  it('still purges when settling the due payments fails, and keeps the stale order for the next run (it may be paid)', async () => {
    const { stale, sessionKept } = await arrange();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(sweepFailingAt(1)).rejects.toThrow('1 sweep step(s) failed');

    expect(await orderStatus(stale)).toBe('pending');
    expect(await sessionKept()).toBe(false);
  });

  it('still purges when releasing the stale orders fails', async () => {
    const { stale, sessionKept } = await arrange();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    // Statement 1 reads the due payments (none), 2 the stale orders.
    await expect(sweepFailingAt(2)).rejects.toThrow('1 sweep step(s) failed');

    expect(await orderStatus(stale)).toBe('pending');
    expect(await sessionKept()).toBe(false);
  });

  it('still releases the stale orders when the purge fails, and says so', async () => {
    const { stale, sessionKept } = await arrange();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Statement 1 reads the due payments, 2 the undecided ones to give up, 3 the stale orders, 4-6 release them (stock,
    // status, catalog version), 7 purges.
    await expect(sweepFailingAt(7)).rejects.toThrow('1 sweep step(s) failed');

    expect(await orderStatus(stale)).toBe('failed');
    expect(await sessionKept()).toBe(true);
  });
});
