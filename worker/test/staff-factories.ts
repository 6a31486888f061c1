import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { staffMembers } from '#schema/tables.ts';
import { createSession } from '#worker/services/auth/sessions.ts';
import { hotp, decodeBase32, timeStep } from '#worker/services/auth/totp.ts';
import { seedFirstOwner } from '#worker/services/staff/first-owner.ts';
import { ADMIN } from './checkout-fixtures.ts';
import { testDb } from './factories.ts';

type StaffRow = typeof staffMembers.$inferSelect;

/** A base32 TOTP secret for the tests' authenticator apps. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The code an app with `secret` shows now (or `offsetSteps` steps away). */
export const totpCode = async (secret = TEST_TOTP_SECRET, offsetSteps = 0, now = Date.now()) =>
  hotp(decodeBase32(secret)!, timeStep(now) + offsetSteps);

/**
 * Inserts one staff member with a unique sign-in name; their password is ADMIN.password (the hash vitest.config.ts
 * gives ADMIN_PASSWORD_HASH, so no test pays for hashing). A staff member without a second factor unless told.
 */
export async function insertStaffMember(overrides: Partial<typeof staffMembers.$inferInsert> = {}): Promise<StaffRow> {
  const username = overrides.username ?? `${crypto.randomUUID()}@staff.test`;
  const [row] = await testDb()
    .insert(staffMembers)
    .values({
      username,
      name: `Staff ${username.slice(0, 8)}`,
      email: username,
      role: 'staff',
      passwordHash: env.ADMIN_PASSWORD_HASH,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An owner with a second factor (TEST_TOTP_SECRET), as every invited owner has. */
export const insertOwner = (overrides: Partial<typeof staffMembers.$inferInsert> = {}) =>
  insertStaffMember({ role: 'owner', totpSecret: TEST_TOTP_SECRET, ...overrides });

/** The first owner, made from the test environment's ADMIN_USERNAME / ADMIN_PASSWORD_HASH as the first sign-in makes them. */
export async function firstOwner(): Promise<StaffRow> {
  await seedFirstOwner(testDb(), env);
  const [row] = await testDb().select().from(staffMembers).where(eq(staffMembers.username, ADMIN.username));
  return row!;
}

/** A real session of `member`, as a Cookie header value. */
export async function sessionCookieOf(member: { id: number }, now = Date.now()): Promise<string> {
  const { token } = await createSession(testDb(), member.id, now);
  return `admin_session=${token}`;
}
