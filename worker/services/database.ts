import { drizzle } from 'drizzle-orm/d1';
import * as tables from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

/**
 * Where a D1 session starts (docs/design.md, "Reads near the shopper"): 'first-primary' (its first query on the
 * primary), 'first-unconstrained' (anywhere, a replica near the Worker), or a bookmark its reads must be at least as
 * new as, whichever copy answers.
 */
export type SessionStart = D1SessionConstraint | D1SessionBookmark;

/** A drizzle handle on one D1 session, and the newest point of the database's history its queries have seen. */
export type DatabaseSession = { db: Database; bookmark: () => D1SessionBookmark | null };

/** A drizzle handle with the schema's tables and relations on a D1 session (the Sessions API) started at `start`. */
export function openSession(d1: D1Database, start: SessionStart): DatabaseSession {
  const session = d1.withSession(start);
  // drizzle asks its D1 handle only to prepare statements and run batches, which a session does as the database does.
  const db = drizzle(session as unknown as D1Database, { schema: tables });
  return { db, bookmark: () => session.getBookmark() };
}

/** A drizzle handle on D1 whose first query goes to the primary (the Cron sweep, the catalog version, tests). */
export const openDatabase = (d1: D1Database): Database => openSession(d1, 'first-primary').db;

/** The newer of two bookmarks: D1's bookmarks sort as their text does, oldest first. */
export const newerBookmark = (a: D1SessionBookmark, b: D1SessionBookmark): D1SessionBookmark => (a > b ? a : b);
