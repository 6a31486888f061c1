import { Hono } from 'hono';
import { IdParamSchema } from '#schema/api.ts';
import { CreateProductSchema, UpdateProductSchema } from '#schema/products-api.ts';
import type { AppEnv } from '#worker/env.ts';
import { requireAdmin } from '#worker/middleware/require-admin.ts';
import { validate } from '#worker/middleware/validate.ts';
import { isMissingUpload, NO_SUCH_UPLOAD } from '#worker/services/object-keys.ts';
import { createProduct, deleteProduct, listProducts, updateProduct } from '#worker/services/products.ts';

/** /api/products: the public list, and the admin writes (DESIGN 2: each behind requireAdmin). */
export const productRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listProducts(c.var.db), 200))
  .post('/', requireAdmin, validate('json', CreateProductSchema), async (c) => {
    const product = c.req.valid('json');
    if (await isMissingUpload(c.env.BUCKET, product.imageUrl)) return c.json({ error: NO_SUCH_UPLOAD }, 400);
    return c.json(await createProduct(c.var.db, product), 201);
  })
  .patch('/:id', requireAdmin, validate('param', IdParamSchema), validate('json', UpdateProductSchema), async (c) => {
    const changes = c.req.valid('json');
    if (changes.imageUrl !== undefined && (await isMissingUpload(c.env.BUCKET, changes.imageUrl))) {
      return c.json({ error: NO_SUCH_UPLOAD }, 400);
    }
    const product = await updateProduct(c.var.db, c.req.valid('param').id, changes);
    if (!product) return c.json({ error: 'Product not found' }, 404);
    return c.json(product, 200);
  })
  .delete('/:id', requireAdmin, validate('param', IdParamSchema), async (c) => {
    const deleted = await deleteProduct(c.var.db, c.req.valid('param').id);
    if (!deleted) return c.json({ error: 'Product not found' }, 404);
    return c.body(null, 204);
  });
