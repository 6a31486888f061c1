import * as v from 'valibot';
import { GALLERY_CATEGORIES } from '#schema/catalog.ts';
import { GALLERY_SEARCH_MAX_LENGTH, type GalleryFilters } from '#schema/gallery-api.ts';
import { factAddressEntries, factQueryOf } from '#web/features/stone-facts/index.ts';

/**
 * /gallery's query string: `?search=ruby&category=rare&featured=true`, so a link or a reload keeps the
 * filters. Anything malformed in a shared link is dropped rather than shown as an error.
 */
export const GallerySearchSchema = v.object({
  // The router reads `?search=123` as a number; it is still text to search for.
  search: v.fallback(
    v.optional(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value).slice(0, GALLERY_SEARCH_MAX_LENGTH)),
      ),
    ),
    undefined,
  ),
  category: v.fallback(v.optional(v.picklist(GALLERY_CATEGORIES)), undefined),
  /** true: featured only; anything else: all gemstones. */
  featured: v.fallback(v.optional(v.literal(true)), undefined),
  ...factAddressEntries,
  /**
   * The image whose dialog is open over the grid. The address bar shows /gallery/{id} instead (a route
   * mask, see GalleryPage), so a shared link or a reload opens that image's own page.
   */
  image: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
export type GallerySearch = v.InferOutput<typeof GallerySearchSchema>;

/** The API filters the page's query string asks for (the list and the summary counts). */
export function filtersOf(search: GallerySearch): GalleryFilters {
  const text = search.search?.trim();
  return {
    ...(text ? { search: text } : {}),
    ...(search.category ? { category: search.category } : {}),
    ...(search.featured ? { featured: true } : {}),
    ...factQueryOf(search),
  };
}

/** GalleryFilters as the query of /api/uploaded-images (and /stats); unset filters are left out. */
export function filterQuery(filters: GalleryFilters) {
  return {
    search: filters.search || undefined,
    category: filters.category,
    featured: filters.featured === undefined ? undefined : filters.featured ? ('true' as const) : ('false' as const),
    treatment: filters.treatment,
    origin: filters.origin,
    certified: filters.certified,
  };
}
