/**
 * GET /api/search (docs/product.md §2 "Search", docs/design.md §14): the query the Worker validates and the
 * answer it gives. The /search page's address uses the same names and bounds (web/features/search).
 */
import * as v from 'valibot';
import type { Product } from './products-api.ts';
import { CURRENCY_CODES, PRODUCT_CATEGORIES, type ProductCategory } from './catalog.ts';
import { factFilterEntries, type FactCounts } from './stone-facts.ts';

/** docs/product.md §9: the text searched for is cut to this many characters. */
export const SEARCH_MAX_LENGTH = 100;
/** Results a page; the predictive box asks for fewer. */
export const SEARCH_PAGE_SIZE = 24;
const SEARCH_LIMIT_MAX = 48;
/** No deep page numbers: 500 pages of 24 cover 12,000 stones, more than the shop's 5,000. */
export const SEARCH_PAGE_MAX = 500;
/** A price bound, in whole units of the visitor's currency (10 million yen is far above the dearest stone). */
export const PRICE_BOUND_MAX = 10_000_000;

export const SEARCH_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

const wholeNumber = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,8}$/, `must be a whole number from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `must be a whole number from ${min} to ${max}`),
    v.maxValue(max, `must be a whole number from ${min} to ${max}`),
  );

const categoryPick = v.picklist(PRODUCT_CATEGORIES, `must be one of ${PRODUCT_CATEGORIES.join(', ')}`);

export const SearchQuerySchema = v.object({
  /** The shopper's words; longer text is cut (a pasted paragraph is not refused). */
  q: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.slice(0, SEARCH_MAX_LENGTH).trim()),
    ),
  ),
  category: v.optional(categoryPick),
  /**
   * Categories whose name or keywords in the shopper's language the words matched (web/locales: search.keywords):
   * their stones match too, after the stones whose own text matched. Comma-separated.
   */
  named: v.optional(
    v.pipe(
      v.string(),
      v.transform((text) => text.split(',')),
      v.array(categoryPick),
      v.maxLength(PRODUCT_CATEGORIES.length),
      v.transform((list): ProductCategory[] => [...new Set(list)].sort()),
    ),
  ),
  in_stock: v.optional(v.literal('true', 'must be true or left out')),
  ...factFilterEntries,
  /** The currency min and max are in; the Worker converts them with its exchange rates. */
  currency: v.optional(v.picklist(CURRENCY_CODES, `must be one of ${CURRENCY_CODES.join(', ')}`)),
  min: v.optional(wholeNumber(0, PRICE_BOUND_MAX)),
  max: v.optional(wholeNumber(0, PRICE_BOUND_MAX)),
  sort: v.optional(v.picklist(SEARCH_SORTS, `must be one of ${SEARCH_SORTS.join(', ')}`)),
  page: v.optional(wholeNumber(1, SEARCH_PAGE_MAX)),
  limit: v.optional(wholeNumber(1, SEARCH_LIMIT_MAX)),
});
export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>;

/** One value of a facet and how many stones it would show, with the other choices kept. */
export type FacetValue = { value: string; count: number };
/** A filter's choices with their counts (the stone facts have their own, `facts`). */
export type Facet = { name: 'category' | 'inStock'; values: FacetValue[] };

export type SearchResults = {
  items: Product[];
  /** Stones matching every choice. */
  total: number;
  page: number;
  pageCount: number;
  /** The sort applied: relevance needs words, so without them it is newest. */
  sort: SearchSort;
  facets: Facet[];
  /** Per treatment and origin, and certified: how many stones each choice would show (every other choice kept). */
  facts: FactCounts;
  /** The cheapest and dearest stone the words match (whatever the other filters), US cents; null when none. */
  priceRange: { min: number; max: number } | null;
  /** When no stone had the words as typed: the words searched for instead ("amethist" -> "amethyst"). */
  corrected: string | null;
};
