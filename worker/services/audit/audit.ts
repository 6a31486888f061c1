import { desc, lt } from 'drizzle-orm';
import type { AuditAction, AuditPage } from '#schema/audit-api.ts';
import type { AuditChange } from '#schema/tables.ts';
import { auditEvents } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { pageNewestFirst } from '#worker/services/newest-first.ts';
import { log } from '#worker/lib/log.ts';

export type AuditEntry = {
  /** The staff member's name, and their id. */
  actor: string;
  actorId: number;
  action: AuditAction;
  target: string | null;
  status: number;
  clientAddress: string;
  changes?: AuditChange[] | null;
};

/**
 * Records what staff did. The log must never cost a staff member their answer: a failure to write it is
 * logged and the call goes on.
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  try {
    await db.insert(auditEvents).values(entry);
  } catch (error) {
    log.error('audit.write_failed', { action: entry.action, error });
  }
}

/** The log newest first (ids grow with time), one page after `cursor`. */
export async function listAudit(db: Database, page: { limit: number; cursor?: number }): Promise<AuditPage> {
  return pageNewestFirst(page, (before, n) =>
    db
      .select()
      .from(auditEvents)
      .where(before === undefined ? undefined : lt(auditEvents.id, before))
      .orderBy(desc(auditEvents.id))
      .limit(n),
  );
}
