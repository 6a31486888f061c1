import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '#schema/tables.ts';
import { testDb } from '#worker/test/factories.ts';
import { deliverDueMail, deliverMail, enqueueMail, FIRST_PAUSE_MS, KEPT_MS, MAIL_MAX_ATTEMPTS, MAIL_MAX_PAUSE_MS } from './outbox.ts';
import type { MailMessage, MailProvider } from './provider.ts';
import { mailProviderOf } from './configured-provider.ts';
import { RESEND_API_URL } from './resend.ts';

/** A provider that refuses every message while `failing`, and keeps those it accepts. */
function testProvider(failing: boolean) {
  const sent: MailMessage[] = [];
  const provider: MailProvider & { failing: boolean } = {
    name: 'resend',
    failing,
    send: async (message) => {
      if (provider.failing) throw new Error('provider down');
      sent.push(message);
    },
  };
  return { provider, sent };
}

const message = () => ({
  to: 'amani@example.com',
  subject: 'Your receipt',
  text: 'Thank you',
  html: '<p>Thank you</p>',
  kind: 'receipt' as const,
  ref: crypto.randomUUID(),
});

const rowOf = async (id: number) => (await testDb().select().from(outbox).where(eq(outbox.id, id)))[0];

describe('the outbox', () => {
  it('pauses 5 minutes after a failed try, then twice as long after each, up to 6 hours', async () => {
    const { provider } = testProvider(true);
    const start = Date.UTC(2026, 0, 1);
    const id = await enqueueMail(testDb(), message(), start);

    const pauses: number[] = [];
    let now = start;
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      await deliverMail(testDb(), provider, id, now);
      const next = (await rowOf(id))!.nextAttemptAt.getTime();
      pauses.push(next - now);
      now = next;
    }

    expect(pauses).toEqual([1, 2, 4, 8, 16, 32, 64].map((factor) => Math.min(FIRST_PAUSE_MS * factor, MAIL_MAX_PAUSE_MS)));
  });

  it(`gives a message up after ${MAIL_MAX_ATTEMPTS} failed tries, keeping the last error, and never tries it again`, async () => {
    const { provider, sent } = testProvider(true);
    const id = await enqueueMail(testDb(), message(), 0);

    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      await deliverMail(testDb(), provider, id, (await rowOf(id))!.nextAttemptAt.getTime());
    }
    provider.failing = false;
    const after = await deliverMail(testDb(), provider, id, Date.now() + KEPT_MS);

    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, lastError: 'provider down' });
    expect(after).toBe('skipped');
    expect(sent).toEqual([]);
  });

  it('sends a message once when the background send and the sweep reach it together', async () => {
    const { provider, sent } = testProvider(false);
    const now = Date.now();
    const id = await enqueueMail(testDb(), message(), now);

    const outcomes = await Promise.all([deliverMail(testDb(), provider, id, now), deliverMail(testDb(), provider, id, now)]);

    expect(outcomes.sort()).toEqual(['sent', 'skipped']);
    expect(sent).toHaveLength(1);
  });

  it('leaves pending mail waiting while mail is off, and removes rows a week old', async () => {
    const now = Date.now();
    const waiting = await enqueueMail(testDb(), message(), now);
    const old = await enqueueMail(testDb(), message(), now);
    await testDb()
      .update(outbox)
      .set({ createdAt: new Date(now - KEPT_MS - 1000) })
      .where(eq(outbox.id, old));

    await deliverDueMail(testDb(), null, now);

    expect(await rowOf(waiting)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await rowOf(old)).toBeUndefined();
  });
});

describe('mailProviderOf', () => {
  it('is off without MAIL_PROVIDER, without MAIL_FROM, or without the named provider’s own setting', () => {
    expect(mailProviderOf({})).toBeNull();
    expect(mailProviderOf({ MAIL_PROVIDER: 'resend', RESEND_API_KEY: 're_key' })).toBeNull();
    expect(mailProviderOf({ MAIL_PROVIDER: 'resend', MAIL_FROM: 'shop@gems.example' })).toBeNull();
    expect(mailProviderOf({ MAIL_PROVIDER: 'smtp', MAIL_FROM: 'shop@gems.example' })).toBeNull();
  });

  it('sends through Resend’s API with the key, the sender and both versions, and fails with Resend’s answer', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    let answer = new Response('{"id":"1"}', { status: 200 });
    const fetcher = (async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return answer;
    }) as unknown as typeof fetch;
    const provider = mailProviderOf({ MAIL_PROVIDER: 'resend', MAIL_FROM: 'Gems <shop@gems.example>', RESEND_API_KEY: 're_key' }, fetcher);

    await provider?.send({ to: 'amani@example.com', subject: 'Receipt', text: 'plain', html: '<p>html</p>' });
    answer = new Response('{"message":"domain not verified"}', { status: 403 });
    const refused = provider?.send({ to: 'amani@example.com', subject: 'Receipt', text: 'plain', html: '<p>html</p>' });

    expect(requests[0]?.url).toBe(RESEND_API_URL);
    expect(new Headers(requests[0]?.init.headers).get('authorization')).toBe('Bearer re_key');
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({
      from: 'Gems <shop@gems.example>',
      to: ['amani@example.com'],
      subject: 'Receipt',
      text: 'plain',
      html: '<p>html</p>',
    });
    await expect(refused).rejects.toThrow(/403.*domain not verified/);
  });
});
