import { Hono } from 'hono';
import { AddCartItemSchema, IdParamSchema, UpdateCartItemSchema } from '#schema/api.ts';
import { validate } from '#worker/middleware/validate.ts';
import { visitorSession, type VisitorEnv } from '#worker/middleware/visitor-session.ts';
import { addToCart, clearCart, listCart, removeLine, setQuantity } from '#worker/services/cart.ts';

/** SPEC 7's five cart calls, each scoped to the visitor of x-session-id. */
export const cartRoutes = new Hono<VisitorEnv>()
  .use(visitorSession)
  .get('/', async (c) => c.json(await listCart(c.var.db, c.var.sessionId), 200))
  .post('/', validate('json', AddCartItemSchema), async (c) => {
    const { productId, quantity, sessionId } = c.req.valid('json');
    if (sessionId !== undefined && sessionId !== c.var.sessionId) {
      return c.json({ error: 'sessionId: must equal the x-session-id header' }, 400);
    }
    const result = await addToCart(c.var.db, c.var.sessionId, productId, quantity);
    if (!result.ok) return c.json({ error: result.error }, result.status);
    return c.json(result.value, 201);
  })
  .patch('/:id', validate('param', IdParamSchema), validate('json', UpdateCartItemSchema), async (c) => {
    const result = await setQuantity(c.var.db, c.var.sessionId, c.req.valid('param').id, c.req.valid('json').quantity);
    if (!result.ok) return c.json({ error: result.error }, result.status);
    return c.json(result.value, 200);
  })
  .delete('/:id', validate('param', IdParamSchema), async (c) => {
    const removed = await removeLine(c.var.db, c.var.sessionId, c.req.valid('param').id);
    if (!removed) return c.json({ error: 'Cart item not found' }, 404);
    return c.body(null, 204);
  })
  .delete('/', async (c) => {
    await clearCart(c.var.db, c.var.sessionId);
    return c.body(null, 204);
  });
