import * as v from 'valibot';
import { CURRENCY_CODES, PRODUCT_CATEGORIES } from '#schema/catalog.ts';
import { PRICE_BOUND_MAX, SEARCH_MAX_LENGTH, SEARCH_PAGE_MAX, SEARCH_SORTS, type SearchSort } from '#schema/search-api.ts';
import { factAddressEntries } from '#web/features/stone-facts/index.ts';

/** A whole number from the address (the router reads `?min=20` as 20, and a hand-typed `?min=20x` as text). */
const wholeNumber = (min: number, max: number) =>
  v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))), undefined);

/**
 * /search's address (docs/product.md §2 "Search"): `?q=ruby&category=rare&min=20&max=200&currency=EUR&in_stock=true&sort=price_asc&page=2`,
 * with the stone facts `&treatment=heated&origin=LK&certified=true`.
 * Every choice lives here, so a link shares it and Back restores it; anything malformed is dropped, not an error.
 * min and max are in `currency` (an older link names none: the visitor's); the page shows them in the visitor's own
 * (use-search-address.ts).
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
  min: wholeNumber(0, PRICE_BOUND_MAX),
  max: wholeNumber(0, PRICE_BOUND_MAX),
  currency: v.fallback(v.optional(v.picklist(CURRENCY_CODES)), undefined),
  in_stock: v.fallback(v.optional(v.literal(true)), undefined),
  ...factAddressEntries,
  sort: v.fallback(v.optional(v.picklist(SEARCH_SORTS)), undefined),
  page: wholeNumber(1, SEARCH_PAGE_MAX),
});
export type SearchPageAddress = v.InferOutput<typeof SearchPageSchema>;

export type { SearchSort };
