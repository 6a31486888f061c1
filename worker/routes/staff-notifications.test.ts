import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '#schema/money.ts';
import type { NotificationSettings } from '#schema/notifications-api.ts';
import { outbox, staffMembers } from '#schema/tables.ts';
import { FIRST_PAUSE_MS } from '#worker/services/mail/outbox.ts';
import { settleDuePayments } from '#worker/services/payments/payments.ts';
import { flagAttempt, settleAttempt } from '#worker/services/payments/settlement.ts';
import { sweepOrders } from '#worker/services/sweep/sweep.ts';
import { staffCall } from '#worker/test/admin-session.ts';
import { call } from '#worker/test/app.ts';
import {
  cardSessionBody,
  insertOrder,
  insertPendingAttempt,
  orderRow,
  paymentsOf,
  postJson,
  sellEverything,
  sessionOf,
} from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';
import { RESEND_API_URL } from '#worker/services/mail/resend.ts';
import { insertStaffMember, sessionCookieOf } from '#worker/test/staff-factories.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

type Choices = Partial<
  Pick<typeof staffMembers.$inferInsert, 'notifyPaidOrders' | 'notifyAttention' | 'notifyWholesale' | 'language' | 'active'>
>;

/** One opted-in person, one who chose nothing and one disabled though opted in: only the first is ever mailed. */
async function staffTeam(choices: Choices) {
  const optedIn = await insertStaffMember(choices);
  const optedOut = await insertStaffMember({ language: choices.language });
  const disabled = await insertStaffMember({ ...choices, active: false });
  return { optedIn, optedOut, disabled };
}

const mailTo = (recipient: string) => testDb().select().from(outbox).where(eq(outbox.recipient, recipient));

/** Proves only the opted-in person got mail: exactly `count` messages, none to the others. */
async function expectOnlyOptedIn(team: Awaited<ReturnType<typeof staffTeam>>, count = 1) {
  expect(await mailTo(team.optedIn.email!)).toHaveLength(count);
  expect(await mailTo(team.optedOut.email!)).toEqual([]);
  expect(await mailTo(team.disabled.email!)).toEqual([]);
  return (await mailTo(team.optedIn.email!))[0]!;
}

const silenceLogs = () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
};

describe('GET and PUT /api/admin/account/notifications', () => {
  it('answers nothing chosen for a new person, saves their choices and language in D1, and reads them back', async () => {
    const member = await insertStaffMember();
    const cookie = await sessionCookieOf(member);
    const before = await (await staffCall(cookie, 'GET', '/api/admin/account/notifications')).json<NotificationSettings>();
    const choices = { email: 'orders@gems.example', language: 'sw', paidOrders: true, attention: false, wholesale: true };

    const saved = await staffCall(cookie, 'PUT', '/api/admin/account/notifications', choices);

    expect(before).toEqual({ email: member.email, language: 'en', paidOrders: false, attention: false, wholesale: false, mailOn: false });
    expect(saved.status).toBe(200);
    const [row] = await testDb().select().from(staffMembers).where(eq(staffMembers.id, member.id));
    expect(row).toMatchObject({
      email: 'orders@gems.example',
      language: 'sw',
      notifyPaidOrders: true,
      notifyAttention: false,
      notifyWholesale: true,
    });
    expect(await (await staffCall(cookie, 'GET', '/api/admin/account/notifications')).json()).toEqual({ ...choices, mailOn: false });
  });

  it('refuses a notice chosen without an address, and a language the shop lacks, changing nothing', async () => {
    const member = await insertStaffMember({ email: null });
    const cookie = await sessionCookieOf(member);

    const noAddress = await staffCall(cookie, 'PUT', '/api/admin/account/notifications', {
      email: null,
      language: 'en',
      paidOrders: true,
      attention: false,
      wholesale: false,
    });
    const badLanguage = await staffCall(cookie, 'PUT', '/api/admin/account/notifications', {
      email: 'a@gems.example',
      language: 'xx',
      paidOrders: false,
      attention: false,
      wholesale: false,
    });

    expect(noAddress.status).toBe(400);
    expect(await noAddress.json()).toMatchObject({ code: 'invalid_input', params: { field: 'email' } });
    expect(badLanguage.status).toBe(400);
    const [row] = await testDb().select().from(staffMembers).where(eq(staffMembers.id, member.id));
    expect(row).toMatchObject({ email: null, language: 'en', notifyPaidOrders: false });
  });
});

describe('a wholesale application', () => {
  it('queues one message to each active person who chose it, in their language, with what the applicant typed escaped', async () => {
    const team = await staffTeam({ notifyWholesale: true, language: 'ar' });
    const businessName = `<b>Jiwe</b> ${crypto.randomUUID()}`;

    const answer = await postJson('/api/wholesale/apply', {
      businessName,
      contactName: 'Wanjiru Kamau',
      email: 'buyer@jiwe.example',
      phone: '+254 712 345 678',
      businessType: 'retail',
      message: 'Tumbled stones, please.',
    });

    expect(answer.status).toBe(201);
    const { id } = await answer.json<{ id: string }>();
    const mail = await expectOnlyOptedIn(team);
    expect(mail).toMatchObject({ kind: 'wholesale_application', ref: id, status: 'pending' });
    expect(mail.subject).toBe(`طلب بيع بالجملة جديد: ${businessName}`);
    expect(mail.text).toContain('buyer@jiwe.example');
    expect(mail.text).toContain('Tumbled stones, please.');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('&lt;b&gt;Jiwe&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Jiwe</b>');
  });
});

