import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestId } from '#worker/middleware/request-id.ts';
import { log, withRequestId } from './log.ts';

afterEach(() => vi.restoreAllMocks());

/** What one `log.error` call wrote, as Workers Logs receives it. */
function loggedLine(fields: Record<string, unknown>): Record<string, unknown> {
  const sink = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  log.error('test.event', fields);
  expect(sink).toHaveBeenCalledOnce();
  return sink.mock.calls[0]?.[0] as Record<string, unknown>;
}

describe('log', () => {
  it('writes one object with level, event and the fields, at the console level of its own', () => {
    const info = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    log.info('sweep.orders_released', { count: 3 });
    log.warn('rates.fallback', { source: 'fallback' });

    expect(info).toHaveBeenCalledWith({ level: 'info', event: 'sweep.orders_released', requestId: null, count: 3 });
    expect(warn).toHaveBeenCalledWith({ level: 'warn', event: 'rates.fallback', requestId: null, source: 'fallback' });
  });

  it('never writes a card number, wherever it appears', () => {
    const line = loggedLine({
      cardNumber: '4242424242424242',
      note: 'paid with 4242 4242 4242 4242 exp 12/34',
      nested: { problem: 'card 5555-5555-5555-4444 declined' },
      cvc: '123',
    });

    expect(JSON.stringify(line)).not.toMatch(/4242|5555|4444|"123"/);
    expect(line).toMatchObject({ cardNumber: '[redacted]', cvc: '[redacted]', note: 'paid with [card] exp 12/34' });
  });

  it('never writes a password, a token or a provider secret', () => {
    const line = loggedLine({
      password: 'correct horse battery staple',
      adminPasswordHash: 'pbkdf2-sha256$100000$salt$hash',
      sessionToken: 'abc123session',
      authorization: 'Basic YWRtaW46cGFzcw==',
      error: new Error('Stripe said: Invalid API Key provided: sk_live_51Habcdefghijklmnop; header Bearer eyJhbGciOi.x.y'),
      webhook: 'signed with whsec_0123456789abcdef',
    });

    const text = JSON.stringify(line);
    for (const secret of ['correct horse', 'pbkdf2', 'abc123session', 'YWRtaW46', 'sk_live_51H', 'eyJhbGciOi', 'whsec_0123']) {
      expect(text).not.toContain(secret);
    }
    expect(line.error).toMatchObject({ name: 'Error', message: expect.stringContaining('Invalid API Key provided: [secret]') });
  });

  it('keeps only the last 3 digits of a phone number, in a field, in a text and in an M-Pesa callback item', () => {
    const line = loggedLine({
      phone: '+254 712 345 678',
      message: 'STK push to 254712345678 failed',
      body: {
        CallbackMetadata: {
          Item: [
            { Name: 'PhoneNumber', Value: 254712345678 },
            { Name: 'Amount', Value: 6469 },
          ],
        },
      },
    });

    expect(JSON.stringify(line)).not.toMatch(/712 ?345/);
    expect(line).toMatchObject({
      phone: '***678',
      message: 'STK push to ***678 failed',
      body: {
        CallbackMetadata: {
          Item: [
            { Name: 'PhoneNumber', Value: '***678' },
            { Name: 'Amount', Value: 6469 },
          ],
        },
      },
    });
  });

  it('leaves ids, amounts and times readable', () => {
    const orderId = '0a1b2c3d-4e5f-4a6b-8c7d-123456789012';

    expect(loggedLine({ orderId, amount: 125000, at: '2026-11-25T10:00:00.000Z', intentId: 'pi_3Q0abc' })).toMatchObject({
      orderId,
      amount: 125000,
      at: '2026-11-25T10:00:00.000Z',
      intentId: 'pi_3Q0abc',
    });
  });

  it('names the request: its cf-ray, or a fresh id when Cloudflare sent none, on every line logged while it runs', async () => {
    const sink = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const app = new Hono().use(requestId).get('/', async (c) => {
      await Promise.resolve();
      log.info('test.deep');
      return c.text('ok');
    });

    await app.request('/', { headers: { 'cf-ray': '8e1f2a3b4c5d6e7f-NBO' } });
    await app.request('/');

    expect(sink.mock.calls.map(([line]) => (line as { requestId: unknown }).requestId)).toEqual([
      '8e1f2a3b4c5d6e7f-NBO',
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
  });

  it('names a Cron run by the id it was given', () => {
    const sink = vi.spyOn(console, 'log').mockImplementation(() => undefined);

    withRequestId('cron-2026-11-25T10:00:00.000Z', () => log.info('sweep.purged', { carts: 1 }));

    expect(sink).toHaveBeenCalledWith(expect.objectContaining({ requestId: 'cron-2026-11-25T10:00:00.000Z' }));
  });
});
