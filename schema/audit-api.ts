/** The staff audit log and the failed sign-ins (docs/design.md §2): their names, the lists' queries and answers. */
import * as v from 'valibot';
import { pageLimitField, type Page } from './paging.ts';
import type { AsJson, auditEvents, failedSignIns } from './tables.ts';

/** Every action the log records; the web translates each (admin.audit.actions.<action>). */
export const AUDIT_ACTIONS = [
  'sign_in.succeeded',
  'product.create',
  'product.update',
  'product.delete',
  'gallery.create',
  'gallery.update',
  'gallery.delete',
  'gallery.batch',
  'gallery.convert',
  'certificate.create',
  'certificate.update',
  'certificate.delete',
  'upload.sign',
  'order.update',
  'wholesale.update',
  /** A CSV download; the target holds its period and status. */
  'order.export',
  'wholesale.export',
  /** Staff asked for the payment sweep at once (Orders, "Check payments now"). */
  'order.sweep',
  /** Staff revoked an order's private receipt links (target: the order id). */
  'receipt_link.revoke',
  'staff.invite',
  'staff.invite_withdraw',
  /** Someone accepted an invite: the actor is the new staff member. */
  'staff.joined',
  'staff.update',
  'staff.second_factor_reset',
  /** Someone set up or replaced their own second factor. */
  'account.second_factor',
  /** Someone saved their email notification choices (target: their own id; changes: address, language, notices). */
  'account.notifications',
  /** A staff member asked for an owner-only route (403 owner_only); the target holds its method and path. */
  'access.refused',
  /** A staff write no name above covers: the target holds its method and path. */
  'staff.write',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How long a text value the log keeps may be (AuditValue, schema/tables.ts): longer ones are cut, with an ellipsis. */
export const AUDIT_VALUE_MAX = 120;

export type AuditEvent = AsJson<typeof auditEvents.$inferSelect>;

export type AuditPage = Page<AuditEvent>;

/** GET /api/admin/audit and /api/admin/failed-sign-ins: newest first, `cursor` the nextCursor of the page before. */
export const AuditListQuerySchema = v.object({
  limit: pageLimitField,
  cursor: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'is not a cursor from this API'), v.transform(Number))),
});

export type FailedSignIn = AsJson<typeof failedSignIns.$inferSelect>;

export type FailedSignInPage = Page<FailedSignIn>;
