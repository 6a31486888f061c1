import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryFilters } from '#schema/gallery-api.ts';
import { apiOf, call } from '#web/lib/api.ts';
import { filterQuery } from '../gallery-search.ts';

/** The gallery's counts per treatment, origin and certified for `filters` (docs/product.md §2). */
export const galleryFactsQueryOptions = (filters: GalleryFilters) =>
  queryOptions({
    queryKey: ['gallery', 'facts', filters],
    queryFn: ({ client, signal }) =>
      call(apiOf(client)['uploaded-images'].facts.$get({ query: filterQuery(filters) }, { init: { signal } })),
  });

/** The counts, kept on screen while those of new filters load; the filters work before they come. */
export const useGalleryFacts = (filters: GalleryFilters) =>
  useQuery({ ...galleryFactsQueryOptions(filters), placeholderData: (previous) => previous });
