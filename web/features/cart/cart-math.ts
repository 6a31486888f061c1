import type { CartLine } from '#schema/cart-api.ts';

/** The header badge: how many items, not how many lines. */
export const totalQuantity = (lines: readonly CartLine[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

/** USD cents of one line. */
export const lineTotal = (line: CartLine): number => line.product.price * line.quantity;

/** USD cents of the whole cart. */
export const cartTotal = (lines: readonly CartLine[]): number => lines.reduce((sum, line) => sum + lineTotal(line), 0);
