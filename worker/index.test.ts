import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '#schema/pages.ts';
import worker from './index.ts';
import { PENDING_ORDER_TTL_MS } from './services/orders/order-expiry.ts';
import { call } from './test/app.ts';
import { backdateOrder, insertStone, orderStatus, placeOrder, stockOf } from './test/checkout-fixtures.ts';

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
  it.each(['/objects/seed/missing.svg', '/', '/admin'])("are a page's on %s", async (path) => {
    const response = await call(path);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/api/products', '/api/nothing'])("are the API's on %s: loading nothing, framed nowhere, never sniffed", async (path) => {
    const response = await call(path);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    // What only a document reads (its referrer, popups, features) is not sent with JSON.
    for (const pageOnly of ['referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-xss-protection']) {
      expect(response.headers.has(pageOnly), pageOnly).toBe(false);
    }
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
    expect(response.headers.get('content-type')).toContain('text/html');
    const staffPage = await call('/admin/no-such-tab');
    expect(staffPage.status).toBe(404);
    // Not the file's "OK" beside the changed status.
    expect(staffPage.statusText).not.toBe('OK');
  });

  it('asks search engines not to list the staff pages or a visitor receipt, which the browser renders', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/no-such-tab', '/orders/0f1e2d3c-0000-4000-8000-000000000000']) {
      expect((await call(path)).headers.get('x-robots-tag'), path).toBe('noindex');
    }
    expect((await call('/gallery')).headers.get('x-robots-tag')).toBeNull();
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
