import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#worker/env.ts';
import { forgetVersionIfBumpedSince } from '#worker/services/catalog/catalog-version.ts';
import { openDatabase } from '#worker/services/database.ts';

/** Puts a drizzle handle on the context as `c.var.db`; once the request is answered, its catalog writes are over. */
export const database = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  c.set('db', openDatabase(c.env.DB));
  try {
    await next();
  } finally {
    forgetVersionIfBumpedSince(started);
  }
});
