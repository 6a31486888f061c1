import { useInfiniteQuery } from '@tanstack/react-query';
import { call, type Api } from '#web/lib/api.ts';
import { LOG_PAGE_SIZE, newestFirstLogOptions } from './newest-first-log.ts';

/** Under the 'admin' prefix, so signing out drops it. */
export const failedSignInsQueryKey = ['admin', 'failed-sign-ins'] as const;

/** One page of the refused sign-ins, newest first; `cursor` is the page before's nextCursor. */
export const getFailedSignInsPage = (api: Api, cursor: string | null) =>
  call(api.admin['failed-sign-ins'].$get({ query: cursor ? { limit: LOG_PAGE_SIZE, cursor } : { limit: LOG_PAGE_SIZE } }));

export const useFailedSignIns = () => useInfiniteQuery(newestFirstLogOptions(failedSignInsQueryKey, getFailedSignInsPage));
