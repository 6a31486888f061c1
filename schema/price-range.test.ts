import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, FALLBACK_RATES, type CurrencyCode } from './catalog.ts';
import { convertUsdCents, minorUnitDigits } from './money.ts';
import { priceRangeIn, type PriceRange } from './price-range.ts';
import { PRICE_BOUND_MAX } from './search-api.ts';

type PricedIn = { currency: CurrencyCode; rate: number };
const at = (currency: CurrencyCode, rate = FALLBACK_RATES[currency]): PricedIn => ({ currency, rate });

/** `range` in `from`, read in `to`, each at its rate. */
const convert = (range: PriceRange, from: PricedIn, to: PricedIn) =>
  priceRangeIn(range, from.currency, to.currency, { ...FALLBACK_RATES, [from.currency]: from.rate, [to.currency]: to.rate });

/** Whether a price in US cents is within `range` as `priced` shows it: the Worker's own test (docs/design.md §14). */
function within(usdCents: number, range: PriceRange, { currency, rate }: PricedIn): boolean {
  const shown = convertUsdCents(usdCents, currency, rate);
  const unit = 10 ** minorUnitDigits(currency);
  return (range.min === undefined || shown >= range.min * unit) && (range.max === undefined || shown <= range.max * unit);
}

describe('priceRangeIn: a price range typed in one currency, read in another (docs/product.md §2 "Search")', () => {
  it('converts 100–500 USD into euros and yen at the shop’s rates', () => {
    expect(convert({ min: 100, max: 500 }, at('USD'), at('EUR'))).toEqual({ min: 85, max: 425 });
    expect(convert({ min: 100, max: 500 }, at('USD'), at('JPY'))).toEqual({ min: 11_000, max: 55_000 });
  });

  it('rounds the low bound down and the high one up to whole units, from the cheapest and dearest price each lets through', () => {
    // 92 EUR lets through 108.23 USD (shown as 92.00 EUR) and up; 462 EUR up to 543.53 USD (461.9995 EUR, shown 462.00).
    expect(convert({ min: 92, max: 462 }, at('EUR'), at('USD'))).toEqual({ min: 108, max: 544 });
    expect(convert({ min: 100, max: 500 }, at('USD', 1), at('EUR', 0.9234))).toEqual({ min: 92, max: 462 });
  });

  it('keeps a range in the same currency as it is, and an open end open', () => {
    expect(convert({ min: 7, max: 9 }, at('GBP'), at('GBP'))).toEqual({ min: 7, max: 9 });
    expect(convert({ max: 500 }, at('USD'), at('EUR'))).toEqual({ min: undefined, max: 425 });
    expect(convert({ min: 0 }, at('JPY'), at('EUR'))).toEqual({ min: 0, max: undefined });
  });

  it('opens a high bound past the largest a bound may be, and brings a low one down to it', () => {
    expect(convert({ min: 100_000, max: 200_000 }, at('USD'), at('JPY', 150))).toEqual({ min: PRICE_BOUND_MAX, max: undefined });
  });

  it.each([
    ['USD', 'EUR', 1, 0.9234],
    ['EUR', 'JPY', 0.9234, 149.73],
    ['JPY', 'GBP', 149.73, 0.7861],
    ['GBP', 'INR', 0.7861, 83.127],
    ['INR', 'CHF', 83.127, 0.8812],
    ['SEK', 'DKK', 10.4413, 6.8877],
  ] as const)('lets through, read in the other currency, every price the range let through (%s -> %s)', (from, to, fromRate, toRate) => {
    for (const range of [
      { min: 1, max: 2 },
      { min: 19, max: 1234 },
      { min: 4321, max: 98_765 },
    ]) {
      const converted = convert(range, at(from, fromRate), at(to, toRate));
      // Every price in cents around each bound, where rounding decides.
      const centsOf = (bound: number) => Math.round((bound / fromRate) * 100);
      for (const bound of [range.min, range.max])
        for (let cents = Math.max(0, centsOf(bound) - 400); cents <= centsOf(bound) + 400; cents += 1) {
          if (!within(cents, range, at(from, fromRate))) continue;
          expect(within(cents, converted, at(to, toRate)), `${cents} cents in ${JSON.stringify(converted)} ${to}`).toBe(true);
        }
    }
  });

  it('converts between any two of the shop’s currencies at the fallback rates', () => {
    for (const from of CURRENCY_CODES)
      for (const to of CURRENCY_CODES) {
        const converted = convert({ min: 10, max: 100 }, at(from), at(to));
        expect(converted.min, `${from} -> ${to}`).toBeLessThanOrEqual(converted.max ?? Number.POSITIVE_INFINITY);
        expect(Number.isInteger(converted.min) && Number.isInteger(converted.max), `${from} -> ${to}`).toBe(true);
      }
  });
});
