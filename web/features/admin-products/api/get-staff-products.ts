import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { productsQueryKey } from '#web/features/catalog/index.ts';
import { apiOf, call, pageOf, type Api } from '#web/lib/api.ts';

/** Products per page of the staff list: it loads more on request, so a catalog of thousands stays quick (no answer holds more than 100). */
export const STAFF_PRODUCT_PAGE_SIZE = 50;

/** Under ['products'], so a staff write's one invalidation refreshes the list and its counts with the shop's grid. */
const staffProductKeys = {
  pages: (search: string) => [...productsQueryKey, 'staff', search.trim()] as const,
  stats: () => [...productsQueryKey, 'stats'] as const,
};

/** GET /api/products?q&limit&cursor: one page of the staff list, oldest first. */
export async function getStaffProductPage(api: Api, search: string, cursor: string | null, signal?: AbortSignal) {
  const query = { q: search.trim() || undefined, limit: String(STAFF_PRODUCT_PAGE_SIZE), cursor: cursor ?? undefined };
  return pageOf(await call(api.products.$get({ query }, { init: { signal } })));
}

export const staffProductsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: staffProductKeys.pages(search),
    queryFn: ({ client, pageParam, signal }) => getStaffProductPage(apiOf(client), search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The loaded pages for `search`; typing keeps the last list on screen instead of the loading state. */
export const useStaffProducts = (search: string) =>
  useInfiniteQuery({ ...staffProductsQueryOptions(search), placeholderData: keepPreviousData });

/** Counts over every product, whatever the search. */
export const productStatsQueryOptions = () =>
  queryOptions({ queryKey: staffProductKeys.stats(), queryFn: ({ client }) => call(apiOf(client).products.stats.$get()) });

export const useProductStats = () => useQuery(productStatsQueryOptions());

/** The staff Products tab's loader: the first page and the counts. Prefetched, never thrown: a failure shows in the tab, which asks again. */
export const loadStaffProducts = (queryClient: QueryClient) =>
  Promise.all([queryClient.prefetchInfiniteQuery(staffProductsQueryOptions('')), queryClient.prefetchQuery(productStatsQueryOptions())]);
