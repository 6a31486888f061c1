import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
  type RelationalSchemaConfig,
} from 'drizzle-orm';
import { DrizzleD1Database, SQLiteD1Session } from 'drizzle-orm/d1';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
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

type Relational = RelationalSchemaConfig<ExtractTablesWithRelations<typeof tables>>;

/**
 * The schema's tables and relations as drizzle's relational queries read them, worked out once per isolate. drizzle()
 * works them out again for every handle it makes, which took more CPU than all the rest of a request (docs/design.md,
 * "The floor of a request"); the handle below is what drizzle() makes, on this one config.
 */
const relational: Relational = (() => {
  const config = extractTablesRelationalConfig<Relational['schema']>(tables, createTableRelationsHelpers);
  return { fullSchema: tables, schema: config.tables, tableNamesMap: config.tableNamesMap };
})();
const dialect = new SQLiteAsyncDialect();

/** A drizzle handle with the schema's tables and relations on `client`, as drizzle(client, { schema: tables }) makes it. */
function drizzleOn(client: D1Database | D1DatabaseSession): Database {
  // drizzle asks its D1 handle only to prepare statements and run batches, which a session does as the database does.
  const d1 = client as D1Database;
  return new DrizzleD1Database('async', dialect, new SQLiteD1Session(d1, dialect, relational), relational);
}

/** A drizzle handle with the schema's tables and relations on a D1 session (the Sessions API) started at `start`. */
export function openSession(d1: D1Database, start: SessionStart): DatabaseSession {
  const session = d1.withSession(start);
  return { db: drizzleOn(session), bookmark: () => session.getBookmark() };
}

/** A drizzle handle on D1 whose first query goes to the primary (the Cron sweep, the catalog version, tests). */
export const openDatabase = (d1: D1Database): Database => openSession(d1, 'first-primary').db;

/** The newer of two bookmarks: D1's bookmarks sort as their text does, oldest first. */
export const newerBookmark = (a: D1SessionBookmark, b: D1SessionBookmark): D1SessionBookmark => (a > b ? a : b);
