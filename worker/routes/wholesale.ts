import { Hono } from 'hono';
import { WholesaleApplicationSchema } from '../../schema/api';
import { wholesaleApplications } from '../../schema/tables';
import type { AppEnv } from '../env';
import { validate } from '../middleware/validate';

export const wholesaleRoutes = new Hono<AppEnv>().post('/apply', validate('json', WholesaleApplicationSchema), async (c) => {
  const [row] = await c.var.db
    .insert(wholesaleApplications)
    .values(c.req.valid('json'))
    .returning({ id: wholesaleApplications.id });
  return c.json({ id: row?.id }, 201);
});
