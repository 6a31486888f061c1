import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { recordAudit } from '#worker/services/audit/audit.ts';
import { fail } from '#worker/services/result.ts';
import { clientAddress } from './audit-staff-writes.ts';
import { Refusal } from './errors.ts';
import type { AdminEnv } from '#worker/env.ts';

/** A staff member asked for an owner's route: 403 owner_only, written to the audit log as `access.refused` (reads too). */
async function refuseStaff(c: Context<AdminEnv>): Promise<never> {
  const { id: actorId, name: actor } = c.var.staff;
  c.set('audited', true);
  const target = `${c.req.method} ${c.req.path}`;
  await recordAudit(c.var.db, { actor, actorId, action: 'access.refused', target, status: 403, clientAddress: clientAddress(c) });
  throw new Refusal(fail('owner_only', 'Only an owner may do this'));
}

/**
 * docs/design.md §2: what only owners may do (staff management, the logs). Behind requireAdmin, which has found who
 * is calling; every role check is here, on the server. With `secondFactor`, the owner must have set up their own.
 */
export const requireOwner = ({ secondFactor = false } = {}) =>
  createMiddleware<AdminEnv>(async (c, next) => {
    if (c.var.staff.role !== 'owner') await refuseStaff(c);
    if (secondFactor && !c.var.staff.hasSecondFactor) {
      throw new Refusal(fail('second_factor_required', 'Set up your own second factor on your Account page first'));
    }
    await next();
  });
