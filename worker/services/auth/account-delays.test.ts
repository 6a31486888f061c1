import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ADMIN } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';
import { insertStaffMember, TEST_TOTP_SECRET } from '#worker/test/staff-factories.ts';
import { ACCOUNT_FREE_FAILURES, accountDelayMs, claimSignInAttempt, MAX_FAILED_LOGINS } from './sessions.ts';
import { signIn } from './sign-in.ts';
import { decodeBase32, hotp, timeStep } from './totp.ts';

const newAddress = () => `203.0.113.${crypto.randomUUID()}`;
const staff = { ADMIN_USERNAME: env.ADMIN_USERNAME, ADMIN_PASSWORD_HASH: env.ADMIN_PASSWORD_HASH };

/** Fails `n` sign-ins for `username`, each from a new address, one second apart from `start`. */
async function failFromManyAddresses(username: string, n: number, start: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    expect(await claimSignInAttempt(testDb(), username, { clientAddress: newAddress(), proven: false }, start + i * 1000)).toMatchObject({
      claimed: true,
    });
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

describe('other people’s failures never delay the right password and a current code of one’s own second factor', () => {
  const key = decodeBase32(TEST_TOTP_SECRET)!;
  const codeAt = (now: number) => hotp(key, timeStep(now));
  const wrongCode = async (now: number) => String((Number(await codeAt(now)) + 1) % 1_000_000).padStart(6, '0');
  /** A staff account of its own with a second factor, so the code steps it uses are its own too. */
  const account = async () => {
    const { username } = await insertStaffMember({ totpSecret: TEST_TOTP_SECRET });
    return { username, staff };
  };

  it('signs in from a fresh address while guessers from many addresses have the account in its delays', async () => {
    const { username, staff: withCode } = await account();
    const now = Date.now();
    // One failure a second from a new address each; the newest now, so the account must wait 2 s.
    await failFromManyAddresses(username, ACCOUNT_FREE_FAILURES + 1, now - ACCOUNT_FREE_FAILURES * 1000);

    const guess = await signIn(testDb(), { username, password: 'guess', code: await wrongCode(now) }, newAddress(), withCode, now);
    expect(guess).toMatchObject({ ok: false, code: 'rate_limited' });
    const staffMember = await signIn(
      testDb(),
      { username, password: ADMIN.password, code: await codeAt(now) },
      newAddress(),
      withCode,
      now,
    );
    expect(staffMember).toMatchObject({ ok: true, value: { staff: { username } } });
  });

  it('signs in from an address whose own guessers used up its five tries', async () => {
    const { username, staff: withCode } = await account();
    const address = newAddress();
    const now = Date.now();
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      const guess = await signIn(testDb(), { username, password: `guess ${i}`, code: await wrongCode(now) }, address, withCode, now);
      expect(guess).toMatchObject({ code: 'invalid_credentials' });
    }
    expect(await signIn(testDb(), { username, password: 'guess', code: await wrongCode(now) }, address, withCode, now)).toMatchObject({
      code: 'rate_limited',
    });

    const staffMember = await signIn(testDb(), { username, password: ADMIN.password, code: await codeAt(now) }, address, withCode, now);
    expect(staffMember).toMatchObject({ ok: true });
  });

  it('still checks at most five of a parallel burst of wrong passwords that all carry the current code', async () => {
    const { username, staff: withCode } = await account();
    const now = Date.now();
    const code = await codeAt(now);

    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(testDb(), { username, password: `guess ${i}`, code }, newAddress(), withCode, now)),
    );

    const checked = results.filter((result) => !result.ok && result.code === 'invalid_credentials');
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(results.filter((result) => !result.ok && result.code === 'rate_limited')).toHaveLength(40 - checked.length);
  });

  it('treats a code already used as no proof: it waits out the account’s delays like any guess', async () => {
    const { username, staff: withCode } = await account();
    const now = Date.now();
    const code = await codeAt(now);
    expect(await signIn(testDb(), { username, password: ADMIN.password, code }, newAddress(), withCode, now)).toMatchObject({ ok: true });
    await failFromManyAddresses(username, ACCOUNT_FREE_FAILURES + 1, now - ACCOUNT_FREE_FAILURES * 1000);

    const replay = await signIn(testDb(), { username, password: ADMIN.password, code }, newAddress(), withCode, now);
    expect(replay).toMatchObject({ ok: false, code: 'rate_limited' });
  });
});
