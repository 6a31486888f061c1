import { describe, expect, it } from 'vitest';
import { rateEquation, rateTexts } from './receipt-amounts.ts';

const receipt = {
  currency: 'JPY' as const,
  exchangeRate: 1_100_000,
  rateAt: '2026-11-26T14:02:00.000Z',
  kesRate: 1_294_000,
  kesRateAt: null,
};

describe('a rate as the checkout, the receipt and its mail say it', () => {
  it('is an equation with at least two decimals: 1 USD = 110.00 JPY, 1 USD = 129.40 KES', () => {
    expect(rateEquation(1_100_000, 'JPY', 'en')).toBe('1 USD = 110.00 JPY');
    expect(rateEquation(1_294_000, 'KES', 'en')).toBe('1 USD = 129.40 KES');
    expect(rateEquation(1_234_567, 'EUR', 'en')).toBe('1 USD = 123.4567 EUR');
  });

  it('reads left to right as one island inside an Arabic sentence, so the 1 stays in front', () => {
    expect(rateEquation(1_100_000, 'JPY', 'ar')).toMatch(/^\u20661 USD = .+ JPY\u2069$/);
  });

  it('is the whole {{rate}} of the receipt line, with the time the rate was locked', () => {
    const { rate, kesRate } = rateTexts(receipt, 'en');
    expect(rate).toEqual({ key: 'receipt.rateOf', values: { rate: '1 USD = 110.00 JPY', time: '2:02 PM UTC' } });
    expect(kesRate).toBeNull();
  });
});
