import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AdminEnv, AppEnv } from '#worker/env.ts';
import { findSession } from '#worker/services/auth/sessions.ts';
import { fail } from '#worker/services/result.ts';
import { auditStaffWrite, beforeStaffWrite } from './audit-staff-writes.ts';
import { Refusal } from './errors.ts';

export const SESSION_COOKIE = 'admin_session';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A state-changing request sent from another site's page carries that site's Origin: refuse it (403). */
function refuseCrossSiteWrite(c: Context): void {
  const origin = c.req.header('origin');
  if (UNSAFE_METHODS.has(c.req.method) && origin && origin !== new URL(c.req.url).origin) {
    throw new Refusal(fail('forbidden', 'Cross-site request refused'));
  }
}

export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  refuseCrossSiteWrite(c);
  await next();
});

/**
 * docs/design.md §2: admin calls need an unexpired session of an active staff member (401 otherwise) and our own origin. Their
 * answers are never cached, and every state-changing one is written to the audit log.
 */
export const requireAdmin = createMiddleware<AdminEnv>(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  refuseCrossSiteWrite(c);
  const token = getCookie(c, SESSION_COOKIE);
  const staff = token ? await findSession(c.var.db, token) : null;
  if (!staff) throw new Refusal(fail('unauthenticated', 'Authentication required'));
  c.set('staff', staff);
  const writes = UNSAFE_METHODS.has(c.req.method);
  const before = writes ? await beforeStaffWrite(c) : null;
  await next();
  c.header('Cache-Control', 'no-store');
  if (writes && !c.var.audited) await auditStaffWrite(c, before);
});
