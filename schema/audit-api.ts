/** The staff audit log (docs/design.md §2): its action names, the list's query and its answer. */
import * as v from 'valibot';
import type { AsJson, auditEvents } from './tables.ts';

/** Every action the log records; the web translates each (admin.audit.actions.<action>). */
export const AUDIT_ACTIONS = [
  'sign_in.succeeded',
  'sign_in.failed',
  'product.create',
  'product.update',
  'product.delete',
  'gallery.create',
  'gallery.update',
  'gallery.delete',
  'gallery.batch',
  'gallery.convert',
  'upload.sign',
  'order.update',
  /** A staff write no name above covers: the target holds its method and path. */
  'staff.write',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEvent = AsJson<typeof auditEvents.$inferSelect>;

export type AuditPage = { items: AuditEvent[]; nextCursor: string | null };

export const AUDIT_PAGE_MAX = 100;

/** GET /api/admin/audit: newest first, `cursor` the nextCursor of the page before. */
export const AuditListQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, `must be a whole number from 1 to ${AUDIT_PAGE_MAX}`),
      v.transform(Number),
      v.minValue(1, `must be a whole number from 1 to ${AUDIT_PAGE_MAX}`),
      v.maxValue(AUDIT_PAGE_MAX, `must be a whole number from 1 to ${AUDIT_PAGE_MAX}`),
    ),
    '50',
  ),
  cursor: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'is not a cursor from this API'), v.transform(Number))),
});
