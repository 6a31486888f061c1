import type { QueryClient } from '@tanstack/react-query';
import type { GalleryFilters } from '#schema/gallery-api.ts';
import { galleryImagesQueryOptions } from './get-gallery-images.ts';
import { galleryStatsQueryOptions } from './get-gallery-stats.ts';

/**
 * Starts loading what /gallery shows for `filters` (first page, counts) while the page's code loads,
 * or on hover over a link to it. Not awaited: the page shows its skeleton meanwhile.
 */
export function prefetchGallery(queryClient: QueryClient, filters: GalleryFilters): void {
  const { featured, ...allFilters } = filters;
  void queryClient.prefetchInfiniteQuery(galleryImagesQueryOptions(filters));
  void queryClient.prefetchQuery(galleryStatsQueryOptions(allFilters));
  if (featured) void queryClient.prefetchQuery(galleryStatsQueryOptions(filters));
}
