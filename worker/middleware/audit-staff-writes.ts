import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AuditAction } from '#schema/audit-api.ts';
import type { AppEnv } from '#worker/env.ts';
import { recordAudit } from '#worker/services/audit.ts';

/** The staff writes the log names; any other write guarded by requireAdmin is recorded as 'staff.write'. */
const ACTIONS: Readonly<Record<string, AuditAction>> = {
  'POST /api/products': 'product.create',
  'PATCH /api/products/:id': 'product.update',
  'DELETE /api/products/:id': 'product.delete',
  'POST /api/uploaded-images': 'gallery.create',
  'PATCH /api/uploaded-images/batch': 'gallery.batch',
  'PUT /api/uploaded-images/:id': 'gallery.update',
  'DELETE /api/uploaded-images/:id': 'gallery.delete',
  'POST /api/uploaded-images/:id/convert-to-product': 'gallery.convert',
  'POST /api/objects/upload': 'upload.sign',
  'PATCH /api/admin/wholesale-applications/:id': 'wholesale.update',
  'POST /api/admin/orders/:id/resolve': 'order.update',
};

/** The client's address as Cloudflare reports it. */
export const clientAddress = (c: Context): string => c.req.header('cf-connecting-ip') ?? 'unknown';

/** What the call acted on: the id in its path, the ids of a batch, else (for an unnamed write) its path. */
async function targetOf(c: Context, action: AuditAction): Promise<string | null> {
  const id = c.req.param('id');
  if (id) return id;
  if (action === 'staff.write') return `${c.req.method} ${c.req.path}`;
  const body: unknown = await c.req.json().catch(() => null);
  const ids = body && typeof body === 'object' && 'ids' in body && Array.isArray(body.ids) ? body.ids : null;
  return ids ? ids.join(',') : null;
}

/** Records a state-changing staff call once it has answered, with its status (refusals too). */
export async function auditStaffWrite(c: Context<AppEnv & { Variables: { admin: string } }>): Promise<void> {
  // The route's own pattern: the first match registered for this method (middleware is registered for ALL).
  const route = matchedRoutes(c).find((matched) => matched.method === c.req.method);
  const action = ACTIONS[`${c.req.method} ${route?.path ?? ''}`] ?? 'staff.write';
  await recordAudit(c.var.db, {
    actor: c.var.admin,
    action,
    target: await targetOf(c, action),
    status: c.res.status,
    clientAddress: clientAddress(c),
  });
}
