import { desc, lt } from 'drizzle-orm';
import type { AuditAction, AuditEvent, AuditPage } from '#schema/audit-api.ts';
import { auditEvents } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

export const SIGN_IN_FAILED: AuditAction = 'sign_in.failed';

export type AuditEntry = { actor: string; action: AuditAction; target: string | null; status: number; clientAddress: string };

/**
 * Records what staff did. The log must never cost a staff member their answer: a failure to write it is
 * logged and the call goes on.
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  try {
    await db.insert(auditEvents).values(entry);
  } catch (error) {
    console.error('audit log write failed', entry.action, error);
  }
}

/** The log newest first (ids grow with time), one page after `cursor`. */
export async function listAudit(db: Database, { limit, cursor }: { limit: number; cursor?: number }): Promise<AuditPage> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(cursor === undefined ? undefined : lt(auditEvents.id, cursor))
    .orderBy(desc(auditEvents.id))
    .limit(limit + 1);
  const items: AuditEvent[] = rows.slice(0, limit).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? String(last.id) : null };
}
