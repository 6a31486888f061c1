import { Hono, type Context } from 'hono';
import type { AuditAction } from '#schema/audit-api.ts';
import { ApplicationExportQuerySchema, exportAuditTarget, OrderExportQuerySchema, type ExportPeriod } from '#schema/exports-api.ts';
import type { AppEnv, AdminEnv } from '#worker/env.ts';
import { clientAddress } from '#worker/middleware/audit-staff-writes.ts';
import { requireAdmin } from '#worker/middleware/require-admin.ts';
import { validate } from '#worker/middleware/validate.ts';
import { recordAudit } from '#worker/services/audit/audit.ts';
import { applicationExport } from '#worker/services/exports/application-export.ts';
import { orderExport } from '#worker/services/exports/order-export.ts';

/**
 * The file as a download: never shown in the page, never kept by a cache (the answer holds customers' details),
 * named by what it holds. The export is audited before its first byte.
 */
async function csvDownload(
  c: Context<AdminEnv>,
  action: AuditAction,
  name: string,
  period: ExportPeriod,
  body: ReadableStream<Uint8Array>,
) {
  await recordAudit(c.var.db, {
    actor: c.var.staff.name,
    actorId: c.var.staff.id,
    action,
    target: exportAuditTarget(period),
    status: 200,
    clientAddress: clientAddress(c),
  });
  const filename = `${name}-${period.from}-to-${period.to}${period.status ? `-${period.status}` : ''}.csv`;
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

/** GET /api/admin/exports/*.csv: staff download the orders or the wholesale applications of a period as CSV, streamed. */
export const adminExportRoutes = new Hono<AppEnv>().route(
  '/',
  new Hono<AdminEnv>()
    .use(requireAdmin)
    .get('/orders.csv', validate('query', OrderExportQuerySchema), async (c) => {
      const query = c.req.valid('query');
      return csvDownload(c, 'order.export', 'orders', query, orderExport(c.var.db, query));
    })
    .get('/wholesale-applications.csv', validate('query', ApplicationExportQuerySchema), async (c) => {
      const query = c.req.valid('query');
      return csvDownload(c, 'wholesale.export', 'wholesale-applications', query, applicationExport(c.var.db, query));
    }),
);
