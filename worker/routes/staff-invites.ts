import { Hono } from 'hono';
import { AcceptInviteSchema, InviteTokenParamSchema } from '#schema/staff-api.ts';
import type { AppEnv } from '#worker/env.ts';
import { clientAddress } from '#worker/middleware/audit-staff-writes.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { noStore } from '#worker/middleware/no-store.ts';
import { byClientAddress, rateLimit } from '#worker/middleware/rate-limit.ts';
import { sameOriginWrites } from '#worker/middleware/require-admin.ts';
import { validate } from '#worker/middleware/validate.ts';
import { recordAudit } from '#worker/services/audit/audit.ts';
import { acceptInvite, inviteSummary } from '#worker/services/staff/invites.ts';
import { findActiveMember } from '#worker/services/staff/members.ts';

/**
 * /api/staff-invites/{token}: the invite link's page reads who it is for and accepts it. No session: the
 * single-use token is the key. Tries are limited per address like sign-ins.
 */
export const staffInviteRoutes = new Hono<AppEnv>()
  .use(noStore)
  .use(rateLimit('SIGN_IN_LIMIT', byClientAddress))
  .get('/:token', validate('param', InviteTokenParamSchema), async (c) => {
    const result = await inviteSummary(c.var.db, c.req.valid('param').token);
    return result.ok ? c.json(result.value, 200) : refuse(c, result);
  })
  .post('/:token', sameOriginWrites, validate('param', InviteTokenParamSchema), validate('json', AcceptInviteSchema), async (c) => {
    const result = await acceptInvite(c.var.db, c.req.valid('param').token, c.req.valid('json'));
    if (!result.ok) return refuse(c, result);
    const joined = await findActiveMember(c.var.db, result.value.username);
    if (joined) {
      const entry = { actor: joined.name, actorId: joined.id, action: 'staff.joined', target: String(joined.id), status: 201 } as const;
      await recordAudit(c.var.db, { ...entry, clientAddress: clientAddress(c) });
    }
    return c.json(result.value, 201);
  });
