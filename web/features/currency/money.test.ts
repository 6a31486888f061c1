import { describe, expect, it } from 'vitest';
import { convertUsdCents, formatMoney, minorUnitDigits, scaledRate } from '#schema/money.ts';

describe('convertUsdCents', () => {
  it('keeps USD cents as they are', () => {
    expect(convertUsdCents(2450, 'USD', 1)).toBe(2450);
  });

  it('rounds a converted amount to two decimals (cents of the target currency)', () => {
    // 19.99 USD x 0.85 = 16.9915 EUR -> 16.99
    expect(convertUsdCents(1999, 'EUR', 0.85)).toBe(1699);
    // 0.05 USD x 0.73 = 0.0365 GBP -> 0.04
    expect(convertUsdCents(5, 'GBP', 0.73)).toBe(4);
  });

  it('rounds JPY to whole yen', () => {
    expect(minorUnitDigits('JPY')).toBe(0);
    // 19.99 USD x 110 = 2198.9 -> 2199
    expect(convertUsdCents(1999, 'JPY', 110)).toBe(2199);
  });
});

describe('formatMoney', () => {
  it('formats minor units with the currency symbol and two decimals', () => {
    expect(formatMoney(1699, 'EUR', 'en')).toBe('€16.99');
    expect(formatMoney(99900, 'USD', 'en')).toBe('$999.00');
  });

  it('formats JPY without decimals', () => {
    expect(formatMoney(2199, 'JPY', 'en')).toBe('¥2,199');
  });

  it('follows the language for separators', () => {
    // Intl separates the symbol with a no-break space.
    expect(formatMoney(123456, 'EUR', 'de')).toBe('1.234,56\u00a0€');
  });

  it('keeps a right-to-left price’s symbol one word after the number (US$ 899.00 read from the right, not $US)', () => {
    // Intl starts it with a right-to-left mark; a left-to-right mark after "US$" keeps the sign beside its letters.
    expect(formatMoney(89900, 'USD', 'ar')).toBe('\u200f899.00\u00a0US$\u200e');
    expect(formatMoney(89900, 'USD', 'en')).toBe('$899.00');
  });
});

describe('scaledRate', () => {
  it('is the rate times 10000, rounded', () => {
    expect(scaledRate(0.85)).toBe(8500);
    expect(scaledRate(7.123456)).toBe(71235);
  });
});
