import { Hono } from 'hono';
import { IdParamSchema } from '#schema/ids.ts';
import { CreateProductSchema, ProductFactsQuerySchema, ProductListQuerySchema, UpdateProductSchema } from '#schema/products-api.ts';
import type { AppEnv } from '#worker/env.ts';
import { catalogCache } from '#worker/middleware/catalog-cache.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { requireAdmin } from '#worker/middleware/require-admin.ts';
import { validate } from '#worker/middleware/validate.ts';
import {
  categorySummary,
  createProduct,
  deleteProduct,
  findProduct,
  pageProducts,
  PRODUCT_NOT_FOUND,
  productFactCounts,
  productStats,
  updateProduct,
} from '#worker/services/catalog/products.ts';
import { withHoldTime, withHoldTimes } from '#worker/services/holds/product-holds.ts';
import { fail } from '#worker/services/result.ts';
import { withOwnImageUrl } from '#worker/services/uploads/uploads.ts';

/** /api/products: the public list (paged, searchable), the counts, the categories, one product, and the admin writes (docs/design.md §2: each behind requireAdmin). */
export const productRoutes = new Hono<AppEnv>()
  .get('/', catalogCache(ProductListQuerySchema), validate('query', ProductListQuerySchema), async (c) => {
    const page = await pageProducts(c.var.db, c.req.valid('query'));
    return c.json({ ...page, items: await withHoldTimes(c.var.db, page.items) }, 200);
  })
  .get('/facts', catalogCache(ProductFactsQuerySchema), validate('query', ProductFactsQuerySchema), async (c) =>
    c.json(await productFactCounts(c.var.db, c.req.valid('query')), 200),
  )
  .get('/categories', catalogCache(), async (c) => c.json(await categorySummary(c.var.db), 200))
  .get('/stats', catalogCache(), async (c) => c.json(await productStats(c.var.db), 200))
  .get('/:id', catalogCache(), validate('param', IdParamSchema), async (c) => {
    const product = await findProduct(c.var.db, c.req.valid('param').id);
    if (!product) return refuse(c, fail('not_found', PRODUCT_NOT_FOUND));
    return c.json(await withHoldTime(c.var.db, product), 200);
  })
  .post('/', requireAdmin, validate('json', CreateProductSchema), async (c) => {
    const product = await withOwnImageUrl(c.env, new URL(c.req.url).origin, c.req.valid('json'));
    if (!product.ok) return refuse(c, product);
    const result = await createProduct(c.var.db, c.env.BUCKET, product.value);
    if (!result.ok) return refuse(c, result);
    return c.json(result.value, 201);
  })
  .patch('/:id', requireAdmin, validate('param', IdParamSchema), validate('json', UpdateProductSchema), async (c) => {
    const changes = await withOwnImageUrl(c.env, new URL(c.req.url).origin, c.req.valid('json'));
    if (!changes.ok) return refuse(c, changes);
    const result = await updateProduct(c.var.db, c.env.BUCKET, c.req.valid('param').id, changes.value);
    if (!result.ok) return refuse(c, result);
    return c.json(result.value, 200);
  })
  .delete('/:id', requireAdmin, validate('param', IdParamSchema), async (c) => {
    const deleted = await deleteProduct(c.var.db, c.req.valid('param').id);
    if (!deleted) return refuse(c, fail('not_found', PRODUCT_NOT_FOUND));
    return c.body(null, 204);
  });
