import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderReceipt } from '#schema/orders-api.ts';
import type { ReceiptLink } from '#schema/receipts-api.ts';
import { auditEvents, orders, outbox, receiptLinks } from '#schema/tables.ts';
import type { Bindings } from '#worker/env.ts';
import app from '#worker/index.ts';
import { sweepOrders } from '#worker/services/sweep/sweep.ts';
import { sha256Hex } from '#worker/services/encoding.ts';
import { FIRST_PAUSE_MS } from '#worker/services/mail/outbox.ts';
import { staffCall } from '#worker/test/admin-session.ts';
import { call } from '#worker/test/app.ts';
import { adminCookie, cardSessionBody, insertOrder, markPaid, postJson, sessionOf } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';

type Sent = { from: string; to: string; subject: string; text: string; html: string };

/** A send_email binding that keeps what it is given, and refuses while `failing` is true. */
function fakeMailBinding(failing = false) {
  const sent: Sent[] = [];
  const binding = {
    failing,
    send: async (message: Sent) => {
      if (binding.failing) throw new Error('destination address not verified');
      sent.push(message);
      return { messageId: 'test' };
    },
  };
  return { binding, sent };
}

const mailOn = (binding: unknown): Partial<Bindings> => ({
  MAIL_PROVIDER: 'send_email',
  MAIL_FROM: 'shop@gems.example',
  MAIL: binding as SendEmail,
});

/** Through the whole Worker with `bindings` over the test environment's, its background work (waitUntil) finished. */
async function callWith(bindings: Partial<Bindings>, path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://shop.test${path}`, init), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function linkTo(order: { id: string; session: string }): Promise<ReceiptLink> {
  const response = await postJson('/api/receipts', { orderId: order.id }, sessionOf(order));
  expect(response.status).toBe(201);
  return response.json<ReceiptLink>();
}

/** A paid card order whose shopper typed a card ending in 4242. */
async function paidCardOrder() {
  const order = await insertOrder({ price: 2500, quantity: 2, currency: 'EUR' });
  await postJson('/api/visa/create-session', cardSessionBody(order.id, order.totalAmount, 'EUR'), sessionOf(order));
  await markPaid(order.id);
  return order;
}

const emailBody = (email = 'amani@example.com', language = 'en') => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, language }),
});

const outboxOf = (orderId: string) => testDb().select().from(outbox).where(eq(outbox.ref, orderId)).orderBy(outbox.id);

