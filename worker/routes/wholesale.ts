import { Hono } from 'hono';
import { WholesaleApplicationSchema } from '#schema/api.ts';
import type { AppEnv } from '#worker/env.ts';
import { validate } from '#worker/middleware/validate.ts';
import { submitApplication } from '#worker/services/wholesale.ts';

export const wholesaleRoutes = new Hono<AppEnv>().post('/apply', validate('json', WholesaleApplicationSchema), async (c) =>
  c.json(await submitApplication(c.var.db, c.req.valid('json')), 201),
);
