import { and, asc, eq, sql } from 'drizzle-orm';
import { CART_MAX_QUANTITY, type CartLine } from '#schema/api.ts';
import { cartItems, products } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

type CartFailure = { status: 404 | 409; error: string };
type Result<T> = { ok: true; value: T } | ({ ok: false } & CartFailure);

const lineColumns = {
  id: cartItems.id,
  quantity: cartItems.quantity,
  product: {
    id: products.id,
    name: products.name,
    price: products.price,
    imageUrl: products.imageUrl,
    stock: products.stock,
  },
};

export async function listCart(db: Database, sessionId: string): Promise<CartLine[]> {
  return db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.sessionId, sessionId))
    .orderBy(asc(cartItems.id));
}

async function findLine(db: Database, sessionId: string, itemId: number): Promise<CartLine | undefined> {
  const [line] = await db
    .select(lineColumns)
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.sessionId, sessionId)));
  return line;
}

function checkQuantity(quantity: number, stock: number): CartFailure | null {
  if (stock <= 0) return { status: 409, error: 'This product is currently out of stock' };
  if (quantity > stock) return { status: 409, error: `Only ${stock} left in stock` };
  if (quantity > CART_MAX_QUANTITY) return { status: 409, error: `A cart line holds at most ${CART_MAX_QUANTITY}` };
  return null;
}

/** Adds `quantity` of a product; a product already in the cart gets its line raised instead. */
export async function addToCart(
  db: Database,
  sessionId: string,
  productId: number,
  quantity: number,
): Promise<Result<CartLine>> {
  const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  if (!product) return { ok: false, status: 404, error: 'Product not found' };
  const [existing] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.sessionId, sessionId), eq(cartItems.productId, productId)));
  const failure = checkQuantity((existing?.quantity ?? 0) + quantity, product.stock);
  if (failure) return { ok: false, ...failure };

  // The check above names the problem; this one statement enforces it, so parallel adds cannot
  // together take a line past the stock or the cap: a conflicting raise only happens when it still fits.
  const rows = await db.all<{ id: number }>(sql`
    INSERT INTO ${cartItems} (session_id, product_id, quantity)
    SELECT ${sessionId}, ${products.id}, ${quantity} FROM ${products}
    WHERE ${products.id} = ${productId} AND ${products.stock} >= ${quantity}
    ON CONFLICT (session_id, product_id) DO UPDATE SET quantity = ${cartItems.quantity} + excluded.quantity
    WHERE ${cartItems.quantity} + excluded.quantity <= ${CART_MAX_QUANTITY}
      AND ${cartItems.quantity} + excluded.quantity <= (SELECT stock FROM ${products} WHERE id = excluded.product_id)
    RETURNING id`);
  const row = rows[0];
  if (!row) return { ok: false, status: 409, error: 'Not enough stock left for that quantity' };
  const line = await findLine(db, sessionId, row.id);
  if (!line) throw new Error('cart line vanished after upsert');
  return { ok: true, value: line };
}

export async function setQuantity(
  db: Database,
  sessionId: string,
  itemId: number,
  quantity: number,
): Promise<Result<CartLine>> {
  const line = await findLine(db, sessionId, itemId);
  if (!line) return { ok: false, status: 404, error: 'Cart item not found' };
  // Lowering a line is always allowed, even when stock has since dropped below it.
  const failure = quantity > line.quantity ? checkQuantity(quantity, line.product.stock) : null;
  if (failure) return { ok: false, ...failure };
  await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.sessionId, sessionId)));
  return { ok: true, value: { ...line, quantity } };
}

/** True when the line existed in this visitor's cart. */
export async function removeLine(db: Database, sessionId: string, itemId: number): Promise<boolean> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.sessionId, sessionId)))
    .returning({ id: cartItems.id });
  return removed.length > 0;
}

export async function clearCart(db: Database, sessionId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.sessionId, sessionId));
}
