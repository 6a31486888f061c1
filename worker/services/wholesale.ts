import { desc, sql } from 'drizzle-orm';
import type { WholesaleApplication, WholesaleApplicationData } from '#schema/api.ts';
import { wholesaleApplications } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

/** Stores an application from the storefront's wholesale form; answers its id. */
export async function submitApplication(db: Database, application: Omit<WholesaleApplicationData, 'website'>): Promise<{ id: number }> {
  const [row] = await db.insert(wholesaleApplications).values(application).returning({ id: wholesaleApplications.id });
  if (!row) throw new Error('wholesale insert returned nothing');
  return row;
}

/** The id the next stored application would get: what a bot that filled the honeypot is answered. */
export async function nextApplicationId(db: Database): Promise<{ id: number }> {
  const [row] = await db.select({ id: sql<number>`coalesce(max(${wholesaleApplications.id}), 0) + 1` }).from(wholesaleApplications);
  return { id: row?.id ?? 1 };
}

/** Newest first, every field, for staff. */
export async function listApplications(db: Database): Promise<WholesaleApplication[]> {
  const rows = await db
    .select()
    .from(wholesaleApplications)
    .orderBy(desc(wholesaleApplications.createdAt), desc(wholesaleApplications.id))
    .limit(500);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
