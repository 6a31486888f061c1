import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { GalleryFilters } from '#schema/gallery-api.ts';
import { apiOf, call, type Api } from '#web/lib/api.ts';
import { filterQuery } from '../gallery-search.ts';

export const galleryStatsQueryKey = ['gallery', 'stats'] as const;

export const getGalleryStats = (client: Api, filters: GalleryFilters, signal?: AbortSignal) =>
  call(client['uploaded-images'].stats.$get({ query: filterQuery(filters) }, { init: { signal } }));

export const galleryStatsQueryOptions = (filters: GalleryFilters) =>
  queryOptions({
    queryKey: [...galleryStatsQueryKey, filters],
    queryFn: ({ client, signal }) => getGalleryStats(apiOf(client), filters, signal),
  });

/** The counts for `filters` (total, in stock, featured, ...), loaded by the route's loader. */
export const useGalleryStats = (filters: GalleryFilters) => useSuspenseQuery(galleryStatsQueryOptions(filters));
