import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import {
  INVITE_TTL_MS,
  type AcceptInviteInput,
  type CreatedInvite,
  type InviteInput,
  type InviteSummary,
  type PendingInvite,
} from '#schema/staff-api.ts';
import { staffInvites, staffMembers } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { hashPassword } from '#worker/services/auth/password.ts';
import { codeMatchesSecret, newTotpSecret } from '#worker/services/auth/totp.ts';
import { sha256Hex, toBase64Url } from '#worker/services/encoding.ts';
import { fail, succeed, type Failure, type Result } from '#worker/services/result.ts';

/** Where an invite is accepted: the admin area's page of that name, the token in its path. */
export const invitePath = (token: string): string => `/admin/invite/${token}`;

const pendingColumns = {
  id: staffInvites.id,
  name: staffInvites.name,
  email: staffInvites.email,
  role: staffInvites.role,
  expiresAt: staffInvites.expiresAt,
};

const asPending = (row: { id: number; name: string; email: string; role: PendingInvite['role']; expiresAt: Date }): PendingInvite => ({
  ...row,
  expiresAt: row.expiresAt.toISOString(),
});

const isStaffAlready = async (db: Database, email: string) =>
  (await db.$count(staffMembers, eq(staffMembers.username, email.toLowerCase()))) > 0;

/** Spends every unused invite for `email`: their links stop working, as a withdrawn one's does. */
const spendInvitesFor = (db: Database, email: string, at: Date) =>
  db
    .update(staffInvites)
    .set({ usedAt: at })
    .where(and(eq(staffInvites.email, email), isNull(staffInvites.usedAt)));

/**
 * An owner invites someone: a single-use link valid for INVITE_TTL_MS; only the SHA-256 of its token is kept. A new
 * invite for an email replaces one still pending for it, in the same batch: one email, one link that works.
 */
export async function createInvite(db: Database, input: InviteInput, invitedBy: number, now = Date.now()): Promise<Result<CreatedInvite>> {
  const email = input.email.toLowerCase();
  if (await isStaffAlready(db, email)) return fail('staff_exists', 'Someone on the staff signs in with this email already');
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  const [, [row]] = await db.batch([
    spendInvitesFor(db, email, new Date(now)),
    db
      .insert(staffInvites)
      .values({ ...input, email, tokenHash: await sha256Hex(token), invitedBy, expiresAt: new Date(now + INVITE_TTL_MS) })
      .returning(pendingColumns),
  ]);
  return succeed({ ...asPending(row!), path: invitePath(token) });
}

/** The invites that can still be accepted, oldest first. */
export async function listPendingInvites(db: Database, now = Date.now()): Promise<PendingInvite[]> {
  const rows = await db
    .select(pendingColumns)
    .from(staffInvites)
    .where(and(isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, new Date(now))))
    .orderBy(asc(staffInvites.id));
  return rows.map(asPending);
}

/** An owner withdraws an invite that was not used yet: its link stops working. */
export async function withdrawInvite(db: Database, id: number, now = Date.now()): Promise<Result<null>> {
  const withdrawn = await db
    .update(staffInvites)
    .set({ usedAt: new Date(now) })
    .where(and(eq(staffInvites.id, id), isNull(staffInvites.usedAt)))
    .returning({ id: staffInvites.id });
  return withdrawn.length > 0 ? succeed(null) : fail('not_found', 'No such invite, or it was used already');
}

type InviteRow = typeof staffInvites.$inferSelect;

/** The invite of a link's token when it can still be used: else why not (unknown, used, expired). */
async function usableInvite(db: Database, token: string, now: number): Promise<Result<InviteRow>> {
  const [invite] = await db
    .select()
    .from(staffInvites)
    .where(eq(staffInvites.tokenHash, await sha256Hex(token)));
  if (!invite) return fail('invite_invalid', 'This invite link is not one of this shop’s');
  if (invite.usedAt) return fail('invite_used', 'This invite link was used already');
  if (invite.expiresAt.getTime() <= now) return fail('invite_expired', 'This invite link has expired: ask for a new one');
  return succeed(invite);
}

/** What the invite page shows before the invitee sets their password: who it is for, and a new secret for their app. */
export async function inviteSummary(db: Database, token: string, now = Date.now()): Promise<Result<InviteSummary>> {
  const invite = await usableInvite(db, token, now);
  if (!invite.ok) return invite;
  const { name, email, role, expiresAt } = invite.value;
  return succeed({ name, email, role, expiresAt: expiresAt.toISOString(), newTotpSecret: newTotpSecret() });
}

/** Why an acceptance's second factor is not enough: an owner must set one up, and a code must prove it was saved. */
async function secondFactorRefusal(invite: InviteRow, input: AcceptInviteInput, now: number): Promise<Failure | null> {
  if (input.totpSecret === undefined || input.code === undefined) {
    return invite.role === 'owner' ? fail('owner_needs_second_factor', 'An owner needs a second factor: set it up to go on') : null;
  }
  return (await codeMatchesSecret(input.totpSecret, input.code, now))
    ? null
    : fail('totp_code_wrong', 'That code is not the current one of this secret: check the app’s clock and try the next code');
}

/** Whether a failed write broke the unique sign-in name: someone joined with this email meanwhile. */
const isUniqueViolation = (error: unknown): boolean => String(error).includes('UNIQUE constraint failed');

/**
 * The invitee sets their password (and second factor) and joins the staff, signing in with the invite's email.
 * The invite is spent and the person made in one batch: the UPDATE takes it only while unused and unexpired, and
 * the unique sign-in name refuses a second person for the same email, so two acceptances of one link make one.
 */
export async function acceptInvite(
  db: Database,
  token: string,
  input: AcceptInviteInput,
  now = Date.now(),
): Promise<Result<{ username: string }>> {
  const found = await usableInvite(db, token, now);
  if (!found.ok) return found;
  const invite = found.value;
  const refusal = await secondFactorRefusal(invite, input, now);
  if (refusal) return refusal;
  if (await isStaffAlready(db, invite.email)) return fail('staff_exists', 'Someone on the staff signs in with this email already');
  const { name, email, role } = invite;
  const member = { username: email, name, email, role, language: input.language, totpSecret: input.totpSecret ?? null };
  const passwordHash = await hashPassword(input.password);
  const spentAt = new Date(now);
  try {
    const [spent] = await db.batch([
      db
        .update(staffInvites)
        .set({ usedAt: spentAt })
        .where(and(eq(staffInvites.id, invite.id), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, spentAt)))
        .returning({ id: staffInvites.id }),
      db.insert(staffMembers).values({ ...member, passwordHash }),
      // Any other invite still pending for this email (made before invites replaced each other) is spent too.
      spendInvitesFor(db, email, spentAt),
    ]);
    if (spent.length === 0) throw new Error('UNIQUE constraint failed: the invite was spent meanwhile');
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return fail('invite_used', 'This invite link was used already');
  }
  return succeed({ username: email });
}
