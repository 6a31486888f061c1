import { describe, expect, it } from 'vitest';
import type { CartLine } from '#schema/api.ts';
import { cartTotal, lineTotal, totalQuantity } from './cart-math.ts';

const line = (id: number, price: number, quantity: number): CartLine => ({
  id,
  quantity,
  product: { id, name: `Stone ${id}`, price, imageUrl: '/x.svg', stock: 10 },
});

describe('cart math', () => {
  const lines = [line(1, 2450, 2), line(2, 1500, 1), line(3, 99900, 3)];

  it('counts items, not lines, for the badge', () => {
    expect(totalQuantity(lines)).toBe(6);
    expect(totalQuantity([])).toBe(0);
  });

  it('multiplies unit price by quantity for a line', () => {
    expect(lineTotal(line(1, 2450, 2))).toBe(4900);
  });

  it('adds the lines in USD cents for the total', () => {
    expect(cartTotal(lines)).toBe(4900 + 1500 + 299700);
  });
});
