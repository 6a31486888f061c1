import { drizzle } from 'drizzle-orm/d1';
import { createMiddleware } from 'hono/factory';
import * as tables from '../../schema/tables';
import type { AppEnv } from '../env';

/** Puts a drizzle handle on the context as `c.var.db`. */
export const database = createMiddleware<AppEnv>(async (c, next) => {
  c.set('db', drizzle(c.env.DB, { schema: tables }));
  await next();
});
