import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AuditAction } from '#schema/audit-api.ts';
import type { AuditChange } from '#schema/tables.ts';
import { recordAudit } from '#worker/services/audit/audit.ts';
import { changesBetween, comparesRows, snapshotRows, type Snapshot } from '#worker/services/audit/audit-changes.ts';
import { log } from '#worker/lib/log.ts';
import type { AdminEnv } from '#worker/env.ts';

type StaffContext = Context<AdminEnv>;

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
  'POST /api/certificates': 'certificate.create',
  'PATCH /api/certificates/:id': 'certificate.update',
  'DELETE /api/certificates/:id': 'certificate.delete',
  'PATCH /api/admin/wholesale-applications/:id': 'wholesale.update',
  'POST /api/admin/orders/:id/resolve': 'order.update',
  'POST /api/admin/orders/sweep': 'order.sweep',
  'DELETE /api/admin/orders/:id/receipt-links': 'receipt_link.revoke',
  'POST /api/admin/staff/invites': 'staff.invite',
  'DELETE /api/admin/staff/invites/:id': 'staff.invite_withdraw',
  'PATCH /api/admin/staff/:id': 'staff.update',
  'DELETE /api/admin/staff/:id/second-factor': 'staff.second_factor_reset',
  'PUT /api/admin/account/second-factor': 'account.second_factor',
  'PUT /api/admin/account/notifications': 'account.notifications',
};

/** The writes on the signed-in person's own row, which their path does not name: the row is theirs. */
const OWN_ROW: ReadonlySet<AuditAction> = new Set(['account.notifications']);

/** Where a create's answer names what it made: the new row's id, or the new object's path. */
const CREATED: Partial<Record<AuditAction, (answer: Record<string, unknown>) => unknown>> = {
  'product.create': (answer) => answer.id,
  'gallery.create': (answer) => answer.id,
  'upload.sign': (answer) => answer.objectPath,
  'certificate.create': (answer) => answer.id,
  'staff.invite': (answer) => answer.id,
};

/** The client's address as Cloudflare reports it. */
export const clientAddress = (c: Context): string => c.req.header('cf-connecting-ip') ?? 'unknown';

/** The route this call matched, e.g. '/api/products/:id': the first match registered for its method (middleware is registered for ALL). */
const routePathOf = (c: Context): string => matchedRoutes(c).find((matched) => matched.method === c.req.method)?.path ?? '';

const actionOf = (c: Context): AuditAction => ACTIONS[`${c.req.method} ${routePathOf(c)}`] ?? 'staff.write';

/** The `:id` of the call's path, read from its route pattern (it is known before the handler runs, unlike c.req.param). */
function pathId(c: Context): string | null {
  const pattern = routePathOf(c).split('/');
  const index = pattern.indexOf(':id');
  return index < 0 ? null : (c.req.path.split('/')[index] ?? null);
}

/** The ids of a batch body (`{ ids: [...] }`); Hono keeps the parsed body, so the route reads it again. */
async function batchIds(c: Context): Promise<unknown[] | null> {
  const body: unknown = await c.req.json().catch(() => null);
  return body && typeof body === 'object' && 'ids' in body && Array.isArray(body.ids) ? body.ids : null;
}

/** The rows a call will act on, by id: the person's own, else its path's id, else a batch's ids. */
async function targetIds(c: StaffContext, action: AuditAction): Promise<unknown[] | null> {
  if (OWN_ROW.has(action)) return [c.var.staff.id];
  const id = pathId(c);
  return id ? [id] : batchIds(c);
}

/** The ids a call names that can be ids at all (numbers, or texts such as an application's UUID). */
const rowIds = (ids: unknown[] | null): Array<number | string> =>
  (ids ?? []).filter((id): id is number | string => typeof id === 'number' || (typeof id === 'string' && id.length <= 64));

/** What a create made, from its answer (null when it made nothing). */
async function createdTarget(c: Context, action: AuditAction): Promise<string | null> {
  const named = CREATED[action];
  if (!named || !c.res.ok) return null;
  const answer: unknown = await c.res
    .clone()
    .json()
    .catch(() => null);
  const made = answer && typeof answer === 'object' ? named(answer as Record<string, unknown>) : null;
  return typeof made === 'string' || typeof made === 'number' ? String(made) : null;
}

/** The product a gallery conversion made, as a change of the image (its answer is `{ product }`). */
async function convertedProduct(c: Context, galleryId: string): Promise<AuditChange[]> {
  if (!c.res.ok) return [];
  const answer: unknown = await c.res
    .clone()
    .json()
    .catch(() => null);
  const product = answer && typeof answer === 'object' && 'product' in answer ? answer.product : null;
  const id = product && typeof product === 'object' && 'id' in product ? product.id : null;
  return typeof id === 'number' ? [{ target: galleryId, field: 'productId', from: null, to: id }] : [];
}

/**
 * What a staff write is about to change, read before it runs (only for the updates the log compares). Like
 * the log itself, it never costs staff their answer: when the read fails, the entry just has no changes.
 */
export async function beforeStaffWrite(c: StaffContext): Promise<Snapshot | null> {
  const action = actionOf(c);
  if (!comparesRows(action)) return null;
  return snapshotRows(c.var.db, action, rowIds(await targetIds(c, action))).catch((error: unknown) => {
    log.error('audit.snapshot_failed', { action, error });
    return null;
  });
}

/** What the update changed; null when the call was refused or a read failed. */
async function changesOf(c: StaffContext, action: AuditAction, target: string | null, before: Snapshot | null) {
  if (!before || !c.res.ok) return null;
  try {
    const changes = changesBetween(before, await snapshotRows(c.var.db, action, [...before.keys()]));
    return action === 'gallery.convert' && target ? [...changes, ...(await convertedProduct(c, target))] : changes;
  } catch (error) {
    log.error('audit.snapshot_failed', { action, error });
    return null;
  }
}

/** The target of the entry: the id in its path, the ids of a batch, what a create made, else (for an unnamed write) its path. */
async function targetOf(c: StaffContext, action: AuditAction): Promise<string | null> {
  if (action === 'staff.write') return `${c.req.method} ${c.req.path}`;
  const ids = await targetIds(c, action);
  return ids ? ids.join(',') : createdTarget(c, action);
}

/**
 * Records a state-changing staff call once it has answered, with its status (refusals too), the client's
 * address and, for a successful update, what it changed (`before` from beforeStaffWrite).
 */
export async function auditStaffWrite(c: StaffContext, before: Snapshot | null): Promise<void> {
  const action = actionOf(c);
  const target = await targetOf(c, action);
  const changes = await changesOf(c, action, target, before);
  const { id: actorId, name: actor } = c.var.staff;
  await recordAudit(c.var.db, { actor, actorId, action, target, status: c.res.status, clientAddress: clientAddress(c), changes });
}
