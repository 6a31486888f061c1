import type { GalleryCategory } from '#schema/catalog.ts';

/** The admin list's filters: category 'all' is sent as no category (docs/product.md §7). */
export type AdminGalleryFilters = { search: string; category: GalleryCategory | 'all' };

/** What the tab opens on: no search, every category. */
export const UNFILTERED: AdminGalleryFilters = { search: '', category: 'all' };

/**
 * Every gallery query, public or admin, sits under ['gallery'], so one invalidation after a write
 * refreshes the admin list, its stats and the public /gallery page alike.
 */
export const galleryQueryKey = ['gallery'] as const;

export const adminGalleryKeys = {
  images: (filters: AdminGalleryFilters) => [...galleryQueryKey, 'admin', 'images', filters] as const,
  stats: () => [...galleryQueryKey, 'admin', 'stats'] as const,
};
