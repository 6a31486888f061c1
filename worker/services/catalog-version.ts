import { sql } from 'drizzle-orm';
import { catalogState } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

/** The catalog's current version (0 before the first write). */
export async function catalogVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogState.version }).from(catalogState).limit(1);
  return row?.version ?? 0;
}

/**
 * The statement that moves the catalog to a new version. It goes in the same batch as the write that
 * changes what the public catalog answers, so the two happen together or not at all. A version is a
 * random 64-bit number rather than a count: a database restored to an earlier point (D1 Time Travel)
 * never meets cached answers of a version it used before.
 */
export const bumpCatalogVersion = (db: Database) =>
  db
    .insert(catalogState)
    .values({ id: 1, version: sql`random()` })
    .onConflictDoUpdate({ target: catalogState.id, set: { version: sql`random()` } });
