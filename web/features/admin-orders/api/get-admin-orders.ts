import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '#schema/api.ts';
import { apiRequest } from '#web/lib/api.ts';

/** Under the 'admin' prefix, so signing out drops it. */
export const adminOrdersQueryKey = ['admin', 'orders'] as const;

/** Newest first (DESIGN 8). */
export const getAdminOrders = (): Promise<AdminOrder[]> => apiRequest<AdminOrder[]>('/api/admin/orders');

export const adminOrdersQueryOptions = () => queryOptions({ queryKey: adminOrdersQueryKey, queryFn: getAdminOrders });

export const useAdminOrders = () => useQuery(adminOrdersQueryOptions());
