import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { WholesaleStatus } from '#schema/catalog.ts';
import { apiOf, call, type Api } from '#web/lib/api.ts';

/** Under the 'admin' prefix, so signing out drops it. */
export const wholesaleApplicationsQueryKey = ['admin', 'wholesale-applications'] as const;

const PAGE_SIZE = '50';

/** One page of applications, newest first (docs/design.md §8); `cursor` is the page before's nextCursor. */
export const getWholesaleApplicationsPage = (api: Api, status: WholesaleStatus | undefined, cursor: string | null) =>
  call(
    api.admin['wholesale-applications'].$get({ query: { limit: PAGE_SIZE, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) } }),
  );

export const wholesaleApplicationsQueryOptions = (status: WholesaleStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: [...wholesaleApplicationsQueryKey, status ?? 'all'],
    queryFn: ({ client, pageParam }) => getWholesaleApplicationsPage(apiOf(client), status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useWholesaleApplications = (status: WholesaleStatus | undefined) =>
  useInfiniteQuery(wholesaleApplicationsQueryOptions(status));

/** The route's loader: the first page of `status`'s applications. Prefetched, never thrown: a failure shows in the tab, which asks again. */
export const loadWholesaleTab = (queryClient: QueryClient, status: WholesaleStatus | undefined) =>
  queryClient.prefetchInfiniteQuery(wholesaleApplicationsQueryOptions(status));
