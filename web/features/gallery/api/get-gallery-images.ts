import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { GalleryFilters, GalleryPage } from '#schema/gallery-api.ts';
import { apiRequest } from '#web/lib/api.ts';
import { filterParams } from '#web/features/gallery/gallery-search.ts';

/** Cards per page; the next page loads as the visitor scrolls near the end. */
export const GALLERY_PAGE_SIZE = 24;

export const galleryImagesQueryKey = ['gallery', 'images'] as const;

export function getGalleryPage(filters: GalleryFilters, cursor: string | null, signal?: AbortSignal): Promise<GalleryPage> {
  const params = filterParams(filters);
  params.set('limit', String(GALLERY_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return apiRequest<GalleryPage>(`/api/uploaded-images?${params}`, { signal });
}

export const galleryImagesQueryOptions = (filters: GalleryFilters) =>
  infiniteQueryOptions({
    queryKey: [...galleryImagesQueryKey, filters],
    queryFn: ({ pageParam, signal }) => getGalleryPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The pages of images matching `filters`; the previous results stay on screen while new filters load. */
export const useGalleryImages = (filters: GalleryFilters) =>
  useInfiniteQuery({ ...galleryImagesQueryOptions(filters), placeholderData: keepPreviousData });
