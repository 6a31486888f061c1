import { Hono } from 'hono';
import { CertificateListQuerySchema, CreateCertificateSchema, UpdateCertificateSchema } from '#schema/certificates-api.ts';
import { IdParamSchema } from '#schema/ids.ts';
import type { AppEnv, Bindings } from '#worker/env.ts';
import { catalogCache } from '#worker/middleware/catalog-cache.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { requireAdmin } from '#worker/middleware/require-admin.ts';
import { validate } from '#worker/middleware/validate.ts';
import {
  CERTIFICATE_NOT_FOUND,
  createCertificate,
  deleteCertificate,
  listCertificates,
  updateCertificate,
} from '#worker/services/certificates/certificates.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';
import { withOwnImageUrl } from '#worker/services/uploads/uploads.ts';

/** A scan sent as the uploadURL it was uploaded to is saved as that upload's own address (docs/product.md §7). */
async function withOwnScanUrl<Body extends { scanUrl?: string | null }>(env: Bindings, origin: string, body: Body): Promise<Result<Body>> {
  if (!body.scanUrl) return succeed(body);
  const own = await withOwnImageUrl(env, origin, { imageUrl: body.scanUrl });
  if (!own.ok) return fail('invalid_input', own.message.replace('imageUrl', 'scanUrl'), { field: 'scanUrl' });
  return succeed({ ...body, scanUrl: own.value.imageUrl });
}

/** /api/certificates: a stone's lab reports (public), and the staff writes, each behind requireAdmin (audited). */
export const certificateRoutes = new Hono<AppEnv>()
  .get('/', catalogCache(CertificateListQuerySchema), validate('query', CertificateListQuerySchema), async (c) => {
    const { productId, galleryImageId } = c.req.valid('query');
    const stone = productId !== undefined ? { productId } : { galleryImageId: galleryImageId ?? 0 };
    return c.json(await listCertificates(c.var.db, stone), 200);
  })
  .post('/', requireAdmin, validate('json', CreateCertificateSchema), async (c) => {
    const body = await withOwnScanUrl(c.env, new URL(c.req.url).origin, c.req.valid('json'));
    if (!body.ok) return refuse(c, body);
    const created = await createCertificate(c.var.db, c.env.BUCKET, body.value);
    if (!created.ok) return refuse(c, created);
    return c.json(created.value, 201);
  })
  .patch('/:id', requireAdmin, validate('param', IdParamSchema), validate('json', UpdateCertificateSchema), async (c) => {
    const changes = await withOwnScanUrl(c.env, new URL(c.req.url).origin, c.req.valid('json'));
    if (!changes.ok) return refuse(c, changes);
    const updated = await updateCertificate(c.var.db, c.env.BUCKET, c.req.valid('param').id, changes.value);
    if (!updated.ok) return refuse(c, updated);
    return c.json(updated.value, 200);
  })
  .delete('/:id', requireAdmin, validate('param', IdParamSchema), async (c) => {
    const deleted = await deleteCertificate(c.var.db, c.req.valid('param').id);
    if (!deleted) return refuse(c, fail('not_found', CERTIFICATE_NOT_FOUND));
    return c.body(null, 204);
  });
