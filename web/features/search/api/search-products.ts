import { keepPreviousData, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiOf, call } from '#web/lib/api.ts';

/** Every search answer sits under ['search']: a catalog write's invalidation of ['products'] is not needed, they are new keys per query. */
export const searchQueryKey = ['search'] as const;

export const searchQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: [...searchQueryKey, query],
    queryFn: ({ client, signal }) => call(apiOf(client).search.$get({ query }, { init: { signal } })),
  });

/** The /search page's results: rendered by the Worker, then loaded as the choices change. */
export const useSearchResults = (query: Record<string, string>) => useSuspenseQuery(searchQueryOptions(query));

/** The predictive box's stones: the previous answer stays while the next loads. */
export const usePredictedStones = (query: Record<string, string> | null) =>
  useQuery({ ...searchQueryOptions(query ?? {}), enabled: query !== null, placeholderData: keepPreviousData });

/** The predictive box's gallery images, best first. */
export const usePredictedGalleryImages = (text: string | null) =>
  useQuery({
    queryKey: ['search', 'gallery', text],
    queryFn: ({ client, signal }) =>
      call(apiOf(client)['uploaded-images'].$get({ query: { search: text ?? '', limit: '3' } }, { init: { signal } })),
    enabled: text !== null,
    placeholderData: keepPreviousData,
  });
