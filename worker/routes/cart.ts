import { Hono } from 'hono';
import { AddCartItemSchema, UpdateCartItemSchema } from '#schema/cart-api.ts';
import { IdParamSchema } from '#schema/ids.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { rateLimitWrites } from '#worker/middleware/rate-limit.ts';
import { validate } from '#worker/middleware/validate.ts';
import { visitorSession, type VisitorEnv } from '#worker/middleware/visitor-session.ts';
import { addToCart, clearCart, listCart, removeLine, setQuantity } from '#worker/services/cart/cart.ts';
import { fail } from '#worker/services/result.ts';

/** The five cart calls of docs/product.md §7, each scoped to the visitor of x-session-id. */
export const cartRoutes = new Hono<VisitorEnv>()
  .use(visitorSession)
  .use(rateLimitWrites({ perVisitor: 'CART_WRITE_LIMIT', perAddress: 'CART_WRITE_ADDRESS_LIMIT' }))
  .get('/', async (c) => c.json(await listCart(c.var.db, c.var.sessionId), 200))
  .post('/', validate('json', AddCartItemSchema), async (c) => {
    const { productId, quantity, sessionId } = c.req.valid('json');
    if (sessionId !== undefined && sessionId !== c.var.sessionId) {
      return refuse(c, fail('invalid_input', 'sessionId: must equal the x-session-id header', { field: 'sessionId' }));
    }
    const result = await addToCart(c.var.db, c.var.sessionId, productId, quantity);
    if (!result.ok) return refuse(c, result);
    return c.json(result.value, 201);
  })
  .patch('/:id', validate('param', IdParamSchema), validate('json', UpdateCartItemSchema), async (c) => {
    const result = await setQuantity(c.var.db, c.var.sessionId, c.req.valid('param').id, c.req.valid('json').quantity);
    if (!result.ok) return refuse(c, result);
    return c.json(result.value, 200);
  })
  .delete('/:id', validate('param', IdParamSchema), async (c) => {
    const removed = await removeLine(c.var.db, c.var.sessionId, c.req.valid('param').id);
    if (!removed) return refuse(c, fail('not_found', 'Cart item not found'));
    return c.body(null, 204);
  })
  .delete('/', async (c) => {
    await clearCart(c.var.db, c.var.sessionId);
    return c.body(null, 204);
  });
