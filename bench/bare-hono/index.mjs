/**
 * The floor the bench compares the shop with (docs/design.md "Budgets"): a Hono Worker with nothing but Hono, answering
 * every request as the shop answers an unknown API path (404, the same JSON shape). bench/lib/bare-hono.mjs bundles it
 * as `wrangler deploy` does and serves it through the same runner as the shop.
 */
import { Hono } from 'hono';

const app = new Hono();
app.notFound((c) => c.json({ error: 'Not found', code: 'not_found' }, 404));

export default app;
