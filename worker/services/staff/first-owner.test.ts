import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { staffMembers } from '#schema/tables.ts';
import { testDb } from '#worker/test/factories.ts';
import { TEST_TOTP_SECRET } from '#worker/test/staff-factories.ts';
import { seedFirstOwner } from './first-owner.ts';

const vars = { ADMIN_USERNAME: 'Owner@Gems.Example', ADMIN_PASSWORD_HASH: env.ADMIN_PASSWORD_HASH };

/** In order, on this file's own D1, which starts with nobody on the staff (as an install from before staff accounts). */
describe('the first owner comes from the environment, once', () => {
  it('is not made from an ADMIN_TOTP_SECRET that is not base32 (until it is fixed)', async () => {
    await seedFirstOwner(testDb(), { ...vars, ADMIN_TOTP_SECRET: 'not base32!' });
    expect(await testDb().$count(staffMembers)).toBe(0);
  });

  it('is made an owner from ADMIN_USERNAME (lowercase, their email when it is one), the hash and the secret', async () => {
    await seedFirstOwner(testDb(), { ...vars, ADMIN_TOTP_SECRET: TEST_TOTP_SECRET.toLowerCase() });
    expect(await testDb().select().from(staffMembers)).toEqual([
      expect.objectContaining({
        username: 'owner@gems.example',
        email: 'owner@gems.example',
        role: 'owner',
        passwordHash: env.ADMIN_PASSWORD_HASH,
        totpSecret: TEST_TOTP_SECRET,
        active: true,
        language: 'en',
      }),
    ]);
  });

  it('is never made again, nor changed, whatever the variables say later', async () => {
    const before = await testDb().select().from(staffMembers);
    await seedFirstOwner(testDb(), { ADMIN_USERNAME: 'someone-else', ADMIN_PASSWORD_HASH: 'pbkdf2-sha256$1$AA==$AA==' });
    await seedFirstOwner(testDb(), vars);
    expect(await testDb().select().from(staffMembers)).toEqual(before);
  });
});
