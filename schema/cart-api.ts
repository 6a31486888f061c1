/** The visitor's cart (docs/design.md §1: one cart per visitor): its lines, and what adding and changing them take. */
import * as v from 'valibot';
import type { Product } from './products-api.ts';
import type { cartItems } from './tables.ts';

/** A cart line with the part of its product the cart shows. */
export type CartLine = Pick<typeof cartItems.$inferSelect, 'id' | 'quantity'> & {
  product: Pick<Product, 'id' | 'name' | 'price' | 'imageUrl' | 'stock'>;
};

export const CART_MAX_QUANTITY = 99;

/** Different products one cart may hold: far more than any real basket, and a bound on what one visitor can store. */
export const CART_MAX_LINES = 50;

export const cartQuantity = v.pipe(
  v.number('must be a number'),
  v.integer('must be a whole number'),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(CART_MAX_QUANTITY, `must be at most ${CART_MAX_QUANTITY}`),
);

/** The visitor's cart id: a random UUID the browser made once (crypto.randomUUID). */
export const VisitorSessionIdSchema = v.pipe(v.string(), v.uuid('must be a UUID'));

export const AddCartItemSchema = v.object({
  productId: v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be positive')),
  quantity: cartQuantity,
  sessionId: v.optional(v.string()),
});

export const UpdateCartItemSchema = v.object({ quantity: cartQuantity });
