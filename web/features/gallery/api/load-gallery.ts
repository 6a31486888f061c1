import type { QueryClient } from '@tanstack/react-query';
import type { GalleryFilters } from '#schema/gallery-api.ts';
import { galleryImagesQueryOptions } from './get-gallery-images.ts';
import { galleryFactsQueryOptions } from './get-gallery-facts.ts';
import { galleryStatsQueryOptions } from './get-gallery-stats.ts';

/** The counts the page shows: over every gemstone the search and category match, and over what the grid shows. */
export function galleryCountFilters(filters: GalleryFilters): { all: GalleryFilters; shown: GalleryFilters } {
  const { featured, ...all } = filters;
  return { all, shown: featured === undefined ? all : filters };
}

/**
 * What /gallery needs before it renders for `filters`: the first page of cards and both counts. The facts' counts are
 * asked for at the same time but not waited for: the fact filters work before their counts come.
 */
export async function loadGallery(queryClient: QueryClient, filters: GalleryFilters): Promise<void> {
  const counts = galleryCountFilters(filters);
  void queryClient.prefetchQuery(galleryFactsQueryOptions(filters));
  await Promise.all([
    queryClient.ensureInfiniteQueryData(galleryImagesQueryOptions(filters)),
    queryClient.ensureQueryData(galleryStatsQueryOptions(counts.all)),
    queryClient.ensureQueryData(galleryStatsQueryOptions(counts.shown)),
  ]);
}
