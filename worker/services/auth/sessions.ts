import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { StaffSession } from '#schema/staff-api.ts';
import { adminSessions, loginAttempts, staffMembers } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { toBase64Url, toHex } from '#worker/services/encoding.ts';
import { sha256 } from './password.ts';

export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_LOGINS = 5;

const hashToken = async (token: string) => toHex(await sha256(token));

const randomToken = (): string => toBase64Url(crypto.getRandomValues(new Uint8Array(32)));

/** A new session's token and the statements that store it (only its SHA-256) and drop expired sessions. */
async function newSession(db: Database, staffId: number, now: number) {
  const token = randomToken();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  const statements = [
    db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(now))),
    db.insert(adminSessions).values({ tokenHash: await hashToken(token), staffId, expiresAt }),
  ] as const;
  return { token, expiresAt, statements };
}

/** A new session of staff member `staffId`: the token goes in the cookie, only its SHA-256 is stored. */
export async function createSession(db: Database, staffId: number, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const { statements, ...session } = await newSession(db, staffId, now);
  await db.batch(statements);
  return session;
}

/**
 * The session of a successful sign-in; the failures counted against that try (its username from that
 * address, and the username's proven tries when it was proven) are forgotten in the same batch.
 */
export async function openSignedInSession(
  db: Database,
  { id, username }: { id: number; username: string },
  { clientAddress, proven }: SignInSource,
  now = Date.now(),
): Promise<{ token: string; expiresAt: Date }> {
  const { statements, ...session } = await newSession(db, id, now);
  const counted = proven
    ? or(eq(loginAttempts.clientAddress, clientAddress), eq(loginAttempts.proven, true))
    : eq(loginAttempts.clientAddress, clientAddress);
  const forgetFailures = db.delete(loginAttempts).where(and(eq(loginAttempts.username, username), counted));
  await db.batch([forgetFailures, ...statements]);
  return session;
}

/** Who an unexpired session belongs to, or null (also when they were disabled since). */
export async function findSession(db: Database, token: string, now = Date.now()): Promise<StaffSession | null> {
  const [session] = await db
    .select({
      id: staffMembers.id,
      username: staffMembers.username,
      name: staffMembers.name,
      role: staffMembers.role,
      hasSecondFactor: sql<number>`${staffMembers.totpSecret} IS NOT NULL`.mapWith(Boolean),
      language: staffMembers.language,
    })
    .from(adminSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, adminSessions.staffId))
    .where(
      and(eq(adminSessions.tokenHash, await hashToken(token)), gt(adminSessions.expiresAt, new Date(now)), eq(staffMembers.active, true)),
    );
  return session ?? null;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, await hashToken(token)));
}

/** Failures of one username from any address are counted this long for the account-wide delays. */
export const ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Failures of one username (from any address) within ACCOUNT_WINDOW_MS before each further try must wait. */
export const ACCOUNT_FREE_FAILURES = 30;
const MAX_ACCOUNT_DELAY_MS = LOGIN_WINDOW_MS;

/** How long after the newest failure the next try must wait: 1 s, 2 s, 4 s, ... up to 15 minutes. */
export const accountDelayMs = (failures: number): number =>
  failures < ACCOUNT_FREE_FAILURES ? 0 : Math.min(MAX_ACCOUNT_DELAY_MS, 1000 * 2 ** (failures - ACCOUNT_FREE_FAILURES));

export type AttemptClaim = { claimed: true; id: number } | { claimed: false; retryAfterMs: number };

/**
 * Where a try comes from: its client address, and whether it showed a current, unused TOTP code (which
 * nobody guessing passwords has). Proven tries are counted per username apart from all others and are
 * never held back by the account-wide delays, so other people's failures never delay a right password
 * and code; unproven ones are counted per username and address, and by the account-wide delays.
 */
export type SignInSource = { clientAddress: string; proven: boolean };

type Counts = { inWindow: number; oldestInWindow: number | null; account: number; newestOfAccount: number | null };

/** The rows a try is counted against for the 15-minute window: its address's unproven tries, or the username's proven ones. */
const windowPool = (username: string, { clientAddress, proven }: SignInSource) =>
  proven
    ? sql`${loginAttempts.username} = ${username} AND ${loginAttempts.proven} = 1`
    : sql`${loginAttempts.username} = ${username} AND ${loginAttempts.proven} = 0 AND ${loginAttempts.clientAddress} = ${clientAddress}`;

