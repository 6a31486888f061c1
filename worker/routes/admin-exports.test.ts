import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PAGE_ROWS } from '#schema/exports-api.ts';
import { auditEvents, wholesaleApplications } from '#schema/tables.ts';
import { staffCall } from '#worker/test/admin-session.ts';
import { call } from '#worker/test/app.ts';
import { csvRecords } from '#worker/test/csv.ts';
import { adminCookie, insertStone } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';
import { insertOrderRow } from '#worker/test/order-rows.ts';
import { APPLICATION_EXPORT_HEADER } from '#worker/services/exports/application-export.ts';
import { ORDER_EXPORT_HEADER } from '#worker/services/exports/order-export.ts';

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

/** A day of its own for each test, so each sees only its own rows. */
const at = (day: string, second = 0) => new Date(Date.parse(`${day}T12:00:00Z`) + second * 1000);

/** The download's bytes as text, its byte order mark kept, and its records as a spreadsheet reads them (RFC 4180). */
async function download(path: string) {
  const response = await staffCall(cookie, 'GET', path);
  const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text, records: response.status === 200 ? csvRecords(text.replace(/^\uFEFF/, '')) : [] };
}

describe('GET /api/admin/exports/orders.csv', () => {
  it('is for staff only', async () => {
    expect((await call('/api/admin/exports/orders.csv?from=2001-01-01&to=2001-01-31')).status).toBe(401);
  });

  it('refuses a period it cannot read, or one that ends before it starts, with 400 invalid_input', async () => {
    for (const query of [
      '',
      'from=2001-01-01',
      'from=2001-02-30&to=2001-03-01',
      'from=2001-03-01&to=2001-02-01',
      'from=1&to=2',
      'from=2001-01-01&to=2001-01-02&status=lost',
    ]) {
      const response = await staffCall(cookie, 'GET', `/api/admin/exports/orders.csv?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json<{ code: string }>()).code).toBe('invalid_input');
    }
  });

  it('downloads the period’s orders as a CSV attachment, a record per line with payment, currency and rate, never cached', async () => {
    const ruby = await insertStone({ name: 'Ruby, "pigeon blood"', price: 2500 });
    const opal = await insertStone({ name: 'Opal', price: 10000 });
    const id = await insertOrderRow({
      createdAt: at('2001-02-10'),
      status: 'paid',
      currency: 'EUR',
      totalAmount: 11500,
      lines: [
        { product: ruby, quantity: 1 },
        { product: opal, quantity: 1 },
      ],
      payment: { status: 'succeeded', providerRef: 'pi_known', receiptNumber: 'R-1' },
    });
    await insertOrderRow({ createdAt: at('2001-02-12'), lines: [{ product: ruby, quantity: 1 }] }); // after the period

    const { response, text, records } = await download('/api/admin/exports/orders.csv?from=2001-02-01&to=2001-02-11');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="orders-2001-02-01-to-2001-02-11.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text.startsWith('\uFEFF' + ORDER_EXPORT_HEADER.join(',') + '\r\n')).toBe(true);
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual({
      order_id: id,
      placed_at: '2001-02-10T12:00:00.000Z',
      status: 'paid',
      paid_at: '2001-02-10T12:00:00.000Z',
      payment_method: 'visa',
      currency: 'EUR',
      total: '115.00',
      total_usd: '125.00',
      exchange_rate: '0.9200',
      customer_name: 'Amani Otieno',
      customer_email: 'amani@example.com',
      // Starts with "+": kept as text, never a formula.
      customer_phone: "'+254 712 345 678",
      item: 'Ruby, "pigeon blood"',
      quantity: '1',
      unit_price_usd: '25.00',
      line_total_usd: '25.00',
      payment_provider: 'simulated',
      provider_reference: 'pi_known',
      payment_status: 'succeeded',
      receipt_number: 'R-1',
    });
    expect(records[1]).toMatchObject({ order_id: id, item: 'Opal', unit_price_usd: '100.00' });
  });

  it('keeps to the status chosen', async () => {
    const stone = await insertStone();
    const paid = await insertOrderRow({ createdAt: at('2001-03-01', 1), status: 'paid', lines: [{ product: stone, quantity: 1 }] });
    await insertOrderRow({ createdAt: at('2001-03-01', 2), status: 'failed', lines: [{ product: stone, quantity: 1 }] });
    const { records, response } = await download('/api/admin/exports/orders.csv?from=2001-03-01&to=2001-03-01&status=paid');
    expect(response.headers.get('content-disposition')).toContain('orders-2001-03-01-to-2001-03-01-paid.csv');
    expect(records.map((record) => record.order_id)).toEqual([paid]);
  });

  it('streams more orders than one page holds, each once, newest first', async () => {
    const stone = await insertStone();
    const count = EXPORT_PAGE_ROWS * 2 + 7;
    const ids: string[] = [];
    // Two at each second: the id breaks the tie where one page ends.
    for (let i = 0; i < count; i += 1)
      ids.push(await insertOrderRow({ createdAt: at('2001-04-01', Math.floor(i / 2)), lines: [{ product: stone, quantity: 1 }] }));
    const { records } = await download('/api/admin/exports/orders.csv?from=2001-04-01&to=2001-04-01');
    const exported = records.map((record) => record.order_id!);
    expect(exported).toHaveLength(count);
    expect(new Set(exported)).toEqual(new Set(ids));
    const times = records.map((record) => record.placed_at!);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('is audited: who exported which period and status', async () => {
    await download('/api/admin/exports/orders.csv?from=2001-05-01&to=2001-05-31&status=failed');
    const [entry] = await testDb()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'order.export'), eq(auditEvents.target, '2001-05-01..2001-05-31 failed')));
    expect(entry).toMatchObject({ actor: 'admin', status: 200 });
  });
});

describe('GET /api/admin/exports/wholesale-applications.csv', () => {
  it('downloads the period’s applications of a status, a formula in any field kept as text', async () => {
    const application = { contactName: '@ceo', email: 'a@example.com', phone: '+254 700 000 000', businessType: 'retail' };
    const [waiting] = await testDb()
      .insert(wholesaleApplications)
      .values({
        ...application,
        businessName: '=HYPERLINK("https://evil.example","Click")',
        message: 'Hello,\nworld',
        createdAt: at('2001-06-01'),
      })
      .returning();
    await testDb()
      .insert(wholesaleApplications)
      .values({ ...application, businessName: 'Approved Ltd', status: 'approved', createdAt: at('2001-06-01', 1) });

    const { response, text, records } = await download(
      '/api/admin/exports/wholesale-applications.csv?from=2001-06-01&to=2001-06-30&status=new',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="wholesale-applications-2001-06-01-to-2001-06-30-new.csv"',
    );
    expect(text.startsWith('\uFEFF' + APPLICATION_EXPORT_HEADER.join(',') + '\r\n')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(records).toEqual([
      {
        application_id: waiting!.id,
        sent_at: '2001-06-01T12:00:00.000Z',
        status: 'new',
        business_name: `'=HYPERLINK("https://evil.example","Click")`,
        contact_name: "'@ceo",
        email: 'a@example.com',
        phone: "'+254 700 000 000",
        business_type: 'retail',
        tax_id: '',
        message: 'Hello,\nworld',
      },
    ]);
    const [entry] = await testDb().select().from(auditEvents).where(eq(auditEvents.action, 'wholesale.export'));
    expect(entry).toMatchObject({ actor: 'admin', target: '2001-06-01..2001-06-30 new' });
  });
});
