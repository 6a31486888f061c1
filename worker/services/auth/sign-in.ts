import type { LoginInput } from '#schema/sign-in-api.ts';
import type { Bindings, Database } from '#worker/env.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';
import { textsEqual, verifyPassword } from './password.ts';
import { claimSignInAttempt, openSignedInSession } from './sessions.ts';
import { claimStep, secondFactorKey, unusedStep } from './totp.ts';

type StaffCredentials = Pick<Bindings, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD_HASH' | 'ADMIN_TOTP_SECRET'>;

export type SignedIn = { username: string; token: string; expiresAt: Date };

/**
 * The staff sign-in policy (docs/design.md §2): every try is claimed before the password is checked
 * (claimSignInAttempt; else `rate_limited` with the seconds until it reopens), both checks always run so a
 * wrong username takes as long as a wrong password, and a success opens a session and forgets the failures.
 * With ADMIN_TOTP_SECRET set, the code of the authenticator app is asked for (`totp_required` without one)
 * and must hold too; a try whose code is current and unused is "proven" and counted apart, so nobody
 * else's failures delay it. Which of the three was wrong is never said.
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
  const step = await unusedStep(db, username, totpKey, code, now);
  const source = { clientAddress, proven: step !== null };
  const claim = await claimSignInAttempt(db, username, source, now);
  if (!claim.claimed) {
    const retryAfterSeconds = Math.ceil(claim.retryAfterMs / 1000);
    const minutes = Math.max(1, Math.ceil(claim.retryAfterMs / 60_000));
    return fail('rate_limited', `Too many failed sign-ins. Try again in ${minutes} minute(s).`, { minutes, retryAfterSeconds });
  }
  const [userMatches, passwordMatches] = await Promise.all([
    textsEqual(username, staff.ADMIN_USERNAME ?? ''),
    verifyPassword(password, staff.ADMIN_PASSWORD_HASH ?? ''),
  ]);
  const codeHolds = totpKey === undefined || step !== null;
  const allMatch = userMatches && passwordMatches && codeHolds && (step === null || (await claimStep(db, username, step)));
  if (!allMatch) return fail('invalid_credentials', 'Invalid credentials');
  const session = await openSignedInSession(db, username, source);
  return succeed({ username, ...session });
}
