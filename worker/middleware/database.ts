import { drizzle } from 'drizzle-orm/d1';
import { createMiddleware } from 'hono/factory';
import * as tables from '#schema/tables.ts';
import type { AppEnv, Database } from '#worker/env.ts';
import { forgetVersionIfBumpedSince } from '#worker/services/catalog/catalog-version.ts';

/** A drizzle handle on D1 with the schema's tables and relations. */
export const openDatabase = (d1: D1Database): Database => drizzle(d1, { schema: tables });

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
