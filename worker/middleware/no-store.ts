import { createMiddleware } from 'hono/factory';

/** Staff answers (sessions, orders, customers' details) must never be kept by a browser or a shared cache. */
export const noStore = createMiddleware(async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
  c.header('Cache-Control', 'no-store');
});
