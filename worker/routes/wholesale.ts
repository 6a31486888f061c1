import { Hono } from 'hono';
import { WholesaleApplicationSchema } from '#schema/wholesale-api.ts';
import type { AppEnv } from '#worker/env.ts';
import { rateLimitVisitorAndAddress } from '#worker/middleware/rate-limit.ts';
import { sendDueMailAfter } from '#worker/middleware/send-due-mail.ts';
import { validate } from '#worker/middleware/validate.ts';
import { decoyApplication, submitApplication } from '#worker/services/wholesale/wholesale.ts';

export const wholesaleRoutes = new Hono<AppEnv>().post(
  '/apply',
  rateLimitVisitorAndAddress({ perVisitor: 'WHOLESALE_LIMIT', perAddress: 'WHOLESALE_ADDRESS_LIMIT' }),
  validate('json', WholesaleApplicationSchema),
  sendDueMailAfter,
  async (c) => {
    const { website, ...application } = c.req.valid('json');
    // A filled honeypot is a bot's: it is told what a person would be, so it learns nothing, and nothing is stored.
    if (website) return c.json(decoyApplication(), 201);
    return c.json(await submitApplication(c.var.db, application), 201);
  },
);
