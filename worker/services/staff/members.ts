import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffChange, StaffMember } from '#schema/staff-api.ts';
import { adminSessions, staffMembers, staffTotpSteps } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';

const memberColumns = {
  id: staffMembers.id,
  username: staffMembers.username,
  name: staffMembers.name,
  email: staffMembers.email,
  role: staffMembers.role,
  active: staffMembers.active,
  language: staffMembers.language,
  hasSecondFactor: sql<number>`${staffMembers.totpSecret} IS NOT NULL`.mapWith(Boolean),
  createdAt: staffMembers.createdAt,
};

/** The active person signing in as `username` (lowercase), with what sign-in checks; undefined when nobody is. */
export async function findActiveMember(db: Database, username: string) {
  const [member] = await db
    .select({
      id: staffMembers.id,
      username: staffMembers.username,
      name: staffMembers.name,
      role: staffMembers.role,
      language: staffMembers.language,
      passwordHash: staffMembers.passwordHash,
      totpSecret: staffMembers.totpSecret,
    })
    .from(staffMembers)
    .where(and(eq(staffMembers.username, username), eq(staffMembers.active, true)));
  return member;
}

/** Everyone on the staff, the first made first. */
export async function listMembers(db: Database): Promise<StaffMember[]> {
  const rows = await db.select(memberColumns).from(staffMembers).orderBy(asc(staffMembers.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

async function memberById(db: Database, id: number): Promise<StaffMember | null> {
  const [row] = await db.select(memberColumns).from(staffMembers).where(eq(staffMembers.id, id));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

/** Another active owner than `id` exists: the condition under which `id` may stop being one. */
const anotherActiveOwner = (id: number) =>
  sql`EXISTS (SELECT 1 FROM ${staffMembers} AS other WHERE other.role = 'owner' AND other.active = 1 AND other.id <> ${id})`;

/**
 * An owner disables, re-enables or changes the role of a staff member. In one conditional UPDATE: nobody
 * may disable or demote the last active owner (`last_owner`), and only someone with a second factor may
 * become an owner (`owner_needs_second_factor`). Disabling ends the person's sessions in the same batch.
 */
export async function changeMember(db: Database, id: number, change: StaffChange): Promise<Result<StaffMember>> {
  const before = await memberById(db, id);
  if (!before) return fail('not_found', 'No such staff member');
  const active = change.active ?? before.active;
  const role = change.role ?? before.role;
  const staysActiveOwner = active && role === 'owner';
  if (role === 'owner' && before.role !== 'owner' && !before.hasSecondFactor) {
    return fail('owner_needs_second_factor', 'An owner needs a second factor: they set one up on their Account page first');
  }
  const keepsAnOwner = staysActiveOwner
    ? sql`1`
    : sql`(${staffMembers.role} <> 'owner' OR ${staffMembers.active} = 0 OR ${anotherActiveOwner(id)})`;
  const [updated] = await db.batch([
    db
      .update(staffMembers)
      .set({ active, role })
      .where(and(eq(staffMembers.id, id), keepsAnOwner))
      .returning({ id: staffMembers.id }),
    db.delete(adminSessions).where(and(eq(adminSessions.staffId, id), sql`(SELECT active FROM ${staffMembers} WHERE id = ${id}) = 0`)),
  ]);
  if (updated.length === 0) return fail('last_owner', 'The shop needs at least one active owner');
  return succeed((await memberById(db, id))!);
}

/**
 * An owner takes away someone's second factor (a lost phone): they sign in with their password alone until they
 * set up a new one on their Account page. The used code steps are forgotten with the secret.
 */
export async function resetSecondFactor(db: Database, id: number): Promise<Result<StaffMember>> {
  const before = await memberById(db, id);
  if (!before) return fail('not_found', 'No such staff member');
  await db.batch([
    db.update(staffMembers).set({ totpSecret: null }).where(eq(staffMembers.id, id)),
    db.delete(staffTotpSteps).where(eq(staffTotpSteps.username, before.username)),
  ]);
  return succeed({ ...before, hasSecondFactor: false });
}

/** Sets up, or replaces, the signed-in person's own second factor (the code was checked against the secret first). */
export async function setOwnSecondFactor(db: Database, id: number, totpSecret: string): Promise<void> {
  await db.update(staffMembers).set({ totpSecret }).where(eq(staffMembers.id, id));
}
