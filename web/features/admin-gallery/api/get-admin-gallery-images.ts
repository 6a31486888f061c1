import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { GalleryPage } from '#schema/gallery-api.ts';
import { apiRequest } from '#web/lib/api.ts';
import { adminGalleryKeys, type AdminGalleryFilters } from './gallery-query-keys.ts';

/** Images per page: the tab loads more on request, so a gallery of thousands stays quick (DESIGN 10). */
export const ADMIN_GALLERY_PAGE_SIZE = 60;

/** GET /api/uploaded-images?search&category&limit&cursor: one page, newest first. */
export function getAdminGalleryPage({ search, category }: AdminGalleryFilters, cursor: string | null, signal?: AbortSignal): Promise<GalleryPage> {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  if (category !== 'all') query.set('category', category);
  query.set('limit', String(ADMIN_GALLERY_PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return apiRequest<GalleryPage>(`/api/uploaded-images?${query.toString()}`, { signal });
}

export const adminGalleryImagesQueryOptions = (filters: AdminGalleryFilters) =>
  infiniteQueryOptions({
    queryKey: adminGalleryKeys.images(filters),
    queryFn: ({ pageParam, signal }) => getAdminGalleryPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The loaded pages for `filters`; typing a search keeps the last list on screen instead of the loading state. */
export const useAdminGalleryImages = (filters: AdminGalleryFilters) =>
  useInfiniteQuery({ ...adminGalleryImagesQueryOptions(filters), placeholderData: keepPreviousData });
