import { describe, expect, it } from 'vitest';
import { testDb } from '#worker/test/factories.ts';
import { claimStep, decodeBase32, hotp, matchingStep, TOTP_STEP_SECONDS, timeStep, unusedStep } from './totp.ts';

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890". */
const RFC_SEED = new TextEncoder().encode('12345678901234567890');
/** The same seed in base32, as an authenticator app is given it. */
const RFC_SEED_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('RFC 6238 test vectors (SHA-1, 8 digits)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s the code is %s', async (seconds, code) => {
    expect(await hotp(RFC_SEED, timeStep(seconds * 1000), 8)).toBe(code);
  });
});

describe('decodeBase32', () => {
  it('reads the RFC seed, ignoring case, spaces and padding', () => {
    expect(decodeBase32(RFC_SEED_BASE32)).toEqual(RFC_SEED);
    expect(decodeBase32('gezd gnbv gy3t qojq gezd gnbv gy3t qojq====')).toEqual(RFC_SEED);
  });

  it.each(['', '   ', 'not base32!', 'GEZDGNBVGY1'])('refuses %j', (text) => {
    expect(decodeBase32(text)).toBeNull();
  });
});

describe('matchingStep: 30-second steps, one step of drift either way', () => {
  const now = 1_700_000_000_000;
  const step = timeStep(now);
  const codeAt = (offset: number) => hotp(RFC_SEED, step + offset);

  it.each([-1, 0, 1])('accepts the code of step %i from now', async (offset) => {
    expect(await matchingStep(RFC_SEED, await codeAt(offset), now)).toBe(step + offset);
  });

  it.each([-2, 2, 10])('refuses the code of step %i from now', async (offset) => {
    const code = await codeAt(offset);
    // A code of a far step may by chance equal a near one; only a genuinely different code is a fair test.
    const near = await Promise.all([-1, 0, 1].map((near) => codeAt(near)));
    if (!near.includes(code)) expect(await matchingStep(RFC_SEED, code, now)).toBeNull();
    else expect(near).toContain(code);
  });

  it('refuses codes that are not six digits', async () => {
    const code = await codeAt(0);
    for (const wrong of ['', code.slice(1), `${code}0`, ` ${code}`]) expect(await matchingStep(RFC_SEED, wrong, now)).toBeNull();
  });

  it('steps every 30 seconds', () => {
    expect(TOTP_STEP_SECONDS).toBe(30);
    expect(timeStep(29_999)).toBe(0);
    expect(timeStep(30_000)).toBe(1);
  });
});

describe('a code is never accepted twice', () => {
  it('claims each step once per user, and never an older one after a newer', async () => {
    const username = `totp-${crypto.randomUUID()}`;
    expect(await claimStep(testDb(), username, 100)).toBe(true);
    expect(await claimStep(testDb(), username, 100)).toBe(false);
    expect(await claimStep(testDb(), username, 99)).toBe(false);
    expect(await claimStep(testDb(), username, 101)).toBe(true);
    expect(await claimStep(testDb(), `other-${username}`, 100)).toBe(true);
  });

  it('lets exactly one of parallel sign-ins with the same code through', async () => {
    const username = `totp-${crypto.randomUUID()}`;
    const now = Date.now();
    const code = await hotp(RFC_SEED, timeStep(now));
    const signIn = async () => {
      const step = await unusedStep(testDb(), username, RFC_SEED, code, now);
      return step !== null && (await claimStep(testDb(), username, step));
    };
    const results = await Promise.all(Array.from({ length: 10 }, signIn));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('finds no unused step with a broken secret, without a code, or once the code was used', async () => {
    const username = `totp-${crypto.randomUUID()}`;
    const now = Date.now();
    const code = await hotp(RFC_SEED, timeStep(now));
    expect(await unusedStep(testDb(), username, null, code, now)).toBeNull();
    expect(await unusedStep(testDb(), username, RFC_SEED, undefined, now)).toBeNull();
    expect(await unusedStep(testDb(), username, RFC_SEED, code, now)).toBe(timeStep(now));
    expect(await claimStep(testDb(), username, timeStep(now))).toBe(true);
    expect(await unusedStep(testDb(), username, RFC_SEED, code, now)).toBeNull();
  });
});
