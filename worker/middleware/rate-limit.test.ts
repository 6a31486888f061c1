import { describe, expect, it } from 'vitest';
import { call } from '#worker/test/app.ts';

const newAddress = () => `192.0.2.${crypto.randomUUID()}`;

type Key = { address: string; session: string };
/** `read`: a read of the same resource by the same key, which the limit leaves alone. */
type Limited = { label: string; limit: number; send: (key: Key) => Promise<Response>; read?: (key: Key) => Promise<Response> };

const post = (path: string, headers: Record<string, string>) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

/** Each public write with its limit per minute (wrangler.jsonc), sent with an invalid body: counting comes first. */
const LIMITED: Limited[] = [
  {
    label: 'cart writes, per visitor session',
    limit: 60,
    send: ({ session }) => post('/api/cart', { 'x-session-id': session }),
    read: ({ session }) => call('/api/cart', { headers: { 'x-session-id': session } }),
  },
  {
    label: 'orders, per client address',
    limit: 10,
    send: ({ address }) => post('/api/orders', { 'x-session-id': crypto.randomUUID(), 'cf-connecting-ip': address }),
  },
  {
    label: 'card payment starts, per client address',
    limit: 10,
    send: ({ address }) => post('/api/visa/create-session', { 'cf-connecting-ip': address }),
  },
  {
    label: 'M-Pesa payment starts, per client address',
    limit: 10,
    send: ({ address }) => post('/api/mpesa/initiate', { 'cf-connecting-ip': address }),
  },
  {
    label: 'wholesale applications, per client address',
    limit: 5,
    send: ({ address }) => post('/api/wholesale/apply', { 'cf-connecting-ip': address }),
  },
  { label: 'sign-in, per client address', limit: 200, send: ({ address }) => post('/api/admin/login', { 'cf-connecting-ip': address }) },
  {
    label: 'view tracking, per client address',
    limit: 120,
    send: ({ address }) => call('/api/uploaded-images/999999999?track_view=true', { headers: { 'cf-connecting-ip': address } }),
    read: ({ address }) => call('/api/uploaded-images/999999999', { headers: { 'cf-connecting-ip': address } }),
  },
];

const minuteWindow = () => Math.floor(Date.now() / 60_000);

/**
 * Sends `limit` writes and one more from a fresh key. The local limiter counts in windows aligned to the
 * clock's minutes, so a burst that crossed a minute was counted in two windows: it is sent again from
 * another fresh key, which then starts inside the new window.
 */
async function burstWithinOneWindow(limit: number, send: Limited['send']) {
  for (;;) {
    const window = minuteWindow();
    const key = { address: newAddress(), session: crypto.randomUUID() };
    for (let i = 0; i < limit; i++) expect((await send(key)).status).not.toBe(429);
    const refused = await send(key);
    if (minuteWindow() === window) return { key, refused };
  }
}

describe("public writes are limited by Cloudflare's rate limiting binding", () => {
  it.each(LIMITED)(
    '$label: $limit a minute, then 429 rate_limited with Retry-After',
    { timeout: 30_000 },
    async ({ limit, send, read }) => {
      const { key, refused } = await burstWithinOneWindow(limit, send);

      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.json()).toEqual({
        error: 'Too many requests. Try again in 1 minute(s).',
        code: 'rate_limited',
        params: { minutes: 1, retryAfterSeconds: 60 },
      });
      if (read) expect((await read(key)).status).not.toBe(429);
      // Another visitor or address is not held back by this one.
      expect((await send({ address: newAddress(), session: crypto.randomUUID() })).status).not.toBe(429);
    },
  );
});
