import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf, call } from '#web/lib/api.ts';

/** Under the 'admin' prefix, so signing out drops it. */
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'dashboard'] as const, queryFn: ({ client }) => call(apiOf(client).admin.dashboard.$get()) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
