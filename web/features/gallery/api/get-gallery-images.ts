import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { GALLERY_FIRST_PAGE_SIZE, GALLERY_PAGE_SIZE, type GalleryFilters } from '#schema/gallery-api.ts';
import { apiOf, call, pageOf, type Api } from '#web/lib/api.ts';
import { filterQuery } from '../gallery-search.ts';

export const galleryImagesQueryKey = ['gallery', 'images'] as const;

export async function getGalleryPage(client: Api, filters: GalleryFilters, cursor: string | null, signal?: AbortSignal) {
  const limit = cursor === null ? GALLERY_FIRST_PAGE_SIZE : GALLERY_PAGE_SIZE;
  const query = { ...filterQuery(filters), limit: String(limit), cursor: cursor ?? undefined };
  return pageOf(await call(client['uploaded-images'].$get({ query }, { init: { signal } })));
}

export const galleryImagesQueryOptions = (filters: GalleryFilters) =>
  infiniteQueryOptions({
    queryKey: [...galleryImagesQueryKey, filters],
    queryFn: ({ client, pageParam, signal }) => getGalleryPage(apiOf(client), filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The loaded pages of images matching `filters` (the route's loader fetched the first). */
export const useGalleryImages = (filters: GalleryFilters) => useSuspenseInfiniteQuery(galleryImagesQueryOptions(filters));
