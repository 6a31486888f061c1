import * as v from 'valibot';
import { PRODUCT_CATEGORIES } from '#schema/catalog.ts';
import { factAddressEntries } from '#web/features/stone-facts/index.ts';

/** The home page's query string: `?category=healing&treatment=none&origin=BR&certified=true` filters the product list. */
export const HomeSearchSchema = v.object({
  // An unknown category in a shared link just shows everything.
  category: v.fallback(v.optional(v.picklist(PRODUCT_CATEGORIES)), undefined),
  ...factAddressEntries,
});
