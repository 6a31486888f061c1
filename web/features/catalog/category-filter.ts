import * as v from 'valibot';
import { PRODUCT_CATEGORIES } from '#schema/catalog.ts';

/** The home page's query string: `?category=healing` filters the product list. */
export const HomeSearchSchema = v.object({
  // An unknown category in a shared link just shows everything.
  category: v.fallback(v.optional(v.picklist(PRODUCT_CATEGORIES)), undefined),
});

/** Products per category, for hiding empty category cards and for the quick tiles. */
export function countByCategory(products: readonly { category: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  return counts;
}
