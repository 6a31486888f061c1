import type { LoginInput } from '#schema/sign-in-api.ts';
import type { StaffSession } from '#schema/staff-api.ts';
import type { Bindings, Database } from '#worker/env.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';
import { seedFirstOwner } from '#worker/services/staff/first-owner.ts';
import { findActiveMember } from '#worker/services/staff/members.ts';
import { verifyPassword } from './password.ts';
import { claimSignInAttempt, openSignedInSession } from './sessions.ts';
import { claimStep, secondFactorKey, unusedStep } from './totp.ts';

type FirstOwnerVars = Partial<Pick<Bindings, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD_HASH' | 'ADMIN_TOTP_SECRET'>>;

export type SignedIn = { staff: StaffSession; token: string; expiresAt: Date };

/**
 * Checked when nobody has the username, so an unknown name costs the same PBKDF2 work as a wrong password
 * (pbkdf2-sha256 of a random text nobody knows, 100,000 iterations like every stored hash).
 */
const NOBODYS_HASH = 'pbkdf2-sha256$100000$Ss9jfsiGEGaQEufJSUAnlQ==$eiZjRGtp3MGHCg0MEewkQA4ZgNgiO2OB7W9JvF44BDY=';

/**
 * The staff sign-in policy (docs/design.md §2): every try is claimed before the password is checked
 * (claimSignInAttempt; else `rate_limited` with the seconds until it reopens), the password is always checked
 * (against nobody's hash for an unknown or disabled name) so a wrong username takes as long as a wrong
 * password, and a success opens a session bound to the person and forgets the failures. A person with a
 * second factor must also give a current, unused code of their own app: only once the password is right is
 * `totp_required` answered without one, so nobody learns who has a second factor. A try whose code is current
 * and unused is "proven" and counted apart, so nobody else's failures delay it. Which part was wrong is never said.
 */
export async function signIn(
  db: Database,
  { username: typed, password, code }: LoginInput,
  clientAddress: string,
  firstOwner: FirstOwnerVars,
  now = Date.now(),
): Promise<Result<SignedIn>> {
  await seedFirstOwner(db, firstOwner);
  const username = typed.trim().toLowerCase();
  const member = await findActiveMember(db, username);
  const totpKey = secondFactorKey(member?.totpSecret);
  const step = await unusedStep(db, username, totpKey, code, now);
  const source = { clientAddress, proven: step !== null };
  const claim = await claimSignInAttempt(db, username, source, now);
  if (!claim.claimed) {
    const retryAfterSeconds = Math.ceil(claim.retryAfterMs / 1000);
    const minutes = Math.max(1, Math.ceil(claim.retryAfterMs / 60_000));
    return fail('rate_limited', `Too many failed sign-ins. Try again in ${minutes} minute(s).`, { minutes, retryAfterSeconds });
  }
  const passwordMatches = await verifyPassword(password, member?.passwordHash ?? NOBODYS_HASH);
  if (!member || !passwordMatches) return fail('invalid_credentials', 'Invalid credentials');
  if (totpKey !== undefined && !code) return fail('totp_required', 'Enter the 6-digit code from your authenticator app');
  const codeHolds = totpKey === undefined || (step !== null && (await claimStep(db, username, step)));
  if (!codeHolds) return fail('invalid_credentials', 'Invalid credentials');
  const session = await openSignedInSession(db, member, source);
  const { passwordHash: _hash, totpSecret, ...staff } = member;
  return succeed({ staff: { ...staff, hasSecondFactor: totpSecret !== null }, ...session });
}