/** The rows of the account-wide delays: the username's unproven tries. */
const accountPool = (username: string) => sql`${loginAttempts.username} = ${username} AND ${loginAttempts.proven} = 0`;

async function countAttempts(db: Database, username: string, source: SignInSource, now: number): Promise<Counts> {
  const inWindow = sql`${windowPool(username, source)} AND ${loginAttempts.attemptedAt} > ${now - LOGIN_WINDOW_MS}`;
  const inAccount = sql`${accountPool(username)} AND ${loginAttempts.attemptedAt} > ${now - ACCOUNT_WINDOW_MS}`;
  const [row] = await db
    .select({
      inWindow: sql<number>`coalesce(sum(CASE WHEN ${inWindow} THEN 1 ELSE 0 END), 0)`,
      oldestInWindow: sql<number | null>`min(CASE WHEN ${inWindow} THEN ${loginAttempts.attemptedAt} END)`,
      account: sql<number>`coalesce(sum(CASE WHEN ${inAccount} THEN 1 ELSE 0 END), 0)`,
      newestOfAccount: sql<number | null>`max(CASE WHEN ${inAccount} THEN ${loginAttempts.attemptedAt} END)`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), gt(loginAttempts.attemptedAt, new Date(now - ACCOUNT_WINDOW_MS))));
  return row ?? { inWindow: 0, oldestInWindow: null, account: 0, newestOfAccount: null };
}

/** How long until a try is allowed again (0 when it is now): its window, and (unproven only) the account's delay. */
function waitMs(counts: Counts, proven: boolean, now: number): number {
  const windowWait =
    counts.inWindow >= MAX_FAILED_LOGINS && counts.oldestInWindow !== null ? counts.oldestInWindow + LOGIN_WINDOW_MS - now : 0;
  const delay = proven ? 0 : accountDelayMs(counts.account);
  const accountWait = delay > 0 && counts.newestOfAccount !== null ? counts.newestOfAccount + delay - now : 0;
  return Math.max(0, windowWait, accountWait);
}

/**
 * Claims one sign-in attempt before the password is checked, recorded as a failure until it succeeds.
 * One conditional INSERT decides: at most MAX_FAILED_LOGINS in LOGIN_WINDOW_MS per username and address
 * (unproven) or per username (proven), and once the account is past its free failures, only the one
 * unproven try that saw the newest failure (so a parallel burst gets at most the limit checked, never a
 * count read before another request wrote it).
 */
export async function claimSignInAttempt(db: Database, username: string, source: SignInSource, now = Date.now()): Promise<AttemptClaim> {
  const counts = await countAttempts(db, username, source, now);
  const wait = waitMs(counts, source.proven, now);
  if (wait > 0) return { claimed: false, retryAfterMs: wait };
  const windowCount = sql`(SELECT count(*) FROM ${loginAttempts} WHERE ${windowPool(username, source)} AND ${loginAttempts.attemptedAt} > ${now - LOGIN_WINDOW_MS})`;
  const accountCount = sql`(SELECT count(*) FROM ${loginAttempts} WHERE ${accountPool(username)} AND ${loginAttempts.attemptedAt} > ${now - ACCOUNT_WINDOW_MS})`;
  const accountUnchanged =
    !source.proven && counts.account + 1 >= ACCOUNT_FREE_FAILURES ? sql`AND ${accountCount} = ${counts.account}` : sql``;
  const inserted = await db.all<{ id: number }>(
    sql`INSERT INTO ${loginAttempts} (username, client_address, attempted_at, proven)
        SELECT ${username}, ${source.clientAddress}, ${now}, ${source.proven ? 1 : 0} WHERE ${windowCount} < ${MAX_FAILED_LOGINS} ${accountUnchanged}
        RETURNING id`,
  );
  const claim = inserted[0];
  if (claim) return { claimed: true, id: claim.id };
  return { claimed: false, retryAfterMs: Math.max(1000, waitMs(await countAttempts(db, username, source, now), source.proven, now)) };
}
