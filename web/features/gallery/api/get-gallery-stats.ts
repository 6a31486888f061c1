import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { GalleryFilters } from '#schema/gallery-api.ts';
import { api, call } from '#web/lib/api.ts';
import { filterQuery } from '../gallery-search.ts';

export const galleryStatsQueryKey = ['gallery', 'stats'] as const;

export const getGalleryStats = (filters: GalleryFilters, signal?: AbortSignal) =>
  call(api['uploaded-images'].stats.$get({ query: filterQuery(filters) }, { init: { signal } }));

export const galleryStatsQueryOptions = (filters: GalleryFilters) =>
  queryOptions({
    queryKey: [...galleryStatsQueryKey, filters],
    queryFn: ({ signal }) => getGalleryStats(filters, signal),
  });

/** The counts for `filters` (total, in stock, featured, ...), loaded by the route's loader. */
export const useGalleryStats = (filters: GalleryFilters) => useSuspenseQuery(galleryStatsQueryOptions(filters));
