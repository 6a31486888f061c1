import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiOf, call, pageOf, type Api } from '#web/lib/api.ts';
import { adminGalleryKeys, type AdminGalleryFilters } from './gallery-query-keys.ts';

/** Images per page: the tab loads more on request, so a gallery of thousands stays quick (docs/design.md §10). */
export const ADMIN_GALLERY_PAGE_SIZE = 60;

/** GET /api/uploaded-images?search&category&limit&cursor: one page, newest first. */
export async function getAdminGalleryPage(
  api: Api,
  { search, category }: AdminGalleryFilters,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const query = {
    search: search.trim() || undefined,
    category: category === 'all' ? undefined : category,
    limit: String(ADMIN_GALLERY_PAGE_SIZE),
    cursor: cursor ?? undefined,
  };
  return pageOf(await call(api['uploaded-images'].$get({ query }, { init: { signal } })));
}

export const adminGalleryImagesQueryOptions = (filters: AdminGalleryFilters) =>
  infiniteQueryOptions({
    queryKey: adminGalleryKeys.images(filters),
    queryFn: ({ client, pageParam, signal }) => getAdminGalleryPage(apiOf(client), filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The loaded pages for `filters`; typing a search keeps the last list on screen instead of the loading state. */
export const useAdminGalleryImages = (filters: AdminGalleryFilters) =>
  useInfiniteQuery({ ...adminGalleryImagesQueryOptions(filters), placeholderData: keepPreviousData });
