import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryFilters, GalleryStats } from '#schema/gallery-api.ts';
import { apiRequest } from '#web/lib/api.ts';
import { filterParams } from '#web/features/gallery/gallery-search.ts';

export const galleryStatsQueryKey = ['gallery', 'stats'] as const;

export const getGalleryStats = (filters: GalleryFilters, signal?: AbortSignal): Promise<GalleryStats> =>
  apiRequest<GalleryStats>(`/api/uploaded-images/stats?${filterParams(filters)}`, { signal });

export const galleryStatsQueryOptions = (filters: GalleryFilters) =>
  queryOptions({
    queryKey: [...galleryStatsQueryKey, filters],
    queryFn: ({ signal }) => getGalleryStats(filters, signal),
  });

/** The counts for `filters` (total, in stock, featured, ...); the last counts stay while new ones load. */
export const useGalleryStats = (filters: GalleryFilters) =>
  useQuery({ ...galleryStatsQueryOptions(filters), placeholderData: keepPreviousData });
