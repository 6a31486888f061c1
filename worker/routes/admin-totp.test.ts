import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '#worker/index.ts';
import { decodeBase32, hotp, timeStep } from '#worker/services/auth/totp.ts';
import { staffSessionSetCookie } from '#worker/test/admin-session.ts';
import { ADMIN } from '#worker/test/checkout-fixtures.ts';
import { firstOwner, insertStaffMember, totpCode } from '#worker/test/staff-factories.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTHER_SECRET = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA';
const newAddress = () => `198.51.100.${crypto.randomUUID()}`;

/**
 * POST /api/admin/login through the Worker with ADMIN_TOTP_SECRET set to `secret` (null: not set at all). The
 * file's first call makes the first owner, with SECRET as their second factor; later values change nothing.
 */
async function login(body: Record<string, string>, secret: string | null = SECRET, address = newAddress(), staffEnv: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const request = new Request('http://shop.test/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': address },
    body: JSON.stringify(body),
  });
  const { ADMIN_TOTP_SECRET: _unset, ...withoutSecret } = env;
  const withStaff = { ...withoutSecret, ...staffEnv };
  const response = await app.fetch(request, secret === null ? withStaff : { ...withStaff, ADMIN_TOTP_SECRET: secret }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const currentCode = async (offsetSteps = 0) => hotp(decodeBase32(SECRET)!, timeStep(Date.now()) + offsetSteps);

describe('staff sign-in with their own second factor (the first owner’s from ADMIN_TOTP_SECRET)', () => {
  it('asks for the code once the password is right and none is given (401 totp_required), opening no session', async () => {
    const response = await login({ ...ADMIN });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'totp_required' });
    expect(staffSessionSetCookie(response)).toBeNull();
  });

  it('answers a wrong password without a code as invalid credentials, so nobody learns who has a second factor', async () => {
    const response = await login({ ...ADMIN, password: 'wrong' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('makes the first owner once, with ADMIN_TOTP_SECRET as their second factor: a later value is not read', async () => {
    await login({ ...ADMIN }, 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(await firstOwner()).toMatchObject({ role: 'owner', totpSecret: SECRET, active: true });
  });

  it('signs in with the right password and the current code', async () => {
    const response = await login({ ...ADMIN, code: await currentCode() });
    expect(response.status).toBe(200);
    expect(staffSessionSetCookie(response)).toMatch(/^admin_session=/);
  });

  it('never accepts the same code twice', async () => {
    // The previous step's code: the test above may have used the current one already.
    const code = await currentCode(-1);
    const first = await login({ ...ADMIN, code });
    const again = await login({ ...ADMIN, code });
    expect([first.status, again.status]).toContain(401);
    expect(await again.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it.each([
    {
      label: 'a wrong code',
      body: async () => ({ ...ADMIN, code: String((Number(await currentCode()) + 1) % 1_000_000).padStart(6, '0') }),
    },
    { label: 'a code two steps old', body: async () => ({ ...ADMIN, code: await currentCode(-2) }) },
    { label: 'the right code with a wrong password', body: async () => ({ ...ADMIN, password: 'wrong', code: await currentCode(1) }) },
  ])('refuses $label as invalid credentials, never saying which part was wrong', async ({ body }) => {
    const response = await login(await body());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Invalid credentials', code: 'invalid_credentials' });
  });

  it('takes the password alone from someone who set up no second factor', async () => {
    const { username } = await insertStaffMember();
    expect((await login({ username, password: ADMIN.password }, null)).status).toBe(200);
  });

  it('refuses every sign-in of someone whose stored secret is not base32', async () => {
    const { username } = await insertStaffMember({ totpSecret: 'not base32!' });
    const response = await login({ username, password: ADMIN.password, code: '123456' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('checks each person’s code against their own secret, never another’s', async () => {
    const { username } = await insertStaffMember({ totpSecret: OTHER_SECRET });
    const withOwnersCode = await login({ username, password: ADMIN.password, code: await currentCode() });
    expect(withOwnersCode.status).toBe(401);
    const withOwnCode = await login({ username, password: ADMIN.password, code: await totpCode(OTHER_SECRET) });
    expect(withOwnCode.status).toBe(200);
  });

  it('refuses a code that is not six digits with 400', async () => {
    const response = await login({ ...ADMIN, code: '12ab56' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_input', params: { field: 'code' } });
  });

  it('lets staff in with the right password and code from a fresh address after guessers from many addresses failed past the account’s free failures', async () => {
    const { username } = await insertStaffMember({ totpSecret: SECRET });
    const staffEnv = {};
    const addresses = Array.from({ length: 7 }, newAddress);
    const wrong = String((Number(await currentCode()) + 1) % 1_000_000).padStart(6, '0');
    for (const [i, address] of addresses.entries())
      for (let n = 0; n < 5; n += 1) await login({ username, password: `guess ${i}.${n}`, code: wrong }, SECRET, address, staffEnv);
    expect((await login({ username, password: 'guess', code: wrong }, SECRET, newAddress(), staffEnv)).status).toBe(429);

    const staffMember = await login({ username, password: ADMIN.password, code: await currentCode() }, SECRET, newAddress(), staffEnv);

    expect(staffMember.status).toBe(200);
    expect(await staffMember.json()).toMatchObject({ username, hasSecondFactor: true });
  });
});
