import { Hono } from 'hono';
import { WholesaleApplicationSchema } from '#schema/api.ts';
import { wholesaleApplications } from '#schema/tables.ts';
import type { AppEnv } from '#worker/env.ts';
import { validate } from '#worker/middleware/validate.ts';

export const wholesaleRoutes = new Hono<AppEnv>().post('/apply', validate('json', WholesaleApplicationSchema), async (c) => {
  const [row] = await c.var.db
    .insert(wholesaleApplications)
    .values(c.req.valid('json'))
    .returning({ id: wholesaleApplications.id });
  return c.json({ id: row?.id }, 201);
});
