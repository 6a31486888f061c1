import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './money.ts';

describe('dollarsToCents: dollars as typed become cents by rounding, never truncating (docs/product.md §5)', () => {
  it.each([
    { dollars: 12.345, cents: 1235 },
    { dollars: 1.005, cents: 101 },
    { dollars: 8.675, cents: 868 },
    { dollars: 0.1 + 0.2, cents: 30 },
    { dollars: 24.99, cents: 2499 },
    { dollars: 999.99, cents: 99999 },
    { dollars: 12.344, cents: 1234 },
    { dollars: 0, cents: 0 },
  ])('$dollars dollars are $cents cents', ({ dollars, cents }) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });
});
