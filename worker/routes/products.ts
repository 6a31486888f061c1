import { Hono } from 'hono';
import { IdParamSchema } from '../../schema/api';
import { CreateProductSchema, UpdateProductSchema } from '../../schema/products-api';
import type { AppEnv } from '../env';
import { requireAdmin } from '../middleware/require-admin';
import { validate } from '../middleware/validate';
import { createProduct, deleteProduct, listProducts, updateProduct } from '../services/products';

/** /api/products: the public list, and the admin writes (DESIGN 2: each behind requireAdmin). */
export const productRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listProducts(c.var.db), 200))
  .post('/', requireAdmin, validate('json', CreateProductSchema), async (c) => {
    return c.json(await createProduct(c.var.db, c.req.valid('json')), 201);
  })
  .patch('/:id', requireAdmin, validate('param', IdParamSchema), validate('json', UpdateProductSchema), async (c) => {
    const product = await updateProduct(c.var.db, c.req.valid('param').id, c.req.valid('json'));
    if (!product) return c.json({ error: 'Product not found' }, 404);
    return c.json(product, 200);
  })
  .delete('/:id', requireAdmin, validate('param', IdParamSchema), async (c) => {
    const deleted = await deleteProduct(c.var.db, c.req.valid('param').id);
    if (!deleted) return c.json({ error: 'Product not found' }, 404);
    return c.body(null, 204);
  });
