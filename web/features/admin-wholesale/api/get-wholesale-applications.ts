import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '#web/lib/api.ts';

/** Under the 'admin' prefix, so signing out drops it. */
export const wholesaleApplicationsQueryKey = ['admin', 'wholesale-applications'] as const;

/** Newest first (docs/design.md §8). */
export const getWholesaleApplications = () => call(api.admin['wholesale-applications'].$get());

export const wholesaleApplicationsQueryOptions = () =>
  queryOptions({ queryKey: wholesaleApplicationsQueryKey, queryFn: getWholesaleApplications });

export const useWholesaleApplications = () => useQuery(wholesaleApplicationsQueryOptions());
