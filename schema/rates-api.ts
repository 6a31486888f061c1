/** Exchange rates: the part of the upstream answer read, and GET /api/rates. */
import * as v from 'valibot';
import { CURRENCY_CODES, type CurrencyCode } from './catalog.ts';

const positiveRate = v.pipe(v.number(), v.finite(), v.minValue(Number.MIN_VALUE));

/** The part of the upstream exchange-rate answer we read: `rates`, per 1 USD. */
export const UpstreamRatesSchema = v.object({
  rates: v.record(v.string(), v.unknown()),
});

/** Units of each of our currencies per 1 USD. */
const rateEntries = Object.fromEntries(CURRENCY_CODES.map((code) => [code, positiveRate])) as Record<CurrencyCode, typeof positiveRate>;

/** GET /api/rates (and the rates shared across isolates): per 1 USD, and where they came from. */
export const RatesSchema = v.object({
  base: v.literal('USD'),
  rates: v.object(rateEntries),
  /** 'live' from the upstream service, 'fallback' from the fixed table of docs/product.md §9. */
  source: v.picklist(['live', 'fallback']),
  fetchedAt: v.string(),
});
export type Rates = v.InferOutput<typeof RatesSchema>;

export const isCurrencyCode = (value: string): value is CurrencyCode => (CURRENCY_CODES as readonly string[]).includes(value);

export const isPositiveRate = (value: unknown): value is number => v.is(positiveRate, value);
