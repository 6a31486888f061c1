/**
 * A price range typed in one currency and read in another (docs/product.md §2 "Search"): /search's address names the
 * currency of its range, and a visitor who prices in another sees that range in theirs. A stone's price is whole US
 * cents, shown in a currency as schema/money.ts converts it (the Worker filters by that same shown price, docs/design.md
 * §14). Each bound is read back as the cheapest (or dearest) price in cents it lets through, and that price is shown
 * in the other currency, the low bound rounded down and the high one up to whole units: the converted range lets
 * through every stone the first one did.
 */
import type { CurrencyCode } from './catalog.ts';
import { convertUsdCents, minorToDecimal, minorUnitDigits } from './money.ts';
import { PRICE_BOUND_MAX } from './search-api.ts';

/** From and to, in whole units of a currency; either may be open. */
export type PriceRange = { min?: number; max?: number };

/** Worked out in floats, a bound's price in cents may be a hair off a whole cent: this slack only lets one more cent through. */
const SLACK = 1e-6;

/**
 * `range`, typed in `from`, in whole units of `to` at `rates` (units per USD): never narrower. A high bound past what a
 * bound may be (PRICE_BOUND_MAX) is left open, a low one is brought down to it.
 */
export function priceRangeIn(
  range: PriceRange,
  from: CurrencyCode,
  to: CurrencyCode,
  rates: Readonly<Record<CurrencyCode, number>>,
): PriceRange {
  if (from === to) return range;
  const unit = 10 ** minorUnitDigits(from);
  const minorPerCent = (rates[from] * unit) / 100;
  const inTo = (usdCents: number) => minorToDecimal(convertUsdCents(usdCents, to, rates[to]), to);
  // money.ts rounds half up: a price is shown as `bound` minor units or more from `bound - 0.5` on, and as `bound` or
  // less below `bound + 0.5`; the cheapest and dearest whole cents in those are what the range lets through.
  const cheapest = (bound: number) => Math.ceil((bound * unit - 0.5) / minorPerCent - SLACK);
  const dearest = (bound: number) => Math.ceil((bound * unit + 0.5) / minorPerCent + SLACK) - 1;
  // A low bound of 0 is 0 in every currency.
  const min = range.min && Math.min(Math.floor(inTo(cheapest(range.min))), PRICE_BOUND_MAX);
  const max = range.max === undefined ? undefined : Math.ceil(inTo(dearest(range.max)));
  return { min, max: max === undefined || max > PRICE_BOUND_MAX ? undefined : max };
}