describe('POST /api/receipts: a private link to the visitor’s own order', () => {
  it('answers a 256-bit token once and stores only its SHA-256', async () => {
    const order = await insertOrder();

    const link = await linkTo(order);

    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/receipts/${link.token}`);
    const rows = await testDb().select().from(receiptLinks).where(eq(receiptLinks.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(await sha256Hex(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });

  it('answers 404 to another visitor session, as for an order that does not exist, and makes no link', async () => {
    const order = await insertOrder();

    const other = await postJson('/api/receipts', { orderId: order.id }, { 'x-session-id': crypto.randomUUID() });

    expect(other.status).toBe(404);
    expect(await testDb().select().from(receiptLinks).where(eq(receiptLinks.orderId, order.id))).toEqual([]);
  });
});

describe('GET /api/receipts/{token}: the receipt on any device', () => {
  it('answers the receipt without the session that placed it, with no card data and no customer details', async () => {
    const order = await paidCardOrder();
    const link = await linkTo(order);

    const response = await call(`/api/receipts/${link.token}`);

    expect(response.status).toBe(200);
    const receipt = await response.json<OrderReceipt>();
    expect(receipt).toMatchObject({ id: order.id, status: 'paid', paymentMethod: 'visa', currency: 'EUR', payment: { cardLast4: null } });
    expect(JSON.stringify(receipt)).not.toMatch(/4242|amani|Otieno|\+254/i);
  });

  it('is never cached, indexed or passed on as a Referer', async () => {
    const link = await linkTo(await insertOrder());

    const response = await call(`/api/receipts/${link.token}`);

    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers 404 not_found for an unknown token and 400 for a malformed one', async () => {
    const unknown = await call(`/api/receipts/${'A'.repeat(43)}`);
    const malformed = await call('/api/receipts/short');

    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'not_found' });
    expect(malformed.status).toBe(400);
  });
});

describe('/receipts/{token}: the receipt page a link opens', () => {
  it('is rendered by the Worker, with the receipt, noindex in its head and its headers, and no card data', async () => {
    const order = await paidCardOrder();
    const link = await linkTo(order);

    const page = await call(link.path);
    const html = await page.text();

    expect(page.status).toBe(200);
    expect(html).toContain('data-testid="receipt"');
    expect(html).toContain(order.product.name);
    expect(html).toContain('<meta name="robots" content="noindex"');
    // The digits as a number of their own: the page's theme colours and files' hashes may hold them (#c84242).
    expect(html).not.toMatch(/\b4242\b|amani@example\.com/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it("shows a QR code of each stone's page beside it, in the receipt's language", async () => {
    const order = await paidCardOrder();
    const link = await linkTo(order);

    const html = await (await call(`${link.path}?lang=ar`)).text();

    expect(html).toContain(`src="/api/qr/products/${order.product.id}?lang=ar"`);
  });

  it('answers an unknown or revoked link with a translated 404 page', async () => {
    const page = await call(`/receipts/${'B'.repeat(43)}?lang=ar`);
    const html = await page.text();

    expect(page.status).toBe(404);
    expect(html).toContain('رابط الإيصال هذا لا يفتح');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(page.headers.get('cache-control')).toBe('no-store');
  });
});

describe('DELETE /api/admin/orders/{id}/receipt-links: staff revoke an order’s links', () => {
  it('stops every link of the order opening it, and the audit log names the order', async () => {
    const order = await insertOrder();
    const [first, second] = [await linkTo(order), await linkTo(order)];
    const cookie = await adminCookie();

    const revoked = await staffCall(cookie, 'DELETE', `/api/admin/orders/${order.id}/receipt-links`);

    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ revoked: 2 });
    expect((await call(`/api/receipts/${first.token}`)).status).toBe(404);
    expect((await call(second.path)).status).toBe(404);
    const [entry] = await testDb().select().from(auditEvents).where(eq(auditEvents.action, 'receipt_link.revoke')).orderBy(auditEvents.id);
    expect(entry).toMatchObject({ actor: 'admin', target: order.id, status: 200 });
  });

  it('refuses without a staff session (401) and the link still opens', async () => {
    const order = await insertOrder();
    const link = await linkTo(order);

    const refused = await call(`/api/admin/orders/${order.id}/receipt-links`, { method: 'DELETE' });

    expect(refused.status).toBe(401);
    expect((await call(`/api/receipts/${link.token}`)).status).toBe(200);
  });
});

describe('GET /api/receipts/config', () => {
  it('says email is off while MAIL_PROVIDER is unset, and on with a provider and its sender', async () => {
    const off = await call('/api/receipts/config');
    const on = await callWith(mailOn(fakeMailBinding().binding), '/api/receipts/config');

    expect(await off.json()).toEqual({ email: false });
    expect(await on.json()).toEqual({ email: true });
  });
});

describe('POST /api/receipts/{token}/email: "Email me this receipt"', () => {
  it('refuses with 409 mail_unavailable while mail is off, and writes nothing', async () => {
    const order = await insertOrder();
    const link = await linkTo(order);

    const refused = await call(`/api/receipts/${link.token}/email`, emailBody());

    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'mail_unavailable' });
    expect(await outboxOf(order.id)).toEqual([]);
  });

  it('sends the receipt in the shopper’s language with a private link that opens it, and no card data', async () => {
    const order = await paidCardOrder();
    const link = await linkTo(order);
    const mail = fakeMailBinding();

    const response = await callWith(mailOn(mail.binding), `/api/receipts/${link.token}/email`, emailBody('buyer@example.com', 'fr'));

    expect(response.status).toBe(202);
    expect(mail.sent).toHaveLength(1);
    const [message] = mail.sent;
    expect(message).toMatchObject({ from: 'shop@gems.example', to: 'buyer@example.com' });
    expect(message?.subject).toContain('Votre reçu');
    expect(message?.text).toContain(order.product.name);
    expect(message?.html).toContain('lang="fr"');
    expect(`${message?.text}${message?.html}`).not.toMatch(/4242/);
    const sentLink = /https:\/\/gems\.example(\/receipts\/[A-Za-z0-9_-]{43})/.exec(message?.text ?? '')?.[1];
    expect(sentLink).toBeDefined();
    expect((await call(sentLink ?? '')).status).toBe(200);
    expect(await outboxOf(order.id)).toMatchObject([{ status: 'sent', attempts: 1, kind: 'receipt' }]);
  });

  it('tells an Arabic shopper that anyone who has the link can see the receipt, naming the link', async () => {
    const order = await paidCardOrder();
    const link = await linkTo(order);
    const mail = fakeMailBinding();

    await callWith(mailOn(mail.binding), `/api/receipts/${link.token}/email`, emailBody('buyer@example.com', 'ar'));

    expect(mail.sent[0]?.text).toContain('يمكن لأي شخص لديه الرابط رؤية هذا الإيصال');
  });

  it('says the rate the order was priced at and when it was locked, as the receipt page does', async () => {
    const order = await paidCardOrder();
    await testDb()
      .update(orders)
      .set({ rateAt: new Date('2026-11-26T14:02:00Z') })
      .where(eq(orders.id, order.id));
    const link = await linkTo(order);
    const mail = fakeMailBinding();

    await callWith(mailOn(mail.binding), `/api/receipts/${link.token}/email`, emailBody());

    const [row] = await testDb().select().from(orders).where(eq(orders.id, order.id));
    const rate = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(
      (row?.exchangeRate ?? 0) / 10000,
    );
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short', timeZone: 'UTC' }).format(new Date('2026-11-26T14:02:00Z'));
    const line = `Exchange rate: 1 USD = ${rate} EUR, rate of ${time} UTC`;
    expect(mail.sent[0]?.text).toContain(line);
    expect(mail.sent[0]?.html).toContain(line);
  });

  it('sends no link while the shop does not know its own address (PUBLIC_ORIGIN unset), and makes none', async () => {
    const order = await insertOrder();
    const link = await linkTo(order);
    const mail = fakeMailBinding();

    const response = await callWith({ ...mailOn(mail.binding), PUBLIC_ORIGIN: '' }, `/api/receipts/${link.token}/email`, emailBody());

    expect(response.status).toBe(202);
    expect(mail.sent[0]?.text).toContain(order.product.name);
    expect(`${mail.sent[0]?.text}${mail.sent[0]?.html}`).not.toContain('/receipts/');
    expect(await testDb().select().from(receiptLinks).where(eq(receiptLinks.orderId, order.id))).toHaveLength(1);
  });

  it('keeps a failed send in the outbox; the sweep retries it once due, and the shopper was answered at once', async () => {
    const order = await insertOrder();
    const link = await linkTo(order);
    const mail = fakeMailBinding(true);
    const settings = { ...env, ...mailOn(mail.binding) };

    const response = await callWith(mailOn(mail.binding), `/api/receipts/${link.token}/email`, emailBody());
    const [failed] = await outboxOf(order.id);
    mail.binding.failing = false;
    await sweepOrders(settings, fetch, Date.now() + FIRST_PAUSE_MS / 2);
    const notYetDue = await outboxOf(order.id);
    await sweepOrders(settings, fetch, Date.now() + FIRST_PAUSE_MS + 1000);

    expect(response.status).toBe(202);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'destination address not verified' });
    expect(notYetDue).toMatchObject([{ status: 'pending', attempts: 1 }]);
    expect(mail.sent).toHaveLength(1);
    expect(await outboxOf(order.id)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('refuses the sixth receipt email of an order within a day with 429 receipt_email_limit', async () => {
    const order = await insertOrder();
    const link = await linkTo(order);
    const bindings = mailOn(fakeMailBinding().binding);
    const send = () => callWith(bindings, `/api/receipts/${link.token}/email`, emailBody());

    const statuses = [];
    for (let sent = 0; sent < 5; sent += 1) statuses.push((await send()).status);
    const refused = await send();

    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'receipt_email_limit', params: { max: 5, hours: 24 } });
    expect(await outboxOf(order.id)).toHaveLength(5);
  });

  it('refuses a malformed address with 400 invalid_input naming the field, and a revoked link with 404', async () => {
    const order = await insertOrder();
    const link = await linkTo(order);
    const bindings = mailOn(fakeMailBinding().binding);

    const malformed = await callWith(bindings, `/api/receipts/${link.token}/email`, emailBody('not-an-address'));
    await staffCall(await adminCookie(), 'DELETE', `/api/admin/orders/${order.id}/receipt-links`);
    const revoked = await callWith(bindings, `/api/receipts/${link.token}/email`, emailBody());

    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'invalid_input', params: { field: 'email' } });
    expect(revoked.status).toBe(404);
    expect(await outboxOf(order.id)).toEqual([]);
  });
});
