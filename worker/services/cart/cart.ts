import { and, asc, eq, sql } from 'drizzle-orm';
import { CART_MAX_LINES, CART_MAX_QUANTITY, type CartLine } from '#schema/cart-api.ts';
import { cartItems, products } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { fail, succeed, type Failure, type Result } from '#worker/services/result.ts';

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

function checkQuantity(quantity: number, { stock, name }: { stock: number; name: string }): Failure | null {
  if (stock <= 0) return fail('out_of_stock', 'This product is currently out of stock');
  if (quantity > stock) return fail('insufficient_stock', `Only ${stock} left in stock`, { available: stock, name });
  if (quantity > CART_MAX_QUANTITY)
    return fail('cart_line_limit', `A cart line holds at most ${CART_MAX_QUANTITY}`, { max: CART_MAX_QUANTITY });
  return null;
}

const cartFull = (): Failure => fail('cart_full', `A cart holds at most ${CART_MAX_LINES} different products`, { max: CART_MAX_LINES });

/** Why adding `quantity` more of a product to this cart is refused, or null when it fits. */
async function refusalToAdd(db: Database, sessionId: string, productId: number, quantity: number): Promise<Failure | null> {
  const [product] = await db.select({ stock: products.stock, name: products.name }).from(products).where(eq(products.id, productId));
  if (!product) return fail('not_found', 'Product not found');
  const lines = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.sessionId, sessionId));
  const existing = lines.find((line) => line.productId === productId);
  if (!existing && lines.length >= CART_MAX_LINES) return cartFull();
  return checkQuantity((existing?.quantity ?? 0) + quantity, product);
}

type LineRow = { id: number; quantity: number; product: string };

/**
 * The upsert answers the whole line itself, product included, so an add that wrote its line never fails
 * on a second read afterwards (a retry would add the quantity again).
 */
const RETURNED_LINE = sql.raw(`id, quantity, (SELECT json_object('id', p.id, 'name', p.name, 'price', p.price,
  'imageUrl', p.image_url, 'stock', p.stock) FROM products AS p WHERE p.id = product_id) AS product`);

/** Adds `quantity` of a product; a product already in the cart gets its line raised instead. */
export async function addToCart(
  db: Database,
  sessionId: string,
  productId: number,
  quantity: number,
  attempts = 2,
): Promise<Result<CartLine>> {
  const refusal = await refusalToAdd(db, sessionId, productId, quantity);
  if (refusal) return refusal;

  // The check above names the problem; this one statement enforces it, so parallel adds cannot
  // together take a line past the stock or the caps: a new line only while the cart has room for one,
  // a conflicting raise only when it still fits.
  const [row] = await db.all<LineRow>(sql`
    INSERT INTO ${cartItems} (session_id, product_id, quantity, touched_at)
    SELECT ${sessionId}, ${products.id}, ${quantity}, ${Date.now()} FROM ${products}
    WHERE ${products.id} = ${productId} AND ${products.stock} >= ${quantity}
      AND ((SELECT count(*) FROM ${cartItems} WHERE session_id = ${sessionId}) < ${CART_MAX_LINES}
        OR EXISTS (SELECT 1 FROM ${cartItems} WHERE session_id = ${sessionId} AND product_id = ${productId}))
    ON CONFLICT (session_id, product_id) DO UPDATE SET quantity = ${cartItems.quantity} + excluded.quantity,
      touched_at = excluded.touched_at
    WHERE ${cartItems.quantity} + excluded.quantity <= ${CART_MAX_QUANTITY}
      AND ${cartItems.quantity} + excluded.quantity <= (SELECT stock FROM ${products} WHERE id = excluded.product_id)
    RETURNING ${RETURNED_LINE}`);
  // A parallel change got there first: check again against what stands now.
  if (!row) {
    if (attempts <= 1) return fail('insufficient_stock', 'Not enough stock left for that quantity');
    return addToCart(db, sessionId, productId, quantity, attempts - 1);
  }
  return succeed({ id: row.id, quantity: row.quantity, product: JSON.parse(row.product) as CartLine['product'] });
}

export async function setQuantity(db: Database, sessionId: string, itemId: number, quantity: number): Promise<Result<CartLine>> {
  const line = await findLine(db, sessionId, itemId);
  if (!line) return fail('not_found', 'Cart item not found');
  // Lowering a line is always allowed, even when stock has since dropped below it.
  const failure = quantity > line.quantity ? checkQuantity(quantity, line.product) : null;
  if (failure) return failure;
  await db
    .update(cartItems)
    .set({ quantity, touchedAt: new Date() })
    .where(and(eq(cartItems.id, itemId), eq(cartItems.sessionId, sessionId)));
  return succeed({ ...line, quantity });
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
