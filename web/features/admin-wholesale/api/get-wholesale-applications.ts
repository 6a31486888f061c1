import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WholesaleApplication } from '#schema/api.ts';
import { apiRequest } from '#web/lib/api.ts';

/** Under the 'admin' prefix, so signing out drops it. */
export const wholesaleApplicationsQueryKey = ['admin', 'wholesale-applications'] as const;

/** Newest first (DESIGN 8). */
export const getWholesaleApplications = (): Promise<WholesaleApplication[]> =>
  apiRequest<WholesaleApplication[]>('/api/admin/wholesale-applications');

export const wholesaleApplicationsQueryOptions = () =>
  queryOptions({ queryKey: wholesaleApplicationsQueryKey, queryFn: getWholesaleApplications });

export const useWholesaleApplications = () => useQuery(wholesaleApplicationsQueryOptions());
