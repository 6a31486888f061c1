/**
 * The floor of the budget: a Hono Worker with nothing but Hono (bench/bare-hono/app.mjs). bench/lib/bare-hono.mjs
 * bundles it as `wrangler deploy` does and serves it through the same runner as the shop.
 */
import { bareHono } from './app.mjs';

export default bareHono();
