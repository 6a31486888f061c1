import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { testDb } from '#worker/test/factories.ts';
import { ACCOUNT_FREE_FAILURES, accountDelayMs, claimSignInAttempt } from './sessions.ts';
import { signIn } from './sign-in.ts';

const newAddress = () => `203.0.113.${crypto.randomUUID()}`;
const staff = { ADMIN_USERNAME: env.ADMIN_USERNAME, ADMIN_PASSWORD_HASH: env.ADMIN_PASSWORD_HASH };

/** Fails `n` sign-ins for `username`, each from a new address, one second apart from `start`. */
async function failFromManyAddresses(username: string, n: number, start: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    expect(await claimSignInAttempt(testDb(), username, newAddress(), start + i * 1000)).toMatchObject({ claimed: true });
  }
}

describe('account-wide sign-in delays: failures of one username from any address', () => {
  it('grow from 1 s, doubling, to at most 15 minutes', () => {
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES - 1)).toBe(0);
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES)).toBe(1000);
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES + 1)).toBe(2000);
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES + 5)).toBe(32_000);
    expect(accountDelayMs(ACCOUNT_FREE_FAILURES + 30)).toBe(15 * 60_000);
  });

  it('refuse a try from a fresh address with 429 and a Retry-After that grows with each further failure', async () => {
    const username = `spread-${crypto.randomUUID()}`;
    const start = Date.now() - 60 * 60_000;
    await failFromManyAddresses(username, ACCOUNT_FREE_FAILURES, start);
    let now = start + (ACCOUNT_FREE_FAILURES - 1) * 1000;

    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await signIn(testDb(), { username, password: 'guess' }, newAddress(), staff, now);
      expect(refused).toMatchObject({ ok: false, code: 'rate_limited' });
      const retryAfterSeconds = !refused.ok ? Number(refused.params?.retryAfterSeconds) : 0;
      waits.push(retryAfterSeconds);
      // Waiting as told lets exactly one more try be checked (and fail).
      now += retryAfterSeconds * 1000;
      expect(await signIn(testDb(), { username, password: 'guess' }, newAddress(), staff, now)).toMatchObject({
        code: 'invalid_credentials',
      });
    }
    expect(waits).toEqual([1, 2, 4, 8]);
  });

  it('lets only one of a parallel burst from many addresses through once the delay has passed', async () => {
    const username = `spread-burst-${crypto.randomUUID()}`;
    const start = Date.now() - 60 * 60_000;
    await failFromManyAddresses(username, ACCOUNT_FREE_FAILURES, start);
    const later = start + ACCOUNT_FREE_FAILURES * 1000 + 60_000;

    const results = await Promise.all(
      Array.from({ length: 40 }, () => signIn(testDb(), { username, password: 'guess' }, newAddress(), staff, later)),
    );

    expect(results.filter((result) => !result.ok && result.code === 'invalid_credentials')).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.code === 'rate_limited')).toHaveLength(39);
  });
});
