import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { IdParamSchema } from '#schema/ids.ts';
import { VisitorSessionIdSchema } from '#schema/cart-api.ts';
import {
  CreateGalleryImageSchema,
  GalleryBatchSchema,
  GalleryListQuerySchema,
  GalleryStatsQuerySchema,
  TrackViewQuerySchema,
  UpdateGalleryImageSchema,
} from '#schema/gallery-api.ts';
import type { AppEnv } from '#worker/env.ts';
import { catalogCache } from '#worker/middleware/catalog-cache.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { byClientAddress, rateLimitVisitorAndAddress } from '#worker/middleware/rate-limit.ts';
import { requireAdmin } from '#worker/middleware/require-admin.ts';
import { validate } from '#worker/middleware/validate.ts';
import {
  findGalleryImage,
  galleryFactCounts,
  galleryStats,
  pageGalleryImages,
  recordGalleryView,
} from '#worker/services/gallery/gallery.ts';
import {
  batchUpdateGalleryImages,
  convertToProduct,
  createGalleryImage,
  deleteGalleryImage,
  IMAGE_NOT_FOUND,
  updateGalleryImage,
} from '#worker/services/gallery/gallery-admin.ts';
import { decodeGalleryCursor } from '#worker/services/gallery/gallery-cursor.ts';
import { fail } from '#worker/services/result.ts';
import { withOwnImageUrl } from '#worker/services/uploads/uploads.ts';

const imageNotFound = fail('not_found', IMAGE_NOT_FOUND);

/**
 * /api/uploaded-images: the public gallery reads, and the admin writes, each write behind requireAdmin
 * (docs/design.md §2). Fixed paths (/stats, /batch) are declared before /:id.
 */
const limitTracking = rateLimitVisitorAndAddress({ perVisitor: 'VIEW_LIMIT', perAddress: 'VIEW_ADDRESS_LIMIT' });

/** Only a call that records a view counts toward the view limit; plain reads are not limited. */
const limitViewTracking = createMiddleware<AppEnv>(async (c, next) =>
  c.req.query('track_view') === 'true' ? limitTracking(c, next) : next(),
);

/** Who viewed: the visitor session when the call names one, else the client address (docs/design.md §12). */
function viewerOf(c: Context<AppEnv>): string | null {
  const session = c.req.header('x-session-id');
  if (session !== undefined && v.is(VisitorSessionIdSchema, session)) return `session:${session}`;
  const address = byClientAddress(c);
  return address === null ? null : `address:${address}`;
}

export const galleryRoutes = new Hono<AppEnv>()
  .get('/', catalogCache(GalleryListQuerySchema), validate('query', GalleryListQuerySchema), async (c) => {
    const { limit, cursor, ...filters } = c.req.valid('query');
    const after = cursor === undefined ? null : decodeGalleryCursor(cursor);
    if (cursor !== undefined && !after)
      return refuse(c, fail('invalid_input', 'cursor: is not a cursor from this API', { field: 'cursor' }));
    return c.json(await pageGalleryImages(c.var.db, filters, limit, after), 200);
  })
  .get('/stats', catalogCache(GalleryStatsQuerySchema), validate('query', GalleryStatsQuerySchema), async (c) => {
    return c.json(await galleryStats(c.var.db, c.req.valid('query')), 200);
  })
  .get('/facts', catalogCache(GalleryStatsQuerySchema), validate('query', GalleryStatsQuerySchema), async (c) =>
    c.json(await galleryFactCounts(c.var.db, c.req.valid('query')), 200),
  )
  .post('/', requireAdmin, validate('json', CreateGalleryImageSchema), async (c) => {
    const image = await withOwnImageUrl(c.env, new URL(c.req.url).origin, c.req.valid('json'));
    if (!image.ok) return refuse(c, image);
    const result = await createGalleryImage(c.var.db, c.env.BUCKET, image.value);
    if (!result.ok) return refuse(c, result);
    return c.json(result.value, 201);
  })
  .patch('/batch', requireAdmin, validate('json', GalleryBatchSchema), async (c) => {
    const { ids, updates } = c.req.valid('json');
    const result = await batchUpdateGalleryImages(c.var.db, ids, updates);
    if (!result.ok) return refuse(c, result);
    return c.json(result.value, 200);
  })
  .get('/:id', validate('param', IdParamSchema), validate('query', TrackViewQuerySchema), limitViewTracking, async (c) => {
    const { id } = c.req.valid('param');
    const image = c.req.valid('query').track_view
      ? await recordGalleryView(c.var.db, id, viewerOf(c))
      : await findGalleryImage(c.var.db, id);
    if (!image) return refuse(c, imageNotFound);
    return c.json(image, 200);
  })
  .put('/:id', requireAdmin, validate('param', IdParamSchema), validate('json', UpdateGalleryImageSchema), async (c) => {
    const image = await updateGalleryImage(c.var.db, c.req.valid('param').id, c.req.valid('json'));
    if (!image) return refuse(c, imageNotFound);
    return c.json(image, 200);
  })
  .delete('/:id', requireAdmin, validate('param', IdParamSchema), async (c) => {
    const deleted = await deleteGalleryImage(c.var.db, c.env.BUCKET, c.req.valid('param').id);
    if (!deleted) return refuse(c, imageNotFound);
    return c.body(null, 204);
  })
  .post('/:id/convert-to-product', requireAdmin, validate('param', IdParamSchema), async (c) => {
    const result = await convertToProduct(c.var.db, c.req.valid('param').id);
    if (!result.ok) return refuse(c, result);
    return c.json({ product: result.value }, 201);
  });
