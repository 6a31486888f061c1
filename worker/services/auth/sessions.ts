import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { adminSessions, loginAttempts } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { toBase64Url, toHex } from '#worker/services/encoding.ts';
import { sha256 } from './password.ts';

export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILED_LOGINS = 5;

const hashToken = async (token: string) => toHex(await sha256(token));

const randomToken = (): string => toBase64Url(crypto.getRandomValues(new Uint8Array(32)));

/** A new session's token and the statements that store it (only its SHA-256) and drop expired sessions. */
async function newSession(db: Database, username: string, now: number) {
  const token = randomToken();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  const statements = [
    db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(now))),
    db.insert(adminSessions).values({ tokenHash: await hashToken(token), username, expiresAt }),
  ] as const;
  return { token, expiresAt, statements };
}

/** A new session: the token goes in the cookie, only its SHA-256 is stored. */
export async function createSession(db: Database, username: string, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const { statements, ...session } = await newSession(db, username, now);
  await db.batch(statements);
  return session;
}

/** The session of a successful sign-in; the failures of that username from that address are forgotten in the same batch. */
export async function openSignedInSession(
  db: Database,
  username: string,
  clientAddress: string,
  now = Date.now(),
): Promise<{ token: string; expiresAt: Date }> {
  const { statements, ...session } = await newSession(db, username, now);
  const forgetFailures = db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.clientAddress, clientAddress)));
  await db.batch([forgetFailures, ...statements]);
  return session;
}

/** The username of an unexpired session, or null. */
export async function findSession(db: Database, token: string, now = Date.now()): Promise<string | null> {
  const [session] = await db
    .select({ username: adminSessions.username })
    .from(adminSessions)
    .where(and(eq(adminSessions.tokenHash, await hashToken(token)), gt(adminSessions.expiresAt, new Date(now))));
  return session?.username ?? null;
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

type Counts = { fromAddress: number; oldestFromAddress: number | null; account: number; newestOfAccount: number | null };

async function countAttempts(db: Database, username: string, clientAddress: string, now: number): Promise<Counts> {
  const addressSince = now - LOGIN_WINDOW_MS;
  const fromAddress = sql`${loginAttempts.clientAddress} = ${clientAddress} AND ${loginAttempts.attemptedAt} > ${addressSince}`;
  const [row] = await db
    .select({
      fromAddress: sql<number>`coalesce(sum(CASE WHEN ${fromAddress} THEN 1 ELSE 0 END), 0)`,
      oldestFromAddress: sql<number | null>`min(CASE WHEN ${fromAddress} THEN ${loginAttempts.attemptedAt} END)`,
      account: sql<number>`count(*)`,
      newestOfAccount: sql<number | null>`max(${loginAttempts.attemptedAt})`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), gt(loginAttempts.attemptedAt, new Date(now - ACCOUNT_WINDOW_MS))));
  return row ?? { fromAddress: 0, oldestFromAddress: null, account: 0, newestOfAccount: null };
}

/** How long until a try is allowed again (0 when it is now): the address's window and the account's delay. */
function waitMs(counts: Counts, now: number): number {
  const addressWait =
    counts.fromAddress >= MAX_FAILED_LOGINS && counts.oldestFromAddress !== null ? counts.oldestFromAddress + LOGIN_WINDOW_MS - now : 0;
  const delay = accountDelayMs(counts.account);
  const accountWait = delay > 0 && counts.newestOfAccount !== null ? counts.newestOfAccount + delay - now : 0;
  return Math.max(0, addressWait, accountWait);
}

/**
 * Claims one sign-in attempt before the password is checked, recorded as a failure until it succeeds.
 * One conditional INSERT decides: at most MAX_FAILED_LOGINS per username and address in LOGIN_WINDOW_MS,
 * and once the account is past its free failures, only the one try that saw the newest failure (so a
 * parallel burst gets at most the limit checked, never a count read before another request wrote it).
 */
export async function claimSignInAttempt(db: Database, username: string, clientAddress: string, now = Date.now()): Promise<AttemptClaim> {
  const counts = await countAttempts(db, username, clientAddress, now);
  const wait = waitMs(counts, now);
  if (wait > 0) return { claimed: false, retryAfterMs: wait };
  const accountSince = now - ACCOUNT_WINDOW_MS;
  const accountCount = sql`(SELECT count(*) FROM ${loginAttempts} WHERE ${loginAttempts.username} = ${username} AND ${loginAttempts.attemptedAt} > ${accountSince})`;
  const addressCount = sql`(SELECT count(*) FROM ${loginAttempts} WHERE ${loginAttempts.username} = ${username} AND ${loginAttempts.clientAddress} = ${clientAddress} AND ${loginAttempts.attemptedAt} > ${now - LOGIN_WINDOW_MS})`;
  const accountUnchanged = counts.account + 1 >= ACCOUNT_FREE_FAILURES ? sql`AND ${accountCount} = ${counts.account}` : sql``;
  const inserted = await db.all<{ id: number }>(
    sql`INSERT INTO ${loginAttempts} (username, client_address, attempted_at)
        SELECT ${username}, ${clientAddress}, ${now} WHERE ${addressCount} < ${MAX_FAILED_LOGINS} ${accountUnchanged}
        RETURNING id`,
  );
  const claim = inserted[0];
  if (claim) return { claimed: true, id: claim.id };
  return { claimed: false, retryAfterMs: Math.max(1000, waitMs(await countAttempts(db, username, clientAddress, now), now)) };
}
