import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { OrderListFilter } from '#schema/staff-lists-api.ts';
import { apiOf, call, type Api } from '#web/lib/api.ts';

/** Under the 'admin' prefix, so signing out drops it. */
export const adminOrdersQueryKey = ['admin', 'orders'] as const;

const PAGE_SIZE = '50';

/** One page of orders, newest first (docs/design.md §8); `cursor` is the page before's nextCursor. */
export const getAdminOrdersPage = (api: Api, status: OrderListFilter | undefined, cursor: string | null) =>
  call(api.admin.orders.$get({ query: { limit: PAGE_SIZE, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) } }));

export const adminOrdersQueryOptions = (status: OrderListFilter | undefined) =>
  infiniteQueryOptions({
    queryKey: [...adminOrdersQueryKey, status ?? 'all'],
    queryFn: ({ client, pageParam }) => getAdminOrdersPage(apiOf(client), status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useAdminOrders = (status: OrderListFilter | undefined) => useInfiniteQuery(adminOrdersQueryOptions(status));

/** The route's loader: the first page of `status`'s orders (GET /api/admin/orders writes nothing, so hovering the tab may ask). Prefetched, never thrown: a failure shows in the tab, which asks again. */
export const loadOrdersTab = (queryClient: QueryClient, status: OrderListFilter | undefined) =>
  queryClient.prefetchInfiniteQuery(adminOrdersQueryOptions(status));
