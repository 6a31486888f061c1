import { sql } from 'drizzle-orm';
import { EMAIL_PATTERN } from '#schema/fields.ts';
import { staffMembers } from '#schema/tables.ts';
import type { Bindings, Database } from '#worker/env.ts';
import { log } from '#worker/lib/log.ts';
import { decodeBase32 } from '#worker/services/auth/totp.ts';

type FirstOwnerVars = Partial<Pick<Bindings, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD_HASH' | 'ADMIN_TOTP_SECRET'>>;

/** The TOTP secret the first owner starts with: ADMIN_TOTP_SECRET when set; undefined when it is set but not base32. */
function firstOwnerSecret(secret: string | undefined): string | null | undefined {
  const trimmed = secret?.trim();
  if (!trimmed) return null;
  const normalised = trimmed.toUpperCase().replace(/\s|=/g, '');
  return decodeBase32(normalised) ? normalised : undefined;
}

/**
 * Makes the first owner from the variables `npm start`'s set-up writes (ADMIN_USERNAME, ADMIN_PASSWORD_HASH and
 * ADMIN_TOTP_SECRET when set), while nobody is on the staff yet: one INSERT ... WHERE NOT EXISTS, so it happens
 * once, on the first sign-in try, and an install from before staff accounts keeps its login. Afterwards the
 * variables are never read again (docs/operations.md, "Staff accounts").
 */
export async function seedFirstOwner(db: Database, vars: FirstOwnerVars): Promise<void> {
  const username = vars.ADMIN_USERNAME?.trim().toLowerCase();
  const passwordHash = vars.ADMIN_PASSWORD_HASH;
  if (!username || !passwordHash) return;
  const totpSecret = firstOwnerSecret(vars.ADMIN_TOTP_SECRET);
  if (totpSecret === undefined) {
    log.error('config.totp_secret_invalid', { message: 'ADMIN_TOTP_SECRET is not base32: the first owner is made once it is fixed' });
    return;
  }
  const email = EMAIL_PATTERN.test(username) ? username : null;
  await db.run(
    sql`INSERT INTO ${staffMembers} (username, name, email, role, password_hash, totp_secret)
        SELECT ${username}, ${username}, ${email}, 'owner', ${passwordHash}, ${totpSecret}
        WHERE NOT EXISTS (SELECT 1 FROM ${staffMembers})`,
  );
}
