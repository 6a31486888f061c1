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

/** A new session: the token goes in the cookie, only its SHA-256 is stored. */
export async function createSession(db: Database, username: string, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  await db.batch([
    db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(now))),
    db.insert(adminSessions).values({ tokenHash: await hashToken(token), username, expiresAt }),
  ]);
  return { token, expiresAt };
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

/** Failed sign-ins for this username from this address within the window; the oldest tells when it reopens. */
export async function recentFailures(
  db: Database,
  username: string,
  clientAddress: string,
  now = Date.now(),
): Promise<{ count: number; retryAfterMs: number }> {
  const since = new Date(now - LOGIN_WINDOW_MS);
  const [row] = await db
    .select({ count: sql<number>`count(*)`, oldest: sql<number | null>`min(${loginAttempts.attemptedAt})` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.clientAddress, clientAddress), gt(loginAttempts.attemptedAt, since)));
  const count = row?.count ?? 0;
  const retryAfterMs = row?.oldest ? Math.max(0, row.oldest + LOGIN_WINDOW_MS - now) : 0;
  return { count, retryAfterMs };
}

export async function recordFailure(db: Database, username: string, clientAddress: string, now = Date.now()): Promise<void> {
  await db.batch([
    db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now - LOGIN_WINDOW_MS))),
    db.insert(loginAttempts).values({ username, clientAddress, attemptedAt: new Date(now) }),
  ]);
}

export async function clearFailures(db: Database, username: string, clientAddress: string): Promise<void> {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.username, username), eq(loginAttempts.clientAddress, clientAddress)));
}
