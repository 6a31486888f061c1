import { eq } from 'drizzle-orm';
import type { WholesaleApplication, WholesaleApplicationData } from '#schema/wholesale-api.ts';
import type { WholesaleStatus } from '#schema/catalog.ts';
import { wholesaleApplications } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';
import { wholesaleNotices } from '#worker/services/notifications/wholesale-notices.ts';

type WholesaleApplicationRow = typeof wholesaleApplications.$inferSelect;

/**
 * Stores an application from the storefront's wholesale form, with the notices to the staff who chose to be told in
 * the same batch (the sweep sends them); answers its id.
 */
export async function submitApplication(db: Database, application: Omit<WholesaleApplicationData, 'website'>): Promise<{ id: string }> {
  const withId = { ...application, id: crypto.randomUUID() };
  const notices = await wholesaleNotices(db, withId);
  await db.batch([db.insert(wholesaleApplications).values(withId), ...notices]);
  return { id: withId.id };
}

/** What a bot that filled the honeypot is answered: an id like any stored application's, of none. */
export const decoyApplication = (): { id: string } => ({ id: crypto.randomUUID() });

/** A row as staff see it: every field, createdAt in ISO 8601. */
export const toWholesaleApplication = (row: WholesaleApplicationRow): WholesaleApplication => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Staff's answer to an application; not_found when there is no such application. */
export async function setApplicationStatus(db: Database, id: string, status: WholesaleStatus): Promise<Result<WholesaleApplication>> {
  const [row] = await db.update(wholesaleApplications).set({ status }).where(eq(wholesaleApplications.id, id)).returning();
  return row ? succeed(toWholesaleApplication(row)) : fail('not_found', 'Wholesale application not found');
}
