import * as v from 'valibot';
import { GALLERY_CATEGORIES, type GalleryCategory } from '#schema/catalog.ts';
import { GALLERY_SEARCH_MAX_LENGTH, type GalleryFilters } from '#schema/gallery-api.ts';

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
});
export type GallerySearch = v.InferOutput<typeof GallerySearchSchema>;

export const isGalleryCategory = (value: string): value is GalleryCategory => (GALLERY_CATEGORIES as readonly string[]).includes(value);

/** The API filters the page's query string asks for (the list and the summary counts). */
export function filtersOf(search: GallerySearch): GalleryFilters {
  const text = search.search?.trim();
  return {
    ...(text ? { search: text } : {}),
    ...(search.category ? { category: search.category } : {}),
    ...(search.featured ? { featured: true } : {}),
  };
}

/** GalleryFilters as a query string for /api/uploaded-images (and /stats). */
export function filterParams(filters: GalleryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.featured !== undefined) params.set('featured', String(filters.featured));
  return params;
}
