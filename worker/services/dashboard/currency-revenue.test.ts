import { describe, expect, it } from 'vitest';
import { currencyRevenue } from './dashboard.ts';

const DAY = 20_400;
const paid = (currency: 'EUR' | 'INR' | 'JPY' | 'USD', amount: number, usd: number) =>
  ({ day: DAY, currency, outcome: 'paid', orders: 2, usd, amount }) as Parameters<typeof currencyRevenue>[0][number];

describe('the top currencies', () => {
  it('ranks currencies with as many paid orders by what they came to in US dollars, not by their own amounts', () => {
    // ₹2,421.26 ($32.50), €1,400.80 ($1,648), ¥16,060 ($146), $249.00: the rupees' larger number is the least money.
    const groups = [paid('INR', 242_126, 3_250), paid('EUR', 140_080, 164_800), paid('JPY', 16_060, 14_600), paid('USD', 24_900, 24_900)];
    expect(currencyRevenue(groups, [DAY]).map((entry) => entry.currency)).toEqual(['EUR', 'USD', 'JPY']);
  });
});
