import { Hono } from 'hono';

/**
 * A Hono Worker with nothing but Hono and `middleware`, answering every request as the shop answers an unknown API path
 * (404, the same JSON shape): the floor the bench compares the shop with (docs/design.md "Budgets").
 */
export function bareHono(...middleware) {
  const app = new Hono();
  for (const handler of middleware) app.use(handler);
  app.notFound((c) => c.json({ error: 'Not found', code: 'not_found' }, 404));
  return app;
}
