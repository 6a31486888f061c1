import { Hono } from 'hono';
import { InviteSchema, StaffChangeSchema, StaffIdParamSchema, type StaffList } from '#schema/staff-api.ts';
import { refuse } from '#worker/middleware/errors.ts';
import type { AdminEnv } from '#worker/env.ts';
import { requireOwner } from '#worker/middleware/require-owner.ts';
import { validate } from '#worker/middleware/validate.ts';
import { createInvite, listPendingInvites, withdrawInvite } from '#worker/services/staff/invites.ts';
import { changeMember, listMembers, resetSecondFactor } from '#worker/services/staff/members.ts';

/** /api/admin/staff: owners manage the staff (docs/product.md, "Staff"), with their own second factor set up. */
export const staffRoutes = new Hono<AdminEnv>()
  .use(requireOwner({ secondFactor: true }))
  .get('/', async (c) => {
    const [members, invites] = await Promise.all([listMembers(c.var.db), listPendingInvites(c.var.db)]);
    return c.json({ members, invites } satisfies StaffList, 200);
  })
  .post('/invites', validate('json', InviteSchema), async (c) => {
    const result = await createInvite(c.var.db, c.req.valid('json'), c.var.staff.id);
    return result.ok ? c.json(result.value, 201) : refuse(c, result);
  })
  .delete('/invites/:id', validate('param', StaffIdParamSchema), async (c) => {
    const result = await withdrawInvite(c.var.db, c.req.valid('param').id);
    return result.ok ? c.body(null, 204) : refuse(c, result);
  })
  .patch('/:id', validate('param', StaffIdParamSchema), validate('json', StaffChangeSchema), async (c) => {
    const result = await changeMember(c.var.db, c.req.valid('param').id, c.req.valid('json'));
    return result.ok ? c.json(result.value, 200) : refuse(c, result);
  })
  .delete('/:id/second-factor', validate('param', StaffIdParamSchema), async (c) => {
    const result = await resetSecondFactor(c.var.db, c.req.valid('param').id);
    return result.ok ? c.json(result.value, 200) : refuse(c, result);
  });
