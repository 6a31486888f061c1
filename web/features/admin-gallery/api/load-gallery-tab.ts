import type { QueryClient } from '@tanstack/react-query';
import { UNFILTERED } from './gallery-query-keys.ts';
import { adminGalleryImagesQueryOptions } from './get-admin-gallery-images.ts';
import { adminGalleryStatsQueryOptions } from './get-admin-gallery-stats.ts';

/** The route's loader: the first page of every image and the gallery's counts. Prefetched, never thrown: a failure shows in the tab, which asks again. */
export const loadGalleryTab = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(adminGalleryImagesQueryOptions(UNFILTERED)),
    queryClient.prefetchQuery(adminGalleryStatsQueryOptions()),
  ]);
