import { desc } from 'drizzle-orm';
import type { WholesaleApplication } from '../../schema/api';
import { wholesaleApplications } from '../../schema/tables';
import type { Database } from '../env';

/** Newest first, every field, for staff. */
export async function listApplications(db: Database): Promise<WholesaleApplication[]> {
  const rows = await db
    .select()
    .from(wholesaleApplications)
    .orderBy(desc(wholesaleApplications.createdAt), desc(wholesaleApplications.id))
    .limit(500);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
