import type { LoginInput } from '#schema/api.ts';
import type { Bindings, Database } from '#worker/env.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';
import { textsEqual, verifyPassword } from './password.ts';
import { claimSignInAttempt, openSignedInSession } from './sessions.ts';
import { secondFactorHolds, secondFactorKey } from './totp.ts';

type StaffCredentials = Pick<Bindings, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD_HASH' | 'ADMIN_TOTP_SECRET'>;

export type SignedIn = { username: string; token: string; expiresAt: Date };

/**
 * The staff sign-in policy: every try is claimed before the password is checked (claimSignInAttempt: at
 * most 5 per username and client address in 15 minutes, and growing delays once the username has failed
 * often from anywhere; else `rate_limited` with the seconds until it reopens), both checks always run so a wrong
 * username takes as long as a wrong password, and a success opens a session and forgets the failures.
 * With ADMIN_TOTP_SECRET set, the code of the authenticator app is asked for (`totp_required` without one)
 * and must hold too; which of the three was wrong is never said.
 */
export async function signIn(
  db: Database,
  { username, password, code }: LoginInput,
  clientAddress: string,
  staff: Partial<StaffCredentials>,
  now = Date.now(),
): Promise<Result<SignedIn>> {
  const totpKey = secondFactorKey(staff.ADMIN_TOTP_SECRET);
  if (totpKey !== undefined && !code) return fail('totp_required', 'Enter the 6-digit code from your authenticator app');
  const claim = await claimSignInAttempt(db, username, clientAddress, now);
  if (!claim.claimed) {
    const retryAfterSeconds = Math.ceil(claim.retryAfterMs / 1000);
    const minutes = Math.max(1, Math.ceil(claim.retryAfterMs / 60_000));
    return fail('rate_limited', `Too many failed sign-ins. Try again in ${minutes} minute(s).`, { minutes, retryAfterSeconds });
  }
  const [userMatches, passwordMatches] = await Promise.all([
    textsEqual(username, staff.ADMIN_USERNAME ?? ''),
    verifyPassword(password, staff.ADMIN_PASSWORD_HASH ?? ''),
  ]);
  const allMatch = userMatches && passwordMatches && (await secondFactorHolds(db, username, totpKey, code));
  if (!allMatch) return fail('invalid_credentials', 'Invalid credentials');
  const session = await openSignedInSession(db, username, clientAddress);
  return succeed({ username, ...session });
}
