import { desc } from 'drizzle-orm';
import type { WholesaleApplication } from '#schema/api.ts';
import { wholesaleApplications } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

/** Newest first, every field, for staff. */
export async function listApplications(db: Database): Promise<WholesaleApplication[]> {
  const rows = await db
    .select()
    .from(wholesaleApplications)
    .orderBy(desc(wholesaleApplications.createdAt), desc(wholesaleApplications.id))
    .limit(500);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
