import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { VisitorSessionIdSchema } from '#schema/cart-api.ts';
import type { AppEnv } from '#worker/env.ts';
import { fail } from '#worker/services/result.ts';
import { refuse } from './errors.ts';

export type VisitorEnv = AppEnv & { Variables: { sessionId: string } };

/** docs/design.md §1: every cart call names its visitor in x-session-id; a missing or malformed id is a 400. */
export const visitorSession = createMiddleware<VisitorEnv>(async (c, next) => {
  const header = c.req.header('x-session-id');
  if (!header || !v.is(VisitorSessionIdSchema, header)) {
    return refuse(c, fail('invalid_input', 'x-session-id: must be the visitor session UUID', { field: 'x-session-id' }));
  }
  c.set('sessionId', header);
  await next();
});