/** A simulated card payment of a new order, settled after its delay as the background work or the sweep settles it. */
async function paidOrder() {
  const order = await insertOrder();
  expect((await postJson('/api/visa/create-session', cardSessionBody(order.id, order.totalAmount), sessionOf(order))).status).toBe(200);
  const paidAt = Date.now() + 5000;
  await settleDuePayments(testDb(), paidAt);
  return { order, paidAt };
}

describe('an order becoming paid', () => {
  it('queues "Order … was paid" once, to the opted-in staff only, in their language, however often it is settled', async () => {
    const team = await staffTeam({ notifyPaidOrders: true, language: 'de' });

    const { order, paidAt } = await paidOrder();
    await settleDuePayments(testDb(), paidAt + 60_000);

    const mail = await expectOnlyOptedIn(team);
    const shortId = order.id.split('-')[0]!;
    expect(mail).toMatchObject({ kind: 'order_paid', ref: order.id, status: 'pending' });
    expect(mail.subject).toBe(`Bestellung ${shortId} wurde bezahlt: ${formatMoney(order.totalAmount, 'USD', 'de')}`);
    expect(mail.text).toContain('Amani Otieno <amani@example.com>');
    expect(mail.text).toContain(`\nArtikel: 2 × ${order.product.name}\n`);
    expect(mail.text).not.toContain('×:');
    expect(mail.html).toContain(`2 × ${order.product.name}`);
    // The admin area's words (web/locales/staff/) in the reader's language, never a key.
    expect(mail.text).toMatch(/^Telefon: \S/m);
    expect(mail.text).toMatch(/: Visa-Karte$/m);
    expect(mail.text).not.toMatch(/admin\./);
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
  });

  it('is not mailed to staff who chose only the other notices', async () => {
    const other = await insertStaffMember({ notifyAttention: true, notifyWholesale: true });
    await paidOrder();
    expect(await mailTo(other.email!)).toEqual([]);
  });

  it('stays paid when the send fails; the sweep retries the message after its pause and sends it', async () => {
    const team = await staffTeam({ notifyPaidOrders: true });
    const { order, paidAt } = await paidOrder();
    silenceLogs();
    const sent: string[] = [];
    let providerUp = false;
    const fetcher = (async (url: string, init: RequestInit) => {
      if (url !== RESEND_API_URL) throw new Error(`unexpected ${url}`);
      if (!providerUp) return new Response('{"message":"unavailable"}', { status: 503 });
      sent.push(String(init.body));
      return new Response('{"id":"1"}', { status: 200 });
    }) as unknown as typeof fetch;
    const mailEnv = { ...env, MAIL_PROVIDER: 'resend', MAIL_FROM: 'shop@gems.example', RESEND_API_KEY: 're_test' };

    await sweepOrders(mailEnv, fetcher, paidAt);
    const afterFailure = await expectOnlyOptedIn(team);
    providerUp = true;
    await sweepOrders(mailEnv, fetcher, paidAt + FIRST_PAUSE_MS - 1000);
    const stillWaiting = (await mailTo(team.optedIn.email!))[0]!;
    await sweepOrders(mailEnv, fetcher, paidAt + FIRST_PAUSE_MS);

    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('503') });
    expect(stillWaiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await mailTo(team.optedIn.email!))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent.filter((body) => body.includes(team.optedIn.email!))).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paidAt: new Date(paidAt) });
  });
});

describe('an order needing attention', () => {
  it('queues "Order … needs attention" when a late payment cannot take its stone back, to the opted-in staff only', async () => {
    const team = await staffTeam({ notifyAttention: true, language: 'fr' });
    silenceLogs();
    const order = await insertOrder({ paymentMethod: 'mpesa' });
    await insertPendingAttempt(order, 'daraja', 10_000);
    const [attempt] = await paymentsOf(order.id);
    await settleAttempt(testDb(), attempt!, { succeeded: false, reason: 'expired' });
    await sellEverything(order.product.id);

    await settleAttempt(testDb(), attempt!, { succeeded: true, receiptNumber: 'SKL4Q2X8PA' });

    const mail = await expectOnlyOptedIn(team);
    expect(mail).toMatchObject({ kind: 'order_attention', ref: order.id });
    expect(mail.subject).toBe(`La commande ${order.id.split('-')[0]} demande une intervention`);
  });

  it('queues one message per problem a provider reports, however often it repeats it', async () => {
    const team = await staffTeam({ notifyAttention: true });
    silenceLogs();
    const order = await insertOrder({ paymentMethod: 'mpesa' });
    await insertPendingAttempt(order, 'daraja', 0);
    const [attempt] = await paymentsOf(order.id);

    await flagAttempt(testDb(), attempt!, 'amount_mismatch: 1 KES');
    await flagAttempt(testDb(), attempt!, 'amount_mismatch: 1 KES');
    await flagAttempt(testDb(), attempt!, 'amount_mismatch: 2 KES');

    await expectOnlyOptedIn(team, 2);
    const texts = (await mailTo(team.optedIn.email!)).map((mail) => mail.text);
    expect(texts.some((text) => text.includes('amount_mismatch: 2 KES'))).toBe(true);
    expect((await paymentsOf(order.id))[0]).toMatchObject({ problem: 'amount_mismatch: 2 KES', status: 'pending' });
  });
});

describe('mail off', () => {
  it('still queues the notices, for the sweep to send once a provider is set', async () => {
    const member = await insertStaffMember({ notifyWholesale: true });
    const answer = await call('/api/wholesale/apply', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        businessName: 'Kito',
        contactName: 'Baraka',
        email: 'b@kito.example',
        phone: '+255 700 000 000',
        businessType: 'retail',
      }),
    });
    expect(answer.status).toBe(201);
    expect(
      await testDb()
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, member.email!), eq(outbox.status, 'pending'))),
    ).toHaveLength(1);
  });
});
