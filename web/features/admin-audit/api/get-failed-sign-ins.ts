import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { call, type Api } from '#web/lib/api.ts';
import { LOG_PAGE_SIZE, newestFirstLogOptions } from './newest-first-log.ts';

/** Under the 'admin' prefix, so signing out drops it. */
export const failedSignInsQueryKey = ['admin', 'failed-sign-ins'] as const;

/** One page of the refused sign-ins, newest first; `cursor` is the page before's nextCursor. */
export const getFailedSignInsPage = (api: Api, cursor: string | null) =>
  call(api.admin['failed-sign-ins'].$get({ query: cursor ? { limit: LOG_PAGE_SIZE, cursor } : { limit: LOG_PAGE_SIZE } }));

const failedSignInsQueryOptions = () => newestFirstLogOptions(failedSignInsQueryKey, getFailedSignInsPage);

export const useFailedSignIns = () => useInfiniteQuery(failedSignInsQueryOptions());

/** The route's loader: the newest page of refused sign-ins. Prefetched, never thrown: a failure shows in the tab, which asks again. */
export const loadFailedSignIns = (queryClient: QueryClient) => queryClient.prefetchInfiniteQuery(failedSignInsQueryOptions());
