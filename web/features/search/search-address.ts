import * as v from 'valibot';
import { PRODUCT_CATEGORIES, type CurrencyCode, type ProductCategory } from '#schema/catalog.ts';
import { SEARCH_MAX_LENGTH, SEARCH_PAGE_MAX, SEARCH_SORTS, type SearchSort } from '#schema/search-api.ts';
import { factAddressEntries, factQueryOf } from '#web/features/stone-facts/index.ts';

const PRICE_MAX = 10_000_000;

/** A whole number from the address (the router reads `?min=20` as 20, and a hand-typed `?min=20x` as text). */
const wholeNumber = (min: number, max: number) =>
  v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))), undefined);

/**
 * /search's address (docs/product.md §2 "Search"): `?q=ruby&category=rare&min=20&max=200&in_stock=true&sort=price_asc&page=2`,
 * with the stone facts `&treatment=heated&origin=LK&certified=true`.
 * Every choice lives here, so a link shares it and Back restores it; anything malformed is dropped, not an error.
 * min and max are in the visitor's currency.
 */
export const SearchPageSchema = v.object({
  q: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value).slice(0, SEARCH_MAX_LENGTH)),
      ),
    ),
    undefined,
  ),
  category: v.fallback(v.optional(v.picklist(PRODUCT_CATEGORIES)), undefined),
  min: wholeNumber(0, PRICE_MAX),
  max: wholeNumber(0, PRICE_MAX),
  in_stock: v.fallback(v.optional(v.literal(true)), undefined),
  ...factAddressEntries,
  sort: v.fallback(v.optional(v.picklist(SEARCH_SORTS)), undefined),
  page: wholeNumber(1, SEARCH_PAGE_MAX),
});
export type SearchPageAddress = v.InferOutput<typeof SearchPageSchema>;

/** The /api/search query for an address, the visitor's currency and the categories the words named. */
export function apiQueryOf(
  address: SearchPageAddress,
  currency: CurrencyCode,
  named: readonly ProductCategory[],
  limit?: number,
): Record<string, string> {
  const bounded = address.min !== undefined || address.max !== undefined;
  const q = address.q?.trim();
  const entries: [string, string | undefined][] = [
    ['q', q || undefined],
    ['named', q && named.length > 0 ? named.join(',') : undefined],
    ['category', address.category],
    ['currency', bounded && currency !== 'USD' ? currency : undefined],
    ['min', address.min?.toString()],
    ['max', address.max?.toString()],
    ['in_stock', address.in_stock ? 'true' : undefined],
    ...Object.entries(factQueryOf(address)),
    ['sort', address.sort],
    ['page', address.page && address.page > 1 ? String(address.page) : undefined],
    ['limit', limit?.toString()],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export type { SearchSort };
