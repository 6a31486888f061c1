import { describe, expect, it } from 'vitest';
import { cartLine } from '#testing/factories.ts';
import { cartTotal, lineTotal, totalQuantity } from './cart-math.ts';

const line = (id: number, price: number, quantity: number) => cartLine({ id, quantity, product: { id, price } });

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
