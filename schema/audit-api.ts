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
  'upload.sign',
  'order.update',
  'wholesale.update',
  'staff.invite',
  'staff.invite_withdraw',
  /** Someone accepted an invite: the actor is the new staff member. */
  'staff.joined',
  'staff.update',
  'staff.second_factor_reset',
  /** Someone set up or replaced their own second factor. */
  'account.second_factor',
  /** A staff member asked for an owner-only route (403 owner_only); the target holds its method and path. */
  'access.refused',
  /** A staff write no name above covers: the target holds its method and path. */
  'staff.write',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A value as the log keeps it: long texts are cut (AUDIT_VALUE_MAX characters and an ellipsis). */
export type AuditValue = string | number | boolean | null;

/** One field an update changed: on which row (`target`, the id), its name, and its value before and after. */
export type AuditChange = { target: string; field: string; from: AuditValue; to: AuditValue };

export const AUDIT_VALUE_MAX = 120;

export type AuditEvent = AsJson<typeof auditEvents.$inferSelect>;

export type AuditPage = Page<AuditEvent>;

/** GET /api/admin/audit and /api/admin/failed-sign-ins: newest first, `cursor` the nextCursor of the page before. */
export const AuditListQuerySchema = v.object({
  limit: pageLimitField,
  cursor: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'is not a cursor from this API'), v.transform(Number))),
});

/**
 * Why a sign-in was refused: `wrong_credentials` (checked and wrong: username, password or code) or
 * `throttled` (refused unchecked, too many tries). The web translates each (admin.failedSignIns.reasons.<reason>).
 */
export const FAILED_SIGN_IN_REASONS = ['wrong_credentials', 'throttled'] as const;
export type FailedSignInReason = (typeof FAILED_SIGN_IN_REASONS)[number];

export type FailedSignIn = AsJson<typeof failedSignIns.$inferSelect>;

export type FailedSignInPage = Page<FailedSignIn>;
