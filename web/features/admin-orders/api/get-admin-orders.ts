import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '#web/lib/api.ts';

/** Under the 'admin' prefix, so signing out drops it. */
export const adminOrdersQueryKey = ['admin', 'orders'] as const;

/** Newest first (docs/design.md §8). */
export const getAdminOrders = () => call(api.admin.orders.$get());

export const adminOrdersQueryOptions = () => queryOptions({ queryKey: adminOrdersQueryKey, queryFn: getAdminOrders });

export const useAdminOrders = () => useQuery(adminOrdersQueryOptions());
