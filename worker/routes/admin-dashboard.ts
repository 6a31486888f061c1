import { Hono } from 'hono';
import type { AppEnv, AdminEnv } from '#worker/env.ts';
import { requireAdmin } from '#worker/middleware/require-admin.ts';
import { readDashboard } from '#worker/services/dashboard/dashboard.ts';

/** GET /api/admin/dashboard: the staff dashboard's figures (docs/design.md §14). Staff only; writes nothing. */
export const adminDashboardRoutes = new Hono<AppEnv>().route(
  '/',
  new Hono<AdminEnv>().use(requireAdmin).get('/', async (c) => c.json(await readDashboard(c.var.db), 200)),
);
